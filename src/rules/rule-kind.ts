import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { Issue } from "../model/errors.js";
import type { Layout, Rule } from "../model/schemas.js";
import type { Technique } from "../model/step-contract.js";

/**
 * The contract of one kind of rule (one file per kind under src/rules/, listed in registry.ts). Rules sit
 * just above the model: they read a layout and its geometry and never import the solver, so every engine,
 * the layout checks and the SVG writer can use them.
 *
 * What a kind gives, each optional where the kind has nothing to say:
 * - describe:    the rule in words, for a terminal (which cells, what sum).
 * - sentence:    the rule as a setter states it to solvers, one sentence for a printed legend, f-puzzles'
 *                and SudokuPad's rules text ("Digits along a thermometer increase from the bulb.").
 * - check:       layout errors beyond the schema, located by JSON pointer `at` (the rule is rules[index]).
 * - warnings:    what is allowed but likely a slip (a jigsaw region in pieces, two cages overlapping, a cage
 *                whose givens leave its sum no way), located like check's issues; the context has the
 *                layout (for rules that look at each other) and, for a puzzle, its givens.
 * - distinct:    groups of cells whose digits may not repeat (a cage, a knight's move): the search adds them
 *                to each cell's peers, the cheapest propagation there is. Units (size cells holding 1..size,
 *                a jigsaw region) live in the geometry instead, so that every engine and the logic see them.
 * - propagators: narrowing of candidate masks that knows the rule (killer sums, thermometer order).
 * - sums:        the rule's sums as facts (cells, total, whether the digits differ): the search builds its
 *                one sum propagator from them (sum-propagator.ts) and derives more (the 45 rule), in place
 *                of the kind's `propagators`, which the logic step keeps using.
 * - violation:   the final check of a filled solution, a sentence when the rule is broken; with `partial`,
 *                it ignores empty cells (0), so it also checks givens alone (a pair relation over a grid).
 * - svg:         the rule's picture, an SVG fragment drawn over the cells and under the digits.
 * - clues:       canvas positions the picture draws at that may lie off the canvas (a little killer's or a
 *                sandwich's clue beside its grid, row -1 above it), so that the picture makes room for them.
 * - step:        the name and difficulty of the rule's restriction step (rule-step.ts: what its groups and
 *                propagators remove, one rule at a time), which every kind with either gets.
 * - variables:   unknowns of the rule's own beyond the digits (a chaos construction's region of each cell),
 *                with the propagators that reason over them and the cells: for the search only (the logic's
 *                candidates are the cells').
 * - pieces:      the same narrowing as `propagators`, cut into propagators over a few cells each, for the
 *                logic's trials (logic/implications.ts): a piece runs again only when a cell it reads lost a
 *                candidate, and what it derives rests on the facts about its own cells, where one propagator
 *                over a whole grid (non-consecutive) would make every fact of the trial its cause. The search
 *                keeps the whole-grid propagators (one run over the pairs costs less there than many).
 * - logic:       the rule's own further logic steps for the step engine (logic/engine.ts), over every rule of this
 *                kind in the layout at once (innies and outies need all the cages): techniques under the
 *                one step contract (model/step-contract.ts), each with its difficulty on the rating scale.
 */
