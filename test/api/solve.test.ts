/** solve in one call: any form the CLI reads, a model, or a batch; the CLI's answer. */
import { describe, expect, it } from "vitest";
import type { Answers } from "../../src/api/answers.js";
import { isAnswers } from "../../src/api/answers.js";
import { solve } from "../../src/api/solve.js";
import { writeAs } from "../../src/format/interchange/write-as.js";
import type { SolveResult } from "../../src/model/contract.js";
import { InvalidInputError, UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { CLASH, LINE, NONE } from "./lines.js";

function one(result: SolveResult | Answers<SolveResult>): SolveResult {
  if (isAnswers(result)) throw new Error("one puzzle expected, got a batch");
  return result;
}

describe("solve in one call", () => {
  it("solves a line as the CLI does: the same status and solution", async () => {
    const cli = (await runCapture(["solve", LINE, "-f", "text"])).stdout.replace(/\n/g, "");
    const result = one(solve(LINE));
    expect(result.status).toBe("unique");
    expect(result.count).toBe(1);
    expect(Array.from(result.solutions[0] ?? []).join("")).toBe(cli);
  });

  it("takes every form: our JSON as text and object, f-puzzles JSON, a SudokuPad link, a loaded puzzle, a model", () => {
    const loaded = loadPuzzleFile("puzzles/classic-seed.json");
    const expected = Array.from(one(solve(loaded)).solutions[0] ?? []);
    for (const form of [
      writeAs(loaded, "json").text,
      JSON.parse(writeAs(loaded, "json").text) as object,
      JSON.parse(writeAs(loaded, "fpuzzles").text) as object,
      writeAs(loaded, "sudokupad").text,
      loaded.model,
    ]) {
      expect(Array.from(one(solve(form)).solutions[0] ?? [])).toEqual(expected);
    }
  });

  it("passes the solver's options on and keeps the reader's out: limit, keep, a node budget", () => {
    const result = one(solve(".".repeat(81), { limit: 5, keep: 2, file: "empty.txt" }));
    expect(result).toMatchObject({ status: "multiple", count: 5, complete: false, stopReason: "limit" });
    expect(result.solutions).toHaveLength(2);
    expect(one(solve(".".repeat(81), { limit: Infinity, keep: 0, nodeBudget: 50 })).stopReason).toBe("budget");
  });

  it("a batch text gives the answers, line by line, as solve FILE -f json does", async () => {
    const text = `${LINE}\n${NONE}\n${CLASH}\n`;
    const cli = (await runCapture(["solve", "-", "-f", "json"], { stdin: text })).stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { line: number; status: string });
    const answers = solve(text);
    if (!isAnswers(answers)) throw new Error("a batch expected");
    const got: { line: number; status: string }[] = [];
    for await (const a of answers) got.push({ line: a.line, status: "result" in a ? a.result.status : "invalid" });
    expect(got).toEqual(cli.map(({ line, status }) => ({ line, status })));
    expect(got.map((g) => g.status)).toEqual(["unique", "none", "invalid"]);
  });

  it("a list of puzzles gives the answers in order", async () => {
    const statuses: string[] = [];
    for await (const a of solve([LINE, { layout: "single", givens: { main: NONE } }])) if ("result" in a) statuses.push(a.result.status);
    expect(statuses).toEqual(["unique", "none"]);
  });

  it("a bad puzzle is an InvalidInputError listing its problems; a bad option a UsageError", () => {
    expect(() => solve(CLASH)).toThrow(InvalidInputError);
    expect(() => solve(LINE, { limit: -1 })).toThrow(UsageError);
  });
});
