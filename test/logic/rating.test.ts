/**
 * The rating against a reference people use: qqwing's own levels (test/fixtures/qqwing, made once with
 * Debian's qqwing). qqwing's simple and easy puzzles need singles only, intermediate ones need the
 * intersections and subsets, expert ones more; the levels here must line up with that.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically } from "../../src/logic/engine.js";
import { SEARCH_WEIGHT, rateSolve } from "../../src/logic/rating.js";
import { TECHNIQUES } from "../../src/logic/techniques.js";
import { projectRoot } from "../support/fixtures.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const geometry = buildGeometry(BUILTIN_LAYOUTS.single);

function levelsOf(set: string): Record<string, number> {
  const lines = readFileSync(`${projectRoot}test/fixtures/qqwing/qqwing-${set}.txt`, "utf8")
    .split("\n")
    .filter((l) => /^[.1-9]{81}$/.test(l));
  expect(lines).toHaveLength(50);
  const levels: Record<string, number> = {};
  for (const l of lines) {
    const givens = Uint8Array.from(l, (ch) => (ch === "." ? 0 : Number(ch)));
    const { level } = rateSolve(solveLogically({ geometry, givens }));
    levels[level] = (levels[level] ?? 0) + 1;
  }
  return levels;
}

describe("rating", () => {
  it("lines up with qqwing's levels: simple and easy are easy, intermediate is medium, expert is harder", () => {
    expect(levelsOf("simple")).toEqual({ easy: 50 });
    expect(levelsOf("easy")).toEqual({ easy: 50 });
    expect(levelsOf("intermediate")).toEqual({ medium: 50 });
    const expert = levelsOf("expert");
    expect(expert.easy ?? 0).toBe(0);
    expect(expert.medium ?? 0).toBe(0);
  });

  it("the hardest technique used sets the level; the score sums the weights, plus SEARCH_WEIGHT per open cell when stuck", () => {
    const puzzle = loadPuzzleFile("puzzles/classic-seed.json");
    const result = solveLogically(puzzle.model);
    const rating = rateSolve(result);
    const byName = new Map(TECHNIQUES.map((t) => [t.name, t]));
    expect(rating.score).toBe(result.steps.reduce((n, s) => n + (byName.get(s.technique)?.weight ?? NaN), 0));
    const levels = ["easy", "medium", "hard", "expert", "extreme"];
    const hardest = Math.max(...result.steps.map((s) => levels.indexOf(byName.get(s.technique)?.level ?? "")));
    expect(rating.level).toBe(levels[hardest]);
    expect(Object.values(rating.techniques).reduce((a, b) => a + b, 0)).toBe(result.steps.length);

    const stuck = solveLogically({
      geometry,
      givens: Uint8Array.from("12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8", (ch) => (ch === "." ? 0 : Number(ch))),
    });
    expect(stuck.outcome).toBe("stuck");
    const open = stuck.state.values.filter((v) => v === 0).length;
    const r = rateSolve(stuck);
    expect(r).toMatchObject({ level: "needs search", solvedByLogic: false });
    expect(r.score).toBe(stuck.steps.reduce((n, s) => n + (byName.get(s.technique)?.weight ?? NaN), 0) + SEARCH_WEIGHT * open);
  });

  it("the techniques are ordered easiest first: by level, then weight", () => {
    const levels = ["easy", "medium", "hard", "expert", "extreme"];
    for (let i = 1; i < TECHNIQUES.length; i++) {
      const [a, b] = [TECHNIQUES[i - 1], TECHNIQUES[i]];
      expect(levels.indexOf(a.level) < levels.indexOf(b.level) || (a.level === b.level && a.weight <= b.weight)).toBe(true);
    }
  });
});