export interface RuleKind<R extends Rule> {
  readonly type: R["type"];
  readonly check: (rule: R, at: string, layout: Layout, index: number) => Issue[];
  readonly warnings?: (rule: R, at: string, context: WarningContext) => Issue[];
  /** One line for `layouts`, e.g. "killer cage: cells (0,0) (0,1) add up to 3". */
  readonly describe: (rule: R) => string;
  readonly sentence: (rule: R) => string;
  readonly distinct?: (rule: R, geometry: Geometry) => number[][];
  readonly propagators?: (rule: R, geometry: Geometry) => Propagator[];
  /** `propagators` in pieces of a few cells, for the logic's trials (see above); `propagators` where absent. */
  readonly pieces?: (rule: R, geometry: Geometry) => Propagator[];
  /** The rule's sums as facts: the search propagates them (and derives more from them) in place of `propagators`. */
  readonly sums?: (rule: R, geometry: Geometry) => SumFact[];
  /**
   * Propagators that hold exactly when this one clue is broken (a white dot's cells not consecutive), for
   * the generator: after dropping the clue, another solution must break it, so one search under these finds
   * it or proves there is none. Only for clues whose breaking is one relation or mask (undefined, or
   * absent, elsewhere).
   */
  readonly negation?: (rule: R, geometry: Geometry) => Propagator[] | undefined;
  readonly violation: (rule: R, geometry: Geometry, solution: Uint8Array) => string | undefined;
  readonly partial?: boolean;
  readonly svg: (rule: R, geometry: Geometry, draw: Drawing) => string[];
  readonly clues?: (rule: R) => [number, number][];
  readonly step?: RuleStepName;
  readonly logic?: (rules: readonly R[], geometry: Geometry) => readonly Technique[];
  /**
   * The rule's own unknowns (see RuleVariables), numbered from `base` on: the search keeps them beside the
   * cells, branches on them as on cells, and counts a solution once every cell and variable is down to one value.
   */
  readonly variables?: (rule: R, geometry: Geometry, base: number) => RuleVariables;
  /**
   * Why the rule cannot be kept with these candidates (where its propagators fail), in a setter's words,
   * naming its clue and cells: "the cage of 15 at r1c3 r2c3 would need 14 from r2c3"; undefined leaves it
   * to the generic text (registry.ts brokenRuleText). For the logic's contradiction steps.
   */
  readonly broken?: (rule: R, geometry: Geometry, cand: ArrayLike<number>) => string | undefined;
}

/**
 * Unknowns a rule adds to the search beyond the cells' digits: `domains.length` variables numbered base,
 * base + 1, ... (after the cells and the variables of the rules before), each a mask of up to 16 values as a
 * cell's candidates are (bits 0-15), starting at its domain; `propagators` narrow them and the cells (a
 * propagator's cells may be cells or these variables). A chaos construction's regions: one variable per
 * cell, its region.
 */
export interface RuleVariables {
  readonly domains: readonly number[];
  readonly propagators: readonly Propagator[];
}

/** How a kind's restriction step is named and rated (RuleKind.logic through ruleStepTechnique). */
export interface RuleStepName {
  /** The technique's name, e.g. "cage combinations". */
  readonly name: string;
  /**
   * Its difficulty on the rating scale. SE rates no variant rule; these sit where the reasoning is as hard
   * as a classic step: a parity mark or a knight's move like a given's reach (1.0-1.2), a thermometer's or
   * arrow's bounds and a dot like a hidden single in a line (1.5-2.0), a cage's combinations like a naked
   * single (2.3), longer reasoning above.
   */
  readonly difficulty: number;
}

/** What a rule's warnings may look at: the whole layout, the rule's index in it, a puzzle's givens. */
export interface WarningContext {
  readonly layout: Layout;
  readonly index: number;
  /** Where the layout's rules are in the document ("" or "/layout"), for pointing at another rule. */
  readonly rulesAt: string;
  readonly given?: { readonly geometry: Geometry; readonly givens: Uint8Array } | undefined;
}

/**
 * A propagator narrows the candidate masks of its cells, in place (the search keeps them in a Uint32Array,
 * tests may pass a Uint16Array). Bits 0-15 of cand[c] are the digits 1..16 (digits.ts; a 9x9 layout uses
 * bits 0-8 and leaves the rest clear); higher bits belong to the caller and must be kept, so a propagator
 * only ever clears digit bits (cand[c] &= keep | ~DIGIT_BITS). It returns false when some cell of its would be left with no
 * candidate, or when its cells, all down to one candidate, break the rule: that last part makes the
 * propagator also the rule's check at the leaves of a search.
 */
/** Every digit bit of every size (digits 1..16): a propagator's masks are cut to these. */
export const DIGIT_BITS = 0xffff;

/** The largest digit of any size. */
export const MAX_DIGIT = 16;

export interface Propagator {
  readonly cells: Int32Array;
  readonly propagate: (cand: Uint16Array | Uint32Array) => boolean;
  /**
   * Cells the propagator may narrow beyond its own, whose changes do not concern it (a cage's required
   * digits leave the rest of a unit holding the whole cage): the search looks at them after a run, and
   * does not run the propagator again when they change.
   */
  readonly outside?: Int32Array;
  /**
   * Cells a run reads beyond its own (the other cells of the units it scans), whose changes may let it
   * narrow its cells further. The search does not run it again for them (fewer runs, a little less
   * narrowing: a choice); the logic's trials do (logic/implications.ts skips a run only when none of
   * `cells` and `reads` changed since the last, so that the skip changes nothing).
   */
  readonly reads?: Int32Array;
  /**
   * True when a run leaves nothing for a second run on the same masks to narrow (exact filtering): the
   * search then does not run it again for the changes it made itself.
   */
  readonly idempotent?: boolean;
}

