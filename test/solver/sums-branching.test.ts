/**
 * Conflict-score branching on a layout with sums (src/solver/search.ts): a published little killer without
 * givens (test/fixtures/third-party/sums, a snipe of sudokutheory.com) is proven unique within a node
 * budget that the fewest-candidates order alone runs past (it took 3,500 nodes with scores, over 70,000
 * without, when measured). Bounded by the budget, never by time.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPuzzleInput } from "../../src/api/puzzle-input.js";
import { solveSearch } from "../../src/strategies/solve-search.js";

const snipe = loadPuzzleInput(
  JSON.parse(readFileSync(new URL("../fixtures/third-party/sums/little-killer-snipe-7.json", import.meta.url), "utf8")) as object,
).model;

describe("branching on layouts with sums", () => {
  it("proves a hard little killer unique within 20,000 nodes", () => {
    const result = solveSearch(snipe, { limit: 2, nodeBudget: 20_000 });
    expect(result.complete).toBe(true);
    expect(result.count).toBe(1);
    expect(result.stats.nodes).toBeLessThan(20_000);
  });
});
