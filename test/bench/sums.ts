/**
 * Bench section "sums": killer, little killer, sandwich, arrow and skyscraper puzzles counted to two solutions, our
 * default strategy side by side with the Interactive Sudoku Solver (ISS, github sigh/Interactive-Sudoku-Solver,
 * MIT) in this one Node process, CPU time per puzzle; then the median and worst ratio of ours to ISS's.
 *
 * ISS is never part of the project: set ISS_DIR to a checkout of it (its js/ and data/ folders), e.g.
 * `git clone https://github.com/sigh/Interactive-Sudoku-Solver /work/iss; ISS_DIR=/work/iss npm run bench -- sums`.
 * Its puzzles are read from that folder at bench time: the killer collections of data/collections.js (tarek,
 * Mathemagic's hard killers, human-solvable-zero, the extreme killers), the little killer snipes, and every
 * example puzzle whose constraints all have a rule here (cages, little killers, sandwiches, arrows,
 * skyscrapers, single diagonals, givens on a square grid). ISS's own parser reads each; the cells and sums it finds become our
 * layout. Without ISS_DIR only our own times are printed, on the puzzles below.
 * Always: the project's rule puzzles (puzzles/killer*.json, little-killer, sandwich, arrow, skyscraper), killers
 * made by generate --rules killer without givens (9x9 and samurai) and skyscraper 9x9s made by generate --rules
 * skyscraper, SUMS_SEEDS seeds each (default 10; the samurai has no ISS side: ISS has no such layout).
 *
 * SUMS_ONLY=REGEX keeps the puzzles whose "set name" matches (e.g. "tarek killers #9$").
 * Each solve, ours and ISS's, stops at SUMS_LIMIT_MS of CPU (default 10,000), marked "stopped"; a ratio is
 * printed only where ISS finished (where ours stopped, it is a lower bound).
 * Counts that differ are printed as MISMATCH (a bug of one side, or a puzzle read wrong). Targets: every
 * puzzle proven under 1 s of CPU, median ratio at most 1.0, none over 10x. Figures only, never pass/fail.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPuzzleInput } from "../../src/api/puzzle-input.js";
import { deriveSeed } from "../../src/generate/derive-seed.js";
import { generateWithRules } from "../../src/generate/generate-rules.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Model } from "../../src/model/model.js";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";
import { cpuMs, median, projectRoot } from "./common.js";

/** One puzzle for both sides: our model, and ISS's constraint text when ISS can read it. */
export interface Case {
  readonly set: string;
  readonly name: string;
  readonly model: Model;
  readonly iss?: string;
  /** The puzzle as the project's JSON reads it (a layout and givens), for the CLI: ISS's puzzles only. */
  readonly puzzle?: { readonly layout: Layout; readonly givens: string[] };
}

/** What the bench uses of ISS (its parser, builder and solver), typed loosely: ISS is plain JavaScript. */
interface IssConstraint {
  readonly type: string;
  readonly cells?: string[];
  readonly sum?: number;
  readonly args?: unknown[];
  readonly value?: number;
  readonly cell?: string;
  readonly values?: number[];
  readonly direction?: number;
  readonly getCells: (geometry: unknown) => string[];
}
interface IssResolved {
  toMap: () => Map<string, IssConstraint[]>;
  getGeometry: () => { numRows: number; numCols: number };
}
interface Iss {
  readonly parse: (text: string) => IssResolved;
  /** Solutions up to two; undefined when `stop` said so first (polled by ISS's progress callback). */
  readonly count: (resolved: IssResolved, stop: () => boolean) => number | undefined;
  readonly collections: Record<string, unknown>;
  readonly configFor: (collection: unknown, entry: unknown) => { input?: unknown; name?: string } | undefined;
}

interface IssSolver {
  countSolutions: (limit: number) => number;
  setProgressCallback: (callback: () => void, logFrequency: number) => void;
}
const ISS_STOPPED = new Error("ISS stopped at the bench's limit");

