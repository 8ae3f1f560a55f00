// Generated from schemas/*.schema.json by `npm run schemas` (scripts/generate-schema-types.ts). Do not edit.
/* eslint-disable */

export type Rule =
  | DiagonalRule
  | RegionRule
  | KillerRule
  | JigsawRule
  | ThermometerRule
  | ArrowRule
  | KropkiRule
  | KropkiAllDotsRule
  | XvRule
  | OddRule
  | EvenRule
  | AntiKnightRule
  | AntiKingRule
  | NonConsecutiveRule
  | RenbanRule
  | GermanWhispersRule
  | PalindromeRule
  | BetweenLineRule
  | DisjointGroupsRule
  | QuadrupleRule
  | LittleKillerRule
  | SandwichRule
  | CandidatesRule
  | XvAllMarksRule
  | InequalityRule
  | PillArrowRule
  | XSumRule
  | SkyscraperRule
  | HiddenSkyscraperRule
  | NumberedRoomRule
  | LunchboxRule
  | CloneRule
  | EntropicLineRule
  | ModularLineRule
  | ZipperRule
  | RegionSumLineRule
  | ChaosConstructionRule
  | RellikRule
  | AntiTaxicabRule
  | ParityLineRule
  | LockoutLineRule
  | SumLineRule
  | CountingCirclesRule
  | IndexingRule
  | ValueIndexingRule;

/**
 * A combination-sudoku layout: grids of one size (9x9 unless `size` says otherwise) placed on a canvas at box-aligned offsets (any offset for grids without boxes). Grids that overlap share whole boxes; a shared cell is one cell that belongs to every unit of each grid it is in.
 */
export interface Layout {
  /**
   * Where an editor finds this schema.
   */
  $schema?: string;
  /**
   * A short name, e.g. "samurai".
   */
  name: string;
  description?: string;
  /**
   * Side of every grid of the layout, and its digits 1..size (10-16 written A-G): any size from 4 to 16. Default 9.
   */
  size?: number;
  /**
   * Shape of a grid's boxes: rows x cols must equal size; or "none": grids of rows and columns only (a Latin square; a jigsaw rule's regions are its grid's boxes), placed at any canvas row and column. Default: 2x2 for 4, 2x3 for 6, 2x4 for 8, 3x3 for 9, 2x5 for 10, 3x4 for 12, 2x7 for 14, 3x5 for 15, 4x4 for 16; "none" for 5, 7, 11 and 13.
   */
  box?:
    | "none"
    | {
        /**
         * Rows of a box.
         */
        rows: number;
        /**
         * Columns of a box.
         */
        cols: number;
      };
  /**
   * The grids, each size x size with boxes of the box shape (or none), placed by the canvas position of its top-left cell.
   *
   * @minItems 1
   * @maxItems 64
   */
  grids: GridPlacement[];
  /**
   * Constraints beyond the classic rows, columns and boxes: diagonals, extra regions, killer cages, jigsaw regions, thermometers, arrows, kropki dots (optionally all given), X and V, odd and even cells, anti-knight, anti-king, non-consecutive, renban, German whispers, palindromes, between lines, disjoint groups, quadruples, little killers, sandwiches, given candidates, all X and V given (negative XV), inequality signs, pill arrows, X-sums, skyscrapers, clones, entropic and modular lines, zipper lines, region-sum lines, parity lines, lockout lines, sum lines, chaos construction (regions found with the digits).
   *
   * @maxItems 1000
   */
  rules?: Rule[];
}
export interface GridPlacement {
  /**
   * A unique name: letters, digits, '_' or '-', at most 32 characters.
   */
  id: string;
  /**
   * Canvas row of the top-left cell (0-based, a multiple of the box's rows: 3 for 9x9; any row without boxes).
   */
  row: number;
  /**
   * Canvas column of the top-left cell (0-based, a multiple of the box's cols: 3 for 9x9; any column without boxes).
   */
  col: number;
}
/**
 * Both main diagonals of the grid hold 1-9 (1..size) once each (X-sudoku).
 */
export interface DiagonalRule {
  type: "diagonal";
  /**
   * Id of the grid.
   */
  grid: string;
}
/**
 * Nine cells (size cells), given by canvas [row, col] (0-based), that hold 1-9 (1..size) once each (hyper sudoku, windoku).
 */
