import type { OuterStats } from "../model/contract.js";
import { bitOf } from "../model/digits.js";
import type { OuterPlan } from "./plan-hub.js";
import type { Projection } from "./project-outer.js";

/** A projection ready for stage 2. */
export interface Placed {
  readonly projection: Projection;
  /** Digits it adds to each hub unit: rows 0-8, columns 9-17, boxes 18-26 (hub-given cells left out). */
  readonly adds: Int32Array;
}

/** One outer grid's turn in stage 2. */
export interface Step {
  readonly outer: OuterPlan;
  readonly stats: OuterStats;
  readonly placed: readonly Placed[];
  /** Hub units (0..26) its shared cells lie in. */
  readonly touched: Int32Array;
  /**
   * Positions (into hubIndex) of shared cells an earlier step already fills (a cross's arms meet in the
   * center's corner boxes): there a projection must repeat the digit placed, and adds leaves them out.
   */
  readonly agree: Int32Array;
}

export interface OrderedSteps {
  /** The hub givens' digits per hub unit (same numbering as Placed.adds). */
  readonly initial: Int32Array;
  /** Two hub givens of one digit in a hub unit: no combination can succeed. */
  readonly impossible: boolean;
  readonly order: readonly Step[];
}

const rowUnit = (k: number): number => Math.floor(k / 9);
const colUnit = (k: number): number => 9 + (k % 9);
const boxUnit = (k: number): number => 18 + 3 * Math.floor(k / 27) + Math.floor((k % 9) / 3);

/**
 * Sets `bit` in the masks of hub cell k's row, column and box; whether `against` already held it in any of
 * them. k is a hub cell (0..80), so its units are 0..26, and both tables have 27 entries: `!` cannot miss.
 */
function addToUnits(masks: Int32Array, against: Int32Array, k: number, bit: number): boolean {
  const row = rowUnit(k);
  const col = colUnit(k);
  const box = boxUnit(k);
  const held = ((against[row]! | against[col]! | against[box]!) & bit) !== 0; // before setting: masks may be against
  masks[row]! |= bit;
  masks[col]! |= bit;
  masks[box]! |= bit;
  return held;
}

/**
 * Stage 2 preparation (see planner-engine.ts): the hub givens as 27 unit masks; each projection's own masks,
 * dropping those that contradict a hub given or repeat a digit the givens hold in a hub unit; then the
 * order of the outer grids: fewest surviving projections first, then, at each turn, grids that share a hub
 * row or column with those already placed (where pruning happens), fewest projections breaking ties.
 */
export function orderSteps(
  enumerated: readonly { outer: OuterPlan; stats: OuterStats; projections: readonly Projection[] }[],
  hubGivens: Uint8Array,
): OrderedSteps {
  let impossible = false;
  const initial = new Int32Array(27);
  for (const [k, d] of hubGivens.entries()) {
    if (d !== 0 && addToUnits(initial, initial, k, bitOf(d))) impossible = true;
  }

  const steps: Step[] = enumerated.map(({ outer, stats, projections }) => {
    const placed: Placed[] = [];
    for (const projection of projections) {
      const adds = new Int32Array(27);
      let ok = true;
      for (let i = 0; i < outer.hubIndex.length && ok; i++) {
        // a projection has one digit per shared cell, and hubIndex holds hub cells (0..80): neither misses
        const k = outer.hubIndex[i]!;
        const d = projection.digits[i]!;
        const given = hubGivens[k]!;
        if (given !== 0) ok = given === d;
        else if (addToUnits(adds, initial, k, bitOf(d))) ok = false;
      }
      if (ok) placed.push({ projection, adds });
      else stats.prunedByHubGivens++;
    }
    const touched = new Set<number>();
    for (const k of outer.hubIndex) touched.add(rowUnit(k)).add(colUnit(k)).add(boxUnit(k));
    return { outer, stats, placed, touched: Int32Array.from([...touched].sort((a, b) => a - b)), agree: new Int32Array(0) };
  });

  const order: Step[] = [];
  const usedUnits = new Set<number>();
  const pending = [...steps];
  const score = (s: Step): number => (order.length > 0 && !s.touched.some((u) => usedUnits.has(u)) ? 1e9 : 0) + s.placed.length;
  while (pending.length > 0) {
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const [i, s] of pending.entries()) {
      const sc = score(s);
      if (sc < bestScore) {
        best = i;
        bestScore = sc;
      }
    }
    const [step] = pending.splice(best, 1);
    if (step === undefined) break; // pending is not empty: the loop's condition
    step.stats.step = order.length + 1;
    for (const u of step.touched) usedUnits.add(u);
    order.push(step);
  }
  return { initial, impossible, order: withAgreement(order, hubGivens) };
}

/** Steps whose shared cells an earlier step fills get `agree` set and adds without those cells. */
function withAgreement(order: readonly Step[], hubGivens: Uint8Array): Step[] {
  const filled = new Set<number>();
  return order.map((step) => {
    const hubIndex = step.outer.hubIndex;
    const agree = Int32Array.from(hubIndex.keys()).filter((i) => filled.has(hubIndex[i]!)); // i is a key of hubIndex
    for (const k of hubIndex) filled.add(k);
    if (agree.length === 0) return step;
    const skip = new Set(agree);
    const placed = step.placed.map(({ projection }) => {
      const adds = new Int32Array(27);
      for (const [i, k] of hubIndex.entries()) {
        // hubIndex holds hub cells (0..80), and a projection has one digit per shared cell: neither misses
        if (skip.has(i) || hubGivens[k]! !== 0) continue;
        addToUnits(adds, adds, k, bitOf(projection.digits[i]!));
      }
      return { projection, adds };
    });
    return { ...step, placed, agree };
  });
}
