/**
 * Rules drawn from a solved layout, so that the solution is known to satisfy them: the construction shared
 * by `generate --rules` (generate-rules.ts) and the test arbitraries (test/arbitraries/rule-puzzles.ts).
 * Each function reads the solution through `digitAt` (0 off the layout's cells) and takes every random
 * choice from `random`, in a fixed order, so a seed makes the same rules again.
 */
import type { Geometry } from "../model/geometry.js";
import { regionPieces } from "../rules/jigsaw.js";
import { sandwichLinesAt } from "../rules/sandwich.js";
import type { Rule } from "../model/schemas.js";
import type { Random } from "./random.js";

/** A canvas position [row, col]. */
export type Spot = [number, number];

/** The solution's digit at a canvas position: 0 where the canvas has no cell. */
export type DigitAt = (row: number, col: number) => number;

/** A grid's id and top-left canvas position. */
export interface GridPlace {
  readonly id: string;
  readonly row: number;
  readonly col: number;
}

const NEIGHBOURS4: readonly Spot[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const NEIGHBOURS8: readonly Spot[] = [...NEIGHBOURS4, [-1, -1], [-1, 1], [1, -1], [1, 1]];

/** `digitAt` for a solution of a geometry. */
export function digitAtOf(geometry: Geometry, solution: Uint8Array): DigitAt {
  return (r, c) => {
    const cell = r >= 0 && c >= 0 && r < geometry.rows && c < geometry.cols ? (geometry.canvas[r * geometry.cols + c] ?? -1) : -1;
    return cell < 0 ? 0 : (solution[cell] ?? 0);
  };
}

/** The canvas position of a cell. */
export function spotOf(geometry: Geometry, cell: number): Spot {
  return [geometry.cellRow[cell] ?? -1, geometry.cellCol[cell] ?? -1]; // a cell of the geometry has both
}

/** The item drawn at random from a list that is not empty. */
function pick<T>(items: readonly T[], random: Random): T {
  return items[random.below(items.length)]!; // below(length) is an index of the list
}

/** The last item of a list that is not empty. */
function last<T>(items: readonly T[]): T {
  return items[items.length - 1]!; // callers pass lists with one item at least
}

/**
 * Every clue of a kind beside a row or column of the grids, from each side, read off the solution: a
 * hidden skyscraper (the first digit lower than one before it; none on an increasing line) or a numbered
 * room (the digit in the D-th cell, D the first). A clue whose place is a cell of another grid, or beside
 * the lines of two grids, is left out.
 */
export function outsideCluesOf(kind: "hidden-skyscraper" | "numbered-room", grids: readonly GridPlace[], size: number, digitAt: DigitAt): Rule[] {
  const rules: Rule[] = [];
  for (const g of grids) {
    const clues: Spot[] = [];
    for (let k = 0; k < size; k++) clues.push([g.row - 1, g.col + k], [g.row + size, g.col + k], [g.row + k, g.col - 1], [g.row + k, g.col + size]);
    for (const clue of clues) {
      const lines = sandwichLinesAt(clue, grids, size);
      const [cells] = lines;
      if (digitAt(...clue) !== 0 || lines.length !== 1 || cells === undefined) continue;
      const digits = cells.map(([r, c]) => digitAt(r, c));
      if (kind === "numbered-room") {
        rules.push({ type: "numbered-room", cells, digit: digits[(digits[0] ?? 1) - 1] ?? 0 });
        continue;
      }
      const hidden = digits.find((d, j) => j > 0 && d < Math.max(...digits.slice(0, j)));
      if (hidden !== undefined) rules.push({ type: "hidden-skyscraper", cells, digit: hidden });
    }
  }
  return rules;
}

/**
 * Every pair of cells side by side (sharing an edge) in a size x size grid whose top-left cell is at
 * (row, col) on the canvas, each pair once: the cell, then the one right of it or below it.
 */
export function pairsSideBySide(grid: { readonly row: number; readonly col: number }, size: number): [Spot, Spot][] {
  const pairs: [Spot, Spot][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (c + 1 < size)
        pairs.push([
          [grid.row + r, grid.col + c],
          [grid.row + r, grid.col + c + 1],
        ]);
      if (r + 1 < size)
        pairs.push([
          [grid.row + r, grid.col + c],
          [grid.row + r + 1, grid.col + c],
        ]);
    }
  }
  return pairs;
}

