/**
 * Graded hints (api/graded-hint.ts, api/step-hint.ts): level 1 where to look, 2 the technique and its
 * cells, 3 the whole step; worked out from the player's digits and marks, a wrong digit said first; the
 * same in `hint --level` and in the one-call `hint`.
 */
import { describe, expect, it } from "vitest";
import { gradedHint } from "../../src/api/graded-hint.js";
import type { PlayerPosition } from "../../src/api/graded-hint.js";
import { hint } from "../../src/api/hint.js";
import { UsageError } from "../../src/model/errors.js";
import type { Model } from "../../src/model/model.js";
import { solve } from "../../src/strategies/solve.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const loaded = loadPuzzleFile("puzzles/classic-seed.json");
const classic = loaded.model;
const solution = solve(classic, { limit: 2, keep: 1 }).solutions[0] ?? new Uint8Array();

/** The open cells of a model, as 1-based canvas cells with their solution digit. */
function openCells(model: Model, sol: Uint8Array): { row: number; col: number; digit: number }[] {
  const g = model.geometry;
  const out: { row: number; col: number; digit: number }[] = [];
  for (let c = 0; c < g.cellCount; c++) if (model.givens[c] === 0) out.push({ row: (g.cellRow[c] ?? 0) + 1, col: (g.cellCol[c] ?? 0) + 1, digit: sol[c] ?? 0 });
  return out;
}

const open = openCells(classic, solution);

describe("graded hints", () => {
  it("tells more at each level: a unit, then the technique and cells, then the whole step", () => {
    const [one, two, three] = ([1, 2, 3] as const).map((level) => gradedHint(classic, {}, level));
    expect(one?.kind).toBe("step");
    expect(one?.text).toMatch(/^Look at (row|column|box) \d\.$/);
    expect(one?.cells).toHaveLength(9);
    expect(one?.step).toBeUndefined();
    const technique = three?.step?.technique ?? "";
    expect(technique).not.toBe("");
    expect(one?.text.toLowerCase()).not.toContain(technique);
    expect(two?.text.toLowerCase()).toContain(technique);
    expect(two?.text).toMatch(/look at r\dc\d/);
    expect(two?.step).toBeUndefined();
    // Level 3 is the step itself, as `hint` gives it from the givens.
    expect(three?.step).toEqual(hint(loaded).steps[0]);
    expect(three?.text).toBe(three?.step?.text);
  });

  it("a wrong digit is said first, at every level, before any step", () => {
    const [first, second] = open;
    if (first === undefined || second === undefined) throw new Error("no open cells");
    const wrongDigit = (first.digit % 9) + 1;
    const position: PlayerPosition = { digits: [{ ...second }, { row: first.row, col: first.col, digit: wrongDigit }] };
    const name = `r${first.row}c${first.col}`;
    const [one, two, three] = ([1, 2, 3] as const).map((level) => gradedHint(classic, position, level));
    expect(one?.kind).toBe("wrong-digit");
    expect(one?.text).toMatch(/^One of your digits is wrong: look at (box|row|column) \d\.$/);
    expect(one?.cells).toContainEqual({ row: first.row, col: first.col });
    expect(two?.text).toBe(`The ${wrongDigit} at ${name} is wrong.`);
    expect(three?.text).toContain(`The ${wrongDigit} at ${name} is wrong: `);
    // Right digits are not blamed.
    expect(gradedHint(classic, { digits: [second] }, 2).kind).toBe("step");
  });

  it("pencil marks that leave out a cell's digit are said next", () => {
    const [first] = open;
    if (first === undefined) throw new Error("no open cells");
    const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== first.digit);
    const hinted = gradedHint(classic, { marks: [{ row: first.row, col: first.col, digits: others }] }, 2);
    expect(hinted.kind).toBe("wrong-marks");
    expect(hinted.text).toContain(`r${first.row}c${first.col}`);
    expect(gradedHint(classic, { marks: [{ row: first.row, col: first.col, digits: [first.digit, ...others.slice(0, 2)] }] }, 2).kind).toBe("step");
  });

  it("works from the player's digits: one cell left, the step fills it; none left, solved", () => {
    const [last, ...rest] = open;
    if (last === undefined) throw new Error("no open cells");
    const three = gradedHint(classic, { digits: rest }, 3);
    expect(three.step?.placements).toEqual([{ row: last.row, col: last.col, digit: last.digit }]);
    expect(gradedHint(classic, { digits: open }, 1).kind).toBe("solved");
  });

  it("works from the player's marks: on an empty 4x4 (no step from the grid alone) one cell marked with one digit is the step", () => {
    const empty = loadPuzzleFile("puzzles/4x4-sudoku.json").model;
    const blank: Model = { geometry: empty.geometry, givens: new Uint8Array(empty.givens.length) };
    // (Proving the empty grid has no step takes the engine's nets seconds: not asserted here.)
    const marked = gradedHint(blank, { marks: [{ row: 1, col: 1, digits: [3] }] }, 3);
    expect(marked.kind).toBe("step");
    expect(marked.step?.placements).toEqual([{ row: 1, col: 1, digit: 3 }]);
  });

  it("the one-call hint takes a level and a position; a bad level is a usage error", () => {
    const [first] = open;
    if (first === undefined) throw new Error("no open cells");
    const report = hint(loaded, { level: 1, position: { digits: [{ row: first.row, col: first.col, digit: (first.digit % 9) + 1 }] } });
    expect(report.hint?.kind).toBe("wrong-digit");
    expect(report.steps).toEqual([]);
    expect(hint(loaded, { level: 3 }).steps).toHaveLength(1);
    expect(() => hint(loaded, { level: 4 as 3 })).toThrow(UsageError);
  });

  it("hint --level 1|2|3 on the command line", async () => {
    const texts: string[] = [];
    for (const level of ["1", "2", "3"]) {
      const run = await runCapture(["hint", "puzzles/classic-seed.json", "--level", level]);
      expect(run.code).toBe(0);
      texts.push(run.stdout.trim());
    }
    const full = (await runCapture(["hint", "puzzles/classic-seed.json"])).stdout.trim();
    expect(texts[0]).toMatch(/^Look at /);
    expect(texts[2]).toBe(full);
    expect(new Set(texts).size).toBe(3);
    const json = JSON.parse((await runCapture(["hint", "puzzles/classic-seed.json", "--level", "1", "-f", "json"])).stdout) as {
      steps: unknown[];
      hint: { level: number; cells: unknown[] };
    };
    expect(json.steps).toEqual([]);
    expect(json.hint.level).toBe(1);
    expect(json.hint.cells.length).toBeGreaterThan(0);
    const bad = await runCapture(["hint", "puzzles/classic-seed.json", "--level", "4"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--level must be 1, 2 or 3/);
  });
});
