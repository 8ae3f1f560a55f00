/**
 * The planner: the commissioned design for hub layouts (samurai, twin; see plan-hub.ts), made exact.
 * It implements the engine contract (model/contract.ts) like whole-layout search, and gives the same count and
 * status for every limit; only the order of the solutions differs.
 *
 * Stages:
 *   1. Each outer grid is solved alone (its givens and the rules inside it, gridModel), every solution
 *      enumerated up to a budget. A solution is projected onto the boxes the grid shares with the hub; the
 *      distinct projections are kept, each with the outer solutions that show it (their number is the
 *      projection's multiplicity).
 *   2. Projections are combined one outer grid at a time, in an order that prunes early (fewest
 *      projections first, then grids that share a hub row or column with those already placed). A
 *      projection that contradicts a hub given, or repeats a digit the hub givens already hold in a hub
 *      row, column or box, is dropped before combining (prunedByHubGivens); a partial combination is
 *      rejected as soon as a projection repeats a digit of an earlier one in a hub row, column or box.
 *   3. For each surviving combination the hub is solved alone with its givens plus the combination. A hub
 *      solution stands for (product of the multiplicities) full solutions: one per choice of an outer
 *      solution for each projection, which is how full solutions are rebuilt (only as many as kept).
 *   Every full solution is counted exactly once: it restricts to one solution of each grid, and the outer
 *   grids meet nothing but the hub, so it is one (combination, hub solution, outer choices) triple. Where
 *   two outer grids meet inside the hub (a cross), the later step must agree with the digits placed.
 *
 * Limits: the count jumps by a multiplicity product at a time, so the hub solve asks for only as many hub
 * solutions as can still matter (ceil(remaining / product)); once the count reaches the limit it is
 * reported as the limit, with stopReason "limit", exactly as search reports it. Counts are numbers, as in
 * the contract: beyond 2^53 (only when counting without a limit) they are no longer exact.
 *
 * Data layout: the hub's used digits live in 27 bitmasks (9 rows, 9 columns, 9 boxes; one Int32Array per
 * combination depth, copied on the way down). Each projection carries its own 27 masks, built once (the
 * digits it adds, leaving out cells the hub givens fix), so testing a projection against a partial
 * combination is an AND per hub unit the outer grid touches (per shared box: its 3 rows, 3 columns and itself).
 *
 * Rejected:
 *   - Brute force over the cartesian product of outer solutions (the original article: 511 x 143 x 250 x 444
 *     = 8.1e9 combinations for seed A, "hours"): grouping by projection and pruning per step makes it
 *     milliseconds.
 *   - Keeping surviving combinations in a list before stage 3: the hub is solved as each one is found, so
 *     memory stays flat and a limit or timeout ends the work at once.
 *   - An onSolution callback in the contract for stage 1: the solutions must be kept anyway to rebuild full
 *     solutions, and `keep` already does that (at most budget + 1 arrays of 81 bytes per grid).
 *   - Forward checking of the grids not yet placed: on the seeds stage 2 takes about 0.2 ms against several
 *     ms for stage 1 (bench), so it would not pay for its bookkeeping.
 */
import { UsageError } from "../model/errors.js";
import type { EngineCounts, EngineOptions, EngineOutcome, OuterStats, PlannerStats, SolveOptions, StopReason } from "../model/contract.js";
import { STOP_POLL_NODES } from "../model/contract.js";
import type { Model } from "../model/model.js";
import { searchEngine } from "../solver/search.js";
import { PlannerBudgetError } from "./budget-error.js";
import { gridModel } from "./grid-model.js";
import type { OuterPlan } from "./plan-hub.js";
import { planHub } from "./plan-hub.js";
import type { Placed } from "./order-steps.js";
import { orderSteps } from "./order-steps.js";
import type { Projection } from "./project-outer.js";
import { projectOuter } from "./project-outer.js";