/**
 * A jigsaw rule for a grid: its boxes (`box` rows x cols), then cells of one digit swapped between
 * neighbouring regions a few times, so each region still holds every digit in the solution. Swaps that
 * would cut a region in pieces are undone: a setter draws contiguous regions.
 */
export function jigsawOf(g: GridPlace, size: number, box: readonly [number, number], digitAt: DigitAt, random: Random): Rule {
  const [h, w] = box;
  const n = size * size;
  const region = Array.from({ length: n }, (_, i) => (size / w) * Math.floor(Math.floor(i / size) / h) + Math.floor((i % size) / w));
  const digitOf = (i: number): number => digitAt(g.row + Math.floor(i / size), g.col + (i % size));
  // Every index into `region` below is a cell of the grid, 0..n-1.
  for (let swaps = 0, tries = 0; swaps < 12 && tries < 200; tries++) {
    const a = random.below(n);
    const d = digitOf(a);
    // A cell of the same digit in a region touching a's (so regions stay near each other).
    const touching = new Set(
      NEIGHBOURS4.map(([dr, dc]) => [Math.floor(a / size) + dr, (a % size) + dc] as const)
        .filter(([r, c]) => r >= 0 && r < size && c >= 0 && c < size)
        .map(([r, c]) => region[r * size + c]!),
    );
    touching.delete(region[a]!);
    const partners = [...Array(n).keys()].filter((b) => touching.has(region[b]!) && digitOf(b) === d);
    if (partners.length === 0) continue;
    const b = pick(partners, random);
    [region[a], region[b]] = [region[b]!, region[a]!];
    const rows = Array.from({ length: size }, (_, r) => String.fromCharCode(...region.slice(r * size, r * size + size).map((k) => 65 + k)));
    if (regionPieces(rows).some(([, pieces]) => pieces > 1)) [region[a], region[b]] = [region[b]!, region[a]!];
    else swaps++;
  }
  const letters = "ABCDEFGHIJKLMNOP";
  return {
    type: "jigsaw",
    grid: g.id,
    regions: Array.from({ length: size }, (_, r) =>
      region
        .slice(r * size, r * size + size)
        .map((k) => letters[k] ?? "?") // k < size <= 16
        .join(""),
    ),
  };
}

/**
 * Thermometers (default one to four, two to six cells): from a random cell, steps to a neighbour holding a
 * larger digit. `long`: four cells at least and up to the grid's size, each step to the smallest larger digit
 * around (ties drawn at random), so the tube climbs slowly and grows long, as a setter's thermometers do.
 */
export function thermometersOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(4), long = false): Rule[] {
  const rules: Rule[] = [];
  const shortest = long ? 4 : 2;
  for (let tries = 0; rules.length < count && tries < 50 * Math.ceil(count / 4); tries++) {
    const cells: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    const length = long ? shortest + random.below(geometry.size - shortest + 1) : 2 + random.below(5);
    while (cells.length < length) {
      const [r, c] = last(cells);
      let next = NEIGHBOURS8.map(([dr, dc]): Spot => [r + dr, c + dc]).filter(([nr, nc]) => digitAt(nr, nc) > digitAt(r, c));
      if (long) {
        const least = Math.min(...next.map((s) => digitAt(...s)));
        next = next.filter((s) => digitAt(...s) === least);
      }
      if (next.length === 0) break;
      cells.push(pick(next, random));
    }
    if (cells.length >= shortest) rules.push({ type: "thermometer", cells });
  }
  return rules;
}

/** Arrows (default up to four): from a circle, steps to neighbours while the digits add up to no more than it. */
export function arrowsOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 4): Rule[] {
  const rules: Rule[] = [];
  for (let tries = 0; rules.length < count && tries < 60 * Math.ceil(count / 4); tries++) {
    const circle = spotOf(geometry, random.below(geometry.cellCount));
    const target = digitAt(...circle);
    const cells: Spot[] = [];
    let sum = 0;
    let [r, c] = circle;
    while (sum < target) {
      const next = NEIGHBOURS8.map(([dr, dc]): Spot => [r + dr, c + dc]).filter(
        ([nr, nc]) =>
          digitAt(nr, nc) !== 0 && sum + digitAt(nr, nc) <= target && !cells.some(([x, y]) => x === nr && y === nc) && !(nr === circle[0] && nc === circle[1]),
      );
      if (next.length === 0) break;
      [r, c] = pick(next, random);
      cells.push([r, c]);
      sum += digitAt(r, c);
    }
    if (sum === target && cells.length > 0) rules.push({ type: "arrow", circle, cells });
  }
  return rules;
}

