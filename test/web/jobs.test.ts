import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { loadInput } from "../../src/format/load-input.js";
import { runJob } from "../../src/web/jobs.js";
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
