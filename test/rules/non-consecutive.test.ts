/**
 * Non-consecutive propagation beyond pairs: the units' reasoning (rule-kind.ts unitAdjacencyPropagator),
 * and its effect on the search, counted in nodes (deterministic; speed is in `npm run bench`).
 */
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { NON_CONSECUTIVE } from "../../src/rules/non-consecutive.js";
import { solve } from "../../src/strategies/solve.js";
import { ruleProblems } from "../support/check-rules.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const digits = (m: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (m >> (d - 1)) & 1);

describe("non-consecutive over units", () => {
  const geometry = buildGeometry({ name: "nc", grids: [{ id: "g", row: 0, col: 0 }], rules: [{ type: "non-consecutive" }] });
  const at = (r: number, c: number): number => geometry.canvas[r * geometry.cols + c];
  const run = (cand: Uint16Array): boolean => (NON_CONSECUTIVE.propagators?.({ type: "non-consecutive" }, geometry) ?? []).every((p) => p.propagate(cand));

  it("a row whose 5 can only go beside r0c4 (r0c3, r0c5) takes 4 and 6 from r0c4, no 5 placed yet", () => {
    const cand = new Uint16Array(geometry.cellCount).fill(0x1ff);
    for (let c = 0; c < 9; c++) if (c !== 3 && c !== 5) cand[at(0, c)] &= ~(1 << 4);
    expect(run(cand)).toBe(true);
    expect(digits(cand[at(0, 4)])).toEqual([1, 2, 3, 7, 8, 9]); // 5 was never there
    expect(digits(cand[at(1, 4)])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("a place of 5 itself counts: 5 only at r0c3 or r0c4 takes 4 and 6 from both", () => {
    const cand = new Uint16Array(geometry.cellCount).fill(0x1ff);
    for (let c = 0; c < 9; c++) if (c !== 3 && c !== 4) cand[at(0, c)] &= ~(1 << 4);
    expect(run(cand)).toBe(true);
    expect(digits(cand[at(0, 3)])).toEqual([1, 2, 3, 5, 7, 8, 9]);
    expect(digits(cand[at(0, 4)])).toEqual([1, 2, 3, 5, 7, 8, 9]);
  });

  it("puzzles/non-consecutive.json: unique, checked independently, in at most 10,000 nodes (31,757 pair by pair)", () => {
    const { model, layout } = loadPuzzleFile("puzzles/non-consecutive.json");
    const result = solve(model, { limit: 2 });
    expect(result.status).toBe("unique");
    expect(ruleProblems(layout, model.geometry, result.solutions[0])).toEqual([]);
    console.log(`non-consecutive.json: ${result.stats.nodes} nodes (pair-by-pair propagation alone: 31,757)`);
    expect(result.stats.nodes).toBeLessThanOrEqual(10_000);
  });
});
