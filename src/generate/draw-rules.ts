/**
 * Rules drawn from a solved layout, so that the solution is known to satisfy them: the construction shared
 * by `generate --rules` (generate-rules.ts) and the test arbitraries (test/arbitraries/rule-puzzles.ts).
 * Each function reads the solution through `digitAt` (0 off the layout's cells) and takes every random
 * choice from `random`, in a fixed order, so a seed makes the same rules again.
 */
import type { Geometry } from "../model/geometry.js";
import { regionPieces } from "../rules/jigsaw.js";
import type { Layout, Rule } from "../model/schemas.js";
import { lineSegments } from "../rules/region-sum-line/segments.js";
import { sandwichLinesAt } from "../rules/sandwich.js";
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
 * would cut a region in pieces are undone: a setter draws contiguous regions. The boxes holding a cell of
 * `frozen` (grid indices, row * size + col: the cells the grid shares with another) stay boxes, untouched by
 * any swap, so a box two grids share is a region of both.
 */
export function jigsawOf(
  g: GridPlace,
  size: number,
  box: readonly [number, number],
  digitAt: DigitAt,
  random: Random,
  frozen: ReadonlySet<number> = new Set(),
): Rule {
  const [h, w] = box;
  const n = size * size;
  const region = Array.from({ length: n }, (_, i) => (size / w) * Math.floor(Math.floor(i / size) / h) + Math.floor((i % size) / w));
  const fixed = new Set([...frozen].map((i) => region[i] ?? -1));
  const digitOf = (i: number): number => digitAt(g.row + Math.floor(i / size), g.col + (i % size));
  // Every index into `region` below is a cell of the grid, 0..n-1.
  // Frozen boxes leave fewer cells to swap: more tries then (a samurai's centre has five boxes of nine free).
  const most = frozen.size === 0 ? 200 : 1000;
  for (let swaps = 0, tries = 0; swaps < 12 && tries < most; tries++) {
    const a = random.below(n);
    if (fixed.has(region[a]!)) continue;
    const d = digitOf(a);
    // A cell of the same digit in a region touching a's (so regions stay near each other).
    const touching = new Set(
      NEIGHBOURS4.map(([dr, dc]) => [Math.floor(a / size) + dr, (a % size) + dc] as const)
        .filter(([r, c]) => r >= 0 && r < size && c >= 0 && c < size)
        .map(([r, c]) => region[r * size + c]!),
    );
    touching.delete(region[a]!);
    for (const k of fixed) touching.delete(k);
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

/** The canvas positions side by side or diagonally next to a position that hold a cell of the layout. */
function around([r, c]: Spot, digitAt: DigitAt): Spot[] {
  return NEIGHBOURS8.map(([dr, dc]): Spot => [r + dr, c + dc]).filter(([nr, nc]) => digitAt(nr, nc) !== 0);
}

/** True when a list of positions holds this one. */
function holds(spots: readonly Spot[], [r, c]: Spot): boolean {
  return spots.some(([x, y]) => x === r && y === c);
}

/**
 * Whispers lines (default one to four, two to eight cells): from a random cell, steps to a neighbour (sideways or
 * diagonally) at least `difference` away in digit (default ceil(size / 2): German whispers); the rule names the
 * difference when one is given.
 */
export function whispersOf(geometry: Geometry, digitAt: DigitAt, random: Random, difference?: number, count = 1 + random.below(4)): Rule[] {
  const rules: Rule[] = [];
  const least = difference ?? Math.ceil(geometry.size / 2);
  for (let tries = 0; rules.length < count && tries < 80 * Math.ceil(count / 4); tries++) {
    const cells: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    const length = 2 + random.below(7);
    while (cells.length < length) {
      const at = last(cells);
      const next = around(at, digitAt).filter((p) => Math.abs(digitAt(...p) - digitAt(...at)) >= least && !holds(cells, p));
      if (next.length === 0) break;
      cells.push(pick(next, random));
    }
    if (cells.length >= 2) rules.push(difference === undefined ? { type: "german-whispers", cells } : { type: "german-whispers", cells, difference });
  }
  return rules;
}

/**
 * Given candidates (default one to three sets): each set two or three different digits, then four to twelve
 * cells not yet marked whose digit is one of them, a rule each set with its cells in reading order (as the
 * interchange formats, which mark cell by cell, read them back).
 */
export function candidatesOf(geometry: Geometry, digitAt: DigitAt, random: Random, sets = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const marked = new Set<number>();
  const seen = new Set<string>();
  const at = (c: number): Spot => spotOf(geometry, c);
  for (let k = 0; k < sets; k++) {
    const all = Array.from({ length: geometry.size }, (_, j) => j + 1);
    const digits = random
      .shuffle(all)
      .slice(0, 2 + random.below(2))
      .sort((a, b) => a - b);
    if (seen.has(digits.join(","))) continue;
    seen.add(digits.join(","));
    const cells = random
      .shuffle([...Array(geometry.cellCount).keys()])
      .filter((c) => !marked.has(c) && digits.includes(digitAt(...at(c))))
      .slice(0, 4 + random.below(9))
      .sort((a, b) => at(a)[0] - at(b)[0] || at(a)[1] - at(b)[1]);
    for (const c of cells) marked.add(c);
    if (cells.length > 0) rules.push({ type: "candidates", cells: cells.map(at), digits });
  }
  return rules;
}

/**
 * Pill arrows (default one to four): a two-cell pill across or down, reading 10 to 39; from a pill cell, a walk
 * to neighbours (sideways or diagonally) off the pills and arrows drawn so far, kept when its digits add up to
 * exactly the pill's number within seven cells. Sizes up to 9 only (a pill reads decimal digits).
 */
export function pillArrowsOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(4)): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 2000 * Math.ceil(count / 4); tries++) {
    const first = spotOf(geometry, random.below(geometry.cellCount));
    const second: Spot = random.below(2) === 0 ? [first[0], first[1] + 1] : [first[0] + 1, first[1]];
    // A number of 10 to 39 (as published pills hold): an arrow of two to seven cells can reach it.
    if (digitAt(...second) === 0 || digitAt(...first) > 3) continue;
    const value = digitAt(...first) * 10 + digitAt(...second);
    const pill = [first, second];
    if (pill.some((p) => used.has(p.join(",")))) continue;
    const cells: Spot[] = [];
    let sum = 0;
    let at = pick(pill, random);
    while (sum < value && cells.length < 7) {
      const next = around(at, digitAt).filter((p) => !used.has(p.join(",")) && !holds(pill, p) && !holds(cells, p));
      if (next.length === 0) break;
      at = pick(next, random);
      cells.push(at);
      sum += digitAt(...at);
    }
    if (sum !== value || cells.length === 0) continue;
    rules.push({ type: "pill-arrow", pill, cells });
    for (const p of [...pill, ...cells]) used.add(p.join(","));
  }
  return rules;
}

