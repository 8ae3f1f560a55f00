import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { applyStep, continueLogically, nextStep, solveLogically, techniquesFor } from "../../src/logic/engine.js";
import type { LogicState, Step, Technique } from "../../src/model/step-contract.js";
import { TECHNIQUES } from "../../src/logic/techniques.js";
import { initialState } from "../../src/logic/state.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";

describe("step engine", () => {
  it("solves a samurai by logic alone, to the search's solution", () => {
    const { model } = loadPuzzleFile("puzzles/samurai-seed-b.json");
    const result = solveLogically(model);
    expect(result.outcome).toBe("solved");
    expect(Array.from(result.state.values)).toEqual(Array.from(solve(model).solutions[0]));
  });

  it("takes the easiest step each time: nextStep then applyStep replays solveLogically", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const whole = solveLogically(model);
    const state = initialState(model);
    for (const step of whole.steps) {
      expect(nextStep(state)).toEqual(step);
      applyStep(state, step);
    }
    expect(nextStep(state)).toBeUndefined();
  });

  it("stops at maxSteps or when asked, and continues from where it stopped", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const part = solveLogically(model, { maxSteps: 5 });
    expect(part).toMatchObject({ outcome: "stopped" });
    expect(part.steps).toHaveLength(5);
    expect(solveLogically(model, { shouldStop: () => true }).outcome).toBe("stopped");
    const rest = continueLogically(part.state);
    expect(rest.outcome).toBe("solved");
    expect([...part.steps, ...rest.steps]).toEqual(solveLogically(model).steps);
  });

  it("reports a broken position when the givens leave a cell without candidates", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const givens = Uint8Array.from(`12345678.........9${".".repeat(63)}`, (ch) => (ch === "." ? 0 : Number(ch)));
    expect(solveLogically({ geometry, givens }).outcome).toBe("broken");
  });

  it("takes the easiest step of all: a later technique's cheaper step beats an earlier one's dearer step", () => {
    const state = initialState(loadPuzzleFile("puzzles/classic-seed.json").model);
    const step = (technique: string): Step => ({ technique, placements: [], eliminations: [{ cell: 0, digits: 1 }], cells: [], units: [], digits: 1 });
    const found: string[] = [];
    const technique = (name: string, difficulty: number, stepDifficulty?: number): Technique => ({
      name,
      difficulty,
      find: (_: LogicState) => {
        found.push(name);
        return { ...step(name), ...(stepDifficulty === undefined ? {} : { difficulty: stepDifficulty }) };
      },
    });
    // a long chain at 7.5 from a 6.6 technique loses to a 7.0 step; nothing from 7.5 up is even tried
    const list = [technique("chain", 6.6, 7.5), technique("other", 7.0), technique("dearer", 7.5)];
    expect(nextStep(state, list)?.technique).toBe("other");
    expect(found).toEqual(["chain", "other"]);
  });

  it("uses the techniques that assume a unique solution only when told the puzzle is unique, and adds the rules' own", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const g = model.geometry;
    expect(techniquesFor(g).some((t) => t.assumesUnique === true)).toBe(false);
    expect(techniquesFor(g, true).length).toBeGreaterThanOrEqual(techniquesFor(g).length);
    for (const list of [techniquesFor(g), techniquesFor(g, true)]) {
      for (let i = 1; i < list.length; i++) expect(list[i - 1]!.difficulty).toBeLessThanOrEqual(list[i]!.difficulty);
    }
    // a classic layout: the classic techniques only; solveLogically reports the list it used
    expect(techniquesFor(g).map((t) => t.name)).toEqual(TECHNIQUES.filter((t) => t.assumesUnique !== true).map((t) => t.name));
    expect(solveLogically(model).techniques).toBe(techniquesFor(g));
    // maxDifficulty leaves out what is above it
    const capped = solveLogically(model, { maxDifficulty: 2.5 });
    expect(capped.techniques.every((t) => t.difficulty <= 2.5)).toBe(true);
  });
});
