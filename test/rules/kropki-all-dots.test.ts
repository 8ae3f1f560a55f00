/**
 * Kropki "all dots given": the search honours the missing dots (every emitted solution checked by the
 * independent checker, test/support/check-rules.ts), on random layouts whose dots are all drawn from a
 * solved grid; and the propagation takes a placed digit's neighbours and doubles at once.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { compileRules, describeRule, ruleSvg } from "../../src/rules/registry.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { checkEmittedSolutions } from "../support/check-emitted.js";

describe("kropki-all-dots", () => {
  it("every emitted solution keeps the missing dots, on random layouts (few givens)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom("single", "twin", "side"), (seed, shape) => {
        const p = constructRulePuzzle(seed, { shape, kinds: ["kropki-all-dots"], keep: 10 });
        checkEmittedSolutions(p, 5_000);
      }),
      { numRuns: 15 },
    );
  });

  it("a placed 4 takes 3, 5 (no white dot) and 2, 8 (no black dot) from an undotted neighbour; a white dot keeps 3 and 5 there", () => {
    const geometry = buildGeometry({
      name: "k",
      grids: [{ id: "g", row: 0, col: 0 }],
      rules: [
        { type: "kropki-all-dots" },
        {
          type: "kropki",
          cells: [
            [1, 0],
            [1, 1],
          ],
          color: "white",
        },
      ],
    });
    const compiled = compileRules(geometry);
    const cand = new Uint16Array(geometry.cellCount).fill(0x1ff);
    const at = (r: number, c: number): number => geometry.canvas[r * geometry.cols + c];
    cand[at(0, 0)] = 1 << 3; // 4 at r0c0
    cand[at(1, 0)] = 1 << 3; // 4 at r1c0, a white dot to r1c1
    for (let round = 0; round < 3; round++) for (const p of compiled?.propagators ?? []) expect(p.propagate(cand)).toBe(true);
    const digits = (m: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => (m >> (d - 1)) & 1);
    // r0c1 loses 2, 3, 5, 8 beside the 4; then 4 and 6 too, as each is consecutive or 1:2 to both 3 and 5 below.
    expect(digits(cand[at(0, 1)])).toEqual([1, 7, 9]);
    expect(digits(cand[at(1, 1)])).toEqual([3, 5]);
  });

  it("a pair with both dots (a 1 and a 2): the two drawn side by side along their edge, not one on the other", () => {
    const dots = (cells: number[][]) =>
      buildGeometry({
        name: "k",
        grids: [{ id: "g", row: 0, col: 0 }],
        rules: [
          { type: "kropki-all-dots" },
          { type: "kropki", cells, color: "white" },
          { type: "kropki", cells: [...cells].reverse(), color: "black" },
          {
            type: "kropki",
            cells: [
              [5, 5],
              [5, 6],
            ],
            color: "black",
          },
        ],
      });
    const centres = (cells: number[][]) =>
      ruleSvg(dots(cells), { s: 40, x: (c) => 40 * c, y: (r) => 40 * r }).flatMap(
        (e) => /<circle class="kropki" cx="([\d.]+)" cy="([\d.]+)"[^>]*fill="(#[0-9a-f]+)"/.exec(e)?.slice(1) ?? [],
      );
    // In one row: the edge stands upright, the dots one above the other; the lone black dot stays centred.
    expect(
      centres([
        [0, 0],
        [0, 1],
      ]),
    ).toEqual(["40", "14", "#ffffff", "40", "26", "#000000", "240", "220", "#000000"]);
    // In one column: the edge lies flat, the dots one beside the other.
    expect(
      centres([
        [0, 0],
        [1, 0],
      ]),
    ).toEqual(["14", "40", "#ffffff", "26", "40", "#000000", "240", "220", "#000000"]);
  });

  it("is drawn as a note above the canvas and described in words", () => {
    const geometry = buildGeometry({
      name: "k",
      grids: [
        { id: "g", row: 0, col: 0 },
        { id: "h", row: 6, col: 6 },
      ],
      rules: [{ type: "kropki-all-dots", grid: "h", colors: ["black"] }],
    });
    const svg = ruleSvg(geometry, { s: 40, x: (c) => 10 + 40 * c, y: (r) => 50 + 40 * r });
    expect(svg).toEqual([expect.stringMatching(/<text class="kropki-all-dots" x="10" y="47" [^>]*>all black dots given in grid h<\/text>/)]);
    expect(describeRule({ type: "kropki-all-dots" })).toBe(
      "all kropki dots are given, in every grid: cells side by side without a white dot are not consecutive, without a black dot not 1:2",
    );
  });
});
