/**
 * What the npm package holds, as `npm pack` lists it: the built code, the schemas and the project's own
 * puzzles, and none of the test fixtures, in particular none of the puzzles published by others
 * (test/fixtures/third-party/README.md). Runs `npm pack --dry-run --ignore-scripts`: nothing is built, written
 * or fetched.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./support/fixtures.js";

describe("the npm package", () => {
  it("holds dist, schemas, puzzles and the package's own files only: no test fixture, no third-party puzzle", () => {
    const run = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: projectRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const files = (JSON.parse(run.stdout) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
    expect(files).toContain("puzzles/killer.json");
    expect(files).toContain("schemas/puzzle.schema.json");
    const outside = files.filter((f) => !/^(dist|schemas|puzzles)\//.test(f) && !["package.json", "README.md", "LICENSE"].includes(f));
    expect(outside).toEqual([]);
    expect(files.filter((f) => /third-party|janko|fixtures/.test(f))).toEqual([]);
  });
});
