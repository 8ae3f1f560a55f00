/**
 * Value-indexing lines: the propagation exact for the line alone against brute force over random
 * candidates (sizes 4 to 9), the check, the violation, random puzzles of one to five grids under the rule,
 * puzzles/value-indexing.json, and both interchange formats naming it as left out.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { loadPuzzleObject } from "../../src/format/puzzle-json/load-puzzle.js";
import { allDigitsOf, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout, ValueIndexingRule } from "../../src/model/schemas.js";
import { VALUE_INDEXING } from "../../src/rules/value-indexing.js";
import { solve } from "../../src/strategies/solve.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { ruleProblems } from "../support/check-rules.js";
import { checkEmittedSolutions } from "../support/check-emitted.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { sclRoundTrip } from "../support/rule-round-trip.js";

const one = (size = 9): Layout => ({ name: "x", ...(size === 9 ? {} : { size }), grids: [{ id: "a", row: 0, col: 0 }] });
const single = buildGeometry(one());
const at = (geometry: Geometry, r: number, c: number): number => geometry.canvas[r * geometry.cols + c] ?? -1;
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const row1 = (n: number): [number, number][] => Array.from({ length: n }, (_, c): [number, number] => [0, c]);

function run(rule: ValueIndexingRule, geometry: Geometry, cand: Uint16Array | Uint32Array): boolean {
  return (VALUE_INDEXING.propagators?.(rule, geometry) ?? []).every((p) => p.propagate(cand));
}

/** Every filling of the line within its candidates (digits may repeat) that keeps the rule: each cell's digits so used. */
function bruteForce(size: number, masks: readonly number[]): number[] {
  const seen = new Array<number>(masks.length).fill(0);
  const digits = new Array<number>(masks.length).fill(0);
  const place = (i: number): void => {
    if (i === masks.length) {
      const n = digits[1]!;
      if (n > masks.length - 2 || digits[n + 1] !== digits[0]) return;
      digits.forEach((d, j) => {
        seen[j]! |= bitOf(d);
      });
      return;
    }
    for (let d = 1; d <= size; d++) {
      if (!(masks[i]! & bitOf(d))) continue;
      digits[i] = d;
      place(i + 1);
    }
  };
  place(0);
  return seen;
}

describe("value-indexing lines", () => {
  it("narrows exactly as brute force finds, for the line alone, sizes 4 to 9", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 5, 6, 9),
        fc.integer({ min: 3, max: 5 }),
        fc.array(fc.integer({ min: 1, max: 0xffff }), { minLength: 5, maxLength: 5 }),
        (size, length, raw) => {
          const n = Math.min(length, size === 9 ? 4 : size);
          const geometry = buildGeometry(one(size));
          const masks = raw.slice(0, n).map((m) => m & allDigitsOf(size) || allDigitsOf(size));
          const rule: ValueIndexingRule = { type: "value-indexing", cells: row1(n) };
          const cand = new Uint16Array(geometry.cellCount).fill(allDigitsOf(size));
          masks.forEach((m, c) => {
            cand[at(geometry, 0, c)] = m;
          });
          const ok = run(rule, geometry, cand);
          const seen = bruteForce(size, masks);
          if (seen.every((m) => m === 0)) expect(ok).toBe(false);
          else {
            expect(ok).toBe(true);
            masks.forEach((_, c) => expect(cand[at(geometry, 0, c)]).toBe(seen[c]));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("as ISS's tests: a placed count makes its cell the first cell's digit; a count that reaches no shared digit goes", () => {
    const rule: ValueIndexingRule = { type: "value-indexing", cells: row1(5) };
    const cand = new Uint16Array(81).fill(allDigitsOf(9));
    cand[0] = mask(2, 3);
    cand[1] = mask(2);
    expect(run(rule, single, cand)).toBe(true);
    expect(cand[3]).toBe(mask(2, 3));
    const counts = new Uint16Array(81).fill(allDigitsOf(9));
    counts[0] = mask(3);
    [counts[2], counts[3], counts[4]] = [mask(1, 2), mask(3, 4), mask(2, 4)];
    expect(run(rule, single, counts)).toBe(true);
    expect(counts[1]).toBe(mask(2));
    counts[3] = mask(4);
    expect(run(rule, single, counts)).toBe(false);
  });

  it("checks a line of touching cells; names a broken line in a solution or givens alone; draws a dashed line, dot and arrowhead", () => {
    const rule: ValueIndexingRule = { type: "value-indexing", cells: row1(4) };
    expect(VALUE_INDEXING.check(rule, "/rules/0", one(), 0)).toEqual([]);
    expect(
      VALUE_INDEXING.check(
        {
          type: "value-indexing",
          cells: [
            [0, 0],
            [0, 1],
            [0, 5],
          ],
        },
        "/rules/0",
        one(),
        0,
      ).map((i) => i.pointer),
    ).toEqual(["/rules/0/cells/2"]);
    const givens = new Uint8Array(81);
    givens.set([5, 2, 0, 4]);
    expect(VALUE_INDEXING.violation(rule, single, givens)).toBe("value-indexing line at [0, 0]: [0, 3], 2 on from [0, 1], holds 4, not 5");
    givens[3] = 5;
    expect(VALUE_INDEXING.violation(rule, single, givens)).toBeUndefined();
    givens[1] = 3;
    expect(VALUE_INDEXING.violation(rule, single, givens)).toMatch(/points past the line's 2 cells/);
    const svg = VALUE_INDEXING.svg(rule, single, { s: 40, x: (c) => 40 * c, y: (r) => 40 * r }).join("");
    expect(svg).toContain("stroke-dasharray");
    expect(svg).toContain('<circle cx="20" cy="20"');
    expect(VALUE_INDEXING.sentence(rule)).toMatch(/second cell says how many cells further/);
  });

  it("random puzzles of one to five grids, sizes 4 to 9: every solution found keeps the lines (independent checker)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom("single" as const, "twin" as const, "samurai" as const),
        fc.constantFrom(4, 6, 9),
        (seed, shape, size) => {
          const p = constructRulePuzzle(seed, { shape, size, kinds: ["value-indexing"], keep: 15 });
          checkEmittedSolutions(p, 5_000);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("carries puzzles/value-indexing.json: unique with the lines, several solutions without them", () => {
    const { model, layout } = loadPuzzleFile("puzzles/value-indexing.json");
    const result = solve(model, { limit: 2, nodeBudget: 200_000 });
    expect(result.status).toBe("unique");
    expect(ruleProblems(layout, model.geometry, result.solutions[0] ?? new Uint8Array(0))).toEqual([]);
    const bare = buildGeometry({ ...layout, rules: [] });
    expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 200_000 }).status).toBe("multiple");
  });

  it("f-puzzles and SudokuPad's own format have no value-indexing line: both name it as left out", () => {
    const rule: ValueIndexingRule = { type: "value-indexing", cells: row1(4) };
    const loaded = loadPuzzleObject({ layout: { ...one(), rules: [rule] }, givens: { a: ".".repeat(81) } });
    expect(toFpuzzles(loaded, { lossy: true }).dropped).toEqual(["rule 1 (value-indexing)"]);
    const scl = sclRoundTrip([rule]);
    expect(scl.back).toEqual([]);
    expect(scl.dropped).toEqual([expect.stringMatching(/value-indexing/)]);
  });
});
