import { digitChar } from "../../model/digit-chars.js";
import { bitOf } from "../../model/digits.js";
import type { UnitKind } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { Elimination, Step } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { unitName } from "../unit-name.js";
import { fishMayExist } from "./fish-may-exist.js";
import { emptyPlanes } from "./plane-memo.js";
import { planesToSearch } from "./planes-to-search.js";
import { unitOverlap } from "./unit-overlap.js";

/**
 * Fish of a size (2 X-wing, 3 swordfish, 4 jellyfish), over any layout: n pairwise disjoint base units
 * of one line kind (rows, or columns, from any grids) whose open places for a digit all lie in n cover
 * units of the other line kind. The n base units hold n of the digit, in n distinct cells, each in some
 * cover; a cover holds the digit once, so each cover's digit is one of the base ones, and the digit
 * leaves the covers' other cells. (Covers may overlap, as columns of two grids on one canvas column do:
 * the count still forces one base digit per cover.)
 *
 * Search: bases are picked depth first, pruned as soon as their places span more than n canvas lines
 * (a cover line lies in one canvas column, so n covers reach at most n) or force more than n covers (a
 * place in one cover unit only); after the first base, only the base units with a place in a forced
 * cover are tried. Then covers are found by a depth-first walk from the first uncovered cell (a cell lies
 * in one or two lines of a kind).
 * Rejected: box bases or box covers (Franken fish): the combinations grow too fast on a sumo for what
 * they add over locked candidates, colouring and chains, and they cost the 9x9 rating its speed.
 */
const LINES: readonly [UnitKind, UnitKind][] = [
  ["row", "column"],
  ["column", "row"],
];

/** Per geometry and cover kind: whether every cell lies in exactly one unit of that kind (a plain grid). */
const oneCoverOf = perGeometry((): Map<UnitKind, boolean> => new Map());

function everyCellInOne(geometry: LogicState["geometry"], kind: UnitKind): boolean {
  const byKind = oneCoverOf(geometry);
  let one = byKind.get(kind);
  if (one === undefined) {
    one = true;
    const { cellCount, cellUnitStart, cellUnitList, units } = geometry;
    // c is a cell: cellUnitStart has entries c and c + 1, and the units listed between them are units
    for (let c = 0; c < cellCount && one; c++) {
      let n = 0;
      for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) if (units[cellUnitList[i]!]!.kind === kind) n++;
      one = n === 1;
    }
    byKind.set(kind, one);
  }
  return one;
}

