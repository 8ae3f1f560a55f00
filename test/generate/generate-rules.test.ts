/**
 * generate --rules (generate-rules.ts): every kind, alone and combined, on one grid and on a small samurai,
 * each puzzle proved unique by search (counting to two, bounded) and its solution checked against its rules
 * by the independent checker. Seeds fixed and printed in the test names; node budgets on every search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkedRuleKinds, GENERATED_RULE_KINDS, generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { LimitError, UsageError } from "../../src/model/errors.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solveLogically } from "../../src/logic/engine.js";
import { rateSolve } from "../../src/logic/rating.js";
import { solve } from "../../src/strategies/solve.js";
import { NODE_BUDGET } from "../support/budget.js";
import { expectSound, SAMURAI_4, SIX } from "../support/generated-checks.js";

/** The kinds whose per-kind test runs on SIX: on a 9x9 a skyscraper puzzle alone took 30 s of CPU. */
const ON_SIX: ReadonlySet<string> = new Set([
  "german-whispers",
  "candidates",
  "pill-arrow",
  "clone",
  "entropic-line",
  "modular-line",
  "zipper",
  "region-sum-line",
  "x-sum",
  "skyscraper",
  "anti-taxicab",
  "sum-line",
]);

/** Killer cages of a puzzle: cover every cell once, one to five cells, each with its sum. */
function expectCagesCover(p: ReturnType<typeof generateWithRules>): void {
  const geometry = buildGeometry(p.layout);
  const cages = (p.layout.rules ?? []).filter((r) => r.type === "killer");
  const covered = new Map<number, number>();
  for (const cage of cages) {
    expect(cage.cells.length).toBeGreaterThanOrEqual(1);
    expect(cage.cells.length).toBeLessThanOrEqual(5);
    expect(cage.sum).toBeTypeOf("number");
    for (const [r, c] of cage.cells) {
      const cell = geometry.canvas[(r ?? 0) * geometry.cols + (c ?? 0)] ?? -1;
      covered.set(cell, (covered.get(cell) ?? 0) + 1);
    }
  }
  expect(covered.size).toBe(geometry.cellCount);
  expect([...covered.values()].every((n) => n === 1)).toBe(true);
}

/** A generated puzzle's layout without every rule of a kind (for xv-all-marks and kropki-all-dots, the rule that all are given). */
function withoutKind(layout: Layout, kind: string): Layout {
  return { ...layout, rules: (layout.rules ?? []).filter((r: Rule) => r.type !== kind) };
}

describe("every kind asked for is in the puzzle and matters", () => {
  const combos: [Layout, string[]][] = [
    [BUILTIN_LAYOUTS.single, ["killer", "thermometer", "kropki"]],
    [BUILTIN_LAYOUTS.single, ["thermometer", "xv"]],
    [BUILTIN_LAYOUTS.single, ["killer", "arrow"]],
    [BUILTIN_LAYOUTS.single, ["inequality", "odd"]],
    [BUILTIN_LAYOUTS.single, ["xv-all-marks"]],
    [SIX, ["zipper", "modular-line"]],
    [SIX, ["clone", "candidates"]],
    [SIX, ["entropic-line", "region-sum-line"]],
    [SIX, ["german-whispers", "pill-arrow"]],
    [SIX, ["x-sum", "skyscraper"]],
    [BUILTIN_LAYOUTS.single, ["counting-circles", "even"]],
  ];
  for (const [layout, kinds] of combos) {
    it(`${kinds.join(",")} on ${layout.name}: over random seeds (printed on failure), without any one kind's clues the puzzle has two solutions`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const p = generateWithRules(layout, { seed, rules: kinds, checkBudget: 20 });
          expectSound(p);
          for (const kind of kinds) {
            expect(
              (p.layout.rules ?? []).some((r) => r.type === kind),
              `seed ${seed}: no ${kind}`,
            ).toBe(true);
            const geometry = buildGeometry(withoutKind(p.layout, kind));
            const result = solve({ geometry, givens: p.givens }, { limit: 2, keep: 0, nodeBudget: NODE_BUDGET });
            expect(result.status, `seed ${seed}: the puzzle does not need its ${kind} clues`).toBe("multiple");
          }
        }),
        { numRuns: 2 },
      );
    });
  }
});

