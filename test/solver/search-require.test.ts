/** The search's `require` option (search.ts): extra propagators every solution searched for satisfies. */
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { UsageError } from "../../src/model/errors.js";
import { relationPropagator, supportOf } from "../../src/rules/rule-kind.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { NODE_BUDGET } from "../support/budget.js";

const single = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });

describe("solveSearch require", () => {
  it("only solutions the required propagators allow: beside a given 5 at r1c1, r1c2 holds 4 or 6, with no rule saying so", () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    const consecutive = relationPropagator(
      [0, 1],
      supportOf((d, e) => Math.abs(d - e) === 1),
    );
    const result = solveSearch({ geometry: single, givens }, { limit: 20, keep: 20, require: [consecutive], nodeBudget: NODE_BUDGET });
    expect(result.solutions).toHaveLength(20);
    for (const s of result.solutions) expect([4, 6]).toContain(s[1]);
    // Without it, the first solutions put other digits there.
    const free = solveSearch({ geometry: single, givens }, { limit: 20, keep: 20, nodeBudget: NODE_BUDGET });
    expect(free.solutions.some((s) => s[1] !== 4 && s[1] !== 6)).toBe(true);
  });

  it("a required relation no solution meets leaves none; bad propagators are refused", () => {
    const givens = new Uint8Array(81);
    givens[0] = 5;
    givens[1] = 9;
    const consecutive = relationPropagator(
      [0, 1],
      supportOf((d, e) => Math.abs(d - e) === 1),
    );
    expect(solveSearch({ geometry: single, givens }, { require: [consecutive] })).toMatchObject({ count: 0, complete: true });
    const outOfRange = relationPropagator(
      [0, 81],
      supportOf((d, e) => d !== e),
    );
    expect(() => solveSearch({ geometry: single, givens }, { require: [outOfRange] })).toThrow(UsageError);
    expect(() => solveSearch({ geometry: single, givens }, { require: [{ cells: [0] }] as never })).toThrow(UsageError);
  });
});
