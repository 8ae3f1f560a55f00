import { checkLayout } from "../layout/check-layout.js";
import { didYouMean } from "../layout/did-you-mean.js";
import { solveLogically } from "../logic/engine.js";
import type { Level, Rating } from "../logic/rating.js";
import { LEVELS, levelCeiling, rateSolve } from "../logic/rating.js";
import { LimitError, UsageError } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { buildGeometry } from "../model/geometry.js";
import { numberOption, oneOfOption } from "../model/option-checks.js";
import type { Layout, OddRule, Rule } from "../model/schemas.js";
import { RULE_KINDS, ruleNegation } from "../rules/registry.js";
import type { Propagator } from "../rules/rule-kind.js";
import { solve } from "../strategies/solve.js";
import { checkClueRemoval } from "./check-clue-removal.js";
import { checkRemoval } from "./check-removal.js";
import type { GridPlace } from "./draw-rules.js";
import {
  allDotsOf,
  arrowsOf,
  cageRule,
  candidatesOf,
  cellNeighbours,
  classLinesOf,
  clonesOf,
  countingCirclesOf,
  digitAtOf,
  everyMarkerOf,
  inequalitiesOf,
  outsideCluesOf,
  jigsawOf,
  killerCages,
  lines159Of,
  pillArrowsOf,
  regionSumLinesOf,
  skyscrapersOf,
  spotOf,
  thermometersOf,
  valueIndexingLinesOf,
  whispersOf,
  xSumsOf,
  zippersOf,
} from "./draw-rules.js";
import type { GeneratedPuzzle, GenerateOptions } from "./generate-puzzle.js";
import { checkedGenerateOptions, DEFAULT_ATTEMPTS } from "./generate-puzzle.js";
import { lockoutLinesOf, lunchboxesOf, parityLinesOf, rellikCagesOf, sumLinesOf } from "./draw-more-rules.js";
import { GLOBAL_RULE_KINDS, refuseGlobalAlone, refuseGlobalSize, solvingGeometry } from "./global-rules.js";
import type { Random } from "./random.js";
import { createRandom, drawSeed } from "./random.js";
import { solvedLayout } from "./solved-layout.js";
import { counted } from "../model/counted.js";
import { symmetryOrbits } from "./symmetry-orbits.js";
import { digitSymmetry } from "./digit-symmetry.js";
import { digitChar } from "../model/digit-chars.js";

/** The rule kinds `generate --rules` can make, alone or together. */
export const GENERATED_RULE_KINDS = [
  "killer",
  "thermometer",
  "arrow",
  "kropki",
  "kropki-all-dots",
  "xv",
  "xv-all-marks",
  "inequality",
  "odd",
  "even",
  "jigsaw",
  "german-whispers",
  "candidates",
  "pill-arrow",
  "clone",
  "entropic-line",
  "modular-line",
  "zipper",
  "region-sum-line",
  "x-sum",
  "skyscraper",
  "hidden-skyscraper",
  "numbered-room",
  "counting-circles",
  "lunchbox",
  "rellik",
  "anti-taxicab",
  "parity-line",
  "lockout-line",
  "sum-line",
  "value-indexing",
  "indexing",
] as const;
export type GeneratedRuleKind = (typeof GENERATED_RULE_KINDS)[number];

/** Attempts (fresh solutions) by default without a given count or level: for a kind that ends up not mattering. */
export const MATTER_ATTEMPTS = 5;

/**
 * Search nodes (thousands) a grid's worth of clue removals may take by default in one attempt: a samurai's
 * kropki dots (three hundred and more, each thinned by a search on a nearly empty samurai) ran for minutes
 * without a bound.
 */
export const DEFAULT_RULE_WORK_BUDGET = 100;

/**
 * Search nodes (thousands) each grid past the first adds to DEFAULT_RULE_WORK_BUDGET. Less than a grid's own:
 * a node of a samurai costs several times a 9x9's (a profile of a kropki samurai: the search core's placing,
 * propagation and locked candidates over 369 cells and five grids' units took 95% of the time, the dots' own
 * propagators 1%), so an allowance in nodes grown with the grids grew the time faster. 60 a further grid
 * took a kropki samurai from 11.1 s to 8.3 s of CPU (median of five seeds), its dots left from 127 to 128.
 */
export const FURTHER_GRID_WORK_BUDGET = 60;

/** Search nodes (thousands) one uniqueness check may take by default: past it the clue stays. */
export const DEFAULT_RULE_CHECK_BUDGET = 20;

/**
 * The rule kinds asked for, checked: each one of GENERATED_RULE_KINDS (a UsageError with the nearest name
 * otherwise, or saying that a known rule cannot be generated yet), at least one, each once.
 */
export function checkedRuleKinds(asked: readonly string[]): GeneratedRuleKind[] {
  if (!Array.isArray(asked) || asked.length === 0) throw new UsageError(`rules must name one or more of ${GENERATED_RULE_KINDS.join(", ")}`);
  const kinds: GeneratedRuleKind[] = [];
  for (const kind of asked) {
    if (!(GENERATED_RULE_KINDS as readonly string[]).includes(kind)) {
      const known = typeof kind === "string" && Object.hasOwn(RULE_KINDS, kind);
      const near = typeof kind === "string" ? didYouMean(kind, GENERATED_RULE_KINDS) : undefined;
      const why = known
        ? `rule "${kind}" cannot be generated yet`
        : `unknown rule kind ${JSON.stringify(kind)}${near === undefined ? "" : ` (did you mean "${near}"?)`}`;
      throw new UsageError(`${why}; rules can be ${GENERATED_RULE_KINDS.join(", ")}`);
    }
    if (!kinds.includes(kind as GeneratedRuleKind)) kinds.push(kind as GeneratedRuleKind);
  }
  return kinds;
}

