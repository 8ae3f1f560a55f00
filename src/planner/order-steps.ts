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
  for (let k = 0; k < 81; k++) {
    const d = hubGivens[k];
    if (d === 0) continue;
    const bit = bitOf(d);
    for (const u of [rowUnit(k), colUnit(k), boxUnit(k)]) {
      if ((initial[u] & bit) !== 0) impossible = true;
      initial[u] |= bit;
    }
  }

  const steps: Step[] = enumerated.map(({ outer, stats, projections }) => {
    const placed: Placed[] = [];
    for (const projection of projections) {
      const adds = new Int32Array(27);
      let ok = true;
      for (let i = 0; i < outer.hubIndex.length && ok; i++) {
        const k = outer.hubIndex[i];
        const d = projection.digits[i];
        if (hubGivens[k] !== 0) {
          ok = hubGivens[k] === d;
          continue;
        }
        const bit = bitOf(d);
        for (const u of [rowUnit(k), colUnit(k), boxUnit(k)]) {
          if ((initial[u] & bit) !== 0) ok = false;
          adds[u] |= bit;
        }
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
    for (let i = 1; i < pending.length; i++) if (score(pending[i]) < score(pending[best])) best = i;
    const [step] = pending.splice(best, 1);
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
    const agree = Int32Array.from(hubIndex.keys()).filter((i) => filled.has(hubIndex[i]));
    for (const k of hubIndex) filled.add(k);
    if (agree.length === 0) return step;
    const skip = new Set(agree);
    const placed = step.placed.map(({ projection }) => {
      const adds = new Int32Array(27);
      for (let i = 0; i < hubIndex.length; i++) {
        const k = hubIndex[i];
        if (skip.has(i) || hubGivens[k] !== 0) continue;
        const bit = bitOf(projection.digits[i]);
        adds[rowUnit(k)] |= bit;
        adds[colUnit(k)] |= bit;
        adds[boxUnit(k)] |= bit;
      }
      return { projection, adds };
    });
    return { ...step, placed, agree };
  });
}