export interface RegionRule {
  type: "region";
  /**
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
}
/**
 * A killer cage: cells given by canvas [row, col] (0-based) whose digits do not repeat and, when sum is given, add up to it. Drawn as a dashed outline with the sum in its corner.
 */
export interface KillerRule {
  type: "killer";
  /**
   * At most size cells (9 on a 9x9 grid).
   *
   * @minItems 1
   * @maxItems 16
   */
  cells: number[][];
  /**
   * What the cage's digits add up to (at most 45 on a 9x9 grid, 136 on a 16x16 one); without it the cage only forbids repeats.
   */
  sum?: number;
}
/**
 * Irregular regions replacing the boxes of one grid: nine strings of nine characters (size strings of size characters at other sizes), one per row of the grid; the cells marked with one character form a region that holds 1-9 (1..size) once. The regions must split the grid into nine regions of nine cells (size regions of size cells).
 */
export interface JigsawRule {
  type: "jigsaw";
  /**
   * Id of the grid.
   */
  grid: string;
  /**
   * @minItems 4
   * @maxItems 16
   */
  regions: string[];
}
/**
 * A thermometer: cells given by canvas [row, col] (0-based), bulb first, each next to the one before (sideways or diagonally); digits strictly increase from the bulb.
 */
export interface ThermometerRule {
  type: "thermometer";
  /**
   * At most size cells (9 on a 9x9 grid).
   *
   * @minItems 2
   * @maxItems 16
   */
  cells: number[][];
}
/**
 * An arrow: the digit in the circle equals the sum of the digits along the arrow (which may repeat unless a unit forbids it). Cells by canvas [row, col], 0-based.
 */
export interface ArrowRule {
  type: "arrow";
  /**
   * A canvas position [row, col], 0-based.
   *
   * @minItems 2
   * @maxItems 2
   */
  circle: number[];
  /**
   * The arrow's cells, from the circle out: fewer than the size (their sum, at least one each, is the circle's digit).
   *
   * @minItems 1
   * @maxItems 15
   */
  cells: number[][];
}
/**
 * A dot between two neighbouring cells (canvas [row, col], 0-based): white, their digits are consecutive; black, one is double the other.
 */
export interface KropkiRule {
  type: "kropki";
  /**
   * @minItems 2
   * @maxItems 2
   */
  cells: number[][];
  color: "white" | "black";
}
/**
 * All kropki dots are given (the negative constraint) in a grid, or in every grid without grid: two cells side by side without a white dot between them do not hold consecutive digits, and without a black dot neither is double the other. colors limits it to the white or the black dots. A pair holding 1 and 2 is both consecutive and 1:2, so under both colours it needs both dots.
 */
export interface KropkiAllDotsRule {
  type: "kropki-all-dots";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
  /**
   * The dots that are all given; without it, both colours.
   *
   * @minItems 1
   * @maxItems 2
   */
  colors?: ("white" | "black")[];
}
/**
 * An X or a V between two neighbouring cells (canvas [row, col], 0-based): their digits add up to 10 (X) or 5 (V).
 */
export interface XvRule {
  type: "xv";
  /**
   * @minItems 2
   * @maxItems 2
   */
  cells: number[][];
  mark: "X" | "V";
}
/**
 * Cells (canvas [row, col], 0-based) that hold odd digits; drawn as grey circles.
 */
export interface OddRule {
  type: "odd";
  /**
   * @minItems 1
   * @maxItems 1000
   */
  cells: number[][];
}
/**
 * Cells (canvas [row, col], 0-based) that hold even digits; drawn as grey squares.
 */
export interface EvenRule {
  type: "even";
  /**
   * @minItems 1
   * @maxItems 1000
   */
  cells: number[][];
}
/**
 * Two cells of a grid a chess knight's move apart hold different digits.
 */
export interface AntiKnightRule {
  type: "anti-knight";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * Two cells of a grid a chess king's move apart (diagonal neighbours included) hold different digits.
 */
export interface AntiKingRule {
  type: "anti-king";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * Two cells of a grid side by side (sharing an edge) never hold consecutive digits.
 */
export interface NonConsecutiveRule {
  type: "non-consecutive";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * A renban line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); its digits do not repeat and form a run of consecutive digits, in any order. Drawn as a purple line.
 */
export interface RenbanRule {
  type: "renban";
  /**
   * At most size cells (9 on a 9x9 grid): a run of consecutive digits of 1..size.
   *
   * @minItems 2
   * @maxItems 16
   */
  cells: number[][];
}
/**
 * A whispers line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); digits side by side on the line differ by at least `difference`: without it (German whispers) 5 on a 9x9 grid, half the size rounded up at other sizes (2, 3, 4, 6, 8 on 4x4, 6x6, 8x8, 12x12, 16x16); Dutch whispers are difference 4 on a 9x9 grid. Digits may repeat along it where no unit forbids it. Drawn as a green line (another difference: orange, its difference written at the line's start).
 */
export interface GermanWhispersRule {
  type: "german-whispers";
  /**
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
  /**
   * The least difference of digits side by side on the line (at most size - 1). Default: half the size, rounded up (5 on 9x9: German whispers); 4 on 9x9 is Dutch whispers.
   */
  difference?: number;
}
/**
 * A palindrome line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); the digits read the same from either end (the first and last cells match, the second and second last, ...). Drawn as a grey line.
 */
export interface PalindromeRule {
  type: "palindrome";
  /**
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * A between line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); the first and last cells are circles, and the digits of the cells between them lie strictly between the two circles' digits. Drawn as a thin line with a circle at each end.
 */
export interface BetweenLineRule {
  type: "between-line";
  /**
   * The circle at one end, the cells of the line, the circle at the other end.
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * Disjoint groups: cells of a grid at the same place in their boxes (every box's top-left cell, every box's centre, ...) hold different digits, so each such group of size cells holds 1..size once (boxes of the layout's shape).
 */
export interface DisjointGroupsRule {
  type: "disjoint-groups";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * A quadruple: a circle at the corner shared by four cells (a 2x2 square, canvas [row, col], 0-based) holding up to four digits, each of which appears in those cells, as often as it is listed.
 */
export interface QuadrupleRule {
  type: "quadruple";
  /**
   * The four cells of the 2x2 square, in any order.
   *
   * @minItems 4
   * @maxItems 4
   */
  cells: number[][];
  /**
   * The digits in the circle (1..size), a digit listed twice appearing twice.
   *
   * @minItems 1
   * @maxItems 4
   */
  digits: number[];
}
/**
 * A little killer clue: a sum outside a grid with an arrow along a diagonal; the digits on that diagonal add up to the sum (they may repeat, where no row, column or box forbids it). The clue sits one diagonal step before the first cell, outside the grid. Drawn as the sum and a small arrow.
 */
export interface LittleKillerRule {
  type: "little-killer";
  /**
   * The whole diagonal of one grid, in order from the clue: each cell one diagonal step from the one before, in the same direction, from one edge of the grid to another.
   *
   * @minItems 1
   * @maxItems 16
   */
  cells: number[][];
  /**
   * The way the arrow points from the clue, as f-puzzles names it: up or down, then left or right (DR: down and right, rows and columns growing). Needed when the diagonal is one cell (a corner cell alone, its clue beside the corner's diagonal); with two cells or more the cells say it, and a direction given must agree.
   */
  direction?: "UL" | "UR" | "DL" | "DR";
  /**
   * What the diagonal's digits add up to (at least one per cell, at most size per cell).
   */
  sum: number;
}
/**
 * A sandwich clue: a sum outside a grid beside a row or column; the digits between the 1 and the largest digit (9 on a 9x9 grid) of that row or column add up to it (0: they are neighbours). The clue sits one step before the first cell, outside the grid. Drawn as the sum beside the grid.
 */
export interface SandwichRule {
  type: "sandwich";
  /**
   * The whole row or column of one grid, in order from the clue.
   *
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
  /**
   * What the digits between the 1 and the largest digit add up to (at most 2 + ... + (size - 1): 35 on a 9x9 grid).
   */
  sum: number;
}
/**
 * Given candidates (given pencil marks): each of the cells (canvas [row, col], 0-based) holds one of the digits listed, written small in the cell as a setter's pencil marks. One digit is a given by another name.
 */
export interface CandidatesRule {
  type: "candidates";
  /**
   * The cells limited to these digits, in any order.
   *
   * @minItems 1
   * @maxItems 1000
   */
  cells: number[][];
  /**
   * The digits each cell may hold (1..size), in any order.
   *
   * @minItems 1
   * @maxItems 16
   */
  digits: number[];
}
/**
 * All X and V are given (negative XV) in a grid, or in every grid without grid: two cells side by side without an X between them do not add up to 10, and without a V do not add up to 5.
 */
export interface XvAllMarksRule {
  type: "xv-all-marks";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * An inequality sign (greater-than) on the edge between two neighbouring cells (canvas [row, col], 0-based): the first cell's digit is less than the second's. Drawn as a chevron pointing at the smaller digit.
 */
export interface InequalityRule {
  type: "inequality";
  /**
   * The smaller cell, then the larger.
   *
   * @minItems 2
   * @maxItems 2
   */
  cells: number[][];
}
/**
 * A pill arrow: the number read in the pill (its digits from left to right, or top to bottom, as a decimal number: 1 and 4 read 14) is the sum of the digits along the arrow, which may repeat where no unit forbids it. Grids of size 9 at most.
 */
export interface PillArrowRule {
  type: "pill-arrow";
  /**
   * The pill's cells in reading order: side by side in one row (left to right) or one column (top to bottom).
   *
   * @minItems 2
   * @maxItems 3
   */
  pill: number[][];
  /**
   * The arrow's cells in order from the pill, each next to the one before (sideways or diagonally).
   *
   * @minItems 1
   * @maxItems 64
   */
  cells: number[][];
}
/**
 * An X-sum clue: a sum outside a grid beside a row or column; the first X digits of that row or column from the clue add up to it, where X is the first of them. The clue sits one step before the first cell, outside the grid. Drawn as the sum beside the grid.
 */
export interface XSumRule {
  type: "x-sum";
  /**
   * The whole row or column of one grid, in order from the clue.
   *
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
  /**
   * What the first X digits add up to, X the first digit (at most 1 + ... + size: 45 on a 9x9 grid).
   */
  sum: number;
}
/**
 * A skyscraper clue: a count outside a grid beside a row or column; that many digits of the row or column are seen from the clue, each digit hiding the smaller ones behind it. The clue sits one step before the first cell, outside the grid. Drawn as the count in a small box beside the grid.
 */
export interface SkyscraperRule {
  type: "skyscraper";
  /**
   * The whole row or column of one grid, in order from the clue.
   *
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
  /**
   * How many digits are seen from the clue (at most the size).
   */
  count: number;
}
/**
 * A hidden skyscraper clue: a digit outside a grid beside a row or column; it is the first digit of the row or column, read from the clue, that is hidden (lower than some digit before it). The clue sits one step before the first cell, outside the grid. Drawn as the digit in a small dashed box beside the grid.
 */
export interface HiddenSkyscraperRule {
  type: "hidden-skyscraper";
  /**
   * The whole row or column of one grid, in order from the clue.
   *
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
  /**
   * The first hidden digit from the clue (below the size: the largest digit is never hidden).
   */
  digit: number;
}
/**
 * A numbered room clue: a digit outside a grid beside a row or column; the first digit D of the row or column, read from the clue, says where it stands: the D-th cell from the clue holds the clue's digit. The clue sits one step before the first cell, outside the grid. Drawn as the digit in a circle beside the grid.
 */
export interface NumberedRoomRule {
  type: "numbered-room";
  /**
   * The whole row or column of one grid, in order from the clue.
   *
   * @minItems 4
   * @maxItems 16
   */
  cells: number[][];
  /**
   * The digit in the D-th cell from the clue, D the first cell's digit (at most the size).
   */
  digit: number;
}
/**
 * A lunchbox: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally), whose digits do not repeat; the digits between the smallest and the largest of them along the line add up to `sum` (0: those two are neighbours). On a whole row or column of a grid (a sandwich whose bread is the line's own smallest and largest digits: 1 and the size) the sum is drawn outside the grid, one step before the first cell; else it is drawn in the first cell's corner over a grey band along the line.
 */
export interface LunchboxRule {
  type: "lunchbox";
  /**
   * At most size cells, in line order (a clue outside the grid: from the clue).
   *
   * @minItems 2
   * @maxItems 16
   */
  cells: number[][];
  /**
   * What the digits between the smallest and the largest add up to (at most 2 + ... + (size - 1): 35 on a 9x9 grid).
   */
  sum: number;
}
/**
 * Clones: two or more shapes of the same number of cells (drawn shaded); the cells in the same position of each shape hold the same digit (the first cell of each shape alike, then the second, ...). Shapes are usually of one form, shifted; the order of their cells says which cells match.
 */
export interface CloneRule {
  type: "clone";
  /**
   * The shapes, each its cells in matching order.
   *
   * @minItems 2
   * @maxItems 64
   */
  shapes: number[][][];
}
/**
 * An entropic line: every three consecutive cells hold one low (1-3), one middle (4-6) and one high (7-9) digit; at other sizes the thirds of the digits. Grid sizes that are multiples of 3.
 */
export interface EntropicLineRule {
  type: "entropic-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally).
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * A modular line: every three consecutive cells hold one digit of each remainder when divided by 3 (one of 147, one of 258, one of 369). Grid sizes that are multiples of 3.
 */
export interface ModularLineRule {
  type: "modular-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally).
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * A zipper line: cells the same distance from the line's centre add up to the same total; on a line of odd length that total is the digit in the centre cell.
 */
export interface ZipperRule {
  type: "zipper";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally).
   *
   * @minItems 3
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * A region-sum line: its digits add up to the same total in each stretch of the line inside one box (a jigsaw grid's regions in place of its boxes); a line that enters a box twice makes two stretches there. Grids need boxes or jigsaw regions.
 */
export interface RegionSumLineRule {
  type: "region-sum-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally).
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * Chaos construction: the grid's regions are not given but found: the grid divides into size regions of size cells each, every region orthogonally connected and holding 1..size once (rows and columns as usual). The layout has no boxes (`"box": "none"`). Marked cells: the cells of one group lie in one region, cells of different groups in different regions (a setter's shaded or lettered cells).
 */
export interface ChaosConstructionRule {
  type: "chaos-construction";
  /**
   * Id of the grid whose regions are found; without it, every grid (each its own division).
   */
  grid?: string;
  /**
   * Groups of marked cells: one group's cells share a region, two groups' cells do not.
   *
   * @maxItems 16
   */
  marks?: number[][][];
}
/**
 * A rellik cage (a killer cage turned round): cells given by canvas [row, col] (0-based) whose digits do not repeat and no set of one or more of which adds up to the clue. Drawn as a dashed outline with the clue, struck through (≠), in its corner.
 */
export interface RellikRule {
  type: "rellik";
  /**
   * At most size cells (9 on a 9x9 grid).
   *
   * @minItems 1
   * @maxItems 16
   */
  cells: number[][];
  /**
   * The total no digit of the cage, nor any two or more of them together, may add up to.
   */
  sum: number;
}
/**
 * Anti-taxicab: a digit N of a grid is never N steps from another N, steps taken along rows and columns (the taxicab distance: rows apart plus columns apart).
 */
export interface AntiTaxicabRule {
  type: "anti-taxicab";
  /**
   * Id of the grid it applies to; without it, every grid.
   */
  grid?: string;
}
/**
 * A parity line: digits side by side along the line alternate between odd and even. Digits may repeat along it where no unit forbids it.
 */
export interface ParityLineRule {
  type: "parity-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally).
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
}
/**
 * A lockout line: the digits in the diamonds at its two ends differ by at least `difference`, and no digit on the rest of the line lies between them (inclusive). Digits may repeat along it where no unit forbids it.
 */
export interface LockoutLineRule {
  type: "lockout-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally); the first and last are the diamonds.
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
  /**
   * The least difference of the two ends' digits (at most size - 1). Default: half the size, rounded down (4 on 9x9, as the Interactive Sudoku Solver's Lockout).
   */
  difference?: number;
}
/**
 * A sum line: the line divides into stretches of consecutive cells that each add up to `sum` (as the Interactive Sudoku Solver's Sum Line). Digits may repeat along it where no unit forbids it.
 */
export interface SumLineRule {
  type: "sum-line";
  /**
   * The line's cells in order, each next to the one before (sideways or diagonally); on a loop the last touches the first too.
   *
   * @minItems 2
   * @maxItems 256
   */
  cells: number[][];
  /**
   * The total of each stretch.
   */
  sum: number;
  /**
   * The line closes on itself (its last cell touches its first): a stretch may run on from the last cell to the first.
   */
  loop?: boolean;
}
/**
 * One set of counting circles: cells given by canvas [row, col] (0-based); the digit in a circle is how many circles of the set hold that digit, so a digit N is in exactly N circles of the set or in none. Several sets are several rules, each counted on its own.
 */
export interface CountingCirclesRule {
  type: "counting-circles";
  /**
   * The circled cells, in any order: at most 1 + 2 + ... + size of them (45 on a 9x9 grid).
   *
   * @minItems 1
   * @maxItems 136
   */
  cells: number[][];
}
/**
 * Indexing cells (159 sudoku: every cell of columns 1, 5 and 9). Column indexing: a cell in column C of its grid holding V says that the V-th cell of its row holds C (in 159 sudoku the digit in column 1 says in which column of its row the 1 is). Row indexing: a cell in row R holding V says that the V-th cell of its column holds R. Rows and columns are those of the grid the cells are in; drawn as shaded cells.
 */
export interface IndexingRule {
  type: "indexing";
  /**
   * column: a cell's digit names a column of its row, where its own column number stands; row: a row of its column, where its own row number stands.
   */
  index: "column" | "row";
  /**
   * The indexing cells, in any order (for 159 sudoku: the whole columns 1, 5 and 9 of the grid).
   *
   * @minItems 1
   * @maxItems 1000
   */
  cells: number[][];
  /**
   * Id of the grid whose rows and columns are meant; needed only when a cell lies in several grids (the cells must all be in it).
   */
  grid?: string;
}
/**
 * A value-indexing line (the Interactive Sudoku Solver's Value Indexing): cells in line order, each touching the one before (sideways or diagonally). The second cell's digit N says how many cells further along the line, counted from the second cell, the first cell's digit stands again: the cell N steps on from the second holds the first cell's digit. Drawn as a dashed line from a dot in the first cell to an arrowhead in the last.
 */
export interface ValueIndexingRule {
  type: "value-indexing";
  /**
   * The line's cells in order: the digit X, the count N, then the cells N counts along.
   *
   * @minItems 3
   * @maxItems 256
   */
  cells: number[][];
}

/**
 * One string per canvas row: 1-9 (and A-G for 10-16 on larger grids, either case) a given, '.' or '0' an empty cell, ' ' or '-' a position no grid covers. Trailing positions may be left off.
 *
 * @minItems 1
 * @maxItems 100000
 */
export type CanvasGivens = string[];

/**
 * A combination-sudoku puzzle: a layout (built-in name or inline) and its givens.
 */
export interface Puzzle {
  /**
   * Where an editor finds this schema.
   */
  $schema?: string;
  title?: string;
  /**
   * Where the puzzle comes from, or how it was made.
   */
  source?: string;
  /**
   * A built-in layout name (see `combo-sudoku layouts`) or a layout object.
   */
  layout: string | Layout;
  /**
   * Either the canvas (one string per row) or an object from grid id to 81 characters.
   */
  givens: CanvasGivens | GridGivens;
  /**
   * Drawing that states no rule (text, lines, circles, rectangles, cages without a sum), as f-puzzles draws it: kept, drawn by render and carried back by convert and links; the solver ignores it.
   *
   * @maxItems 10000
   */
  cosmetics?: Cosmetic[];
}
/**
 * Grid id to its cells row by row (81 for 9x9, size x size in general): 1-9 a given (A-G for 10-16, either case), '.' or '0' empty. A grid left out is empty.
 */
export interface GridGivens {
  [k: string]: string;
}
/**
 * One drawn item without meaning for the solver, on canvas positions [row, col] (0-based; -1 and the canvas size itself are just outside it, where f-puzzles puts clues). Colours are CSS colours as f-puzzles writes them.
 */
export interface Cosmetic {
  /**
   * text: written at the middle of its cells; line: through its cells in order; circle, rectangle: a shape over the middle of its cells; cage: a dashed outline around its cells.
   */
  type: "text" | "line" | "circle" | "rectangle" | "cage";
  /**
   * @minItems 1
   * @maxItems 1000
   */
  cells: number[][];
  /**
   * What is written on it (f-puzzles' value).
   */
  text?: string;
  /**
   * Outline or line colour (f-puzzles' outlineC).
   */
  color?: string;
  /**
   * Fill colour of a circle or rectangle (f-puzzles' baseC).
   */
  fill?: string;
  /**
   * Colour of the text (f-puzzles' fontC).
   */
  textColor?: string;
  /**
   * Line width, or the shape's width, in cells.
   */
  width?: number;
  /**
   * The shape's height, in cells.
   */
  height?: number;
  /**
   * Text size, in cells.
   */
  size?: number;
  /**
   * Rotation in degrees.
   */
  angle?: number;
}

export const layoutSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "layout.schema.json",
  "title": "Layout",
  "description": "A combination-sudoku layout: grids of one size (9x9 unless `size` says otherwise) placed on a canvas at box-aligned offsets (any offset for grids without boxes). Grids that overlap share whole boxes; a shared cell is one cell that belongs to every unit of each grid it is in.",
  "type": "object",
  "required": [
    "name",
    "grids"
  ],
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string",
      "description": "Where an editor finds this schema."
    },
    "name": {
      "type": "string",
      "minLength": 1,
      "maxLength": 100,
      "description": "A short name, e.g. \"samurai\"."
    },
    "description": {
      "type": "string",
      "maxLength": 2000
    },
    "size": {
      "type": "integer",
      "minimum": 4,
      "maximum": 16,
      "description": "Side of every grid of the layout, and its digits 1..size (10-16 written A-G): any size from 4 to 16. Default 9."
    },
    "box": {
      "description": "Shape of a grid's boxes: rows x cols must equal size; or \"none\": grids of rows and columns only (a Latin square; a jigsaw rule's regions are its grid's boxes), placed at any canvas row and column. Default: 2x2 for 4, 2x3 for 6, 2x4 for 8, 3x3 for 9, 2x5 for 10, 3x4 for 12, 2x7 for 14, 3x5 for 15, 4x4 for 16; \"none\" for 5, 7, 11 and 13.",
      "oneOf": [
        {
          "const": "none"
        },
        {
          "type": "object",
          "required": [
            "rows",
            "cols"
          ],
          "additionalProperties": false,
          "properties": {
            "rows": {
              "type": "integer",
              "minimum": 1,
              "maximum": 16,
              "description": "Rows of a box."
            },
            "cols": {
              "type": "integer",
              "minimum": 1,
              "maximum": 16,
              "description": "Columns of a box."
            }
          }
        }
      ]
    },
    "grids": {
      "type": "array",
      "minItems": 1,
      "maxItems": 64,
      "description": "The grids, each size x size with boxes of the box shape (or none), placed by the canvas position of its top-left cell.",
      "items": {
        "$ref": "#/$defs/grid"
      }
    },
    "rules": {
      "type": "array",
      "maxItems": 1000,
      "description": "Constraints beyond the classic rows, columns and boxes: diagonals, extra regions, killer cages, jigsaw regions, thermometers, arrows, kropki dots (optionally all given), X and V, odd and even cells, anti-knight, anti-king, non-consecutive, renban, German whispers, palindromes, between lines, disjoint groups, quadruples, little killers, sandwiches, given candidates, all X and V given (negative XV), inequality signs, pill arrows, X-sums, skyscrapers, clones, entropic and modular lines, zipper lines, region-sum lines, parity lines, lockout lines, sum lines, chaos construction (regions found with the digits).",
      "items": {
        "$ref": "#/$defs/rule"
      }
    }
  },
  "$defs": {
    "grid": {
      "title": "GridPlacement",
      "type": "object",
      "required": [
        "id",
        "row",
        "col"
      ],
      "additionalProperties": false,
      "properties": {
        "id": {
          "type": "string",
          "pattern": "^[A-Za-z0-9_-]{1,32}$",
          "description": "A unique name: letters, digits, '_' or '-', at most 32 characters."
        },
        "row": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99999,
          "description": "Canvas row of the top-left cell (0-based, a multiple of the box's rows: 3 for 9x9; any row without boxes)."
        },
        "col": {
          "type": "integer",
          "minimum": 0,
          "maximum": 99999,
          "description": "Canvas column of the top-left cell (0-based, a multiple of the box's cols: 3 for 9x9; any column without boxes)."
        }
      }
    },
    "rule": {
      "title": "Rule",
      "oneOf": [
        {
          "$ref": "#/$defs/diagonalRule"
        },
        {
          "$ref": "#/$defs/regionRule"
        },
        {
          "$ref": "#/$defs/killerRule"
        },
        {
          "$ref": "#/$defs/jigsawRule"
        },
        {
          "$ref": "#/$defs/thermometerRule"
        },
        {
          "$ref": "#/$defs/arrowRule"
        },
        {
          "$ref": "#/$defs/kropkiRule"
        },
        {
          "$ref": "#/$defs/kropki-all-dotsRule"
        },
        {
          "$ref": "#/$defs/xvRule"
        },
        {
          "$ref": "#/$defs/oddRule"
        },
        {
          "$ref": "#/$defs/evenRule"
        },
        {
          "$ref": "#/$defs/anti-knightRule"
        },
        {
          "$ref": "#/$defs/anti-kingRule"
        },
        {
          "$ref": "#/$defs/non-consecutiveRule"
        },
        {
          "$ref": "#/$defs/renbanRule"
        },
        {
          "$ref": "#/$defs/german-whispersRule"
        },
        {
          "$ref": "#/$defs/palindromeRule"
        },
        {
          "$ref": "#/$defs/between-lineRule"
        },
        {
          "$ref": "#/$defs/disjoint-groupsRule"
        },
        {
          "$ref": "#/$defs/quadrupleRule"
        },
        {
          "$ref": "#/$defs/little-killerRule"
        },
        {
          "$ref": "#/$defs/sandwichRule"
        },
        {
          "$ref": "#/$defs/candidatesRule"
        },
        {
          "$ref": "#/$defs/xv-all-marksRule"
        },
        {
          "$ref": "#/$defs/inequalityRule"
        },
        {
          "$ref": "#/$defs/pill-arrowRule"
        },
        {
          "$ref": "#/$defs/x-sumRule"
        },
        {
          "$ref": "#/$defs/skyscraperRule"
        },
        {
          "$ref": "#/$defs/hidden-skyscraperRule"
        },
        {
          "$ref": "#/$defs/numbered-roomRule"
        },
        {
          "$ref": "#/$defs/lunchboxRule"
        },
        {
          "$ref": "#/$defs/cloneRule"
        },
        {
          "$ref": "#/$defs/entropic-lineRule"
        },
        {
          "$ref": "#/$defs/modular-lineRule"
        },
        {
          "$ref": "#/$defs/zipperRule"
        },
        {
          "$ref": "#/$defs/region-sum-lineRule"
        },
        {
          "$ref": "#/$defs/chaos-constructionRule"
        },
        {
          "$ref": "#/$defs/rellikRule"
        },
        {
          "$ref": "#/$defs/anti-taxicabRule"
        },
        {
          "$ref": "#/$defs/parity-lineRule"
        },
        {
          "$ref": "#/$defs/lockout-lineRule"
        },
        {
          "$ref": "#/$defs/sum-lineRule"
        },
        {
          "$ref": "#/$defs/counting-circlesRule"
        },
        {
          "$ref": "#/$defs/indexingRule"
        },
        {
          "$ref": "#/$defs/value-indexingRule"
        }
      ]
    },
    "diagonalRule": {
      "title": "DiagonalRule",
      "description": "Both main diagonals of the grid hold 1-9 (1..size) once each (X-sudoku).",
      "type": "object",
      "required": [
        "type",
        "grid"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "diagonal"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid."
        }
      }
    },
    "regionRule": {
      "title": "RegionRule",
      "description": "Nine cells (size cells), given by canvas [row, col] (0-based), that hold 1-9 (1..size) once each (hyper sudoku, windoku).",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "region"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "killerRule": {
      "title": "KillerRule",
      "description": "A killer cage: cells given by canvas [row, col] (0-based) whose digits do not repeat and, when sum is given, add up to it. Drawn as a dashed outline with the sum in its corner.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "killer"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "description": "At most size cells (9 on a 9x9 grid).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 136,
          "description": "What the cage's digits add up to (at most 45 on a 9x9 grid, 136 on a 16x16 one); without it the cage only forbids repeats."
        }
      }
    },
    "rellikRule": {
      "title": "RellikRule",
      "description": "A rellik cage (a killer cage turned round): cells given by canvas [row, col] (0-based) whose digits do not repeat and no set of one or more of which adds up to the clue. Drawn as a dashed outline with the clue, struck through (≠), in its corner.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "rellik"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "description": "At most size cells (9 on a 9x9 grid).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 136,
          "description": "The total no digit of the cage, nor any two or more of them together, may add up to."
        }
      }
    },
    "jigsawRule": {
      "title": "JigsawRule",
      "description": "Irregular regions replacing the boxes of one grid: nine strings of nine characters (size strings of size characters at other sizes), one per row of the grid; the cells marked with one character form a region that holds 1-9 (1..size) once. The regions must split the grid into nine regions of nine cells (size regions of size cells).",
      "type": "object",
      "required": [
        "type",
        "grid",
        "regions"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "jigsaw"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid."
        },
        "regions": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "items": {
            "type": "string",
            "minLength": 4,
            "maxLength": 16
          }
        }
      }
    },
    "thermometerRule": {
      "title": "ThermometerRule",
      "description": "A thermometer: cells given by canvas [row, col] (0-based), bulb first, each next to the one before (sideways or diagonally); digits strictly increase from the bulb.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "thermometer"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 16,
          "description": "At most size cells (9 on a 9x9 grid).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "arrowRule": {
      "title": "ArrowRule",
      "description": "An arrow: the digit in the circle equals the sum of the digits along the arrow (which may repeat unless a unit forbids it). Cells by canvas [row, col], 0-based.",
      "type": "object",
      "required": [
        "type",
        "circle",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "arrow"
        },
        "circle": {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "description": "A canvas position [row, col], 0-based.",
          "items": {
            "type": "integer",
            "minimum": 0,
            "maximum": 99999
          }
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 15,
          "description": "The arrow's cells, from the circle out: fewer than the size (their sum, at least one each, is the circle's digit).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "kropkiRule": {
      "title": "KropkiRule",
      "description": "A dot between two neighbouring cells (canvas [row, col], 0-based): white, their digits are consecutive; black, one is double the other.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "color"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "kropki"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "color": {
          "enum": [
            "white",
            "black"
          ]
        }
      }
    },
    "kropki-all-dotsRule": {
      "title": "KropkiAllDotsRule",
      "description": "All kropki dots are given (the negative constraint) in a grid, or in every grid without grid: two cells side by side without a white dot between them do not hold consecutive digits, and without a black dot neither is double the other. colors limits it to the white or the black dots. A pair holding 1 and 2 is both consecutive and 1:2, so under both colours it needs both dots.",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "kropki-all-dots"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        },
        "colors": {
          "type": "array",
          "minItems": 1,
          "maxItems": 2,
          "items": {
            "enum": [
              "white",
              "black"
            ]
          },
          "description": "The dots that are all given; without it, both colours."
        }
      }
    },
    "xvRule": {
      "title": "XvRule",
      "description": "An X or a V between two neighbouring cells (canvas [row, col], 0-based): their digits add up to 10 (X) or 5 (V).",
      "type": "object",
      "required": [
        "type",
        "cells",
        "mark"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "xv"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "mark": {
          "enum": [
            "X",
            "V"
          ]
        }
      }
    },
    "oddRule": {
      "title": "OddRule",
      "description": "Cells (canvas [row, col], 0-based) that hold odd digits; drawn as grey circles.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "odd"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "evenRule": {
      "title": "EvenRule",
      "description": "Cells (canvas [row, col], 0-based) that hold even digits; drawn as grey squares.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "even"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "anti-knightRule": {
      "title": "AntiKnightRule",
      "description": "Two cells of a grid a chess knight's move apart hold different digits.",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "anti-knight"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "indexingRule": {
      "title": "IndexingRule",
      "description": "Indexing cells (159 sudoku: every cell of columns 1, 5 and 9). Column indexing: a cell in column C of its grid holding V says that the V-th cell of its row holds C (in 159 sudoku the digit in column 1 says in which column of its row the 1 is). Row indexing: a cell in row R holding V says that the V-th cell of its column holds R. Rows and columns are those of the grid the cells are in; drawn as shaded cells.",
      "type": "object",
      "required": [
        "type",
        "index",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "indexing"
        },
        "index": {
          "enum": [
            "column",
            "row"
          ],
          "description": "column: a cell's digit names a column of its row, where its own column number stands; row: a row of its column, where its own row number stands."
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "description": "The indexing cells, in any order (for 159 sudoku: the whole columns 1, 5 and 9 of the grid).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid whose rows and columns are meant; needed only when a cell lies in several grids (the cells must all be in it)."
        }
      }
    },
    "value-indexingRule": {
      "title": "ValueIndexingRule",
      "description": "A value-indexing line (the Interactive Sudoku Solver's Value Indexing): cells in line order, each touching the one before (sideways or diagonally). The second cell's digit N says how many cells further along the line, counted from the second cell, the first cell's digit stands again: the cell N steps on from the second holds the first cell's digit. Drawn as a dashed line from a dot in the first cell to an arrowhead in the last.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "value-indexing"
        },
        "cells": {
          "type": "array",
          "minItems": 3,
          "maxItems": 256,
          "description": "The line's cells in order: the digit X, the count N, then the cells N counts along.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "anti-taxicabRule": {
      "title": "AntiTaxicabRule",
      "description": "Anti-taxicab: a digit N of a grid is never N steps from another N, steps taken along rows and columns (the taxicab distance: rows apart plus columns apart).",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "anti-taxicab"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "counting-circlesRule": {
      "title": "CountingCirclesRule",
      "description": "One set of counting circles: cells given by canvas [row, col] (0-based); the digit in a circle is how many circles of the set hold that digit, so a digit N is in exactly N circles of the set or in none. Several sets are several rules, each counted on its own.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "counting-circles"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 136,
          "description": "The circled cells, in any order: at most 1 + 2 + ... + size of them (45 on a 9x9 grid).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "anti-kingRule": {
      "title": "AntiKingRule",
      "description": "Two cells of a grid a chess king's move apart (diagonal neighbours included) hold different digits.",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "anti-king"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "non-consecutiveRule": {
      "title": "NonConsecutiveRule",
      "description": "Two cells of a grid side by side (sharing an edge) never hold consecutive digits.",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "non-consecutive"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "renbanRule": {
      "title": "RenbanRule",
      "description": "A renban line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); its digits do not repeat and form a run of consecutive digits, in any order. Drawn as a purple line.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "renban"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 16,
          "description": "At most size cells (9 on a 9x9 grid): a run of consecutive digits of 1..size.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "german-whispersRule": {
      "title": "GermanWhispersRule",
      "description": "A whispers line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); digits side by side on the line differ by at least `difference`: without it (German whispers) 5 on a 9x9 grid, half the size rounded up at other sizes (2, 3, 4, 6, 8 on 4x4, 6x6, 8x8, 12x12, 16x16); Dutch whispers are difference 4 on a 9x9 grid. Digits may repeat along it where no unit forbids it. Drawn as a green line (another difference: orange, its difference written at the line's start).",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "german-whispers"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "difference": {
          "type": "integer",
          "minimum": 1,
          "maximum": 15,
          "description": "The least difference of digits side by side on the line (at most size - 1). Default: half the size, rounded up (5 on 9x9: German whispers); 4 on 9x9 is Dutch whispers."
        }
      }
    },
    "palindromeRule": {
      "title": "PalindromeRule",
      "description": "A palindrome line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); the digits read the same from either end (the first and last cells match, the second and second last, ...). Drawn as a grey line.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "palindrome"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "between-lineRule": {
      "title": "BetweenLineRule",
      "description": "A between line: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally); the first and last cells are circles, and the digits of the cells between them lie strictly between the two circles' digits. Drawn as a thin line with a circle at each end.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "between-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The circle at one end, the cells of the line, the circle at the other end.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "disjoint-groupsRule": {
      "title": "DisjointGroupsRule",
      "description": "Disjoint groups: cells of a grid at the same place in their boxes (every box's top-left cell, every box's centre, ...) hold different digits, so each such group of size cells holds 1..size once (boxes of the layout's shape).",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "disjoint-groups"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "quadrupleRule": {
      "title": "QuadrupleRule",
      "description": "A quadruple: a circle at the corner shared by four cells (a 2x2 square, canvas [row, col], 0-based) holding up to four digits, each of which appears in those cells, as often as it is listed.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "digits"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "quadruple"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 4,
          "description": "The four cells of the 2x2 square, in any order.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "digits": {
          "type": "array",
          "minItems": 1,
          "maxItems": 4,
          "description": "The digits in the circle (1..size), a digit listed twice appearing twice.",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 16
          }
        }
      }
    },
    "little-killerRule": {
      "title": "LittleKillerRule",
      "description": "A little killer clue: a sum outside a grid with an arrow along a diagonal; the digits on that diagonal add up to the sum (they may repeat, where no row, column or box forbids it). The clue sits one diagonal step before the first cell, outside the grid. Drawn as the sum and a small arrow.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "little-killer"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "description": "The whole diagonal of one grid, in order from the clue: each cell one diagonal step from the one before, in the same direction, from one edge of the grid to another.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "direction": {
          "enum": [
            "UL",
            "UR",
            "DL",
            "DR"
          ],
          "description": "The way the arrow points from the clue, as f-puzzles names it: up or down, then left or right (DR: down and right, rows and columns growing). Needed when the diagonal is one cell (a corner cell alone, its clue beside the corner's diagonal); with two cells or more the cells say it, and a direction given must agree."
        },
        "sum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 256,
          "description": "What the diagonal's digits add up to (at least one per cell, at most size per cell)."
        }
      }
    },
    "sandwichRule": {
      "title": "SandwichRule",
      "description": "A sandwich clue: a sum outside a grid beside a row or column; the digits between the 1 and the largest digit (9 on a 9x9 grid) of that row or column add up to it (0: they are neighbours). The clue sits one step before the first cell, outside the grid. Drawn as the sum beside the grid.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "sandwich"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "description": "The whole row or column of one grid, in order from the clue.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 0,
          "maximum": 119,
          "description": "What the digits between the 1 and the largest digit add up to (at most 2 + ... + (size - 1): 35 on a 9x9 grid)."
        }
      }
    },
    "x-sumRule": {
      "title": "XSumRule",
      "description": "An X-sum clue: a sum outside a grid beside a row or column; the first X digits of that row or column from the clue add up to it, where X is the first of them. The clue sits one step before the first cell, outside the grid. Drawn as the sum beside the grid.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "x-sum"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "description": "The whole row or column of one grid, in order from the clue.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 136,
          "description": "What the first X digits add up to, X the first digit (at most 1 + ... + size: 45 on a 9x9 grid)."
        }
      }
    },
    "skyscraperRule": {
      "title": "SkyscraperRule",
      "description": "A skyscraper clue: a count outside a grid beside a row or column; that many digits of the row or column are seen from the clue, each digit hiding the smaller ones behind it. The clue sits one step before the first cell, outside the grid. Drawn as the count in a small box beside the grid.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "count"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "skyscraper"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "description": "The whole row or column of one grid, in order from the clue.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 16,
          "description": "How many digits are seen from the clue (at most the size)."
        }
      }
    },
    "hidden-skyscraperRule": {
      "title": "HiddenSkyscraperRule",
      "description": "A hidden skyscraper clue: a digit outside a grid beside a row or column; it is the first digit of the row or column, read from the clue, that is hidden (lower than some digit before it). The clue sits one step before the first cell, outside the grid. Drawn as the digit in a small dashed box beside the grid.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "digit"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "hidden-skyscraper"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "description": "The whole row or column of one grid, in order from the clue.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "digit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 15,
          "description": "The first hidden digit from the clue (below the size: the largest digit is never hidden)."
        }
      }
    },
    "numbered-roomRule": {
      "title": "NumberedRoomRule",
      "description": "A numbered room clue: a digit outside a grid beside a row or column; the first digit D of the row or column, read from the clue, says where it stands: the D-th cell from the clue holds the clue's digit. The clue sits one step before the first cell, outside the grid. Drawn as the digit in a circle beside the grid.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "digit"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "numbered-room"
        },
        "cells": {
          "type": "array",
          "minItems": 4,
          "maxItems": 16,
          "description": "The whole row or column of one grid, in order from the clue.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "digit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 16,
          "description": "The digit in the D-th cell from the clue, D the first cell's digit (at most the size)."
        }
      }
    },
    "lunchboxRule": {
      "title": "LunchboxRule",
      "description": "A lunchbox: cells given by canvas [row, col] (0-based) in line order, each next to the one before (sideways or diagonally), whose digits do not repeat; the digits between the smallest and the largest of them along the line add up to `sum` (0: those two are neighbours). On a whole row or column of a grid (a sandwich whose bread is the line's own smallest and largest digits: 1 and the size) the sum is drawn outside the grid, one step before the first cell; else it is drawn in the first cell's corner over a grey band along the line.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "lunchbox"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 16,
          "description": "At most size cells, in line order (a clue outside the grid: from the clue).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 0,
          "maximum": 119,
          "description": "What the digits between the smallest and the largest add up to (at most 2 + ... + (size - 1): 35 on a 9x9 grid)."
        }
      }
    },
    "candidatesRule": {
      "title": "CandidatesRule",
      "description": "Given candidates (given pencil marks): each of the cells (canvas [row, col], 0-based) holds one of the digits listed, written small in the cell as a setter's pencil marks. One digit is a given by another name.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "digits"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "candidates"
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "description": "The cells limited to these digits, in any order.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "digits": {
          "type": "array",
          "minItems": 1,
          "maxItems": 16,
          "uniqueItems": true,
          "description": "The digits each cell may hold (1..size), in any order.",
          "items": {
            "type": "integer",
            "minimum": 1,
            "maximum": 16
          }
        }
      }
    },
    "xv-all-marksRule": {
      "title": "XvAllMarksRule",
      "description": "All X and V are given (negative XV) in a grid, or in every grid without grid: two cells side by side without an X between them do not add up to 10, and without a V do not add up to 5.",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "xv-all-marks"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid it applies to; without it, every grid."
        }
      }
    },
    "inequalityRule": {
      "title": "InequalityRule",
      "description": "An inequality sign (greater-than) on the edge between two neighbouring cells (canvas [row, col], 0-based): the first cell's digit is less than the second's. Drawn as a chevron pointing at the smaller digit.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "inequality"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 2,
          "description": "The smaller cell, then the larger.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "zipperRule": {
      "title": "ZipperRule",
      "description": "A zipper line: cells the same distance from the line's centre add up to the same total; on a line of odd length that total is the digit in the centre cell.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "zipper"
        },
        "cells": {
          "type": "array",
          "minItems": 3,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "region-sum-lineRule": {
      "title": "RegionSumLineRule",
      "description": "A region-sum line: its digits add up to the same total in each stretch of the line inside one box (a jigsaw grid's regions in place of its boxes); a line that enters a box twice makes two stretches there. Grids need boxes or jigsaw regions.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "region-sum-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "parity-lineRule": {
      "title": "ParityLineRule",
      "description": "A parity line: digits side by side along the line alternate between odd and even. Digits may repeat along it where no unit forbids it.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "parity-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "lockout-lineRule": {
      "title": "LockoutLineRule",
      "description": "A lockout line: the digits in the diamonds at its two ends differ by at least `difference`, and no digit on the rest of the line lies between them (inclusive). Digits may repeat along it where no unit forbids it.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "lockout-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally); the first and last are the diamonds.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "difference": {
          "type": "integer",
          "minimum": 1,
          "maximum": 15,
          "description": "The least difference of the two ends' digits (at most size - 1). Default: half the size, rounded down (4 on 9x9, as the Interactive Sudoku Solver's Lockout)."
        }
      }
    },
    "sum-lineRule": {
      "title": "SumLineRule",
      "description": "A sum line: the line divides into stretches of consecutive cells that each add up to `sum` (as the Interactive Sudoku Solver's Sum Line). Digits may repeat along it where no unit forbids it.",
      "type": "object",
      "required": [
        "type",
        "cells",
        "sum"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "sum-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally); on a loop the last touches the first too.",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "sum": {
          "type": "integer",
          "minimum": 1,
          "maximum": 999,
          "description": "The total of each stretch."
        },
        "loop": {
          "type": "boolean",
          "description": "The line closes on itself (its last cell touches its first): a stretch may run on from the last cell to the first."
        }
      }
    },
    "pill-arrowRule": {
      "title": "PillArrowRule",
      "description": "A pill arrow: the number read in the pill (its digits from left to right, or top to bottom, as a decimal number: 1 and 4 read 14) is the sum of the digits along the arrow, which may repeat where no unit forbids it. Grids of size 9 at most.",
      "type": "object",
      "required": [
        "type",
        "pill",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "pill-arrow"
        },
        "pill": {
          "type": "array",
          "minItems": 2,
          "maxItems": 3,
          "description": "The pill's cells in reading order: side by side in one row (left to right) or one column (top to bottom).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "description": "The arrow's cells in order from the pill, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "chaos-constructionRule": {
      "title": "ChaosConstructionRule",
      "description": "Chaos construction: the grid's regions are not given but found: the grid divides into size regions of size cells each, every region orthogonally connected and holding 1..size once (rows and columns as usual). The layout has no boxes (`\"box\": \"none\"`). Marked cells: the cells of one group lie in one region, cells of different groups in different regions (a setter's shaded or lettered cells).",
      "type": "object",
      "required": [
        "type"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "chaos-construction"
        },
        "grid": {
          "type": "string",
          "description": "Id of the grid whose regions are found; without it, every grid (each its own division)."
        },
        "marks": {
          "type": "array",
          "maxItems": 16,
          "description": "Groups of marked cells: one group's cells share a region, two groups' cells do not.",
          "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 256,
            "items": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "description": "A canvas position [row, col], 0-based.",
              "items": {
                "type": "integer",
                "minimum": 0,
                "maximum": 99999
              }
            }
          }
        }
      }
    },
    "cloneRule": {
      "title": "CloneRule",
      "description": "Clones: two or more shapes of the same number of cells (drawn shaded); the cells in the same position of each shape hold the same digit (the first cell of each shape alike, then the second, ...). Shapes are usually of one form, shifted; the order of their cells says which cells match.",
      "type": "object",
      "required": [
        "type",
        "shapes"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "clone"
        },
        "shapes": {
          "type": "array",
          "minItems": 2,
          "maxItems": 64,
          "description": "The shapes, each its cells in matching order.",
          "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 256,
            "items": {
              "type": "array",
              "minItems": 2,
              "maxItems": 2,
              "description": "A canvas position [row, col], 0-based.",
              "items": {
                "type": "integer",
                "minimum": 0,
                "maximum": 99999
              }
            }
          }
        }
      }
    },
    "entropic-lineRule": {
      "title": "EntropicLineRule",
      "description": "An entropic line: every three consecutive cells hold one low (1-3), one middle (4-6) and one high (7-9) digit; at other sizes the thirds of the digits. Grid sizes that are multiples of 3.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "entropic-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    },
    "modular-lineRule": {
      "title": "ModularLineRule",
      "description": "A modular line: every three consecutive cells hold one digit of each remainder when divided by 3 (one of 147, one of 258, one of 369). Grid sizes that are multiples of 3.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "const": "modular-line"
        },
        "cells": {
          "type": "array",
          "minItems": 2,
          "maxItems": 256,
          "description": "The line's cells in order, each next to the one before (sideways or diagonally).",
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": 0,
              "maximum": 99999
            }
          }
        }
      }
    }
  }
} as const;

