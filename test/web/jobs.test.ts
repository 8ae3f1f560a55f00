import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { loadInput } from "../../src/format/load-input.js";
import { PROGRESS_INTERVAL_MS, runJob } from "../../src/web/jobs.js";
import { projectRoot, seedSolution } from "../support/fixtures.js";

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

  it("generate reports progress on a long job, never faster than the interval; a target out of reach fails in words", () => {
    // 60 givens is far below a minimal samurai (about 110): all 20 attempts run, each a few hundred ms.
    const times: number[] = [];
    const texts: string[] = [];
    const r = runJob({ id: 9, kind: "generate", layout: BUILTIN_LAYOUTS.samurai, builtin: "samurai", seed: 5, symmetry: "none", givens: 60 }, (p) => {
      expect(p.id).toBe(9);
      times.push(performance.now());
      texts.push(p.text);
    });
    expect(r).toMatchObject({ kind: "failed", errors: [expect.stringMatching(/^could not reach 60 givens in 20 attempts \(seed 5\)/)] });
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const t of texts) expect(t).toMatch(/^attempt \d+, \d+ givens so far$/);
    expect(texts.at(-1)).not.toMatch(/^attempt 1,/);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS - 1);
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
