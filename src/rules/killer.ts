import type { Issue } from "../model/errors.js";
import { allDigitsOf, popcount } from "../model/digits.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { KillerRule } from "../model/schemas.js";
import type { Geometry } from "../model/geometry.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellSetList, checkCells, isPeer } from "./rule-kind.js";

/**
 * Killer cages: the digits of a cage do not repeat and, when the cage has a sum, add up to it.
 *
 * No repeats is the cage as a group of peers (distinct); a cage of `size` cells (nine on a 9x9 grid) is
 * also a unit, which the geometry adds. The sum is propagated by combinations, as a setter reasons:
 * cageCombinations(k, sum, size) lists every set of k different digits 1..size (a mask) adding up to sum,
 * from a table of the 2^size masks built once per size, when first asked for (512 masks at 9x9, 65536 at
 * 16x16). A set is still possible when every cell of the cage can take one of its digits and the cage's
 * cells together can take all of them; each cell keeps the digits of the possible sets. When every cell is
 * down to one digit, the one possible set is the cage's digits, so the same pass checks the finished cage.
 * Rejected: full matching (Hall's theorem) per set, which prunes a little more on long cages and costs a
 * search over cells per set, in the hot loop.
 */
const COMBOS = new Map<number, number[][][]>();

function combosOf(size: number): number[][][] {
  let table = COMBOS.get(size);
  if (table === undefined) {
    const most = (size * (size + 1)) / 2;
    const built: number[][][] = Array.from({ length: size + 1 }, () => Array.from({ length: most + 1 }, () => []));
    for (let mask = 1; mask <= allDigitsOf(size); mask++) {
      let sum = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) sum += d;
      built[popcount(mask)]![sum]!.push(mask); // popcount <= size and sum <= most: inside the table
    }
    COMBOS.set(size, built);
    table = built;
  }
  return table;
}

/**
 * The sets of k different digits 1..size (size 9 unless given; 4..16) adding up to sum, as masks; none
 * when there is no such set.
 */
export function cageCombinations(k: number, sum: number, size = 9): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_DIGIT) return [];
  const table = combosOf(size);
  // table[k][sum] for k in 0..size, sum in 0..most; a k or sum outside has no set.
  return k >= 1 ? (table[k]?.[sum] ?? []) : [];
}

function cageCells(rule: KillerRule, geometry: Parameters<typeof cellAt>[0]): number[] {
  return rule.cells.map((p) => cellAt(geometry, p));
}