/**
 * A sum a rule states, as a fact the search's sum propagator (sum-propagator.ts) works from: the digits of
 * `cells` less those of `minus` add up to `total`; with `distinct`, the digits of `cells` are all different
 * (a killer cage), which lets the sum be filtered exactly. A rule that gives its sums this way leaves their
 * propagation to the search (and may still give `propagators` for its logic step).
 */
export interface SumFact {
  readonly cells: readonly number[];
  readonly minus?: readonly number[];
  readonly total: number;
  readonly distinct: boolean;
}

/** Where cells are on the picture (format/svg.ts passes its own). */
export interface Drawing {
  /** Side of a cell. */
  readonly s: number;
  /** Left edge of a canvas column, top edge of a canvas row. */
  readonly x: (col: number) => number;
  readonly y: (row: number) => number;
  /**
   * The digits drawn (one per cell, 0 where empty), for a picture that depends on them: a chaos
   * construction draws the regions of a filled grid.
   */
  readonly digits?: ArrayLike<number>;
  /**
   * The smallest font size, in pixels, of the text a picture puts in a cell (a cage's sum): the page's
   * overview of a large layout on a phone has cells of 17 pixels, where text scaled with the cell alone is 4
   * pixels high. Absent: text scales with the cell (the CLI's pictures).
   */
  readonly minText?: number;
}

/**
 * Canvas cells (0-based [row, col]) named as the step texts and the page name them, 1-based: "r1c1 r1c2".
 * Rejected: the layout file's own 0-based "(0,0)", which read as a different cell beside a step's r1c1.
 */
export function cellList(cells: readonly (readonly number[])[]): string {
  return cells.map(([r = 0, c = 0]) => `r${r + 1}c${c + 1}`).join(" ");
}

/** Cells whose order means nothing (a cage, parity marks, a quadruple's four) named in reading order. */
export function cellSetList(cells: readonly (readonly number[])[]): string {
  return cellList([...cells].sort(([r1 = 0, c1 = 0], [r2 = 0, c2 = 0]) => r1 - r2 || c1 - c2));
}

/** The cell at canvas [row, col] (-1 when no grid covers it). */
export function cellAt(geometry: Geometry, [row, col]: readonly number[]): number {
  if (row === undefined || col === undefined || row >= geometry.rows || col >= geometry.cols) return -1;
  return geometry.canvas[row * geometry.cols + col] ?? -1;
}

/**
 * The located issues of a rule's canvas cells (at/cells/j): each covered by a grid, none twice. `what`
 * names the rule ("killer cage"), `needs` what its cells must be ("different cells").
 */
export function checkCells(cells: readonly (readonly number[])[], at: string, layout: Layout, what: string, needs = "different cells"): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  const { size } = gridShape(layout);
  // A cell short of a coordinate (the schema forbids it) is off every grid: -1 reports it as not covered.
  cells.forEach(([r = -1, c = -1], j) => {
    const pointer = `${at}/cells/${j}`;
    if (!layout.grids.some((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size)) {
      issues.push({
        pointer,
        row: r + 1,
        col: c + 1,
        message: `${what} cell [${r}, ${c}] (0-based) is not covered by any grid: every ${what} cell must be in a grid`,
      });
    }
    const key = `${r},${c}`;
    const first = seen.get(key);
    if (first !== undefined) issues.push({ pointer, row: r + 1, col: c + 1, message: `the same cell as cells/${first}: a ${what} needs ${needs}` });
    else seen.set(key, j);
  });
  return issues;
}

/**
 * Narrows each of `cells` to the digits `keep` holds for it (keep[i] for cells[i]; bits above the digits
 * stay, as every propagator keeps them): false when a cell would be left with none. The last pass of the
 * propagators that collect, over the placements they try, the digits each cell may keep (the clues beside
 * a row or column: sandwich, X-sum, skyscrapers, hidden skyscrapers, lunchboxes).
 */
export function narrowToKept(cand: Uint16Array | Uint32Array, cells: ArrayLike<number>, keep: ArrayLike<number>): boolean {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!; // cells are cells of the layout, in range of cand; keep has one mask per cell
    if ((cand[c]! & keep[i]! & DIGIT_BITS) === 0) return false;
    cand[c]! &= keep[i]! | ~DIGIT_BITS;
  }
  return true;
}