export async function loadIss(dir: string): Promise<Iss> {
  const g = globalThis as Record<string, unknown>;
  g.self ??= globalThis;
  g.VERSION_PARAM ??= "";
  const url = (path: string): string => pathToFileURL(join(dir, path)).href;
  const { SudokuParser } = (await import(url("js/sudoku_parser.js"))) as { SudokuParser: { parseText: (t: string) => unknown } };
  const { SudokuBuilder } = (await import(url("js/solver/sudoku_builder.js"))) as {
    SudokuBuilder: { resolveConstraint: (c: unknown) => IssResolved; build: (c: IssResolved) => IssSolver };
  };
  const collections = (await import(url("data/collections.js"))) as Record<string, unknown>;
  const { resolvePuzzleConfig } = (await import(url("data/example_puzzles.js"))) as { resolvePuzzleConfig: (e: unknown) => { input?: unknown } };
  return {
    parse: (text) => SudokuBuilder.resolveConstraint(SudokuParser.parseText(text)),
    count: (resolved, stop) => {
      const solver = SudokuBuilder.build(resolved);
      // ISS has no budget of its own: its progress callback (every 2^10 of its steps) throws to stop it.
      solver.setProgressCallback(() => {
        if (stop()) throw ISS_STOPPED;
      }, 10);
      try {
        return solver.countSolutions(2);
      } catch (e: unknown) {
        if (e === ISS_STOPPED) return undefined;
        throw e;
      }
    },
    collections,
    configFor: (collection, entry) => {
      const c = collection as { configFor?: (e: unknown) => { input?: unknown; name?: string } };
      return typeof c.configFor === "function" ? c.configFor(entry) : resolvePuzzleConfig(entry);
    },
  };
}

/** "R3C4" as our [row, col] (0-based). */
function cellOf(id: string): [number, number] {
  const m = /^R(\d+)C(\d+)$/.exec(id);
  if (m === null) throw new Error(`cell ${id}`);
  return [Number(m[1]) - 1, Number(m[2]) - 1];
}

/** ISS's constraints as our layout and givens; undefined when some constraint has no rule here. */
function fromIss(resolved: IssResolved): { layout: Layout; givens: string[] } | undefined {
  const shape = resolved.getGeometry();
  const size = shape.numRows;
  if (shape.numCols !== size || size < 4 || size > 16) return undefined;
  const rules: Rule[] = [];
  const givens = Array.from({ length: size }, () => Array.from({ length: size }, () => "."));
  for (const [type, list] of resolved.toMap()) {
    for (const c of list) {
      switch (type) {
        case "Cage": {
          const noSum = String(c.args?.[0] ?? "").trim() === "";
          rules.push({ type: "killer", cells: (c.cells ?? []).map(cellOf), ...(noSum ? {} : { sum: c.sum ?? 0 }) });
          break;
        }
        case "LittleKiller":
          rules.push({ type: "little-killer", cells: c.getCells(shape).map(cellOf), sum: c.value ?? 0 });
          break;
        case "Sandwich":
          rules.push({ type: "sandwich", cells: c.getCells(shape).map(cellOf), sum: c.value ?? 0 });
          break;
        case "Skyscraper":
          rules.push({ type: "skyscraper", cells: c.getCells(shape).map(cellOf), count: c.value ?? 0 });
          break;
        case "Arrow": {
          const [circle, ...arrow] = (c.cells ?? []).map(cellOf);
          if (circle === undefined || arrow.length === 0) return undefined;
          rules.push({ type: "arrow", circle, cells: arrow });
          break;
        }
        case "Diagonal": {
          const cells: [number, number][] = Array.from({ length: size }, (_, r) => [r, c.direction === 1 ? size - 1 - r : r]);
          rules.push({ type: "region", cells });
          break;
        }
        case "Given": {
          const [r, col] = cellOf(c.cell ?? "");
          const v = c.values ?? [];
          if (v.length !== 1 || v[0] === undefined) return undefined;
          const row = givens[r];
          if (row === undefined) return undefined;
          row[col] = v[0] > 9 ? String.fromCharCode(55 + v[0]) : String(v[0]);
          break;
        }
        case "Shape": {
          // Digits other than 1..size (ISS's "0-8"): not a puzzle of ours.
          const range = String(c.args?.[1] ?? "");
          if (range !== "" && !range.startsWith("1-") && range !== String(size)) return undefined;
          break;
        }
        default:
          return undefined;
      }
    }
  }
  return { layout: { name: "iss", ...(size === 9 ? {} : { size }), grids: [{ id: "g", row: 0, col: 0 }], rules }, givens: givens.map((r) => r.join("")) };
}