export const KILLER: RuleKind<KillerRule> = {
  type: "killer",
  step: { name: "cage combinations", difficulty: 2.3 },
  // One cell said as one.
  describe: (rule) => {
    const cells = cellSetList(rule.cells);
    if (rule.cells.length === 1) return `killer cage: cell ${cells}${rule.sum === undefined ? "" : ` is ${rule.sum}`}`;
    return `killer cage: cells ${cells} ${rule.sum === undefined ? "do not repeat" : `add up to ${rule.sum} without repeats`}`;
  },
  sentence: () => "Digits do not repeat in a cage and add up to its sum, when given.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "killer cage");
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a cage of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    } else if (rule.sum !== undefined && cageCombinations(rule.cells.length, rule.sum, size).length === 0) {
      const digits = size === 9 ? "" : ` of 1-${size}`;
      issues.push({ pointer: `${at}/sum`, message: `no ${rule.cells.length} different digits${digits} add up to ${rule.sum}` });
    }
    return issues;
  },
  warnings: (rule, at, { layout, index, rulesAt, given }) => {
    const issues: Issue[] = [];
    // A cell in two cages: allowed (each cage is checked), but a setter rarely means it.
    const mine = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
    (layout.rules ?? []).slice(0, index).forEach((other, j) => {
      if (other.type !== "killer") return;
      const shared = other.cells.filter(([r, c]) => mine.has(`${r},${c}`));
      if (shared.length > 0) {
        issues.push({
          pointer: `${at}/cells`,
          message: `this killer cage overlaps the cage at ${rulesAt}/${j} in ${shared.length} cell${shared.length === 1 ? "" : "s"} ([${shared.map((p) => p.join(", ")).join("], [")}])`,
        });
      }
    });
    // A cage in pieces (its cells do not all touch side by side): allowed, but usually a slip in a cell.
    const pieces = piecesOf(rule.cells);
    if (pieces > 1) {
      issues.push({
        pointer: `${at}/cells`,
        message: `this killer cage is in ${pieces} pieces (its cells do not all touch side by side): allowed, but is that meant?`,
      });
    }
    // The givens inside a cage with a sum leave the other cells a sum that no different digits make.
    if (given !== undefined && rule.sum !== undefined) {
      const digits = cageCells(rule, given.geometry).map((c) => given.givens[c] ?? 0);
      const placed = digits.filter((d) => d !== 0);
      const open = digits.length - placed.length;
      const used = placed.reduce((m, d) => m | (1 << (d - 1)), 0);
      const rest = rule.sum - placed.reduce((a, b) => a + b, 0);
      if (open > 0 && placed.length > 0 && !cageCombinations(open, rest, given.geometry.size).some((set) => (set & used) === 0)) {
        issues.push({
          pointer: `${at}/sum`,
          message: `the givens ${placed.join(", ")} in this cage leave ${rest} for its ${open} other cell${open === 1 ? "" : "s"}, which no different digits of 1-${given.geometry.size} besides them make: the cage's sum cannot be made`,
        });
      }
    }
    return issues;
  },
  distinct: (rule, geometry) => [cageCells(rule, geometry)],
  sums: (rule, geometry) => (rule.sum === undefined ? [] : [{ cells: cageCells(rule, geometry), total: rule.sum, distinct: true }]),
  propagators: (rule, geometry) => {
    if (rule.sum === undefined) return [];
    const cells = Int32Array.from(cageCells(rule, geometry));
    const combos = cageCombinations(cells.length, rule.sum, geometry.size);
    const propagator: Propagator = {
      cells,
      // Every cells[i] (i < length) is a cell of the layout: in range of cand.
      propagate: (cand) => {
        // A set with a digit no cell of the cage can take is out at once: one test instead of a pass over
        // the cells (at 16x16 a cage of five has up to 100+ sets for its sum).
        let avail = 0;
        for (let i = 0; i < cells.length; i++) avail |= cand[cells[i]!]!;
        let keep = 0;
        for (const set of combos) {
          if ((set & ~avail) !== 0) continue;
          let union = 0;
          let ok = true;
          for (let i = 0; i < cells.length; i++) {
            const m = cand[cells[i]!]! & set;
            if (m === 0) {
              ok = false;
              break;
            }
            union |= m;
          }
          if (ok && union === set) keep |= set;
        }
        if (keep === 0) return false;
        for (let i = 0; i < cells.length; i++) {
          const c = cells[i]!;
          if ((cand[c]! & keep) === 0) return false;
          cand[c]! &= keep | ~DIGIT_BITS;
        }
        return true;
      },
    };
    return [propagator];
  },
  logic: (rules, geometry) => [
    inniesAndOuties(rules, geometry),
    cageUnitOverlap(rules, geometry),
    hardCageCombinations(rules, geometry),
    cageClash(rules, geometry),
  ],
  broken: (rule, geometry, cand) => cageBroken(rule, geometry, cand),
  violation: (rule, geometry, solution) => {
    // A checked layout's cage cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = cageCells(rule, geometry).map((c) => solution[c]!);
    if (new Set(digits).size !== digits.length) return `killer cage at [${rule.cells[0]?.join(", ")}] repeats a digit: ${digitString(digits)}`;
    const sum = digits.reduce((a, b) => a + b, 0);
    if (rule.sum !== undefined && sum !== rule.sum) return `killer cage at [${rule.cells[0]?.join(", ")}] adds up to ${sum}, not ${rule.sum}`;
    return undefined;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const inCage = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
    const has = (r: number, c: number): boolean => inCage.has(`${r},${c}`);
    const inset = Math.round(s * 0.08);
    const out: string[] = [
      `<g class="killer" fill="none" stroke="#333333" stroke-width="1.2" stroke-dasharray="${Math.max(2, Math.round(s / 10))} ${Math.max(2, Math.round(s / 14))}">`,
    ];
    // Each side of each cell that faces outside the cage, inset; it runs on to the cell's edge where the
    // cage continues sideways, so straight stretches of outline join up.
    const line = (x1: number, y1: number, x2: number, y2: number): number => out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
    // The schema's cells are [row, col] each, one at least.
    for (const [r = 0, c = 0] of rule.cells) {
      const left = x(c);
      const top = y(r);
      const from = (side: boolean): number => (side ? 0 : inset);
      if (!has(r - 1, c)) line(left + from(has(r, c - 1)), top + inset, left + s - from(has(r, c + 1)), top + inset);
      if (!has(r + 1, c)) line(left + from(has(r, c - 1)), top + s - inset, left + s - from(has(r, c + 1)), top + s - inset);
      if (!has(r, c - 1)) line(left + inset, top + from(has(r - 1, c)), left + inset, top + s - from(has(r + 1, c)));
      if (!has(r, c + 1)) line(left + s - inset, top + from(has(r - 1, c)), left + s - inset, top + s - from(has(r + 1, c)));
    }
    out.push("</g>");
    if (rule.sum !== undefined) {
      const [r = 0, c = 0] = [...rule.cells].sort(([ar = 0, ac = 0], [br = 0, bc = 0]) => ar - br || ac - bc)[0] ?? [];
      const size = Math.round(s * 0.24);
      out.push(
        `<text class="killer-sum" x="${x(c) + inset + 1}" y="${y(r) + inset + size}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="#000000" stroke="#ffffff" stroke-width="3" paint-order="stroke">${rule.sum}</text>`,
      );
    }
    return out;
  },
};

