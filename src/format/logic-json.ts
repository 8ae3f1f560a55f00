import type { Geometry } from "../model/geometry.js";
import { digitList, stepText } from "../logic/describe.js";
import type { Rating } from "../logic/rating.js";
import { rateSolve } from "../logic/rating.js";
import type { LogicResult } from "../logic/engine.js";
import { popcount } from "../model/digits.js";
import type { LogicState, Step } from "../model/step-contract.js";

/** A cell in JSON output: canvas row and column, 1-based, as in the error messages. */
export interface CellJson {
  row: number;
  col: number;
}

export interface StepJson {
  technique: string;
  placements: (CellJson & { digit: number })[];
  eliminations: (CellJson & { digits: number[] })[];
  /** The pattern's cells (to highlight). */
  cells: CellJson[];
  /** The pattern's units by name, when it names any. */
  units?: string[];
  /**
   * The chains that prove the step, for chain steps (model/step-contract.ts's Chain): each node's cells and
   * digits, and the link from each node to the next ("strong": one of the two is true, "weak": not both).
   */
  chains?: { nodes: { cells: CellJson[]; digits: number[] }[]; links: ("strong" | "weak")[] }[];
  text: string;
}

export interface ExplainJson {
  solved: boolean;
  steps: StepJson[];
  rating?: Rating;
  /** Where logic stops, when it does before the end (explain only). */
  stuck?: StuckJson;
  /** Where a stop (--timeout, an interrupt) ended the explanation: the steps are those found so far. */
  stopped?: StuckJson;
}

/** Where logic stops: the one-line summary, and every open cell's candidates. */
export interface StuckJson {
  summary: string;
  /** The cells still open. */
  open: number;
  /** Each open cell (canvas row and column, 1-based) and the digits still possible there. */
  candidates: (CellJson & { digits: number[] })[];
}

/** Where logic stops, as JSON: the summary and the candidates of every open cell, in canvas order. */
export function stuckJson(state: LogicState, summary: string): StuckJson {
  const g = state.geometry;
  const candidates: StuckJson["candidates"] = [];
  for (let cell = 0; cell < g.cellCount; cell++) {
    if (state.values[cell] !== 0) continue;
    candidates.push({ ...cellJson(g, cell), digits: digitList(state.candidates[cell] ?? 0) });
  }
  candidates.sort((a, b) => a.row - b.row || a.col - b.col);
  return { summary, open: candidates.length, candidates };
}

function cellJson(geometry: Geometry, cell: number): CellJson {
  return { row: geometry.cellRow[cell]! + 1, col: geometry.cellCol[cell]! + 1 }; // a step's cells are the geometry's
}

/** One step as the JSON of `explain` and `hint`. */
export function stepJson(geometry: Geometry, step: Step): StepJson {
  return {
    technique: step.technique,
    placements: step.placements.map((p) => ({ ...cellJson(geometry, p.cell), digit: p.digit })),
    eliminations: step.eliminations.map((e) => ({ ...cellJson(geometry, e.cell), digits: digitList(e.digits) })),
    cells: step.cells.map((c) => cellJson(geometry, c)),
    ...(step.units.length > 0 ? { units: step.units.map((u) => geometry.units[u]!.name) } : {}), // and so are its units
    ...(step.chains === undefined
      ? {}
      : {
          chains: step.chains.map((chain) => ({
            nodes: chain.nodes.map((n) => ({ cells: n.cells.map((c) => cellJson(geometry, c)), digits: digitList(n.digits) })),
            links: [...chain.links],
          })),
        }),
    text: stepText(geometry, step),
  };
}

/** The rating as the JSON of `rate`: {difficulty, level, hardest?, solvedByLogic, techniques}. */
export function ratingJson(rating: Rating): Rating {
  return {
    difficulty: rating.difficulty,
    level: rating.level,
    ...(rating.hardest === undefined ? {} : { hardest: rating.hardest }),
    solvedByLogic: rating.solvedByLogic,
    techniques: rating.techniques,
  };
}

/**
 * A rating in words: the difficulty on the scale, one decimal, and the level, "7.2 expert (hidden single 20,
 * X-wing 1)"; when logic got stuck, "needs search (logic reached 4.2; ...)".
 */
export function ratingText(rating: Rating): string {
  const used = Object.entries(rating.techniques).map(([name, n]) => `${name} ${n}`);
  const head = rating.solvedByLogic
    ? `${difficultyText(rating.difficulty)} ${rating.level}`
    : `needs search (logic reached ${difficultyText(rating.difficulty)})`;
  return `${head}${used.length > 0 ? ` (${used.join(", ")})` : ""}`;
}

/** A difficulty as the scale writes it: one decimal, "7.2". */
export function difficultyText(difficulty: number): string {
  return difficulty.toFixed(1);
}

/** "logic stops after 12 steps: 51 cells open, 190 candidates; no technique here applies: needs search (logic reached 4.2; ...)". */
export function stuckSummary(steps: number, state: LogicState, rating: Rating): string {
  const { open, candidates } = openAndCandidates(state);
  return `logic stops after ${steps} steps: ${open} cells open, ${candidates} candidates; no technique here applies: ${ratingText(rating)}`;
}

/**
 * "stopped by --timeout after 12 steps: 51 cells open, 190 candidates" (`why`: "stopped by --timeout",
 * "interrupted"): where a stop ended an explanation, which is then not rated.
 */
export function stoppedSummary(why: string, steps: number, state: LogicState): string {
  const { open, candidates } = openAndCandidates(state);
  return `${why} after ${steps} steps: ${open} cells open, ${candidates} candidates`;
}

function openAndCandidates(state: LogicState): { open: number; candidates: number } {
  let open = 0;
  let candidates = 0;
  for (const [cell, d] of state.values.entries()) {
    if (d !== 0) continue;
    open++;
    candidates += popcount(state.candidates[cell] ?? 0);
  }
  return { open, candidates };
}

/**
 * What `explain --format json` prints for a logical solve: the steps, the rating, and where logic stopped
 * (`stuck`) when it did before the end; with the summary line the text form prints. A solve a stop ended
 * (`stoppedBy` says why, e.g. "stopped by --timeout") has the steps found so far and `stopped`, no rating.
 */
export function explainJson(result: LogicResult, stoppedBy?: string): { json: ExplainJson; summary: string } {
  const g = result.state.geometry;
  const steps = result.steps.map((s) => stepJson(g, s));
  if (result.outcome === "stopped") {
    const summary = stoppedSummary(stoppedBy ?? "stopped", result.steps.length, result.state);
    return { json: { solved: false, steps, stopped: stuckJson(result.state, summary) }, summary };
  }
  const rating = rateSolve(result);
  const solved = result.outcome === "solved";
  const summary = solved ? `solved by logic in ${result.steps.length} steps: ${ratingText(rating)}` : stuckSummary(result.steps.length, result.state, rating);
  const json: ExplainJson = {
    solved,
    steps,
    rating: ratingJson(rating),
    ...(solved ? {} : { stuck: stuckJson(result.state, summary) }),
  };
  return { json, summary };
}
