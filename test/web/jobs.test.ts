import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { loadInput } from "../../src/format/load-input.js";
import { PROGRESS_INTERVAL_MS, runJob } from "../../src/web/jobs.js";
import { runCapture } from "../support/capture-io.js";
import { projectRoot, seedSolution } from "../support/fixtures.js";

/** A solved 9x9 grid (any valid one): the hint for a full grid is "already solved". */
const seedNine = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("worker jobs", () => {
  it("solve: the seed samurai's unique solution, as canvas rows", () => {
    const puzzle = readFileSync(`${projectRoot}puzzles/samurai-seed-a.json`, "utf8");
    const r = runJob({ id: 7, kind: "solve", puzzle, limit: 2 });
    expect(r).toMatchObject({ id: 7, kind: "solved", status: "unique", count: 1, complete: true });
    if (r.kind === "solved") expect(r.solution).toEqual(seedSolution("a").canvas.map((l) => l.trimEnd()));
  });

  it("count with a limit: stops there and says the count is a lower bound", () => {
    const r = runJob({ id: 1, kind: "solve", puzzle: JSON.stringify({ layout: "twin", givens: {} }), limit: 50 });
    expect(r).toMatchObject({ kind: "solved", status: "multiple", count: 50, complete: false });
  });

  it("an invalid puzzle fails with the CLI's messages", () => {
    const r = runJob({ id: 2, kind: "solve", puzzle: JSON.stringify({ layout: "nope", givens: {} }), limit: 2 });
    expect(r.kind).toBe("failed");
    if (r.kind === "failed") expect(r.errors[0]).toMatch(/^\/layout: no built-in layout "nope"/);
  });

  it("hint and explain: the step engine's answers, as the CLI's hint and explain give them", async () => {
    const puzzle = readFileSync(`${projectRoot}puzzles/samurai-seed-a.json`, "utf8");
    const hint = runJob({ id: 1, kind: "hint", puzzle });
    const cliHint = await runCapture(["hint", "puzzles/samurai-seed-a.json", "--format", "json"]);
    const cliJson = JSON.parse(cliHint.stdout) as { solved: boolean; steps: unknown[] };
    expect(cliJson.steps).toHaveLength(1);
    expect(hint).toEqual({ id: 1, kind: "hinted", solved: cliJson.solved, step: cliJson.steps[0] });
    const explained = runJob({ id: 2, kind: "explain", puzzle });
    const cli = JSON.parse((await runCapture(["explain", "puzzles/samurai-seed-a.json", "--format", "json"])).stdout) as { solved: boolean; steps: unknown[] };
    expect(explained).toMatchObject({ kind: "explained", solved: cli.solved, steps: cli.steps });
    const solvedPuzzle = JSON.stringify({ layout: "single", givens: { main: seedNine } });
    expect(runJob({ id: 3, kind: "hint", puzzle: solvedPuzzle })).toEqual({ id: 3, kind: "hinted", solved: true });
  });

  it("generate at a level: the explanation of the puzzle rates it at that level", () => {
    const r = runJob({ id: 4, kind: "generate", layout: BUILTIN_LAYOUTS.single, builtin: "single", seed: 3, symmetry: "none", level: "easy" });
    expect(r.kind).toBe("generated");
    if (r.kind !== "generated") return;
    expect(JSON.parse(r.puzzle).source).toBe("combo-sudoku web: layout single, seed 3, symmetry none, level easy");
    const explained = runJob({ id: 5, kind: "explain", puzzle: r.puzzle });
    expect(explained).toMatchObject({ kind: "explained", solved: true, rating: expect.stringMatching(/^\d\.\d easy /) });
  });

  it("generate reports progress on a long job, never faster than the interval; a target out of reach fails in words", () => {
    // 20 givens is far below a minimal flower (about 150): all 20 attempts run, some 60-120 ms of CPU each
    // here, so the job lasts many progress intervals even on a much faster machine (a sumo's attempts lasted
    // ten times as long, for no more coverage).
    const times: number[] = [];
    const texts: string[] = [];
    const r = runJob({ id: 9, kind: "generate", layout: BUILTIN_LAYOUTS.flower, builtin: "flower", seed: 5, symmetry: "none", givens: 20 }, (p) => {
      expect(p.id).toBe(9);
      times.push(performance.now());
      texts.push(p.text);
    });
    expect(r).toMatchObject({ kind: "failed", errors: [expect.stringMatching(/^could not reach 20 givens in 20 attempts \(seed 5\)/)] });
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const t of texts) expect(t).toMatch(/^attempt \d+, \d+ givens so far$/);
    expect(texts.at(-1)).not.toMatch(/^attempt 1,/);
    // Throttled by the job's own clock; half the interval leaves room for a pause between its clock and ours.
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS / 2);
  });

  it("generate: the same seed gives the same valid puzzle with one solution", () => {
    const job = { id: 3, kind: "generate" as const, layout: BUILTIN_LAYOUTS.twin, builtin: "twin", seed: 42, symmetry: "central" as const };
    const a = runJob(job);
    const b = runJob(job);
    expect(a.kind).toBe("generated");
    if (a.kind !== "generated" || b.kind !== "generated") return;
    expect(a.puzzle).toBe(b.puzzle);
    const input = loadInput(a.puzzle);
    expect(input.kind).toBe("puzzle");
    const solved = runJob({ id: 4, kind: "solve", puzzle: a.puzzle, limit: 2 });
    expect(solved).toMatchObject({ status: "unique" });
    expect(JSON.parse(a.puzzle)).toMatchObject({ $schema: "puzzle.schema.json", layout: "twin", source: expect.stringContaining("seed 42") });
  });
});