export interface RuleGenerateOptions extends GenerateOptions {
  /** The kinds of rule to draw (checkedRuleKinds). */
  readonly rules: readonly string[];
  /** A puzzle the step engine solves at exactly this level, instead of a minimal one. */
  readonly level?: Level | undefined;
  /** Search nodes, in thousands, one uniqueness check may take. Default DEFAULT_RULE_CHECK_BUDGET. */
  readonly checkBudget?: number | undefined;
  /**
   * Search nodes, in thousands, all the checks of one attempt that take clues away may take together (the
   * work bound: past it the clues left stay, the puzzle unique but maybe not minimal). Default
   * DEFAULT_RULE_WORK_BUDGET, and FURTHER_GRID_WORK_BUDGET for each grid past the first.
   */
  readonly workBudget?: number | undefined;
  /**
   * The least difference of digits side by side on german-whispers lines (1 to size - 1; 4 on 9x9 is Dutch
   * whispers). Default: the rule's own, half the size rounded up.
   */
  readonly whispersDifference?: number | undefined;
}

export interface RulePuzzle extends GeneratedPuzzle {
  /** The layout asked for, with the rules drawn added: the puzzle's layout. */
  readonly layout: Layout;
  /** The rating, when made to a level. */
  readonly rating?: Rating;
}

/** What one puzzle under construction holds: the givens, killer cages (cell lists) and the other rules. */
interface Draft {
  givens: Uint8Array;
  cages: number[][];
  /** Rules a clue each, which may be removed (a thermometer, a dot, an odd cell...). */
  items: Rule[];
  /** Rules that stay whole (jigsaw regions, every dot of kropki-all-dots). */
  fixed: Rule[];
  /** Every removable rule drawn at first: where a kind that does not matter takes clues back from. */
  drawn: readonly Rule[];
}

/** The verdict of one check: accepted (unique, or solved at the level), or why not. */
interface Verdict {
  readonly ok: boolean;
  /** shouldStop ended the check. */
  readonly stopped: boolean;
  /** Cells where two solutions differ (or still open cells), when known. */
  readonly differ: readonly number[];
}

/**
 * Makes a puzzle with rules drawn from a random solution of the layout: killer cages (covering every cell,
 * no givens unless `givens` allows some), thermometers, arrows, kropki dots, every kropki dot
 * (kropki-all-dots), X/V marks, odd and even cells, jigsaw regions; several kinds together. Steps:
 *
 * 1. A random solution of the layout (solved-layout.ts), the rules drawn from it (draw-rules.ts): a
 *    generous set of clues, every one true of the solution.
 * 2. With killer cages, no givens at first: while the puzzle is not unique (two solutions found, or the
 *    check past its node budget), a cell where two solutions differ (else an open cell) gets a given while
 *    `givens` allows, else its cage is split in two (each piece edge-connected, with its sum). Splitting
 *    ends at one-cell cages, which fix their digits, so this ends. Then pairs of cages side by side are
 *    merged while the puzzle stays unique (a one-cell cage with a neighbour, up to five cells).
 * 3. Without cages, every cell given at first; givens are removed (in symmetric orbits when asked) while
 *    the puzzle stays unique (check-removal.ts), down to `givens` when set.
 * 4. The other rules' clues are removed one by one while it stays unique, then the givens once more.
 *
 * "Unique" is proved by search within `checkBudget` thousand nodes a check (a clue whose check runs past it
 * stays: the result is unique, maybe not minimal). With `level`, "solved by the step engine's techniques up
 * to the level" replaces it, and the result is kept only when its rating is of that level (else a fresh
 * solution, up to `attempts`). The result is proved unique by search in the end. Deterministic in the seed.
 * Throws LimitError when shouldStop ends the work or no attempt reaches the target.
 */
