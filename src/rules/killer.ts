import type { Issue } from "../model/errors.js";
import { allDigitsOf, popcount } from "../model/digits.js";
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { KillerRule } from "../model/schemas.js";
import type { Geometry } from "../model/geometry.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellAt, cellList, checkCells } from "./rule-kind.js";

/**
 * Killer cages: the digits of a cage do not repeat and, when the cage has a sum, add up to it.
 *
 * No repeats is the cage as a group of peers (distinct); a cage of `size` cells (nine on a 9x9 grid) is
 * also a unit, which the geometry adds. The sum is propagated by combinations, as a setter reasons:
 * cageCombinations(k, sum, size) lists every set of k different digits 1..size (a mask) adding up to sum,
 * from a table of the 2^size masks built once per size, when first asked for (512 masks at 9x9, 65536 at
 * 16x16). A set is still possible when every cell of the cage can take one of its digits and the cage's
 * cells together can take all of them; each cell keeps the digits of the possible sets. When every cell is
 * down to one digit, the one possible set is the cage's digits, so the same pass checks the finished cage.
 * Rejected: full matching (Hall's theorem) per set, which prunes a little more on long cages and costs a
 * search over cells per set, in the hot loop.
 */
const COMBOS = new Map<number, number[][][]>();

function combosOf(size: number): number[][][] {
  let table = COMBOS.get(size);
  if (table === undefined) {
    const most = (size * (size + 1)) / 2;
    const built: number[][][] = Array.from({ length: size + 1 }, () => Array.from({ length: most + 1 }, () => []));
    for (let mask = 1; mask <= allDigitsOf(size); mask++) {
      let sum = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) sum += d;
      built[popcount(mask)]![sum]!.push(mask); // popcount <= size and sum <= most: inside the table
    }
    COMBOS.set(size, built);
    table = built;
  }
  return table;
}

/**
 * The sets of k different digits 1..size (size 9 unless given; 4..16) adding up to sum, as masks; none
 * when there is no such set.
 */
export function cageCombinations(k: number, sum: number, size = 9): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_DIGIT) return [];
  const table = combosOf(size);
  // table[k][sum] for k in 0..size, sum in 0..most; a k or sum outside has no set.
  return k >= 1 ? (table[k]?.[sum] ?? []) : [];
}

function cageCells(rule: KillerRule, geometry: Parameters<typeof cellAt>[0]): number[] {
  return rule.cells.map((p) => cellAt(geometry, p));
}

