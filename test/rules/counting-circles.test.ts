import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { countingCirclesOf, digitAtOf } from "../../src/generate/draw-rules.js";
import { createRandom } from "../../src/generate/random.js";
import { solvedLayout } from "../../src/generate/solved-layout.js";
import { allDigitsOf, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { CountingCirclesRule, Layout } from "../../src/model/schemas.js";
import { COUNTING_CIRCLES, circleDigitSets } from "../../src/rules/counting-circles.js";
import { ruleSvg } from "../../src/rules/registry.js";
import { solve } from "../../src/strategies/solve.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { ruleProblems } from "../support/check-rules.js";
import { solutionProblems } from "../support/check-solution.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { sclRoundTrip } from "../support/rule-round-trip.js";

const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const circles = (...cells: [number, number][]): CountingCirclesRule => ({ type: "counting-circles", cells });
/** The first row's first n cells (cells 0..n-1 of the 9x9 grid). */
const row = (n: number): CountingCirclesRule => circles(...Array.from({ length: n }, (_, c): [number, number] => [0, c]));

/** The propagator run on the given masks of cells 0..n-1 (the rest open): the masks after it, or undefined when it fails. */
function run(rule: CountingCirclesRule, masks: readonly number[], geometry = single): number[] | undefined {
  const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(geometry.size));
  masks.forEach((m, i) => {
    cand[i] = m;
  });
  const ok = (COUNTING_CIRCLES.propagators?.(rule, geometry) ?? []).every((p) => p.propagate(cand));
  return ok ? Array.from(cand.subarray(0, masks.length)) : undefined;
}

/**
 * By brute force, the digits each cell takes in some filling of the masks that keeps the rule (each digit
 * used N times or not at all), the cells seeing nothing of each other; undefined when none does.
 */
function bruteForce(masks: readonly number[], size: number): number[] | undefined {
  const seen = masks.map(() => 0);
  const digits = masks.map(() => 0);
  let any = false;
  const place = (i: number): void => {
    if (i === masks.length) {
      const count = new Array<number>(size + 1).fill(0);
      for (const d of digits) count[d]!++;
      if (count.some((k, d) => k !== 0 && k !== d)) return;
      any = true;
      digits.forEach((d, j) => {
        seen[j]! |= bitOf(d);
      });
      return;
    }
    for (let d = 1; d <= size; d++) {
      if ((masks[i]! & bitOf(d)) === 0) continue;
      digits[i] = d;
      place(i + 1);
    }
  };
  place(0);
  return any ? seen : undefined;
}

