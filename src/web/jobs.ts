import { ComboSudokuError, InvalidInputError, formatIssue } from "../model/errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import { generatePuzzle } from "../generate/generate-puzzle.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import { buildGeometry } from "../model/geometry.js";
import { loadInput } from "../format/load-input.js";
import type { Layout, Puzzle } from "../model/schemas.js";
import type { SolveStatus } from "../model/contract.js";
import { solve } from "../strategies/solve.js";
import { PUZZLE_SCHEMA_REF } from "./puzzle-document.js";

/**
 * The long-running work the page hands to its Web Worker, as plain functions of plain messages, so that
 * they are tested in Node and the worker (worker.ts) is only the postMessage glue. Stop is the page
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
    };

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
  | { readonly id: number; readonly kind: "failed"; readonly errors: readonly string[] };

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
    return request.kind === "solve" ? solveJob(request) : generateJob(request, progress);
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) return { id: request.id, kind: "failed", errors: e.issues.map(formatIssue) };
    if (e instanceof ComboSudokuError) return { id: request.id, kind: "failed", errors: [e.message] };
    return { id: request.id, kind: "failed", errors: [`internal error: ${e instanceof Error ? e.message : String(e)}`] };
  }
}

function solveJob(request: Extract<JobRequest, { kind: "solve" }>): JobResponse {
  const input = loadInput(request.puzzle);
  if (input.kind === "batch") return { id: request.id, kind: "failed", errors: ["a batch of lines is not one puzzle"] };
  const { model } = input.puzzle;
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
  const geometry = buildGeometry(request.layout);
  let reported = started;
  const made = generatePuzzle(geometry, {
    seed: request.seed,
    symmetry: request.symmetry,
    ...(request.givens === undefined ? {} : { givens: request.givens }),
    onProgress: (attempt, givens) => {
      const now = performance.now();
      if (now - reported < PROGRESS_INTERVAL_MS) return;
      reported = now;
      progress({ id: request.id, kind: "progress", text: `attempt ${attempt}, ${givens} givens so far` });
    },
  });
  const label = request.builtin ?? request.layout.name;
  const doc: Puzzle = {
    $schema: PUZZLE_SCHEMA_REF,
    title: `${label} puzzle`,
    source: `combo-sudoku web: layout ${label}, seed ${request.seed}, symmetry ${request.symmetry}`,
    layout: request.builtin ?? request.layout,
    givens: canvasRows(geometry, made.givens),
  };
  return { id: request.id, kind: "generated", puzzle: JSON.stringify(doc), givens: made.stats.givens, ms: performance.now() - started };
}
