import { disjointGroupsOf } from "../../model/geometry.js";
import { gridShape } from "../../model/grid-size.js";
import type { Layout, Rule } from "../../model/schemas.js";
import { littleKillerClue, littleKillerDiagonals, littleKillerStep } from "../../rules/little-killer.js";
import { sandwichClue, sandwichLinesAt } from "../../rules/sandwich.js";
import type { SclPuzzle, SclShape } from "./scl-types.js";
import { SCL_STYLE } from "./scl-types.js";

/** What a rule writer may look at and where it writes. */
export interface SclContext {
  readonly layout: Layout;
  readonly size: number;
  readonly scl: SclPuzzle;
}

/** Writes one rule into the SCL puzzle; returns why it cannot (this one rule is then left out), or nothing. */
export type SclWriter<R extends Rule> = (rule: R, context: SclContext) => string | undefined;

/**
 * How each combo-sudoku rule is drawn and checked in SudokuPad's format, one entry per rule type (a new
 * rule type fails to compile here until it has its entry; "unsupported" when SudokuPad cannot show it).
 * The drawings are those SudokuPad's own f-puzzles decoder makes for the same f-puzzles constraints
 * (sudokutools `src/fpuzzlesdecoder.js`: `parse.thermometer`, `parse.arrow`, `parse.difference`,
 * `parse.ratio`, `parse.xv`, `parse.odd`, `parse.even`, `parse['diagonal+']`, `parse.extraregion`), so
 * that read-scl.ts reads SudokuPad's puzzles made from f-puzzles the same way; what SudokuPad checks (a
 * killer cage, a region, a diagonal) is a unique cage. SudokuPad checks neither anti-knight nor anti-king
 * (it shows them in the rules text, and keeps them as metadata flags, which mean the whole canvas: so
 * only a rule over every grid is written); it has no non-consecutive and no all-dots rule.
 */
