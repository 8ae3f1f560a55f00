/**
 * generate --rules value-indexing and indexing (generate-rules.ts, draw-rules.ts): value-indexing lines
 * drawn from the solution; 159 chosen before the grid is filled, the solution drawn under it. Each puzzle
 * proved unique by search (counting to two, bounded), its solution checked against its rules by the
 * independent checker, each kind in the puzzle and needed. Seeds fixed and printed in the test names; node
 * budgets on every search.
 */
import { describe, expect, it } from "vitest";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { ruleProblems } from "../support/check-rules.js";
import { expectKindsMatter, expectSound } from "../support/generated-checks.js";

describe("generate with value-indexing and indexing", () => {
  const cases: [string[], number][] = [
    [["value-indexing"], 1],
    [["value-indexing"], 2],
    [["indexing"], 1],
    [["indexing"], 2],
    [["indexing", "value-indexing"], 3],
  ];
  for (const [kinds, seed] of cases) {
    it(`${kinds.join(",")} on 9x9 (seed ${seed}): unique, each kind in the puzzle and needed`, () => {
      const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed, rules: kinds });
      expectSound(p);
      expectKindsMatter(p, kinds, seed);
    });
  }

  it("value-indexing lines (seed 4): each second cell's digit N points, N cells on, at the first cell's digit", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 4, rules: ["value-indexing"] });
    const geometry = buildGeometry(p.layout);
    const digit = ([r = -1, c = -1]: readonly number[]): number => p.solution[geometry.canvas[r * geometry.cols + c] ?? -1] ?? 0;
    const lines = (p.layout.rules ?? []).filter((r) => r.type === "value-indexing");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const n = digit(line.cells[1] ?? []);
      expect(line.cells).toHaveLength(n + 2);
      expect(digit(line.cells[n + 1] ?? [])).toBe(digit(line.cells[0] ?? []));
    }
  });

  it("indexing (seed 5): 159 whole, columns 1, 5 and 9 of the grid, the solution drawn under it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 5, rules: ["indexing"] });
    const rules = (p.layout.rules ?? []).filter((r) => r.type === "indexing");
    expect(rules).toHaveLength(1);
    const rule = rules[0];
    if (rule?.type !== "indexing") throw new Error("no indexing rule");
    expect(rule.index).toBe("column");
    expect(new Set(rule.cells.map(([, c]) => c))).toEqual(new Set([0, 4, 8]));
    expect(rule.cells).toHaveLength(27);
    expect(ruleProblems(p.layout, buildGeometry(p.layout), p.solution)).toEqual([]);
  });

  it("the same seed makes the same puzzle (indexing,value-indexing, seed 6)", () => {
    const a = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["indexing", "value-indexing"] });
    const b = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["indexing", "value-indexing"] });
    expect(b.layout).toEqual(a.layout);
    expect([...b.givens]).toEqual([...a.givens]);
  });
});
