/**
 * `solve --count --timeout` on an empty samurai once printed 0 with --timeout 0.5: the planner spent
 * the time enumerating one outer grid before falling back to search. A stop must report the best lower
 * bound reached; a sparse hub layout goes straight to search.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { choosePlanner } from "../../src/planner/choose-planner.js";
import { DEFAULT_PLANNER_BUDGET } from "../../src/strategies/registry.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { runCapture, tempDir } from "../support/capture-io.js";

interface Reply {
  count: number;
  lowerBound?: boolean;
  stats: { strategy: string; reason: string };
}

describe("counting under a timeout", () => {
  it("an empty samurai, --count --timeout 0.5: search from the start, a positive lower bound, exit 3", async () => {
    const file = join(tempDir(), "empty-samurai.json");
    writeFileSync(file, JSON.stringify({ layout: "samurai", givens: {} }));
    const run = await runCapture(["solve", file, "--count", "--timeout", "0.5", "-f", "json", "--stats"]);
    expect(run.code).toBe(3);
    const reply = JSON.parse(run.stdout) as Reply;
    expect(reply.lowerBound).toBe(true);
    expect(reply.count).toBeGreaterThan(0);
    expect(reply.stats.strategy).toBe("search");
    expect(reply.stats.reason).toMatch(/^outer grid nw has 0 givens: .* search counts$/);
  });

  it("the pre-check leaves the planner to hub puzzles whose outer grids are not sparse, and to a raised budget", () => {
    const seed = loadPuzzleFile("puzzles/samurai-seed-a.json");
    expect(choosePlanner(seed.model, Infinity, DEFAULT_PLANNER_BUDGET).planner).toBe(true);
    const empty = { ...seed.model, givens: new Uint8Array(seed.model.givens.length) };
    expect(choosePlanner(empty, Infinity, DEFAULT_PLANNER_BUDGET).planner).toBe(false);
    expect(choosePlanner(empty, Infinity, 10_000_000).planner).toBe(true);
  });
});
