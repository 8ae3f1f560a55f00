/**
 * Keys that name what every object inherits (`toString`, `constructor`, `__proto__`, ...), anywhere in a
 * foreign puzzle (f-puzzles JSON, SudokuPad's own format, as a file and as a link), are read as the unknown
 * keys they are: the one reader answers with a puzzle or a typed error, never an internal one (such
 * a key once ended in exit 4, "Cannot use 'in' operator ...", through a plain-object lookup).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadInput } from "../../src/format/load-input.js";
import { fpuzzlesLink } from "../../src/format/fpuzzles/fpuzzles-link.js";
import { toFpuzzles } from "../../src/format/fpuzzles/write-fpuzzles.js";
import { sclLink } from "../../src/format/sudokupad/scl-link.js";
import { toScl } from "../../src/format/sudokupad/write-scl.js";
import { ComboSudokuError } from "../../src/model/errors.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const INHERITED = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString"];

/** A value to put under a hostile key: any JSON, or the shapes the readers look for. */
const valueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant([{ cells: ["R1C1", "R1C2"], value: "3" }]),
  fc.constant([{ cells: ["R1C1"], lines: [["R1C1", "R1C2"]] }]),
  fc.constant(true),
);

/** Sets `key` on `target` as JSON.parse would: an own property, even for "__proto__". */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  const copy: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value)); // never shared, never cyclic
  Object.defineProperty(target, key, { value: copy, enumerable: true, writable: true, configurable: true });
}

/** The object with hostile keys added at the top and inside its first nested objects and lists. */
function poisoned(base: unknown, keys: readonly [string, unknown][], deep: boolean): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  for (const [key, value] of keys) setOwn(copy, key, value);
  if (deep) {
    for (const v of Object.values(copy)) {
      const inner = Array.isArray(v) ? v[0] : v;
      if (inner !== null && typeof inner === "object" && !Array.isArray(inner))
        for (const [key, value] of keys) setOwn(inner as Record<string, unknown>, key, value);
    }
  }
  return copy;
}

function readsOrRefuses(text: string, lossy: boolean): void {
  try {
    loadInput(text, { lossy });
  } catch (e: unknown) {
    if (!(e instanceof ComboSudokuError)) throw e;
  }
}

describe("keys named like inherited properties", () => {
  const killer = loadPuzzleFile("puzzles/killer.json");
  const samurai = loadPuzzleFile("puzzles/samurai-seed-a.json");
  const fpuzzles = toFpuzzles(killer).puzzle;
  const scl = toScl(samurai).scl;

  it("in f-puzzles JSON and links, and SudokuPad's format and links: a puzzle or a typed error", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...INHERITED), valueArb), { minLength: 1, maxLength: 4, selector: ([k]) => k }),
        fc.boolean(),
        fc.boolean(),
        (keys, deep, lossy) => {
          const f = poisoned(fpuzzles, keys, deep);
          readsOrRefuses(JSON.stringify(f), lossy);
          readsOrRefuses(fpuzzlesLink(f), lossy);
          const s = poisoned(scl, keys, deep);
          readsOrRefuses(JSON.stringify(s), lossy);
          readsOrRefuses(sclLink(s), lossy);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("an unknown top-level constraint named like one is refused by name, and left out with --lossy", () => {
    for (const key of INHERITED) {
      const text = JSON.stringify(poisoned(fpuzzles, [[key, [{ cells: ["R1C1"] }]]], false));
      expect(() => loadInput(text)).toThrow(`cannot express constraint "${key}"`);
      const read = loadInput(text, { lossy: true });
      expect(read.kind).toBe("puzzle");
    }
  });
});
