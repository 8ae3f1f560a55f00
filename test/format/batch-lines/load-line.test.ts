import { describe, expect, it } from "vitest";
import { loadLine } from "../../../src/format/batch-lines/load-line.js";
import { InvalidInputError } from "../../../src/model/errors.js";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

describe("loadLine", () => {
  it("reads 81 characters as the givens of the single layout", () => {
    const p = loadLine(`  ${CLASSIC}\n`);
    expect(p.layoutName).toBe("single");
    expect(p.format).toBe("line");
    expect(Array.from(p.model.givens.slice(0, 5))).toEqual([5, 3, 0, 0, 7]);
  });

  it("says what is wrong with a bad line, naming the file", () => {
    expect(() => loadLine(CLASSIC.slice(1), { file: "x.txt" })).toThrow(/^x\.txt: expected 81 characters, got 80/);
    expect(() => loadLine(`x${CLASSIC.slice(1)}`)).toThrow(InvalidInputError);
    expect(() => loadLine(`55${CLASSIC.slice(2)}`)).toThrow(/appears twice/);
  });
});
