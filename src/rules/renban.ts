import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { Geometry } from "../model/geometry.js";
import type { RenbanRule } from "../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS, candidateText, cellAt, cellList, cellRef, cellsOf, checkCells, checkLineSteps, linePicture } from "./rule-kind.js";

/**
 * Renban lines: the digits on a line do not repeat and form a run of consecutive digits (3, 5, 4 on a
 * three-cell line), in any order.
 *
 * No repeats is the line as a group of peers (distinct). Propagation by runs: a line of n cells holds one
 * of the runs lo..lo+n-1 (lo from 1 to size - n + 1); a run is still possible when every cell can take one
 * of its digits and the cells together can take all of them (n different digits in n cells: each is
 * needed). Each cell keeps the digits of the possible runs. On cells down to one digit each, a possible
 * run means n different digits covering it: the same pass checks the finished line.
 */
export const RENBAN: RuleKind<RenbanRule> = {
  type: "renban",
  step: { name: "renban sets", difficulty: 2.3 },
  describe: (rule) => `renban: cells ${cellList(rule.cells)} hold consecutive digits in any order, without repeats`,
  sentence: () => "Digits on a purple line do not repeat and form a set of consecutive digits, in any order.",
  check: (rule, at, layout) => {
    const issues = [...checkCells(rule.cells, at, layout, "renban line"), ...checkLineSteps(rule.cells, at, "renban line")];
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a renban line of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    }
    return issues;
  },
  distinct: (rule, geometry) => [rule.cells.map((p) => cellAt(geometry, p))],
  propagators: (rule, geometry) => {
    const cells = cellsOf(geometry, rule.cells);
    const n = cells.length;
    const runs: number[] = [];
    for (let lo = 1; lo + n - 1 <= geometry.size; lo++) runs.push(((1 << n) - 1) << (lo - 1));
    return [
      {
        cells,
        // i < n: cells[i] is a cell of the layout, in range of cand.
        propagate: (cand) => {
          let keep = 0;
          for (const run of runs) {
            let union = 0;
            let ok = true;
            for (let i = 0; i < n && ok; i++) {
              const m = cand[cells[i]!]! & run;
              ok = m !== 0;
              union |= m;
            }
            if (ok && union === run) keep |= run;
          }
          for (let i = 0; i < n; i++) {
            const c = cells[i]!;
            if ((cand[c]! & keep) === 0) return false;
            cand[c]! &= keep | ~DIGIT_BITS;
          }
          return true;
        },
      },
    ];
  },
  logic: (rules, geometry) => [renbanUnitOverlap(rules, geometry), hardRenbanSets(rules, geometry)],
  violation: (rule, geometry, solution) => {
    // A checked layout's renban cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = rule.cells.map((p) => solution[cellAt(geometry, p)]!);
    const consecutive = new Set(digits).size === digits.length && Math.max(...digits) - Math.min(...digits) === digits.length - 1;
    return consecutive ? undefined : `renban line at [${rule.cells[0]?.join(", ")}] is not a set of consecutive digits: ${digitString(digits)}`;
  },
  svg: (rule, _geometry, draw) => [linePicture(rule.cells, "renban", "#c45ae6", 0.22, draw)],
};

/** The runs of n consecutive digits of 1..size a line can still hold: each cell takes one of its digits, the cells together all. */
function possibleRuns(cells: readonly number[], size: number, candidates: ArrayLike<number>, values: ArrayLike<number>): number[] {
  const n = cells.length;
  const out: number[] = [];
  for (let lo = 1; lo + n - 1 <= size; lo++) {
    const run = ((1 << n) - 1) << (lo - 1);
    let union = 0;
    let ok = true;
    for (const c of cells) {
      const m = (values[c] !== 0 ? 1 << (values[c]! - 1) : candidates[c]!) & run; // c a cell of the geometry
      ok &&= m !== 0;
      union |= m;
    }
    if (ok && union === run) out.push(run);
  }
  return out;
}

/** A run as said: "3-6". */
function runText(run: number): string {
  const lo = 32 - Math.clz32(run & -run);
  return `${lo}-${31 - Math.clz32(run) + 1}`;
}

