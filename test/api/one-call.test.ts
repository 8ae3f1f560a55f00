/** The library's one-call functions return what the CLI's JSON holds, for a puzzle in any form. */
import { describe, expect, it } from "vitest";
import { explain } from "../../src/api/explain.js";
import { generate } from "../../src/api/generate.js";
import { hint } from "../../src/api/hint.js";
import { rate } from "../../src/api/rate.js";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { LimitError, UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const LINE = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
const HARDEST = "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8";

describe("explain, hint and rate in one call", () => {
  it("explain returns what explain --format json prints, and the status", async () => {
    const cli = JSON.parse((await runCapture(["explain", "-", "-f", "json"], { stdin: `${LINE}\n` })).stdout) as object;
    expect(explain(LINE)).toEqual({ status: "unique", ...cli });
    const stuck = JSON.parse((await runCapture(["explain", "-", "-f", "json"], { stdin: `${HARDEST}\n` })).stdout) as object;
    expect(explain(HARDEST)).toEqual({ status: "unique", ...stuck });
  });

  it("hint and rate return what hint and rate --format json print", async () => {
    const cliHint = JSON.parse((await runCapture(["hint", "-", "-f", "json"], { stdin: `${LINE}\n` })).stdout) as object;
    expect(hint(LINE)).toEqual({ status: "unique", ...cliHint });
    const cliRate = JSON.parse((await runCapture(["rate", "puzzles/classic-seed.json", "-f", "json"])).stdout) as object;
    expect(rate(LINE)).toEqual({ status: "unique", ...cliRate });
  });

  it("takes a puzzle in any form: a text of any format, a parsed object (ours or f-puzzles), a loaded puzzle", () => {
    const loaded = loadPuzzleFile("puzzles/classic-seed.json");
    const expected = rate(LINE);
    expect(rate(loaded)).toEqual(expected);
    expect(rate(JSON.parse(writeAs(loaded, "fpuzzles").text) as object)).toEqual(expected);
    expect(rate({ layout: "single", givens: { main: LINE } })).toEqual(expected);
    expect(rate(writeAs(loaded, "sudokupad").text)).toEqual(expected);
  });

  it("no solution: status none and nothing else; a stop: a LimitError", () => {
    const none = `12345678.........9${".".repeat(63)}`;
    expect(explain(none)).toEqual({ status: "none", solved: false, steps: [] });
    expect(rate(none)).toEqual({ status: "none" });
    expect(() => explain(HARDEST, { shouldStop: () => true })).toThrow(LimitError);
  });
});

describe("generate in one call", () => {
  it("without a seed draws one and reports it; the same seed makes the same puzzle", () => {
    const made = generate({ layout: "twin" });
    expect(made.puzzle.source).toBe(`combo-sudoku generate: layout twin, seed ${made.seed}, minimal, symmetry none, ${made.stats.givens} givens`);
    expect(generate({ layout: "twin", seed: made.seed }).puzzle).toEqual(made.puzzle);
    expect(rate(made.puzzle).status).toBe("unique");
  });

  it("matches the CLI's generate byte for byte (without $schema), and makes puzzles at a level", async () => {
    const cli = JSON.parse((await runCapture(["generate", "-l", "samurai", "--seed", "7", "--symmetry", "central"])).stdout) as Record<string, unknown>;
    delete cli.$schema;
    expect(generate({ layout: "samurai", seed: 7, symmetry: "central" }).puzzle).toEqual(cli);
    const hard = generate({ seed: 3, difficulty: "medium" });
    expect(hard.rating?.level).toBe("medium");
    expect(rate(hard.puzzle)).toMatchObject({ level: "medium" });
  });

  it("refuses what the CLI refuses, with the reason", () => {
    expect(() => generate({ layout: "samuria" as "samurai" })).toThrow(/no built-in layout "samuria".*samurai/);
    expect(() => generate({ givens: 30, difficulty: "easy" })).toThrow(UsageError);
  });
});
