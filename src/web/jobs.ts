import type { PlayerPosition } from "../api/graded-hint.js";
import { gradedHint } from "../api/graded-hint.js";
import type { GradedHint, HintLevel } from "../api/step-hint.js";
import { ComboSudokuError, InvalidInputError, formatIssue } from "../model/errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import type { StepJson } from "../format/logic-json.js";
import { ratingText, stepJson } from "../format/logic-json.js";
import { generateAtLevel } from "../generate/generate-level.js";
import { generatePuzzle } from "../generate/generate-puzzle.js";
import { nextStep, solveLogically } from "../logic/engine.js";
import { rateSolve } from "../logic/rating.js";
import { initialState, openCells } from "../logic/state.js";
import type { Level } from "../logic/rating.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import { geometryOf } from "../model/geometry-of.js";
import type { LoadedPuzzle } from "../format/puzzle-json/load-puzzle.js";
import { puzzleFromDocument } from "../format/puzzle-json/load-puzzle.js";
import { parseJson } from "../layout/parse-json.js";
import type { Layout, Puzzle } from "../model/schemas.js";
import type { SolveStatus } from "../model/contract.js";
import { solve } from "../strategies/solve.js";
import { counted } from "../model/counted.js";
import { PUZZLE_SCHEMA_REF } from "./schema-refs.js";

/**
 * The long-running work the page hands to its Web Worker (solve, count, generate, hint, explain), as plain
 * functions of plain messages, so that they are tested in Node and the worker (worker.ts) is only the postMessage glue. Stop is the page
 * terminating the worker: the solver's loops never wait for messages, and a fresh worker costs a few ms.
 */
export type JobRequest =
  | { readonly id: number; readonly kind: "solve"; readonly puzzle: string; readonly limit: number }
  | {
      readonly id: number;
      readonly kind: "generate";
      readonly layout: Layout;
      /** The built-in layout's name, written into the puzzle instead of the layout itself. */
      readonly builtin?: string;
      readonly seed: number;
      readonly symmetry: Symmetry;
      /** Stop at this many givens or fewer; absent: a minimal puzzle. */
      readonly givens?: number;
      /** A puzzle the step engine solves at exactly this level (givens is then ignored). */
      readonly level?: Level;
    }
  /**
   * The next step a person would take from the position (the puzzle's givens: givens and entries); with a
   * level, the graded hint from the player's position (their digits and centre marks) over the givens.
   */
  | { readonly id: number; readonly kind: "hint"; readonly puzzle: string; readonly level?: HintLevel; readonly position?: PlayerPosition }
  /** Every step from the givens, and the rating. */
  | { readonly id: number; readonly kind: "explain"; readonly puzzle: string }
  /** The setter's live verdict: unique, multiple or none (solutions counted up to `limit`), and the rating when unique. */
  | { readonly id: number; readonly kind: "verdict"; readonly puzzle: string; readonly limit: number }
  /** The true candidates: each cell's digits over the solutions, up to `limit` solutions. */
  | { readonly id: number; readonly kind: "candidates"; readonly puzzle: string; readonly limit: number };

export type JobResponse =
  | {
      readonly id: number;
      readonly kind: "solved";
      readonly status: SolveStatus;
      /** Solutions found (a lower bound unless complete). */
      readonly count: number;
      readonly complete: boolean;
      /** The first solution as canvas rows, when there is one. */
      readonly solution?: readonly string[];
      readonly ms: number;
    }
  | { readonly id: number; readonly kind: "generated"; readonly puzzle: string; readonly givens: number; readonly ms: number }
  | { readonly id: number; readonly kind: "failed"; readonly errors: readonly string[] }
  /** As `combo-sudoku hint --format json`: no step when solved, or when no technique applies. */
  | { readonly id: number; readonly kind: "hinted"; readonly solved: boolean; readonly step?: StepJson; readonly hint?: GradedHint }
  /** As `combo-sudoku explain --format json`, with the rating in words (the CLI's). */
  | { readonly id: number; readonly kind: "explained"; readonly solved: boolean; readonly steps: readonly StepJson[]; readonly rating: string }
  | {
      readonly id: number;
      readonly kind: "verdict";
      readonly status: SolveStatus;
      /** Solutions found, up to the limit; `complete` false: there are more. */
      readonly count: number;
      readonly complete: boolean;
      /** When unique: the step engine's rating ("7.2 expert"), or "needs search (logic reached 4.2)". */
      readonly difficulty?: number;
      readonly rating?: string;
    }
  | {
      readonly id: number;
      readonly kind: "candidates";
      /** Solutions seen (all of them when complete). */
      readonly count: number;
      readonly complete: boolean;
      /** Each cell's digits over those solutions: [row, col, mask] (0-based canvas, bit d-1 for digit d). */
      readonly cells: readonly (readonly [number, number, number])[];
    };

/** Sent while a job runs, before its response: how far it got, in words for the status line. */
export interface JobProgress {
  readonly id: number;
  readonly kind: "progress";
  readonly text: string;
}

/** Least time between two progress messages, in ms: enough to see it move, few enough to cost nothing. */
export const PROGRESS_INTERVAL_MS = 200;

/**
 * Runs one job to the end. Errors the user can act on come back as "failed" with the CLI's wording.
 * `progress` hears how a long job is going, at most every PROGRESS_INTERVAL_MS.
 */
