/**
 * A step that ends in a broken rule says which rule, its clue and its cells: the words "a rule of the
 * layout is broken" (what the forcing chains once said of every rule) never appear, neither in the code
 * nor in any step of the shipped little killer, whether the rule contradiction or the forcing chains
 * (without it) take the puzzle's contradictions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPuzzleInput } from "../../src/api/puzzle-input.js";
import { stepText } from "../../src/logic/describe.js";
import { solveLogically, techniquesFor } from "../../src/logic/engine.js";
import { projectRoot } from "../support/fixtures.js";

const NAMELESS = "a rule of the layout is broken";

describe("broken rules in step texts", () => {
  it(`no source file says "${NAMELESS}"`, () => {
    const files = readdirSync(`${projectRoot}src`, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(readFileSync(`${projectRoot}src/${f}`, "utf8"), f).not.toContain(NAMELESS);
  });

  it("the shipped little killer's steps name the diagonal a contradiction breaks, with or without the rule contradiction", () => {
    const { model } = loadPuzzleInput(JSON.parse(readFileSync(`${projectRoot}puzzles/little-killer.json`, "utf8")) as object);
    const all = techniquesFor(model.geometry);
    for (const techniques of [all, all.filter((t) => t.name !== "rule contradiction")]) {
      const result = solveLogically(model, { techniques });
      expect(result.outcome).toBe("solved");
      const texts = result.steps.map((s) => stepText(model.geometry, s));
      for (const text of texts) expect(text).not.toContain(NAMELESS);
      // Not vacuous: a contradiction through the diagonal of 8 is taken, and said with its clue and cells.
      expect(texts.some((t) => /contradiction|rule contradiction/.test(t) && t.includes("the diagonal r1c3 r2c2 r3c1 adds up to 8"))).toBe(true);
    }
  });
});