/** A cage with a sum, as cells of the geometry. */
interface SumCage {
  readonly cells: readonly number[];
  readonly sum: number;
}

function sumCages(rules: readonly KillerRule[], geometry: Geometry): SumCage[] {
  return rules.filter((r) => r.sum !== undefined && r.cells.length <= geometry.size).map((r) => ({ cells: cageCells(r, geometry), sum: r.sum ?? 0 }));
}

function cellName(geometry: Geometry, c: number): string {
  return `r${(geometry.cellRow[c] ?? 0) + 1}c${(geometry.cellCol[c] ?? 0) + 1}`;
}

function digitList(mask: number): string {
  const out: number[] = [];
  for (let d = 1; mask >> (d - 1) !== 0; d++) if ((mask >> (d - 1)) & 1) out.push(d);
  return out.join("");
}

/** Innies or outies of a block of units: the cells, their sum, and what the step says. */
interface VirtualCage {
  readonly cells: number[];
  readonly sum: number;
  readonly text: string;
  /** Units of the block (one unit, or consecutive rows or columns). */
  readonly units: number;
}

/** The most cells an innie or outie group may have to be worth a step (a person adds up a few cells). */
const MAX_VIRTUAL = 4;

/**
 * The blocks the 45 rule is applied to: every unit alone, and runs of two or more neighbouring rows (or
 * columns) of one grid, as setters use them ("rows 1-2 add up to 90"). Each block is its cells and how
 * many units it spans (its total is that many times size(size+1)/2).
 */
function blocksOf(geometry: Geometry): { cells: number[]; count: number; name: string }[] {
  const size = geometry.size;
  const unitCells = (u: number): number[] => [...geometry.unitCells.subarray(u * size, u * size + size)];
  const out: { cells: number[]; count: number; name: string }[] = [];
  for (let u = 0; u < geometry.unitCount; u++) out.push({ cells: unitCells(u), count: 1, name: geometry.units[u]?.name ?? `unit ${u}` });
  for (const kind of ["row", "column"] as const) {
    // Lines of one kind, keyed by their cells' other coordinates, sorted by position: neighbours are runs.
    const lines = new Map<string, { at: number; u: number }[]>();
    for (let u = 0; u < geometry.unitCount; u++) {
      if (geometry.units[u]?.kind !== kind) continue;
      const cells = unitCells(u);
      const across = cells.map((c) => (kind === "row" ? geometry.cellCol[c] : geometry.cellRow[c])).sort((a = 0, b = 0) => a - b);
      const key = across.join(",");
      const first = cells[0] ?? 0;
      const at = (kind === "row" ? geometry.cellRow[first] : geometry.cellCol[first]) ?? 0;
      const list = lines.get(key) ?? [];
      list.push({ at, u });
      lines.set(key, list);
    }
    for (const list of lines.values()) {
      list.sort((a, b) => a.at - b.at);
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length && j - i + 1 < size; j++) {
          if ((list[j]?.at ?? 0) - (list[i]?.at ?? 0) !== j - i) break;
          const run = list.slice(i, j + 1);
          const head = geometry.units[run[0]?.u ?? 0]?.name ?? "";
          out.push({
            cells: run.flatMap(({ u }) => unitCells(u)),
            count: run.length,
            name: `${kind}s ${(run[0]?.at ?? 0) + 1}-${(run[run.length - 1]?.at ?? 0) + 1}${head.includes(" of grid ") ? head.slice(head.indexOf(" of grid ")) : ""}`,
          });
        }
      }
    }
  }
  return out;
}

