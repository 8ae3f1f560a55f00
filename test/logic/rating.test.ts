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
import { levelOf, rateSolve } from "../../src/logic/rating.js";
import { stepDifficulty } from "../../src/model/step-contract.js";
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

  it("the hardest step sets the difficulty and the level; a stuck solve says how far logic got", () => {
    const puzzle = loadPuzzleFile("puzzles/classic-seed.json");
    const result = solveLogically(puzzle.model);
    const rating = rateSolve(result);
    const byName = new Map(result.techniques.map((t) => [t.name, t]));
    const hardestOf = (steps: typeof result.steps): number =>
      Math.max(
        0,
        ...steps.map((s) => {
          const t = byName.get(s.technique);
          if (t === undefined) throw new Error(`a step of ${s.technique}, which is not among the solve's techniques`);
          return stepDifficulty(s, t);
        }),
      );
    expect(rating.difficulty).toBe(Math.round(hardestOf(result.steps) * 10) / 10);
    expect(rating.level).toBe(levelOf(rating.difficulty));
    // The hardest step's technique is named: the first step whose difficulty is the rating's.
    const first = result.steps.find((s) => stepDifficulty(s, byName.get(s.technique)!) === hardestOf(result.steps));
    expect(rating.hardest).toBe(first?.technique);
    expect(rating.hardest).not.toBe("naked single");
    expect(Object.values(rating.techniques).reduce((a, b) => a + b, 0)).toBe(result.steps.length);

    // Without the forcing chains and nets (maxDifficulty), which solve it, this puzzle gets stuck.
    const stuck = solveLogically(
      {
        geometry,
        givens: Uint8Array.from("12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8", (ch) => (ch === "." ? 0 : Number(ch))),
      },
      { maxDifficulty: 6.9 },
    );
    expect(stuck.outcome).toBe("stuck");
    const r = rateSolve(stuck);
    expect(r).toMatchObject({ level: "needs search", solvedByLogic: false });
    expect(r.difficulty).toBe(Math.round(hardestOf(stuck.steps) * 10) / 10);
  });

  it("the levels are ranges of the difficulty: each ceiling in its level, just above it in the next", () => {
    expect([1.0, 2.5, 2.6, 3.9, 4.0, 6.0, 6.5, 8.0, 8.3, 11.9].map(levelOf)).toEqual([
      "easy",
      "easy",
      "medium",
      "medium",
      "hard",
      "hard",
      "expert",
      "expert",
      "extreme",
      "extreme",
    ]);
  });

  it("the techniques are ordered easiest first, by difficulty", () => {
    for (let i = 1; i < TECHNIQUES.length; i++) {
      const [a, b] = [TECHNIQUES[i - 1], TECHNIQUES[i]];
      expect(a.difficulty <= b.difficulty).toBe(true);
    }
  });
});
