/**
 * generate --rules for lunchboxes, rellik cages, anti-taxicab, parity, lockout and sum lines
 * (draw-more-rules.ts, global-rules.ts): each puzzle proved unique by search (counting to two, bounded), its
 * solution checked against its rules by the independent checker, every kind asked for in it and needed.
 * Seeds from fast-check (replayable: COMBO_SEED) or fixed in the test names; node budgets on every search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { checkLayout } from "../../src/layout/check-layout.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { UsageError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { ruleProblems } from "../support/check-rules.js";
import { NODE_BUDGET } from "../support/budget.js";

/**
 * A plain 6x6 (boxes 2x3): where the dearer kinds are tried (anti-taxicab and sum lines take seconds on 9x9,
 * and a random 9x9 lunchbox or lockout seed may take far longer).
 */
const SIX: Layout = { name: "six", size: 6, grids: [{ id: "g", row: 0, col: 0 }] };

/** A plain 4x4 (boxes 2x2): the smallest size. */
const FOUR: Layout = { name: "four", size: 4, grids: [{ id: "g", row: 0, col: 0 }] };

/** A samurai of 4x4 grids (boxes 2x2): four corners sharing a box each with the centre. */
const SAMURAI_4: Layout = {
  name: "samurai-4",
  size: 4,
  grids: [
    { id: "nw", row: 0, col: 0 },
    { id: "ne", row: 0, col: 4 },
    { id: "c", row: 2, col: 2 },
    { id: "sw", row: 4, col: 0 },
    { id: "se", row: 4, col: 4 },
  ],
};

type Puzzle = ReturnType<typeof generateWithRules>;

/** A valid layout, unique, its solution keeping its rules and its givens. */
function expectSound(p: Puzzle): void {
  expect(checkLayout(p.layout)).toEqual([]);
  const geometry = buildGeometry(p.layout);
  const proof = solve({ geometry, givens: p.givens }, { limit: 2, keep: 1, nodeBudget: NODE_BUDGET });
  expect(proof.status).toBe("unique");
  expect([...(proof.solutions[0] ?? [])]).toEqual([...p.solution]);
  expect(ruleProblems(p.layout, geometry, p.solution)).toEqual([]);
  for (const [c, d] of p.givens.entries()) if (d !== 0) expect(d).toBe(p.solution[c]);
}

/** Every kind is in the puzzle, and without all its rules the puzzle has a second solution. */
function expectEveryKindMatters(p: Puzzle, kinds: readonly string[], seed: number): void {
  for (const kind of kinds) {
    expect(
      (p.layout.rules ?? []).some((r) => r.type === kind),
      `seed ${seed}: no ${kind}`,
    ).toBe(true);
    const without: Layout = { ...p.layout, rules: (p.layout.rules ?? []).filter((r: Rule) => r.type !== kind) };
    const result = solve({ geometry: buildGeometry(without), givens: p.givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET });
    expect(result.status, `seed ${seed}: the puzzle does not need its ${kind} clues`).toBe("multiple");
  }
}

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
          expectEveryKindMatters(p, kinds, seed);
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