/**
 * The digits each cell of a group can hold when the group adds up to `sum`, cells that see each other
 * (peers in the geometry, or `distinct`) holding different digits: a search over the group's candidates,
 * with the sum bounding it. Small groups only (a few cells).
 */
function groupDigits(geometry: Geometry, cells: readonly number[], sum: number, cand: ArrayLike<number>, distinct: boolean): number[] | undefined {
  const n = cells.length;
  const sees: boolean[][] = cells.map((a, i) => cells.map((b, j) => i !== j && (distinct || isPeer(geometry, a, b))));
  const lists = cells.map((c) => {
    const m = cand[c]! & DIGIT_BITS;
    const ds: number[] = [];
    for (let d = 1; d <= geometry.size; d++) if ((m >> (d - 1)) & 1) ds.push(d);
    return ds;
  });
  const minRest: number[] = new Array<number>(n + 1).fill(0);
  const maxRest: number[] = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    minRest[i] = minRest[i + 1]! + (lists[i]![0] ?? 0);
    maxRest[i] = maxRest[i + 1]! + (lists[i]![lists[i]!.length - 1] ?? 0);
  }
  const found = new Array<number>(n).fill(0);
  const chosen = new Array<number>(n).fill(0);
  let any = false;
  const go = (i: number, left: number): void => {
    if (i === n) {
      if (left !== 0) return;
      any = true;
      for (let k = 0; k < n; k++) found[k]! |= 1 << (chosen[k]! - 1);
      return;
    }
    if (left < minRest[i]! || left > maxRest[i]!) return;
    for (const d of lists[i]!) {
      let clash = false;
      for (let k = 0; k < i; k++) if (chosen[k] === d && sees[i]![k]) clash = true;
      if (clash) continue;
      chosen[i] = d;
      go(i + 1, left - d);
    }
  };
  go(0, sum);
  return any ? found : undefined;
}

/**
 * Innies and outies (the 45 rule, at any size: a unit holds 1..size, adding up to size(size+1)/2): the
 * cages wholly inside a block (a unit, or neighbouring rows or columns) leave its other cells (innies) a
 * known sum; the cages that stick out of it add up to the block's total plus their cells outside (outies).
 * A group of up to four cells then narrows like a cage of that sum, its digits differing where its cells
 * see each other (a group over two rows may repeat a digit). Over every unit of the layout (rows, columns,
 * boxes of every grid, the shared boxes of a samurai included) and runs of rows and columns. Rated 2.8,
 * above a cage's own combinations (2.3): the setter's first trick after them; a group over several units
 * 3.0 (more to add up).
 */
