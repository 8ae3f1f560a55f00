import { withoutNetsIf } from "../../logic/techniques.js";
import { BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import { solveLogically, techniquesFor } from "../../logic/engine.js";
import { optInTechniques } from "../../logic/opt-in.js";
import { rateSolve } from "../../logic/rating.js";
import type { Geometry } from "../../model/geometry.js";
import { buildGeometry } from "../../model/geometry.js";
import type { Strategy } from "../../strategies/solve.js";
import { difficultyText, ratingJson } from "../logic-json.js";
import { printable } from "../printable.js";
import type { BatchLine } from "./line-kind.js";
import { readLine81 } from "./read-line.js";
import type { LineOutcome } from "./solve-line.js";
import { solveLine } from "./solve-line.js";
import { writeLine } from "./write-line.js";

/** What a batch does with each line: solve it (`solve`), or rate it (`rate`). */
export type LineJob = "solve" | "rate";

let single: Geometry | undefined;

/**
 * Rates one 81-character line: checked by search first (no solution: none; several: multiple, rated as
 * far as logic goes), then solved by the techniques (with `extra`, techniques outside the default list,
 * by name: logic/opt-in.ts) and rated.
 */
export function rateLine(text: string, shouldStop: () => boolean, overlong = false, extra: readonly string[] = []): LineOutcome {
  const solved = solveLine(text, "auto", shouldStop, overlong);
  if (solved.status !== "unique" && solved.status !== "multiple") return solved;
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  const givens = readLine81(single, text, "later");
  if (!(givens instanceof Uint8Array)) return { status: "invalid", reason: givens.reason };
  const result = solveLogically(
    { geometry: single, givens },
    {
      shouldStop,
      techniques: techniquesFor(single, solved.status === "unique", optInTechniques(extra)),
      ...withoutNetsIf(solved.status === "multiple"),
    },
  );
  if (result.outcome === "stopped") return { status: "stopped" };
  return { ...solved, rating: rateSolve(result) };
}

/** The line's job: solveLine (with `stats`, its search nodes and time) or rateLine (with `extra` techniques, by name). */
export function answerLine(
  job: LineJob,
  text: string,
  strategy: Strategy,
  shouldStop: () => boolean,
  overlong = false,
  stats = false,
  extra: readonly string[] = [],
): LineOutcome {
  return job === "rate" ? rateLine(text, shouldStop, overlong, extra) : solveLine(text, strategy, shouldStop, overlong, stats);
}

/**
 * A line's answer as the output writes it. Rated: "PUZZLE DIFFICULTY LEVEL", e.g. "... 7.2 expert" (the
 * level "needs search" hyphenated, so the line splits on spaces, its difficulty how far logic got; the
 * puzzle alone when it was not rated), or in json {line, status, difficulty, level, solvedByLogic,
 * techniques, reason?}. Solved: writeLine.
 */
export function writeAnswer(job: LineJob, input: BatchLine, outcome: LineOutcome, format: "pretty" | "text" | "json" | "csv", stats = false): string {
  if (job === "solve" || format === "csv") return writeLine(input, outcome, format, stats);
  if (format === "json") {
    const rating = outcome.rating === undefined ? {} : ratingJson(outcome.rating);
    const reason = outcome.reason === undefined ? {} : { reason: outcome.reason };
    return `${JSON.stringify({ line: input.line, status: outcome.status, ...rating, ...reason })}\n`;
  }
  const puzzle = input.overlong === true ? "" : printable(input.text.trim()); // an invalid line's control characters as \xHH
  return outcome.rating === undefined ? `${puzzle}\n` : `${puzzle} ${difficultyText(outcome.rating.difficulty)} ${outcome.rating.level.replace(" ", "-")}\n`;
}