export const KILLER: RuleKind<KillerRule> = {
  type: "killer",
  step: { name: "cage combinations", difficulty: 2.3 },
  describe: (rule) => `killer cage: cells ${cellList(rule.cells)} ${rule.sum === undefined ? "do not repeat" : `add up to ${rule.sum} without repeats`}`,
  sentence: () => "Digits do not repeat in a cage and add up to its sum, when given.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "killer cage");
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a cage of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    } else if (rule.sum !== undefined && cageCombinations(rule.cells.length, rule.sum, size).length === 0) {
      const digits = size === 9 ? "" : ` of 1-${size}`;
      issues.push({ pointer: `${at}/sum`, message: `no ${rule.cells.length} different digits${digits} add up to ${rule.sum}` });
    }
    return issues;
  },
  warnings: (rule, at, { layout, index, rulesAt, given }) => {
    const issues: Issue[] = [];
    // A cell in two cages: allowed (each cage is checked), but a setter rarely means it.
    const mine = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
    (layout.rules ?? []).slice(0, index).forEach((other, j) => {
      if (other.type !== "killer") return;
      const shared = other.cells.filter(([r, c]) => mine.has(`${r},${c}`));
      if (shared.length > 0) {
        issues.push({
          pointer: `${at}/cells`,
          message: `this killer cage overlaps the cage at ${rulesAt}/${j} in ${shared.length} cell${shared.length === 1 ? "" : "s"} ([${shared.map((p) => p.join(", ")).join("], [")}])`,
        });
      }
    });
    // The givens inside a cage with a sum leave the other cells a sum that no different digits make.
    if (given !== undefined && rule.sum !== undefined) {
      const digits = cageCells(rule, given.geometry).map((c) => given.givens[c] ?? 0);
      const placed = digits.filter((d) => d !== 0);
      const open = digits.length - placed.length;
      const used = placed.reduce((m, d) => m | (1 << (d - 1)), 0);
      const rest = rule.sum - placed.reduce((a, b) => a + b, 0);
      if (open > 0 && placed.length > 0 && !cageCombinations(open, rest, given.geometry.size).some((set) => (set & used) === 0)) {
        issues.push({
          pointer: `${at}/sum`,
          message: `the givens ${placed.join(", ")} in this cage leave ${rest} for its ${open} other cell${open === 1 ? "" : "s"}, which no different digits of 1-${given.geometry.size} besides them make: the cage's sum cannot be made`,
        });
      }
    }
    return issues;
  },
  distinct: (rule, geometry) => [cageCells(rule, geometry)],
  propagators: (rule, geometry) => {
    if (rule.sum === undefined) return [];
    const cells = Int32Array.from(cageCells(rule, geometry));
    const combos = cageCombinations(cells.length, rule.sum, geometry.size);
    const propagator: Propagator = {
      cells,
      // Every cells[i] (i < length) is a cell of the layout: in range of cand.
      propagate: (cand) => {
        // A set with a digit no cell of the cage can take is out at once: one test instead of a pass over
        // the cells (at 16x16 a cage of five has up to 100+ sets for its sum).
        let avail = 0;
        for (let i = 0; i < cells.length; i++) avail |= cand[cells[i]!]!;
        let keep = 0;
        for (const set of combos) {
          if ((set & ~avail) !== 0) continue;
          let union = 0;
          let ok = true;
          for (let i = 0; i < cells.length; i++) {
            const m = cand[cells[i]!]! & set;
            if (m === 0) {
              ok = false;
              break;
            }
            union |= m;
          }
          if (ok && union === set) keep |= set;
        }
        if (keep === 0) return false;
        for (let i = 0; i < cells.length; i++) {
          const c = cells[i]!;
          if ((cand[c]! & keep) === 0) return false;
          cand[c]! &= keep | ~DIGIT_BITS;
        }
        return true;
      },
    };
    return [propagator];
  },
  logic: (rules, geometry) => [inniesAndOuties(rules, geometry)],
  violation: (rule, geometry, solution) => {
    // A checked layout's cage cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = cageCells(rule, geometry).map((c) => solution[c]!);
    if (new Set(digits).size !== digits.length) return `killer cage at [${rule.cells[0]?.join(", ")}] repeats a digit: ${digitString(digits)}`;
    const sum = digits.reduce((a, b) => a + b, 0);
    if (rule.sum !== undefined && sum !== rule.sum) return `killer cage at [${rule.cells[0]?.join(", ")}] adds up to ${sum}, not ${rule.sum}`;
    return undefined;
  },
  svg: (rule, _geometry, { s, x, y }) => {
    const inCage = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
    const has = (r: number, c: number): boolean => inCage.has(`${r},${c}`);
    const inset = Math.round(s * 0.08);
    const out: string[] = [
      `<g class="killer" fill="none" stroke="#333333" stroke-width="1.2" stroke-dasharray="${Math.max(2, Math.round(s / 10))} ${Math.max(2, Math.round(s / 14))}">`,
    ];
    // Each side of each cell that faces outside the cage, inset; it runs on to the cell's edge where the
    // cage continues sideways, so straight stretches of outline join up.
    const line = (x1: number, y1: number, x2: number, y2: number): number => out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
    // The schema's cells are [row, col] each, one at least.
    for (const [r = 0, c = 0] of rule.cells) {
      const left = x(c);
      const top = y(r);
      const from = (side: boolean): number => (side ? 0 : inset);
      if (!has(r - 1, c)) line(left + from(has(r, c - 1)), top + inset, left + s - from(has(r, c + 1)), top + inset);
      if (!has(r + 1, c)) line(left + from(has(r, c - 1)), top + s - inset, left + s - from(has(r, c + 1)), top + s - inset);
      if (!has(r, c - 1)) line(left + inset, top + from(has(r - 1, c)), left + inset, top + s - from(has(r + 1, c)));
      if (!has(r, c + 1)) line(left + s - inset, top + from(has(r - 1, c)), left + s - inset, top + s - from(has(r + 1, c)));
    }
    out.push("</g>");
    if (rule.sum !== undefined) {
      const [r = 0, c = 0] = [...rule.cells].sort(([ar = 0, ac = 0], [br = 0, bc = 0]) => ar - br || ac - bc)[0] ?? [];
      const size = Math.round(s * 0.24);
      out.push(
        `<text class="killer-sum" x="${x(c) + inset + 1}" y="${y(r) + inset + size}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="#000000" stroke="#ffffff" stroke-width="3" paint-order="stroke">${rule.sum}</text>`,
      );
    }
    return out;
  },
};

/** Innies or outies of a unit: the cells, their sum, and what the step says. */
interface VirtualCage {
  readonly cells: number[];
  readonly sum: number;
  readonly text: string;
}

/** The most cells an innie or outie group may have to be worth a step (a person adds up a few cells). */
const MAX_VIRTUAL = 4;

