import type { Geometry } from "../model/geometry.js";
import type { KropkiRule } from "../model/schemas.js";
import type { Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellList, checkCells, relationPropagator, sideBySide, supportOf } from "./rule-kind.js";
import { tiedGroups } from "./tied-groups.js";
import { tiedStep } from "./tied-step.js";

const WHITE = supportOf((d, e) => Math.abs(d - e) === 1);
const BLACK = supportOf((d, e) => d === 2 * e || e === 2 * d);
const NOT_WHITE = supportOf((d, e) => Math.abs(d - e) !== 1);
const NOT_BLACK = supportOf((d, e) => d !== 2 * e && e !== 2 * d);

/**
 * Kropki dots between two neighbouring cells: white, consecutive digits; black, one double the other.
 * A relation (rule-kind.ts): a black dot leaves 1, 2, 3, 4, 6, 8 and narrows each side to the halves and
 * doubles of the other. Drawn as a small circle on the shared edge; when the pair has a dot of each colour
 * (a 1 and a 2 under all dots given, kropki-all-dots.ts), the two sit side by side along the edge, white
 * first, rather than one on top of the other.
 */
export const KROPKI: RuleKind<KropkiRule> = {
  type: "kropki",
  step: { name: "kropki dots", difficulty: 2.0 },
  describe: (rule) =>
    `kropki ${rule.color} dot: cells ${cellList(rule.cells)} ${rule.color === "white" ? "hold consecutive digits" : "hold a digit and its double"}`,
  sentence: () => "A white dot joins consecutive digits, a black dot a digit and its double.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "kropki dot");
    const [first = [], second = []] = rule.cells; // the schema asks for two cells; a missing one is beside nothing
    if (issues.length === 0 && !sideBySide(first, second)) {
      issues.push({
        pointer: `${at}/cells/1`,
        message: `a kropki dot sits between two cells side by side; [${second.join(", ")}] does not touch [${first.join(", ")}]`,
      });
    }
    return issues;
  },
  propagators: (rule, geometry) => [
    relationPropagator(
      rule.cells.map((p) => cellAt(geometry, p)),
      rule.color === "white" ? WHITE : BLACK,
    ),
  ],
  logic: (rules, geometry) => [kropkiChain(rules, geometry)],
  negation: (rule, geometry) => [
    relationPropagator(
      rule.cells.map((p) => cellAt(geometry, p)),
      rule.color === "white" ? NOT_WHITE : NOT_BLACK,
    ),
  ],
  violation: (rule, geometry, solution) => {
    const [a, b] = rule.cells.map((p) => solution[cellAt(geometry, p)]);
    // A digit missing (no such cell) breaks the dot, as NaN did before the check.
    const ok = a !== undefined && b !== undefined && (rule.color === "white" ? Math.abs(a - b) === 1 : a === 2 * b || b === 2 * a);
    return ok ? undefined : `kropki ${rule.color} dot at ${cellList(rule.cells)}: ${a} and ${b}`;
  },
  svg: (rule, geometry, { s, x, y }) => {
    const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells; // the schema: two cells, each [row, col]
    const samePair = (other: KropkiRule): boolean => {
      const [[a = -1, b = -1] = [], [c = -1, d = -1] = []] = other.cells;
      return (a === r1 && b === c1 && c === r2 && d === c2) || (a === r2 && b === c2 && c === r1 && d === c1);
    };
    const both = (geometry.layout.rules ?? []).some((r) => r.type === "kropki" && r.color !== rule.color && samePair(r));
    // Along the edge: a pair in one row shares an upright edge, a pair in one column a level one.
    const shift = both ? (rule.color === "white" ? -1 : 1) * Math.round(s * 0.14) : 0;
    const cx = (x(c1) + x(c2)) / 2 + s / 2 + (r1 === r2 ? 0 : shift);
    const cy = (y(r1) + y(r2)) / 2 + s / 2 + (r1 === r2 ? shift : 0);
    const fill = rule.color === "white" ? "#ffffff" : "#000000";
    return [`<circle class="kropki" cx="${cx}" cy="${cy}" r="${Math.round(s * 0.12)}" fill="${fill}" stroke="#000000" stroke-width="1.2"/>`];
  },
};

/** The most cells of a kropki chain the chain step tries (a person follows a run of a few dots). */
const MAX_CHAIN = 8;

/**
 * Kropki chain: a run of dots (cells joined dot to dot, three cells or more) filled as a whole, cells that
 * see each other holding different digits: on a white chain of three in one row the middle cell is never
 * 1 or 9 (both ends would be 2, or 8), and a black chain of three in one box is 1-2-4 or 2-4-8 with 2 or
 * 4 in the middle; a chain of white and black dots leaves what both allow along it. Beyond the kropki dots
 * step (2.0), which takes one dot at a time: rated 2.5, between a naked single (2.3) and locked
 * candidates (2.6): a few dots held against a row, column or box.
 */
function kropkiChain(rules: readonly KropkiRule[], geometry: Geometry): Technique {
  const build = () =>
    tiedGroups(
      geometry,
      rules.map((r) => {
        const [a = -1, b = -1] = r.cells.map((p) => cellAt(geometry, p)); // the schema: two cells
        return { a, b, support: r.color === "white" ? WHITE : BLACK };
      }),
      3,
      MAX_CHAIN,
      (cells, ties) => {
        const white = ties.some((t) => t.support === WHITE);
        const black = ties.some((t) => t.support === BLACK);
        return `the kropki chain of ${white && black ? "white and black" : white ? "white" : "black"} dots at ${cells}`;
      },
    );
  return tiedStep("kropki chain", 2.5, build, geometry);
}