function inniesAndOuties(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let groups: VirtualCage[] | undefined;
  const build = (): VirtualCage[] => {
    const size = geometry.size;
    const total = (size * (size + 1)) / 2;
    const cages = sumCages(rules, geometry);
    const cageOf = new Map<number, number>();
    let overlap = false;
    cages.forEach((cage, i) => {
      for (const c of cage.cells) {
        if (cageOf.has(c)) overlap = true;
        cageOf.set(c, i);
      }
    });
    // Cages that share a cell would count it twice in a block's total: no 45 rule over them.
    if (overlap) return [];
    const name = (c: number): string => cellName(geometry, c);
    const out: VirtualCage[] = [];
    const seen = new Set<string>();
    const add = (g: VirtualCage): void => {
      const key = `${[...g.cells].sort((a, b) => a - b).join(",")}=${g.sum}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push(g);
    };
    for (const block of blocksOf(geometry)) {
      const inBlock = new Set(block.cells);
      const whole = total * block.count;
      const touching = new Set<number>();
      for (const c of block.cells) {
        const i = cageOf.get(c);
        if (i !== undefined) touching.add(i);
      }
      let inside = 0;
      let sticking = 0;
      const innies: number[] = [];
      const outies: number[] = [];
      for (const i of touching) {
        const cage = cages[i]!; // touching holds indices of cages
        if (cage.cells.every((c) => inBlock.has(c))) inside += cage.sum;
        else {
          sticking += cage.sum;
          outies.push(...cage.cells.filter((c) => !inBlock.has(c)));
        }
      }
      for (const c of block.cells) {
        const i = cageOf.get(c);
        if (i === undefined || !cages[i]!.cells.every((x) => inBlock.has(x))) innies.push(c);
      }
      if (innies.length >= 1 && innies.length <= MAX_VIRTUAL && innies.length < block.cells.length) {
        add({
          cells: innies,
          sum: whole - inside,
          units: block.count,
          text: `innies of ${block.name}: ${innies.map(name).join(" ")} add up to ${whole - inside} (${whole} less the cages inside)`,
        });
      }
      const untouched = block.cells.filter((c) => !cageOf.has(c)).length;
      if (untouched === 0 && outies.length >= 1 && outies.length <= MAX_VIRTUAL) {
        add({
          cells: outies,
          sum: sticking + inside - whole,
          units: block.count,
          text: `outies of ${block.name}: ${outies.map(name).join(" ")} add up to ${sticking + inside - whole} (the cages over it less ${whole})`,
        });
      }
    }
    return out;
  };
  return {
    name: "innies and outies",
    difficulty: 2.8,
    find(state: LogicState): Step | undefined {
      groups ??= build();
      let best: Step | undefined;
      for (const g of groups) {
        if (best !== undefined && g.units > 1) continue; // a one-unit step first: the easier
        const keep = groupDigits(geometry, g.cells, g.sum, state.candidates, false);
        if (keep === undefined) continue; // a broken position: the engine reports it
        const eliminations: Elimination[] = [];
        g.cells.forEach((c, i) => {
          const gone = state.values[c] === 0 ? state.candidates[c]! & ~keep[i]! & DIGIT_BITS : 0;
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const step: Step = {
          technique: "innies and outies",
          ...(g.units > 1 ? { difficulty: 3.0 } : {}),
          placements: [],
          eliminations,
          cells: g.cells,
          units: [],
          digits,
          reason: g.text,
        };
        if (g.units === 1) return step;
        best ??= step;
      }
      return best;
    },
  };
}

/**
 * Per cage, what its combinations leave each open cell when checked against the cells' candidates (every
 * cell of the set taking a different digit of it, not only the set's digits being there): per set, a
 * search over which digits the cells so far used (2^k states for k open cells). Returns each open cell's
 * possible digits and the sets still possible, or undefined for a cage too long to check (over 9 open
 * cells) or already broken. `need` keeps only the sets holding its digits (the cage/unit overlap's
 * hypotheses), `allowed` only the sets it accepts (a set is the open cells' digits, as a mask).
 */
function cageOptions(
  geometry: Geometry,
  cage: SumCage,
  cand: ArrayLike<number>,
  values: ArrayLike<number>,
  need = 0,
  allowed: (set: number) => boolean = () => true,
): { open: number[]; digits: number[]; sets: number[] } | undefined {
  const open: number[] = [];
  let placed = 0;
  let left = cage.sum;
  for (const c of cage.cells) {
    const v = values[c]!;
    if (v === 0) open.push(c);
    else {
      placed |= 1 << (v - 1);
      left -= v;
    }
  }
  const k = open.length;
  if (k === 0 || k > 9) return undefined;
  const digits = new Array<number>(k).fill(0);
  const sets: number[] = [];
  for (const set of cageCombinations(k, left, geometry.size)) {
    if ((set & placed) !== 0 || (need & ~placed & ~set) !== 0 || !allowed(set)) continue;
    const memo = new Map<number, number[] | null>();
    const from = (used: number): number[] | null => {
      const i = popcount(used);
      if (i === k) return [];
      const hit = memo.get(used);
      if (hit !== undefined) return hit;
      let res: number[] | null = null;
      let free = set & ~used & cand[open[i]!]!;
      while (free !== 0) {
        const bit = free & -free;
        free &= ~bit;
        const rest = from(used | bit);
        if (rest === null) continue;
        res ??= new Array<number>(k).fill(0);
        res[i]! |= bit;
        for (let j = i + 1; j < k; j++) res[j]! |= rest[j]!;
      }
      memo.set(used, res);
      return res;
    };
    const got = from(0);
    if (got === null) continue;
    sets.push(set);
    for (let j = 0; j < k; j++) digits[j]! |= got[j]!;
  }
  if (sets.length === 0) return undefined;
  return { open, digits, sets };
}

/**
 * Hard cage combinations: a cage's combinations checked against its cells' candidates cell by cell (a set
 * whose digits are all there, but not in a way each cell gets its own: two cells both needing its 9, say),
 * beyond the cage combinations step (2.3), which only asks that every digit of a set be somewhere in the
 * cage. Rated 3.0.
 */
function hardCageCombinations(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  return {
    name: "hard cage combinations",
    difficulty: 3.0,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      for (const cage of cages) {
        const options = cageOptions(geometry, cage, state.candidates, state.values);
        if (options === undefined) continue;
        const eliminations: Elimination[] = [];
        options.open.forEach((c, i) => {
          const gone = state.candidates[c]! & ~options.digits[i]! & DIGIT_BITS;
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const sets = orList(options.sets.map(digitList));
        return {
          technique: "hard cage combinations",
          placements: [],
          eliminations,
          cells: [...cage.cells],
          units: [],
          digits,
          reason: `${cageName(geometry, cage)} can only be ${sets}, each cell taking its own digit`,
        };
      }
      return undefined;
    },
  };
}

/**
 * Cage/unit overlap, both ways: a digit every possible set of a cage holds, which the cage can only place
 * in cells of one unit, is that unit's there (removed from the unit's other cells); and a digit a unit can
 * only place in the cells of one cage is that cage's there (removed from the cage's cells outside the
 * unit, and the cage's sets without it are out). Like locked candidates (2.6), with the cage's sums to
 * work out first: rated 2.9.
 */
function cageUnitOverlap(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  let cageOf: Map<number, number> | undefined;
  const size = geometry.size;
  const unitsOfCell = (c: number): number[] => {
    const out: number[] = [];
    for (let j = geometry.cellUnitStart[c]!; j < geometry.cellUnitStart[c + 1]!; j++) out.push(geometry.cellUnitList[j]!);
    return out;
  };
  const step = (cells: number[], eliminations: Elimination[], digit: number, reason: string, unit: number): Step => ({
    technique: "cage/unit overlap",
    placements: [],
    eliminations,
    cells,
    units: [unit],
    digits: 1 << (digit - 1),
    reason,
  });
  return {
    name: "cage/unit overlap",
    difficulty: 2.9,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      if (cageOf === undefined) {
        const map = new Map<number, number>();
        cages.forEach((cage, i) => {
          for (const c of cage.cells) map.set(c, i);
        });
        cageOf = map;
      }
      const { candidates, values } = state;
      // A cage's digit confined to one unit.
      for (const cage of cages) {
        const options = cageOptions(geometry, cage, candidates, values);
        if (options === undefined) continue;
        let must = DIGIT_BITS;
        for (const set of options.sets) must &= set;
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          if ((must & bit) === 0) continue;
          const holders = options.open.filter((_, i) => (options.digits[i]! & bit) !== 0);
          if (holders.length === 0) continue;
          const inCage = new Set(cage.cells);
          for (const u of unitsOfCell(holders[0]!)) {
            const unit = geometry.unitCells.subarray(u * size, u * size + size);
            if (!holders.every((h) => unit.includes(h))) continue;
            const eliminations: Elimination[] = [];
            for (const c of unit) if (!inCage.has(c) && values[c] === 0 && (candidates[c]! & bit) !== 0) eliminations.push({ cell: c, digits: bit });
            if (eliminations.length > 0) {
              const where = geometry.units[u]?.name ?? `unit ${u}`;
              return step(holders, eliminations, d, `every combination of ${cageName(geometry, cage)} holds ${d}, only in ${where}`, u);
            }
          }
        }
      }
      // A unit's digit confined to one cage.
      for (let u = 0; u < geometry.unitCount; u++) {
        const unit = geometry.unitCells.subarray(u * size, u * size + size);
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          let where = -1;
          let alone = true;
          let placed = false;
          const holders: number[] = [];
          for (const c of unit) {
            if (values[c] === d) placed = true;
            if (values[c] !== 0 || (candidates[c]! & bit) === 0) continue;
            holders.push(c);
            const i = cageOf.get(c) ?? -1;
            if (i < 0 || (where >= 0 && where !== i)) alone = false;
            where = i;
          }
          if (placed || !alone || where < 0 || holders.length === 0) continue;
          const cage = cages[where]!; // where is a cage index
          if (cage.cells.some((c) => values[c] === d)) continue;
          // The cage holds d in the unit: not in its cells outside it, and only sets with d.
          const trimmed = Array.from(candidates);
          for (const c of cage.cells) if (!unit.includes(c) && values[c] === 0) trimmed[c]! &= ~bit;
          const options = cageOptions(geometry, cage, trimmed, values, bit);
          if (options === undefined) continue;
          const eliminations: Elimination[] = [];
          options.open.forEach((c, i) => {
            const gone = candidates[c]! & ~options.digits[i]! & DIGIT_BITS;
            if (gone !== 0) eliminations.push({ cell: c, digits: gone });
          });
          if (eliminations.length === 0) continue;
          const name = geometry.units[u]?.name ?? `unit ${u}`;
          return step(
            holders,
            eliminations,
            d,
            `${name} can only place ${d} in ${cageName(geometry, cage)}: the cage holds ${d} there, so only its combinations ${orList(options.sets.map(digitList))}`,
            u,
          );
        }
      }
      return undefined;
    },
  };
}

/** The orthogonally connected pieces of a set of canvas cells (a flood fill over "row,col" keys). */
function piecesOf(cells: readonly (readonly number[])[]): number {
  const left = new Set(cells.map(([r, c]) => `${r},${c}`));
  let pieces = 0;
  for (const start of [...left]) {
    if (!left.delete(start)) continue;
    pieces++;
    const stack = [start];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const [r = 0, c = 0] = key.split(",").map(Number);
      for (const next of [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`]) if (left.delete(next)) stack.push(next);
    }
  }
  return pieces;
}

