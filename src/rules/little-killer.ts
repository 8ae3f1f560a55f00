import type { Issue } from "../model/errors.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { LittleKillerRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, cellAt, cellList, cellsOf, checkCells } from "./rule-kind.js";

/** The diagonal steps [dr, dc] of the little killer directions, as f-puzzles names them (up is row - 1). */
export const LITTLE_KILLER_DIRECTIONS: Readonly<Record<NonNullable<LittleKillerRule["direction"]>, [number, number]>> = {
  UL: [-1, -1],
  UR: [-1, 1],
  DL: [1, -1],
  DR: [1, 1],
};

/** The f-puzzles name of a diagonal step [dr, dc] (each -1 or 1): "UL", "UR", "DL" or "DR". */
export function littleKillerDirection([dr, dc]: readonly [number, number]): NonNullable<LittleKillerRule["direction"]> {
  return `${dr < 0 ? "U" : "D"}${dc < 0 ? "L" : "R"}`;
}

/**
 * The diagonal step of a little killer, [dr, dc] each -1 or 1: its direction when named, else from its first
 * two cells (a diagonal of one cell names its direction: the layout check sees to it).
 */
export function littleKillerStep(rule: Pick<LittleKillerRule, "cells" | "direction">): [number, number] {
  if (rule.direction !== undefined) return LITTLE_KILLER_DIRECTIONS[rule.direction];
  const [r0 = 0, c0 = 0] = rule.cells[0] ?? [];
  const [r1 = r0 + 1, c1 = c0 + 1] = rule.cells[1] ?? [];
  return [Math.sign(r1 - r0), Math.sign(c1 - c0)];
}

/**
 * Where a little killer's clue sits: one diagonal step before its first cell, outside the grid (a canvas
 * position that may be negative: row -1 is above the canvas).
 */
export function littleKillerClue(rule: Pick<LittleKillerRule, "cells" | "direction">): [number, number] {
  const [r0 = 0, c0 = 0] = rule.cells[0] ?? [];
  const [dr, dc] = littleKillerStep(rule);
  return [r0 - dr, c0 - dc];
}

/**
 * The diagonals a clue at `clue` with an arrow of `step` could stand for: from the cell a step on, in each
 * grid that holds that cell and not the clue, to that grid's edge (distinct ones; two grids that share the
 * cell may give two). A reader takes a clue that stands for one diagonal.
 */
export function littleKillerDiagonals(
  clue: readonly number[],
  [dr, dc]: readonly [number, number],
  grids: readonly { row: number; col: number }[],
  size: number,
): [number, number][][] {
  const [r = 0, c = 0] = clue;
  const out = new Map<string, [number, number][]>();
  for (const g of grids) {
    const inside = (pr: number, pc: number): boolean => pr >= g.row && pr < g.row + size && pc >= g.col && pc < g.col + size;
    if (inside(r, c) || !inside(r + dr, c + dc)) continue;
    const cells: [number, number][] = [];
    for (let [pr, pc] = [r + dr, c + dc]; inside(pr, pc); pr += dr, pc += dc) cells.push([pr, pc]);
    out.set(cells.map((p) => p.join(",")).join(" "), cells);
  }
  return [...out.values()];
}

/**
 * The located issues of a little killer's shape: each cell one diagonal step after the one before, all
 * the same way; the cells in one grid, the clue and the cell after the last outside it (the whole diagonal).
 */
