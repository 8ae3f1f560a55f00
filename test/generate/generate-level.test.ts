import { describe, expect, it } from "vitest";
import { generateAtLevel } from "../../src/generate/generate-level.js";
import { BUILTIN_LAYOUTS, type BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically } from "../../src/logic/engine.js";
import { rateSolve } from "../../src/logic/rating.js";
import type { Level } from "../../src/logic/rating.js";
import { solveSearch } from "../../src/strategies/solve-search.js";

/** Fixed seeds (the generator is deterministic in them); the cases are few because each digs a whole puzzle. */
const CASES: [BuiltinLayoutName, Level, number][] = [
  ["single", "easy", 11],
  ["single", "medium", 12],
  ["single", "hard", 13],
  ["single", "expert", 2],
  ["single", "extreme", 3],
  ["samurai", "medium", 21],
  ["samurai", "hard", 3],
  ["flower", "easy", 1],
];

describe("generateAtLevel", () => {
  it.each(CASES)("%s at %s (seed %i): unique by search, rated as `rate` rates it (knownUnique) at exactly that level", (name, level, seed) => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS[name]);
    const made = generateAtLevel(geometry, { seed, level });
    const proof = solveSearch({ geometry, givens: made.givens }, { limit: 2 });
    expect(proof.count).toBe(1);
    expect(proof.complete).toBe(true);
    expect(Array.from(proof.solutions[0])).toEqual(Array.from(made.solution));
    for (let c = 0; c < geometry.cellCount; c++) if (made.givens[c] !== 0) expect(made.givens[c]).toBe(made.solution[c]);
    const rating = rateSolve(solveLogically({ geometry, givens: made.givens }, { knownUnique: true }));
    expect(rating).toEqual(made.rating);
    expect(rating.level).toBe(level);
    expect(made.stats.attempts).toBeGreaterThanOrEqual(1);
  });

  it("is a function of the seed", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const a = generateAtLevel(geometry, { seed: 5, level: "medium" });
    expect(Array.from(generateAtLevel(geometry, { seed: 5, level: "medium" }).givens)).toEqual(Array.from(a.givens));
    expect(Array.from(generateAtLevel(geometry, { seed: 6, level: "medium" }).givens)).not.toEqual(Array.from(a.givens));
  });

  it("says how the attempts came out when none reaches the level", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    expect(() => generateAtLevel(geometry, { seed: 1, level: "extreme", attempts: 1 })).toThrow(
      /no extreme puzzle in 1 attempts \(seed 1; they came out 1 \w+\)/,
    );
  });
});