/** The kropki dot or X/V mark the digits of two cells side by side call for, if any (white before black). */
function markFor(kind: "kropki" | "xv", p: Spot, q: Spot, x: number, y: number): Rule | undefined {
  if (kind === "kropki" && Math.abs(x - y) === 1) return { type: "kropki", cells: [p, q], color: "white" };
  if (kind === "kropki" && (x === 2 * y || y === 2 * x)) return { type: "kropki", cells: [p, q], color: "black" };
  if (kind === "xv" && x + y === 10) return { type: "xv", cells: [p, q], mark: "X" };
  if (kind === "xv" && x + y === 5) return { type: "xv", cells: [p, q], mark: "V" };
  return undefined;
}

/** Kropki dots or X/V marks (three to twelve) on neighbouring pairs whose digits call for one. */
export function markersOf(kind: "kropki" | "xv", geometry: Geometry, digitAt: DigitAt, random: Random): Rule[] {
  const rules: Rule[] = [];
  const want = 3 + random.below(10);
  for (let tries = 0; rules.length < want && tries < 400; tries++) {
    const a = random.below(geometry.cellCount);
    const [dr, dc] = pick(NEIGHBOURS4, random);
    const p = spotOf(geometry, a);
    const q: Spot = [p[0] + dr, p[1] + dc];
    const [x, y] = [digitAt(...p), digitAt(...q)];
    if (y === 0) continue;
    const mark = markFor(kind, p, q, x, y);
    if (mark !== undefined) rules.push(mark);
  }
  return rules;
}

/**
 * Inequality signs between `count` random pairs side by side (each pair once, 400 tries at most), the
 * smaller cell first.
 */
export function inequalitiesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 400 + 4 * count; tries++) {
    const p = spotOf(geometry, random.below(geometry.cellCount));
    const [dr, dc] = pick(NEIGHBOURS4, random);
    const q: Spot = [p[0] + dr, p[1] + dc];
    const [x, y] = [digitAt(...p), digitAt(...q)];
    const key = [p.join(","), q.join(",")].sort().join("/");
    if (y === 0 || seen.has(key)) continue;
    seen.add(key);
    rules.push({ type: "inequality", cells: x < y ? [p, q] : [q, p] });
  }
  return rules;
}

/**
 * Every kropki dot or X/V mark the solution calls for between cells side by side in the grids (each pair
 * once, pairs in two grids too): the generator draws them all and then removes those not needed.
 */
