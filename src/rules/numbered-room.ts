import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { NumberedRoomRule } from "../model/schemas.js";
import { clueLineName } from "./clue-line-name.js";
import { outsideClueSvg } from "./outside-clue-svg.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellsOf, checkCells } from "./rule-kind.js";
import { isClueLine, sandwichClue } from "./sandwich.js";

/**
 * Numbered rooms (ISS's NumberedRoom): a clue X outside a grid beside a row or column; the first digit D of
 * that line from the clue says where X stands: the D-th cell from the clue holds X (D = 1 makes the first
 * cell both, so X is 1).
 *
 * The line is a row or column, its digits differ, so X stands once on it and the rule is: the first cell
 * holds 1 + the place of X. Propagation, exact on the pair: the first cell keeps the D whose D-th cell may
 * hold X (D = 1 only when X = 1); a later cell i keeps X only when the first cell may hold i + 1; the first
 * cell keeps X only when X = 1; one D left puts X in the D-th cell. Its negation (the D-th cell holds
 * another digit) lets the generator check the clue's removal with one search (generate/check-clue-removal.ts).
 */
export const NUMBERED_ROOM: RuleKind<NumberedRoomRule> = {
  type: "numbered-room",
  step: { name: "numbered rooms", difficulty: 2.0 },
  describe: (rule) => `numbered room: the D-th cell of ${clueLineName(rule.cells)} from the clue holds ${rule.digit}, D the first cell's digit`,
  sentence: () => "A clue outside the grid is the digit in the Nth cell of that row or column from the clue, where N is the digit in the first of those cells.",
  check: (rule, at, layout) => {
    const issues: Issue[] = checkCells(rule.cells, at, layout, "numbered room");
    const { size } = gridShape(layout);
    if (issues.length === 0 && !isClueLine(rule.cells, layout.grids, size)) {
      issues.push({
        pointer: `${at}/cells`,
        message: `a numbered room clue lists the whole row or column of a grid (${size} cells), in order from the clue beside one end of it`,
      });
    }
    if (rule.digit > size) issues.push({ pointer: `${at}/digit`, message: `a grid of ${size} has digits 1 to ${size}, not ${rule.digit}` });
    return issues;
  },
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const x = rule.digit;
    const xBit = 1 << (x - 1);
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand; D - 1 < n as D <= size = n.
        propagate: (cand) => {
          const first = cand[cells[0]!]! & DIGIT_BITS;
          let places = 0;
          for (let d = 1; d <= n; d++) {
            const bit = 1 << (d - 1);
            if ((first & bit) === 0) continue;
            if (d === 1 ? x === 1 : (cand[cells[d - 1]!]! & xBit) !== 0) places |= bit;
          }
          if (places === 0) return false;
          cand[cells[0]!]! &= places | ~DIGIT_BITS;
          for (let i = 1; i < n; i++) {
            const c = cells[i]!;
            if ((cand[c]! & xBit) !== 0 && (places & (1 << i)) === 0) {
              cand[c]! &= ~xBit;
              if ((cand[c]! & DIGIT_BITS) === 0) return false;
            }
          }
          if (x !== 1 && (cand[cells[0]!]! & xBit) !== 0) {
            cand[cells[0]!]! &= ~xBit;
            if ((cand[cells[0]!]! & DIGIT_BITS) === 0) return false;
          }
          if ((places & (places - 1)) === 0) {
            const d = 32 - Math.clz32(places);
            const c = cells[d - 1]!;
            if ((cand[c]! & xBit) === 0) return false;
            cand[c]! &= xBit | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  // Broken, the D-th cell holds another digit than X: the pair relation of the first cell and the D-th,
  // exact on each pair. A D stays in the first cell while its D-th cell may hold another digit (D = 1 while
  // X is not 1: the first cell is then the D-th, holding 1); once the first cell is D, the D-th loses X.
  negation: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const xBit = 1 << (rule.digit - 1);
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand; D - 1 < n as D <= size = n.
        propagate: (cand) => {
          const first = cand[cells[0]!]! & DIGIT_BITS;
          let places = 0;
          for (let d = 1; d <= n; d++) {
            const bit = 1 << (d - 1);
            if ((first & bit) === 0) continue;
            if (d === 1 ? xBit !== 1 : (cand[cells[d - 1]!]! & DIGIT_BITS & ~xBit) !== 0) places |= bit;
          }
          if (places === 0) return false;
          cand[cells[0]!]! &= places | ~DIGIT_BITS;
          if ((places & (places - 1)) === 0 && places !== 1) {
            const c = cells[31 - Math.clz32(places)]!;
            cand[c]! &= ~xBit;
            if ((cand[c]! & DIGIT_BITS) === 0) return false;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's clue cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const d = digits[0] ?? 0;
    const there = digits[d - 1] ?? 0;
    return there === rule.digit
      ? undefined
      : `numbered room at [${sandwichClue(rule.cells).join(", ")}]: cell ${d} of ${digitString(digits)} holds ${there}, not ${rule.digit}`;
  },
  clues: (rule) => [sandwichClue(rule.cells)],
  // A circled digit, told apart from a sum or a count.
  svg: (rule, _geometry, drawing) => outsideClueSvg("numbered-room", sandwichClue(rule.cells), String(rule.digit), drawing, "circle"),
};