export function findFish(state: LogicState, size: number, name: string): Step | undefined {
  const { geometry } = state;
  // Nothing to find when every plane is one where this search found nothing: skip the set-up below.
  const memo = emptyPlanes(geometry, `fish ${size}`);
  // On a plain grid, a plane (and a line kind) that certainly holds no fish is skipped before the memo is asked;
  // nothing below is set up when no plane may hold one.
  const may = planesToSearch(state, memo, (masks, d, o) => fishMayExist(masks, d, size, o));
  if (may === undefined) return undefined;
  const { unitCount, unitCells, cellUnitStart, cellUnitList, cellRow, cellCol } = geometry;
  const gridSize = geometry.size;
  // inBase[c] === stamp: c lies in the chosen base units (a fresh stamp per try instead of clearing).
  const inBase = new Int32Array(geometry.cellCount);
  let stamp = 0;
  // coverCount[c]: how many chosen cover units hold cell c.
  const coverCount = new Int32Array(geometry.cellCount);
  // lineUse[k]: how many base places lie on canvas line k (the cover kind's line: a column for row bases).
  const lineUse = new Int32Array(Math.max(geometry.rows, geometry.cols));
  const covers: number[] = [];
  const chosen: number[] = [];
  let bit = 0;
  let coverKind: UnitKind = "column";
  let bases: number[] = [];
  let placesOf: number[][] = [];
  let lines = 0;

  // Invariants behind the `!` below: every c is a cell and every u, v a unit of the geometry (taken from
  // unitCells, cellUnitList or bases), so the per-cell tables (cellRow, cellCol, cellUnitStart up to c + 1,
  // the state's masks) and geometry.units have their entry, and unit v's gridSize cells are in unitCells;
  // bases and placesOf are parallel, and chosen holds indexes into them.
  const lineOf = (c: number): number => (coverKind === "column" ? cellCol[c]! : cellRow[c]!);
  const cover = (v: number, delta: number): void => {
    for (let j = 0; j < gridSize; j++) coverCount[unitCells[v * gridSize + j]!]! += delta;
  };
  const baseCells = (): number[] => chosen.flatMap((i) => placesOf[i]!);
  // Sets of bases whose search found nothing (for size 3 and 4, where the bases after the first come up in
  // every order). Where every cell lies in one cover unit (sameCovers), whether pickBases finds a fish below
  // a choice of bases depends only on their set: the lines, the forced covers and the bases tried next are
  // sets, and coverSearch takes each cell's one cover unit, so it succeeds for any order of the same bases
  // or for none. So such a set is not searched again in another order: the fish found first (its bases and
  // covers in the order found, its text) stay the same.
  // The key of a set: a bit per base index (sameCovers only where there are 30 bases or fewer).
  let sameCovers = false;
  const explored = new Set<number>();
  const chosenKey = (): number => {
    let key = 0;
    for (const i of chosen) key |= 1 << i;
    return key;
  };
  const coversEliminate = (): boolean => {
    for (const v of covers) {
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[v * gridSize + j]!;
        if (inBase[c] !== stamp && state.values[c] === 0 && (state.candidates[c]! & bit) !== 0) return true;
      }
    }
    return false;
  };
  /** Chooses covers from the first uncovered base cell's units, until all are covered with an elimination. */
  const coverSearch = (cells: readonly number[]): boolean => {
    let uncovered = -1;
    for (const c of cells) {
      if (coverCount[c] === 0) {
        uncovered = c;
        break;
      }
    }
    if (uncovered < 0) return covers.length === size && coversEliminate();
    if (covers.length === size) return false;
    for (let i = cellUnitStart[uncovered]!; i < cellUnitStart[uncovered + 1]!; i++) {
      const v = cellUnitList[i]!;
      if (geometry.units[v]!.kind !== coverKind || covers.includes(v)) continue;
      covers.push(v);
      cover(v, 1);
      if (coverSearch(cells)) return true;
      cover(v, -1);
      covers.pop();
    }
    return false;
  };
  // unitIndex[u]: u's index in bases (-1: not a base for this digit), so that a cover's cells lead to them.
  const unitIndex = new Int32Array(unitCount).fill(-1);
  // forcedCovers: the covers the chosen bases' places force (a place in one cover unit only).
  const forcedCovers: number[] = [];
  const force = (places: readonly number[]): number => {
    let added = 0;
    for (const c of places) {
      let only = -1;
      let options = 0;
      for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
        const v = cellUnitList[i]!;
        if (geometry.units[v]!.kind !== coverKind) continue;
        options++;
        only = v;
      }
      if (options !== 1 || forcedCovers.includes(only)) continue;
      forcedCovers.push(only);
      added++;
    }
    return added;
  };
  /**
   * Adds base units, depth first (the first one, the lowest index, in turn; then others after it), keeping the places within `size` canvas lines and
   * their forced covers within `size`; after the first base, only the bases with a place in a forced
   * cover are tried (a fish's bases meet its covers), which keeps multi-grid layouts cheap.
   */
  const pickBases = (): boolean => {
    if (chosen.length === size) {
      stamp++;
      for (const i of chosen) for (let j = 0; j < gridSize; j++) inBase[unitCells[bases[i]! * gridSize + j]!] = stamp;
      covers.length = 0;
      if (coverSearch(baseCells())) return true;
      for (const v of covers) cover(v, -1);
      return false;
    }
    const tryBase = (i: number): boolean => {
      const base = bases[i]!;
      const places = placesOf[i]!;
      if (chosen.some((k) => overlaps(bases[k]!, base))) return false;
      let added = 0;
      for (const c of places) if (lineUse[lineOf(c)]!++ === 0) added++; // a line of the canvas: lineUse has max(rows, cols) entries
      const forced = lines + added <= size ? force(places) : 0;
      if (lines + added <= size && forcedCovers.length <= size) {
        lines += added;
        chosen.push(i);
        const key = sameCovers && chosen.length > 1 ? chosenKey() : -1;
        if (key < 0 || !explored.has(key)) {
          if (pickBases()) return true;
          if (key >= 0) explored.add(key);
        }
        chosen.pop();
        lines -= added;
      }
      forcedCovers.length -= forced;
      for (const c of places) lineUse[lineOf(c)]!--;
      return false;
    };
    if (chosen.length === 0) {
      for (let i = 0; i <= bases.length - size; i++) if (tryBase(i)) return true;
      return false;
    }
    const tried = new Set<number>();
    const first = chosen[0]!; // chosen is not empty here
    const count = forcedCovers.length;
    for (let k = 0; k < count; k++) {
      const v = forcedCovers[k]!;
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[v * gridSize + j]!;
        if (state.values[c] !== 0 || (state.candidates[c]! & bit) === 0) continue;
        for (let m = cellUnitStart[c]!; m < cellUnitStart[c + 1]!; m++) {
          const i = unitIndex[cellUnitList[m]!]!;
          if (i <= first || tried.has(i) || chosen.includes(i)) continue;
          tried.add(i);
          if (tryBase(i)) return true;
        }
      }
    }
    return false;
  };
  const overlap = unitOverlap(geometry);
  const overlaps = (a: number, b: number): boolean => overlap[a * unitCount + b] === 1;

  for (let d = 1; d <= gridSize; d++) {
    bit = bitOf(d);
    if (may[d] === 0) continue; // d is a digit
    const plane = memo.key(state, d, bit);
    if (memo.has(plane)) continue;
    for (const [baseKind, kind] of LINES) {
      if ((may[d]! & (baseKind === "row" ? 1 : 2)) === 0) continue;
      coverKind = kind;
      explored.clear();
      for (const u of bases) unitIndex[u] = -1;
      bases = [];
      placesOf = [];
      for (let u = 0; u < unitCount; u++) {
        if (geometry.units[u]!.kind !== baseKind) continue;
        const at: number[] = [];
        let placed = false;
        for (let j = 0; j < gridSize; j++) {
          const c = unitCells[u * gridSize + j]!;
          if (state.values[c] !== 0) placed ||= state.values[c] === d;
          else if ((state.candidates[c]! & bit) !== 0) at.push(c);
        }
        if (!placed && at.length >= 2 && at.length <= size) {
          unitIndex[u] = bases.length;
          bases.push(u);
          placesOf.push(at);
        }
      }
      if (bases.length < size) continue;
      sameCovers = size > 2 && bases.length <= 30 && everyCellInOne(geometry, kind);
      chosen.length = 0;
      lines = 0;
      forcedCovers.length = 0;
      if (!pickBases()) continue;
      const cells = baseCells();
      const baseUnits = chosen.map((i) => bases[i]!);
      const eliminations: Elimination[] = [];
      for (const v of covers) {
        for (let j = 0; j < gridSize; j++) {
          const c = unitCells[v * gridSize + j]!;
          if (inBase[c] !== stamp && state.values[c] === 0 && (state.candidates[c]! & bit) !== 0 && !eliminations.some((e) => e.cell === c)) {
            eliminations.push({ cell: c, digits: bit });
          }
        }
      }
      return {
        technique: name,
        placements: [],
        eliminations,
        cells,
        units: [...baseUnits, ...covers],
        digits: bit,
        reason: `${digitChar(d)} in ${baseUnits.map((u) => unitName(geometry, u)).join(", ")} lies only in ${covers.map((u) => unitName(geometry, u)).join(", ")}`,
      };
    }
    memo.add(plane);
  }
  return undefined;
}