/**
 * Clones (default one to three): a shape of two to four cells grown side by side from a random cell, and every
 * shift of it onto cells of the same digits, not overlapping it, each other or the clones drawn so far; one or
 * two of those shifts kept as its clones (cells in the same place of each shift match).
 */
export function clonesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 300 * Math.ceil(count / 3); tries++) {
    const shape: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    const want = 2 + random.below(3);
    while (shape.length < want) {
      const [r, c] = pick(shape, random);
      const [dr, dc] = pick(NEIGHBOURS4, random);
      const next: Spot = [r + dr, c + dc];
      if (digitAt(...next) === 0 || holds(shape, next)) break;
      shape.push(next);
    }
    if (shape.length < 2 || shape.some((p) => used.has(p.join(",")))) continue;
    const shapes: Spot[][] = [shape];
    const taken = (p: Spot): boolean => used.has(p.join(",")) || shapes.some((s) => holds(s, p));
    for (const dr of random.shuffle([...Array(2 * geometry.rows).keys()].map((k) => k - geometry.rows))) {
      for (const dc of random.shuffle([...Array(2 * geometry.cols).keys()].map((k) => k - geometry.cols))) {
        const moved = shape.map(([r, c]): Spot => [r + dr, c + dc]);
        if (shapes.length >= 3 || (dr === 0 && dc === 0)) continue;
        if (moved.every((p, j) => digitAt(...p) !== 0 && digitAt(...p) === digitAt(...(shape[j] ?? [-1, -1])) && !taken(p))) shapes.push(moved);
      }
    }
    if (shapes.length < 2) continue;
    const kept = shapes.slice(0, 2 + random.below(shapes.length - 1));
    rules.push({ type: "clone", shapes: kept });
    for (const p of kept.flat()) used.add(p.join(","));
  }
  return rules;
}

/**
 * Entropic or modular lines (default one to four, three to seven cells): from a random cell, steps to
 * neighbours (sideways or diagonally) off the lines drawn so far whose digit is of a class other than the two
 * before it (thirds of the digits, or remainders mod 3). Sizes that are a multiple of 3.
 */
