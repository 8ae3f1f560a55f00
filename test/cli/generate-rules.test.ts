/** `generate --rules`: the puzzle's layout carries the rules drawn, its source the seed and the rules; refusals exit 2. */
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/run.js";
import { loadInput } from "../../src/format/load-input.js";
import type { Puzzle } from "../../src/model/schemas.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { generate } from "../../src/api/generate.js";
import { NODE_BUDGET } from "../support/budget.js";
import { captureIo } from "../support/memory-io.js";

describe("combo-sudoku generate --rules", () => {
  it("killer on the 9x9 (seed 4): cages in the inline layout, no givens, unique, the seed and rules in the source", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "killer", "--seed", "4"], io)).toBe(0);
    const text = io.out.join("");
    const input = loadInput(text);
    if (input.kind !== "puzzle") throw new Error("expected a puzzle");
    expect(solveSearch(input.puzzle.model, { limit: 2, nodeBudget: NODE_BUDGET })).toMatchObject({ count: 1, complete: true });
    const doc = JSON.parse(text) as Puzzle;
    expect(doc.source).toMatch(/layout single, seed 4, rules killer, minimal, symmetry none, 0 givens/);
    expect(typeof doc.layout === "object" && doc.layout.name).toBe("single killer");
    // The library's generate makes the same document.
    expect(generate({ layout: "single", rules: ["killer"], seed: 4 }).puzzle.source).toBe(doc.source);
  });

  it("--givens 0: kropki (seed 2) makes a puzzle without givens; X/V alone is refused with the reason, exit 2", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "kropki", "--givens", "0", "--seed", "2"], io)).toBe(0);
    const input = loadInput(io.out.join(""));
    if (input.kind !== "puzzle") throw new Error("expected a puzzle");
    expect(input.puzzle.model.givens.every((d) => d === 0)).toBe(true);
    expect(solveSearch(input.puzzle.model, { limit: 2, nodeBudget: NODE_BUDGET })).toMatchObject({ count: 1, complete: true });
    const xv = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "xv", "--givens", "0"], xv)).toBe(2);
    expect(xv.err.join("")).toMatch(/cannot be unique without givens: renaming the digits \(2 3\)\(7 8\) keeps every X and V/);
  });

  it("an unknown kind gets the nearest name, exit 2", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "killer,thermo"], io)).toBe(2);
    expect(io.err.join("")).toMatch(/unknown rule kind "thermo".*rules can be killer/);
    const typo = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "kiler"], typo)).toBe(2);
    expect(typo.err.join("")).toMatch(/did you mean "killer"/);
  });

  it("--whispers-difference 1 on twin 4x4s (seed 1): every whispers line names it, the source says it; without german-whispers exit 2", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "twin-4", "--rules", "german-whispers", "--whispers-difference", "1", "--seed", "1"], io)).toBe(0);
    const doc = JSON.parse(io.out.join("")) as Puzzle;
    const rules = typeof doc.layout === "object" ? (doc.layout.rules ?? []) : [];
    const lines = rules.filter((r) => r.type === "german-whispers");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.difference).toBe(1);
    expect(doc.source).toMatch(/rules german-whispers, whispers difference 1,/);
    expect(generate({ layout: "twin-4", rules: ["german-whispers"], whispersDifference: 1, seed: 1 }).puzzle.source).toBe(doc.source);
    const without = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "zipper", "--whispers-difference", "4"], without)).toBe(2);
    expect(without.err.join("")).toMatch(/--whispers-difference is for --rules german-whispers/);
  });

  it("text output cannot hold rules: exit 2", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "single", "--rules", "odd", "-f", "text"], io)).toBe(2);
    expect(io.err.join("")).toMatch(/text cannot hold them/);
  });

  it("--timeout ends a long run with exit 3, nothing written", async () => {
    const io = captureIo();
    expect(await runCli(["generate", "-l", "samurai", "--rules", "killer", "--seed", "2", "--timeout", "0.05"], io)).toBe(3);
    expect(io.out.join("")).toBe("");
  });
});
