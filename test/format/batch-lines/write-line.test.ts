import { describe, expect, it } from "vitest";
import { writeLine } from "../../../src/format/batch-lines/write-line.js";

const input = { line: 7, text: "1".repeat(81) };
const solution = "5".repeat(81);

describe("writeLine: one batch answer, as the output writes it", () => {
  it("text: the solution, else the input line unchanged, else (overlong) an empty line", () => {
    expect(writeLine(input, { status: "unique", solution }, "text")).toBe(`${solution}\n`);
    expect(writeLine(input, { status: "invalid", reason: "bad" }, "text")).toBe(`${input.text}\n`);
    expect(writeLine({ ...input, overlong: true }, { status: "invalid", reason: "long" }, "text")).toBe("\n");
  });

  it("json: one object a line with line, status, solution (null when none) and the reason when there is one", () => {
    expect(JSON.parse(writeLine(input, { status: "unique", solution }, "json"))).toEqual({ line: 7, status: "unique", solution });
    expect(JSON.parse(writeLine(input, { status: "none", reason: "no solution" }, "json"))).toEqual({
      line: 7,
      status: "none",
      solution: null,
      reason: "no solution",
    });
  });

  it("json with stats: nodes and ms when the line was searched; csv: a row in the header's order", () => {
    expect(JSON.parse(writeLine(input, { status: "unique", solution, nodes: 3, ms: 0.5 }, "json", true))).toEqual({
      line: 7,
      status: "unique",
      solution,
      nodes: 3,
      ms: 0.5,
    });
    expect(JSON.parse(writeLine(input, { status: "unique", solution, nodes: 3, ms: 0.5 }, "json"))).toEqual({ line: 7, status: "unique", solution });
    expect(writeLine(input, { status: "unique", solution, nodes: 3, ms: 0.5 }, "csv")).toBe(`7,unique,${solution},3,0.500,\r\n`);
  });
});
