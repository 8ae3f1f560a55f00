import { describe, expect, it } from "vitest";
import { digHoles } from "../../src/generate/dig-holes.js";
import { createRandom } from "../../src/generate/random.js";
import { solvedLayout } from "../../src/generate/solved-layout.js";
import { symmetryOrbits } from "../../src/generate/symmetry-orbits.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveSearch } from "../../src/strategies/solve-search.js";

describe("digHoles with accept", () => {
  const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
  const orbits = symmetryOrbits(geometry, "none");
  const solution = solvedLayout(geometry, createRandom(3))!;

  it("asks accept only about unique removals, and refills what it refuses", () => {
    let calls = 0;
    const dug = digHoles(geometry, solution, createRandom(4), {
      orbits,
      accept: (givens) => {
        const proof = solveSearch({ geometry, givens }, { limit: 2 });
        expect(proof.count).toBe(1);
        return ++calls % 2 === 0 ? "refill" : "keep";
      },
    });
    expect(dug.finished).toBe(false);
    expect(calls).toBeGreaterThan(10);
    expect(dug.count).toBe(81 - Math.ceil(calls / 2)); // every other one kept
    expect(solveSearch({ geometry, givens: dug.givens }, { limit: 2 }).count).toBe(1);
  });

  it("ends at a finish, keeping that removal", () => {
    let calls = 0;
    const dug = digHoles(geometry, solution, createRandom(4), { orbits, accept: () => (++calls === 5 ? "finish" : "keep") });
    expect(dug.finished).toBe(true);
    expect(calls).toBe(5);
    expect(dug.count).toBe(81 - 5);
  });
});