export function generateWithRules(base: Layout, asked: RuleGenerateOptions): RulePuzzle {
  const started = performance.now();
  const options = checkedGenerateOptions(asked);
  const kinds = checkedRuleKinds(options.rules);
  oneOfOption("level", options.level, LEVELS);
  numberOption("checkBudget", options.checkBudget, { min: 1 });
  numberOption("workBudget", options.workBudget, { min: 0 });
  if (options.level !== undefined && options.givens !== undefined)
    throw new UsageError("a level digs as far as the level allows; it cannot be used with givens");
  const baseGeometry = buildGeometry(base);
  refuseSize(kinds, baseGeometry.size);
  if (options.whispersDifference !== undefined && !kinds.includes("german-whispers"))
    throw new UsageError("a whispers difference needs german-whispers among the rules");
  numberOption("whispersDifference", options.whispersDifference, { min: 1, max: baseGeometry.size - 1, integer: true });
  if (options.givens === 0) refuseTwins(base, kinds, baseGeometry.size);
  if (options.givens === 0) refuseGlobalAlone(base, kinds);
  refuseGlobalSize(kinds, baseGeometry.size, baseGeometry.boxes);
  // The solution keeps the rules chosen before the grid is filled: those over whole grids asked for
  // (anti-taxicab) and 159 (indexing, the same cells with the rule added); the clues are drawn from it.
  const solving = solvingGeometry(base, baseGeometry, kinds, kinds.includes("indexing") ? lines159Of(placesOf(baseGeometry), baseGeometry.size) : []);
  const seed = options.seed ?? drawSeed();
  const random = createRandom(seed);
  const budget = (options.checkBudget ?? DEFAULT_RULE_CHECK_BUDGET) * 1000;
  const workBudget = (options.workBudget ?? DEFAULT_RULE_WORK_BUDGET + FURTHER_GRID_WORK_BUDGET * (base.grids.length - 1)) * 1000;
  const orbits = symmetryOrbits(baseGeometry, options.symmetry ?? "none");
  // Without a target, a fresh solution is needed only when some kind asked for ends up not mattering.
  const attempts =
    options.attempts ?? (options.givens === undefined && options.level === undefined ? MATTER_ATTEMPTS : options.level === undefined ? DEFAULT_ATTEMPTS : 100);
  const shouldStop = options.shouldStop ?? ((): boolean => false);
  const stopped = (): never => {
    throw new LimitError(`stopped before the puzzle (seed ${seed}) was finished`);
  };
  const ceiling = options.level === undefined ? undefined : levelCeiling(options.level);
  const seen = new Map<string, number>();
  let fewest = Infinity;
  let idle: GeneratedRuleKind[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const solution = solvedLayout(solving, random, shouldStop);
    if (solution === undefined) return stopped();
    const draft = drawDraft(base, baseGeometry, solution, kinds, random, options.givens === 0, options.whispersDifference);
    let unproven = 0;
    const progress = (): void => options.onProgress?.(attempt, countGivens(draft.givens));
    /**
     * The puzzle of the draft checked: unique (or solved at the level), else the cells two solutions
     * differ in. `changed`: the cells of the clue just removed or relaxed (a merged cage, a dropped rule):
     * the puzzle was unique before, so another solution differs from the known one in one of them, and the
     * removal check of check-removal.ts (each cell's digit forbidden in turn, the known solution tried first)
     * settles it, much faster than counting to two from scratch.
     */
    // The search nodes this attempt's optional checks may still take (every removal, merge and thinning; the
    // cage repair, which the puzzle needs to be unique at all, is not counted against it).
    // A node is charged by the rules it propagates (each dot or cage is a propagator run at every node: a
    // samurai's three hundred kropki dots make a node several times dearer than a plain grid's).
    const work = { left: workBudget };
    const spend = (nodes: number): void => {
      work.left -= nodes * (1 + (draft.cages.length + draft.items.length + draft.fixed.length) / 50);
    };
    const check = (geometry: Geometry, changed?: readonly number[], required = false, broken?: readonly Propagator[]): Verdict => {
      if (shouldStop()) return { ok: false, stopped: true, differ: [] };
      // Past the work allowance a removal is refused unchecked: the clue stays, the puzzle stays unique.
      if (!required && work.left <= 0) return { ok: false, stopped: false, differ: [] };
      const nodeBudget = required ? budget : Math.min(budget, work.left);
      progress();
      if (ceiling !== undefined) {
        const result = solveLogically({ geometry, givens: draft.givens }, { maxDifficulty: ceiling, shouldStop });
        if (result.outcome === "solved") return { ok: true, stopped: false, differ: [] };
        const open = [...result.state.values.keys()].filter((c) => result.state.values[c] === 0);
        return { ok: false, stopped: result.outcome === "stopped", differ: open };
      }
      if (broken !== undefined) {
        const verdict = checkClueRemoval(geometry, draft.givens, solution, broken, { nodeBudget, shouldStop, onNodes: spend });
        if (verdict === "budget") unproven++;
        return { ok: verdict === "unique", stopped: verdict === "stopped", differ: [] };
      }
      if (changed !== undefined) {
        const verdict = checkRemoval(
          geometry,
          draft.givens,
          solution,
          changed.filter((c) => draft.givens[c] === 0),
          { nodeBudget, shouldStop, onNodes: spend },
        );
        if (verdict === "budget") unproven++;
        return { ok: verdict === "unique", stopped: verdict === "stopped", differ: [] };
      }
      const result = solve({ geometry, givens: draft.givens }, { limit: 2, keep: 2, nodeBudget, shouldStop });
      if (!required) spend(result.stats.nodes);
      if (result.status === "unique") return { ok: true, stopped: false, differ: [] };
      if (result.stopReason === "stopped") return { ok: false, stopped: true, differ: [] };
      if (result.stopReason === "budget") unproven++;
      const [a, b] = result.solutions;
      const differ = a === undefined || b === undefined ? [] : [...a.keys()].filter((c) => a[c] !== b[c]);
      return { ok: false, stopped: false, differ };
    };
    const build = (): Geometry => buildGeometry(layoutOf(base, baseGeometry, solution, draft));

    if (kinds.includes("killer")) {
      repairCages(draft, baseGeometry, solution, random, orbits, options.givens ?? 0, (g) => check(g, undefined, true), build);
      if (shouldStop()) return stopped();
      mergeCages(draft, baseGeometry, solution, random, check, build);
    } else {
      unproven += digGivens(draft, solution, random, orbits, options.givens, ceiling === undefined ? budget : undefined, check, build, shouldStop, work, spend);
    }
    if (shouldStop()) return stopped();
    thinItems(draft, baseGeometry, random, check, build);
    if (shouldStop()) return stopped();
    // Givens the cage repair put in may have become needless once cages were split further on.
    if (kinds.includes("killer") && countGivens(draft.givens) > 0) {
      unproven += digGivens(draft, solution, random, orbits, undefined, ceiling === undefined ? budget : undefined, check, build, shouldStop, work, spend);
    }
    if (shouldStop()) return stopped();
    idle = kindsThatDoNotMatter(draft, kinds, base, baseGeometry, solution, budget, shouldStop);
    if (idle.length > 0) makeKindsMatter(draft, idle, baseGeometry, solution, random, check, build);
    if (shouldStop()) return stopped();
    idle = kindsThatDoNotMatter(draft, kinds, base, baseGeometry, solution, budget, shouldStop);
    if (shouldStop()) return stopped();
    if (idle.length > 0) continue;

    const layout = layoutOf(base, baseGeometry, solution, draft);
    const issues = checkLayout(layout);
    if (issues.length > 0) throw new Error(`generated layout (seed ${seed}) does not pass the layout checks: ${issues[0]?.message ?? ""}`);
    const geometry = buildGeometry(layout);
    const count = countGivens(draft.givens);
    fewest = Math.min(fewest, count);
    if (options.givens !== undefined && count > options.givens) continue;
    let rating: Rating | undefined;
    if (options.level !== undefined) {
      rating = rateSolve(solveLogically({ geometry, givens: draft.givens }, { shouldStop }));
      seen.set(rating.level, (seen.get(rating.level) ?? 0) + 1);
      if (rating.level !== options.level) continue;
    }
    // Every step kept the puzzle unique (each removal checked exactly, a check past its budget keeping its
    // clue), so this count is the generator's self-check: a second solution (or none) is a bug. It has one
    // check's budget: counting to two on a nearly empty kropki samurai took from 3,000 to 1,100,000 nodes
    // (minutes), for a fact the construction already proved.
    const proof = solve({ geometry, givens: draft.givens }, { limit: 2, keep: 0, nodeBudget: budget, shouldStop });
    if (proof.stopReason === "stopped") return stopped();
    if (proof.count !== 1 && (proof.count > 1 || proof.complete)) {
      throw new Error(`the puzzle made from seed ${seed} is ${proof.status}, not unique: the generator is wrong`);
    }
    return {
      seed,
      layout,
      givens: draft.givens,
      solution,
      ...(rating === undefined ? {} : { rating }),
      stats: { givens: count, attempts: attempt, unproven, nodes: proof.stats.nodes, ms: performance.now() - started },
    };
  }
  if (idle.length > 0) {
    throw new LimitError(
      `in ${attempts} attempt${attempts === 1 ? "" : "s"} (seed ${seed}) the puzzle was unique without its ${idle.join(", ")} clues; raise --attempts or try another seed`,
    );
  }
  if (options.level !== undefined) {
    const came = [...seen].map(([level, n]) => `${n} ${level}`).join(", ");
    throw new LimitError(`no ${options.level} puzzle in ${attempts} attempts (seed ${seed}; they came out ${came}); raise --attempts or try another seed`);
  }
  throw new LimitError(
    `could not reach ${counted(options.givens ?? 0, "given")} in ${attempts} attempt${attempts === 1 ? "" : "s"} (seed ${seed}): the fewest was ${fewest}; ask for more givens or raise --attempts`,
  );
}

