import type { Issue } from "../model/errors.js";
import { gridShape } from "../model/grid-size.js";
import type { QuadrupleRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellSetList, cellsOf, checkCells } from "./rule-kind.js";

/** Every way to give the k listed digits k different cells of four, as lists of cell indices 0..3. */
function placements(k: number): number[][] {
  const out: number[][] = [];
  const walk = (taken: number[]): void => {
    if (taken.length === k) out.push(taken);
    else for (let c = 0; c < 4; c++) if (!taken.includes(c)) walk([...taken, c]);
  };
  walk([]);
  return out;
}

/**
 * Quadruples: the digits in the circle at the corner of four cells (a 2x2 square) all appear in those
 * cells, as often as they are listed (1, 1 means two 1s).
 *
 * Propagation is exact: it tries every way to give each listed digit a cell of its own (at most 4! = 24
 * ways); a way is possible when each of those cells can take its digit. A cell keeps the digits some
 * possible way leaves it: its listed digit, or, where the way gives it none, any candidate. On cells down
 * to one digit, a possible way means every listed digit stands there: the check of a finished square.
 */
export const QUADRUPLE: RuleKind<QuadrupleRule> = {
  type: "quadruple",
  step: { name: "quadruple", difficulty: 1.5 },
  describe: (rule) => `quadruple: cells ${cellSetList(rule.cells)} hold ${rule.digits.join(", ")}`,
  sentence: () => "Digits in a circle at the corner of four cells appear in those cells (as often as listed).",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "quadruple");
    const rows = new Set(rule.cells.map(([r = -1]) => r));
    const cols = new Set(rule.cells.map(([, c = -1]) => c));
    const [r0 = 0, r1 = 0] = [...rows].sort((a, b) => a - b);
    const [c0 = 0, c1 = 0] = [...cols].sort((a, b) => a - b);
    if (rows.size !== 2 || cols.size !== 2 || r1 !== r0 + 1 || c1 !== c0 + 1) {
      issues.push({ pointer: `${at}/cells`, message: "a quadruple's four cells must make a 2x2 square" });
    }
    const { size } = gridShape(layout);
    rule.digits.forEach((d, j) => {
      if (d > size) issues.push({ pointer: `${at}/digits/${j}`, message: `quadruple digit ${d} is not a digit of 1-${size}` });
      else if (rule.digits.indexOf(d) === j && rule.digits.filter((e) => e === d).length > 2) {
        issues.push({
          pointer: `${at}/digits/${j}`,
          message: `${d} listed ${rule.digits.filter((e) => e === d).length} times: a 2x2 square holds a digit twice at most`,
        });
      }
    });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const bits = rule.digits.map((d) => 1 << (d - 1));
    const ways = placements(bits.length);
    return [
      {
        cells,
        // cells has four cells of the layout; a way lists slots j < bits.length, each a cell index 0..3.
        propagate: (cand) => {
          const keep = [0, 0, 0, 0];
          let any = false;
          for (const way of ways) {
            if (!way.every((c, j) => (cand[cells[c]!]! & bits[j]!) !== 0)) continue;
            any = true;
            for (let c = 0; c < 4; c++) {
              const j = way.indexOf(c);
              keep[c]! |= j < 0 ? cand[cells[c]!]! & DIGIT_BITS : bits[j]!;
            }
          }
          if (!any) return false;
          for (let c = 0; c < 4; c++) cand[cells[c]!]! &= keep[c]! | ~DIGIT_BITS;
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's quadruple cells are in its grids: cellAt finds each, and the solution has its digit.
    const left = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    for (const d of rule.digits) {
      const k = left.indexOf(d);
      if (k < 0)
        return `quadruple at [${rule.cells[0]?.join(", ")}] misses ${d}: its cells hold ${rule.cells.map((p) => solution[cellAt(geometry, p)]).join("")}`;
      left.splice(k, 1);
    }
    return undefined;
  },
  svg: (rule, geometry, { s, x, y }) => {
    const corner = (cells: QuadrupleRule["cells"]): [number, number] => [Math.max(...cells.map(([r = 0]) => r)), Math.max(...cells.map(([, c = 0]) => c))];
    const [row, col] = corner(rule.cells);
    const cx = x(col);
    const cy = y(row);
    // Two clues on one corner share one circle: each draws the digits of all of them (drawn twice, the
    // same picture), so that neither hides the other.
    const others = (geometry.layout.rules ?? []).flatMap((r) =>
      r !== rule && r.type === "quadruple" && corner(r.cells).join() === `${row},${col}` ? r.digits : [],
    );
    const digits = [...rule.digits, ...others].sort((a, b) => a - b);
    const size = Math.round(s * (digits.length > 2 ? 0.2 : 0.24));
    const lines = digits.length > 2 ? [digits.slice(0, 2), digits.slice(2)] : [digits];
    return [
      `<g class="quadruple">`,
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(s * 0.3)}" fill="#ffffff" stroke="#000000" stroke-width="1.2"/>`,
      ...lines.map(
        (ds, i) =>
          `<text x="${cx}" y="${cy + (i - (lines.length - 1) / 2) * size + size * 0.35}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="#000000">${ds.join(" ")}</text>`,
      ),
      "</g>",
    ];
  },
};
