/**
 * Rellik cages (a killer cage turned round, ISS's "Rellik Cage"): the digits of a cage do not repeat, and no
 * set of one or more of them adds up to the cage's clue: a cell cannot hold the clue, two cells cannot hold
 * two digits adding up to it, and so on.
 *
 * What a cage may hold depends only on its set of digits, so the propagation is the killer cage's by
 * combinations (killer/propagator.ts): the sets of k different digits none of whose subsets adds up to the
 * clue (rellikCombinations, from one table per clue and size) are still possible when every cell can take
 * one of their digits and the cells together can take all of them, the placed digits (cells down to one)
 * in every set and out of the open cells; each open cell keeps the digits of the possible sets. When every
 * cell is down to one digit the same pass checks the finished cage. Rejected: a full matching of cells to
 * digits per set (killer/propagator.ts says why); two open cells of {1, 2} under a clue of 3 are left to the
 * search.
 */
import { digitString } from "../model/digit-chars.js";
import { allDigitsOf, popcount } from "../model/digits.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import type { RellikRule } from "../model/schemas.js";
import { killerSvg } from "./killer/svg.js";
import type { Propagator, RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, MAX_DIGIT, cellRef, cellSetList, cellsOf, checkCells } from "./rule-kind.js";

/** For each (clue, size): by digit count, the digit sets (masks) with no subset adding up to the clue. */
const TABLES = new Map<string, number[][]>();

/**
 * The sets of k different digits 1..size (masks) no non-empty subset of which adds up to `sum`; none when
 * there is no such set. Built once per clue and size from the 2^size masks: a mask is out when its own total
 * is the clue or it holds a mask that is out (each digit taken away in turn, lowest masks first).
 */
export function rellikCombinations(k: number, sum: number, size = 9): readonly number[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_DIGIT || k < 1 || k > size) return [];
  const key = `${sum}/${size}`;
  let table = TABLES.get(key);
  if (table === undefined) {
    const all = allDigitsOf(size);
    const out = new Uint8Array(all + 1);
    const built: number[][] = Array.from({ length: size + 1 }, () => []);
    for (let mask = 1; mask <= all; mask++) {
      let total = 0;
      for (let d = 1; d <= size; d++) if ((mask >> (d - 1)) & 1) total += d;
      let bad = total === sum;
      // Every smaller subset was decided before: one digit less is enough (out is closed upwards).
      for (let m = mask; m !== 0 && !bad; m &= m - 1) bad = out[mask ^ (m & -m)] === 1;
      if (bad) out[mask] = 1;
      else built[popcount(mask)]!.push(mask); // popcount(mask) <= size
    }
    TABLES.set(key, built);
    table = built;
  }
  return table[k] ?? [];
}

/** The digits of `digits` (different) that add up to `sum`, smallest first, or undefined when none do. */
export function subsetAddingTo(digits: readonly number[], sum: number): number[] | undefined {
  const sorted = [...digits].sort((a, b) => a - b);
  const pick = (from: number, left: number): number[] | undefined => {
    for (let i = from; i < sorted.length; i++) {
      const d = sorted[i]!; // i < length
      if (d > left) break;
      if (d === left) return [d];
      const rest = pick(i + 1, left - d);
      if (rest !== undefined) return [d, ...rest];
    }
    return undefined;
  };
  return pick(0, sum);
}

/** The cage filtered by its possible digit sets (see the file's header). */
function rellikPropagator(rule: RellikRule, geometry: Geometry): Propagator {
  const cells = cellsOf(geometry, rule.cells);
  const combos = rellikCombinations(cells.length, rule.sum, geometry.size);
  return {
    cells,
    // Every cells[i] (i < length) is a cell of the layout: in range of cand.
    propagate: (cand) => {
      // The placed digits (cells down to one): every possible set holds them, and the open cells hold the rest.
      let avail = 0;
      let placed = 0;
      for (let i = 0; i < cells.length; i++) {
        const m = cand[cells[i]!]! & DIGIT_BITS;
        avail |= m;
        if ((m & (m - 1)) !== 0) continue;
        if ((placed & m) !== 0) return false;
        placed |= m;
      }
      let keep = 0;
      let found = false;
      for (const set of combos) {
        if ((set & ~avail) !== 0 || (set & placed) !== placed || (found && (set & ~keep & ~placed) === 0)) continue;
        let union = placed;
        let ok = true;
        for (let i = 0; i < cells.length && ok; i++) {
          const m = cand[cells[i]!]! & DIGIT_BITS;
          if ((m & (m - 1)) === 0) continue; // placed: in the set already
          const open = m & set & ~placed;
          ok = open !== 0;
          union |= open;
        }
        if (ok && union === set) {
          keep |= set & ~placed;
          found = true;
        }
      }
      if (!found) return false;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        const m = cand[c]! & DIGIT_BITS;
        const left = (m & (m - 1)) === 0 ? m & (keep | placed) : m & keep;
        if (left === 0) return false;
        cand[c]! &= left | ~DIGIT_BITS;
      }
      return true;
    },
  };
}

/** The rellik cage rule (see above). */
export const RELLIK: RuleKind<RellikRule> = {
  type: "rellik",
  step: { name: "rellik cage combinations", difficulty: 2.3 },
  describe: (rule) => `rellik cage: cells ${cellSetList(rule.cells)} do not repeat, and none of their digits, alone or together, add up to ${rule.sum}`,
  sentence: () => "Digits do not repeat in a rellik cage, and no digit of it, nor any set of its digits, adds up to the clue.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "rellik cage");
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a rellik cage of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    } else if (rellikCombinations(rule.cells.length, rule.sum, size).length === 0) {
      issues.push({
        pointer: `${at}/sum`,
        message: `every ${rule.cells.length} different digits of 1-${size} have some that add up to ${rule.sum}: the cage cannot be filled`,
      });
    }
    return issues;
  },
  distinct: (rule, geometry) => [Array.from(cellsOf(geometry, rule.cells))],
  propagators: (rule, geometry) => (rule.cells.length > geometry.size ? [] : [rellikPropagator(rule, geometry)]),
  broken: (rule, geometry, cand) => {
    const cells = Array.from(cellsOf(geometry, rule.cells));
    const name = `the rellik cage of ${rule.sum} at ${cells.map((c) => cellRef(geometry, c)).join(" ")}`;
    const placed = cells.filter((c) => popcount((cand[c] ?? 0) & DIGIT_BITS) === 1);
    const digits = placed.map((c) => 32 - Math.clz32((cand[c] ?? 0) & DIGIT_BITS));
    const subset = subsetAddingTo([...new Set(digits)], rule.sum);
    if (subset !== undefined) return `${name} would hold ${subset.join(" + ")} = ${rule.sum}`;
    return undefined;
  },
  violation: (rule, geometry, solution) => {
    // A checked layout's cage cells are in its grids: cellsOf finds each, and the solution has its digit.
    const digits = Array.from(cellsOf(geometry, rule.cells), (c) => solution[c]!);
    const at = `rellik cage at [${rule.cells[0]?.join(", ")}]`;
    if (new Set(digits).size !== digits.length) return `${at} repeats a digit: ${digitString(digits)}`;
    const subset = subsetAddingTo(digits, rule.sum);
    return subset === undefined ? undefined : `${at} holds ${subset.join(" + ")} = ${rule.sum}`;
  },
  svg: (rule, _geometry, drawing) => killerSvg(rule, drawing, `\u2260${rule.sum}`, "rellik"),
};
