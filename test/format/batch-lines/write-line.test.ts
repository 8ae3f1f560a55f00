import { describe, expect, it } from "vitest";
import { writeLine } from "../../../src/format/batch-lines/write-line.js";

const input = { line: 7, text: "1".repeat(81) };
const solution = "5".repeat(81);

describe("writeLine: one batch answer, as the output writes it", () => {
  it("text: the solution, else the input line unchanged, else (overlong) an empty line", () => {
    expect(writeLine(input, { status: "solved", solution }, "text")).toBe(`${solution}\n`);
    expect(writeLine(input, { status: "invalid", reason: "bad" }, "text")).toBe(`${input.text}\n`);
    expect(writeLine({ ...input, overlong: true }, { status: "invalid", reason: "long" }, "text")).toBe("\n");
  });

  it("json: one object a line with line, status, solution (null when none) and the reason when there is one", () => {
    expect(JSON.parse(writeLine(input, { status: "solved", solution }, "json"))).toEqual({ line: 7, status: "solved", solution });
    expect(JSON.parse(writeLine(input, { status: "none", reason: "no solution" }, "json"))).toEqual({ line: 7, status: "none", solution: null, reason: "no solution" });
  });
});
