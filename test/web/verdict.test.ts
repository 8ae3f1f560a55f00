import { describe, expect, it } from "vitest";
import { runJob } from "../../src/web/jobs.js";
import { candidateMap, candidatesText, countText, verdictText } from "../../src/web/verdict.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { readText } from "../support/capture-io.js";

describe("the setter's live verdict", () => {
  it("unique with the rating of `rate`, multiple with a bounded count, none", () => {
    const puzzle = readText("puzzles/classic-seed.json");
    const unique = runJob({ id: 1, kind: "verdict", puzzle, limit: 10 });
    expect(unique).toMatchObject({ kind: "verdict", status: "unique", count: 1, complete: true });
    if (unique.kind !== "verdict") throw new Error(unique.kind);
    expect(verdictText(unique)).toMatch(/^unique: \d+\.\d [a-z]+/);
    const open = runJob({ id: 2, kind: "verdict", puzzle: JSON.stringify({ layout: "single", givens: { main: ".".repeat(81) } }), limit: 10 });
    if (open.kind !== "verdict") throw new Error(open.kind);
    expect(verdictText(open)).toBe("multiple: 10+ solutions");
    const row = "12345678.........9".padEnd(81, "."); // r1c9 can only be 9, and r2c9 is
    const none = runJob({ id: 3, kind: "verdict", puzzle: JSON.stringify({ layout: "single", givens: { main: row } }), limit: 10 });
    if (none.kind !== "verdict") throw new Error(none.kind);
    expect(verdictText(none)).toBe("no solution");
    expect(countText(1234, false)).toBe("1,234+");
  });

  it("true candidates: the union of digits over all solutions; a unique puzzle's are its solution", () => {
    const loaded = loadPuzzleFile("puzzles/classic-seed.json");
    const r = runJob({ id: 1, kind: "candidates", puzzle: readText("puzzles/classic-seed.json"), limit: 1000 });
    if (r.kind !== "candidates") throw new Error(r.kind);
    expect(r).toMatchObject({ count: 1, complete: true });
    expect(r.cells.every(([, , mask]) => mask !== 0 && (mask & (mask - 1)) === 0)).toBe(true); // one digit each
    expect(candidatesText(r)).toBe("true candidates over all 1 solution");
    const givens = new Map<string, number>();
    for (const [cell, d] of loaded.model.givens.entries())
      if (d !== 0) givens.set(`${loaded.model.geometry.cellRow[cell]},${loaded.model.geometry.cellCol[cell]}`, d);
    expect(candidateMap(r, givens).size).toBe(81 - givens.size);
    // Two solutions differing in a rectangle (1 2 over 2 1, in two boxes): those four cells have 1 and 2.
    const solution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    const open = [...solution].map((ch, i) => ([0, 1, 27, 28].includes(i) ? "." : ch)).join("");
    const two = runJob({ id: 2, kind: "candidates", puzzle: JSON.stringify({ layout: "single", givens: { main: open } }), limit: 1000 });
    if (two.kind !== "candidates") throw new Error(two.kind);
    expect(two.count).toBe(2);
    const masks = new Map(two.cells.map(([r, c, m]) => [`${r},${c}`, m]));
    expect([masks.get("0,0"), masks.get("0,1"), masks.get("3,0"), masks.get("3,1")]).toEqual([0b11, 0b11, 0b11, 0b11]);
    expect(masks.get("4,4")).toBe(1 << 8); // r5c5 is 9 in both
  });
});
