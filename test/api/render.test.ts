/** render in one call: the SVG render writes, solved, or at a step of the explanation; batches. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { render } from "../../src/api/render.js";
import { UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { LINE, NONE } from "./lines.js";

describe("render in one call", () => {
  it("draws what render writes: the puzzle, its solution, a step of explain", async () => {
    for (const extra of [[], ["--solve"], ["--step", "5"]]) {
      const cli = await runCapture(["render", "puzzles/killer.json", ...extra]);
      expect(cli.code).toBe(0);
      const options = extra[0] === "--solve" ? { solve: true } : extra[0] === "--step" ? { step: 5 } : {};
      expect(render(readFileSync(`${projectRoot}puzzles/killer.json`, "utf8"), options)).toBe(cli.stdout);
    }
  });

  it("a puzzle without solution cannot be drawn solved; step and solve do not go together", () => {
    expect(render(NONE)).toMatch(/^<svg/);
    expect(() => render(NONE, { solve: true })).toThrow(/no solution/);
    // The CLI's exit code for it, 1, as `render --solve` exits.
    expect(() => render(NONE, { solve: true })).toThrow(expect.objectContaining({ exitCode: 1, name: "NoSolutionError" }));
    expect(() => render(LINE, { solve: true, step: 1 })).toThrow(UsageError);
    expect(() => render(LINE, { step: 10_000 })).toThrow(/past them/);
  });

  it("a batch gives a picture a line", async () => {
    const answers = render(`${LINE}\n${NONE}\n`, { solve: true });
    if (!isAnswers(answers)) throw new Error("a batch expected");
    const got: string[] = [];
    for await (const a of answers) got.push("result" in a ? a.result.slice(0, 4) : a.error.message);
    expect(got).toEqual(["<svg", "the puzzle has no solution: nothing to draw"]);
  });
});