export function everyMarkerOf(kind: "kropki" | "xv", grids: readonly GridPlace[], size: number, digitAt: DigitAt): Rule[] {
  const rules: Rule[] = [];
  const seen = new Set<string>();
  for (const g of grids) {
    for (const [p, q] of pairsSideBySide(g, size)) {
      const key = `${p.join(",")}/${q.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const mark = markFor(kind, p, q, digitAt(...p), digitAt(...q));
      if (mark !== undefined) rules.push(mark);
    }
  }
  return rules;
}

/**
 * Kropki "all dots given" on one grid (every grid, one time in three), white, black or both: the rule, and
 * every dot of those colours the solution calls for there (a pair of 1 and 2 gets both). `every` and
 * `colors` fix those choices instead of drawing them.
 */
export function allDotsOf(
  grids: readonly GridPlace[],
  size: number,
  digitAt: DigitAt,
  random: Random,
  fixed: { readonly every?: boolean; readonly colors?: readonly ("white" | "black")[] } = {},
): Rule[] {
  const every = fixed.every ?? random.below(3) === 0;
  const grid = pick(grids, random);
  const colors = fixed.colors ?? pick([["white", "black"], ["white"], ["black"]] as const, random);
  const rules: Rule[] = [every ? { type: "kropki-all-dots", colors: [...colors] } : { type: "kropki-all-dots", grid: grid.id, colors: [...colors] }];
  const seen = new Set<string>();
  for (const g of every ? grids : [grid]) {
    for (const [p, q] of pairsSideBySide(g, size)) {
      const key = `${p.join(",")}/${q.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [x, y] = [digitAt(...p), digitAt(...q)];
      if (colors.includes("white") && Math.abs(x - y) === 1) rules.push({ type: "kropki", cells: [p, q], color: "white" });
      if (colors.includes("black") && (x === 2 * y || y === 2 * x)) rules.push({ type: "kropki", cells: [p, q], color: "black" });
    }
  }
  return rules;
}

/** Sizes of the cages drawn, with their weights in percent: mostly 2-4 cells, some 1 and 5, as published killers. */
const CAGE_SIZES: readonly (readonly [number, number])[] = [
  [1, 4],
  [2, 30],
  [3, 36],
  [4, 22],
  [5, 8],
];

/** A cage size drawn from CAGE_SIZES, at most `most`. */
function cageSize(random: Random, most: number): number {
  let x = random.below(100);
  for (const [size, weight] of CAGE_SIZES) {
    if (x < weight) return Math.min(size, most);
    x -= weight;
  }
  return Math.min(3, most);
}

/** The cells of the layout side by side with a cell on the canvas. */
export function cellNeighbours(geometry: Geometry, cell: number): number[] {
  const [r, c] = spotOf(geometry, cell);
  const out: number[] = [];
  for (const [dr, dc] of NEIGHBOURS4) {
    const nr = r + dr;
    const nc = c + dc;
    if (nr < 0 || nc < 0 || nr >= geometry.rows || nc >= geometry.cols) continue;
    const next = geometry.canvas[nr * geometry.cols + nc] ?? -1;
    if (next >= 0) out.push(next);
  }
  return out;
}

/**
 * Killer cages covering every cell of the layout, as cell lists: from each cell not yet caged (in a random
 * order) a cage grows to a size drawn from CAGE_SIZES, each step to a random uncaged cell side by side with
 * the cage whose digit is not in it yet; then most one-cell cages join a neighbouring cage that has room
 * (five cells at most) and lacks their digit. Cages are edge-connected on the canvas and never repeat a digit
 * in the solution, so they may cross from one grid into another through the cells grids share: every cage
 * is true of the solution whichever grids its cells are in.
 */
export function killerCages(geometry: Geometry, solution: Uint8Array, random: Random): number[][] {
  const most = Math.min(5, geometry.size - 1);
  const cageOf = new Int32Array(geometry.cellCount).fill(-1);
  const cages: number[][] = [];
  for (const start of random.shuffle([...Array(geometry.cellCount).keys()])) {
    if (cageOf[start] !== -1) continue;
    const want = cageSize(random, most);
    const cells = [start];
    cageOf[start] = cages.length;
    while (cells.length < want) {
      const digits = new Set(cells.map((c) => solution[c]));
      const next = [...new Set(cells.flatMap((c) => cellNeighbours(geometry, c)))].filter((c) => cageOf[c] === -1 && !digits.has(solution[c]));
      if (next.length === 0) break;
      const chosen = pick(next, random);
      cells.push(chosen);
      cageOf[chosen] = cages.length;
    }
    cages.push(cells);
  }
  for (const [i, cells] of cages.entries()) {
    const [cell] = cells;
    if (cells.length !== 1 || cell === undefined || random.below(100) < 30) continue;
    const joinable = cellNeighbours(geometry, cell)
      .map((n) => cageOf[n] ?? -1)
      .filter((k) => {
        const other = cages[k];
        return k !== i && other !== undefined && other.length > 0 && other.length < most && !other.some((x) => solution[x] === solution[cell]);
      });
    if (joinable.length === 0) continue;
    const k = pick(joinable, random);
    cages[k]?.push(cell);
    cageOf[cell] = k;
    cages[i] = [];
  }
  return cages.filter((cells) => cells.length > 0);
}

/** A killer rule for a cage of cells, with its sum in the solution. */
export function cageRule(geometry: Geometry, solution: Uint8Array, cells: readonly number[]): Rule {
  return { type: "killer", cells: cells.map((c) => spotOf(geometry, c)), sum: cells.reduce((n, c) => n + (solution[c] ?? 0), 0) };
}
