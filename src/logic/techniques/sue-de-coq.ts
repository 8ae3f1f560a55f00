import { popcount } from "../../model/digits.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { intersectionsOf } from "../../solver/intersections.js";
import { cellRef, digitChars } from "../describe.js";
import { commonUnits } from "../scan.js";
import { unitName } from "../unit-name.js";

/** Cells of the intersection part at most (2 to 4: four when a 16x16's boxes meet a line). */
const MAX_CORE_CELLS = 4;
/** Cells of each side's set at most. */
const MAX_SET_CELLS = 3;
/** The core's digits beyond its cells at most (two for the classic pattern; each side set takes up some). */
const MAX_SURPLUS = 4;
/** Pairs of side sets tried at most per call (keeps a wide-open 16x16 bounded). */
const MAX_TRIES = 50_000;

/**
 * The side sets of one side (a unit's open cells outside the intersection) found for one core, as parallel
 * lists, kept and refilled for each core instead of an object and an array per set (this runs for every
 * core of every intersection at every step: the sets were most of what Sue de Coq allocated). Set i: its
 * cells as a mask of indexes into the side (a side has fewer than 16 cells), its digits, and its gain (its
 * cells less its digits outside the core's: how many of the core's surplus digits it takes up).
 */
class SideSets {
  readonly cells: number[] = [];
  readonly digits: number[] = [];
  readonly gains: number[] = [];
  length = 0;

  push(cells: number, digits: number, gain: number): void {
    this.cells[this.length] = cells;
    this.digits[this.length] = digits;
    this.gains[this.length] = gain;
    this.length++;
  }
}

/** A side's sets for the core being tried, one list per side (used up before the next core is tried). */
const SIDE_A = new SideSets();
const SIDE_B = new SideSets();

/** Every gain a side set can have (bit g for gain g). */
const ALL_GAINS = -1;

/** One side set handed to sdcStep: its cells as index bits of its side (SideSets), and its digits. */
interface SideSet {
  readonly cells: number;
  readonly digits: number;
}

/**
 * Sue de Coq (HoDoKu's name; SudokuWiki's "Sue-de-Coq"): where two units A and B meet (a box and a line,
 * or any two units of the layout that share two or more cells: solver/intersections.ts), a core of n >= 2
 * open shared cells holding n + k digits V (k >= 2), a set LA of A's other cells and a set LB of B's with
 * no digit in common, and as many cells in core + LA + LB as digits in V + LA's + LB's. The core sees both
 * sets and the sets hold no common digit, so all those cells hold different digits: each digit of the
 * union is placed once in the pattern. LA's digits lie in A (LA or the core), LB's in B, and V's others in
 * the core, in both: LA's digits and V's not in LB leave A's other cells, LB's digits and V's not in LA
 * leave B's.
 *
 * Difficulty 7.5, ours: Sudoku Explainer has no Sue de Coq and reaches its eliminations only by chains, as
 * it reaches the ALS techniques' (als-xz.ts: the two side sets are almost locked sets), so it sits with
 * ALS-XZ, just before it (HoDoKu scores it lower than ALS-XZ). Measured on the 2,344 SE-rated puzzles: at
 * 7.0 it undercut a few of SE's 7.5-8.3 puzzles.
 */
export const sueDeCoq: Technique = {
  name: "Sue de Coq",
  difficulty: 7.5,
  find(state: LogicState): Step | undefined {
    const { geometry, values, candidates } = state;
    const x = intersectionsOf(geometry);
    const open = (from: number, to: number): number[] => {
      const out: number[] = [];
      for (let i = from; i < to; i++) {
        const c = x.cells[i]!; // from..to lie inside x.cells (intersections.ts)
        if (values[c] === 0) out.push(c);
      }
      return out;
    };
    let tries = 0;
    for (let k = 0; k < x.count; k++) {
      // pair k's bounds are its 4 slots in x.bounds (k < x.count)
      const shared = open(x.bounds[4 * k]!, x.bounds[4 * k + 1]!);
      if (shared.length < 2) continue;
      const restA = open(x.bounds[4 * k + 1]!, x.bounds[4 * k + 2]!);
      const restB = open(x.bounds[4 * k + 2]!, x.bounds[4 * k + 3]!);
      if (restA.length === 0 || restB.length === 0) continue;
      const core: number[] = [];
      const pickCore = (from: number, mask: number): Step | undefined => {
        const surplus = popcount(mask) - core.length;
        if (core.length >= 2 && surplus >= 2 && surplus <= MAX_SURPLUS) {
          const a = sideSets(state, restA, mask, surplus, ALL_GAINS, SIDE_A);
          // B's sets kept only where an A set could complete them: gain surplus - g for each A set's gain g.
          let wanted = 0;
          for (let i = 0; i < a.length; i++) wanted |= 1 << (surplus - a.gains[i]!); // i < a.length: each list has it
          const b = a.length === 0 ? undefined : sideSets(state, restB, mask, surplus, wanted, SIDE_B);
          for (let i = 0; b !== undefined && i < a.length; i++) {
            for (let j = 0; j < b.length; j++) {
              // i < a.length, j < b.length: every list of a and b has those entries
              if (a.gains[i]! + b.gains[j]! !== surplus || (a.digits[i]! & b.digits[j]!) !== 0) continue;
              if (++tries > MAX_TRIES) return undefined;
              const la = { cells: a.cells[i]!, digits: a.digits[i]! };
              const step = sdcStep(state, k, shared, restA, restB, core, mask, la, { cells: b.cells[j]!, digits: b.digits[j]! });
              if (step !== undefined) return step;
            }
          }
        }
        if (core.length === MAX_CORE_CELLS || surplus > MAX_SURPLUS + MAX_CORE_CELLS - core.length) return undefined;
        for (let i = from; i < shared.length; i++) {
          const c = shared[i]!; // i < shared.length
          core.push(c);
          const step = pickCore(i + 1, mask | candidates[c]!);
          core.pop();
          if (step !== undefined) return step;
        }
        return undefined;
      };
      const step = pickCore(0, 0);
      if (step !== undefined) return step;
      if (tries > MAX_TRIES) return undefined;
    }
    return undefined;
  },
};