/**
 * Why a cage cannot be kept with these candidates, as a player says it: "the cage of 15 at r1c3 r2c3
 * would need 14 from r1c3", "... would hold 4 twice", "... would need 10 from r1c3 r1c4 (1 or 2; 3 or 4)".
 * Cells down to one candidate count as placed.
 */
function cageBroken(rule: KillerRule, geometry: Geometry, cand: ArrayLike<number>): string {
  const cells = cageCells(rule, geometry);
  const name = `the cage${rule.sum === undefined ? "" : ` of ${rule.sum}`} at ${cells.map((c) => cellName(geometry, c)).join(" ")}`;
  const open: number[] = [];
  let used = 0;
  let total = 0;
  for (const c of cells) {
    const m = (cand[c] ?? 0) & DIGIT_BITS;
    if (m === 0) return `${name} would leave ${cellName(geometry, c)} nothing`;
    if ((m & (m - 1)) !== 0) {
      open.push(c);
      continue;
    }
    const d = 32 - Math.clz32(m);
    if ((used & m) !== 0) return `${name} would hold ${d} twice`;
    used |= m;
    total += d;
  }
  if (rule.sum === undefined) return `${name} would repeat a digit`;
  const left = rule.sum - total;
  if (open.length === 0) return `${name} would add up to ${total}`;
  const options = open
    .map((c) =>
      digitList((cand[c] ?? 0) & DIGIT_BITS & ~used)
        .split("")
        .join(" or "),
    )
    .join("; ");
  const from = open.length === 1 ? "one cell" : `${open.length} cells`;
  return `${name} would need ${left} from ${from}, ${open.map((c) => cellName(geometry, c)).join(" ")} (${options})`;
}