/**
 * Our layout as ISS's constraint text (one 9x9 grid of cages or skyscraper clues), for the generated
 * puzzles. A skyscraper clue is ISS's `.Skyscraper~R3~count~` read from the row's left (or a column's top),
 * `~R3~~count` from the other end.
 */
function toIss(layout: Layout, givens: Uint8Array): string {
  const id = ([r = 0, c = 0]: readonly number[]): string => `R${r + 1}C${c + 1}`;
  let out = "";
  for (const rule of layout.rules ?? []) {
    if (rule.type === "killer") out += `.Cage~${rule.sum ?? ""}~${rule.cells.map(id).join("~")}`;
    if (rule.type === "skyscraper") {
      const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells;
      const forward = r1 === r2 ? c2 > c1 : r2 > r1;
      out += `.Skyscraper~${r1 === r2 ? `R${r1 + 1}` : `C${c1 + 1}`}~${forward ? `${rule.count}~` : `~${rule.count}`}`;
    }
  }
  givens.forEach((d, i) => {
    if (d !== 0) out += `.~R${Math.floor(i / 9) + 1}C${(i % 9) + 1}_${d}`;
  });
  return out;
}

function modelOf(layout: Layout, givens: string[] | Uint8Array): Model {
  if (givens instanceof Uint8Array) return { geometry: buildGeometry(layout), givens };
  return loadPuzzleInput({ layout, givens }).model;
}

/** ISS's puzzles (see the header), each read by ISS's parser. */
export function issCases(iss: Iss): Case[] {
  const out: Case[] = [];
  const sets: [string, string][] = [
    ["TAREK_ALL", "tarek killers"],
    ["MATHEMAGIC_KILLERS", "mathemagic killers"],
    ["HS_KILLERS", "hs killers"],
    ["EXTREME_KILLERS", "extreme killers"],
    ["LITTLE_KILLER_SNIPES", "little killer snipes"],
    ["EXAMPLES", "iss examples"],
  ];
  for (const [key, set] of sets) {
    const collection = iss.collections[key];
    if (!Array.isArray(collection)) continue;
    collection.forEach((entry, i) => {
      const config = iss.configFor(collection, entry);
      const input = config?.input;
      if (typeof input !== "string" || input.startsWith("/")) return;
      let resolved: IssResolved;
      try {
        resolved = iss.parse(input);
      } catch {
        return;
      }
      const types = [...resolved.toMap().keys()];
      if (key === "EXAMPLES" && !types.some((t) => ["Cage", "LittleKiller", "Sandwich", "Arrow", "Skyscraper"].includes(t))) return;
      const ours = fromIss(resolved);
      if (ours === undefined) return;
      try {
        out.push({
          set,
          name: config?.name && config.name !== input ? config.name : `#${i + 1}`,
          model: modelOf(ours.layout, ours.givens),
          iss: input,
          puzzle: ours,
        });
      } catch {
        // A puzzle our loader refuses (a rule shape we do not take): left out, as ISS-only.
      }
    });
  }
  return out;
}

/** The project's rule puzzles and generated killers (see the header). */
function ownCases(withIss: boolean): Case[] {
  const out: Case[] = [];
  for (const name of ["killer", "killer-6x6", "little-killer", "sandwich", "arrow", "skyscraper", "killer-samurai", "killer-samurai-sparse"]) {
    const text = readFileSync(join(projectRoot(), "puzzles", `${name}.json`), "utf8");
    const loaded = loadPuzzleInput(JSON.parse(text) as object);
    out.push({ set: "project puzzles", name, model: loaded.model });
  }
  const seeds = Math.max(0, Number(process.env.SUMS_SEEDS ?? "10") || 0);
  const made: [rule: "killer" | "skyscraper", layout: "single" | "samurai"][] = [
    ["killer", "single"],
    ["killer", "samurai"],
    ["skyscraper", "single"],
  ];
  for (const [rule, layoutName] of made) {
    const base = BUILTIN_LAYOUTS[layoutName];
    for (let i = 1; i <= seeds; i++) {
      const puzzle = generateWithRules(base, { seed: deriveSeed(3737, i), rules: [rule] });
      const model = modelOf(puzzle.layout, puzzle.givens);
      out.push({
        set: `generated ${rule} ${layoutName}`,
        name: `seed ${puzzle.seed}`,
        model,
        ...(withIss && layoutName === "single" ? { iss: toIss(puzzle.layout, puzzle.givens) } : {}),
      });
    }
  }
  return out;
}