/**
 * One propagator for a symmetric relation between the two cells of each pair (pairs: a0, b0, a1, b1, ...):
 * support[d] is the mask of the digits the other cell may hold when this one holds d. Each cell keeps the
 * digits some candidate of the other supports (arc consistency); a cell left without any fails, which on
 * two cells down to one digit each is exactly "the relation is broken".
 */
export function relationPropagator(pairs: readonly number[], support: Uint16Array): Propagator {
  const flat = Int32Array.from(pairs);
  const table = byteTables(support);
  // The digits some candidate of m supports: the union over m's low byte (digits 1-8) and high byte (9-16),
  // each looked up at once (byteTables) rather than digit by digit (the relation's hot spot on kropki samurai).
  const supported = (m: number): number => table[m & 0xff]! | table[256 + (m >> 8)]!; // m < 2^16: both indices under 512
  return {
    cells: Int32Array.from(new Set(pairs)),
    propagate: (cand) => {
      // flat holds whole pairs (i + 1 < length), and a, b are cells of the layout: in range of cand.
      for (let i = 0; i < flat.length; i += 2) {
        const a = flat[i]!;
        const b = flat[i + 1]!;
        const inB = cand[b]! & supported(cand[a]! & DIGIT_BITS);
        if ((inB & DIGIT_BITS) === 0) return false;
        cand[b]! &= inB | ~DIGIT_BITS;
        const inA = cand[a]! & supported(cand[b]! & DIGIT_BITS);
        if ((inA & DIGIT_BITS) === 0) return false;
        cand[a]! &= inA | ~DIGIT_BITS;
      }
      return true;
    },
  };
}

/** relationPropagator one pair at a time (RuleKind.pieces): each piece reads and narrows its two cells only. */
export function relationPieces(pairs: readonly number[], support: Uint16Array): Propagator[] {
  const out: Propagator[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) out.push(relationPropagator([pairs[i]!, pairs[i + 1]!], support)); // i + 1 < length
  return out;
}

/** byteTables' tables, one pair per support table (the rules' tables are module constants). */
const BYTE_TABLES = new WeakMap<Uint16Array, Uint16Array>();

/**
 * A support table (see supportOf) as two tables of 256 entries, one per byte of a candidate mask: entry x
 * of the first is the union of support[d] over the digits d of 1-8 whose bits are set in x, entry 256 + x
 * of the second the same over digits 9-16. The support of any mask is then two lookups and an or.
 */
function byteTables(support: Uint16Array): Uint16Array {
  const known = BYTE_TABLES.get(support);
  if (known !== undefined) return known;
  const table = new Uint16Array(512);
  for (let x = 1; x < 256; x++) {
    // x without its lowest bit was filled before x; the lowest bit is digit d (1-8), or d + 8 in the high byte.
    const low = x & -x;
    const d = 32 - Math.clz32(low);
    table[x] = table[x ^ low]! | support[d]!;
    table[256 + x] = table[256 + (x ^ low)]! | (support[d + 8] ?? 0);
  }
  BYTE_TABLES.set(support, table);
  return table;
}

/**
 * The support table of a relation between digits 1..16 (see relationPropagator); a layout's cells never
 * hold digits above its size, so one table serves every size.
 */
export function supportOf(related: (d: number, e: number) => boolean): Uint16Array {
  const support = new Uint16Array(MAX_DIGIT + 1);
  for (let d = 1; d <= MAX_DIGIT; d++) for (let e = 1; e <= MAX_DIGIT; e++) if (related(d, e)) support[d]! |= 1 << (e - 1); // d in 1..16: support has MAX_DIGIT + 1 entries
  return support;
}

/**
 * Pairs of cells of the named grid (every grid when absent) at the given offsets of each other, each pair
 * once: the cells a chess piece's move apart, or side by side.
 */
export function gridPairs(geometry: Geometry, grid: string | undefined, offsets: readonly (readonly [number, number])[]): [number, number][] {
  const seen = new Set<string>();
  const pairs: [number, number][] = [];
  const size = geometry.size;
  for (const g of geometry.grids) {
    if (grid !== undefined && g.id !== grid) continue;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        for (const [dr, dc] of offsets) {
          const r2 = r + dr;
          const c2 = c + dc;
          if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
          // r, c, r2, c2 in 0..size-1: both are cells of the grid
          const a = g.cells[r * size + c]!;
          const b = g.cells[r2 * size + c2]!;
          const key = a < b ? `${a},${b}` : `${b},${a}`;
          if (seen.has(key)) continue;
          seen.add(key);
          pairs.push([a, b]);
        }
      }
    }
  }
  return pairs;
}

