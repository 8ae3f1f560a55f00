import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { SandwichRule } from "../model/schemas.js";
import { cageCombinations } from "./killer/combinations.js";
import { clueLineName } from "./clue-line-name.js";
import { outsideClueSvg } from "./outside-clue-svg.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellsOf, checkCells, narrowToKept } from "./rule-kind.js";

/** Where a sandwich's clue sits: one step before its first cell, outside the grid (row -1 is above the canvas). */
export function sandwichClue(cells: readonly (readonly number[])[]): [number, number] {
  const [r0 = 0, c0 = 0] = cells[0] ?? [];
  const [r1 = 0, c1 = 0] = cells[1] ?? [];
  return [2 * r0 - r1, 2 * c0 - c1];
}

/** The largest sandwich sum of a size: 2 + ... + (size - 1). */
export function largestSandwich(size: number): number {
  return (size * (size + 1)) / 2 - 1 - size;
}

/**
 * The rows and columns of the grids a clue at `clue` could stand for: each line whose one end is a step
 * from it (outside that grid), in order from the clue. A reader takes a clue that stands for one line.
 */
export function sandwichLinesAt(clue: readonly number[], grids: readonly { row: number; col: number }[], size: number): [number, number][][] {
  const [r = 0, c = 0] = clue;
  const lines: [number, number][][] = [];
  const line = (from: [number, number], dr: number, dc: number): [number, number][] =>
    Array.from({ length: size }, (_, k): [number, number] => [from[0] + k * dr, from[1] + k * dc]);
  for (const g of grids) {
    const inRows = r >= g.row && r < g.row + size;
    const inCols = c >= g.col && c < g.col + size;
    if (inCols && r === g.row - 1) lines.push(line([g.row, c], 1, 0));
    if (inCols && r === g.row + size) lines.push(line([g.row + size - 1, c], -1, 0));
    if (inRows && c === g.col - 1) lines.push(line([r, g.col], 0, 1));
    if (inRows && c === g.col + size) lines.push(line([r, g.col + size - 1], 0, -1));
  }
  return lines;
}

/**
 * Whether the cells are a whole row or column of one of the grids, in order from the clue beside one end
 * (the clue one step before the first cell): the line of every clue outside a grid.
 */
export function isClueLine(cells: readonly (readonly number[])[], grids: readonly { row: number; col: number }[], size: number): boolean {
  if (cells.length !== size) return false;
  const key = (cs: readonly (readonly number[])[]): string => cs.map(([r, c]) => `${r},${c}`).join(" ");
  const mine = key(cells);
  return sandwichLinesAt(sandwichClue(cells), grids, size).some((l) => key(l) === mine);
}

/** A line's place: "r ROW COL" for a row from its leftmost cell, "c COL ROW" for a column from its top cell. */
function lineKey(cells: readonly (readonly number[])[]): string {
  const [r0 = 0, c0 = 0] = cells[0] ?? [];
  const [r1 = -1] = cells[1] ?? [];
  const row = r0 === r1;
  let least = Infinity;
  for (const [r = 0, c = 0] of cells) least = Math.min(least, row ? c : r);
  return row ? `r ${r0} ${least}` : `c ${c0} ${least}`;
}

/**
 * The sandwiches of 0 of a layout's rules by their line's place (lineKey), the first listed of each: built
 * once per rules array (and again if its length changed: a reader still adding to it), so that checking
 * every rule stays linear in the rules, however many sandwiches of 0 there are.
 */
const zeroLinesOf = (() => {
  const built = new WeakMap<readonly object[], { length: number; zeros: Map<string, object> }>();
  return (rules: readonly { readonly type: string }[]): Map<string, object> => {
    const known = built.get(rules);
    if (known !== undefined && known.length === rules.length) return known.zeros;
    const zeros = new Map<string, object>();
    for (const r of rules) {
      if (r.type !== "sandwich" || (r as SandwichRule).sum !== 0) continue;
      const key = lineKey((r as SandwichRule).cells);
      if (!zeros.has(key)) zeros.set(key, r);
    }
    built.set(rules, { length: rules.length, zeros });
    return zeros;
  };
})();

/**
 * Whether `rule` is the first listed sandwich of 0 on the first row (or column) of a grid whose `size` rows
 * (or columns) all have one, on an odd size: then "rows" (or "columns"), else undefined (said once per grid).
 * No such grid has a solution: in every row the 1 and the largest digit are neighbours; the first column's 1
 * and largest digit come from two pairs on the first two columns, which so hold theirs; the third column's
 * come from two pairs on the third and fourth, and so on, which leaves the last column of an odd size
 * without a pair. The search cannot see that parity (it ran to the timeout): said here, as an impossible
 * sum is.
 */
function zeroOnEveryLine(
  rule: SandwichRule,
  rules: readonly { readonly type: string }[],
  grids: readonly { row: number; col: number }[],
  size: number,
): "rows" | "columns" | undefined {
  if (rule.sum !== 0 || size % 2 === 0) return undefined;
  const zeros = zeroLinesOf(rules);
  const key = lineKey(rule.cells);
  if (zeros.get(key) !== rule) return undefined;
  const [kind = "", at, from] = key.split(" ");
  const rows = kind === "r";
  // the grid whose first row (or column) the rule's line is, and its other lines, each with a sandwich of 0
  const grid = grids.find((g) => (rows ? g.row === Number(at) && g.col === Number(from) : g.col === Number(at) && g.row === Number(from)));
  if (grid === undefined) return undefined;
  for (let k = 1; k < size; k++) {
    if (!zeros.has(rows ? `r ${grid.row + k} ${grid.col}` : `c ${grid.col + k} ${grid.row}`)) return undefined;
  }
  return rows ? "rows" : "columns";
}