describe("counting circles", () => {
  it("lists the digit sets adding up to the number of circles, as brute force finds them, at sizes 4, 9 and 16", () => {
    for (const [size, count] of [
      [4, 3],
      [4, 10],
      [9, 7],
      [9, 23],
      [9, 45],
      [16, 20],
    ] as const) {
      const want: number[] = [];
      for (let m = 1; m < 1 << size; m++) {
        let total = 0;
        for (let d = 1; d <= size; d++) if (m & bitOf(d)) total += d;
        if (total === count) want.push(m);
      }
      expect([...circleDigitSets(count, size)].sort((a, b) => a - b)).toEqual(want);
    }
    // Seven circles: {7}, {1, 6}, {2, 5}, {3, 4}, {1, 2, 4}.
    expect(circleDigitSets(7, 9)).toHaveLength(5);
    expect(circleDigitSets(46, 9)).toEqual([]);
    expect(circleDigitSets(11, 4)).toEqual([]);
  });

  it("narrows: three circles hold 3 3 3 or 1 2 2; a placed 1 makes the others 2; a placed 3 makes all 3", () => {
    const three = row(3);
    const all = allDigitsOf(9);
    expect(run(three, [all, all, all])).toEqual([mask(1, 2, 3), mask(1, 2, 3), mask(1, 2, 3)]);
    expect(run(three, [mask(1), all, all])).toEqual([mask(1), mask(2), mask(2)]);
    expect(run(three, [mask(3), all, all])).toEqual([mask(3), mask(3), mask(3)]);
    // A 2 placed: the set is 1 2 2, the 3 goes everywhere (a 2 may still be the other 2 or the 1).
    expect(run(three, [mask(2), all, all])).toEqual([mask(2), mask(1, 2), mask(1, 2)]);
    // Two 1s cannot be: fails.
    expect(run(three, [mask(1), mask(1), all])).toBeUndefined();
  });

  it("narrows by counting: N placed N times leaves the others; a digit every choice needs, with only N places, fills them", () => {
    // Four circles: {4} or {1, 3}. Two 3s cannot be unless the third 3 fits; 1 forced somewhere.
    const four = row(4);
    const all = allDigitsOf(9);
    expect(run(four, [all, all, all, all])).toEqual(new Array(4).fill(mask(1, 3, 4)));
    // No 4 in one circle: the set is {1, 3}. With only 1 (of 1 and 3) in the first, it is the 1 and the others are 3s.
    expect(run(four, [mask(1, 3), all, all, all])).toEqual([mask(1, 3), mask(1, 3), mask(1, 3), mask(1, 3)]);
    expect(run(four, [mask(1, 2), all, all, all])).toEqual([mask(1), mask(3), mask(3), mask(3)]);
    // Six circles, 1 and 2 placed: {1, 2, 3} (1 + 2 + 3); the 1 and one 2 are down, so one more 2 and three 3s.
    const six = row(6);
    expect(run(six, [mask(1), mask(2), all, all, all, all])).toEqual([mask(1), mask(2), mask(2, 3), mask(2, 3), mask(2, 3), mask(2, 3)]);
    // ... and two 2s placed leave only 3s.
    expect(run(six, [mask(1), mask(2), mask(2), all, all, all])).toEqual([mask(1), mask(2), mask(2), mask(3), mask(3), mask(3)]);
  });

  it("is sound against brute force on small random cases (sizes 4-7, up to six circles), exact on filled circles, and idempotent", () => {
    const caseArb = fc.integer({ min: 4, max: 7 }).chain((size) =>
      fc.record({
        size: fc.constant(size),
        masks: fc.array(fc.integer({ min: 1, max: allDigitsOf(size) }), { minLength: 1, maxLength: 6 }),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ size, masks }) => {
        const geometry = size === 9 ? single : buildGeometry({ name: "s", size, grids: [{ id: "a", row: 0, col: 0 }] });
        const rule = circles(...masks.map((_, i): [number, number] => [Math.floor(i / size), i % size]));
        const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(size));
        masks.forEach((m, i) => {
          cand[geometry.canvas[Math.floor(i / size) * geometry.cols + (i % size)]!] = m;
        });
        const cells = rule.cells.map(([r = 0, c = 0]) => geometry.canvas[r * geometry.cols + c]!);
        const [p] = COUNTING_CIRCLES.propagators?.(rule, geometry) ?? [];
        if (p === undefined) throw new Error("no propagator");
        const ok = p.propagate(cand);
        const want = bruteForce(masks, size);
        const filled = masks.every((m) => (m & (m - 1)) === 0);
        if (want === undefined) {
          if (filled) expect(ok).toBe(false);
          return;
        }
        expect(ok).toBe(true);
        cells.forEach((c, i) => {
          expect(cand[c]! & want[i]!).toBe(want[i]);
        });
        const after = Array.from(cand);
        expect(p.propagate(cand)).toBe(true);
        expect(Array.from(cand)).toEqual(after);
      }),
      { numRuns: 300 },
    );
  });

  it("checks a filled set and givens alone: too many of a digit, or a full set with a digit short", () => {
    const three = row(3);
    const givens = new Uint8Array(81);
    givens.set([2, 2]);
    expect(COUNTING_CIRCLES.partial).toBe(true);
    expect(COUNTING_CIRCLES.violation(three, single, givens)).toBeUndefined();
    givens[2] = 1;
    expect(COUNTING_CIRCLES.violation(three, single, givens)).toBeUndefined();
    givens[1] = 1;
    expect(COUNTING_CIRCLES.violation(three, single, givens)).toBe("counting circles at [0, 0]: 1 is in 2 circles, not 1");
    givens.set([3, 3, 2]);
    expect(COUNTING_CIRCLES.violation(three, single, givens)).toBe("counting circles at [0, 0]: 2 is in 1 circle, not 2");
    expect(run(three, [mask(3), mask(3), mask(2)])).toBeUndefined();
    const many = Array.from({ length: 11 }, (_, i): [number, number] => [Math.floor(i / 4), i % 4]);
    const four: Layout = { name: "f", size: 4, grids: [{ id: "a", row: 0, col: 0 }] };
    expect(COUNTING_CIRCLES.check(circles(...many), "/rules/0", four, 0).map((i) => i.message)).toEqual([
      "11 counting circles cannot be filled: each digit N in N circles, the digits 1-4 fill 10 at most",
    ]);
    expect(COUNTING_CIRCLES.check(circles([0, 0], [9, 9], [0, 0]), "/rules/0", layout, 0).map((i) => i.pointer)).toEqual([
      "/rules/0/cells/1",
      "/rules/0/cells/2",
    ]);
    expect(COUNTING_CIRCLES.sentence(three)).toMatch(/a digit N is in exactly N circles of the set, or in none/);
  });

  it("draws each set's circles in its own colour", () => {
    const two: Layout = { ...layout, rules: [row(3), circles([4, 4])] };
    const svg = ruleSvg(buildGeometry(two), { s: 40, x: (c) => c * 40, y: (r) => r * 40 }).join("");
    expect(svg.match(/<circle class="counting-circles"/g)).toHaveLength(4);
    expect(svg).toContain('cx="180" cy="180" r="17" fill="none" stroke="#3a7bd5"');
    expect(svg).toContain('cx="20" cy="20" r="17" fill="none" stroke="#7a7a7a"');
  });

  it("at sizes 4 to 16 and on two overlapping grids (a set across both), solves puzzles drawn from a solution and keeps the rule", () => {
    const twin = {
      name: "t",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 6, col: 6 },
      ],
    };
    const layouts: Layout[] = [4, 5, 6, 8, 9, 12, 16].map((size) => ({ name: `s${size}`, size, grids: [{ id: "a", row: 0, col: 0 }] }));
    for (const [k, base] of [...layouts, twin].entries()) {
      const random = createRandom(900 + k);
      const plain = buildGeometry(base);
      const solution = solvedLayout(plain, random);
      if (solution === undefined) throw new Error("no solved grid");
      const rules = countingCirclesOf(plain, digitAtOf(plain, solution), random, 3);
      expect(rules.length).toBeGreaterThan(0);
      const withRules: Layout = { ...base, rules };
      const geometry = buildGeometry(withRules);
      // Half the solution given: the search finds solutions within its budget, each keeping every set.
      const givens = solution.map((d, c) => (c % 2 === 0 ? d : 0));
      const result = solve({ geometry, givens }, { limit: 2, keep: 2, nodeBudget: 20_000 });
      expect(result.count, base.name).toBeGreaterThan(0);
      for (const s of result.solutions) {
        expect(ruleProblems(withRules, geometry, s)).toEqual([]);
        for (const rule of rules) if (rule.type === "counting-circles") expect(COUNTING_CIRCLES.violation(rule, geometry, s)).toBeUndefined();
      }
    }
    // On the twin, a set spanning both grids: cells [0, 0] (grid a only) and [14, 14] (grid b only).
    const spanning = buildGeometry({ ...twin, rules: [circles([0, 0], [14, 14], [7, 7])] });
    const cand = new Uint16Array(spanning.cellCount).fill(allDigitsOf(9));
    const at = (r: number, c: number): number => spanning.canvas[r * spanning.cols + c]!;
    cand[at(0, 0)] = mask(1);
    expect(COUNTING_CIRCLES.propagators?.(circles([0, 0], [14, 14], [7, 7]), spanning)[0]?.propagate(cand)).toBe(true);
    expect([cand[at(14, 14)], cand[at(7, 7)]]).toEqual([mask(2), mask(2)]);
  });

  it("on random twin and samurai layouts of sizes 4, 6 and 9 (sets across grids): the solutions found keep every set, and the source grid is one", () => {
    const caseArb = fc.record({
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      shape: fc.constantFrom("twin" as const, "samurai" as const),
      size: fc.constantFrom(4, 6, 9),
    });
    fc.assert(
      fc.property(caseArb, ({ seed, shape, size }) => {
        const p = constructRulePuzzle(seed, { shape, size, kinds: ["counting-circles"], keep: 85 });
        expect(ruleProblems(p.layout, p.geometry, p.solved)).toEqual([]);
        const result = solve({ geometry: p.geometry, givens: p.givens }, { limit: 50, keep: 50, nodeBudget: 5_000 });
        for (const s of result.solutions) {
          expect(solutionProblems(p.layout, p.geometry, s, p.givens)).toEqual([]);
          expect(ruleProblems(p.layout, p.geometry, s)).toEqual([]);
        }
        if (result.complete) expect(result.solutions.some((s) => s.every((d, c) => d === p.solved[c]))).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it("carries puzzles/counting-circles.json: unique with the rule, several solutions without it", () => {
    const { model, layout: withRules } = loadPuzzleFile("puzzles/counting-circles.json");
    expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
    const bare = buildGeometry({ ...withRules, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
  });

  it("f-puzzles and SudokuPad's own format have no counting circles: both name them as left out", () => {
    const rule = row(3);
    const loaded = loadPuzzleObject({ layout: { ...layout, rules: [rule] }, givens: { a: ".".repeat(81) } });
    expect(toFpuzzles(loaded, { lossy: true }).dropped).toEqual(["rule 1 (counting-circles)"]);
    const scl = sclRoundTrip([rule]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/counting circles/)]);
  });
});