describe("a rule puzzle leans on its rule", () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`thermometers (seed ${seed}): long ones (four cells at least), and eight givens at most`, () => {
      const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed, rules: ["thermometer"] });
      expectSound(p);
      const thermometers = (p.layout.rules ?? []).filter((r) => r.type === "thermometer");
      expect(thermometers.length).toBeGreaterThan(0);
      for (const t of thermometers) expect(t.cells.length).toBeGreaterThanOrEqual(4);
      expect(p.stats.givens).toBeLessThanOrEqual(8);
    });
  }

  it("thermometers with --givens 0 (seed 2): no given at all, the thermometers carry it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 2, rules: ["thermometer"], givens: 0 });
    expectSound(p);
    expect(p.stats.givens).toBe(0);
  });

  // Seeded and bounded by the generator's node budgets (checkBudget, the work allowance); the puzzle's
  // uniqueness is counted again by expectSound within NODE_BUDGET.
  it("arrows with --givens 0 (seed 3): no given at all, the arrows carry it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 3, rules: ["arrow"], givens: 0 });
    expectSound(p);
    expect(p.stats.givens).toBe(0);
  });

  it("kropki with --givens 0 (seed 2): no given at all, the dots carry it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 2, rules: ["kropki"], givens: 0 });
    expectSound(p);
    expect(p.stats.givens).toBe(0);
  });

  it("X/V with --givens 0 is refused, naming the renaming of the digits that keeps every X and V", () => {
    for (const rules of [["xv"], ["xv-all-marks"], ["xv", "jigsaw"]]) {
      expect(() => generateWithRules(BUILTIN_LAYOUTS.single, { seed: 1, rules, givens: 0 })).toThrow(UsageError);
      expect(() => generateWithRules(BUILTIN_LAYOUTS.single, { seed: 1, rules, givens: 0 })).toThrow(/renaming the digits \(2 3\)\(7 8\) keeps every X and V/);
    }
  });
});