/** Runs as said: "1-4", "2-5, 3-6 or 4-7". */
function runsText(runs: readonly number[]): string {
  const list = runs.map(runText);
  return list.length === 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} or ${list[list.length - 1]}`;
}

/**
 * Renban/unit overlap: a digit every run the line can still take holds (the middle digits of a long line:
 * 5 on any renban of five cells at 9x9, or more as the line's candidates narrow its runs) is on the line;
 * where the line can only place it in cells of one unit (a row, column or box), no other cell of that
 * unit holds it. As the killer's cage/unit overlap (2.9), with runs in place of a cage's combinations,
 * which are quicker to list: rated 2.8, as claiming in SE.
 */
function renbanUnitOverlap(rules: readonly RenbanRule[], geometry: Geometry): Technique {
  const lines = rules.filter((r) => r.cells.length <= geometry.size).map((r) => [...cellsOf(geometry, r.cells)]);
  const size = geometry.size;
  return {
    name: "renban/unit overlap",
    difficulty: 2.8,
    find(state: LogicState): Step | undefined {
      const { candidates, values } = state;
      for (const cells of lines) {
        const runs = possibleRuns(cells, size, candidates, values);
        if (runs.length === 0) continue; // a broken position: the engine's to report
        let must = DIGIT_BITS;
        for (const run of runs) must &= run;
        for (let d = 1; d <= size; d++) {
          const bit = 1 << (d - 1);
          if ((must & bit) === 0 || cells.some((c) => values[c] === d)) continue;
          const holders = cells.filter((c) => values[c] === 0 && (candidates[c]! & bit) !== 0);
          const first = holders[0];
          if (first === undefined) continue;
          for (let j = geometry.cellUnitStart[first]!; j < geometry.cellUnitStart[first + 1]!; j++) {
            const u = geometry.cellUnitList[j]!; // first is a cell: its units are in range
            const unit = geometry.unitCells.subarray(u * size, u * size + size);
            if (!holders.every((h) => unit.includes(h))) continue;
            const eliminations: Elimination[] = [];
            for (const c of unit) if (!cells.includes(c) && values[c] === 0 && (candidates[c]! & bit) !== 0) eliminations.push({ cell: c, digits: bit });
            if (eliminations.length === 0) continue;
            const where = geometry.units[u]?.name ?? `unit ${u}`;
            const said = runsText(runs);
            return {
              technique: "renban/unit overlap",
              placements: [],
              eliminations,
              cells: holders,
              units: [u],
              digits: bit,
              reason: `the renban line at ${cells.map((c) => cellRef(geometry, c)).join(" ")} holds ${d} in every run it can take (${said}), only in ${where}`,
            };
          }
        }
      }
      return undefined;
    },
  };
}

/**
 * Per cell, the digits of `run` it takes in some filling of the line with the run's digits, one a cell
 * (the line has as many cells as the run digits); undefined when there is none. A search over which digits
 * the cells so far used (2^n states for n cells).
 */
function runFillings(cells: readonly number[], run: number, candidates: ArrayLike<number>, values: ArrayLike<number>): number[] | undefined {
  const n = cells.length;
  const options = cells.map((c) => (values[c] !== 0 ? 1 << (values[c]! - 1) : candidates[c]!) & run); // cells of the geometry
  const memo = new Map<number, number[] | null>();
  // The digits cells i.. take in some filling, given the digits `used` by cells 0..i-1; null when none.
  const from = (i: number, used: number): number[] | null => {
    if (i === n) return [];
    const hit = memo.get(used);
    if (hit !== undefined) return hit;
    let res: number[] | null = null;
    for (let free = options[i]! & ~used; free !== 0; free &= free - 1) {
      const bit = free & -free;
      const rest = from(i + 1, used | bit);
      if (rest === null) continue;
      const into: number[] = res ?? new Array<number>(n - i).fill(0);
      into[0]! |= bit; // n - i >= 1 entries: cell i and those after it
      for (let j = 0; j < rest.length; j++) into[j + 1]! |= rest[j]!; // rest has n - i - 1 entries
      res = into;
    }
    memo.set(used, res);
    return res;
  };
  return from(0, 0) ?? undefined;
}

/**
 * Hard renban sets: a run is out when its digits cannot each find their own cell of the line (two cells
 * both needing its 5, say), beyond the renban sets step (2.3), which only asks that every digit of a run
 * be somewhere on the line and every cell take one. Each cell keeps the digits of its fillings by the runs
 * left. As the killer's hard cage combinations: rated 3.0.
 */
function hardRenbanSets(rules: readonly RenbanRule[], geometry: Geometry): Technique {
  const lines = rules.filter((r) => r.cells.length <= geometry.size).map((r) => [...cellsOf(geometry, r.cells)]);
  return {
    name: "hard renban sets",
    difficulty: 3.0,
    find(state: LogicState): Step | undefined {
      const { candidates, values } = state;
      for (const cells of lines) {
        if (cells.every((c) => values[c] !== 0)) continue;
        const keep = new Array<number>(cells.length).fill(0);
        const runs: number[] = [];
        for (const run of possibleRuns(cells, geometry.size, candidates, values)) {
          const got = runFillings(cells, run, candidates, values);
          if (got === undefined) continue;
          runs.push(run);
          got.forEach((m, i) => {
            keep[i]! |= m;
          });
        }
        if (runs.length === 0) continue; // a broken position: the engine's to report
        const eliminations: Elimination[] = [];
        cells.forEach((c, i) => {
          const gone = values[c] === 0 ? candidates[c]! & DIGIT_BITS & ~keep[i]! : 0; // i < cells.length
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const said = runsText(runs);
        const what = eliminations.map((e) => `${cellRef(geometry, e.cell)} cannot be ${candidateText(e.digits)}`).join(", ");
        return {
          technique: "hard renban sets",
          placements: [],
          eliminations,
          cells: [...cells],
          units: [],
          digits,
          reason: `the renban line at ${cells.map((c) => cellRef(geometry, c)).join(" ")} can only be ${said}, each cell taking its own digit: ${what}`,
        };
      }
      return undefined;
    },
  };
}
