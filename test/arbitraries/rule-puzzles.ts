/**
 * Puzzles with rules drawn from a solved grid, so that the solved grid is known to be a solution:
 * the empty layout solved at random, then jigsaw regions (boxes with cells of one digit swapped between
 * them, so each region still holds 1-9 in the solved grid, and each stays in one piece), killer cages (grown from random cells over
 * digits not yet in the cage, summed), thermometers (walks to a neighbour with a larger digit), arrows,
 * dots, X and V, odd and even cells where the grid calls for them, little killers (whole diagonals, summed), sandwiches, and the givens a random part of the
 * solved grid. Grid-wide rules (anti-knight, anti-king, non-consecutive) cannot be drawn from a grid: they
 * are in the layout before it is solved. Deterministic for a seed (generate/random.ts).
 */
import fc from "fast-check";
import { createRandom } from "../../src/generate/random.js";
import type { Random } from "../../src/generate/random.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { DEFAULT_BOXES } from "../../src/model/grid-size.js";
import { littleKillerDiagonals, littleKillerDirection } from "../../src/rules/little-killer.js";
import { sandwichLinesAt } from "../../src/rules/sandwich.js";
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import {
  allDotsOf,
  arrowsOf,
  candidatesOf,
  classLinesOf,
  clonesOf,
  countingCirclesOf,
  everyMarkerOf,
  inequalitiesOf,
  jigsawOf,
  markersOf,
  pillArrowsOf,
  regionSumLinesOf,
  skyscrapersOf,
  thermometersOf,
  whispersOf,
  xSumsOf,
  zippersOf,
} from "../../src/generate/draw-rules.js";
import type { GridPlace } from "../../src/generate/draw-rules.js";

export const SHAPES: Record<string, { row: number; col: number }[]> = shapesOf(9);

/**
 * The shapes for grids of this size (box of h rows, w columns): two grids sharing a box (twin) or a band
 * of boxes (side), and the samurai (four corners sharing a box each with the centre).
 */
export function shapesOf(size: number, boxless = false): Record<"single" | "twin" | "side" | "samurai", { row: number; col: number }[]> {
  // Grids without boxes overlap by one cell (they may sit anywhere).
  const [h, w] = boxless ? [1, 1] : (DEFAULT_BOXES[size] ?? [1, 1]);
  const down = size - h;
  const across = size - w;
  return {
    single: [{ row: 0, col: 0 }],
    twin: [
      { row: 0, col: 0 },
      { row: down, col: across },
    ],
    side: [
      { row: 0, col: 0 },
      { row: 0, col: across },
    ],
    samurai: [
      { row: 0, col: 0 },
      { row: 0, col: 2 * across },
      { row: down, col: across },
      { row: 2 * down, col: 0 },
      { row: 2 * down, col: 2 * across },
    ],
  };
}

export const RULE_KIND_NAMES = [
  "killer",
  "jigsaw",
  "thermometer",
  "arrow",
  "kropki",
  "kropki-all-dots",
  "xv",
  "odd",
  "even",
  "anti-knight",
  "anti-king",
  "non-consecutive",
  "renban",
  "german-whispers",
  "palindrome",
  "between-line",
  "disjoint-groups",
  "quadruple",
  "little-killer",
  "sandwich",
  "candidates",
  "xv-all-marks",
  "inequality",
  "pill-arrow",
  "x-sum",
  "skyscraper",
  "hidden-skyscraper",
  "numbered-room",
  "lunchbox",
  "clone",
  "entropic-line",
  "modular-line",
  "zipper",
  "region-sum-line",
  "rellik",
  "anti-taxicab",
  "parity-line",
  "lockout-line",
  "sum-line",
  "counting-circles",
  "indexing",
  "value-indexing",
] as const;
export type RuleKindName = (typeof RULE_KIND_NAMES)[number];
/** Rules of a whole grid: put in the layout before it is solved, as they are not drawn from the grid. */
const GRID_WIDE: readonly RuleKindName[] = ["anti-knight", "anti-king", "anti-taxicab", "non-consecutive", "disjoint-groups", "indexing"];

export interface RulePuzzleOptions {
  readonly shape: keyof typeof SHAPES;
  readonly kinds: readonly RuleKindName[];
  /** Percent of the solved cells kept as givens (0..100). */
  readonly keep: number;
  /** Percent of the cells covered by cages (killer only). */
  readonly cageCover?: number;
  /** Search nodes for a solved grid under the grid-wide rules before they are dropped (default 3000). */
  readonly wideBudget?: number;
  /** Every cage with its sum (else one in five has none). */
  readonly allSums?: boolean;
  /** Grid size (4 to 16; default 9), with its usual box shape (none for 5, 7, 11, 13). */
  readonly size?: number;
  /** "none": grids without boxes (a jigsaw's regions then start from the rows). */
  readonly box?: "none";
  /** The least difference of the whispers lines (else none said: half the size, German whispers). */
  readonly whispersDifference?: number;
  /** The indexing rule's direction (else drawn at random): its cells are the 159 lines of one grid. */
  readonly indexing?: "column" | "row";
  /** The colours of a kropki-all-dots rule (else drawn at random). */
  readonly dotColors?: readonly ("white" | "black")[];
}

