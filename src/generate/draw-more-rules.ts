/**
 * More rules drawn from a solved layout for `generate --rules` (generate-rules.ts), as draw-rules.ts draws
 * the others: lunchboxes, rellik cages, parity lines, lockout lines and sum lines. Each function reads the
 * solution through `digitAt` (0 off the layout's cells), takes every random choice from `random` in a fixed
 * order (a seed makes the same rules again), and keeps its clues off each other's cells (lines that cross
 * read badly).
 */
import type { Geometry } from "../model/geometry.js";
import type { Rule } from "../model/schemas.js";
import { lockoutDifference } from "../rules/lockout-line.js";
import { lunchboxSum } from "../rules/lunchbox.js";
import { rellikCombinations, subsetAddingTo } from "../rules/rellik.js";
import { sandwichLinesAt } from "../rules/sandwich.js";
import { cutsIntoSums } from "../rules/sum-line.js";
import type { DigitAt, GridPlace, Spot } from "./draw-rules.js";
import { spotOf } from "./draw-rules.js";
import type { Random } from "./random.js";

const AROUND: readonly Spot[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** The item drawn at random from a list that is not empty. */
function pick<T>(items: readonly T[], random: Random): T {
  return items[random.below(items.length)]!; // below(length) is an index of the list
}

/** The key of a canvas position, for sets of used positions. */
const key = ([r, c]: Spot): string => `${r},${c}`;

/**
 * The positions next to `at` (sideways or diagonally) on a cell of the layout, off `used` and off `line`,
 * whose digit passes `fits`.
 */
function steps(at: Spot, digitAt: DigitAt, used: ReadonlySet<string>, line: readonly Spot[], fits: (d: number) => boolean): Spot[] {
  return AROUND.map(([dr, dc]): Spot => [at[0] + dr, at[1] + dc]).filter(
    (p) => digitAt(...p) !== 0 && fits(digitAt(...p)) && !used.has(key(p)) && !line.some((q) => q[0] === p[0] && q[1] === p[1]),
  );
}

/**
 * A walk from a random cell off `used`: up to `length` cells, each next to the one before and off the walk,
 * its digit accepted by `fits(digit, digits so far)`; stops early where no step fits.
 */
function walk(
  geometry: Geometry,
  digitAt: DigitAt,
  random: Random,
  used: ReadonlySet<string>,
  length: number,
  fits: (d: number, digits: readonly number[]) => boolean,
): Spot[] {
  const first = spotOf(geometry, random.below(geometry.cellCount));
  if (used.has(key(first))) return [];
  const line: Spot[] = [first];
  const digits = [digitAt(...first)];
  while (line.length < length) {
    const next = steps(line[line.length - 1]!, digitAt, used, line, (d) => fits(d, digits)); // line is not empty
    if (next.length === 0) break;
    const p = pick(next, random);
    line.push(p);
    digits.push(digitAt(...p));
  }
  return line;
}

/**
 * Lunchboxes: a clue outside the grid beside every row and column whose clue place names that one line (one
 * of its two ends, drawn at random: both say the same), the sum between its 1 and its largest digit; and
 * `count` short ones inside the grids, walks of three to six cells of different digits, each with the sum
 * between its own smallest and largest digit.
 */
export function lunchboxesOf(geometry: Geometry, grids: readonly GridPlace[], digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const size = geometry.size;
  const lines = new Set<string>();
  const clues: Spot[] = [];
  for (const g of grids) {
    for (let k = 0; k < size; k++) clues.push([g.row - 1, g.col + k], [g.row + size, g.col + k], [g.row + k, g.col - 1], [g.row + k, g.col + size]);
  }
  for (const clue of random.shuffle(clues)) {
    const found = sandwichLinesAt(clue, grids, size);
    const [cells] = found;
    if (digitAt(...clue) !== 0 || found.length !== 1 || cells === undefined) continue;
    const name = cells
      .map((p) => key(p))
      .sort()
      .join("/");
    if (lines.has(name)) continue;
    lines.add(name);
    rules.push({ type: "lunchbox", cells, sum: lunchboxSum(cells.map((p) => digitAt(...p))) });
  }
  const used = new Set<string>();
  for (let tries = 0, made = 0; made < count && tries < 100 * count; tries++) {
    const line = walk(geometry, digitAt, random, used, Math.min(size, 3 + random.below(4)), (d, digits) => !digits.includes(d));
    if (line.length < 3) continue;
    rules.push({ type: "lunchbox", cells: line, sum: lunchboxSum(line.map((p) => digitAt(...p))) });
    for (const p of line) used.add(key(p));
    made++;
  }
  return rules;
}

/**
 * Rellik cages: `count` cages of two to four cells side by side, off each other, of different digits; each
 * clue a total no digit of the cage nor any of them together make, drawn among the three that leave the
 * fewest digit sets to a cage of its size (rellikCombinations): the clues that tell the most.
 */
export function rellikCagesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const size = geometry.size;
  const most = Math.min(4, size - 1);
  for (let tries = 0; rules.length < count && tries < 50 * count; tries++) {
    const first = spotOf(geometry, random.below(geometry.cellCount));
    if (used.has(key(first))) continue;
    const cells: Spot[] = [first];
    const want = 2 + random.below(most - 1);
    while (cells.length < want) {
      const digits = cells.map((p) => digitAt(...p));
      // Side by side only (as a killer cage is drawn): from any cell of the cage.
      const next = cells.flatMap((p) =>
        steps(p, digitAt, used, cells, (d) => !digits.includes(d)).filter(([r, c]) => Math.abs(r - p[0]) + Math.abs(c - p[1]) === 1),
      );
      if (next.length === 0) break;
      cells.push(pick(next, random));
    }
    if (cells.length < 2) continue;
    const digits = cells.map((p) => digitAt(...p));
    const total = digits.reduce((a, b) => a + b, 0);
    // Totals up to the cage's own digits' largest possible sum: larger ones cannot be made and say nothing.
    const clues: [number, number][] = [];
    for (let sum = 1; sum <= total + size; sum++) {
      if (subsetAddingTo(digits, sum) !== undefined) continue;
      clues.push([sum, rellikCombinations(cells.length, sum, size).length]);
    }
    if (clues.length === 0) continue;
    clues.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const [sum] = pick(clues.slice(0, 3), random);
    rules.push({ type: "rellik", cells, sum });
    for (const p of cells) used.add(key(p));
  }
  return rules;
}

