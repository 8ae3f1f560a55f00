import { csvRow } from "../csv/batch-csv.js";
import { printable } from "../printable.js";
import type { BatchLine } from "./line-kind.js";
import type { LineOutcome } from "./solve-line.js";

/**
 * One batch line's answer as the output writes it: in text format the 81-digit solution, or the input
 * line unchanged when there is none (but for control characters, as \xHH) (an overlong line writes an empty line, not its cut start); in json
 * format one JSON object a line, {line, status, solution, reason?, nodes?, ms?} (nodes and ms with
 * `stats`); in csv format a row (csv/batch-csv.ts, after its header). Always ends with a newline.
 */
export function writeLine(input: BatchLine, outcome: LineOutcome, format: "pretty" | "text" | "json" | "csv", stats = false): string {
  if (format === "json") {
    const reason = outcome.reason === undefined ? {} : { reason: outcome.reason };
    const effort = stats && outcome.nodes !== undefined ? { nodes: outcome.nodes, ms: outcome.ms } : {};
    return `${JSON.stringify({ line: input.line, status: outcome.status, solution: outcome.solution ?? null, ...reason, ...effort })}\n`;
  }
  if (format === "csv") return csvRow({ line: input.line, ...outcome });
  // An invalid line's control characters written as \xHH (printable.ts): echoed raw, one would steer the terminal.
  return `${outcome.solution ?? (input.overlong === true ? "" : printable(input.text))}\n`;
}