export interface RulePuzzle {
  readonly layout: Layout;
  readonly geometry: Geometry;
  readonly solved: Uint8Array;
  readonly givens: Uint8Array;
}

const NEIGHBOURS4 = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const NEIGHBOURS8 = [...NEIGHBOURS4, [-1, -1], [-1, 1], [1, -1], [1, 1]];

/** A puzzle of the given shape and rule kinds, constructed from a random solved grid of the seed. */
export function constructRulePuzzle(seed: number, options: RulePuzzleOptions): RulePuzzle {
  const random = createRandom(seed);
  const size = options.size ?? 9;
  const boxless = options.box === "none" || DEFAULT_BOXES[size] === undefined;
  const sized = { ...(size === 9 ? {} : { size }), ...(options.box === undefined ? {} : { box: options.box }) };
  const grids = shapesOf(size, boxless)[options.shape as "single"].map((s, i) => ({ id: `g${i}`, ...s }));
  const wide: Rule[] = [];
  for (const kind of GRID_WIDE) {
    if (!options.kinds.includes(kind)) continue;
    if (kind === "disjoint-groups" && boxless) continue; // places in boxes: none without them
    if (kind === "indexing") {
      wide.push(lines159(grids[random.below(grids.length)], size, options.indexing ?? (random.below(2) === 0 ? "column" : "row")));
      continue;
    }
    const grid = random.below(2) === 0 ? undefined : grids[random.below(grids.length)].id;
    wide.push(grid === undefined ? ({ type: kind } as Rule) : ({ type: kind, grid } as Rule));
  }
  // Grids without boxes have no boxes to bend into jigsaw regions: the regions are drawn first (every grid,
  // contiguous), and the grid solved under them.
  if (boxless && options.kinds.includes("jigsaw")) {
    for (const g of grids) wide.push({ type: "jigsaw", grid: g.id, regions: randomRegions(size, random) });
  }
  let plain = buildGeometry({ name: options.shape, ...sized, grids, rules: wide });
  let solved = solveSearch(
    { geometry: plain, givens: new Uint8Array(plain.cellCount) },
    { limit: 1, nodeBudget: options.wideBudget ?? 3_000, random: () => random.nextUint32() },
  ).solutions.at(0);
  if (solved === undefined) {
    // Some mixes of grid-wide rules have no solution on this shape (or none found soon): drop them.
    wide.length = 0;
    plain = buildGeometry({ name: options.shape, ...sized, grids });
    solved = solveSearch({ geometry: plain, givens: new Uint8Array(plain.cellCount) }, { limit: 1, random: () => random.nextUint32() }).solutions[0];
  }
  const digitAt = (r: number, c: number): number => {
    const cell = r >= 0 && c >= 0 && r < plain.rows && c < plain.cols ? plain.canvas[r * plain.cols + c] : -1;
    return cell < 0 ? 0 : solved[cell];
  };
  const rules: Rule[] = [...wide];
  if (options.kinds.includes("jigsaw") && !boxless) {
    for (const g of grids) if (random.below(2) === 0 || g.id === "g0") rules.push(jigsawOf(g, size, DEFAULT_BOXES[size] ?? [1, size], digitAt, random));
  }
  if (options.kinds.includes("killer")) rules.push(...cagesOf(plain, digitAt, random, options.cageCover ?? 60, options.allSums === true));
  if (options.kinds.includes("rellik")) rules.push(...rellikCagesOf(plain, size, digitAt, random, options.cageCover ?? 40));
  if (options.kinds.includes("thermometer")) rules.push(...thermometersOf(plain, digitAt, random));
  if (options.kinds.includes("arrow")) rules.push(...arrowsOf(plain, digitAt, random));
  for (const kind of ["kropki", "xv"] as const) if (options.kinds.includes(kind)) rules.push(...markersOf(kind, plain, digitAt, random));
  if (options.kinds.includes("kropki-all-dots"))
    rules.push(...allDotsOf(grids, size, digitAt, random, options.dotColors === undefined ? {} : { colors: options.dotColors }));
  if (options.kinds.includes("renban")) rules.push(...renbansOf(plain, digitAt, random));
  if (options.kinds.includes("german-whispers")) rules.push(...whispersOf(plain, digitAt, random, options.whispersDifference));
  if (options.kinds.includes("candidates")) rules.push(...candidatesOf(plain, digitAt, random));
  if (options.kinds.includes("xv-all-marks")) {
    const grid = random.below(2) === 0 ? undefined : grids[random.below(grids.length)].id;
    rules.push(grid === undefined ? { type: "xv-all-marks" } : { type: "xv-all-marks", grid }, ...everyMarkerOf("xv", grids, size, digitAt));
  }
  if (options.kinds.includes("inequality")) rules.push(...inequalitiesOf(plain, digitAt, random, 8 + random.below(33)));
  if (options.kinds.includes("pill-arrow") && size <= 9) rules.push(...pillArrowsOf(plain, digitAt, random));
  if (options.kinds.includes("palindrome")) rules.push(...palindromesOf(plain, digitAt, random));
  if (options.kinds.includes("zipper")) rules.push(...zippersOf(plain, digitAt, random));
  // The regions the line is cut by: the boxes, or the jigsaw regions drawn above.
  if (options.kinds.includes("region-sum-line")) rules.push(...regionSumLinesOf(plain, { ...plain.layout, rules: [...rules] }, digitAt, random));
  if (options.kinds.includes("clone")) rules.push(...clonesOf(plain, digitAt, random));
  if (options.kinds.includes("parity-line")) rules.push(...parityLinesOf(plain, digitAt, random));
  if (options.kinds.includes("lockout-line")) rules.push(...lockoutLinesOf(plain, size, digitAt, random));
  if (options.kinds.includes("sum-line")) rules.push(...sumLinesOf(plain, digitAt, random));
  if (options.kinds.includes("counting-circles")) rules.push(...countingCirclesOf(plain, digitAt, random));
  if (options.kinds.includes("value-indexing")) rules.push(...valueIndexingLinesOf(plain, digitAt, random));
  for (const kind of ["entropic-line", "modular-line"] as const)
    if (options.kinds.includes(kind) && size % 3 === 0) rules.push(...classLinesOf(kind, plain, digitAt, random));
  if (options.kinds.includes("between-line")) rules.push(...betweenLinesOf(plain, digitAt, random));
  if (options.kinds.includes("quadruple")) rules.push(...quadruplesOf(plain, digitAt, random));
  if (options.kinds.includes("little-killer")) rules.push(...littleKillersOf(grids, size, digitAt, random));
  if (options.kinds.includes("sandwich")) rules.push(...sandwichesOf(grids, size, digitAt, random));
  if (options.kinds.includes("x-sum")) rules.push(...xSumsOf(grids, size, digitAt, random));
  if (options.kinds.includes("skyscraper")) rules.push(...skyscrapersOf(grids, size, digitAt, random));
  if (options.kinds.includes("hidden-skyscraper")) rules.push(...hiddenSkyscrapersOf(grids, size, digitAt, random));
  if (options.kinds.includes("numbered-room")) rules.push(...numberedRoomsOf(grids, size, digitAt, random));
  if (options.kinds.includes("lunchbox")) rules.push(...lunchboxesOf(plain, grids, size, digitAt, random));
  for (const kind of ["odd", "even"] as const) {
    if (!options.kinds.includes(kind)) continue;
    const cells = [...Array(plain.cellCount).keys()].filter((c) => solved[c] % 2 === (kind === "odd" ? 1 : 0));
    const picked = random.shuffle(cells).slice(0, 2 + random.below(8));
    rules.push({ type: kind, cells: picked.map((c): [number, number] => [plain.cellRow[c], plain.cellCol[c]]) });
  }
  const layout: Layout = { name: `${options.shape} ${options.kinds.join("+")}`, ...sized, grids, rules };
  const geometry = buildGeometry(layout);
  const givens = solved.map((d) => (random.below(100) < options.keep ? d : 0));
  return { layout, geometry, solved, givens };
}