export function classLinesOf(
  type: "entropic-line" | "modular-line",
  geometry: Geometry,
  digitAt: DigitAt,
  random: Random,
  count = 1 + random.below(4),
): Rule[] {
  const size = geometry.size;
  const classOf = (d: number): number => (type === "modular-line" ? d % 3 : Math.floor(((d - 1) * 3) / size));
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 200 * Math.ceil(count / 4); tries++) {
    const line: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    const want = 3 + random.below(5);
    while (line.length < want) {
      const before = line.slice(-2).map((p) => classOf(digitAt(...p)));
      const next = around(last(line), digitAt).filter((p) => !used.has(p.join(",")) && !holds(line, p) && !before.includes(classOf(digitAt(...p))));
      if (next.length === 0) break;
      line.push(pick(next, random));
    }
    if (line.length < 3 || line.some((p) => used.has(p.join(",")))) continue;
    rules.push({ type, cells: line });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * Zipper lines (default one to three): from a centre cell (its digit the total) or two neighbouring cells
 * (their sum the total), both ends grow up to four steps to neighbours (sideways or diagonally) off the lines
 * whose digits add up to the total; kept with four cells at least.
 */
export function zippersOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const near = (p: Spot, line: readonly Spot[]): Spot[] => around(p, digitAt).filter((q) => !used.has(q.join(",")) && !holds(line, q));
  for (let tries = 0; rules.length < count && tries < 300 * Math.ceil(count / 3); tries++) {
    const first = spotOf(geometry, random.below(geometry.cellCount));
    if (used.has(first.join(","))) continue;
    let line: Spot[] = [first];
    if (random.below(2) === 0) {
      const next = near(first, line);
      if (next.length === 0) continue;
      line.push(pick(next, random));
    }
    const total = line.reduce((n, p) => n + digitAt(...p), 0);
    for (let step = 0; step < 4; step++) {
      const ends = near(line[0] ?? first, line).flatMap((a) =>
        near(last(line), [...line, a])
          .filter((b) => digitAt(...a) + digitAt(...b) === total)
          .map((b): [Spot, Spot] => [a, b]),
      );
      if (ends.length === 0) break;
      const [a, b] = pick(ends, random);
      line = [a, ...line, b];
    }
    if (line.length < 4) continue;
    rules.push({ type: "zipper", cells: line });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * Region-sum lines (default one to three): walks of three to eight cells to neighbours (sideways or
 * diagonally) off the lines drawn so far, kept when they cross two regions at least (the layout's boxes, or
 * its jigsaw regions) and their stretches add up to one total.
 */
export function regionSumLinesOf(geometry: Geometry, layout: Layout, digitAt: DigitAt, random: Random, count = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 3000 * Math.ceil(count / 3); tries++) {
    const line: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    const length = 3 + random.below(6);
    while (line.length < length) {
      const next = around(last(line), digitAt).filter((p) => !used.has(p.join(",")) && !holds(line, p));
      if (next.length === 0) break;
      line.push(pick(next, random));
    }
    if (line.some((p) => used.has(p.join(",")))) continue;
    const cut = lineSegments(layout, line);
    if ("problem" in cut || cut.segments.length < 2) continue;
    const totals = cut.segments.map((s) => s.reduce((sum, i) => sum + digitAt(...(line[i] ?? [-1, -1])), 0));
    if (totals.some((t) => t !== totals[0])) continue;
    rules.push({ type: "region-sum-line", cells: line });
    for (const p of line) used.add(p.join(","));
  }
  return rules;
}

/**
 * The whole rows and columns of the grids read from one end whose clue position is on no grid and beside that
 * one line only (so a picture, and SudokuPad's format, tell it), in a random order: where outside clues go.
 */
function outsideLines(grids: readonly GridPlace[], size: number, digitAt: DigitAt, random: Random): Spot[][] {
  const clues: Spot[] = [];
  for (const g of grids) {
    for (let k = 0; k < size; k++) clues.push([g.row - 1, g.col + k], [g.row + size, g.col + k], [g.row + k, g.col - 1], [g.row + k, g.col + size]);
  }
  const out: Spot[][] = [];
  for (const clue of random.shuffle(clues)) {
    const lines = sandwichLinesAt(clue, grids, size);
    const [cells] = lines;
    if (digitAt(...clue) === 0 && lines.length === 1 && cells !== undefined) out.push(cells);
  }
  return out;
}

/**
 * X-sums (default three to eight; `count` Infinity: every row and column from each end whose clue has a place):
 * whole rows and columns read from one end, each the sum of the first X digits from the clue, X the first digit.
 */
export function xSumsOf(grids: readonly GridPlace[], size: number, digitAt: DigitAt, random: Random, count?: number): Rule[] {
  const rules: Rule[] = [];
  for (const cells of outsideLines(grids, size, digitAt, random)) {
    const digits = cells.map(([r, c]) => digitAt(r, c));
    rules.push({ type: "x-sum", cells, sum: digits.slice(0, digits[0]).reduce((a, b) => a + b, 0) });
    if (rules.length >= (count ?? 3 + random.below(6))) break;
  }
  return rules;
}

/** Skyscraper clues, placed as X-sums are (same counts), each counting the digits seen from its side. */
export function skyscrapersOf(grids: readonly GridPlace[], size: number, digitAt: DigitAt, random: Random, count?: number): Rule[] {
  return xSumsOf(grids, size, digitAt, random, count).map((rule): Rule => {
    const cells = rule.type === "x-sum" ? rule.cells : [];
    let tallest = 0;
    let seen = 0;
    for (const [r = -1, c = -1] of cells) {
      const d = digitAt(r, c);
      if (d > tallest) {
        tallest = d;
        seen++;
      }
    }
    return { type: "skyscraper", cells, count: seen };
  });
}

/**
 * Sets of counting circles (default one to three): each a few digits of the lower part of 1..size (two to
 * four of them, each at most two thirds of the size, so a set stays a handful of circles), and for each digit
 * N, N cells not yet circled that hold N in the solution, at random; a digit short of cells is left out. A
 * set is kept with two digits at least, its circles in reading order.
 */
export function countingCirclesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const circled = new Set<number>();
  const highest = Math.max(2, Math.floor((geometry.size * 2) / 3));
  const byDigit = new Map<number, number[]>();
  for (let c = 0; c < geometry.cellCount; c++) {
    const d = digitAt(...spotOf(geometry, c));
    const list = byDigit.get(d);
    if (list === undefined) byDigit.set(d, [c]);
    else list.push(c);
  }
  for (let tries = 0; rules.length < count && tries < 20 * count; tries++) {
    const digits = random.shuffle(Array.from({ length: highest }, (_, k) => k + 1)).slice(0, 2 + random.below(3));
    const cells: number[] = [];
    let used = 0;
    for (const d of digits) {
      const free = random.shuffle((byDigit.get(d) ?? []).filter((c) => !circled.has(c)));
      if (free.length < d) continue;
      for (const c of free.slice(0, d)) cells.push(c);
      used++;
    }
    if (used < 2) continue;
    for (const c of cells) circled.add(c);
    const spots = cells.map((c) => spotOf(geometry, c)).sort(([r1, c1], [r2, c2]) => r1 - r2 || c1 - c2);
    rules.push({ type: "counting-circles", cells: spots });
  }
  return rules;
}