/** Parity lines: `count` walks of three to eight cells (at most the size) whose digits alternate odd and even. */
export function parityLinesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 100 * count; tries++) {
    const length = Math.min(geometry.size, 3 + random.below(6));
    const line = walk(geometry, digitAt, random, used, length, (d, digits) => d % 2 !== digits[digits.length - 1]! % 2); // digits holds the walk's first
    if (line.length < 3) continue;
    rules.push({ type: "parity-line", cells: line });
    for (const p of line) used.add(key(p));
  }
  return rules;
}

/**
 * Lockout lines with the rule's default difference (half the size, rounded down): from a diamond on a random
 * cell, an end digit drawn far enough from its digit, then a walk of one to six cells whose digits lie outside
 * the two, kept when a cell of the end digit lies next to its last cell (that cell the second diamond).
 */
export function lockoutLinesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  const least = lockoutDifference({ type: "lockout-line", cells: [] }, geometry.size);
  for (let tries = 0; rules.length < count && tries < 200 * count; tries++) {
    const first = spotOf(geometry, random.below(geometry.cellCount));
    if (used.has(key(first))) continue;
    const a = digitAt(...first);
    const ends = Array.from({ length: geometry.size }, (_, k) => k + 1).filter((b) => Math.abs(a - b) >= least);
    if (ends.length === 0) continue;
    const b = pick(ends, random);
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const line: Spot[] = [first];
    const inner = 1 + random.below(6);
    let closed = false;
    while (!closed) {
      const at = line[line.length - 1]!; // line is not empty
      const out = line.length <= inner ? steps(at, digitAt, used, line, (d) => d < lo || d > hi) : [];
      // Once the line has an inner cell, it may close on a neighbouring cell of the end digit.
      const close = line.length > 1 ? steps(at, digitAt, used, line, (d) => d === b) : [];
      if (close.length > 0 && (out.length === 0 || random.below(3) === 0)) {
        line.push(pick(close, random));
        closed = true;
      } else if (out.length > 0) line.push(pick(out, random));
      else break;
    }
    if (!closed) continue;
    rules.push({ type: "lockout-line", cells: line });
    for (const p of line) used.add(key(p));
  }
  return rules;
}

/**
 * Sum lines: `count` walks of three to eight cells, each cut short to its longest start that divides into two
 * or more stretches of one total (the smallest such total: the most stretches), that total its sum.
 */
export function sumLinesOf(geometry: Geometry, digitAt: DigitAt, random: Random, count: number): Rule[] {
  const rules: Rule[] = [];
  const used = new Set<string>();
  for (let tries = 0; rules.length < count && tries < 100 * count; tries++) {
    const line = walk(geometry, digitAt, random, used, 3 + random.below(6), () => true);
    for (let n = line.length; n >= 3; n--) {
      const digits = line.slice(0, n).map((p) => digitAt(...p));
      const total = digits.reduce((x, y) => x + y, 0);
      let sum = 0;
      for (let run = 0, i = 0; i < n - 1 && sum === 0; i++) {
        run += digits[i]!; // i < n
        if (run < total && cutsIntoSums(digits, run, false)) sum = run;
      }
      if (sum === 0) continue;
      const cells = line.slice(0, n);
      rules.push({ type: "sum-line", cells, sum });
      for (const p of cells) used.add(key(p));
      break;
    }
  }
  return rules;
}
