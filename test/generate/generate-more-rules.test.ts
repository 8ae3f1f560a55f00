/**
 * generate --rules for lunchboxes, rellik cages, anti-taxicab, parity, lockout and sum lines
 * (draw-more-rules.ts, global-rules.ts): each puzzle proved unique by search (counting to two, bounded), its
 * solution checked against its rules by the independent checker, every kind asked for in it and needed.
 * Seeds from fast-check (replayable: COMBO_SEED) or fixed in the test names; node budgets on every search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { UsageError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { expectKindsMatter, expectSound, SAMURAI_4, SIX } from "../support/generated-checks.js";

/** A plain 4x4 (boxes 2x2): the smallest size. */
const FOUR: Layout = { name: "four", size: 4, grids: [{ id: "g", row: 0, col: 0 }] };

describe("every kind asked for is in the puzzle and matters", () => {
  const cases: [Layout, string[]][] = [
    [SIX, ["lunchbox"]],
    [BUILTIN_LAYOUTS.single, ["rellik"]],
    [BUILTIN_LAYOUTS.single, ["parity-line"]],
    [SIX, ["lockout-line"]],
    [SIX, ["anti-taxicab"]],
    [SIX, ["sum-line"]],
    [SIX, ["anti-taxicab", "parity-line"]],
    [SIX, ["rellik", "lockout-line"]],
    [SIX, ["lunchbox", "sum-line"]],
  ];
  for (const [layout, kinds] of cases) {
    it(`${kinds.join(",")} on ${layout.name}: over random seeds (printed on failure), unique, each kind needed`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const p = generateWithRules(layout, { seed, rules: kinds, checkBudget: 20 });
          expectSound(p);
          expectKindsMatter(p, kinds, seed);
        }),
        { numRuns: 2 },
      );
    });
  }
});

describe("the clues drawn", () => {
  it("lunchboxes (seed 3, 9x9): clues outside the grid on whole rows or columns and short ones inside", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 3, rules: ["lunchbox"] });
    expectSound(p);
    const boxes = (p.layout.rules ?? []).filter((r) => r.type === "lunchbox");
    expect(boxes.some((b) => b.cells.length === 9)).toBe(true);
    expect(boxes.some((b) => b.cells.length < 9)).toBe(true);
  });

  it("lockout lines (seed 2, 9x9): a diamond at each end and one cell between at least", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 2, rules: ["lockout-line"] });
    expectSound(p);
    const lines = (p.layout.rules ?? []).filter((r) => r.type === "lockout-line");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.cells.length).toBeGreaterThanOrEqual(3);
  });

  it("sum lines (seed 4): each cuts into two stretches at least", () => {
    const p = generateWithRules(SIX, { seed: 4, rules: ["sum-line"] });
    expectSound(p);
    const geometry = buildGeometry(p.layout);
    for (const line of (p.layout.rules ?? []).filter((r) => r.type === "sum-line")) {
      const total = line.cells.reduce((n, [r = 0, c = 0]) => n + (p.solution[geometry.canvas[r * geometry.cols + c] ?? 0] ?? 0), 0);
      expect(total).toBeGreaterThanOrEqual(2 * line.sum);
    }
  });

  it("anti-taxicab (seed 5): one rule over the grid, the givens dug under it", () => {
    const p = generateWithRules(SIX, { seed: 5, rules: ["anti-taxicab"] });
    expectSound(p);
    expect((p.layout.rules ?? []).filter((r) => r.type === "anti-taxicab")).toEqual([{ type: "anti-taxicab" }]);
    expect(p.stats.givens).toBeGreaterThan(0);
  });

  it("anti-taxicab alone with --givens 0 is refused with the reason; with clues of another kind it is tried", () => {
    expect(() => generateWithRules(SIX, { seed: 1, rules: ["anti-taxicab"], givens: 0 })).toThrow(UsageError);
    expect(() => generateWithRules(SIX, { seed: 1, rules: ["anti-taxicab"], givens: 0 })).toThrow(/no clues of its own: without givens/);
  });

  it("anti-taxicab on 4x4 grids with boxes is refused: no such grid keeps it", () => {
    expect(() => generateWithRules(FOUR, { seed: 1, rules: ["anti-taxicab"] })).toThrow(/no 4x4 grid with 2x2 boxes keeps anti-taxicab/);
    expect(() => generateWithRules(SAMURAI_4, { seed: 1, rules: ["anti-taxicab"] })).toThrow(UsageError);
  });

  it("the new kinds on 4x4 (seed 1) and on a 4x4 samurai (seed 2)", () => {
    for (const kind of ["lunchbox", "rellik", "parity-line", "lockout-line", "sum-line"]) {
      expectSound(generateWithRules(FOUR, { seed: 1, rules: [kind] }));
      const p = generateWithRules(SAMURAI_4, { seed: 2, rules: [kind] });
      expectSound(p);
      expect((p.layout.rules ?? []).some((r) => r.type === kind)).toBe(true);
    }
  });

  it("the same seed makes the same puzzle", () => {
    const a = generateWithRules(SIX, { seed: 21, rules: ["rellik", "parity-line"] });
    const b = generateWithRules(SIX, { seed: 21, rules: ["rellik", "parity-line"] });
    expect(b.layout).toEqual(a.layout);
    expect([...b.givens]).toEqual([...a.givens]);
  });
});