function shapeIssues(rule: LittleKillerRule, at: string, size: number, grids: readonly { row: number; col: number }[]): Issue[] {
  const issues: Issue[] = [];
  if (rule.cells.length === 1 && rule.direction === undefined) {
    return [
      {
        pointer: `${at}/direction`,
        message: "a little killer along a one-cell diagonal names its direction (UL, UR, DL or DR): one cell does not say which way its arrow points",
      },
    ];
  }
  const [fr = 0, fc = 0] = rule.cells[0] ?? [];
  const second = rule.cells[1];
  if (rule.direction !== undefined && second !== undefined) {
    const run = littleKillerDirection([Math.sign((second[0] ?? 0) - fr), Math.sign((second[1] ?? 0) - fc)]);
    if (run !== rule.direction)
      return [{ pointer: `${at}/direction`, message: `little killer direction ${rule.direction} does not agree with its cells, which run ${run}` }];
  }
  const [dr, dc] = littleKillerStep(rule);
  // The schema's cells are [row, col] each; the first has no step before it.
  rule.cells.forEach(([r = 0, c = 0], j) => {
    const before = rule.cells[j - 1];
    if (before === undefined) return;
    const [pr = 0, pc = 0] = before;
    if (Math.abs(r - pr) !== 1 || r - pr !== dr || c - pc !== dc) {
      issues.push({
        pointer: `${at}/cells/${j}`,
        row: r + 1,
        col: c + 1,
        message: `little killer cell [${r}, ${c}] is not one diagonal step on from [${pr}, ${pc}] in the direction of the first step: a little killer runs along one diagonal`,
      });
    }
  });
  if (issues.length > 0) return issues;
  const inside = (g: { row: number; col: number }, [r = -1, c = -1]: readonly number[]): boolean =>
    r >= g.row && r < g.row + size && c >= g.col && c < g.col + size;
  const last = rule.cells.at(-1) ?? [];
  const [lr = 0, lc = 0] = last;
  const after = [lr + dr, lc + dc];
  const clue = littleKillerClue(rule);
  const holding = grids.filter((g) => rule.cells.every((p) => inside(g, p)));
  if (holding.length === 0) {
    // Cells no grid covers are checkCells' issue; cells each in a grid, but not one grid, are this one.
    if (rule.cells.every((p) => grids.some((g) => inside(g, p)))) {
      issues.push({ pointer: `${at}/cells`, message: "a little killer's cells must all lie in one grid (a diagonal of that grid)" });
    }
  } else if (!holding.some((g) => !inside(g, clue) && !inside(g, after))) {
    issues.push({
      pointer: `${at}/cells`,
      message: `a little killer lists the whole diagonal of a grid, from the clue at [${clue.join(", ")}] (one step before the first cell, outside the grid) to the grid's edge`,
    });
  }
  return issues;
}

/**
 * Little killers: a clue outside a grid with an arrow along a diagonal; the digits on that diagonal add up
 * to the clue. Digits may repeat where no row, column or box forbids it (two cells of one diagonal share no
 * row or column, but may share a box: the geometry's units see to that).
 *
 * Propagation by the sums the diagonal can still make: the sums the first i cells can reach (from their
 * candidates, repeats allowed) and the sums the cells from i on can reach, built once each pass; a cell
 * keeps a digit d when some sum s of the cells before it and d leave the cells after it the clue less s
 * and d. Exact but for the units (it allows repeats a box forbids), at most cells x clue x size steps.
 * On cells down to one digit each, the only sum reached is theirs, so a wrong sum fails.
 * Rejected: bounds alone (the arrow's), which miss the gaps of sums made of few candidates.
 */
