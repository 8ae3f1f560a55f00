import { describe, expect, it } from "vitest";
import { solvedLayout } from "../../src/generate/solved-layout.js";
import type { Random } from "../../src/generate/random.js";
import { createRandom } from "../../src/generate/random.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { InvalidInputError } from "../../src/model/errors.js";
import type { Layout } from "../../src/model/schemas.js";
import { solutionProblems } from "../support/check-solution.js";

/** A seeded generator that throws after `most` draws: a search restarted without end fails the test instead of hanging it. */
function boundedRandom(seed: number, most: number): Random {
  const random = createRandom(seed);
  let draws = 0;
  return {
    ...random,
    nextUint32: () => {
      if (++draws > most) throw new Error(`more than ${most} random draws: the search restarts without end`);
      return random.nextUint32();
    },
  };
}

describe("solvedLayout", () => {
  // A 6x6 under anti-king and anti-knight has no solution, and the search needs a few dozen nodes to
  // prove it: more than a first budget of 4 nodes a try, so only a budget that grows ends it.
  const impossible: Layout = { name: "impossible", size: 6, grids: [{ id: "main", row: 0, col: 0 }], rules: [{ type: "anti-king" }, { type: "anti-knight" }] };

  it("a layout whose rules leave no solution, too large to refute within the first tries' budget: invalid input, not restarts without end", () => {
    expect(() => solvedLayout(buildGeometry(impossible), boundedRandom(7, 100_000), undefined, 4)).toThrow(InvalidInputError);
  });

  it("a layout with solutions, first budget of 4 nodes: a valid solution once the budget has grown", () => {
    const layout: Layout = { name: "anti-king", size: 6, grids: [{ id: "main", row: 0, col: 0 }], rules: [{ type: "anti-king" }] };
    const geometry = buildGeometry(layout);
    const solution = solvedLayout(geometry, boundedRandom(7, 100_000), undefined, 4);
    expect(solution).toBeDefined();
    if (solution !== undefined) expect(solutionProblems(layout, geometry, solution, new Uint8Array(geometry.cellCount))).toEqual([]);
  });
});