/** The located issue of a grid-wide rule naming a grid the layout does not have (none when it is absent or found). */
export function checkGrid(grid: string | undefined, at: string, layout: Layout, what: string): Issue[] {
  if (grid === undefined || layout.grids.some((g) => g.id === grid)) return [];
  return [
    {
      pointer: `${at}/grid`,
      message: `${what} rule names grid "${grid}", but this layout has no such grid (its grids: ${layout.grids.map((g) => g.id).join(", ")})`,
    },
  ];
}

/** Two canvas cells share an edge. */
export function sideBySide([r1, c1]: readonly number[], [r2, c2]: readonly number[]): boolean {
  if (r1 === undefined || c1 === undefined || r2 === undefined || c2 === undefined) return false; // not a cell: beside nothing
  return Math.abs(r1 - r2) + Math.abs(c1 - c2) === 1;
}

/**
 * A propagator that reasons over units for a relation between cells side by side (pairs: a0, b0, a1, b1,
 * ...; conflict[e] the mask of digits a cell may not hold beside an e): when every place left for a digit e
 * in some unit is beside one cell X (or is X itself), X cannot hold a digit that conflicts with e: e would
 * have no place left.
 * This sees what pair-by-pair arc consistency cannot: e.g. a row whose 5 must go in one of the two cells
 * around X takes 4 and 6 from X (non-consecutive) before either 5 is placed.
 */
export function unitAdjacencyPropagator(geometry: Geometry, pairs: readonly number[], conflict: Uint16Array): Propagator {
  const { neighbours, units } = adjacencyOf(geometry, pairs);
  const cells = new Set(pairs);
  const reads = new Set<number>();
  for (const u of units) for (const c of unitOf(geometry, u)) if (!cells.has(c)) reads.add(c);
  return adjacencyPropagator(geometry, neighbours, units, conflict, Int32Array.from(cells), Int32Array.from(reads));
}

/**
 * unitAdjacencyPropagator one unit at a time (RuleKind.pieces): each piece reads its unit and narrows the
 * unit's cells and their neighbours.
 */
export function unitAdjacencyPieces(geometry: Geometry, pairs: readonly number[], conflict: Uint16Array): Propagator[] {
  const { neighbours, units } = adjacencyOf(geometry, pairs);
  return units.map((u) => {
    const cells = new Set<number>();
    for (const c of unitOf(geometry, u)) {
      cells.add(c);
      for (const x of neighbours[c]!) cells.add(x); // c a cell: neighbours has one list per cell
    }
    return adjacencyPropagator(geometry, neighbours, [u], conflict, Int32Array.from(cells));
  });
}

/** The cells of unit u. */
function unitOf(geometry: Geometry, u: number): number[] {
  return Array.from(geometry.unitCells.subarray(u * geometry.size, (u + 1) * geometry.size));
}

/** Each cell's neighbours by the pairs, and the units with a cell that has one (only those can tell anything). */
function adjacencyOf(geometry: Geometry, pairs: readonly number[]): { neighbours: number[][]; units: number[] } {
  const neighbours: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  // pairs holds whole pairs (i + 1 < length) of the layout's cells, and neighbours has one list per cell.
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i]!;
    const b = pairs[i + 1]!;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  const units: number[] = [];
  for (let u = 0; u < geometry.unitCount; u++) if (unitOf(geometry, u).some((c) => neighbours[c]!.length > 0)) units.push(u); // c a cell
  return { neighbours, units };
}