/**
 * One to three value-indexing lines: a walk from a random cell to neighbours (sideways or diagonally) not
 * yet on a line, kept when the second cell's digit N is at most the cells after it and the cell N on from
 * it holds the first cell's digit (the line ends there, at its arrowhead).
 */
function valueIndexingLinesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const count = 1 + random.below(3);
  for (let tries = 0; rules.length < count && tries < 400; tries++) {
    const start = random.below(geometry.cellCount);
    const line: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    if (used.has(line[0].join(","))) continue;
    while (line.length < 12) {
      const [r, c] = line[line.length - 1];
      const next = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(
        ([nr, nc]) => digitAt(nr, nc) !== 0 && !used.has(`${nr},${nc}`) && !line.some(([lr, lc]) => lr === nr && lc === nc),
      );
      if (next.length === 0) break;
      line.push(next[random.below(next.length)]);
      const n = line.length >= 2 ? digitAt(...line[1]) : 0;
      if (line.length === n + 2 && digitAt(...line[n + 1]) === digitAt(...line[0])) {
        for (const p of line) used.add(p.join(","));
        rules.push({ type: "value-indexing", cells: line });
        break;
      }
      if (line.length > n + 2) break;
    }
  }
  return rules;
}

/**
 * 159 sudoku's rule on a grid of any size: its first, middle (the 5th of nine) and last columns (or rows)
 * are indexing cells, the grid named (its corner lines may lie in another grid too).
 */
