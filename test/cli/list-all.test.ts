/**
 * `solve --all` writes each solution as it is found (it once kept every one in memory, 200 MB/s on an
 * empty 16x16, printed nothing before the end and overran --timeout by half a minute): on the real process,
 * a stop leaves every solution found so far, each whole, with a count that matches them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { solve } from "../../src/strategies/solve.js";
import { UsageError } from "../../src/model/errors.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { runNode } from "../support/run-node.js";

const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const empty16 = join(dir, "empty16.json");
writeFileSync(empty16, JSON.stringify({ layout: { name: "sixteen", size: 16, grids: [{ id: "m", row: 0, col: 0 }] }, givens: {} }));

describe("solve --all streams", () => {
  it("--timeout: stops with every solution found so far written whole, and a count that matches (exit 3)", async () => {
    const run = await runNode(["solve", empty16, "--all", "--timeout", "1.5", "-f", "pretty", "--no-color"]);
    expect(run.code).toBe(3);
    const listed = run.stdout.match(/^solution \d+$/gm)?.length ?? 0;
    expect(listed).toBeGreaterThan(10);
    expect(run.stdout).toContain(`\nat least ${listed} solutions (stopped by --timeout; the count is a lower bound)\n`);
    // every solution block is whole: 16 rows of 16 digits in its box drawing
    expect(run.stdout.match(/^│( [1-9A-G]){4}( │( [1-9A-G]){4}){3} │$/gm)?.length).toBe(16 * listed);
    // Not timed here (a busy machine made 10 s too short): that each solution goes out as found, rather than
    // all at the end (--timeout 20 once ended after 49.7 s), is the SIGINT case below, whose readiness line
    // comes with the first solution written, and the library's onSolution case.
  });

  it("SIGINT with -o FILE: the solutions so far in FILE.partial, FILE not written, exit 3", async () => {
    const out = join(dir, "all.txt");
    const run = await runNode(["solve", empty16, "--all", "-f", "text", "-o", out], { signal: "SIGINT", ready: "listed" });
    expect(run.code).toBe(3);
    expect(existsSync(out)).toBe(false);
    const partial = readFileSync(`${out}.partial`, "utf8");
    const blocks = partial.trimEnd().split("\n\n");
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block.split("\n")).toHaveLength(16);
    expect(run.stderr).toBe(`${empty16}: interrupted: the ${blocks.length} solutions found so far are in ${out}.partial; ${out} not written\n`);
  });
});

describe("the library's onSolution", () => {
  it("hands over each solution as found, the same solutions a keeping solve keeps; the planner does not stream", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const givens = Uint8Array.from("..9..8.4.6......17.1..4............448.6.3.213............9..8.2.......6.5.7..1..", (ch) => (ch === "." ? 0 : Number(ch)));
    // 284 solutions, all of them: the 9x9 engine keeps them in its own order, the search streams them in its
    const kept = solve({ geometry, givens }, { limit: Infinity, keep: Infinity });
    const streamed: Uint8Array[] = [];
    const result = solve({ geometry, givens }, { limit: Infinity, keep: 0, onSolution: (s) => streamed.push(s.slice()) });
    expect(result.solutions).toEqual([]);
    expect(result.count).toBe(kept.count);
    expect(result.stats.strategy).toBe("search");
    const text = (list: Uint8Array[]): string[] => list.map((s) => [...s].join("")).sort();
    expect(new Set(text(streamed)).size).toBe(284);
    expect(text(streamed)).toEqual(text(kept.solutions));
    const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
    expect(() => solve({ geometry: samurai, givens: new Uint8Array(samurai.cellCount) }, { strategy: "planner", onSolution: () => undefined })).toThrow(
      UsageError,
    );
  });
});
