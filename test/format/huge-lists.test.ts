/**
 * The readers take inputs with lists longer than a call can take as arguments and refuse them with a reason
 * (an InvalidInputError, exit 2), never an internal error: an f-puzzles file of some 100,000 killer cages
 * ended in "Maximum call stack size exceeded" (exit 4), from spreading the cages into a push before the size
 * check; a SudokuPad puzzle or a canvas text with that many rows did the same through Math.max(...rows).
 * 400,000 items: past the limit whatever the stack (about 120,000 arguments on Node 20's default one).
 * test/lint/spread-calls.test.ts keeps such spreads out of src/.
 */
import { describe, expect, it } from "vitest";
import { layoutsOfShape } from "../../src/format/canvas-text/read-canvas-text.js";
import { fromFpuzzles } from "../../src/format/fpuzzles/read-fpuzzles.js";
import { fromScl } from "../../src/format/sudokupad/read-scl.js";
import { InvalidInputError } from "../../src/model/errors.js";

const MANY = 400_000;

describe("lists longer than a call's arguments", () => {
  it("f-puzzles: 400,000 killer cages are read one by one (the size check refuses them later)", () => {
    const data = {
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
      killercage: Array.from({ length: MANY }, (_, i) => ({ cells: [`R${1 + (i % 9)}C${1 + (Math.floor(i / 9) % 9)}`], value: "5" })),
    };
    const read = fromFpuzzles(data);
    const layout = read.document.layout;
    expect(typeof layout === "object" && layout.rules?.length).toBe(MANY);
  });

  it("SudokuPad: a canvas of 400,000 rows of 3 is refused by the canvas cap, with a reason", () => {
    const data = { cells: Array.from({ length: MANY }, () => [{}, {}, {}]) };
    expect(() => fromScl(data)).toThrow(InvalidInputError);
    expect(() => fromScl(data)).toThrow(/more than the \d+ canvas positions allowed/);
  });

  it("canvas text: 400,000 rows match no built-in layout", () => {
    expect(layoutsOfShape(Array.from({ length: MANY }, () => "........."))).toEqual([]);
  });
});
