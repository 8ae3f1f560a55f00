import { describe, expect, it } from "vitest";
import { puzzleSvg } from "../../src/format/svg.js";
import { stepText } from "../../src/logic/describe.js";
import { nextStep, solveLogically } from "../../src/logic/engine.js";
import { popcount } from "../../src/model/digits.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const count = (svg: string, re: RegExp): number => [...svg.matchAll(re)].length;

describe("SVG of one step", () => {
  it("draws the pencil marks of the open cells, the step's removals red and its pattern shaded", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const before = solveLogically(model, { maxSteps: 21 });
    const step = nextStep(before.state);
    expect(step?.technique).toBe("simple colouring");
    if (step === undefined) return;
    const svg = puzzleSvg(model.geometry, before.state.values, { givens: model.givens, candidates: before.state.candidates, step });
    let marks = 0;
    for (let c = 0; c < 81; c++) if (before.state.values[c] === 0) marks += popcount(before.state.candidates[c]);
    expect(count(svg, /<text [^>]*font-size|<text x="[\d.]+" y="[\d.]+" fill="(#6b6b6b|#c01c28|#1f7a1f)"/g)).toBe(marks);
    const removed = step.eliminations.reduce((n, e) => n + popcount(e.digits), 0);
    expect(count(svg, /class="removed"/g)).toBe(removed);
    expect(count(svg, /<line /g)).toBe(removed);
    expect(count(svg, /fill="#fff1a8"/g)).toBe(step.cells.length);
  });

  it("render --step N draws the position before step N of explain, titled with the step", async () => {
    const run = await runCapture(["render", "puzzles/classic-seed.json", "--step", "22"]);
    expect(run.code).toBe(0);
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const step = nextStep(solveLogically(model, { maxSteps: 21 }).state);
    expect(run.stdout).toContain("<title>Classic seed: step 22, simple colouring: ");
    expect(run.stdout).toContain(`step 22, ${step === undefined ? "" : stepText(model.geometry, step)}`);
    const single = await runCapture(["render", "puzzles/classic-seed.json", "--step", "1"]);
    expect(count(single.stdout, /class="placed"/g)).toBe(1);
    expect(count(single.stdout, /fill="#c6efc6"/g)).toBe(1);
  });

  it("refuses a step past the explanation, and --step with --solve (exit 2)", async () => {
    const past = await runCapture(["render", "puzzles/classic-seed.json", "--step", "500"]);
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(/the explanation has \d+ steps; --step 500 is past them/);
    expect((await runCapture(["render", "puzzles/classic-seed.json", "--step", "2", "--solve"])).code).toBe(2);
  });
});
