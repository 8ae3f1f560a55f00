/**
 * The whole-layout search keeps its own stack: its depth is bounded by memory, not by the JavaScript call
 * stack (`rate` of a layout of 64 16x16 grids once ended in exit 4, "Maximum call stack size
 * exceeded", as the search recursed once per branch). Shown on the real process with a small call stack
 * (`node --stack-size=100`): four empty 16x16 grids side by side are searched about a thousand branches
 * deep, which the recursive search could not do there.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { projectRoot } from "../support/fixtures.js";
import { MAIN } from "../support/run-node.js";

const layout = {
  name: "four-16",
  size: 16 as const,
  grids: [0, 1, 2, 3].map((i) => ({ id: `g${i}`, row: 16 * Math.floor(i / 2), col: 16 * (i % 2) })),
};

describe("search depth", () => {
  it("a search a thousand branches deep runs on a small call stack", () => {
    const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
    try {
      const file = join(dir, "four.json");
      writeFileSync(file, JSON.stringify({ layout, givens: {} }));
      const run = spawnSync(process.execPath, ["--stack-size=100", MAIN, "solve", file, "--limit", "1", "-f", "text"], { cwd: projectRoot, encoding: "utf8" });
      expect(run.stderr).toBe(`${file}: a solution found; uniqueness not checked (--limit 1)\n`);
      expect(run.status).toBe(0);
      expect(run.stdout.split("\n").filter((l) => /^[1-9A-G]{32}$/.test(l))).toHaveLength(32);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("in process too, the search of the empty layout returns a solution that is a Latin square with boxes", () => {
    const geometry = buildGeometry(layout);
    const result = solve({ geometry, givens: new Uint8Array(geometry.cellCount) }, { limit: 1, strategy: "search" });
    expect(result.count).toBe(1);
    const s = result.solutions[0]!;
    for (let u = 0; u < geometry.unitCount; u++) {
      const seen = new Set<number>();
      for (let j = 0; j < 16; j++) seen.add(s[geometry.unitCells[u * 16 + j]!]!);
      expect(seen.size).toBe(16);
    }
  });
});
