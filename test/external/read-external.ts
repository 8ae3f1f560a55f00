/**
 * Reads a collected external puzzle file (see ../shared/external/README.md): '#' header with the grids'
 * canvas offsets, [puzzle] canvas ('.' empty, '-' outside), [solution] canvas, optional [solution-2].
 * Builds the layout from the offsets, named after the built-in layout with the same offsets when there is
 * one (windmill, sohei, ...; twin12 is twin-4), else after the file's shape (twin3col has no built-in).
 */
import { canvasRows } from "../../src/format/canvas-rows.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { loadInput } from "../../src/format/load-input.js";
import type { LoadedPuzzle } from "../../src/format/puzzle-json/load-puzzle.js";
import type { Layout } from "../../src/model/schemas.js";
import { solve } from "../../src/strategies/solve.js";

export interface ExternalOutcome {
  shape: string;
  layout: string;
  /** "ok": unique and equal to the published solution; "ok-multiple": several solutions, the published among them. */
  verdict: "ok" | "ok-multiple" | "fail";
  detail: string;
}

function section(lines: string[], name: string): string[] {
  const start = lines.findIndex((l) => l.startsWith(`[${name}]`));
  if (start < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (l.startsWith("[")) break;
    if (l.trim() !== "") out.push(l.trimEnd());
  }
  return out;
}

export function readExternal(text: string, file: string): { shape: string; puzzle: LoadedPuzzle; solutions: string[][] } {
  const lines = text.split(/\r?\n/);
  const shape = /^# shape: (\S+)\s*$/m.exec(text)?.[1] ?? "unknown";
  const offsets = [...(/^# grids \(.*?\):(.*)$/m.exec(text)?.[1].matchAll(/\((\d+),(\d+)\)/g) ?? [])].map((m) => [Number(m[1]), Number(m[2])]);
  if (offsets.length === 0) throw new Error(`${file}: no grid offsets in the header`);
  const key = (spots: number[][]): string =>
    spots
      .map(([r, c]) => `${r},${c}`)
      .sort()
      .join(" ");
  const builtin = Object.entries(BUILTIN_LAYOUTS).find(([, l]) => key(l.grids.map((g) => [g.row, g.col])) === key(offsets));
  const layout: Layout | string = builtin?.[0] ?? { name: shape, grids: offsets.map(([row, col], i) => ({ id: `g${i + 1}`, row, col })) };
  const input = loadInput(JSON.stringify({ layout, givens: section(lines, "puzzle") }), { file });
  if (input.kind !== "puzzle") throw new Error(`${file}: not a puzzle`);
  const canvas = (rows: string[]): string[] => rows.map((r) => r.replace(/-/g, " ").trimEnd());
  const solutions = [section(lines, "solution"), section(lines, "solution-2")].filter((s) => s.length > 0).map(canvas);
  return { shape, puzzle: input.puzzle, solutions };
}

/** Solves an external puzzle and compares with its published solution(s). */
export function checkExternal(text: string, file: string): ExternalOutcome {
  const { shape, puzzle, solutions } = readExternal(text, file);
  const layout = puzzle.layoutName ?? `inline ${puzzle.layout.name}`;
  const result = solve(puzzle.model, { limit: 3, keep: 3 });
  const found = result.solutions.map((s) => canvasRows(puzzle.model.geometry, s).join("\n"));
  const published = solutions[0]?.join("\n");
  if (published === undefined) return { shape, layout, verdict: "fail", detail: "no [solution] section" };
  if (result.count === 0) return { shape, layout, verdict: "fail", detail: "no solution found" };
  if (!found.includes(published)) return { shape, layout, verdict: "fail", detail: "the published solution is not among those found" };
  if (result.count === 1) return { shape, layout, verdict: "ok", detail: "unique, equals the published solution" };
  const all = solutions.every((s) => found.includes(s.join("\n")));
  return {
    shape,
    layout,
    verdict: "ok-multiple",
    detail: `${result.complete ? result.count : `at least ${result.count}`} solutions; the published one is among them${all && solutions.length > 1 ? " (so is [solution-2])" : ""}`,
  };
}
