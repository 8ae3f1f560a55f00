/**
 * The generator's check after dropping one clue (check-clue-removal.ts: one search under the clue broken)
 * against plain counting: on random solved 9x9 grids with every kropki dot and X/V mark they call for, a few
 * inequality signs, odd and even cells and a few givens, clues are dropped one by one in a random order;
 * each verdict must match whether counting to two without the clue finds one solution. Likewise numbered
 * rooms, whose negation spans a whole row or column.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkClueRemoval } from "../../src/generate/check-clue-removal.js";
import { digitAtOf, everyMarkerOf, inequalitiesOf, outsideCluesOf, spotOf } from "../../src/generate/draw-rules.js";
import { createRandom } from "../../src/generate/random.js";
import { solvedLayout } from "../../src/generate/solved-layout.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { ruleNegation } from "../../src/rules/registry.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { NODE_BUDGET, withinBudget } from "../support/budget.js";

const BASE: Layout = { name: "single", grids: [{ id: "a", row: 0, col: 0 }] };

describe("checkClueRemoval", () => {
  it("says unique exactly when counting to two without the clue finds one solution", () => {
    // Over all runs, both verdicts are met (a run may have every clue needed: none of its drops is unique).
    const seen = { unique: 0, multiple: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const random = createRandom(seed);
        const base = buildGeometry(BASE);
        const solution = solvedLayout(base, random);
        if (solution === undefined) throw new Error(`seed ${seed}: no solved grid`);
        const digitAt = digitAtOf(base, solution);
        const grids = [{ id: "a", row: 0, col: 0 }];
        let rules: Rule[] = [
          ...everyMarkerOf("kropki", grids, 9, digitAt),
          ...everyMarkerOf("xv", grids, 9, digitAt),
          ...inequalitiesOf(base, digitAt, random, 8),
        ];
        for (const c of random.shuffle([...solution.keys()]).slice(0, 6)) {
          rules.push({ type: (solution[c] ?? 0) % 2 === 1 ? "odd" : "even", cells: [spotOf(base, c)] });
        }
        // The check's premise, as in the generator: the puzzle is unique before a clue is dropped. Givens are
        // added (four at least) until it is: every dot, mark and sign alone can leave two solutions.
        const givens = new Uint8Array(81);
        const order = random.shuffle([...solution.keys()]);
        const unique = (): boolean =>
          withinBudget(solveSearch({ geometry: buildGeometry({ ...BASE, rules }), givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET })).count === 1;
        for (let k = 0; k < order.length && (k < 4 || !unique()); k++) givens[order[k]!] = solution[order[k]!] ?? 0;
        const verdicts = { unique: 0, multiple: 0 };
        for (const rule of random.shuffle([...rules])) {
          const without = rules.filter((r) => r !== rule);
          const geometry = buildGeometry({ ...BASE, rules: without });
          const broken = ruleNegation(rule, geometry);
          expect(broken, `${rule.type} has a negation`).toBeDefined();
          const counted = withinBudget(solveSearch({ geometry, givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET }));
          const verdict = checkClueRemoval(geometry, givens, solution, broken ?? [], { nodeBudget: NODE_BUDGET });
          fc.pre(verdict !== "budget");
          expect(verdict, `seed ${seed}: dropping ${JSON.stringify(rule)}`).toBe(counted.count === 1 ? "unique" : "multiple");
          verdicts[verdict === "unique" ? "unique" : "multiple"]++;
          if (verdict === "unique") rules = without;
          if (verdicts.multiple >= 6 && verdicts.unique >= 6) break;
        }
        seen.unique += verdicts.unique;
        seen.multiple += verdicts.multiple;
      }),
      { numRuns: 4 },
    );
    expect(seen.unique).toBeGreaterThan(0);
    expect(seen.multiple).toBeGreaterThan(0);
  });

  it("says unique exactly when counting to two without the clue finds one solution: numbered rooms", () => {
    const seen = { unique: 0, multiple: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const random = createRandom(seed);
        const base = buildGeometry(BASE);
        const solution = solvedLayout(base, random);
        if (solution === undefined) throw new Error(`seed ${seed}: no solved grid`);
        let rules: Rule[] = outsideCluesOf("numbered-room", [{ id: "a", row: 0, col: 0 }], 9, digitAtOf(base, solution));
        // Givens (two at least) until the puzzle is unique: the generator's premise.
        const givens = new Uint8Array(81);
        const order = random.shuffle([...solution.keys()]);
        const unique = (): boolean =>
          withinBudget(solveSearch({ geometry: buildGeometry({ ...BASE, rules }), givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET })).count === 1;
        for (let k = 0; k < order.length && (k < 2 || !unique()); k++) givens[order[k]!] = solution[order[k]!] ?? 0;
        const verdicts = { unique: 0, multiple: 0 };
        for (const rule of random.shuffle([...rules])) {
          const without = rules.filter((r) => r !== rule);
          const geometry = buildGeometry({ ...BASE, rules: without });
          const broken = ruleNegation(rule, geometry);
          expect(broken, "numbered-room has a negation").toBeDefined();
          const counted = withinBudget(solveSearch({ geometry, givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET }));
          const verdict = checkClueRemoval(geometry, givens, solution, broken ?? [], { nodeBudget: NODE_BUDGET });
          fc.pre(verdict !== "budget");
          expect(verdict, `seed ${seed}: dropping ${JSON.stringify(rule)}`).toBe(counted.count === 1 ? "unique" : "multiple");
          verdicts[verdict === "unique" ? "unique" : "multiple"]++;
          if (verdict === "unique") rules = without;
          if (verdicts.multiple >= 4 && verdicts.unique >= 8) break;
        }
        seen.unique += verdicts.unique;
        seen.multiple += verdicts.multiple;
      }),
      { numRuns: 3 },
    );
    expect(seen.unique).toBeGreaterThan(0);
    expect(seen.multiple).toBeGreaterThan(0);
  });
});
