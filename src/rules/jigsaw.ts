import { digitString } from "../model/digit-chars.js";
import type { Issue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import { gridShape } from "../model/grid-size.js";
import { regionCells } from "../model/geometry.js";
import type { JigsawRule } from "../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { RuleKind } from "./rule-kind.js";
import { DIGIT_BITS } from "./rule-kind.js";

/**
 * Jigsaw: irregular regions replace one grid's 3x3 boxes. The regions are units of the geometry
 * (model/geometry.ts builds them in place of the boxes), so search, locked candidates and the logic's
 * techniques all use them as they use boxes; this module checks the rule, draws it and checks a solution.
 * A cell shared with another grid stays one cell: it is in this grid's region and in the other grid's box.
 * Contiguity is the setter's business: a region in several pieces is accepted, with a warning.
 */
export const JIGSAW: RuleKind<JigsawRule> = {
  type: "jigsaw",
  describe: (rule) => `jigsaw: regions ${rule.regions.join("/")} replace the boxes of grid ${rule.grid}`,
  sentence: () => "The irregular regions replace the boxes.",
  check: (rule, at, layout, index) => {
    const issues: Issue[] = [];
    if (!layout.grids.some((g) => g.id === rule.grid)) {
      issues.push({
        pointer: `${at}/grid`,
        message: `a jigsaw rule names grid "${rule.grid}", but this layout has no such grid (its grids: ${layout.grids.map((g) => g.id).join(", ")})`,
      });
    }
    const first = (layout.rules ?? []).findIndex((r) => r.type === "jigsaw" && r.grid === rule.grid);
    if (first >= 0 && first !== index) {
      issues.push({ pointer: `${at}/grid`, message: `grid "${rule.grid}" already has jigsaw regions (rules/${first}): one jigsaw rule per grid` });
    }
    // A size x size grid (9x9 unless the layout says otherwise) has size regions of size cells.
    const { size } = gridShape(layout);
    const nine = size === 9 ? "nine" : String(size);
    if (rule.regions.length !== size || rule.regions.some((row) => row.length !== size)) {
      issues.push({ pointer: `${at}/regions`, message: `the regions must be ${nine} strings of ${nine} characters, one per row of the ${size}x${size} grid` });
      return issues;
    }
    const count = new Map<string, number>();
    for (const row of rule.regions) for (const ch of row) count.set(ch, (count.get(ch) ?? 0) + 1);
    if (count.size !== size) {
      issues.push({
        pointer: `${at}/regions`,
        message: `the regions use ${count.size} different characters (${[...count.keys()].join("")}): a jigsaw grid has ${nine} regions`,
      });
    } else {
      for (const [ch, n] of count) {
        if (n !== size) issues.push({ pointer: `${at}/regions`, message: `region "${ch}" has ${n} cells: each region has ${nine}` });
      }
    }
    return issues;
  },
  warnings: (rule, at) =>
    regionPieces(rule.regions)
      .filter(([, pieces]) => pieces > 1)
      .map(([ch, pieces]) => ({
        pointer: `${at}/regions`,
        message: `jigsaw region "${ch}" of grid ${rule.grid} is in ${pieces} pieces (its cells do not all touch side by side): allowed, but is that meant?`,
      })),
  logic: (rules, geometry) => [lawOfLeftovers(rules, geometry)],
  violation: (rule, geometry, solution) => {
    for (const cells of jigsawRegions(rule, geometry)) {
      const digits = cells.map((c) => solution[c]!); // c a cell of the grid: the solution has its digit
      if (new Set(digits).size !== geometry.size) return `a jigsaw region of grid ${rule.grid} repeats a digit: ${digitString(digits)}`;
    }
    return undefined;
  },
  svg: (rule, geometry, { s, x, y }) => {
    const g = geometry.grids.find((x) => x.id === rule.grid);
    if (g === undefined) return [];
    // Thick lines between neighbouring cells of different regions (the grid's outline is drawn anyway).
    const out = [`<g class="jigsaw" stroke="#333333" stroke-width="2.5" stroke-linecap="square">`];
    // A checked layout has size rows of size characters; outside them (never asked here) no region.
    const region = (r: number, c: number): string => rule.regions[r]?.[c] ?? "";
    const size = geometry.size;
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        if (c < size - 1 && region(r, c) !== region(r, c + 1))
          out.push(`<line x1="${x(g.col + c + 1)}" y1="${y(g.row + r)}" x2="${x(g.col + c + 1)}" y2="${y(g.row + r) + s}"/>`);
        if (r < size - 1 && region(r, c) !== region(r + 1, c))
          out.push(`<line x1="${x(g.col + c)}" y1="${y(g.row + r + 1)}" x2="${x(g.col + c) + s}" y2="${y(g.row + r + 1)}"/>`);
      }
    }
    out.push("</g>");
    return out;
  },
};

function jigsawRegions(rule: JigsawRule, geometry: Geometry): number[][] {
  const g = geometry.grids.find((x) => x.id === rule.grid);
  return g === undefined ? [] : regionCells(rule.regions, g.cells, geometry.size);
}

