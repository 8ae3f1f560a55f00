import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { Geometry } from "../model/geometry.js";
import type { GermanWhispersRule } from "../model/schemas.js";
import type { Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { cellAt, cellList, checkCells, checkLineSteps, linePicture, relationPropagator, supportOf } from "./rule-kind.js";
import type { TiedGroup } from "./tied-fillings.js";
import type { Tie } from "./tied-groups.js";
import { tiedGroups } from "./tied-groups.js";
import { tiedStep } from "./tied-step.js";

/**
 * The least difference of neighbouring digits on a German whispers line: 5 on a 9x9 grid, half the size
 * rounded up at every size (2 on 4x4, 3 on 6x6, 4 on 8x8, 6 on 12x12, 8 on 16x16), as dclamage's solver
 * (WhispersConstraint.cs: (MAX_VALUE + 1) / 2) and f-puzzles take it when no difference is given.
 */
export function whispersDifference(size: number): number {
  return Math.ceil(size / 2);
}

/** Consecutive cells of the line as pairs (a0, b0, a1, b1, ...) of the search's cells. */
function linePairs(rule: GermanWhispersRule, geometry: Parameters<typeof cellAt>[0]): number[] {
  const cells = rule.cells.map((p) => cellAt(geometry, p));
  return cells.slice(1).flatMap((b, i) => [cells[i] ?? -1, b]); // i + 1 < length: cells[i] is the cell before b
}

/** The least difference of digits side by side on the line: its own `difference`, else whispersDifference(size). */
export function lineDifference(rule: GermanWhispersRule, size: number): number {
  return rule.difference ?? whispersDifference(size);
}

/** The difference written on a line's picture and sentence: a line with its own is not German whispers. */
function named(rule: GermanWhispersRule): string {
  if (rule.difference === undefined) return "German whispers";
  return rule.difference === 4 ? "Dutch whispers" : `whispers (difference ${rule.difference})`;
}

/**
 * Whispers lines: digits side by side on the line (consecutive cells of it) differ by at least the line's
 * difference: German whispers (no `difference`) whispersDifference(size), 5 on a 9x9 grid, so 5 never
 * stands on a 9x9 line; Dutch whispers 4 (ISS and f-puzzles' `whispers` with a `value`: one constraint, the
 * difference its parameter). Digits may repeat on the line when no unit forbids it. Each pair of
 * consecutive cells is a relation propagated by arc consistency (relationPropagator), which also fails a
 * finished pair closer than the difference.
 */
export const GERMAN_WHISPERS: RuleKind<GermanWhispersRule> = {
  type: "german-whispers",
  step: { name: "German whispers", difficulty: 2.0 },
  describe: (rule) => `${named(rule)}: neighbours on the line ${cellList(rule.cells)} differ by at least ${rule.difference ?? "half the size (5 on 9x9)"}`,
  sentence: (rule) =>
    rule.difference === undefined
      ? "Digits side by side on a green line differ by at least 5 (by half the grid's size, rounded up, on other sizes)."
      : `Digits side by side on an orange line marked ${rule.difference} differ by at least ${rule.difference}.`,
  check: (rule, at, layout) => {
    const issues = [...checkCells(rule.cells, at, layout, "whispers line"), ...checkLineSteps(rule.cells, at, "whispers line")];
    const { size } = gridShape(layout);
    if (rule.difference !== undefined && rule.difference > size - 1) {
      issues.push({ pointer: `${at}/difference`, message: `no two digits of 1-${size} differ by ${rule.difference} or more` });
    }
    return issues;
  },
  propagators: (rule, geometry) => {
    const least = lineDifference(rule, geometry.size);
    return [
      relationPropagator(
        linePairs(rule, geometry),
        supportOf((d, e) => Math.abs(d - e) >= least),
      ),
    ];
  },
  logic: (rules, geometry) => [whispersNeighbours(rules, geometry)],
  violation: (rule, geometry, solution) => {
    // A checked layout's line cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const least = lineDifference(rule, geometry.size);
    const close = digits.findIndex((d, i) => i > 0 && Math.abs(d - digits[i - 1]!) < least); // i - 1 >= 0
    return close < 0
      ? undefined
      : `${named(rule)} line at [${rule.cells[0]?.join(", ")}]: ${digits[close - 1]} and ${digits[close]} side by side differ by less than ${least} (${digitString(digits)})`;
  },
  svg: (rule, _geometry, draw) => {
    if (rule.difference === undefined) return [linePicture(rule.cells, "german-whispers", "#5ec65e", 0.22, draw)];
    // Another difference: an orange line (as setters draw Dutch whispers), the difference small at its first cell's corner.
    const { s, x, y } = draw;
    const [r = 0, c = 0] = rule.cells[0] ?? [];
    return [
      linePicture(rule.cells, "whispers", "#f0a030", 0.22, draw),
      `<text class="whispers-difference" x="${x(c) + s * 0.06}" y="${y(r) + s * 0.06}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${Math.round(s * 0.24)}" dominant-baseline="hanging" fill="#000000" stroke="#ffffff" stroke-width="2" paint-order="stroke">${rule.difference}</text>`,
    ];
  },
};

/** How far along the lines, in steps from a cell, the neighbours step reaches (two: a stretch of five). */
const REACH = 2;

/** The most cells of a group the neighbours step fills (where lines cross, a cell has more than two neighbours). */
const MOST = 8;

/**
 * Whispers neighbours: the cells of the whispers lines within one or two steps of a cell along them (its
 * neighbours on every line through it, and theirs), filled as a whole, cells that see each other holding
 * different digits: on a German whispers line a 4 needs 9 on both sides (and a 6 needs 1), so 4 and 6
 * never sit where both neighbours on the line see each other; where two lines cross, the crossing cell's
 * neighbours on both lines count. Likewise on Dutch whispers and other differences. Beyond the
 * pair-by-pair step (2.0): rated 2.4, a cell's neighbours held against a row, column or box.
 */
function whispersNeighbours(rules: readonly GermanWhispersRule[], geometry: Geometry): Technique {
  const build = (): TiedGroup[] => {
    // Every pair of neighbours on a line, with its line's support, and the lines each pair is on.
    const ties: (Tie & { readonly line: number })[] = [];
    rules.forEach((rule, line) => {
      const least = lineDifference(rule, geometry.size);
      const support = supportOf((d, e) => Math.abs(d - e) >= least);
      const cells = rule.cells.map((p) => cellAt(geometry, p));
      for (let i = 1; i < cells.length; i++) ties.push({ a: cells[i - 1] ?? -1, b: cells[i] ?? -1, support, line }); // i - 1 >= 0
    });
    const next = new Map<number, number[]>();
    for (const { a, b } of ties) {
      next.set(a, [...(next.get(a) ?? []), b]);
      next.set(b, [...(next.get(b) ?? []), a]);
    }
    const out: TiedGroup[] = [];
    const seen = new Set<string>();
    for (const centre of next.keys()) {
      let ball = new Set([centre]);
      for (let step = 1; step <= REACH; step++) {
        const wider = new Set(ball);
        for (const c of ball) for (const o of next.get(c) ?? []) wider.add(o);
        if (wider.size === ball.size || wider.size > MOST) break;
        ball = wider;
        const key = [...ball].sort((x, y) => x - y).join(",");
        if (seen.has(key)) continue;
        seen.add(key);
        const inside = ties.filter((tie) => ball.has(tie.a) && ball.has(tie.b));
        const lines = new Set(inside.map((tie) => tie.line));
        const names = [...new Set(rules.filter((_, i) => lines.has(i)).map(named))];
        const kinds = `${names.join(" and ")} line${lines.size === 1 ? "" : "s"}`;
        for (const group of tiedGroups(geometry, inside, 3, MOST, (text) => `the ${kinds} at ${text}`)) out.push(group);
      }
    }
    return out;
  };
  return tiedStep("whispers neighbours", 2.4, build, geometry);
}
