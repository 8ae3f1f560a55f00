import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runCli } from "../../src/cli/run.js";
import { loadInput } from "../../src/format/load-input.js";
import type { Puzzle } from "../../src/model/schemas.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { seedArb, smallLayoutArb, symmetryArb } from "../../src/arbitraries/generate.js";
import { captureIo } from "../support/memory-io.js";
import { NODE_BUDGET } from "../support/budget.js";

function expectUniquePuzzle(text: string): Puzzle {
  const input = loadInput(text);
  if (input.kind !== "puzzle") throw new Error("expected a puzzle");
  expect(solveSearch(input.puzzle.model, { limit: 2, nodeBudget: NODE_BUDGET })).toMatchObject({ count: 1, complete: true });
  return JSON.parse(text) as Puzzle;
}

describe("combo-sudoku generate", () => {
  it("an interrupt after the first puzzle keeps what it has: that puzzle written, exit 3", async () => {
    const interrupt = new AbortController();
    const base = captureIo();
    // --stats reports each puzzle on stderr as it is finished: the interrupt comes right after the first.
    const io = {
      ...base,
      interrupt: interrupt.signal,
      stderr: (t: string): void => {
        base.err.push(t);
        if (t.startsWith("seed ")) interrupt.abort();
      },
    };
    expect(await runCli(["generate", "--layout", "single", "--seed", "9", "--count", "3", "--stats"], io)).toBe(3);
    const lines = base.out.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expectUniquePuzzle(lines[0]);
    expect(base.err.join("")).toMatch(/interrupted after 1 of 3 puzzles; those are written/);
  });

  it("an interrupt before any puzzle is finished writes nothing, exit 3", async () => {
    const interrupt = new AbortController();
    interrupt.abort();
    const io = { ...captureIo(), interrupt: interrupt.signal };
    await expect(runCli(["generate", "--layout", "twin", "--seed", "1", "-o", "x.json"], io)).resolves.toBe(3);
    expect(io.files.has("x.json")).toBe(false);
    expect(io.err.join("")).toMatch(/interrupted before the puzzle was finished; nothing written/);
  });

  it("writes a valid puzzle file with one solution, its $schema relative to the file, and how it was made", async () => {
    const io = captureIo({}, ["puzzles"]);
    expect(await runCli(["generate", "--layout", "twin", "--seed", "5", "-o", "puzzles/out.json"], io)).toBe(0);
    const doc = expectUniquePuzzle(io.files.get("puzzles/out.json") ?? "");
    expect(doc.$schema).toBe("../schemas/puzzle.schema.json");
    expect(doc.layout).toBe("twin");
    expect(Array.isArray(doc.givens)).toBe(true);
    expect(doc.source).toMatch(/^combo-sudoku generate: layout twin, seed 5, minimal, symmetry none, \d+ givens$/);
    expect(io.out.join("")).toBe("");
  });

  it("writes --count 3 as three JSON lines, each puzzle with its own seed", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "--layout", "single", "--seed", "9", "--count", "3"], io)).toBe(0);
    const lines = io.out.join("").trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    const docs = lines.map(expectUniquePuzzle);
    expect(docs[0].source).toMatch(/seed 9, puzzle 1 of 3 from seed 9/);
    expect(new Set(docs.map((d) => JSON.stringify(d.givens))).size).toBe(3);
  });

  it("writes files into a directory -o names", async () => {
    const io = captureIo({}, ["out"]);
    expect(await runCli(["generate", "--layout", "single", "--seed", "2", "-n", "2", "-o", "out", "--symmetry", "central"], io)).toBe(0);
    expect([...io.files.keys()].sort()).toEqual(["out/puzzle-001.json", "out/puzzle-002.json"]);
    for (const text of io.files.values()) expectUniquePuzzle(text);
  });

  it("remakes puzzle i of a batch alone from the seed its source records", async () => {
    const batch = captureIo();
    await runCli(["generate", "--layout", "single", "--seed", "3", "-n", "2"], batch);
    const second = JSON.parse(batch.out.join("").trimEnd().split("\n")[1]) as Puzzle;
    const seed = /seed (\d+), puzzle 2/.exec(second.source ?? "")?.[1] ?? "";
    const alone = captureIo();
    await runCli(["generate", "--layout", "single", "--seed", seed], alone);
    expect((JSON.parse(alone.out.join("")) as Puzzle).givens).toEqual(second.givens);
  });

  it("takes a layout file, inlining the layout in the puzzle", async () => {
    const layout = JSON.stringify({
      name: "pair",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 0, col: 6 },
      ],
    });
    const io = captureIo({ "pair.json": layout });
    expect(await runCli(["generate", "--layout", "pair.json", "--seed", "1"], io)).toBe(0);
    const doc = expectUniquePuzzle(io.out.join(""));
    expect(doc.layout).toMatchObject({ name: "pair" });
  });

  it("gives the same bytes for the same seed and options", async () => {
    await fc.assert(
      fc.asyncProperty(smallLayoutArb, symmetryArb, seedArb, async (layout, symmetry, seed) => {
        const args = ["generate", "--layout", layout, "--symmetry", symmetry, "--seed", String(seed)];
        const a = captureIo();
        const b = captureIo();
        await runCli(args, a);
        await runCli(args, b);
        expect(a.out.join("")).toBe(b.out.join(""));
      }),
      { numRuns: 4 },
    );
  });

  it("exits 2 on an unknown layout, an invalid layout file or a bad seed", async () => {
    const io = captureIo({ "bad.json": JSON.stringify({ name: "bad", grids: [{ id: "a", row: 1, col: 0 }] }) });
    expect(await runCli(["generate", "--layout", "nope"], io)).toBe(2);
    expect(io.err.join("")).toMatch(/^nope: no built-in layout or file by this name \(built-in: single, /);
    expect(await runCli(["generate", "--layout", "bad.json"], io)).toBe(2);
    expect(await runCli(["generate", "--layout", "single", "--seed", "-1"], io)).toBe(2);
    expect(await runCli(["generate", "--layout", "single", "--minimal", "--givens", "30"], io)).toBe(2);
  });

  it("exits 3 when --givens cannot be reached, saying how close it got, and writes nothing", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "--layout", "single", "--seed", "1", "--givens", "5", "--attempts", "3", "-o", "x.json"], io)).toBe(3);
    expect(io.err.join("")).toMatch(/could not reach 5 givens in 3 attempts .*the fewest was \d+/);
    expect(io.files.size).toBe(0);
  });

  it("reports stats on stderr", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "--layout", "single", "--seed", "1", "--stats"], io)).toBe(0);
    expect(io.err.join("")).toMatch(/^seed 1: givens \d+, attempts 1, unproven 0, nodes \d{1,3}(,\d{3})*, [\d.,]+ ms\n$/);
  });
});
