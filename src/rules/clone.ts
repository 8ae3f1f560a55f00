import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import type { CloneRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, checkCells } from "./rule-kind.js";
import { shareUnit } from "./palindrome.js";

/**
 * The cells of a clone rule that must hold one digit, as classes of the search's cells: cell j of every
 * shape in one class, classes that share a cell (overlapping shapes) joined. Classes of one cell are left out.
 */
function matchedClasses(rule: CloneRule, geometry: Geometry): Int32Array[] {
  const parent = new Map<number, number>();
  const find = (c: number): number => {
    let root = c;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(c, root);
    return root;
  };
  const shapes = rule.shapes.map((shape) => shape.map((p) => cellAt(geometry, p)));
  const [first = []] = shapes;
  for (const shape of shapes) {
    shape.forEach((c, j) => {
      const a = find(first[j] ?? c);
      const b = find(c);
      if (!parent.has(a)) parent.set(a, a);
      parent.set(b, a);
    });
  }
  const classes = new Map<number, number[]>();
  for (const c of parent.keys()) classes.set(find(c), [...(classes.get(find(c)) ?? []), c]);
  return [...classes.values()].filter((cells) => cells.length > 1).map((cells) => Int32Array.from(cells));
}

/** Short for the rule in texts: its first shape's first cell and how many shapes. */
function named(rule: CloneRule): string {
  return `clones at ${rule.shapes.map((shape) => cellList(shape.slice(0, 1))).join(", ")}`;
}

/**
 * Clones: two or more shapes with as many cells each; the cells in the same position of every shape hold
 * the same digit (as f-puzzles' `clone`, ISS's clone recipe: same values in corresponding cells). Which
 * cells correspond is the order the shapes list them in; shapes are usually one form shifted, and a rotated
 * or mirrored clone is written by listing its cells in the matching order. Propagation: the cells that must
 * match (overlapping shapes join their classes) keep the digits all of them can hold, exact for the rule
 * and so done in one run; a class of finished cells that differ fails. Matching cells that share a row,
 * column or box can never hold one digit: a layout error.
 */
export const CLONE: RuleKind<CloneRule> = {
  type: "clone",
  step: { name: "clones", difficulty: 1.5 },
  describe: (rule) => `clones: ${rule.shapes.map((shape) => cellList(shape)).join(" / ")} hold the same digits, cell by cell`,
  sentence: () => "Shaded shapes of the same form are clones: cells in the same position of each shape hold the same digit.",
  check: (rule, at, layout) => {
    const issues: Issue[] = [];
    const [first = []] = rule.shapes;
    rule.shapes.forEach((shape, k) => {
      for (const issue of checkCells(shape, `${at}/shapes/${k}`, layout, "clone")) {
        issues.push({
          ...issue,
          pointer: issue.pointer?.replace(/\/cells\/(\d+)$/, "/$1"),
        });
      }
      if (shape.length !== first.length) {
        issues.push({
          pointer: `${at}/shapes/${k}`,
          message: `clone shape ${k + 1} has ${shape.length} cells and the first ${first.length}: clones have as many cells each`,
        });
        return;
      }
      if (k === 0) return;
      shape.forEach((p, j) => {
        const q = first[j] ?? [];
        if ((p[0] !== q[0] || p[1] !== q[1]) && shareUnit(layout, p, q)) {
          issues.push({
            pointer: `${at}/shapes/${k}/${j}`,
            message: `clone cells [${q.join(", ")}] and [${p.join(", ")}] must hold the same digit but share a row, column or box`,
          });
        }
      });
    });
    return issues;
  },
  propagators: (rule, geometry) => {
    const classes = matchedClasses(rule, geometry);
    const cells = Int32Array.from(new Set(classes.flatMap((c) => [...c])));
    return [
      {
        cells,
        idempotent: true,
        // Each class holds cells of the layout, in range of cand.
        propagate: (cand) => {
          for (const members of classes) {
            let both = DIGIT_BITS;
            for (let i = 0; i < members.length; i++) both &= cand[members[i]!]!;
            if (both === 0) return false;
            for (let i = 0; i < members.length; i++) cand[members[i]!]! &= both | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's clone cells are in its grids: cellAt finds each, and the solution has its digit.
    const read = rule.shapes.map((shape) => shape.map((p) => solution[cellAt(geometry, p)]!));
    const [first = []] = read;
    const k = read.findIndex((digits) => digits.some((d, j) => d !== first[j]));
    return k < 0 ? undefined : `${named(rule)}: shape ${k + 1} holds ${digitString(read[k] ?? [])}, the first ${digitString(first)}`;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    // Every shape shaded, its cells' outline left to the grid's lines: clones read as matching grey shapes.
    const cells = rule.shapes.flat();
    return [
      `<g class="clone" fill="#c8c8e8" opacity="0.7">`,
      ...cells.map(([r = 0, c = 0]) => `<rect x="${x(c)}" y="${y(r)}" width="${s}" height="${s}"/>`),
      `</g>`,
    ];
  },
};
