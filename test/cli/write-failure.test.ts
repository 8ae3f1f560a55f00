/**
 * A write to standard output that fails for another reason than a closed pipe (a full disk behind a
 * redirect; here a descriptor open only for reading, which fails the same way without touching a device)
 * ends with exit code 2, so `... > out && mv out done/` never takes lost output for success. A closed pipe
 * (`| head -1`) stays a normal end (process.test.ts).
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "../support/run-node.js";

const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("standard output that cannot be written", () => {
  for (const args of [
    ["solve", "puzzles/classic-seed.json"],
    ["explain", "puzzles/classic-seed.json"],
    ["convert", "puzzles/classic-seed.json", "--to", "txt"],
  ]) {
    it(`${args[0]}: says why on stderr and exits 2, not 0`, async () => {
      const path = join(dir, `${args[0]}.out`);
      writeFileSync(path, "");
      const readOnly = openSync(path, "r");
      try {
        const run = await runNode(args, { stdout: readOnly });
        expect(run.code).toBe(2);
        expect(run.stderr).toBe("combo-sudoku: cannot write to standard output: not open for writing\n");
      } finally {
        closeSync(readOnly);
      }
    });
  }
});