/**
 * Sandwiches: a clue outside a grid beside a row or column; the digits between the 1 and the largest digit
 * (9 on a 9x9 grid) in that row or column add up to it (0 when the two are neighbours).
 *
 * The row or column is a unit, so its digits differ. Propagation by the places of the 1 and the largest
 * digit and the set of digits between them: for each place i of the 1 and j of the largest digit the cells
 * allow, each set of |i - j| - 1 different digits of 2..size-1 adding up to the clue (killer/combinations.ts's
 * cageCombinations) is possible when every cell between can take one of its digits, the cells between can
 * take all of them, and every cell outside can take a digit neither in the set nor 1 nor the largest. Each
 * cell keeps what some possible (i, j, set) leaves it. Exact on a finished line: a wrong sum, or a line
 * without its 1 or its largest digit where they ought to be, fails. At most size^2 places times the sets.
 */
export const SANDWICH: RuleKind<SandwichRule> = {
  type: "sandwich",
  step: { name: "sandwich sums", difficulty: 2.5 },
  describe: (rule) => `sandwich: between the 1 and the largest digit of ${clueLineName(rule.cells)} the digits add up to ${rule.sum}`,
  sentence: () => "A clue outside the grid gives the sum of the digits between the 1 and the largest digit in that row or column.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "sandwich");
    const { size } = gridShape(layout);
    if (issues.length === 0 && !isClueLine(rule.cells, layout.grids, size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `a sandwich lists the whole row or column of a grid (${size} cells), in order from the clue beside one end of it`,
      });
    }
    if (rule.sum > largestSandwich(size)) {
      issues.push({ pointer: `${at}/sum`, message: `the digits between 1 and ${size} add up to ${largestSandwich(size)} at most, not ${rule.sum}` });
    }
    const zeros = issues.length === 0 ? zeroOnEveryLine(rule, layout.rules ?? [], layout.grids, size) : undefined;
    if (zeros !== undefined) {
      issues.push({
        pointer: `${at}/sum`,
        message: `sandwiches of 0 on all ${size} ${zeros} of a grid have no solution: each puts the 1 and the ${size} side by side, so the ${zeros === "rows" ? "columns" : "rows"} would pair up, and ${size} is odd`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const size = geometry.size;
    const one = 1;
    const big = 1 << (size - 1);
    const middle = ((1 << size) - 1) & ~one & ~big;
    // sets[k]: the sets of k digits of 2..size-1 adding up to the clue (k = 0: the empty set, for a clue of 0).
    const sets = Array.from({ length: Math.max(n - 1, 1) }, (_, k) =>
      k === 0 ? (rule.sum === 0 ? [0] : []) : cageCombinations(k, rule.sum, size).filter((m) => (m & ~middle) === 0),
    );
    const keep = new Int32Array(n);
    return [
      {
        cells,
        // i, j, t < n: cells[t] is a cell of the layout, in range of cand; k = |i - j| - 1 < n - 1 indexes sets.
        propagate: (cand) => {
          keep.fill(0);
          let any = false;
          for (let i = 0; i < n; i++) {
            if ((cand[cells[i]!]! & one) === 0) continue;
            for (let j = 0; j < n; j++) {
              if (j === i || (cand[cells[j]!]! & big) === 0) continue;
              const lo = Math.min(i, j);
              const hi = Math.max(i, j);
              for (const set of sets[hi - lo - 1]!) {
                let union = 0;
                let ok = true;
                for (let t = lo + 1; t < hi && ok; t++) {
                  const m = cand[cells[t]!]! & set;
                  ok = m !== 0;
                  union |= m;
                }
                if (!ok || union !== set) continue;
                const rest = middle & ~set;
                for (let t = 0; t < n && ok; t++) if ((t < lo || t > hi) && (cand[cells[t]!]! & rest) === 0) ok = false;
                if (!ok) continue;
                any = true;
                keep[i]! |= one;
                keep[j]! |= big;
                for (let t = 0; t < n; t++) if (t !== i && t !== j) keep[t]! |= cand[cells[t]!]! & (t > lo && t < hi ? set : rest);
              }
            }
          }
          if (!any) return false;
          return narrowToKept(cand, cells, keep);
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's sandwich cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const where = `sandwich at [${sandwichClue(rule.cells).join(", ")}]`;
    const i = digits.indexOf(1);
    const j = digits.indexOf(geometry.size);
    if (i < 0 || j < 0) return `${where}: its line ${digitString(digits)} lacks a 1 or a ${geometry.size}`;
    const sum = digits.slice(Math.min(i, j) + 1, Math.max(i, j)).reduce((a, b) => a + b, 0);
    return sum === rule.sum ? undefined : `${where}: the digits between 1 and ${geometry.size} in ${digitString(digits)} add up to ${sum}, not ${rule.sum}`;
  },
  clues: (rule) => [sandwichClue(rule.cells)],
  svg: (rule, _geometry, drawing) => outsideClueSvg("sandwich", sandwichClue(rule.cells), String(rule.sum), drawing),
};
