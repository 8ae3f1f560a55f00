import type { DiagonalRule, GridPlacement, RegionRule, Rule } from "../../model/schemas.js";
import type { FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { cellName, parseCellName } from "./fpuzzles-types.js";

/**
 * How each combo-sudoku rule maps onto f-puzzles, one entry per rule type, and how each f-puzzles constraint
 * key maps back. Adding a rule type to the layout schema makes `WRITE_RULE` fail to compile until its entry
 * is added ("unsupported" when f-puzzles cannot say it), so a rule is never silently dropped.
 */

/** Writes one rule of the single grid `grid` into `out`. */
type RuleWriter<R extends Rule> = (rule: R, grid: GridPlacement, out: FpuzzlesPuzzle) => void;

export const WRITE_RULE: { readonly [T in Rule["type"]]: RuleWriter<Extract<Rule, { type: T }>> | "unsupported" } = {
  diagonal: (_rule: DiagonalRule, _grid, out) => {
    out["diagonal+"] = true;
    out["diagonal-"] = true;
  },
  region: (rule: RegionRule, grid, out) => {
    out.extraregion ??= [];
    out.extraregion.push({ cells: rule.cells.map(([r = 0, c = 0]) => cellName(r - grid.row, c - grid.col)) }); // [row, col] pairs (the schema)
  },
  // The variant rules of src/rules/ have f-puzzles counterparts (killercage, thermometer, arrow, difference/
  // ratio, xv, odd/even, antiknight, antiking, nonconsecutive, cell regions for jigsaw) whose exact field
  // forms are not yet checked against a public source here: refused by name until they are, never guessed.
  killer: "unsupported",
  jigsaw: "unsupported",
  thermometer: "unsupported",
  arrow: "unsupported",
  kropki: "unsupported",
  xv: "unsupported",
  odd: "unsupported",
  even: "unsupported",
  "anti-knight": "unsupported",
  "anti-king": "unsupported",
  "non-consecutive": "unsupported",
};

/** What reading an f-puzzles constraint key gives: rules of the grid "main" at (0, 0), or why not. */
export type KeyReading = { readonly rules: readonly Rule[] } | { readonly problem: string };

/**
 * Readers of the f-puzzles constraint keys combo-sudoku can express, for the grid "main" at canvas (0, 0).
 * A key read here is consumed whole; `diagonal+` and `diagonal-` are read together (both: a diagonal rule;
 * one alone: a region rule of its nine cells, which says the same).
 */
export const READ_KEY: Readonly<Record<string, (value: unknown, puzzle: Readonly<FpuzzlesPuzzle>) => KeyReading>> = {
  "diagonal+": (value, puzzle) => (value !== true ? { rules: [] } : puzzle["diagonal-"] === true ? { rules: [] } : { rules: [diagonalRegion("+")] }),
  "diagonal-": (value, puzzle) =>
    value !== true ? { rules: [] } : puzzle["diagonal+"] === true ? { rules: [{ type: "diagonal", grid: "main" }] } : { rules: [diagonalRegion("-")] },
  extraregion: (value) => {
    if (!Array.isArray(value)) return { problem: "extraregion is not a list" };
    const rules: Rule[] = [];
    for (const [i, region] of value.entries()) {
      const cells = (region as { cells?: unknown } | null)?.cells;
      const parsed = Array.isArray(cells) ? cells.map(parseCellName) : [];
      if (parsed.length !== 9 || parsed.some((p) => p === undefined)) {
        return { problem: `extraregion ${i + 1} is not nine cells named R1C1..R9C9 (combo-sudoku regions hold 1-9 once)` };
      }
      rules.push({ type: "region", cells: parsed as [number, number][] });
    }
    return { rules };
  },
};

/** Top-level keys that carry no constraint: read elsewhere (size, grid, title) or metadata ignored. */
export const NON_CONSTRAINT_KEYS: ReadonlySet<string> = new Set([
  "size",
  "grid",
  "title",
  "author",
  "ruleset",
  "solution",
  "disabledlogic",
  "truecandidatesoptions",
]);

/** Whether an f-puzzles constraint value actually constrains anything (`false` and `[]` do not). */
export function isPresent(value: unknown): boolean {
  return !(value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0));
}

function diagonalRegion(which: "+" | "-"): RegionRule {
  const cells: [number, number][] = [];
  for (let i = 0; i < 9; i++) cells.push(which === "-" ? [i, i] : [i, 8 - i]);
  return { type: "region", cells };
}