/**
 * A UsageError for a kind asked for on a size it cannot be drawn at: pills read decimal digits (sizes up to 9),
 * entropic and modular lines need the digits in three equal classes (sizes that are multiples of 3).
 */
function refuseSize(kinds: readonly GeneratedRuleKind[], size: number): void {
  if (kinds.includes("pill-arrow") && size > 9) throw new UsageError(`pill arrows read their pill's digits as a decimal number: sizes up to 9, not ${size}`);
  for (const kind of ["entropic-line", "modular-line"] as const) {
    if (kinds.includes(kind) && size % 3 !== 0)
      throw new UsageError(`${kind} splits the digits in three equal classes: sizes that are multiples of 3, not ${size}`);
  }
}

/** Rules that hold whatever the digits are called: units (and jigsaw regions) and X/V marks, whose sums refuseTwins checks. */
const RENAMED_ALIKE = new Set(["diagonal", "region", "disjoint-groups", "jigsaw", "xv", "xv-all-marks"]);

/**
 * A UsageError when no puzzle of these kinds can be unique without givens: every clue asked for and every
 * rule of the layout is a unit or an X/V mark, and some renaming of the digits keeps every X and V
 * (digit-symmetry.ts), so each solution has a twin. Kropki dots, arrows, thermometers, cages and parity tell
 * the digits apart (no renaming keeps both dot colours), so those are left to the search.
 */
function refuseTwins(base: Layout, kinds: readonly GeneratedRuleKind[], size: number): void {
  if (!kinds.every((k) => RENAMED_ALIKE.has(k)) || !(base.rules ?? []).every((r) => RENAMED_ALIKE.has(r.type))) return;
  if (!kinds.includes("xv") && !kinds.includes("xv-all-marks")) return;
  const renaming = digitSymmetry(size, [(d, e) => d + e === 10, (d, e) => d + e === 5]);
  if (renaming === undefined) return;
  throw new UsageError(
    `an X/V puzzle cannot be unique without givens: renaming the digits ${cyclesOf(renaming)} keeps every X and V (and every pair without one), ` +
      "so each solution has a twin; ask for --givens 1 or more, or add a rule that tells the digits apart (kropki, thermometer, arrow, killer, odd, even)",
  );
}

/** A renaming of 1..n (renaming[d - 1] the new name of d) in cycle notation, fixed digits left out: "(2 3)(7 8)". */
function cyclesOf(renaming: readonly number[]): string {
  const seen = new Set<number>();
  let out = "";
  for (let d = 1; d <= renaming.length; d++) {
    if (seen.has(d) || renaming[d - 1] === d) continue;
    const cycle: number[] = [];
    for (let x = d; !seen.has(x); x = renaming[x - 1] ?? d) {
      seen.add(x);
      cycle.push(x);
    }
    out += `(${cycle.map(digitChar).join(" ")})`;
  }
  return out;
}

/** The number of givens (non-zero entries). */
function countGivens(givens: Uint8Array): number {
  let n = 0;
  for (const d of givens) if (d !== 0) n++;
  return n;
}

/** The grids of a geometry as places (id, top-left corner). */
function placesOf(geometry: Geometry): GridPlace[] {
  return geometry.layout.grids.map((g) => ({ id: g.id, row: g.row, col: g.col }));
}

/** Cells of the layout in more than one grid. */
function sharedCells(geometry: Geometry): Set<number> {
  const count = new Map<number, number>();
  for (const g of geometry.grids) for (const c of g.cells) count.set(c, (count.get(c) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > 1).map(([c]) => c));
}

/** True when jigsaw region rows are the boxes of a size x size grid (h rows x w columns), by whatever letters. */
function sameAsBoxes(regions: readonly string[], size: number, h: number, w: number): boolean {
  const letterOfBox = new Map<number, string>();
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const b = (size / w) * Math.floor(r / h) + Math.floor(c / w);
      const ch = regions[r]?.[c] ?? "";
      if ((letterOfBox.get(b) ?? ch) !== ch) return false;
      letterOfBox.set(b, ch);
    }
  }
  return new Set(letterOfBox.values()).size === letterOfBox.size;
}

