import type { Geometry } from "../../model/geometry.js";
import type { SolveStatus } from "../../model/contract.js";
import { canvasRows } from "../canvas-rows.js";
import { gridStrings } from "../grid-strings.js";

/**
 * JSON Lines of puzzles: one puzzle document (the puzzle file's JSON, any layout) on each line, as
 * `generate --count K` writes them, read back by `solve` as a batch. This home reads the form (tells a
 * JSON Lines input from a JSON document) and writes each line's answer.
 *
 * Told apart from a JSON document by its first line: a complete JSON object on a line of its own, with
 * another puzzle line after it (a pretty-printed document's first line, "{", is not complete; a one-line
 * document with nothing after it is read as the one puzzle it is, which comes to the same).
 */
export function isPuzzleJsonLine(trimmed: string): boolean {
  if (!trimmed.startsWith("{") || !trimmed.endsWith("}")) return false;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** One line's answer. The status words are the CLI's one vocabulary. */
export interface PuzzleLineAnswer {
  readonly line: number;
  readonly status: SolveStatus | "invalid";
  /** The first solution found (for unique and multiple), with the geometry to write it. */
  readonly solution?: { readonly geometry: Geometry; readonly digits: Uint8Array };
  readonly reason?: string;
  readonly nodes?: number | undefined;
  readonly ms?: number | undefined;
}

/** The JSON Lines form: {line, status, solution: {grids, canvas} | null, reason?, nodes?, ms?}. */
export function puzzleLineJson(answer: PuzzleLineAnswer): string {
  const { line, status, solution, reason, nodes, ms } = answer;
  const shown =
    solution === undefined ? null : { grids: gridStrings(solution.geometry, solution.digits), canvas: canvasRows(solution.geometry, solution.digits) };
  return `${JSON.stringify({ line, status, solution: shown, ...(reason === undefined ? {} : { reason }), ...(nodes === undefined ? {} : { nodes, ms }) })}\n`;
}

/**
 * The text form: a "# line N: status" heading, then the solution's canvas rows (none for a line without
 * one), and a blank line after each block, so that blocks are easy to tell apart and to cut out.
 */
export function puzzleLineText(answer: PuzzleLineAnswer): string {
  const { line, status, solution } = answer;
  const rows = solution === undefined ? [] : canvasRows(solution.geometry, solution.digits);
  return `${[`# line ${line}: ${status}`, ...rows].join("\n")}\n\n`;
}

/** The solution as one CSV field: the canvas rows joined by "/" (spaces where no grid covers kept). */
export function solutionField(answer: PuzzleLineAnswer): string | undefined {
  return answer.solution === undefined ? undefined : canvasRows(answer.solution.geometry, answer.solution.digits).join("/");
}