export function runJob(request: JobRequest, progress: (p: JobProgress) => void = () => undefined): JobResponse {
  try {
    switch (request.kind) {
      case "solve":
        return solveJob(request);
      case "generate":
        return generateJob(request, progress);
      case "hint":
      case "explain":
        return logicJob(request);
      case "verdict":
        return verdictJob(request);
      case "candidates":
        return candidatesJob(request);
    }
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) return { id: request.id, kind: "failed", errors: e.issues.map(formatIssue) };
    if (e instanceof ComboSudokuError) return { id: request.id, kind: "failed", errors: [e.message] };
    return { id: request.id, kind: "failed", errors: [`internal error: ${e instanceof Error ? e.message : String(e)}`] };
  }
}

function solveJob(request: Extract<JobRequest, { kind: "solve" }>): JobResponse {
  const { model } = readPuzzle(request.puzzle);
  const result = solve(model, { limit: Math.max(2, request.limit), keep: 1 });
  const first = result.solutions[0];
  return {
    id: request.id,
    kind: "solved",
    status: result.status,
    count: result.count,
    complete: result.complete,
    ...(first === undefined ? {} : { solution: canvasRows(model.geometry, first) }),
    ms: result.stats.ms,
  };
}

function generateJob(request: Extract<JobRequest, { kind: "generate" }>, progress: (p: JobProgress) => void): JobResponse {
  const started = performance.now();
  const geometry = geometryOf(request.layout);
  let reported = started;
  const onProgress = (attempt: number, givens: number): void => {
    const now = performance.now();
    if (now - reported < PROGRESS_INTERVAL_MS) return;
    reported = now;
    progress({ id: request.id, kind: "progress", text: `attempt ${attempt}, ${counted(givens, "given")} so far` });
  };
  const made =
    request.level === undefined
      ? generatePuzzle(geometry, {
          seed: request.seed,
          symmetry: request.symmetry,
          ...(request.givens === undefined ? {} : { givens: request.givens }),
          onProgress,
        })
      : generateAtLevel(geometry, { seed: request.seed, symmetry: request.symmetry, level: request.level, onProgress });
  const label = request.builtin ?? request.layout.name;
  const doc: Puzzle = {
    $schema: PUZZLE_SCHEMA_REF,
    title: `${label} puzzle`,
    source: `combo-sudoku web: layout ${label}, seed ${request.seed}, symmetry ${request.symmetry}${request.level === undefined ? "" : `, level ${request.level}`}`,
    layout: request.builtin ?? request.layout,
    givens: canvasRows(geometry, made.givens),
  };
  return { id: request.id, kind: "generated", puzzle: JSON.stringify(doc), givens: made.stats.givens, ms: performance.now() - started };
}

/** Hint and explain: the step engine on the puzzle, as the CLI's hint and explain see it. */
function logicJob(request: Extract<JobRequest, { kind: "hint" | "explain" }>): JobResponse {
  const { model } = readPuzzle(request.puzzle);
  if (request.kind === "hint" && request.level !== undefined) {
    const hint = gradedHint(model, request.position ?? {}, request.level);
    return { id: request.id, kind: "hinted", solved: hint.kind === "solved", ...(hint.step === undefined ? {} : { step: hint.step }), hint };
  }
  if (request.kind === "hint") {
    const state = initialState(model);
    const solved = openCells(state) === 0;
    const step = solved ? undefined : nextStep(state);
    return { id: request.id, kind: "hinted", solved, ...(step === undefined ? {} : { step: stepJson(model.geometry, step) }) };
  }
  const result = solveLogically(model);
  return {
    id: request.id,
    kind: "explained",
    solved: result.outcome === "solved",
    steps: result.steps.map((step) => stepJson(model.geometry, step)),
    rating: ratingText(rateSolve(result)),
  };
}

/** Unique, multiple or none, counted up to the limit; when unique, the step engine's rating (as `rate`). */
function verdictJob(request: Extract<JobRequest, { kind: "verdict" }>): JobResponse {
  const { model } = readPuzzle(request.puzzle);
  const result = solve(model, { limit: Math.max(2, request.limit), keep: 0 });
  const base = { id: request.id, kind: "verdict", status: result.status, count: result.count, complete: result.complete } as const;
  if (result.status !== "unique") return base;
  const rating = rateSolve(solveLogically(model, { knownUnique: true }));
  return { ...base, difficulty: rating.difficulty, rating: ratingText(rating) };
}

/** Every cell's digits over the solutions (at most `limit` of them), streamed: none is kept. */
function candidatesJob(request: Extract<JobRequest, { kind: "candidates" }>): JobResponse {
  const { model } = readPuzzle(request.puzzle);
  const { geometry } = model;
  const masks = new Uint32Array(geometry.cellCount);
  const result = solve(model, {
    strategy: "search",
    limit: Math.max(1, request.limit),
    keep: 0,
    onSolution: (solution) => {
      for (let cell = 0; cell < masks.length; cell++) masks[cell]! |= 1 << (solution[cell]! - 1); // one digit per cell
    },
  });
  const cells = [...masks].map((mask, cell) => [geometry.cellRow[cell]!, geometry.cellCol[cell]!, mask] as const); // one entry per cell
  return { id: request.id, kind: "candidates", count: result.count, complete: result.complete, cells };
}

/**
 * The puzzle of a job: always a puzzle document the page wrote (puzzle-document.ts) from a state its own
 * loader had accepted (check-state.ts runs the whole loader, schema included, before a job is sent), so
 * read here with the loader's layout and givens checks and words, without the schema's validators (90 KB
 * raw, a second copy in the page) or the readers of other formats, which made the page's bundle bigger.
 */
function readPuzzle(text: string): LoadedPuzzle {
  const data = parseJson(text);
  if (typeof data !== "object" || data === null || !("layout" in data) || !("givens" in data)) {
    throw new InvalidInputError([{ message: "a job's puzzle is not a puzzle document" }]);
  }
  return puzzleFromDocument(data as Puzzle, "json", {});
}
