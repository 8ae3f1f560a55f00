import { describe, expect, it } from "vitest";
import { puzzleSvg } from "../../src/format/svg.js";
import { stepText } from "../../src/logic/describe.js";
import { nextStep, solveLogically } from "../../src/logic/engine.js";
import { popcount } from "../../src/model/digits.js";
import { runCapture } from "../support/capture-io.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const count = (svg: string, re: RegExp): number => [...svg.matchAll(re)].length;

describe("SVG of one step", () => {
  it("draws the pencil marks of the open cells, the step's removals struck red and its pattern outlined", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const before = solveLogically(model, { maxSteps: 21 });
    const step = nextStep(before.state);
    // Step 22 is a pattern that only removes candidates (a skyscraper on SE's numbers).
    expect(step?.technique).toBe("skyscraper");
    if (step === undefined) return;
    expect(step.placements).toEqual([]);
    const svg = puzzleSvg(model.geometry, before.state.values, { givens: model.givens, candidates: before.state.candidates, step });
    let marks = 0;
    for (let c = 0; c < 81; c++) if (before.state.values[c] === 0) marks += popcount(before.state.candidates[c]);
    expect(count(svg, /<text [^>]*font-size|<text x="[\d.]+" y="[\d.]+" fill="(#6b6b6b|#c01c28|#1f7a1f)"/g)).toBe(marks);
    const removed = step.eliminations.reduce((n, e) => n + popcount(e.digits), 0);
    expect(count(svg, /class="removed"/g)).toBe(removed);
    expect(count(svg, /<line /g)).toBe(removed);
    expect(count(svg, /class="pattern"/g)).toBe(step.cells.length);
    // The step adds strokes only: no cell is filled in a colour of its own, so rule shading stays readable.
    expect(new Set([...svg.matchAll(/<rect [^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]))).toEqual(new Set(["#ffffff"]));
  });

  it("render --step N draws the position before step N of explain, the step in words under the grid", async () => {
    const run = await runCapture(["render", "puzzles/classic-seed.json", "--step", "22"]);
    expect(run.code).toBe(0);
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const step = nextStep(solveLogically(model, { maxSteps: 21 }).state);
    expect(run.stdout).toContain("<title>Classic seed: step 22</title>");
    // Under the grid, wrapped: the words of the step, the technique in bold.
    const under = [...run.stdout.matchAll(/<text x="12" y="[\d.]+" font-size="(\d+)">(.*?)<\/text>/g)];
    const words = under.map((m) => m[2].replace(/<[^>]*>/g, "")).join(" ");
    expect(words.replace(/\s+/g, " ")).toContain((step === undefined ? "-" : stepText(model.geometry, step)).replace(/\s+/g, " "));
    expect(run.stdout).toMatch(/<tspan font-weight="bold">skyscraper: ?<\/tspan>/);
    // Large enough to read at 100%: the step's text at least 16 units (pixels), on cells of 56.
    expect(Math.min(...under.map((m) => Number(m[1])))).toBeGreaterThanOrEqual(16);
    const single = await runCapture(["render", "puzzles/classic-seed.json", "--step", "1"]);
    expect(count(single.stdout, /class="placed"/g)).toBe(1);
    expect(count(single.stdout, /class="placed-cell"/g)).toBe(1);
  });

  it("render --step N draws explain's step N on a unique puzzle, where the uniqueness techniques take part", async () => {
    // An SE 6.4 puzzle of test/fixtures/third-party/se-rated/sample.txt: explain's step 7 is a unique rectangle, which a
    // step engine without the puzzle's uniqueness known would not take.
    const line = "000800097000000300000015060670200803080060020305004016060130000002000000410007000";
    const explained = await runCapture(["explain", line, "--format", "json"]);
    const seventh = (JSON.parse(explained.stdout) as { steps: { technique: string; text: string }[] }).steps[6];
    expect(seventh.technique).toBe("unique rectangle");
    const run = await runCapture(["render", line, "--step", "7"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/<tspan font-weight="bold">unique rectangle: ?<\/tspan>/);
  });

  it("render --step N --with NAME draws the step of explain --with NAME, an opt-in technique's; --with needs --step and a known name", async () => {
    // An SE 7.5 puzzle of test/fixtures/third-party/se-rated/sample.txt: with ALS-XY-wing, step 25 is one.
    const line = "062003090004000050005074203000042000001706400000910000508690300090000500030400970";
    const withWing = await runCapture(["render", line, "--step", "25", "--with", "als-xy-wing"]);
    expect(withWing.code).toBe(0);
    expect(withWing.stdout).toMatch(/<tspan font-weight="bold">ALS-XY-wing: ?<\/tspan>/);
    const without = await runCapture(["render", line, "--step", "25"]);
    expect(without.stdout).not.toContain("ALS-XY-wing");
    const noStep = await runCapture(["render", line, "--with", "als-xy-wing"]);
    expect(noStep.code).toBe(2);
    expect(noStep.stderr).toMatch(/--with adds techniques to the steps of --step N/);
    const unknown = await runCapture(["render", line, "--step", "3", "--with", "als-xy-wingg"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/did you mean als-xy-wing\?/);
  });

  it("refuses a step past the explanation, and --step with --solve (exit 2)", async () => {
    const past = await runCapture(["render", "puzzles/classic-seed.json", "--step", "500"]);
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(/the explanation has \d+ steps; --step 500 is past them/);
    expect((await runCapture(["render", "puzzles/classic-seed.json", "--step", "2", "--solve"])).code).toBe(2);
  });
});