export async function benchSums(): Promise<void> {
  const dir = process.env.ISS_DIR;
  const iss = dir === undefined || dir === "" ? undefined : await loadIss(dir);
  const limitMs = Number(process.env.SUMS_LIMIT_MS ?? "10000") || 10000;
  console.log(
    `\n## Sums: killers, little killers, sandwiches, arrows, skyscrapers counted to two, CPU ms${iss === undefined ? " (no ISS_DIR: ours only)" : ` beside ISS (${dir})`}`,
  );
  const only = process.env.SUMS_ONLY === undefined ? undefined : new RegExp(process.env.SUMS_ONLY);
  const cases = [...(iss === undefined ? [] : issCases(iss)), ...ownCases(iss !== undefined)].filter(
    (c) => only === undefined || only.test(`${c.set} ${c.name}`),
  );
  // Warm-up, untimed: both sides' code compiled before the first figure.
  const warm = cases[0];
  if (warm !== undefined) {
    solve(warm.model, { limit: 2 });
    if (iss !== undefined && warm.iss !== undefined) iss.count(iss.parse(warm.iss), () => false);
  }
  console.log("| set | puzzle | ours ms | status | nodes | ISS ms | ISS count | ratio |");
  console.log("|---|---|---|---|---|---|---|---|");
  const bySet = new Map<string, { ours: number[]; ratios: number[]; over1s: number; stopped: number }>();
  for (const c of cases) {
    const start = cpuMs();
    const result = solve(c.model, { limit: 2, shouldStop: () => cpuMs() - start > limitMs });
    const ours = cpuMs() - start;
    let theirs: number | undefined;
    let theirCount: number | undefined;
    let theyStopped = false;
    if (iss !== undefined && c.iss !== undefined) {
      const t = cpuMs();
      theirCount = iss.count(iss.parse(c.iss), () => cpuMs() - t > limitMs);
      theirs = cpuMs() - t;
      theyStopped = theirCount === undefined;
    }
    // No ratio where ISS stopped (a bound, not a figure); where only ours stopped it is a lower bound.
    const ratio = theirs === undefined || theyStopped ? undefined : ours / Math.max(theirs, 0.01);
    const stats = bySet.get(c.set) ?? { ours: [], ratios: [], over1s: 0, stopped: 0 };
    stats.ours.push(ours);
    if (ratio !== undefined) stats.ratios.push(ratio);
    if (ours > 1000) stats.over1s++;
    if (!result.complete) stats.stopped++;
    bySet.set(c.set, stats);
    const mismatch = theirCount !== undefined && result.complete && Math.min(result.count, 2) !== Math.min(theirCount, 2) ? " MISMATCH" : "";
    console.log(
      `| ${c.set} | ${c.name} | ${ours.toFixed(1)} | ${result.complete ? result.status : "stopped"} | ${result.stats.nodes} | ${theirs === undefined ? "-" : theirs.toFixed(1)} | ${theyStopped ? "stopped" : (theirCount ?? "-")}${mismatch} | ${ratio === undefined ? "-" : ratio.toFixed(2)} |`,
    );
  }
  console.log("\n| set | puzzles | median ours ms | worst ours ms | over 1 s | stopped | median ratio | worst ratio | over 10x |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const all = { ours: [] as number[], ratios: [] as number[], over1s: 0, stopped: 0 };
  const line = (name: string, s: typeof all): void => {
    const r = s.ratios;
    console.log(
      `| ${name} | ${s.ours.length} | ${median(s.ours).toFixed(1)} | ${Math.max(...s.ours).toFixed(1)} | ${s.over1s} | ${s.stopped} | ${r.length === 0 ? "-" : median(r).toFixed(2)} | ${r.length === 0 ? "-" : Math.max(...r).toFixed(2)} | ${r.filter((x) => x > 10).length} |`,
    );
  };
  for (const [set, s] of bySet) {
    line(set, s);
    all.ours.push(...s.ours);
    all.ratios.push(...s.ratios);
    all.over1s += s.over1s;
    all.stopped += s.stopped;
  }
  line("all", all);
}