/**
 * The clues drawn from the solution for the kinds asked, generous so that the rules can carry the puzzle
 * instead of givens. Sizes scale with the layout: per grid, twenty-four to thirty-one long thermometers and twelve
 * arrows (twenty-four when `lean`, no givens asked for: with twelve, 20 attempts of seeds 1-3 left 3 to 6
 * givens at best; with twenty-four each reached none); every dot or X/V mark the solution calls for; a third of the cells
 * odd or even; a jigsaw on every grid, the boxes it shares with another grid kept as boxes (so a shared box
 * is a region of both grids).
 */
function drawDraft(
  base: Layout,
  geometry: Geometry,
  solution: Uint8Array,
  kinds: readonly GeneratedRuleKind[],
  random: Random,
  lean: boolean,
  whispersDifference: number | undefined,
): Draft {
  const digitAt = digitAtOf(geometry, solution);
  const grids = placesOf(geometry);
  const draft: Draft = { givens: new Uint8Array(geometry.cellCount), cages: [], items: [], fixed: [], drawn: [] };
  if (kinds.includes("jigsaw")) {
    const shared = sharedCells(geometry);
    for (const [i, g] of grids.entries()) {
      // The grid's own indices (row * size + col) of the cells it shares: their boxes stay boxes.
      const frozen = new Set<number>();
      for (const [k, c] of (geometry.grids[i]?.cells ?? []).entries()) if (shared.has(c)) frozen.add(k);
      const rule = jigsawOf(g, geometry.size, [geometry.boxRows, geometry.boxCols], digitAt, random, frozen);
      // A grid whose boxes all stay (every box shared, or no swap found) keeps its boxes: no rule.
      if (rule.type === "jigsaw" && !sameAsBoxes(rule.regions, geometry.size, geometry.boxRows, geometry.boxCols)) draft.fixed.push(rule);
    }
    if (draft.fixed.length === 0) throw new UsageError(`jigsaw regions need a box no other grid shares; every box of "${base.name}" is shared`);
  }
  // Loops, not push(...rules): every dot of 64 big grids is more than a call can take as arguments.
  const add = (to: Rule[], rules: readonly Rule[]): void => {
    for (const rule of rules) to.push(rule);
  };
  if (kinds.includes("kropki-all-dots")) add(draft.fixed, allDotsOf(grids, geometry.size, digitAt, random, { every: true, colors: ["white", "black"] }));
  if (kinds.includes("thermometer")) add(draft.items, thermometersOf(geometry, digitAt, random, grids.length * (24 + random.below(8)), true));
  if (kinds.includes("arrow")) add(draft.items, arrowsOf(geometry, digitAt, random, grids.length * (lean ? 24 : 12)));
  if (kinds.includes("kropki") && !kinds.includes("kropki-all-dots")) add(draft.items, everyMarkerOf("kropki", grids, geometry.size, digitAt));
  // All X and V given: the rule and its marks stay whole (dropping a mark would change what the rule says).
  if (kinds.includes("xv-all-marks")) add(draft.fixed, [{ type: "xv-all-marks" }, ...everyMarkerOf("xv", grids, geometry.size, digitAt)]);
  if (kinds.includes("xv") && !kinds.includes("xv-all-marks")) add(draft.items, everyMarkerOf("xv", grids, geometry.size, digitAt));
  if (kinds.includes("inequality")) add(draft.items, inequalitiesOf(geometry, digitAt, random, grids.length * 40));
  const n = grids.length;
  if (kinds.includes("german-whispers")) add(draft.items, whispersOf(geometry, digitAt, random, whispersDifference, n * 16));
  if (kinds.includes("candidates")) add(draft.items, candidatesOf(geometry, digitAt, random, n * 6));
  if (kinds.includes("pill-arrow")) add(draft.items, pillArrowsOf(geometry, digitAt, random, n * 10));
  if (kinds.includes("clone")) add(draft.items, clonesOf(geometry, digitAt, random, n * 6));
  for (const kind of ["entropic-line", "modular-line"] as const)
    if (kinds.includes(kind)) add(draft.items, classLinesOf(kind, geometry, digitAt, random, n * 12));
  if (kinds.includes("zipper")) add(draft.items, zippersOf(geometry, digitAt, random, n * 10));
  // The regions a region-sum line is cut by: the boxes, or the jigsaw regions drawn above.
  if (kinds.includes("region-sum-line"))
    add(draft.items, regionSumLinesOf(geometry, { ...base, rules: [...(base.rules ?? []), ...draft.fixed] }, digitAt, random, n * 10));
  // Every outside clue that has a place: the thinning keeps those the puzzle needs.
  if (kinds.includes("x-sum")) add(draft.items, xSumsOf(grids, geometry.size, digitAt, random, Infinity));
  if (kinds.includes("skyscraper")) add(draft.items, skyscrapersOf(grids, geometry.size, digitAt, random, Infinity));
  // Every clue beside every row and column, from both sides: the thinning keeps those the puzzle needs.
  for (const kind of ["hidden-skyscraper", "numbered-room"] as const)
    if (kinds.includes(kind)) add(draft.items, outsideCluesOf(kind, grids, geometry.size, digitAt));
  // Sets of circles over some of the cells (each set a clue the thinning may drop), four a grid.
  if (kinds.includes("counting-circles")) add(draft.items, countingCirclesOf(geometry, digitAt, random, n * 4));
  if (kinds.includes("lunchbox")) add(draft.items, lunchboxesOf(geometry, grids, digitAt, random, n * 8));
  if (kinds.includes("rellik")) add(draft.items, rellikCagesOf(geometry, digitAt, random, n * 14));
  if (kinds.includes("parity-line")) add(draft.items, parityLinesOf(geometry, digitAt, random, n * 12));
  if (kinds.includes("lockout-line")) add(draft.items, lockoutLinesOf(geometry, digitAt, random, n * 10));
  if (kinds.includes("sum-line")) add(draft.items, sumLinesOf(geometry, digitAt, random, n * 10));
  // A rule over whole grids stays whole: the givens dug under it are what it works on.
  for (const kind of GLOBAL_RULE_KINDS) if (kinds.includes(kind)) add(draft.fixed, [{ type: kind }]);
  // Value-indexing lines walked over the solution, four a grid: the thinning keeps those the puzzle needs.
  if (kinds.includes("value-indexing")) add(draft.items, valueIndexingLinesOf(geometry, digitAt, random, n * 4));
  // 159 on every grid, whole (the solution was drawn under it): the grids' columns 1, 5 and 9 index their rows.
  if (kinds.includes("indexing")) add(draft.fixed, lines159Of(grids, geometry.size));
  for (const kind of ["odd", "even"] as const) {
    if (!kinds.includes(kind)) continue;
    for (const [c, d] of solution.entries()) {
      if (d % 2 === (kind === "odd" ? 1 : 0) && random.below(3) === 0) draft.items.push({ type: kind, cells: [spotOf(geometry, c)] });
    }
  }
  if (kinds.includes("killer")) draft.cages = killerCages(geometry, solution, random);
  else draft.givens = Uint8Array.from(solution);
  draft.drawn = [...draft.items];
  return draft;
}