/**
 * Innies and outies (the 45 rule, at any size: a unit holds 1..size, adding up to size(size+1)/2): the
 * cages wholly inside a unit leave its other cells (innies) a known sum; the cages that stick out of it
 * add up to the unit's total plus their cells outside (outies). A group of up to four cells, all in one
 * unit (so their digits differ), then narrows like a cage of that sum. Over every unit of the layout (rows,
 * columns, boxes of every grid, the shared boxes of a samurai included). Rated 2.8, above a cage's own
 * combinations (2.3): the setter's first trick after them.
 */
function inniesAndOuties(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let groups: VirtualCage[] | undefined;
  const build = (): VirtualCage[] => {
    const size = geometry.size;
    const total = (size * (size + 1)) / 2;
    const cages = rules.filter((r) => r.sum !== undefined).map((r) => ({ cells: cageCells(r, geometry), sum: r.sum ?? 0 }));
    const cageOf = new Map<number, number>();
    cages.forEach((cage, i) => {
      for (const c of cage.cells) cageOf.set(c, i);
    });
    const name = (c: number): string => `r${(geometry.cellRow[c] ?? 0) + 1}c${(geometry.cellCol[c] ?? 0) + 1}`;
    const out: VirtualCage[] = [];
    for (let u = 0; u < geometry.unitCount; u++) {
      const unit = [...geometry.unitCells.subarray(u * size, u * size + size)];
      const inUnit = new Set(unit);
      const touching = new Set<number>();
      for (const c of unit) {
        const i = cageOf.get(c);
        if (i !== undefined) touching.add(i);
      }
      let inside = 0;
      let sticking = 0;
      const innies: number[] = [];
      const outies: number[] = [];
      for (const i of touching) {
        const cage = cages[i]!; // touching holds indices of cages
        if (cage.cells.every((c) => inUnit.has(c))) inside += cage.sum;
        else {
          sticking += cage.sum;
          outies.push(...cage.cells.filter((c) => !inUnit.has(c)));
        }
      }
      for (const c of unit) {
        const i = cageOf.get(c);
        if (i === undefined || !cages[i]!.cells.every((x) => inUnit.has(x))) innies.push(c);
      }
      const where = geometry.units[u]?.name ?? `unit ${u}`;
      if (innies.length >= 1 && innies.length <= MAX_VIRTUAL && innies.length < size) {
        out.push({
          cells: innies,
          sum: total - inside,
          text: `innies of ${where}: ${innies.map(name).join(" ")} add up to ${total - inside} (${total} less the cages inside)`,
        });
      }
      const untouched = unit.filter((c) => !cageOf.has(c)).length;
      if (untouched === 0 && outies.length >= 1 && outies.length <= MAX_VIRTUAL && oneUnit(geometry, outies)) {
        out.push({
          cells: outies,
          sum: sticking + inside - total,
          text: `outies of ${where}: ${outies.map(name).join(" ")} add up to ${sticking + inside - total} (the cages over it less ${total})`,
        });
      }
    }
    return out;
  };
  return {
    name: "innies and outies",
    difficulty: 2.8,
    find(state: LogicState): Step | undefined {
      groups ??= build();
      for (const g of groups) {
        const cells = Int32Array.from(g.cells);
        const combos = cageCombinations(cells.length, g.sum, geometry.size);
        let keep = 0;
        for (const set of combos) {
          let union = 0;
          let ok = true;
          for (const c of cells) {
            const m = state.candidates[c]! & set; // c a cell of the layout
            if (m === 0) ok = false;
            union |= m;
          }
          if (ok && union === set) keep |= set;
        }
        const eliminations: Elimination[] = [];
        for (const c of cells) {
          const gone = state.values[c] === 0 ? state.candidates[c]! & ~keep : 0;
          if (gone !== 0 && gone !== state.candidates[c]) eliminations.push({ cell: c, digits: gone });
        }
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        return { technique: "innies and outies", placements: [], eliminations, cells: g.cells, units: [], digits, reason: g.text };
      }
      return undefined;
    },
  };
}

/** Whether the cells all lie in one unit (so their digits differ). */
function oneUnit(geometry: Geometry, cells: readonly number[]): boolean {
  const first = cells[0];
  if (first === undefined) return false;
  for (let j = geometry.cellUnitStart[first]!; j < geometry.cellUnitStart[first + 1]!; j++) {
    const u = geometry.cellUnitList[j]!; // the units of a cell, compressed rows
    const unit = geometry.unitCells.subarray(u * geometry.size, u * geometry.size + geometry.size);
    if (cells.every((c) => unit.includes(c))) return true;
  }
  return false;
}
