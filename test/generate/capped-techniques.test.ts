/**
 * cappedTechniques against the engine with every technique, on classic puzzles Sukaku Explainer rated
 * around the level ceilings (test/fixtures/third-party/se-rated): a capped solve takes exactly the full solve's steps
 * up to the first one rating above the cap, and gets stuck there.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cappedTechniques } from "../../src/generate/capped-techniques.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { solveLogically, techniquesFor } from "../../src/logic/engine.js";
import { LEVEL_CEILINGS, difficultyOf } from "../../src/logic/rating.js";
import { projectRoot } from "../support/fixtures.js";

/** SE ratings to take one puzzle of each (the first in the file): below, at and above the ceilings. */
const SE_RATINGS = ["3.4", "4.5", "5.6", "6.6", "7.2", "8.3"];
const CAPS = [LEVEL_CEILINGS.medium, LEVEL_CEILINGS.hard, LEVEL_CEILINGS.expert];

describe("cappedTechniques", () => {
  const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
  const all = techniquesFor(geometry, true);
  const lines = readFileSync(`${projectRoot}test/fixtures/third-party/se-rated/sample.txt`, "utf8").split("\n");
  const puzzles = SE_RATINGS.map((se) => {
    const line = lines.find((l) => l.endsWith(` ${se}`));
    if (line === undefined) throw new Error(`no SE ${se} puzzle in the sample`);
    return Uint8Array.from(line.slice(0, 81), Number);
  });

  it("takes the full solve's steps up to the first that rates above the cap, then gets stuck", () => {
    const outcomes = new Map<number, string[]>();
    for (const givens of puzzles) {
      const full = solveLogically({ geometry, givens }, { knownUnique: true });
      expect(full.outcome).toBe("solved");
      const rated = full.steps.map((s) => difficultyOf(s, all));
      for (const cap of CAPS) {
        const capped = solveLogically({ geometry, givens }, { techniques: cappedTechniques(all, cap) });
        const firstAbove = rated.findIndex((d) => d > cap);
        expect(capped.outcome).toBe(firstAbove < 0 ? "solved" : "stuck");
        expect(capped.steps).toEqual(firstAbove < 0 ? full.steps : full.steps.slice(0, firstAbove));
        for (const s of capped.steps) expect(difficultyOf(s, all)).toBeLessThanOrEqual(cap);
        // A step above the cap from a technique below it (a long chain) is left out too.
        const longStep = firstAbove >= 0 && all.find((t) => t.name === full.steps[firstAbove]!.technique)!.difficulty <= cap;
        outcomes.set(cap, [...(outcomes.get(cap) ?? []), capped.outcome + (longStep ? " at a long step" : "")]);
      }
    }
    // The sample reaches both sides of every cap.
    for (const cap of CAPS) expect(new Set(outcomes.get(cap)).size, `cap ${cap}: ${outcomes.get(cap)?.join(", ")}`).toBeGreaterThanOrEqual(2);
    expect(outcomes.get(LEVEL_CEILINGS.expert)).toContain("stuck at a long step");
  });

  it("leaves out the techniques whose every step rates above the cap", () => {
    const names = cappedTechniques(all, LEVEL_CEILINGS.easy).map((t) => t.name);
    expect(names).toEqual(all.filter((t) => t.difficulty <= LEVEL_CEILINGS.easy).map((t) => t.name));
    expect(names.length).toBeGreaterThan(0);
  });
});