/** The layout of a draft: the base layout's rules, then the drawn ones (odd and even cells one rule each). */
function layoutOf(base: Layout, geometry: Geometry, solution: Uint8Array, draft: Draft): Layout {
  const parity: { odd: OddRule["cells"][number][]; even: OddRule["cells"][number][] } = { odd: [], even: [] };
  const items: Rule[] = [];
  for (const rule of draft.items) {
    if (rule.type === "odd" || rule.type === "even") parity[rule.type].push(...rule.cells);
    else items.push(rule);
  }
  const rules: Rule[] = [
    ...(base.rules ?? []),
    ...draft.fixed,
    ...draft.cages.map((cells) => cageRule(geometry, solution, cells)),
    ...items,
    ...(parity.odd.length > 0 ? [{ type: "odd" as const, cells: parity.odd }] : []),
    ...(parity.even.length > 0 ? [{ type: "even" as const, cells: parity.even }] : []),
  ];
  return { ...base, rules };
}

/**
 * Step 2 of generateWithRules: givens (whole orbits, up to `allowed`) or cage splits where two solutions
 * differ, until the check accepts. Returns early when stopped (the caller sees shouldStop).
 */
function repairCages(
  draft: Draft,
  geometry: Geometry,
  solution: Uint8Array,
  random: Random,
  orbits: readonly (readonly number[])[],
  allowed: number,
  check: (geometry: Geometry) => Verdict,
  build: () => Geometry,
): void {
  const orbitOf = new Map<number, readonly number[]>();
  for (const orbit of orbits) for (const c of orbit) orbitOf.set(c, orbit);
  for (;;) {
    const verdict = check(build());
    if (verdict.ok || verdict.stopped) return;
    const open = (verdict.differ.length > 0 ? verdict.differ : [...solution.keys()]).filter((c) => draft.givens[c] === 0);
    const cell = open.length > 0 ? open[random.below(open.length)] : undefined;
    if (cell === undefined) return; // every cell given: cannot happen while the check fails
    const orbit = orbitOf.get(cell) ?? [cell];
    if (countGivens(draft.givens) + orbit.length <= allowed) {
      for (const c of orbit) draft.givens[c] = solution[c] ?? 0;
      continue;
    }
    const k = draft.cages.findIndex((cells) => cells.includes(cell));
    const cage = draft.cages[k];
    if (cage === undefined || cage.length === 1) {
      // A one-cell cage already fixes its digit; split some other cage with an open cell.
      const splittable = draft.cages.filter((cells) => cells.length > 1);
      const other = splittable.length > 0 ? splittable[random.below(splittable.length)] : undefined;
      if (other === undefined) {
        for (const c of orbit) draft.givens[c] = solution[c] ?? 0;
        continue;
      }
      const at = other[random.below(other.length)] ?? -1;
      draft.cages.splice(draft.cages.indexOf(other), 1, ...splitCage(geometry, other, at, random));
      continue;
    }
    draft.cages.splice(k, 1, ...splitCage(geometry, cage, cell, random));
  }
}

