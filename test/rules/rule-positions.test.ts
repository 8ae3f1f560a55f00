/**
 * Every position a rule names moves with it and must lie in a grid for the rule to belong there: a pill
 * arrow's pill as much as its arrow, a clone's shapes, a chaos construction's marks, an arrow's circle.
 */
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/model/schemas.js";
import { rulePositions, shiftRule } from "../../src/rules/rule-positions.js";

const pill: Rule = {
  type: "pill-arrow",
  pill: [
    [0, 0],
    [0, 1],
  ],
  cells: [
    [1, 1],
    [2, 2],
  ],
};
const arrow: Rule = {
  type: "arrow",
  circle: [4, 4],
  cells: [
    [4, 5],
    [4, 6],
  ],
};
const clone: Rule = { type: "clone", shapes: [[[0, 0]], [[8, 8]]] };
const chaos: Rule = {
  type: "chaos-construction",
  marks: [
    [[1, 1]],
    [
      [2, 3],
      [3, 3],
    ],
  ],
};
const cage: Rule = {
  type: "killer",
  cells: [
    [5, 5],
    [5, 6],
  ],
  sum: 3,
};
const knight: Rule = { type: "anti-knight", grid: "g0" };

describe("rulePositions", () => {
  it("names every position: the pill and the arrow, the circle first, each shape, each mark, the cells", () => {
    expect(rulePositions(pill)).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 2],
    ]);
    expect(rulePositions(arrow)).toEqual([
      [4, 4],
      [4, 5],
      [4, 6],
    ]);
    expect(rulePositions(clone)).toEqual([
      [0, 0],
      [8, 8],
    ]);
    expect(rulePositions(chaos)).toEqual([
      [1, 1],
      [2, 3],
      [3, 3],
    ]);
    expect(rulePositions(cage)).toEqual([
      [5, 5],
      [5, 6],
    ]);
    expect(rulePositions(knight)).toEqual([]);
  });
});

describe("shiftRule", () => {
  it("moves every position the rule names, and nothing else", () => {
    for (const rule of [pill, arrow, clone, chaos, cage]) {
      const moved = shiftRule(rule, 2, -1);
      expect(rulePositions(moved)).toEqual(rulePositions(rule).map(([r, c]) => [r + 2, c - 1]));
      expect(moved.type).toBe(rule.type);
    }
    expect(shiftRule(pill, 6, 12)).toEqual({
      type: "pill-arrow",
      pill: [
        [6, 12],
        [6, 13],
      ],
      cells: [
        [7, 13],
        [8, 14],
      ],
    });
    expect(shiftRule(cage, 1, 1)).toMatchObject({ sum: 3 });
    expect(shiftRule(knight, 3, 3)).toBe(knight);
    expect(shiftRule(pill, 0, 0)).toBe(pill);
  });
});
