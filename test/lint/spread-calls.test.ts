/**
 * No array whose length the input sets is spread into a call's arguments (`push(...x)`, `Math.max(...x)`,
 * `String.fromCharCode(...x)`, `f.apply(null, x)`): every argument takes a slot on the stack, and some
 * hundred thousand of them end in "Maximum call stack size exceeded", an internal error (exit 4) on input
 * that should have been refused (an f-puzzles file of 120,000 cages did that). Each spread left in src/ is
 * listed below with what bounds it; a new one must be bounded the same way, or be a loop.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";

/** file: the spread expressions allowed there, each bounded whatever the input. */
const BOUNDED: Readonly<Record<string, readonly string[]>> = {
  // a layout's grids: at most 64 (the layout schema), checked before any geometry is built
  "src/model/geometry.ts": ["layout.grids.map((g) => g.row)", "layout.grids.map((g) => g.col)"],
  "src/layout/check-layout.ts": ["layout.grids.map((g) => g.row)", "layout.grids.map((g) => g.col)"],
  "src/format/layout-text.ts": ["geometry.grids.map((g) => g.id.length)"],
  // the built-in layouts' table: a few columns
  "src/cli/layouts.ts": ['rows.map((r) => (r[i] ?? "").length)'],
  // a line's, cage's, unit's or clue's cells: at most the size, 16 (the schema), or 4 (a quadruple); one grid's cells, 256
  "src/rules/quadruple.ts": ["cols", "rows", "cells.map(([r = 0]) => r)", "cells.map(([, c = 0]) => c)"],
  "src/rules/renban.ts": ["digits"],
  "src/rules/little-killer.ts": ["shapeIssues(rule, at, size, layout.grids)"],
  "src/logic/techniques/wxyz-wing.ts": ["cells.map((c) => popcount(candidates[c]!))"],
  "src/solver/intersections.ts": ["common", "[...unitA].filter((c) => !inCommon.has(c))", "[...unitB].filter((c) => !inCommon.has(c))"],
  "src/format/candidate-grid.ts": ["Array.from(grid.cells, (c) => text(c).length)"],
  // the generator's own drawn rules: a pill of two or three cells, a clone's shapes (three of four cells at most)
  "src/generate/generate-rules.ts": [
    "rule.cells",
    "splitCage(geometry, other, at, random)",
    "splitCage(geometry, cage, cell, random)",
    "rule.pill",
    "rule.shapes.flat()",
  ],
  // a position [row, col]; a cell's eight neighbours; a jigsaw row's letters, at most 16; a row's digits before a place, at most 15
  "src/generate/draw-rules.ts": [
    "circle",
    "p",
    "q",
    "s",
    "region.slice(r * size, r * size + size).map((k) => 65 + k)",
    "next.map((s) => digitAt(...s))",
    "clue",
    "digits.slice(0, j)",
    "at",
    "at(c)",
    "second",
    "first",
    "next",
    "(shape[j] ?? [-1, -1])",
    "a",
    "b",
    "(line[i] ?? [-1, -1])",
    "spotOf(geometry, c)",
    "line[1]!",
    "line[0]!",
  ],
  "src/generate/draw-more-rules.ts": ["p", "first", "clue"],
  // what one rule adds to the search or the step engine: a few groups, propagators and techniques
  "src/rules/registry.ts": ["(kind.distinct?.(rule, geometry) ?? [])", "(kind.propagators?.(rule, geometry) ?? [])", "(kind.logic?.(rules, geometry) ?? [])"],
  // the fast-check arbitraries' own small tables
  "src/arbitraries/layouts.ts": ["spots.map((s) => s.row)", "spots.map((s) => s.col)", "primes"],
  "src/arbitraries/unique-puzzles.ts": ["layouts"],
  "src/arbitraries/variant-puzzles.ts": ["Object.entries(SHAPES)"],
  // 81 codes of one 9x9 solution
  "src/format/batch-lines/solve-line.ts": ["codes as unknown as number[]"],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "web" ? [] : sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every argument list spread into a call or `new` in a file's text, and every `.apply(_, list)`: the list's text. */
function spreadArguments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      for (const arg of node.arguments ?? []) if (ts.isSpreadElement(arg)) found.push(arg.expression.getText(source));
      const callee = node.expression;
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee) && callee.name.text === "apply" && node.arguments.length === 2) {
        found.push(node.arguments[1]!.getText(source)); // two arguments: the list is the second
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("no input-sized array is spread into a call", () => {
  it("every spread into a call in src/ (but the page) is one of the bounded ones listed", () => {
    const unbounded: string[] = [];
    for (const file of sources(join(projectRoot, "src"))) {
      const name = relative(projectRoot, file).replaceAll("\\", "/");
      const allowed = BOUNDED[name] ?? [];
      for (const spread of spreadArguments(file, readFileSync(file, "utf8"))) if (!allowed.includes(spread)) unbounded.push(`${name}: ...${spread}`);
    }
    expect(unbounded).toEqual([]);
  });

  it("the check finds a spread into push, Math.max and String.fromCharCode, and an apply", () => {
    const code = "a.push(...b); Math.max(0, ...c.map((x) => x)); String.fromCharCode(...d); f.apply(null, g); [...e]; new Set([...h]);";
    expect(spreadArguments("x.ts", code)).toEqual(["b", "c.map((x) => x)", "d", "g"]);
  });
});