/** True when the cells are one edge-connected piece on the canvas. */
function connected(geometry: Geometry, cells: readonly number[]): boolean {
  const first = cells[0];
  if (first === undefined) return false;
  const inside = new Set(cells);
  const seen = new Set([first]);
  const stack = [first];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    for (const n of cellNeighbours(geometry, at)) {
      if (inside.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * A cage cut in two edge-connected pieces, the first holding `cell`: of every such cut (a cage has at most
 * five cells, so at most 16), one of the most even ones, drawn at random.
 */
function splitCage(geometry: Geometry, cage: readonly number[], cell: number, random: Random): number[][] {
  const others = cage.filter((c) => c !== cell);
  let best: number[][] = [];
  let bestGap = Infinity;
  const cuts: number[][][] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const mine = [cell, ...others.filter((_, i) => (mask >> i) & 1)];
    const rest = others.filter((_, i) => ((mask >> i) & 1) === 0);
    if (rest.length === 0 || !connected(geometry, mine) || !connected(geometry, rest)) continue;
    const gap = Math.abs(mine.length - rest.length);
    if (gap < bestGap) {
      bestGap = gap;
      cuts.length = 0;
    }
    if (gap === bestGap) cuts.push([mine, rest]);
  }
  best = cuts.length > 0 ? (cuts[random.below(cuts.length)] ?? []) : [[cell], others];
  return best;
}

/**
 * Step 2's second half: one-cell cages (the repair's splits leave some) joined to a cage side by side, in a
 * random order, while the check accepts (no repeated digit, five cells at most).
 */
function mergeCages(
  draft: Draft,
  geometry: Geometry,
  solution: Uint8Array,
  random: Random,
  check: (geometry: Geometry, changed?: readonly number[]) => Verdict,
  build: () => Geometry,
): void {
  const most = Math.min(5, geometry.size - 1);
  const pairs = new Set<string>();
  const cageAt = (): Int32Array => {
    const at = new Int32Array(geometry.cellCount).fill(-1);
    for (const [k, cells] of draft.cages.entries()) for (const c of cells) at[c] = k;
    return at;
  };
  let at = cageAt();
  for (const [k, cells] of draft.cages.entries()) {
    for (const c of cells) for (const n of cellNeighbours(geometry, c)) if ((at[n] ?? -1) > k) pairs.add(`${c},${n}`);
  }
  for (const pair of random.shuffle([...pairs])) {
    const [c, n] = pair.split(",").map(Number) as [number, number];
    const i = at[c] ?? -1;
    const j = at[n] ?? -1;
    const a = draft.cages[i];
    const b = draft.cages[j];
    if (i === j || a === undefined || b === undefined) continue;
    const size = a.length + b.length;
    // Only one-cell cages join a neighbour: the cages drawn already have the published mix of sizes, and
    // every merge costs a count to two on a puzzle without givens (all pairs: 9x9 killers 2-5x slower).
    if (size > most || (a.length > 1 && b.length > 1)) continue;
    const digits = new Set(a.map((x) => solution[x]));
    if (b.some((x) => digits.has(solution[x]))) continue;
    const before = draft.cages;
    draft.cages = before.filter((_, k) => k !== i && k !== j).concat([[...a, ...b]]);
    // Counted to two: with cages and no givens the removal check's searches, one a cell, each prove a
    // no-solution case as hard as the whole count (measured: 9x9 killers 2-3x slower that way).
    const verdict = check(build());
    if (verdict.stopped) {
      draft.cages = before;
      return;
    }
    if (!verdict.ok) draft.cages = before;
    at = cageAt();
  }
}

/**
 * Givens removed, orbit by orbit in a random order, while the check accepts (with a node budget: the
 * removal check of check-removal.ts, faster than counting to two), down to `target` when set. Returns the
 * removals left undecided because their check ran past the budget.
 */
function digGivens(
  draft: Draft,
  solution: Uint8Array,
  random: Random,
  orbits: readonly (readonly number[])[],
  target: number | undefined,
  searchBudget: number | undefined,
  check: (geometry: Geometry) => Verdict,
  build: () => Geometry,
  shouldStop: () => boolean,
  work: { readonly left: number },
  spend: (nodes: number) => void,
): number {
  const geometry = build();
  let count = countGivens(draft.givens);
  let unproven = 0;
  for (const orbit of random.shuffle([...orbits])) {
    if ((target !== undefined && count <= target) || work.left <= 0) break;
    if (orbit.some((c) => draft.givens[c] === 0)) continue;
    for (const c of orbit) draft.givens[c] = 0;
    let ok: boolean;
    if (searchBudget !== undefined) {
      const verdict = checkRemoval(geometry, draft.givens, solution, orbit, {
        nodeBudget: Math.min(searchBudget, work.left),
        shouldStop,
        onNodes: spend,
      });
      if (verdict === "stopped") {
        for (const c of orbit) draft.givens[c] = solution[c] ?? 0;
        break;
      }
      if (verdict === "budget") unproven++;
      ok = verdict === "unique";
    } else {
      const verdict = check(geometry);
      if (verdict.stopped) {
        for (const c of orbit) draft.givens[c] = solution[c] ?? 0;
        break;
      }
      ok = verdict.ok;
    }
    if (ok) count -= orbit.length;
    else for (const c of orbit) draft.givens[c] = solution[c] ?? 0;
  }
  return unproven;
}

/**
 * Step 4: the removable rules, in a random order, each dropped while the check accepts without it; the last
 * rule of each kind stays, so that every kind asked for is in the puzzle (a kind the other rules already
 * carry keeps one clue, which may then be needless: step 5 sees to it). With `only`, that kind's rules alone.
 */
function thinItems(
  draft: Draft,
  geometry: Geometry,
  random: Random,
  check: (geometry: Geometry, changed?: readonly number[], required?: boolean, broken?: readonly Propagator[]) => Verdict,
  build: () => Geometry,
  only?: GeneratedRuleKind,
): void {
  for (const rule of random.shuffle([...draft.items])) {
    const before = draft.items;
    if ((only !== undefined && rule.type !== only) || !before.some((r) => r !== rule && r.type === rule.type)) continue;
    draft.items = before.filter((r) => r !== rule);
    const without = build();
    // A clue whose breaking is one relation (a dot, a mark, a sign, a parity): one search under it broken
    // (check-clue-removal.ts). Else the removal check when givens are left (each search starts from them);
    // without givens, counting to two once is cheaper than a search a cell (see mergeCages).
    const broken = ruleNegation(rule, without);
    const verdict =
      broken !== undefined
        ? check(without, undefined, false, broken)
        : check(without, draft.givens.some((d) => d !== 0) ? ruleCells(geometry, rule) : undefined);
    if (verdict.ok) continue;
    draft.items = before;
    if (verdict.stopped) return;
  }
}

/** The cells a drawn rule is about (its cells, an arrow's circle, a pill, a clone's shapes). */
function ruleCells(geometry: Geometry, rule: Rule): number[] {
  const spots = "cells" in rule && Array.isArray(rule.cells) ? [...rule.cells] : [];
  if (rule.type === "arrow") spots.push(rule.circle);
  if (rule.type === "pill-arrow") spots.push(...rule.pill);
  if (rule.type === "clone") spots.push(...rule.shapes.flat());
  return spots.map(([r, c]) => geometry.canvas[(r ?? -1) * geometry.cols + (c ?? -1)] ?? -1).filter((c) => c >= 0);
}

/**
 * The kinds asked for that the puzzle does not need: without every clue of the kind (its cages, its
 * thermometers...; for kropki-all-dots and xv-all-marks the rule that every dot or mark is given) it is still
 * unique, or search within the budget found no other solution (a kind counts as needed only when
 * proved so). Jigsaw is never counted: its regions replace the boxes, a different puzzle rather than a clue less.
 */
function kindsThatDoNotMatter(
  draft: Draft,
  kinds: readonly GeneratedRuleKind[],
  base: Layout,
  geometry: Geometry,
  solution: Uint8Array,
  budget: number,
  shouldStop: () => boolean,
): GeneratedRuleKind[] {
  const idle: GeneratedRuleKind[] = [];
  for (const kind of kinds) {
    if (kind === "jigsaw" || shouldStop()) continue;
    const without: Draft = {
      ...draft,
      cages: kind === "killer" ? [] : draft.cages,
      items: draft.items.filter((r) => r.type !== kind),
      fixed: draft.fixed.filter((r) => r.type !== kind),
    };
    // Another solution without the kind breaks one of its clues, so it differs from `solution` in one of their
    // cells: the removal check over them finds it (or proves there is none) faster than counting to two.
    const cells =
      kind === "killer" ||
      kind === "kropki-all-dots" ||
      kind === "xv-all-marks" ||
      kind === "indexing" ||
      (GLOBAL_RULE_KINDS as readonly string[]).includes(kind)
        ? [...solution.keys()]
        : draft.items.filter((r) => r.type === kind).flatMap((r) => ruleCells(geometry, r));
    const open = [...new Set(cells)].filter((c) => draft.givens[c] === 0);
    const verdict = checkRemoval(buildGeometry(layoutOf(base, geometry, solution, without)), draft.givens, solution, open, { nodeBudget: budget, shouldStop });
    if (verdict !== "multiple") idle.push(kind);
  }
  return idle;
}

/**
 * Step 5: a kind the puzzle does not need is given work. Clues are taken away one at a time (a given, a rule
 * of a kind with several, or two cages side by side joined): while the puzzle stays unique the removal is
 * kept (the other clues get weaker); once it is not, the kind's clues drawn at first are put back one by one
 * until it is unique again, and thinned once more. The puzzle without the clue just taken away is not
 * unique, so what carries it now is the kind. Clues near the kind's are taken first (there its clues can
 * stand in for them); twelve removals a kind at most; the caller checks the result
 * again. Killer cages and the rules that stay whole have no clues to put back.
 */
function makeKindsMatter(
  draft: Draft,
  idle: readonly GeneratedRuleKind[],
  geometry: Geometry,
  solution: Uint8Array,
  random: Random,
  check: (geometry: Geometry, changed?: readonly number[]) => Verdict,
  build: () => Geometry,
): void {
  for (const kind of idle) {
    for (let tries = 0; tries < 12; tries++) {
      const spare = draft.drawn.filter((r) => r.type === kind && !draft.items.includes(r));
      if (spare.length === 0) break;
      const near = new Set(spare.flatMap((r) => ruleCells(geometry, r)));
      const undo = weakenOnce(draft, kind, geometry, solution, random, near);
      if (undo === undefined) break;
      const weaker = check(build());
      if (weaker.stopped) return;
      if (weaker.ok) continue;
      // The kind's clues put back one at a time until the puzzle is unique again: proving uniqueness is the
      // dear part of a check, so putting all back and thinning them again (a proof each) costs more.
      const before = draft.items;
      let ok = false;
      for (const rule of random.shuffle(spare)) {
        draft.items = [...draft.items, rule];
        const verdict = check(build());
        if (verdict.stopped) return;
        if ((ok = verdict.ok)) break;
      }
      if (ok) {
        thinItems(draft, geometry, random, check, build, kind);
        break;
      }
      draft.items = before;
      undo();
    }
  }
}

/**
 * One clue taken away for makeKindsMatter, drawn at random among the givens, the rules of kinds other than
 * `kind` that have several, and the pairs of cages side by side that may be joined (no digit twice, five cells
 * at most), those touching `near` when there are such; the function that puts it back, or undefined when
 * there is none.
 */
function weakenOnce(
  draft: Draft,
  kind: GeneratedRuleKind,
  geometry: Geometry,
  solution: Uint8Array,
  random: Random,
  near: ReadonlySet<number>,
): (() => void) | undefined {
  const moves: (() => () => void)[] = [];
  const nearby: (() => () => void)[] = [];
  const add = (cells: readonly number[], move: () => () => void): void => {
    moves.push(move);
    if (cells.some((c) => near.has(c))) nearby.push(move);
  };
  for (const [c, d] of draft.givens.entries()) {
    if (d === 0) continue;
    add([c], () => {
      draft.givens[c] = 0;
      return () => {
        draft.givens[c] = d;
      };
    });
  }
  for (const rule of draft.items) {
    if (rule.type === kind || !draft.items.some((r) => r !== rule && r.type === rule.type)) continue;
    add(ruleCells(geometry, rule), () => {
      const before = draft.items;
      draft.items = before.filter((r) => r !== rule);
      return () => {
        draft.items = before;
      };
    });
  }
  const most = Math.min(5, geometry.size - 1);
  const cageOf = new Int32Array(geometry.cellCount).fill(-1);
  for (const [k, cells] of draft.cages.entries()) for (const c of cells) cageOf[c] = k;
  const joined = new Set<string>();
  for (const [k, cells] of draft.cages.entries()) {
    for (const c of cells) {
      for (const n of cellNeighbours(geometry, c)) {
        const j = cageOf[n] ?? -1;
        const other = draft.cages[j];
        if (j <= k || other === undefined || joined.has(`${k},${j}`) || cells.length + other.length > most) continue;
        const digits = new Set(cells.map((x) => solution[x]));
        if (other.some((x) => digits.has(solution[x]))) continue;
        joined.add(`${k},${j}`);
        add([...cells, ...other], () => {
          const before = draft.cages;
          draft.cages = before.filter((_, i) => i !== k && i !== j).concat([[...cells, ...other]]);
          return () => {
            draft.cages = before;
          };
        });
      }
    }
  }
  const from = nearby.length > 0 ? nearby : moves;
  if (from.length === 0) return undefined;
  return from[random.below(from.length)]?.();
}