/**
 * Value-indexing lines (default one to three): a walk from a random cell to neighbours (sideways or
 * diagonally) on no line yet, kept when the second cell's digit N is at most the cells after it and the cell
 * N on from it holds the first cell's digit (the line ends there, at its arrowhead: that last step goes to a
 * neighbour holding the first cell's digit); a walk that runs out of such neighbours is dropped.
 */
export function valueIndexingLinesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count = 1 + random.below(3)): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 100 * count; tries++) {
    const line: Spot[] = [spotOf(geometry, random.below(geometry.cellCount))];
    if (used.has(line[0]!.join(","))) continue; // line has one spot
    for (;;) {
      const [r, c] = last(line);
      const next = NEIGHBOURS8.map(([dr, dc]): Spot => [r + dr, c + dc]).filter((p) => digitAt(...p) !== 0 && !used.has(p.join(",")) && !holds(line, p));
      // The step to the cell N on from the second goes to a neighbour holding the first cell's digit.
      // (line[1] is there once the walk has two spots.)
      const n = line.length >= 2 ? digitAt(...line[1]!) : 0;
      const closing = line.length >= 2 && line.length === n + 1;
      const ends = closing ? next.filter((p) => digitAt(...p) === digitAt(...line[0]!)) : next;
      if (ends.length === 0) break;
      line.push(pick(ends, random));
      if (closing) {
        for (const p of line) used.add(p.join(","));
        rules.push({ type: "value-indexing", cells: line });
        break;
      }
    }
  }
  return rules;
}

/**
 * 159 sudoku's rule on each grid: its first, middle and last columns are column-indexing cells (a cell of
 * column C holding V says the V-th cell of its row holds C), the grid named (a samurai's corner boxes lie in
 * two grids). A choice made before the grid is filled: the solution must be drawn under it.
 */
export function lines159Of(grids: readonly GridPlace[], size: number): Rule[] {
  const columns = [...new Set([0, Math.ceil(size / 2) - 1, size - 1])];
  return grids.map((g) => {
    const cells: Spot[] = [];
    for (const col of columns) for (let i = 0; i < size; i++) cells.push([g.row + i, g.col + col]);
    return { type: "indexing", index: "column", cells, grid: g.id };
  });
}
