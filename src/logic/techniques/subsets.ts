import { bitOf, digitOfBit, lowestBit, popcount } from "../../model/digits.js";
import { commonUnits } from "../scan.js";
import type { Elimination, Step } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { unitName } from "../unit-name.js";
import { digitChars } from "../describe.js";

/**
 * Naked and hidden subsets of a size (2 pair, 3 triple, 4 quad), shared by the six subset techniques.
 *
 * Naked: n open cells of a unit whose candidates together are n digits; those digits go in those cells,
 * so they leave every other open cell of every unit holding all n cells (a pair in a row and a box
 * clears both). Hidden: n digits whose open places in a unit are n cells; those cells hold them, so their
 * other candidates go.
 *
 * `unit`: look in that unit only (the "(+)" nets' trials, plus-find.ts, which know where a subset can be
 * new); the step is the one the whole scan finds there.
 */
export function findNakedSubset(state: LogicState, size: number, name: string, unit?: number): Step | undefined {
  const { geometry } = state;
  const { unitCount, unitCells } = geometry;
  const gridSize = geometry.size;
  const open: number[] = [];
  const masks: number[] = []; // masks[i]: the candidates of open[i]
  const pick: number[] = [];
  for (let u = unit ?? 0, last = unit ?? unitCount - 1; u <= last; u++) {
    open.length = 0;
    // unit u (and each common unit v below) has gridSize cells in unitCells, each a cell with a candidate
    // mask; idx holds indexes into open, picked by choose below open.length
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[u * gridSize + j]!;
      const n = popcount(state.candidates[c]!);
      if (state.values[c] === 0 && n >= 2 && n <= size) open.push(c);
    }
    if (open.length < size) continue;
    masks.length = 0;
    for (const c of open) masks.push(state.candidates[c]!);
    const found = choose(open.length, size, pick, masks, (idx) => {
      let union = 0;
      for (const i of idx) union |= state.candidates[open[i]!]!;
      if (popcount(union) !== size) return undefined;
      const cells = idx.map((i) => open[i]!);
      const units = commonUnits(geometry, cells);
      const eliminations: Elimination[] = [];
      const seen = new Set(cells);
      for (const v of units) {
        for (let j = 0; j < gridSize; j++) {
          const c = unitCells[v * gridSize + j]!;
          if (seen.has(c) || state.values[c] !== 0) continue;
          seen.add(c);
          const hit = state.candidates[c]! & union;
          if (hit !== 0) eliminations.push({ cell: c, digits: hit });
        }
      }
      if (eliminations.length === 0) return undefined;
      return {
        technique: name,
        placements: [],
        eliminations,
        cells,
        units,
        digits: union,
        reason: `the cells hold only ${digitChars(union).join(", ")} between them, in ${units.map((v) => unitName(geometry, v)).join(" and ")}`,
      };
    });
    if (found !== undefined) return found;
  }
  return undefined;
}

export function findHiddenSubset(state: LogicState, size: number, name: string, unit?: number): Step | undefined {
  const { geometry } = state;
  const { unitCount, unitCells } = geometry;
  const gridSize = geometry.size;
  const digits: number[] = [];
  const places: number[] = []; // places[d-1]: the open cells of the unit holding d, as a 9-bit mask of positions j
  const masks: number[] = []; // masks[i]: places of digits[i]
  const pick: number[] = [];
  for (let d = 0; d < gridSize; d++) places.push(0);
  for (let u = unit ?? 0, last = unit ?? unitCount - 1; u <= last; u++) {
    // One pass over the unit: each open cell's candidates mark its position in their digits' places (one
    // pass per digit cost nine times the reads); the placed digits are left out below.
    let placed = 0;
    for (let d = 0; d < gridSize; d++) places[d] = 0;
    // unit u has gridSize cells in unitCells (here and below), each a cell with a candidate mask, whose
    // bits are digits of the grid: places has an entry per digit
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[u * gridSize + j]!;
      const m = state.candidates[c]!;
      if (state.values[c] !== 0) placed |= m;
      else for (let r = m; r !== 0; r &= r - 1) places[digitOfBit(lowestBit(r)) - 1]! |= 1 << j;
    }
    const missing = geometry.allDigits & ~placed;
    digits.length = 0;
    for (let d = 1; d <= gridSize; d++) {
      if ((missing & bitOf(d)) === 0) continue;
      const n = popcount(places[d - 1]!);
      if (n >= 2 && n <= size) digits.push(d);
    }
    if (digits.length < size) continue;
    masks.length = 0;
    for (const d of digits) masks.push(places[d - 1]!); // places has an entry per digit
    const found = choose(digits.length, size, pick, masks, (idx) => {
      let where = 0;
      let mask = 0;
      // idx holds indexes into digits (choose picks below digits.length), and places[d - 1] was written for
      // every digit d pushed to digits
      for (const i of idx) {
        const d = digits[i]!;
        where |= places[d - 1]!;
        mask |= bitOf(d);
      }
      if (popcount(where) !== size) return undefined;
      const cells: number[] = [];
      const eliminations: Elimination[] = [];
      for (let j = 0; j < gridSize; j++) {
        if ((where & (1 << j)) === 0) continue;
        const c = unitCells[u * gridSize + j]!;
        cells.push(c);
        const other = state.candidates[c]! & ~mask;
        if (other !== 0) eliminations.push({ cell: c, digits: other });
      }
      if (eliminations.length === 0) return undefined;
      return {
        technique: name,
        placements: [],
        eliminations,
        cells,
        units: [u],
        digits: mask,
        reason: `${digitChars(mask).join(", ")} fit only these ${size} cells of ${unitName(geometry, u)}`,
      };
    });
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Calls visit with each size-k choice of indices 0..n-1 (ascending, in lexicographic order) until it
 * returns a value, skipping the choices whose masks together have more than k bits: both subsets need
 * exactly k (digits of n cells, cells of n digits), and a union only grows, so a choice is cut as soon as
 * its first indices exceed k and the others keep their order (the same first subset is found). pick is
 * scratch space. Rejected: every choice visited (the choices cut were most of the subset searches' time).
 */
function choose<T>(n: number, k: number, pick: number[], masks: readonly number[], visit: (idx: readonly number[]) => T | undefined): T | undefined {
  pick.length = k;
  return chooseFrom(0, 0, 0, n, k, pick, masks, visit);
}

function chooseFrom<T>(
  from: number,
  depth: number,
  union: number,
  n: number,
  k: number,
  pick: number[],
  masks: readonly number[],
  visit: (idx: readonly number[]) => T | undefined,
): T | undefined {
  if (depth === k) return visit(pick);
  for (let i = from; i <= n - (k - depth); i++) {
    const next = union | masks[i]!; // i < n = masks.length
    if (popcount(next) > k) continue;
    pick[depth] = i;
    const r = chooseFrom(i + 1, depth + 1, next, n, k, pick, masks, visit);
    if (r !== undefined) return r;
  }
  return undefined;
}
