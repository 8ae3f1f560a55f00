import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { EntropicLineRule, ModularLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/** A line rule over three classes of digits: every run of three consecutive cells holds one digit of each. */
type ClassLineRule = EntropicLineRule | ModularLineRule;

/** How one kind of class line splits the digits 1..size (size a multiple of 3) into its three classes. */
export interface DigitClasses<R extends ClassLineRule> {
  readonly type: R["type"];
  /** The name in texts: "entropic line". */
  readonly name: string;
  /** The class (0, 1 or 2) of digit d of 1..size. */
  readonly classOf: (d: number, size: number) => number;
  /** The rule as a setter states it. */
  readonly sentence: string;
  /** The line's colour in pictures. */
  readonly color: string;
}

/** The mask of each class's digits at a size. */
function classMasks(classOf: (d: number, size: number) => number, size: number): [number, number, number] {
  const masks: [number, number, number] = [0, 0, 0];
  for (let d = 1; d <= size; d++) masks[classOf(d, size) as 0 | 1 | 2] |= 1 << (d - 1);
  return masks;
}

/** The six ways to give the line's three position groups (cells 0, 3, 6, ...; 1, 4, ...; 2, 5, ...) the three classes. */
const ORDERS: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/**
 * A class line's kind: every run of three consecutive cells holds one digit of each class. With three
 * classes this is the same as: the cells 3 apart are of one class, and the three position groups (cells
 * 0, 3, 6, ...; 1, 4, ...; 2, 5, ...) of three different classes. Propagation is exact for the line: each
 * of the six ways to give the groups the classes is kept when every cell of each group has a candidate
 * of its class, and each cell keeps the digits of its group's classes in the ways kept (no way: fails).
 * Sizes that are multiples of 3 only (the digits split into three classes of as many digits); other sizes
 * are refused with the reason, as no even split of their digits is the rule setters state.
 */
export function classLine<R extends ClassLineRule>(kind: DigitClasses<R>): RuleKind<R> {
  const { type, name, classOf } = kind;
  return {
    type,
    step: { name: `${name}s`, difficulty: 1.8 },
    describe: (rule) => `${name}: every three consecutive cells of ${cellList(rule.cells)} hold one digit of each class`,
    sentence: () => kind.sentence,
    check: (rule, at, layout) => {
      const issues: Issue[] = [...checkCells(rule.cells, at, layout, name), ...checkLineSteps(rule.cells, at, name)];
      const { size } = gridShape(layout);
      if (size % 3 !== 0) {
        issues.push({
          pointer: `${at}/cells`,
          message: `${name}s split the digits into three classes of as many digits: they need a grid size that is a multiple of 3, and this grid has 1-${size}`,
        });
      }
      return issues;
    },
    propagators: (rule, geometry) => {
      const cells = cellsOf(geometry, rule.cells);
      const masks = classMasks(classOf, geometry.size);
      const keep = [0, 0, 0];
      return [
        {
          cells,
          idempotent: true,
          // cells are cells of the layout, in range of cand; i % 3 and the orders' entries are 0..2.
          propagate: (cand) => {
            // Which classes each position group can take (every cell of it with a candidate of the class).
            const can = [7, 7, 7];
            for (let i = 0; i < cells.length; i++) {
              const m = cand[cells[i]!]! & DIGIT_BITS;
              let classes = 0;
              for (let k = 0; k < 3; k++) if ((m & masks[k]!) !== 0) classes |= 1 << k;
              can[i % 3]! &= classes;
            }
            keep.fill(0);
            for (const order of ORDERS) {
              if (order.every((k, g) => (can[g]! & (1 << k)) !== 0)) for (let g = 0; g < 3; g++) keep[g]! |= masks[order[g]!]!;
            }
            for (let i = 0; i < cells.length; i++) {
              const cell = cells[i]!;
              const left = cand[cell]! & keep[i % 3]! & DIGIT_BITS;
              if (left === 0) return false;
              cand[cell]! &= left | ~DIGIT_BITS;
            }
            return true;
          },
        },
      ];
    },
    violation: (rule, geometry, solution) => {
      // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
      const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
      const size = geometry.size;
      const bad = digits.findIndex((d, i) => {
        const before = [digits[i - 1], digits[i - 2]].filter((x): x is number => x !== undefined);
        return before.some((e) => classOf(e, size) === classOf(d, size));
      });
      return bad < 0
        ? undefined
        : `${name} at [${rule.cells[0]?.join(", ")}]: ${digitString(digits.slice(Math.max(0, bad - 2), bad + 1))} repeat a class (${digitString(digits)})`;
    },
    svg: (rule, _geometry, draw) => [linePicture(rule.cells, type, kind.color, 0.2, draw)],
  };
}