export const SCL_RULES: { readonly [T in Rule["type"]]: SclWriter<Extract<Rule, { type: T }>> | "unsupported" } = {
  diagonal: (rule, { layout, size, scl }) => {
    const g = layout.grids.find((x) => x.id === rule.grid);
    if (g === undefined) return "no such grid";
    const down: [number, number][] = [];
    const up: [number, number][] = [];
    for (let i = 0; i < size; i++) {
      down.push([g.row + i, g.col + i]);
      up.push([g.row + size - 1 - i, g.col + i]);
    }
    push(scl, "lines", {
      wayPoints: [
        [g.row, g.col],
        [g.row + size, g.col + size],
      ],
      color: SCL_STYLE.diagonal,
      thickness: 2,
    });
    push(scl, "lines", {
      wayPoints: [
        [g.row + size, g.col],
        [g.row, g.col + size],
      ],
      color: SCL_STYLE.diagonal,
      thickness: 2,
    });
    push(scl, "cages", { cells: down, unique: true, hidden: true });
    push(scl, "cages", { cells: up, unique: true, hidden: true });
    return undefined;
  },
  region: (rule, { scl }) => {
    push(scl, "cages", { cells: pairs(rule.cells), unique: true, hidden: true });
    for (const cell of rule.cells) push(scl, "underlays", { center: centre(cell), width: 1, height: 1, backgroundColor: SCL_STYLE.region });
    return undefined;
  },
  killer: (rule, { scl }) => {
    push(scl, "cages", { cells: pairs(rule.cells), unique: true, ...(rule.sum === undefined ? {} : { value: String(rule.sum) }) });
    return undefined;
  },
  // A jigsaw grid's regions take the place of its boxes (write-scl.ts regionsOf).
  jigsaw: () => undefined,
  thermometer: (rule, { scl }) => {
    const [bulb] = rule.cells;
    if (bulb === undefined) return "no cells";
    push(scl, "underlays", {
      center: centre(bulb),
      width: SCL_STYLE.thermoBulb,
      height: SCL_STYLE.thermoBulb,
      rounded: true,
      backgroundColor: SCL_STYLE.thermo,
      borderColor: SCL_STYLE.thermo,
    });
    push(scl, "lines", { wayPoints: rule.cells.map(centre), color: SCL_STYLE.thermo, thickness: SCL_STYLE.thermoThickness });
    return undefined;
  },
  arrow: (rule, { scl }) => {
    const [first] = rule.cells;
    if (first === undefined) return "no arrow cells";
    const [cr, cc] = centre(rule.circle);
    const [fr, fc] = centre(first);
    // The line starts on the circle's rim, towards the first cell (0.3 of a cell from the centre).
    const d = Math.hypot(fr - cr, fc - cc);
    const start: [number, number] = [round(cr + (0.3 * (fr - cr)) / d), round(cc + (0.3 * (fc - cc)) / d)];
    push(scl, "arrows", { wayPoints: [start, ...rule.cells.map(centre)], color: SCL_STYLE.arrow, thickness: 5, headLength: 0.3 });
    push(scl, "overlays", {
      center: [cr, cc],
      width: SCL_STYLE.arrowCircle,
      height: SCL_STYLE.arrowCircle,
      rounded: true,
      backgroundColor: SCL_STYLE.white,
      borderColor: SCL_STYLE.arrow,
      thickness: 5,
    });
    return undefined;
  },
  kropki: (rule, { scl }) => {
    const fill = rule.color === "white" ? SCL_STYLE.white : SCL_STYLE.black;
    push(scl, "overlays", {
      center: midpoint(rule.cells),
      width: SCL_STYLE.dot,
      height: SCL_STYLE.dot,
      rounded: true,
      backgroundColor: fill,
      borderColor: SCL_STYLE.black,
    });
    return undefined;
  },
  "kropki-all-dots": "unsupported",
  xv: (rule, { scl }) => {
    push(scl, "overlays", {
      center: midpoint(rule.cells),
      width: SCL_STYLE.letter,
      height: SCL_STYLE.letter,
      backgroundColor: SCL_STYLE.white,
      borderColor: SCL_STYLE.white,
      text: rule.mark,
      fontSize: 21,
    });
    return undefined;
  },
  odd: (rule, { scl }) => parity(rule.cells, true, scl),
  even: (rule, { scl }) => parity(rule.cells, false, scl),
  "anti-knight": (rule, { layout, scl }) => flag(rule.grid, layout, scl, "antiknight"),
  "anti-king": (rule, { layout, scl }) => flag(rule.grid, layout, scl, "antiking"),
  "non-consecutive": "unsupported",
  renban: (rule, { scl }) => {
    push(scl, "lines", { wayPoints: rule.cells.map(centre), color: SCL_STYLE.renban, thickness: SCL_STYLE.lineThickness });
    return undefined;
  },
  // SudokuPad's decoder draws an f-puzzles palindrome grey, thinner than a thermometer (parse.palindrome).
  palindrome: (rule, { scl }) => {
    push(scl, "lines", { wayPoints: rule.cells.map(centre), color: SCL_STYLE.thermo, thickness: SCL_STYLE.palindromeThickness });
    return undefined;
  },
  // As SudokuPad's decoder draws an f-puzzles betweenline (parse.betweenline): a thin grey line, a white circle at each end.
  "between-line": (rule, { scl }) => {
    push(scl, "lines", { wayPoints: rule.cells.map(centre), color: SCL_STYLE.thermo, thickness: SCL_STYLE.betweenThickness });
    for (const end of [rule.cells[0], rule.cells.at(-1)]) {
      if (end === undefined) continue;
      push(scl, "overlays", {
        center: centre(end),
        width: SCL_STYLE.betweenCircle,
        height: SCL_STYLE.betweenCircle,
        rounded: true,
        backgroundColor: SCL_STYLE.white,
        borderColor: SCL_STYLE.thermo,
      });
    }
    return undefined;
  },
  // SudokuPad has no disjoint-groups flag: each group is a hidden cage it checks (read back as regions).
  "disjoint-groups": (rule, { layout, size, scl }) => {
    const { boxRows, boxCols } = gridShape(layout);
    for (const g of layout.grids) {
      if (rule.grid !== undefined && rule.grid !== g.id) continue;
      const cells = Array.from({ length: size * size }, (_, i): [number, number] => [g.row + Math.floor(i / size), g.col + (i % size)]);
      for (const group of disjointGroupsOf([...cells.keys()], size, boxRows, boxCols)) {
        push(scl, "cages", { cells: group.map((i) => cells[i] ?? [0, 0]), unique: true, hidden: true });
      }
    }
    return undefined;
  },
  // As SudokuPad's decoder draws an f-puzzles quadruple (parse.quadruple): a white circle at the corner, the digits in it.
  quadruple: (rule, { scl }) => {
    const [r, c] = rule.cells.map(centre).reduce(([a, b], [p, q]) => [a + p / 4, b + q / 4], [0, 0]);
    push(scl, "overlays", {
      center: [r, c],
      width: SCL_STYLE.quadruple,
      height: SCL_STYLE.quadruple,
      rounded: true,
      backgroundColor: SCL_STYLE.white,
      borderColor: SCL_STYLE.black,
      fontSize: 14,
      text: rule.digits.join(" "),
    });
    return undefined;
  },
  // As SudokuPad's decoder draws an f-puzzles littlekillersum (parse.littlekillersum): the sum at the clue's
  // cell outside the grid, a short black arrow from it towards the diagonal.
  "little-killer": (rule, { layout, size, scl }) => {
    const clue = littleKillerClue(rule);
    if (onAGrid(clue, layout, size)) return "its clue would sit on a cell of another grid";
    const [r, c] = centre(clue);
    const [dr, dc] = littleKillerStep(rule);
    if (littleKillerDiagonals(clue, [dr, dc], layout.grids, size).length !== 1) return "its arrow would point along the diagonals of two grids";
    push(scl, "arrows", {
      color: SCL_STYLE.black,
      thickness: SCL_STYLE.littleKillerArrow,
      wayPoints: [
        [round(r + 0.3 * dr), round(c + 0.3 * dc)],
        [round(r + 0.48 * dr), round(c + 0.48 * dc)],
      ],
    });
    push(scl, "overlays", clueText([r, c], rule.sum, SCL_STYLE.littleKillerFont));
    return undefined;
  },
  // As SudokuPad's decoder draws an f-puzzles sandwichsum (parse.sandwichsum): the sum at the clue's cell.
  sandwich: (rule, { layout, size, scl }) => {
    const clue = sandwichClue(rule.cells);
    if (onAGrid(clue, layout, size)) return "its clue would sit on a cell of another grid";
    if (sandwichLinesAt(clue, layout.grids, size).length !== 1) return "its clue would sit beside the lines of two grids";
    push(scl, "overlays", clueText(centre(clue), rule.sum, SCL_STYLE.sandwichFont));
    return undefined;
  },
  // A whispers line of another difference has no line of its own in SudokuPad: its colour would read back as German whispers.
  "german-whispers": (rule, { scl }) => {
    if (rule.difference !== undefined) return `a whispers line of difference ${rule.difference} (SudokuPad's lines carry no difference)`;
    push(scl, "lines", { wayPoints: rule.cells.map(centre), color: SCL_STYLE.whispers, thickness: SCL_STYLE.lineThickness });
    return undefined;
  },
  "xv-all-marks": "unsupported",
  // SudokuPad has no chaos construction of its own (setters draw no regions and state the rule in words).
  "chaos-construction": "unsupported",
  // SudokuPad draws pills (its f-puzzles decoder, from a one-grid link); its own format's pill is not written here yet.
  // SudokuPad has no zipper of its own: a setter draws a coloured line and says what it means in the rules text.
  zipper: () => "a zipper line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule)",
  "region-sum-line": () => "a region-sum line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule)",
  "lockout-line": () => "a lockout line (SudokuPad draws it only as a plain line with diamonds, which says nothing of its rule)",
  "value-indexing": () => "a value-indexing line (SudokuPad draws it only as a plain line, which says nothing of its rule)",
  // SudokuPad's own format has no indexing: its decoder shades f-puzzles' indexer cells, which read back as no rule.
  indexing: () => "indexing cells (SudokuPad's own format only shades them, which says nothing of the rule; a one-grid SudokuPad link carries them)",
  "sum-line": () => "a sum line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule)",
  "counting-circles": () => "counting circles (SudokuPad draws them only as plain circles, which say nothing of their rule and read back as drawings)",
  "parity-line": () => "a parity line (SudokuPad draws it only as a plain coloured line, which says nothing of its rule)",
  "pill-arrow": () => "a pill arrow (not yet written in SudokuPad's own format; a one-grid SudokuPad link carries it)",
  // SudokuPad's own format draws an outside clue as bare text, which reads back as a sandwich: no faithful form.
  skyscraper: () => "a skyscraper clue (SudokuPad's own format has no skyscraper clue: its bare number beside the grid reads as a sandwich)",
  "x-sum": () => "an X-sum (SudokuPad's own format has no X-sum clue: its bare number beside the grid reads as a sandwich)",
  "hidden-skyscraper": () => "a hidden skyscraper clue (SudokuPad's own format has no such clue: its bare number beside the grid reads as a sandwich)",
  "numbered-room": () => "a numbered room clue (SudokuPad's own format has no such clue: its bare number beside the grid reads as a sandwich)",
  lunchbox: () => "a lunchbox (SudokuPad's own format has no lunchbox: a bare sum reads as a sandwich, a shaded line as no rule)",
  // SudokuPad's own format draws clones as shaded cells only, which say no rule and read back as none.
  clone: () => "clones (SudokuPad's own format only shades their cells, which reads back as no rule; f-puzzles' clone carries them)",
  // SudokuPad's own format has lines by colour only: an entropic or modular line would read back as another rule or none.
  "entropic-line": () => "an entropic line (SudokuPad's own format draws lines by colour only, with no colour of its own for it)",
  "modular-line": () => "a modular line (SudokuPad's own format draws lines by colour only, with no colour of its own for it)",
  // SudokuPad's own format has cages with a value only: a rellik clue would read back as a killer sum.
  rellik: () => "a rellik cage (SudokuPad's own format has no rellik cage: its cage clue reads back as a killer sum)",
  // SudokuPad's metadata has flags for anti-knight and anti-king only.
  "anti-taxicab": () => "anti-taxicab (SudokuPad's own format flags anti-knight and anti-king only)",
  // A sign as text on the edge, its point at the smaller digit: "<" or ">" across a row, "∧" or "∨" down a column.
  inequality: (rule, { scl }) => {
    const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells; // the schema: two cells, each [row, col]
    const sign = r1 === r2 ? (c1 < c2 ? "<" : ">") : r1 < r2 ? "∧" : "∨";
    push(scl, "overlays", {
      center: midpoint(rule.cells),
      width: SCL_STYLE.letter,
      height: SCL_STYLE.letter,
      backgroundColor: SCL_STYLE.white,
      borderColor: SCL_STYLE.white,
      text: sign,
      fontSize: 21,
    });
    return undefined;
  },
  // Given candidates are SudokuPad's given centre marks: a source cell's `centremarks` (its runtime
  // `givenCentremarks`), sorted; a cell of two candidates rules keeps the digits both allow.
  candidates: (rule, { scl }) => {
    for (const [r = -1, c = -1] of rule.cells) {
      const cell = scl.cells[r]?.[c];
      if (cell === undefined) return "a cell outside the canvas";
      const before = Array.isArray(cell.centremarks) ? (cell.centremarks as unknown[]) : undefined;
      cell.centremarks = [...rule.digits].filter((d) => before === undefined || before.includes(d)).sort((a, b) => a - b);
    }
    return undefined;
  },
};