/**
 * Cage clash, a cage's combinations against its unit: a cage wholly inside a unit puts its digits there,
 * so a combination of it is out when, with those digits taken, another cage of the unit (its cells in the
 * unit losing them) has no combination left, or a cell of the unit has no digit left, or a digit has no
 * place left in the unit (its places all in the cage, and the combination without it). "In row 1, the
 * cage of 15 at r1c1 r1c2 cannot be 69: the cage of 10 at r1c5 r1c6 would have no combination left". The
 * cage keeps the digits of its other combinations. Rated 3.1: past hard cage combinations (3.0), one
 * cage's sets held against a second cage's, as a setter does after the cages alone.
 * Rejected: any cage touching the unit as the one whose combinations are tried (its cells outside the unit
 * take digits the unit does not see); only the other cages may stick out.
 */
function cageClash(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let cages: SumCage[] | undefined;
  const size = geometry.size;
  return {
    name: "cage clash",
    difficulty: 3.1,
    find(state: LogicState): Step | undefined {
      cages ??= sumCages(rules, geometry);
      const { candidates, values } = state;
      for (let u = 0; u < geometry.unitCount; u++) {
        const unit = [...geometry.unitCells.subarray(u * size, u * size + size)];
        const inUnit = new Set(unit);
        const touching = cages.filter((cage) => cage.cells.some((c) => inUnit.has(c)));
        for (const cage of touching) {
          if (cage.cells.length >= size || !cage.cells.every((c) => inUnit.has(c))) continue;
          const options = cageOptions(geometry, cage, candidates, values);
          if (options === undefined || options.sets.length < 2) continue;
          const mine = new Set(cage.cells);
          const others = touching.filter((o) => o !== cage && !o.cells.some((c) => mine.has(c)));
          const why = (set: number): string | undefined => clashOf(geometry, cage, set, unit, others, candidates, values);
          // The combinations out, grouped by why: "not 345 or 246 (the cage of 10 ... would have no combination left)".
          const out = new Map<string, string[]>();
          const kept = cageOptions(geometry, cage, candidates, values, 0, (set) => {
            const reason = why(set);
            if (reason !== undefined) out.set(reason, [...(out.get(reason) ?? []), digitList(set)]);
            return reason === undefined;
          });
          if (kept === undefined || out.size === 0) continue; // none left: a broken position, the engine's to report
          const eliminations: Elimination[] = [];
          kept.open.forEach((c, i) => {
            const gone = candidates[c]! & ~kept.digits[i]! & DIGIT_BITS;
            if (gone !== 0) eliminations.push({ cell: c, digits: gone });
          });
          if (eliminations.length === 0) continue;
          let digits = 0;
          for (const e of eliminations) digits |= e.digits;
          const where = geometry.units[u]?.name ?? `unit ${u}`;
          return {
            technique: "cage clash",
            placements: [],
            eliminations,
            cells: [...cage.cells],
            units: [u],
            digits,
            reason: `in ${where}, ${cageName(geometry, cage)} is ${orList(kept.sets.map(digitList))}, ${[...out].map(([reason, sets]) => `not ${orList(sets)} (${reason})`).join(", ")}`,
          };
        }
      }
      return undefined;
    },
  };
}