export function lines159(grid: { readonly id: string; readonly row: number; readonly col: number }, size: number, index: "column" | "row"): Rule {
  const lines = [...new Set([0, Math.ceil(size / 2) - 1, size - 1])];
  const cells: [number, number][] = [];
  for (const line of lines) {
    for (let i = 0; i < size; i++) cells.push(index === "column" ? [grid.row + i, grid.col + line] : [grid.row + line, grid.col + i]);
  }
  return { type: "indexing", index, cells, grid: grid.id };
}

/**
 * `size` contiguous regions of `size` cells covering a size x size grid, as jigsaw rows: each region grown
 * from the first cell not yet taken over random neighbours not yet taken, fewest free neighbours first (so
 * no pocket is left behind); drawn again until every region fills.
 */
export function randomRegions(size: number, random: Random): string[] {
  const letters = "ABCDEFGHIJKLMNOP";
  for (;;) {
    const region = new Array<number>(size * size).fill(-1);
    const free = (i: number): number[] =>
      NEIGHBOURS4.map(([dr, dc]) => [Math.floor(i / size) + dr, (i % size) + dc])
        .filter(([r, c]) => r >= 0 && r < size && c >= 0 && c < size && region[r * size + c] === -1)
        .map(([r, c]) => r * size + c);
    let ok = true;
    for (let k = 0; k < size && ok; k++) {
      const start = region.indexOf(-1);
      region[start] = k;
      const cells = [start];
      while (cells.length < size) {
        const frontier = [...new Set(cells.flatMap(free))];
        if (frontier.length === 0) {
          ok = false;
          break;
        }
        const fewest = Math.min(...frontier.map((i) => free(i).length));
        const best = frontier.filter((i) => free(i).length === fewest || random.below(3) === 0);
        const pick = best[random.below(best.length)];
        region[pick] = k;
        cells.push(pick);
      }
    }
    if (ok)
      return Array.from({ length: size }, (_, r) =>
        region
          .slice(r * size, r * size + size)
          .map((k) => letters[k])
          .join(""),
      );
  }
}

/** Cages of 1 to 5 cells grown over cells not yet caged, each digit once, most with their sum. */
function cagesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random, cover: number, allSums: boolean): Rule[] {
  const caged = new Set<number>();
  const rules: Rule[] = [];
  const order = random.shuffle([...Array(geometry.cellCount).keys()]);
  for (const start of order) {
    if (caged.has(start) || random.below(100) >= cover) continue;
    const cells: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    caged.add(start);
    const size = 1 + random.below(5);
    while (cells.length < size) {
      const digits = new Set(cells.map(([r, c]) => digitAt(r, c)));
      const next = cells
        .flatMap(([r, c]) => NEIGHBOURS4.map(([dr, dc]): [number, number] => [r + dr, c + dc]))
        .filter(([r, c]) => {
          const d = digitAt(r, c);
          return d !== 0 && !digits.has(d) && !caged.has(geometry.canvas[r * geometry.cols + c]);
        });
      if (next.length === 0) break;
      const pick = next[random.below(next.length)];
      cells.push(pick);
      caged.add(geometry.canvas[pick[0] * geometry.cols + pick[1]]);
    }
    const sum = cells.reduce((n, [r, c]) => n + digitAt(r, c), 0);
    rules.push(!allSums && random.below(5) === 0 ? { type: "killer", cells } : { type: "killer", cells, sum });
  }
  return rules;
}

/**
 * Rellik cages: killer cages grown as cagesOf grows them, each given a clue that no set of its digits adds
 * up to, drawn from 1 to its digits' total or the size, the larger (the small ones say the most).
 */
function rellikCagesOf(geometry: Geometry, size: number, digitAt: (r: number, c: number) => number, random: Random, cover: number): Rule[] {
  return cagesOf(geometry, digitAt, random, cover, true).flatMap((cage): Rule[] => {
    if (cage.type !== "killer") return [];
    const digits = cage.cells.map(([r, c]) => digitAt(r, c));
    const sums = new Set<number>();
    for (let m = 1; m < 1 << digits.length; m++) sums.add(digits.reduce((a, d, j) => ((m >> j) & 1 ? a + d : a), 0));
    const total = digits.reduce((a, b) => a + b, 0);
    const free = Array.from({ length: Math.max(total, size) }, (_, j) => j + 1).filter((n) => !sums.has(n));
    return free.length === 0 ? [] : [{ type: "rellik", cells: cage.cells, sum: free[random.below(Math.min(free.length, 1 + random.below(free.length)))] }];
  });
}