/** The unit-adjacency reasoning (unitAdjacencyPropagator) over the given units, as a propagator of the given cells. */
function adjacencyPropagator(
  geometry: Geometry,
  neighbours: readonly (readonly number[])[],
  units: readonly number[],
  conflict: Uint16Array,
  cells: Int32Array,
  reads?: Int32Array,
): Propagator {
  const size = geometry.size;
  const places = new Int32Array(size);
  return {
    cells,
    ...(reads === undefined ? {} : { reads }),
    // Every index below is in range: u a unit, j < size, c and x cells of the layout (neighbours has one list
    // per cell), places[0..n-1] filled just above (n >= 1), e in 1..size with conflict one entry per digit 0..16.
    propagate: (cand) => {
      for (const u of units) {
        const base = u * size;
        for (let e = 1; e <= size; e++) {
          const bit = 1 << (e - 1);
          let n = 0;
          for (let j = 0; j < size && n <= 4; j++) {
            const c = geometry.unitCells[base + j]!;
            if (cand[c]! & bit) places[n++] = c;
          }
          // None: the unit's own check fails elsewhere; more than 4: no cell is beside them all.
          if (n === 0 || n > 4) continue;
          // X may be one of the places itself: holding a conflicting digit, it leaves e the places beside it.
          const first = places[0]!;
          const around = neighbours[first]!;
          const conflicting = conflict[e]!;
          for (let i = -1; i < around.length; i++) {
            const x = i < 0 ? first : around[i]!;
            let besideAll = true;
            for (let k = 1; k < n && besideAll; k++) besideAll = places[k] === x || neighbours[places[k]!]!.includes(x);
            if (!besideAll || (cand[x]! & conflicting) === 0) continue;
            cand[x]! &= ~conflicting;
            if ((cand[x]! & DIGIT_BITS) === 0) return false;
          }
        }
      }
      return true;
    },
  };
}

/** Whether two cells see each other: they share a unit of the geometry (rules' groups not counted). */
export function isPeer(geometry: Geometry, a: number, b: number): boolean {
  for (let i = geometry.peerStart[a]!; i < geometry.peerStart[a + 1]!; i++) if (geometry.peerList[i] === b) return true; // a is a cell: its peers are in range
  return false;
}

/** A cell as the step texts name it: "r5c14" (canvas row and column, 1-based). */
export function cellRef(geometry: Geometry, cell: number): string {
  return `r${(geometry.cellRow[cell] ?? -1) + 1}c${(geometry.cellCol[cell] ?? -1) + 1}`;
}

/** A cell's candidates as a player reads them: "7", "6 or 7", "1, 3 or 5", "nothing". */
export function candidateText(mask: number): string {
  const ds: string[] = [];
  for (let d = 1; d <= MAX_DIGIT; d++) if ((mask >> (d - 1)) & 1) ds.push(digitChar(d));
  if (ds.length === 0) return "nothing";
  return ds.length === 1 ? `${ds[0]}` : `${ds.slice(0, -1).join(", ")} or ${ds[ds.length - 1]}`;
}

/** A cell as a terminal shows a canvas position: "[row, col]" (0-based, as the layout's rules write them). */
export function placeOf(geometry: Geometry, cell: number): string {
  return `[${geometry.cellRow[cell]}, ${geometry.cellCol[cell]}]`;
}

/**
 * The located issues of a line's cells (at/cells/j) that do not touch the cell before them, sideways or
 * diagonally: a line rule (renban, whispers, palindrome, between line) is drawn through cells in order.
 */
export function checkLineSteps(cells: readonly (readonly number[])[], at: string, what: string): Issue[] {
  const issues: Issue[] = [];
  // The schema's cells are [row, col] each; the cell before the first is none.
  cells.forEach(([r = 0, c = 0], j) => {
    const before = cells[j - 1];
    if (before === undefined) return;
    const [pr = 0, pc = 0] = before;
    if (Math.max(Math.abs(r - pr), Math.abs(c - pc)) !== 1) {
      issues.push({
        pointer: `${at}/cells/${j}`,
        row: r + 1,
        col: c + 1,
        message: `${what} cell [${r}, ${c}] does not touch the cell before it, [${pr}, ${pc}]`,
      });
    }
  });
  return issues;
}

/** The SVG polyline of a line rule through its cells' centres, in `color`, `width` a share of a cell's side. */
export function linePicture(cells: readonly (readonly number[])[], what: string, color: string, width: number, { s, x, y }: Drawing): string {
  const centre = ([r = 0, c = 0]: readonly number[]): string => `${x(c) + s / 2},${y(r) + s / 2}`; // the schema's [row, col]
  return `<polyline class="${what}" points="${cells.map(centre).join(" ")}" fill="none" stroke="${color}" stroke-width="${Math.round(s * width)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`;
}

/** The cells of a rule in the search's numbering (cellAt of each), as the propagators keep them. */
export function cellsOf(geometry: Geometry, cells: readonly (readonly number[])[]): Int32Array {
  return Int32Array.from(cells.map((p) => cellAt(geometry, p)));
}
