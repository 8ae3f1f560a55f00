import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { solveReference } from "../reference/reference-solver.js";
import { withinBudget } from "./budget.js";

describe("withinBudget", () => {
  const geometry = buildGeometry(BUILTIN_LAYOUTS.samurai);
  const empty = { geometry, givens: new Uint8Array(geometry.cellCount) };

  it("passes a result that did not run out of its budget through", () => {
    const result = solveSearch(empty, { limit: 1, nodeBudget: 100_000 });
    expect(withinBudget(result)).toBe(result);
  });

  it("discards the case, inside a property, when the search ran out of its node budget", () => {
    const out = fc.check(
      fc.property(fc.constant(empty), (model) => {
        withinBudget(solveSearch(model, { limit: Infinity, nodeBudget: 50 }));
      }),
      { numRuns: 3, maxSkipsPerRun: 2, seed: 1 },
    );
    expect(out.failed).toBe(true); // nothing but discarded cases: fast-check gives up and says so
    expect(out.numSkips).toBeGreaterThan(0);
  });

  it("the naive reference solver stops at its node budget too", () => {
    const result = solveReference(empty, { limit: Infinity, nodeBudget: 1_000 });
    expect(result).toMatchObject({ complete: false, stopReason: "budget" });
    expect(result.stats.nodes).toBeLessThanOrEqual(1_001);
  });
});