describe("generateWithRules", () => {
  for (const kind of GENERATED_RULE_KINDS) {
    const seed = 11;
    const layout = ON_SIX.has(kind) ? SIX : BUILTIN_LAYOUTS.single;
    it(`${kind} on ${layout.name} (seed ${seed}) is unique and keeps its rules`, () => {
      const p = generateWithRules(layout, { seed, rules: [kind], checkBudget: 20 });
      expectSound(p);
      expect((p.layout.rules ?? []).some((r) => r.type === kind)).toBe(true);
      if (kind === "killer") {
        expect(p.stats.givens).toBe(0);
        expectCagesCover(p);
      }
    });
  }

  it("killer with odd cells together (seed 3): cages over every cell, no givens", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 3, rules: ["killer", "odd"] });
    expectSound(p);
    expectCagesCover(p);
    expect(p.stats.givens).toBe(0);
  });

  it("thermometers with X/V (seed 5)", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 5, rules: ["thermometer", "xv"] });
    expectSound(p);
  });

  it("killer with --givens 4 (seed 2): at most four givens, the rest cages", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 2, rules: ["killer"], givens: 4 });
    expectSound(p);
    expectCagesCover(p);
    expect(p.stats.givens).toBeLessThanOrEqual(4);
  });

  it("a killer samurai of 4x4 grids (seed 7): cages may cross into the shared boxes", () => {
    const p = generateWithRules(SAMURAI_4, { seed: 7, rules: ["killer"] });
    expectSound(p);
    expectCagesCover(p);
    expect(p.stats.givens).toBe(0);
  });

  for (const seed of [1, 2]) {
    it(`jigsaw on a 4x4 samurai (seed ${seed}): regions on the grids, each shared box a region of both its grids`, () => {
      const p = generateWithRules(SAMURAI_4, { seed, rules: ["jigsaw"] });
      expectSound(p);
      const jigsaws = (p.layout.rules ?? []).filter((r) => r.type === "jigsaw");
      expect(jigsaws.length).toBeGreaterThan(0);
      // The region letter of a canvas position in a grid: its jigsaw's, else its box (2x2) as a letter.
      const regionAt = (id: string, r: number, c: number): string => {
        const g = SAMURAI_4.grids.find((x) => x.id === id);
        if (g === undefined) throw new Error(`no grid ${id}`);
        const [lr, lc] = [r - g.row, c - g.col];
        const jigsaw = jigsaws.find((j) => j.grid === id);
        return jigsaw === undefined ? `box${2 * Math.floor(lr / 2) + Math.floor(lc / 2)}` : (jigsaw.regions[lr]?.[lc] ?? "?");
      };
      // The centre shares a 2x2 box with each corner: in both grids those four cells are one region, and the
      // region has no other cell (a region of four cells in a 4x4 grid).
      const corners: [string, number, number][] = [
        ["nw", 2, 2],
        ["ne", 2, 4],
        ["sw", 4, 2],
        ["se", 4, 4],
      ];
      for (const [id, r, c] of corners) {
        for (const grid of [id, "c"]) {
          const letters = new Set([regionAt(grid, r, c), regionAt(grid, r, c + 1), regionAt(grid, r + 1, c), regionAt(grid, r + 1, c + 1)]);
          expect(letters.size, `seed ${seed}: grid ${grid}'s cells of the box shared at ${r},${c}`).toBe(1);
        }
      }
      // Some region is not a box: the jigsaw changed something.
      const changed = jigsaws.some((j) =>
        j.regions.some((row, lr) => [...row].some((ch, lc) => ch !== j.regions[2 * Math.floor(lr / 2)]?.[2 * Math.floor(lc / 2)])),
      );
      expect(changed).toBe(true);
    });
  }

  it("jigsaw needs a box no other grid shares: two 4x4 grids on the same cells are refused", () => {
    const stacked: Layout = {
      name: "stacked",
      size: 4,
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 0, col: 0 },
      ],
    };
    expect(() => generateWithRules(stacked, { seed: 1, rules: ["jigsaw"] })).toThrow(/every box of "stacked" is shared/);
  });

  it("whispers with a chosen difference (2 on a 6x6, seed 3): every line drawn names it, and it holds", () => {
    const p = generateWithRules(SIX, { seed: 3, rules: ["german-whispers"], whispersDifference: 2 });
    expectSound(p);
    const lines = (p.layout.rules ?? []).filter((r) => r.type === "german-whispers");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.difference).toBe(2);
    // Some step of some line is closer than the default difference (3): the choice was used, not just written.
    const geometry = buildGeometry(p.layout);
    const digit = ([r, c]: number[]): number => p.solution[geometry.canvas[(r ?? 0) * geometry.cols + (c ?? 0)] ?? 0] ?? 0;
    const steps = lines.flatMap((l) => l.cells.slice(1).map((q, i) => Math.abs(digit(q) - digit(l.cells[i] ?? []))));
    expect(Math.min(...steps)).toBe(2);
  });

  it("a whispers difference outside 1..size-1, or without german-whispers, is refused", () => {
    expect(() => generateWithRules(SIX, { seed: 1, rules: ["german-whispers"], whispersDifference: 6 })).toThrow(
      /whispersDifference must be a whole number from 1 to 5/,
    );
    expect(() => generateWithRules(SIX, { seed: 1, rules: ["zipper"], whispersDifference: 2 })).toThrow(/needs german-whispers/);
  });

  it("kinds that cannot be drawn at a size are refused with the reason: pills above 9, entropic and modular lines off multiples of 3", () => {
    const twelve: Layout = { name: "twelve", size: 12, grids: [{ id: "g", row: 0, col: 0 }] };
    expect(() => generateWithRules(twelve, { seed: 1, rules: ["pill-arrow"] })).toThrow(/decimal number: sizes up to 9, not 12/);
    expect(() => generateWithRules(SAMURAI_4, { seed: 1, rules: ["entropic-line"] })).toThrow(/multiples of 3, not 4/);
    expect(() => generateWithRules(SAMURAI_4, { seed: 1, rules: ["modular-line"] })).toThrow(UsageError);
  });

  it("counting circles on a 4x4 samurai (seed 4): unique, each set of 1s and 2s (two thirds of 4), the needed sets only", () => {
    const p = generateWithRules(SAMURAI_4, { seed: 4, rules: ["counting-circles"] });
    expectSound(p);
    const sets = (p.layout.rules ?? []).filter((r) => r.type === "counting-circles");
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) expect(set.cells).toHaveLength(3);
  });

  it("clones and zippers on a 4x4 samurai (seed 4): shapes and lines may cross the shared boxes", () => {
    const p = generateWithRules(SAMURAI_4, { seed: 4, rules: ["clone", "zipper"] });
    expectSound(p);
    for (const kind of ["clone", "zipper"]) expect((p.layout.rules ?? []).some((r) => r.type === kind)).toBe(true);
  });

  it("thermometers and odd cells on a 4x4 samurai (seed 4)", () => {
    const p = generateWithRules(SAMURAI_4, { seed: 4, rules: ["thermometer", "even"] });
    expectSound(p);
  });

  it("the same seed makes the same puzzle", () => {
    const a = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 21, rules: ["arrow"] });
    const b = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 21, rules: ["arrow"] });
    expect(b.layout).toEqual(a.layout);
    expect([...b.givens]).toEqual([...a.givens]);
  });

  it("a level (easy, seed 1): the step engine rates the puzzle at it", () => {
    const p = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 1, rules: ["xv"], level: "easy", attempts: 10 });
    expectSound(p);
    const rating = rateSolve(solveLogically({ geometry: buildGeometry(p.layout), givens: p.givens }));
    expect(rating.level).toBe("easy");
    expect(p.rating?.level).toBe("easy");
  });

  it("the work bound: with no work allowed no clue is thinned away, and the puzzle is still unique (seed 6)", () => {
    const thermometers = (p: ReturnType<typeof generateWithRules>): number => (p.layout.rules ?? []).filter((r) => r.type === "thermometer").length;
    const bounded = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["killer", "thermometer"], workBudget: 0 });
    expectSound(bounded);
    expect(thermometers(bounded)).toBeGreaterThanOrEqual(24); // every one drawn (24 to 31 a grid)
    const free = generateWithRules(BUILTIN_LAYOUTS.single, { seed: 6, rules: ["killer", "thermometer"] });
    expectSound(free);
    expect(thermometers(free)).toBeLessThan(thermometers(bounded));
  });

  it("a stop ends the work with a LimitError", () => {
    expect(() => generateWithRules(BUILTIN_LAYOUTS.single, { seed: 1, rules: ["killer"], shouldStop: () => true })).toThrow(LimitError);
  });

  it("rule kinds are checked: a typo gets the nearest name, a rule not generated says so", () => {
    expect(() => checkedRuleKinds(["kiler"])).toThrow(/unknown rule kind "kiler" \(did you mean "killer"\?\)/);
    expect(() => checkedRuleKinds(["renban"])).toThrow(/rule "renban" cannot be generated yet/);
    expect(() => checkedRuleKinds([])).toThrow(UsageError);
    expect(checkedRuleKinds(["odd", "killer", "odd"])).toEqual(["odd", "killer"]);
  });
});