/**
 * Each region's character and the number of its orthogonally connected pieces, in order of first appearance.
 * The regions are the rule's strings: one per row of a size x size grid.
 */
export function regionPieces(regions: readonly string[]): [string, number][] {
  const size = regions.length;
  const seen = new Set<number>();
  const pieces = new Map<string, number>();
  const at = (r: number, c: number): string | undefined => regions[r]?.[c];
  for (let start = 0; start < size * size; start++) {
    const ch = at(Math.floor(start / size), start % size);
    if (ch === undefined || seen.has(start)) continue;
    pieces.set(ch, (pieces.get(ch) ?? 0) + 1);
    const stack = [start];
    seen.add(start);
    for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
      const [r, c] = [Math.floor(cell / size), cell % size];
      for (const [nr, nc] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const) {
        const next = nr * size + nc;
        if (nr < 0 || nr >= size || nc < 0 || nc >= size || seen.has(next) || at(nr, nc) !== ch) continue;
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return [...pieces];
}

/** One law of leftovers pattern: a run of rows or columns, its leftovers inside and outside. */
interface Leftovers {
  readonly innies: readonly number[];
  readonly outies: readonly number[];
  readonly text: string;
}

/** The most leftover cells on each side worth a step (a person compares a few cells; past three, each more rates 0.1 higher). */
const MAX_LEFTOVERS = 9;

/**
 * The law of leftovers, the jigsaw setter's rule: a run of k neighbouring rows (or columns) holds each digit
 * k times, and so do the k regions that lie most in it; taking away what they share, the cells of the run
 * outside those regions (the innies) hold the same digits as the cells of those regions outside the run
 * (the outies). So a digit no outie can take leaves every innie, and the other way round. Over runs of
 * 1 to size-1 rows or columns of every jigsaw grid, up to nine leftover cells a side, the fewest first. Rated
 * 2.8, as the killer's innies and outies, its cousin, up to three cells a side; 0.1 more for each cell past three.
 */
function lawOfLeftovers(rules: readonly JigsawRule[], geometry: Geometry): Technique {
  let patterns: Leftovers[] | undefined;
  const name = (c: number): string => `r${(geometry.cellRow[c] ?? 0) + 1}c${(geometry.cellCol[c] ?? 0) + 1}`;
  const build = (): Leftovers[] => {
    const size = geometry.size;
    const out: Leftovers[] = [];
    for (const rule of rules) {
      const g = geometry.grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue;
      const regions = jigsawRegions(rule, geometry);
      for (const across of [false, true]) {
        const line = (i: number): number[] => Array.from({ length: size }, (_, j) => g.cells[across ? j * size + i : i * size + j] ?? -1);
        for (let k = 1; k < size; k++) {
          for (let first = 0; first + k <= size; first++) {
            const run = new Set<number>();
            for (let i = first; i < first + k; i++) for (const c of line(i)) run.add(c);
            const chosen = regions
              .map((cells) => ({ cells, inside: cells.filter((c) => run.has(c)).length }))
              .sort((a, b) => b.inside - a.inside)
              .slice(0, k);
            const mine = new Set(chosen.flatMap((r) => r.cells));
            const innies = [...run].filter((c) => !mine.has(c));
            const outies = [...mine].filter((c) => !run.has(c));
            if (innies.length === 0 || innies.length > MAX_LEFTOVERS || innies.length !== outies.length) continue;
            const what = across ? "columns" : "rows";
            const span = k === 1 ? `${what.slice(0, -1)} ${first + 1}` : `${what} ${first + 1}-${first + k}`;
            out.push({
              innies,
              outies,
              text: `law of leftovers, ${span} of grid ${rule.grid}: ${innies.map(name).join(" ")} hold the same digits as ${outies.map(name).join(" ")}`,
            });
          }
        }
      }
    }
    return out.sort((a, b) => a.innies.length - b.innies.length);
  };
  return {
    name: "law of leftovers",
    difficulty: 2.8,
    find(state: LogicState): Step | undefined {
      patterns ??= build();
      const { candidates, values } = state;
      for (const p of patterns) {
        let inMask = 0;
        let outMask = 0;
        for (const c of p.innies) inMask |= candidates[c]! & DIGIT_BITS;
        for (const c of p.outies) outMask |= candidates[c]! & DIGIT_BITS;
        const eliminations: Elimination[] = [];
        for (const c of p.innies)
          if (values[c] === 0 && (candidates[c]! & ~outMask & DIGIT_BITS) !== 0) eliminations.push({ cell: c, digits: candidates[c]! & ~outMask & DIGIT_BITS });
        for (const c of p.outies)
          if (values[c] === 0 && (candidates[c]! & ~inMask & DIGIT_BITS) !== 0) eliminations.push({ cell: c, digits: candidates[c]! & ~inMask & DIGIT_BITS });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const extra = p.innies.length - 3;
        return {
          technique: "law of leftovers",
          ...(extra > 0 ? { difficulty: Math.round((2.8 + 0.1 * extra) * 10) / 10 } : {}),
          placements: [],
          eliminations,
          cells: [...p.innies, ...p.outies],
          units: [],
          digits,
          reason: p.text,
        };
      }
      return undefined;
    },
  };
}