export const LITTLE_KILLER: RuleKind<LittleKillerRule> = {
  type: "little-killer",
  step: { name: "little killer sums", difficulty: 2.3 },
  describe: (rule) => `little killer: the diagonal ${cellList(rule.cells)} adds up to ${rule.sum}`,
  sentence: () => "Digits along a diagonal marked by an arrow outside the grid add up to the clue; they may repeat.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "little killer");
    const { size } = gridShape(layout);
    issues.push(...shapeIssues(rule, at, size, layout.grids));
    const n = rule.cells.length;
    if (rule.sum < n || rule.sum > n * size) {
      issues.push({ pointer: `${at}/sum`, message: `${n} digits of 1-${size} cannot add up to ${rule.sum} (from ${n} to ${n * size})` });
    }
    return issues;
  },
  sums: (rule, geometry) => [{ cells: [...cellsOf(geometry, rule.cells)], total: rule.sum, distinct: false }],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const target = rule.sum;
    const width = target + 1;
    // before[i * width + s]: the first i cells can add up to s; after[i * width + s]: cells i.. can.
    const before = new Uint8Array((n + 1) * width);
    const after = new Uint8Array((n + 1) * width);
    const size = geometry.size;
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand; every index into before and after is
        // i * width + s with i <= n and 0 <= s <= target.
        propagate: (cand) => {
          if (target > n * size) return false;
          before.fill(0);
          after.fill(0);
          before[0] = 1;
          for (let i = 0; i < n; i++) {
            const m = cand[cells[i]!]! & DIGIT_BITS;
            const from = i * width;
            const to = from + width;
            for (let s = 0; s < target; s++) {
              if (before[from + s] === 0) continue;
              for (let d = 1; d <= size && s + d <= target; d++) if ((m >> (d - 1)) & 1) before[to + s + d] = 1;
            }
          }
          if (before[n * width + target] === 0) return false;
          after[n * width] = 1;
          for (let i = n - 1; i >= 0; i--) {
            const m = cand[cells[i]!]! & DIGIT_BITS;
            const from = (i + 1) * width;
            const to = i * width;
            for (let s = 0; s < target; s++) {
              if (after[from + s] === 0) continue;
              for (let d = 1; d <= size && s + d <= target; d++) if ((m >> (d - 1)) & 1) after[to + s + d] = 1;
            }
          }
          for (let i = 0; i < n; i++) {
            const c = cells[i]!;
            const m = cand[c]! & DIGIT_BITS;
            let keep = 0;
            for (let d = 1; d <= size; d++) {
              if (((m >> (d - 1)) & 1) === 0) continue;
              for (let s = 0; s + d <= target; s++) {
                if (before[i * width + s] === 1 && after[(i + 1) * width + target - s - d] === 1) {
                  keep |= 1 << (d - 1);
                  break;
                }
              }
            }
            if (keep === 0) return false;
            cand[c]! &= keep | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's little killer cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const sum = digits.reduce((a, b) => a + b, 0);
    return sum === rule.sum ? undefined : `little killer at [${littleKillerClue(rule).join(", ")}] adds up to ${sum} (${digitString(digits)}), not ${rule.sum}`;
  },
  clues: (rule) => [littleKillerClue(rule)],
  svg: (rule, _geometry, { s, x, y }) => {
    const [r, c] = littleKillerClue(rule);
    const [dr, dc] = littleKillerStep(rule);
    const cx = x(c) + s / 2;
    const cy = y(r) + s / 2;
    // The clue a little back from the diagonal, the arrow from beside it to the corner of the first cell.
    const tx = cx + s * 0.5 * dc;
    const ty = cy + s * 0.5 * dr;
    const fx = cx + s * 0.18 * dc;
    const fy = cy + s * 0.18 * dr;
    const head = s * 0.12;
    const angle = Math.atan2(dr, dc);
    const wing = (turn: number): string => `${round(tx - head * Math.cos(angle + turn))},${round(ty - head * Math.sin(angle + turn))}`;
    const size = Math.round(s * (rule.sum >= 100 ? 0.3 : 0.36));
    return [
      `<g class="little-killer">`,
      `<text x="${round(cx - s * 0.1 * dc)}" y="${round(cy - s * 0.1 * dr)}" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="#000000">${rule.sum}</text>`,
      `<polyline points="${round(fx)},${round(fy)} ${round(tx)},${round(ty)}" fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round"/>`,
      `<polyline points="${wing(0.5)} ${round(tx)},${round(ty)} ${wing(-0.5)}" fill="none" stroke="#000000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`,
      "</g>",
    ];
  },
};

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