/** Whether a canvas position is a cell of some grid (a clue there would read as a given). */
function onAGrid([r, c]: readonly number[], layout: Layout, size: number): boolean {
  return r !== undefined && c !== undefined && layout.grids.some((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size);
}

/** A clue's text outside the grid, as SudokuPad's decoder writes one: on a small white box, no outline. */
function clueText(center: [number, number], value: number, fontSize: number): SclShape {
  return {
    backgroundColor: SCL_STYLE.white,
    borderColor: SCL_STYLE.white,
    center,
    fontSize,
    rounded: false,
    width: SCL_STYLE.clueBox,
    height: SCL_STYLE.clueBox,
    text: String(value),
  };
}

function parity(cells: readonly (readonly number[])[], odd: boolean, scl: SclPuzzle): undefined {
  for (const cell of cells) {
    push(scl, "underlays", {
      center: centre(cell),
      width: SCL_STYLE.paritySize,
      height: SCL_STYLE.paritySize,
      ...(odd ? { rounded: true } : {}),
      backgroundColor: SCL_STYLE.parity,
      borderColor: SCL_STYLE.parity,
    });
  }
  return undefined;
}

function flag(grid: string | undefined, layout: Layout, scl: SclPuzzle, key: "antiknight" | "antiking"): string | undefined {
  if (grid !== undefined && layout.grids.length > 1) return `on grid ${grid} alone; SudokuPad's flag means every grid`;
  scl.metadata = { ...scl.metadata, [key]: true };
  return undefined;
}

function push(scl: SclPuzzle, key: "lines" | "arrows" | "overlays" | "underlays" | "cages", part: SclShape): void {
  const list = (scl[key] ?? []) as SclShape[];
  list.push(part);
  scl[key] = list as never;
}

/** The schema's [row, col] cells as pairs. */
function pairs(cells: readonly (readonly number[])[]): [number, number][] {
  return cells.map(([r = 0, c = 0]) => [r, c]);
}

/** The centre of a cell in SudokuPad's drawing coordinates. */
function centre([r = 0, c = 0]: readonly number[]): [number, number] {
  return [r + 0.5, c + 0.5];
}

/** The middle of the edge between two cells side by side. */
function midpoint(cells: readonly (readonly number[])[]): [number, number] {
  const [a = [0, 0], b = [0, 0]] = cells;
  const [ar, ac] = centre(a);
  const [br, bc] = centre(b);
  return [(ar + br) / 2, (ac + bc) / 2];
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