/**
 * One to four renban lines: from a random cell, steps to a neighbour (sideways or diagonally) whose digit
 * is new and keeps the digits within a run as long as the line is to be; kept when the digits are a run.
 */
function renbansOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const count = 1 + random.below(4);
  for (let tries = 0; rules.length < count && tries < 80; tries++) {
    const start = random.below(geometry.cellCount);
    const cells: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    const length = 2 + random.below(4);
    const digits = [digitAt(...cells[0])];
    while (cells.length < length) {
      const [r, c] = cells[cells.length - 1];
      const next = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(([nr, nc]) => {
        const d = digitAt(nr, nc);
        return d !== 0 && !digits.includes(d) && Math.max(d, ...digits) - Math.min(d, ...digits) < length;
      });
      if (next.length === 0) break;
      const pick = next[random.below(next.length)];
      cells.push(pick);
      digits.push(digitAt(...pick));
    }
    if (cells.length >= 2 && Math.max(...digits) - Math.min(...digits) === cells.length - 1) rules.push({ type: "renban", cells });
  }
  return rules;
}

/**
 * One to four parity lines: from a random cell, steps to neighbours (sideways or diagonally) off the lines
 * drawn so far whose digit's parity differs from the cell before, two to eight cells.
 */
function parityLinesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const count = 1 + random.below(4);
  for (let tries = 0; rules.length < count && tries < 200; tries++) {
    const start = random.below(geometry.cellCount);
    const line: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    if (used.has(line[0].join(","))) continue;
    const want = 2 + random.below(7);
    while (line.length < want) {
      const [r, c] = line[line.length - 1];
      const parity = digitAt(r, c) % 2;
      const next = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(
        (p) => digitAt(...p) !== 0 && !used.has(p.join(",")) && !line.some(([x, y]) => x === p[0] && y === p[1]) && digitAt(...p) % 2 !== parity,
      );
      if (next.length === 0) break;
      line.push(next[random.below(next.length)]);
    }
    if (line.length < 2) continue;
    rules.push({ type: "parity-line", cells: line });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * One to three lockout lines: from a random cell (a diamond), steps to neighbours off the lines drawn so far
 * whose digits lie beyond the range the ends will span (below the first diamond, or above the far end, when
 * the far end is to be the larger; mirrored when smaller), then the other diamond: a neighbour far enough
 * from the first and nearer than every inner digit beyond it. One to five inner cells; half of the lines
 * say their difference (the ends' own, or one less), the rest take the size's default when the ends allow it.
 */
function lockoutLinesOf(geometry: Geometry, size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const count = 1 + random.below(3);
  const fallback = Math.floor(size / 2);
  for (let tries = 0; rules.length < count && tries < 300; tries++) {
    const start = random.below(geometry.cellCount);
    const line: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    if (used.has(line[0].join(","))) continue;
    const a = digitAt(...line[0]);
    // Digits seen as rising from the first diamond: mirrored when the far end is to be the smaller.
    const up = a + 2 <= size && (a - 1 < 2 || random.below(2) === 0);
    const t = (d: number): number => (up ? d : size + 1 - d);
    const ta = t(a);
    let cap = size + 1;
    const want = 1 + random.below(5);
    const free = (p: [number, number]): boolean => digitAt(...p) !== 0 && !used.has(p.join(",")) && !line.some(([x, y]) => x === p[0] && y === p[1]);
    const around = (): [number, number][] => {
      const [r, c] = line[line.length - 1];
      return NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(free);
    };
    let end: [number, number] | undefined;
    for (let step = 0; step < 12 && end === undefined; step++) {
      const near = around();
      const ends = near.filter((p) => t(digitAt(...p)) >= ta + 2 && t(digitAt(...p)) < cap);
      if (line.length > want && ends.length > 0) {
        end = ends[random.below(ends.length)];
        break;
      }
      const inner = near.filter((p) => t(digitAt(...p)) < ta || t(digitAt(...p)) > ta + 2);
      if (inner.length === 0) break;
      const next = inner[random.below(inner.length)];
      if (t(digitAt(...next)) > ta) cap = Math.min(cap, t(digitAt(...next)));
      line.push(next);
    }
    if (end === undefined) continue;
    line.push(end);
    const apart = Math.abs(digitAt(...end) - a);
    const said = random.below(3) === 0 || apart < fallback;
    rules.push(said ? { type: "lockout-line", cells: line, difference: Math.max(1, apart - random.below(2)) } : { type: "lockout-line", cells: line });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * One to three sum lines: from a random cell, steps to neighbours off the lines drawn so far; the sum is
 * the total of the first stretch (one to three cells), and each later step takes a digit that fits in what
 * is left of the current stretch; kept when it ends on a whole stretch with two at least. One in four
 * instead closes the four cells around a 2x2 corner into a loop, kept when its digits cut into stretches of
 * the total of two of them side by side.
 */
function sumLinesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const count = 1 + random.below(3);
  const free = (p: [number, number], line: readonly [number, number][]): boolean =>
    digitAt(...p) !== 0 && !used.has(p.join(",")) && !line.some(([x, y]) => x === p[0] && y === p[1]);
  for (let tries = 0; rules.length < count && tries < 300; tries++) {
    const start = random.below(geometry.cellCount);
    const [r0, c0] = [geometry.cellRow[start], geometry.cellCol[start]];
    if (random.below(4) === 0) {
      const ring: [number, number][] = [
        [r0, c0],
        [r0, c0 + 1],
        [r0 + 1, c0 + 1],
        [r0 + 1, c0],
      ];
      if (!ring.every((p, i) => free(p, ring.slice(0, i)))) continue;
      const sum = digitAt(...ring[0]) + digitAt(...ring[1]);
      const digits = ring.map((p) => digitAt(...p));
      // From the cut before the first cell or the second: whole stretches of `sum` all round.
      const cuts = [0, 1, 2, 3].some((from) => {
        let run = 0;
        for (let k = 0; k < 4; k++) {
          run += digits[(from + k) % 4];
          if (run === sum) run = 0;
          else if (run > sum) return false;
        }
        return run === 0;
      });
      if (!cuts) continue;
      rules.push({ type: "sum-line", cells: ring, sum, loop: true });
      for (const p of ring) used.add(p.join(","));
      continue;
    }
    const line: [number, number][] = [[r0, c0]];
    if (!free(line[0], [])) continue;
    const firstStretch = 1 + random.below(3);
    let sum = digitAt(r0, c0);
    let run = 0;
    let stretches = firstStretch === 1 ? 1 : 0;
    const want = 2 + random.below(3);
    for (let step = 0; step < 14 && stretches < want; step++) {
      const [r, c] = line[line.length - 1];
      const near = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter((p) => free(p, line));
      const fits = line.length < firstStretch ? near : near.filter((p) => run + digitAt(...p) <= sum);
      if (fits.length === 0) break;
      const next = fits[random.below(fits.length)];
      line.push(next);
      if (line.length <= firstStretch) {
        sum += digitAt(...next);
        if (line.length === firstStretch) stretches = 1;
      } else {
        run += digitAt(...next);
        if (run === sum) {
          run = 0;
          stretches++;
        }
      }
    }
    // Cells of a stretch left short come off again.
    while (run !== 0 && line.length > 0) {
      const last = line.pop() as [number, number];
      run -= digitAt(...last);
    }
    if (stretches < 2 || run !== 0) continue;
    rules.push({ type: "sum-line", cells: line, sum });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * One to three palindromes: from a middle cell, both ends grow to neighbours (sideways or diagonally) of
 * the same digit, off the line; kept with two steps at least (five cells).
 */
function palindromesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const count = 1 + random.below(3);
  const near = ([r, c]: [number, number], line: [number, number][]): [number, number][] =>
    NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(
      ([nr, nc]) => digitAt(nr, nc) !== 0 && !line.some(([x, y]) => x === nr && y === nc),
    );
  for (let tries = 0; rules.length < count && tries < 200; tries++) {
    const start = random.below(geometry.cellCount);
    let line: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    for (let step = 0; step < 4; step++) {
      const ends = near(line[0], line).flatMap((a) =>
        near(line[line.length - 1], [...line, a])
          .filter((b) => digitAt(...a) === digitAt(...b))
          .map((b) => [a, b]),
      );
      if (ends.length === 0) break;
      const [a, b] = ends[random.below(ends.length)];
      line = [a, ...line, b];
    }
    if (line.length >= 5) rules.push({ type: "palindrome", cells: line });
  }
  return rules;
}

/**
 * One to four between lines: from a circle, one to four steps to neighbours with digits beyond it (above a
 * small digit, below a large one), then a circle beyond all of them.
 */
function betweenLinesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const count = 1 + random.below(4);
  for (let tries = 0; rules.length < count && tries < 200; tries++) {
    const start = random.below(geometry.cellCount);
    const line: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    const first = digitAt(...line[0]);
    const up = first <= geometry.size / 2;
    const beyond = (d: number, than: number): boolean => (up ? d > than : d < than);
    const inner = 1 + random.below(4);
    let end: [number, number] | undefined;
    while (end === undefined) {
      const [r, c] = line[line.length - 1];
      const next = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(
        ([nr, nc]) => digitAt(nr, nc) !== 0 && beyond(digitAt(nr, nc), first) && !line.some(([x, y]) => x === nr && y === nc),
      );
      const outer = line.slice(1).reduce((m, p) => (up ? Math.max(m, digitAt(...p)) : Math.min(m, digitAt(...p))), first);
      const ends = next.filter((p) => line.length > 1 && beyond(digitAt(...p), outer));
      if (line.length - 1 >= inner && ends.length > 0) end = ends[random.below(ends.length)];
      else if (next.length === 0 || line.length > 5) break;
      else line.push(next[random.below(next.length)]);
    }
    if (end !== undefined) rules.push({ type: "between-line", cells: [...line, end] });
  }
  return rules;
}

/** Two to six quadruples: a 2x2 square of cells, and one to four of its digits (sorted). */
function quadruplesOf(geometry: Geometry, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  const count = 2 + random.below(5);
  for (let tries = 0; rules.length < count && tries < 100; tries++) {
    const start = random.below(geometry.cellCount);
    const [r, c] = [geometry.cellRow[start], geometry.cellCol[start]];
    const cells: [number, number][] = [
      [r, c],
      [r, c + 1],
      [r + 1, c],
      [r + 1, c + 1],
    ];
    if (cells.some((p) => digitAt(...p) === 0)) continue;
    const digits = random
      .shuffle(cells.map((p) => digitAt(...p)))
      .slice(0, 1 + random.below(4))
      .sort((a, b) => a - b);
    rules.push({ type: "quadruple", cells, digits });
  }
  return rules;
}

/**
 * Three to eight little killers: whole diagonals of a grid (a corner cell alone too, its direction named), each from a clue's
 * position no grid covers (so a picture can show it) whose arrow points along one grid's diagonal only, summed; a diagonal from one of its ends only.
 */
function littleKillersOf(grids: readonly { row: number; col: number }[], size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const diagonals: { cells: [number, number][]; step: [number, number] }[] = [];
  for (const g of grids) {
    const inside = (r: number, c: number): boolean => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size;
    for (const [dr, dc] of NEIGHBOURS8.filter(([a, b]) => a !== 0 && b !== 0)) {
      for (let r = g.row; r < g.row + size; r++) {
        for (let c = g.col; c < g.col + size; c++) {
          // A diagonal starts where the step before it leaves the grid, at a position no grid covers.
          if (inside(r - dr, c - dc) || digitAt(r - dr, c - dc) !== 0) continue;
          if (littleKillerDiagonals([r - dr, c - dc], [dr, dc], grids, size).length !== 1) continue;
          const cells: [number, number][] = [];
          for (let [pr, pc] = [r, c]; inside(pr, pc); pr += dr, pc += dc) cells.push([pr, pc]);
          if (cells.length >= 1) diagonals.push({ cells, step: [dr, dc] });
        }
      }
    }
  }
  // Each diagonal from one of its ends only: a clue at the other end says the same.
  const seen = new Set<string>();
  return random
    .shuffle(diagonals)
    .filter(({ cells }) => {
      const key = cells
        .map(([r, c]) => `${r},${c}`)
        .sort()
        .join(" ");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 3 + random.below(6))
    .map(({ cells, step }): Rule => {
      const sum = cells.reduce((n, [r, c]) => n + digitAt(r, c), 0);
      return cells.length === 1 ? { type: "little-killer", cells, sum, direction: littleKillerDirection(step) } : { type: "little-killer", cells, sum };
    });
}

/**
 * Three to eight sandwiches: whole rows and columns of a grid read from one end, where the clue's position
 * is on no grid and beside that one line only (so a picture, and SudokuPad's format, tell it), summed
 * between the 1 and the largest digit.
 */
function sandwichesOf(grids: readonly { row: number; col: number }[], size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const clues: [number, number][] = [];
  for (const g of grids) {
    for (let k = 0; k < size; k++) clues.push([g.row - 1, g.col + k], [g.row + size, g.col + k], [g.row + k, g.col - 1], [g.row + k, g.col + size]);
  }
  const seen = new Set<string>();
  const rules: Rule[] = [];
  for (const clue of random.shuffle(clues)) {
    const lines = sandwichLinesAt(clue, grids, size);
    const [cells] = lines;
    if (digitAt(...clue) !== 0 || lines.length !== 1 || cells === undefined) continue;
    // One clue a line: the clue at its other end says about as much.
    const key = cells
      .map(([r, c]) => `${r},${c}`)
      .sort()
      .join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    const digits = cells.map(([r, c]) => digitAt(r, c));
    const [i, j] = [digits.indexOf(1), digits.indexOf(size)].sort((a, b) => a - b);
    rules.push({ type: "sandwich", cells, sum: digits.slice((i ?? 0) + 1, j).reduce((a, b) => a + b, 0) });
    if (rules.length >= 3 + random.below(6)) break;
  }
  return rules;
}

/** The lines of X-sums' places (whole rows and columns read from a clue beside one line only), as cells. */
function clueLinesOf(grids: readonly GridPlace[], size: number, digitAt: (r: number, c: number) => number, random: Random): [number, number][][] {
  return xSumsOf(grids, size, digitAt, random).map((rule) => (rule.type === "x-sum" ? rule.cells.map(([r, c]): [number, number] => [r, c]) : []));
}

/** Three to eight hidden skyscraper clues, placed as X-sums are, each the first digit lower than one before it (an increasing line has none). */
function hiddenSkyscrapersOf(grids: readonly GridPlace[], size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const rules: Rule[] = [];
  for (const cells of clueLinesOf(grids, size, digitAt, random)) {
    let tallest = 0;
    for (const [r, c] of cells) {
      const d = digitAt(r, c);
      if (d < tallest) {
        rules.push({ type: "hidden-skyscraper", cells, digit: d });
        break;
      }
      tallest = d;
    }
  }
  return rules;
}

/** Three to eight numbered room clues, placed as X-sums are, each the digit in the D-th cell, D the first. */
function numberedRoomsOf(grids: readonly GridPlace[], size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  return clueLinesOf(grids, size, digitAt, random).map((cells): Rule => {
    const [first = [0, 0]] = cells;
    const [r, c] = cells[digitAt(...first) - 1] ?? first;
    return { type: "numbered-room", cells, digit: digitAt(r, c) };
  });
}

/**
 * One to four lunchboxes: lines of three to six cells (sideways or diagonally) with different digits, each
 * the sum between its smallest and largest digit; and one to three whole rows or columns with the clue
 * outside, as X-sums are placed.
 */
function lunchboxesOf(geometry: Geometry, grids: readonly GridPlace[], size: number, digitAt: (r: number, c: number) => number, random: Random): Rule[] {
  const sumOf = (digits: number[]): number => {
    const lo = digits.indexOf(Math.min(...digits));
    const hi = digits.indexOf(Math.max(...digits));
    return digits.slice(Math.min(lo, hi) + 1, Math.max(lo, hi)).reduce((a, b) => a + b, 0);
  };
  const rules: Rule[] = [];
  const count = 1 + random.below(4);
  for (let tries = 0; rules.length < count && tries < 80; tries++) {
    const start = random.below(geometry.cellCount);
    const cells: [number, number][] = [[geometry.cellRow[start], geometry.cellCol[start]]];
    const length = 3 + random.below(4);
    const digits = [digitAt(...cells[0])];
    while (cells.length < length) {
      const [r, c] = cells[cells.length - 1];
      const next = NEIGHBOURS8.map(([dr, dc]): [number, number] => [r + dr, c + dc]).filter(([nr, nc]) => {
        const d = digitAt(nr, nc);
        return d !== 0 && !digits.includes(d);
      });
      if (next.length === 0) break;
      const pick = next[random.below(next.length)];
      cells.push(pick);
      digits.push(digitAt(...pick));
    }
    if (cells.length >= 3) rules.push({ type: "lunchbox", cells, sum: sumOf(digits) });
  }
  for (const cells of clueLinesOf(grids, size, digitAt, random).slice(0, 1 + random.below(3))) {
    rules.push({ type: "lunchbox", cells, sum: sumOf(cells.map(([r, c]) => digitAt(r, c))) });
  }
  return rules;
}

/** Random rule puzzles on one, two or five grids (samurai only with killer cages), with their seed. */
export const rulePuzzleArb: fc.Arbitrary<RulePuzzle & { seed: number }> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    shape: fc.constantFrom("single", "twin", "side"),
    kinds: fc.subarray<RuleKindName>([...RULE_KIND_NAMES], { minLength: 1, maxLength: 4 }),
    keep: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ seed, ...options }) => ({ seed, ...constructRulePuzzle(seed, options) }));

/**
 * Random rule puzzles of a random size (4 to 16, 16 drawn less often) on one or two grids, with their seed
 * and size.
 */
export const sizedRulePuzzleArb: fc.Arbitrary<RulePuzzle & { seed: number; size: number }> = fc
  .record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    size: fc.oneof({ arbitrary: fc.constantFrom(4, 6, 8, 9, 12), weight: 6 }, { arbitrary: fc.constant(16), weight: 1 }),
    shape: fc.constantFrom("single", "twin", "side"),
    kinds: fc.subarray<RuleKindName>([...RULE_KIND_NAMES], { minLength: 1, maxLength: 4 }),
    keep: fc.integer({ min: 0, max: 60 }),
  })
  .map(({ seed, size, ...options }) => ({ seed, size, ...constructRulePuzzle(seed, { ...options, size }) }));
