import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { ARROW } from "../../src/rules/arrow.js";
import { KROPKI } from "../../src/rules/kropki.js";
import { NON_CONSECUTIVE } from "../../src/rules/non-consecutive.js";
import { EVEN, ODD } from "../../src/rules/parity.js";
import { XV } from "../../src/rules/xv.js";
import { ANTI_KNIGHT } from "../../src/rules/anti-knight.js";

const single = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const fresh = (): Uint16Array => new Uint16Array(81).fill(ALL_DIGITS);

describe("pair rules, parity, arrows", () => {
  it("a black dot leaves halves and doubles; a white dot beside a 5 leaves 4 and 6; a broken pair fails", () => {
    const [black] =
      KROPKI.propagators?.(
        {
          type: "kropki",
          cells: [
            [0, 0],
            [0, 1],
          ],
          color: "black",
        },
        single,
      ) ?? [];
    const cand = fresh();
    expect(black.propagate(cand)).toBe(true);
    expect(cand[0]).toBe(mask(1, 2, 3, 4, 6, 8));
    const [white] =
      KROPKI.propagators?.(
        {
          type: "kropki",
          cells: [
            [0, 0],
            [0, 1],
          ],
          color: "white",
        },
        single,
      ) ?? [];
    const c2 = fresh();
    c2[0] = bitOf(5);
    expect(white.propagate(c2)).toBe(true);
    expect(c2[1]).toBe(mask(4, 6));
    c2[1] = bitOf(7);
    expect(white.propagate(c2)).toBe(false);
  });

  it("V leaves 1-4 on both sides, X takes 5 from a cell whose neighbour cannot be 5", () => {
    const [v] =
      XV.propagators?.(
        {
          type: "xv",
          cells: [
            [0, 0],
            [1, 0],
          ],
          mark: "V",
        },
        single,
      ) ?? [];
    const cand = fresh();
    expect(v.propagate(cand)).toBe(true);
    expect([cand[0], cand[9]]).toEqual([mask(1, 2, 3, 4), mask(1, 2, 3, 4)]);
    const [x] =
      XV.propagators?.(
        {
          type: "xv",
          cells: [
            [0, 0],
            [1, 0],
          ],
          mark: "X",
        },
        single,
      ) ?? [];
    const c2 = fresh();
    c2[9] = mask(1, 2, 3);
    expect(x.propagate(c2)).toBe(true);
    expect(c2[0]).toBe(mask(7, 8, 9));
  });

  it("non-consecutive: {3, 5} takes 4 from its neighbours", () => {
    const [p] = NON_CONSECUTIVE.propagators?.({ type: "non-consecutive" }, single) ?? [];
    const cand = fresh();
    cand[40] = mask(3, 5);
    expect(p.propagate(cand)).toBe(true);
    for (const n of [31, 39, 41, 49]) expect(cand[n]).toBe(ALL_DIGITS & ~mask(4));
    expect(cand[30]).toBe(ALL_DIGITS);
  });

  it("odd and even cells keep their digits", () => {
    const cand = fresh();
    ODD.propagators?.({ type: "odd", cells: [[0, 0]] }, single)[0].propagate(cand);
    EVEN.propagators?.({ type: "even", cells: [[0, 1]] }, single)[0].propagate(cand);
    expect([cand[0], cand[1]]).toEqual([mask(1, 3, 5, 7, 9), mask(2, 4, 6, 8)]);
  });

  it("an arrow of two cells: the circle is at least 2 (arrow digits may repeat), each arrow cell at most 8, and a wrong sum fails", () => {
    const rule = {
      type: "arrow" as const,
      circle: [0, 0],
      cells: [
        [0, 1],
        [0, 2],
      ],
    };
    const [p] = ARROW.propagators?.(rule, single) ?? [];
    const cand = fresh();
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2]]).toEqual([mask(2, 3, 4, 5, 6, 7, 8, 9), mask(1, 2, 3, 4, 5, 6, 7, 8), mask(1, 2, 3, 4, 5, 6, 7, 8)]);
    cand[0] = bitOf(4);
    cand[1] = bitOf(1);
    expect(p.propagate(cand)).toBe(true);
    expect(cand[2]).toBe(bitOf(3));
    cand[2] = bitOf(2);
    expect(p.propagate(cand)).toBe(false);
  });

  it("anti-knight pairs: 81 cells, each pair once; a grid-wide rule naming no grid is checked as fine", () => {
    const pairs = ANTI_KNIGHT.distinct?.({ type: "anti-knight" }, single) ?? [];
    expect(pairs).toHaveLength(2 * 7 * 8 * 2); // 2x1 and 1x2 moves, both diagonals' directions
    expect(pairs.some(([a, b]) => (a === 0 && b === 11) || (a === 11 && b === 0))).toBe(true);
    expect(ANTI_KNIGHT.check({ type: "anti-knight", grid: "zz" }, "/rules/0", single.layout, 0)).toHaveLength(1);
  });
});