export interface PlannerOptions extends SolveOptions {
  /**
   * Most solutions an outer grid alone may have before the planner gives up (PlannerBudgetError). Default:
   * DEFAULT_PLANNER_BUDGET (strategies/registry.ts).
   */
  readonly plannerBudget?: number | undefined;
}

/**
 * The planner engine's entry (options already checked by strategies/run-strategy.ts). Its node count, and
 * so its node budget, is the sum over the searches of its stages. Throws a UsageError on a layout without
 * a hub (the registry's applies() says so first) and a PlannerBudgetError when an outer grid alone has more
 * than `budget` solutions.
 */
export function plannerEngine(model: Model, options: EngineOptions, budget: number): EngineOutcome {
  const started = performance.now();
  const limit = options.limit;
  // Inner searches (outer grids, the hub) are polled with the planner's own running count, not theirs.
  const shouldStop = (): boolean => options.shouldStop(count);
  // Never more solutions than the count reported: a hub solution can stand for more full ones than the limit.
  const keep = Math.min(options.keep, limit);
  const found = planHub(model);
  if ("reason" in found) throw new UsageError(`the planner does not apply: ${found.reason}`);
  const plan = found.plan;
  const grids = model.geometry.grids;

  const totals: EngineCounts = { nodes: 0, placements: 0, contradictions: 0 };
  const addStats = (s: EngineCounts): void => {
    totals.nodes += s.nodes;
    totals.placements += s.placements;
    totals.contradictions += s.contradictions;
  };
  /** What is left of the node budget for the next search. */
  const nodesLeft = (): number => Math.max(0, options.nodeBudget - totals.nodes);
  const outerStats: Record<string, OuterStats> = {};
  const ms = { outer: 0, combine: 0, hub: 0, total: 0 };
  const planner: PlannerStats = {
    hub: grids[plan.hub].id,
    budget,
    budgetHit: false,
    outer: outerStats,
    order: "",
    combinations: 0,
    hubSolves: 0,
    hubSolutions: 0,
    ms,
  };
  let count = 0;
  let stopReason: StopReason | undefined;
  const solutions: Uint8Array[] = [];
  const finish = (): EngineOutcome => {
    ms.total = performance.now() - started;
    if (stopReason === "limit") count = Math.min(count, limit);
    return { count, solutions, ...(stopReason === undefined ? {} : { stopReason }), ...totals, planner };
  };

  // Stage 1: each outer grid alone, grouped by projection.
  const hub = gridModel(model, plan.hub, plan.gridRules[plan.hub]);
  const enumerated: { outer: OuterPlan; stats: OuterStats; projections: Projection[] }[] = [];
  let outerWithoutSolution = false;
  for (const outer of plan.outers) {
    const id = grids[outer.grid].id;
    const e = projectOuter(gridModel(model, outer.grid, plan.gridRules[outer.grid]), outer, budget, { nodeBudget: nodesLeft(), shouldStop });
    addStats(e.stats);
    const stats: OuterStats = { solutions: e.solutions, projections: e.projections.length, prunedByHubGivens: 0, step: 0, tried: 0, pruned: 0 };
    outerStats[id] = stats;
    ms.outer = performance.now() - started;
    if (e.overBudget) {
      planner.budgetHit = true;
      ms.total = ms.outer;
      throw new PlannerBudgetError(
        `the planner's budget is ${budget} solutions per outer grid, and grid ${id} alone has more; raise --planner-budget or use --strategy search`,
        planner,
      );
    }
    if (e.stopReason !== undefined) {
      stopReason = e.stopReason;
      return finish();
    }
    enumerated.push({ outer, stats, projections: e.projections });
    if (e.solutions === 0) {
      outerWithoutSolution = true; // no combination can exist: the other grids need not be enumerated
      break;
    }
  }

  // Stage 2 preparation: projections the hub givens refute are dropped, the rest ordered (order-steps.ts).
  const stage2Started = performance.now();
  const hubGivens = hub.givens;
  const prepared = outerWithoutSolution ? undefined : orderSteps(enumerated, hubGivens);
  const order = prepared?.order ?? [];
  planner.order = order.map((s) => grids[s.outer.grid].id).join(" ");

  // Stages 2 and 3: combine depth by depth; solve the hub for each full combination.
  const depths = order.length;
  const masks = Array.from({ length: depths + 1 }, () => new Int32Array(27));
  if (prepared !== undefined) masks[0].set(prepared.initial);
  const chosen: Placed[] = new Array<Placed>(depths);
  const comboGivens = Uint8Array.from(hubGivens);
  const hubModel: Model = { geometry: hub.geometry, givens: comboGivens };
  const cellCount = model.geometry.cellCount;
  const hubCells = grids[plan.hub].cells;

  const rebuild = (hubSolution: Uint8Array): void => {
    const pick = new Int32Array(depths);
    for (;;) {
      if (solutions.length >= keep) return;
      const full = new Uint8Array(cellCount);
      for (let k = 0; k < 81; k++) full[hubCells[k]] = hubSolution[k];
      for (let d = 0; d < depths; d++) {
        const cells = grids[order[d].outer.grid].cells;
        const outerSolution = chosen[d].projection.solutions[pick[d]];
        for (let k = 0; k < 81; k++) full[cells[k]] = outerSolution[k];
      }
      solutions.push(full);
      let d = depths - 1; // next choice of outer solutions, as a mixed-radix counter
      while (d >= 0 && ++pick[d] === chosen[d].projection.solutions.length) pick[d--] = 0;
      if (d < 0) return;
    }
  };

  const solveHub = (): void => {
    const hubStarted = performance.now();
    let product = 1;
    for (let d = 0; d < depths; d++) product *= chosen[d].projection.solutions.length;
    const hubLimit = Math.ceil((limit - count) / product);
    const hubKeep = Math.max(0, Math.min(hubLimit, keep - solutions.length));
    const result = searchEngine(hubModel, { limit: hubLimit, keep: hubKeep, nodeBudget: nodesLeft(), shouldStop });
    addStats(result);
    planner.hubSolves++;
    planner.hubSolutions += result.count;
    count += result.count * product;
    for (const s of result.solutions) rebuild(s);
    if (result.stopReason === "stopped" || result.stopReason === "budget") stopReason = result.stopReason;
    else if (count >= limit) stopReason = "limit";
    ms.hub += performance.now() - hubStarted;
  };

  let polls = 0;
  const combine = (depth: number): void => {
    if (depth === depths) {
      planner.combinations++;
      solveHub();
      return;
    }
    const step = order[depth];
    const here = masks[depth];
    const next = masks[depth + 1];
    const touched = step.touched;
    for (const placed of step.placed) {
      step.stats.tried++;
      if ((++polls & (STOP_POLL_NODES - 1)) === 0 && shouldStop()) {
        stopReason = "stopped";
        return;
      }
      const adds = placed.adds;
      const digits = placed.projection.digits;
      const hubIndex = step.outer.hubIndex;
      let clash = false;
      for (let i = 0; i < step.agree.length; i++) {
        const at = step.agree[i];
        if (comboGivens[hubIndex[at]] !== digits[at]) {
          clash = true;
          break;
        }
      }
      for (let i = 0; i < touched.length && !clash; i++) {
        if ((here[touched[i]] & adds[touched[i]]) !== 0) {
          clash = true;
          break;
        }
      }
      if (clash) {
        step.stats.pruned++;
        continue;
      }
      next.set(here);
      for (let i = 0; i < touched.length; i++) next[touched[i]] |= adds[touched[i]];
      for (let i = 0; i < hubIndex.length; i++) comboGivens[hubIndex[i]] = digits[i];
      chosen[depth] = placed;
      combine(depth + 1);
      if (stopReason !== undefined) return;
    }
  };
  if (prepared !== undefined && !prepared.impossible) combine(0);
  ms.combine = performance.now() - stage2Started - ms.hub;
  return finish();
}