/**
 * The sets of up to MAX_SET_CELLS of the side's open cells that share a digit with the core (V) and take up
 * at least one and less than all (`surplus`) of its surplus digits: gain = cells - digits outside V. Only
 * those whose gain is in `gains` (bit g for gain g) are listed: the others could pair with no set of the
 * other side. Listed in `out` (emptied first), in the order of a walk over the side's cells; returns it.
 */
function sideSets(state: LogicState, side: readonly number[], core: number, surplus: number, gains: number, out: SideSets): SideSets {
  out.length = 0;
  walkSide(state.candidates, side, core, surplus, gains, out, 0, 0, 0, 0);
  return out;
}

/** sideSets' walk: the sets that extend `chosen` (`count` cells of the side, as index bits, holding `mask`). */
function walkSide(
  candidates: LogicState["candidates"],
  side: readonly number[],
  core: number,
  surplus: number,
  gains: number,
  out: SideSets,
  from: number,
  chosen: number,
  count: number,
  mask: number,
): void {
  if (count > 0) {
    const gain = count - popcount(mask & ~core);
    if ((mask & core) !== 0 && gain >= 1 && gain < surplus && ((gains >> gain) & 1) !== 0) out.push(chosen, mask, gain);
  }
  if (count === MAX_SET_CELLS) return;
  for (let i = from; i < side.length; i++) {
    const m = mask | candidates[side[i]!]!; // i < side.length, and a side holds cells
    // Digits outside the core beyond what the largest set could still make up: no set from here gains.
    if (popcount(m & ~core) >= MAX_SET_CELLS) continue;
    walkSide(candidates, side, core, surplus, gains, out, i + 1, chosen | (1 << i), count + 1, m);
  }
}

/** The cells of `side` whose indexes are the bits of `chosen`, in order. */
function cellsOf(side: readonly number[], chosen: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < side.length; i++) if ((chosen >> i) & 1) out.push(side[i]!); // i < side.length
  return out;
}

/** The step of a pattern, or undefined when it removes nothing. */
function sdcStep(
  state: LogicState,
  k: number,
  shared: readonly number[],
  restA: readonly number[],
  restB: readonly number[],
  core: readonly number[],
  v: number,
  la: SideSet,
  lb: SideSet,
): Step | undefined {
  const { geometry, candidates } = state;
  const fromA = la.digits | (v & ~lb.digits);
  const fromB = lb.digits | (v & ~la.digits);
  // Loops without a closure, the list made at the first hit: this runs for every pattern tried.
  let eliminations: Elimination[] | undefined;
  for (let pass = 0; pass < 3; pass++) {
    const cells = pass === 0 ? shared : pass === 1 ? restA : restB;
    const digits = pass === 0 ? fromA | fromB : pass === 1 ? fromA : fromB;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!; // i < cells.length: an open cell of the pair
      const hit = candidates[c]! & digits;
      const inPattern = pass === 0 ? core.includes(c) : (((pass === 1 ? la.cells : lb.cells) >> i) & 1) === 1;
      if (hit !== 0 && !inPattern) (eliminations ??= []).push({ cell: c, digits: hit });
    }
  }
  if (eliminations === undefined) return undefined;
  const cellsA = cellsOf(restA, la.cells);
  const cellsB = cellsOf(restB, lb.cells);
  const x = intersectionsOf(geometry);
  // The pair's A cells (shared and rest) have unit A in common, its B cells unit B (intersections.ts).
  const unitA = commonUnits(geometry, Array.from(x.cells.subarray(x.bounds[4 * k]!, x.bounds[4 * k + 2]!)))[0]!;
  const unitB = commonUnits(geometry, [...Array.from(x.cells.subarray(x.bounds[4 * k]!, x.bounds[4 * k + 1]!)), ...restB])[0]!;
  const set = (cells: readonly number[], digits: number): string => `${cells.map((c) => cellRef(geometry, c)).join(" ")} {${digitChars(digits).join(",")}}`;
  return {
    technique: "Sue de Coq",
    placements: [],
    eliminations,
    cells: [...core, ...cellsA, ...cellsB],
    units: [unitA, unitB],
    digits: v | la.digits | lb.digits,
    reason:
      `${set(core, v)} where ${unitName(geometry, unitA)} meets ${unitName(geometry, unitB)}, ` +
      `with ${set(cellsA, la.digits)} in ${unitName(geometry, unitA)} and ${set(cellsB, lb.digits)} in ${unitName(geometry, unitB)}: ` +
      `as many digits as cells, each placed once`,
  };
}