/**
 * Why the open cells of `cage` (wholly inside `unit`) cannot take the digits `set`, or undefined when
 * nothing in the unit objects: another cage left no combination, a cell left nothing, a digit left no place.
 */
function clashOf(
  geometry: Geometry,
  cage: SumCage,
  set: number,
  unit: readonly number[],
  others: readonly SumCage[],
  candidates: ArrayLike<number>,
  values: ArrayLike<number>,
): string | undefined {
  const inCage = new Set(cage.cells);
  const inUnit = new Set(unit);
  const left = Array.from(candidates);
  for (const c of unit) if (!inCage.has(c) && values[c] === 0) left[c]! &= ~set;
  for (const c of unit) {
    if (!inCage.has(c) && values[c] === 0 && (left[c]! & DIGIT_BITS) === 0) return `${cellName(geometry, c)} would be left nothing`;
  }
  let placed = set;
  for (const c of unit) if (values[c] !== 0) placed |= 1 << (values[c]! - 1);
  for (let d = 1; d <= geometry.size; d++) {
    const bit = 1 << (d - 1);
    if ((placed & bit) !== 0) continue;
    if (!unit.some((c) => !inCage.has(c) && values[c] === 0 && (left[c]! & bit) !== 0)) return `${d} would have no place left`;
  }
  for (const other of others) {
    const open = other.cells.filter((c) => values[c] === 0).length;
    // cageOptions is undefined past 9 open cells too (unchecked): only a cage it checks can clash.
    if (open === 0 || open > 9 || !other.cells.some((c) => inUnit.has(c))) continue;
    if (cageOptions(geometry, other, left, values) === undefined) {
      return `${cageName(geometry, other)} would have no combination left`;
    }
  }
  return undefined;
}

/** A cage as a setter names it: "the cage of 15 at r1c3 r2c3", its cells in reading order. */
function cageName(geometry: Geometry, cage: SumCage): string {
  const cells = [...cage.cells].sort((a, b) => geometry.cellRow[a]! - geometry.cellRow[b]! || geometry.cellCol[a]! - geometry.cellCol[b]!); // cells of the geometry
  return `the cage of ${cage.sum} at ${cells.map((c) => cellName(geometry, c)).join(" ")}`;
}

/** Combinations as said aloud, in order: "147, 156 or 237". */
function orList(sets: readonly string[]): string {
  const sorted = [...sets].sort();
  return sorted.length === 1 ? sorted[0]! : `${sorted.slice(0, -1).join(", ")} or ${sorted[sorted.length - 1]}`; // not empty: a cage kept or dropped one at least
}