export const puzzleSchema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "puzzle.schema.json",
  "title": "Puzzle",
  "description": "A combination-sudoku puzzle: a layout (built-in name or inline) and its givens.",
  "type": "object",
  "required": [
    "layout",
    "givens"
  ],
  "additionalProperties": false,
  "properties": {
    "$schema": {
      "type": "string",
      "description": "Where an editor finds this schema."
    },
    "title": {
      "type": "string",
      "maxLength": 200
    },
    "source": {
      "type": "string",
      "maxLength": 2000,
      "description": "Where the puzzle comes from, or how it was made."
    },
    "layout": {
      "description": "A built-in layout name (see `combo-sudoku layouts`) or a layout object.",
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "maxLength": 100
        },
        {
          "$ref": "layout.schema.json"
        }
      ]
    },
    "givens": {
      "description": "Either the canvas (one string per row) or an object from grid id to 81 characters.",
      "oneOf": [
        {
          "$ref": "#/$defs/canvasGivens"
        },
        {
          "$ref": "#/$defs/gridGivens"
        }
      ]
    },
    "cosmetics": {
      "description": "Drawing that states no rule (text, lines, circles, rectangles, cages without a sum), as f-puzzles draws it: kept, drawn by render and carried back by convert and links; the solver ignores it.",
      "type": "array",
      "maxItems": 10000,
      "items": {
        "$ref": "#/$defs/cosmetic"
      }
    }
  },
  "$defs": {
    "cosmetic": {
      "title": "Cosmetic",
      "description": "One drawn item without meaning for the solver, on canvas positions [row, col] (0-based; -1 and the canvas size itself are just outside it, where f-puzzles puts clues). Colours are CSS colours as f-puzzles writes them.",
      "type": "object",
      "required": [
        "type",
        "cells"
      ],
      "additionalProperties": false,
      "properties": {
        "type": {
          "enum": [
            "text",
            "line",
            "circle",
            "rectangle",
            "cage"
          ],
          "description": "text: written at the middle of its cells; line: through its cells in order; circle, rectangle: a shape over the middle of its cells; cage: a dashed outline around its cells."
        },
        "cells": {
          "type": "array",
          "minItems": 1,
          "maxItems": 1000,
          "items": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "description": "A canvas position [row, col], 0-based.",
            "items": {
              "type": "integer",
              "minimum": -1,
              "maximum": 99999
            }
          }
        },
        "text": {
          "type": "string",
          "maxLength": 200,
          "description": "What is written on it (f-puzzles' value)."
        },
        "color": {
          "type": "string",
          "maxLength": 50,
          "description": "Outline or line colour (f-puzzles' outlineC)."
        },
        "fill": {
          "type": "string",
          "maxLength": 50,
          "description": "Fill colour of a circle or rectangle (f-puzzles' baseC)."
        },
        "textColor": {
          "type": "string",
          "maxLength": 50,
          "description": "Colour of the text (f-puzzles' fontC)."
        },
        "width": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "Line width, or the shape's width, in cells."
        },
        "height": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "The shape's height, in cells."
        },
        "size": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "Text size, in cells."
        },
        "angle": {
          "type": "number",
          "minimum": -360,
          "maximum": 360,
          "description": "Rotation in degrees."
        }
      }
    },
    "canvasGivens": {
      "title": "CanvasGivens",
      "description": "One string per canvas row: 1-9 (and A-G for 10-16 on larger grids, either case) a given, '.' or '0' an empty cell, ' ' or '-' a position no grid covers. Trailing positions may be left off.",
      "type": "array",
      "minItems": 1,
      "maxItems": 100000,
      "items": {
        "type": "string",
        "pattern": "^[0-9A-Ga-g. -]*$",
        "maxLength": 100000
      }
    },
    "gridGivens": {
      "title": "GridGivens",
      "description": "Grid id to its cells row by row (81 for 9x9, size x size in general): 1-9 a given (A-G for 10-16, either case), '.' or '0' empty. A grid left out is empty.",
      "type": "object",
      "maxProperties": 64,
      "propertyNames": {
        "pattern": "^[A-Za-z0-9_-]{1,32}$"
      },
      "additionalProperties": {
        "type": "string",
        "pattern": "^[0-9A-Ga-g.]{16,256}$"
      }
    }
  }
} as const;
