/**
 * Every public function that takes options answers random option objects (NaN, negatives, fractions,
 * Infinity, wrong types, unknown keys) with a result or a typed error (ComboSudokuError: UsageError and the
 * rest, carrying an exit code), never a bare TypeError, a RangeError or a hang (a NaN planner budget once
 * ran the process out of memory after 110 s; an unknown writeAs target returned undefined). Bounded: small
 * puzzles that propagation solves, generation on a 4x4 grid, and a stop after a few hundred polls.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as lib from "../src/index.js";
import { ComboSudokuError } from "../src/model/errors.js";
import type { LoadedPuzzle } from "../src/format/puzzle-json/load-puzzle.js";

const classic = lib.loadInput("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n");
const puzzle = (
  classic.kind === "batch" ? lib.loadLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79") : undefined
) as LoadedPuzzle;
const samurai = lib.loadInput(JSON.stringify({ layout: "samurai", givens: {} }));
const small = lib.buildGeometry({ name: "four", size: 4, grids: [{ id: "m", row: 0, col: 0 }] });

/** Values a careless or hostile caller passes. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(Number.NaN, -1, 0, 0.5, 1, 2, 3, 1e308, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
  fc.constantFrom("", "x", "auto", "search", "planner", "central", "json", "hard", "3", null, true, false, [], {}, Symbol.iterator),
  fc.integer({ min: -5, max: 50 }),
  fc.constant(() => {
    throw new CallerError();
  }),
);

/** What the fuzz's own throwing callback throws: a caller's error comes back to the caller as it was. */
class CallerError extends Error {}

/** An option object over the names a function reads, plus a stranger. */
function optionsArb(names: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...names, "unknownOption"), hostile, { maxKeys: 4 });
}

/** Polls allowed before a bounded shouldStop says stop (so that no random option can make a call run long). */
function bounded(polls = 300): () => boolean {
  let asked = 0;
  return () => ++asked > polls;
}

/** Calls f; a result or a ComboSudokuError passes, anything else fails the property with what it was. */
function typedOnly(name: string, f: () => unknown): void {
  try {
    f();
  } catch (e: unknown) {
    if (e instanceof ComboSudokuError || e instanceof CallerError) return;
    throw new Error(`${name} threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
  }
}

/** The options a function reads, and how to call it with an option object (the stop bounded where a caller's could run long). */
const CALLS: readonly { name: string; options: readonly string[]; call: (o: Record<string, unknown>) => unknown }[] = [
  {
    name: "solve",
    options: ["strategy", "limit", "keep", "nodeBudget", "shouldStop", "plannerBudget", "onSolution"],
    call: (o) => lib.solve(puzzle.model, o as never),
  },
  {
    name: "solveSearch",
    options: ["limit", "keep", "nodeBudget", "shouldStop", "random", "forbid", "prefer", "onSolution"],
    call: (o) => lib.solveSearch(puzzle.model, o as never),
  },
  { name: "solveNine", options: ["limit", "keep", "nodeBudget", "shouldStop"], call: (o) => lib.solveNine(puzzle.model.givens, o as never) },
  {
    name: "solvePlanner",
    options: ["plannerBudget", "limit", "keep", "nodeBudget"],
    call: (o) => (samurai.kind === "puzzle" ? lib.solvePlanner(samurai.puzzle.model, { ...o, shouldStop: bounded(30) } as never) : undefined),
  },
  {
    name: "loadInput",
    options: ["file", "maxCanvasCells", "canvasLayout", "lossy"],
    call: (o) => lib.loadInput(JSON.stringify({ layout: "samurai", givens: {} }), o as never),
  },
  {
    name: "generatePuzzle",
    options: ["seed", "symmetry", "givens", "minimal", "attempts", "onProgress"],
    call: (o) => lib.generatePuzzle(small, { ...o, shouldStop: bounded() } as never),
  },
  {
    name: "generateAtLevel",
    options: ["seed", "level", "symmetry", "attempts", "onProgress"],
    call: (o) => lib.generateAtLevel(small, { ...o, shouldStop: bounded() } as never),
  },
  {
    name: "solveLogically",
    options: ["techniques", "knownUnique", "maxDifficulty", "maxSteps", "shouldStop"],
    call: (o) => lib.solveLogically(puzzle.model, o as never),
  },
  { name: "writeAs", options: ["lossy", "schema"], call: (o) => lib.writeAs(puzzle, (o.target ?? "json") as never, o as never) },
  { name: "writeAs target", options: ["target"], call: (o) => lib.writeAs(puzzle, o.target as never) },
  {
    name: "puzzleSvg",
    options: ["givens", "title", "candidates", "step", "widthMm", "solve"],
    call: (o) => lib.puzzleSvg(puzzle.model.geometry, puzzle.model.givens, o as never),
  },
  {
    name: "explain",
    options: ["shouldStop", "file", "lossy", "maxCanvasCells"],
    call: (o) => lib.explain("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", o as never),
  },
  {
    name: "rate",
    options: ["shouldStop", "file", "lossy"],
    call: (o) => lib.rate("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", o as never),
  },
  {
    name: "hint",
    options: ["shouldStop", "file"],
    call: (o) => lib.hint("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", o as never),
  },
  {
    name: "generate",
    options: ["layout", "seed", "symmetry", "givens", "minimal", "level", "attempts"],
    call: (o) => lib.generate({ layout: "single", ...o, shouldStop: bounded() } as never),
  },
];

describe("the library's option checks", () => {
  for (const { name, options, call } of CALLS) {
    it(`${name}: random option objects give a result or a typed error`, () => {
      fc.assert(
        fc.property(optionsArb(options), (o) => typedOnly(name, () => call(o))),
        { numRuns: 60 },
      );
    });
  }

  it("the cases that once failed: a NaN planner budget, a NaN seed, an unknown writeAs target are UsageErrors", () => {
    if (samurai.kind !== "puzzle") throw new Error("the samurai document did not load");
    expect(() => lib.solvePlanner(samurai.puzzle.model, { plannerBudget: Number.NaN })).toThrow(lib.UsageError);
    expect(() => lib.generatePuzzle(small, { seed: Number.NaN })).toThrow(lib.UsageError);
    expect(() => lib.writeAs(puzzle, "pdf" as never)).toThrow(lib.UsageError);
  });
});
