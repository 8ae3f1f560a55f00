import type { Geometry } from "../model/geometry.js";
import type { SumFact } from "../rules/rule-kind.js";

/**
 * Sums the search derives at set-up from the rules' sums, redundant for the answer and there for speed
 * (each is propagated like a rule's sum, rules/sum-propagator.ts):
 * - the 45 rule (size(size+1)/2 at any size) over every block: each unit of the layout (rows, columns and
 *   boxes of every grid, a samurai's shared boxes once, regions, diagonals) and each run of two or more
 *   neighbouring rows or columns of one grid, up to the whole grid. With the cages wholly inside the block
 *   taken out, its other cells (innies; a unit's cells outside its cages among them) add up to the block's
 *   total less the cages' sums; when every cell of the block is in a cage, the cages' cells outside it
 *   (outies) add up to the cages' sums less the block's total.
 * - a cage inside a cage: the outer cage's other cells add up to the difference of the sums.
 * A derived sum's digits are different (filtered exactly) when its cells all see each other (a unit, or a
 * cage, holds each pair); else they may repeat (filtered as a free sum). Only cages that share no cell with
 * an earlier one take part in the 45 rule (a cell in two cages would be counted twice); a derived sum of
 * more than `size` cells is left out (filtered loosely, and costly), and each set of cells is kept once.
 * Rejected: deriving again from the derived sums (more propagators, each run on every change of its cells,
 * for what the exact cage filter and the units already see on the puzzles measured).
 */
export function derivedSums(geometry: Geometry, sums: readonly SumFact[]): SumFact[] {
  const size = geometry.size;
  const total = (size * (size + 1)) / 2;
  const cages = sums.filter((s) => s.distinct && (s.minus?.length ?? 0) === 0 && s.cells.length > 0);
  const seen = new Set<string>(cages.map((c) => keyOf(c.cells)));
  const out: SumFact[] = [];
  const sees = seesOf(geometry, cages);
  const add = (cells: number[], sum: number): void => {
    if (cells.length === 0 || cells.length > size) return;
    const key = keyOf(cells);
    if (seen.has(key)) return;
    seen.add(key);
    const distinct = cells.every((a, i) => cells.every((b, j) => j <= i || sees(a, b)));
    out.push({ cells, total: sum, distinct });
  };

  // Cages with no cell of an earlier one, and the cage each cell is in.
  const cageOf = new Int32Array(geometry.cellCount).fill(-1);
  const disjoint: SumFact[] = [];
  for (const cage of cages) {
    if (cage.cells.some((c) => cageOf[c] !== -1)) continue;
    for (const c of cage.cells) cageOf[c] = disjoint.length;
    disjoint.push(cage);
  }
  if (disjoint.length > 0) {
    for (const block of blocksOf(geometry)) {
      const inBlock = new Set(block.cells);
      const touching = new Set<number>();
      for (const c of block.cells) if (cageOf[c] !== -1) touching.add(cageOf[c] ?? -1);
      if (touching.size === 0) continue;
      let insideSum = 0;
      let touchingSum = 0;
      const whole = new Set<number>();
      const outies: number[] = [];
      for (const i of touching) {
        const cage = disjoint[i];
        if (cage === undefined) continue;
        touchingSum += cage.total;
        if (cage.cells.every((c) => inBlock.has(c))) {
          insideSum += cage.total;
          whole.add(i);
        } else for (const c of cage.cells) if (!inBlock.has(c)) outies.push(c);
      }
      const blockSum = total * block.count;
      const innies = block.cells.filter((c) => !whole.has(cageOf[c] ?? -1));
      if (innies.length < block.cells.length) add(innies, blockSum - insideSum);
      if (block.cells.every((c) => cageOf[c] !== -1)) add(outies, touchingSum - blockSum);
    }
  }
  // A cage inside another: the rest of the outer one.
  for (const inner of cages) {
    for (const outer of cages) {
      if (inner === outer || inner.cells.length >= outer.cells.length) continue;
      const holds = new Set(outer.cells);
      if (!inner.cells.every((c) => holds.has(c))) continue;
      const inInner = new Set(inner.cells);
      add(
        outer.cells.filter((c) => !inInner.has(c)),
        outer.total - inner.total,
      );
    }
  }
  return out;
}

function keyOf(cells: readonly number[]): string {
  return [...cells].sort((a, b) => a - b).join(",");
}

/** Whether two cells must hold different digits: peers in the geometry, or cells of one cage. */
function seesOf(geometry: Geometry, cages: readonly SumFact[]): (a: number, b: number) => boolean {
  const pairs = new Set<number>();
  const n = geometry.cellCount;
  for (let c = 0; c < n; c++) {
    for (let i = geometry.peerStart[c] ?? 0; i < (geometry.peerStart[c + 1] ?? 0); i++) pairs.add(c * n + (geometry.peerList[i] ?? 0));
  }
  for (const cage of cages) for (const a of cage.cells) for (const b of cage.cells) if (a !== b) pairs.add(a * n + b);
  return (a, b) => pairs.has(a * n + b);
}

/** A block of the 45 rule: its cells and how many units' totals they add up to. */
interface Block {
  readonly cells: readonly number[];
  readonly count: number;
}

/** Every unit, and every run of two or more neighbouring rows (or columns) of one grid. */
function blocksOf(geometry: Geometry): Block[] {
  const size = geometry.size;
  const unit = (u: number): number[] => [...geometry.unitCells.subarray(u * size, u * size + size)];
  const blocks: Block[] = [];
  for (let u = 0; u < geometry.unitCount; u++) blocks.push({ cells: unit(u), count: 1 });
  for (const grid of geometry.grids) {
    for (const across of [false, true]) {
      // Line r of the grid: its row r (across false) or column r (across true).
      const line = (r: number): number[] => Array.from({ length: size }, (_, k) => grid.cells[across ? k * size + r : r * size + k] ?? -1);
      for (let from = 0; from < size; from++) {
        const cells = line(from);
        for (let to = from + 1; to < size; to++) {
          for (const c of line(to)) cells.push(c);
          blocks.push({ cells: [...cells], count: to - from + 1 });
        }
      }
    }
  }
  return blocks;
}
