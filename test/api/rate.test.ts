/** rate in one call: what rate --format json prints; any form; JSON Lines rated line by line without a throw. */
import { describe, expect, it } from "vitest";
import type { EachResult } from "../../src/api/answers.js";
import { isAnswers } from "../../src/api/answers.js";
import type { RateReport } from "../../src/api/rate.js";
import { rate } from "../../src/api/rate.js";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { CLASH, LINE, NONE } from "./lines.js";

describe("rate in one call", () => {
  it("returns what rate --format json prints, and the status", async () => {
    const cli = JSON.parse((await runCapture(["rate", "puzzles/classic-seed.json", "-f", "json"])).stdout) as object;
    expect(rate(LINE)).toEqual({ status: "unique", ...cli });
    expect(rate(NONE)).toEqual({ status: "none" });
  });

  it("takes a puzzle in any form: a text of any format, a parsed object (ours or f-puzzles), a loaded puzzle", () => {
    const loaded = loadPuzzleFile("puzzles/classic-seed.json");
    const expected = rate(LINE);
    expect(rate(loaded)).toEqual(expected);
    expect(rate(JSON.parse(writeAs(loaded, "fpuzzles").text) as object)).toEqual(expected);
    expect(rate({ layout: "single", givens: { main: LINE } })).toEqual(expected);
    expect(rate(writeAs(loaded, "sudokupad").text)).toEqual(expected);
  });

  it("JSON Lines (as generate --count writes) are rated line by line as rate FILE -f json does; a bad line is its answer", async () => {
    const doc = (main: string): string => JSON.stringify({ layout: "single", givens: { main } });
    const jsonl = `${doc(LINE)}\n${doc(NONE)}\n${doc(CLASH)}\n`;
    const cli = (await runCapture(["rate", "-", "-f", "json"], { stdin: jsonl })).stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { line: number; status: string; reason?: string });
    const rated = rate(jsonl);
    if (!isAnswers(rated)) throw new Error("JSON Lines are a batch");
    const got: EachResult<RateReport>[] = [];
    for await (const a of rated) got.push(a);
    expect(got.map((a) => a.line)).toEqual(cli.map((c) => c.line));
    const { line: _line, ...first } = cli[0] ?? { line: 0 };
    expect(got[0]).toEqual({ line: 1, result: first });
    expect(got[1]).toEqual({ line: 2, result: { status: "none" } });
    expect(cli[1]?.status).toBe("none");
    expect(got[2]).toMatchObject({ line: 3, error: { exitCode: 2, message: expect.stringMatching(/given 1 appears twice in row 1/) as string } });
    expect(cli[2]).toMatchObject({ status: "invalid", reason: expect.stringMatching(/given 1 appears twice in row 1/) as string });
  });
});
