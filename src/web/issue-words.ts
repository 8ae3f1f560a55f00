import type { Issue } from "../model/errors.js";
import type { Layout } from "../model/schemas.js";

/**
 * A problem in the page's words: the checker's issue (the CLI's, which name a file's places by JSON
 * pointer and 0-based [row, col] pairs, as the file is written) said the way the page names places, as
 * solvers do: r5c6 (1-based canvas), "rule 6 (palindrome)", "grid ne". Pure.
 *
 *   "/layout/rules/5/cells/2: palindrome cells [4, 5] and [4, 6] must hold ..."
 *   -> "rule 6 (palindrome): palindrome cells r5c6 and r5c7 must hold ..."
 */
export function issueWords(issue: Issue, layout: Pick<Layout, "grids" | "rules">): string {
  const where: string[] = [];
  if (issue.pointer !== undefined && issue.pointer !== "") where.push(pointerWords(issue.pointer, layout));
  if (issue.row !== undefined && issue.col !== undefined) {
    const inGrid =
      layout.grids.length > 1 && issue.grid !== undefined && issue.gridRow !== undefined && issue.gridCol !== undefined
        ? ` (${issue.grid} r${issue.gridRow}c${issue.gridCol})`
        : "";
    where.push(`r${issue.row}c${issue.col}${inGrid}`);
  } else if (issue.grid !== undefined) where.push(`grid ${issue.grid}`);
  // The file's 0-based [row, col] pairs (a clue's row or column may be -1: r0 is the band above, as SudokuPad writes it).
  const message = issue.message
    .replace(/\[(-?\d+), (-?\d+)\](?: \(0-based\))?/g, (_, r: string, c: string) => `r${Number(r) + 1}c${Number(c) + 1}`)
    .replace(/canvas row (\d+), column (\d+)/g, "r$1c$2");
  return where.length === 0 ? message : `${where.join(", ")}: ${message}`;
}

/** "/layout/rules/5/cells/2" -> "rule 6 (palindrome)"; "/layout/grids/1/row" -> "grid ne"; others as words. */
function pointerWords(pointer: string, layout: Pick<Layout, "grids" | "rules">): string {
  const rule = /^\/layout\/rules\/(\d+)/.exec(pointer);
  if (rule !== null) {
    const n = Number(rule[1]);
    const type = layout.rules?.[n]?.type;
    return `rule ${n + 1}${type === undefined ? "" : ` (${type})`}`;
  }
  const grid = /^\/layout\/grids\/(\d+)/.exec(pointer);
  if (grid !== null) {
    const n = Number(grid[1]);
    return `grid ${layout.grids[n]?.id ?? n + 1}`;
  }
  return pointer.slice(1).split("/").join(" ");
}
