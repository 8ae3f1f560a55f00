import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { applyStep, continueLogically, nextStep, solveLogically } from "../../src/logic/engine.js";
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
});
