import { describe, expect, it } from "vitest";
import { givenOnce } from "../../src/cli/given-once.js";
import { UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";

describe("an option given more than once", () => {
  it("is refused with its long name and every value given; lists and booleans pass", () => {
    const repeatable = new Set(["files", "with"]);
    expect(() => givenOnce({ _: ["solve"], l: ["a", "b"], layout: ["a", "b"] }, repeatable)).toThrow(UsageError);
    expect(() => givenOnce({ l: ["", "json"], layout: ["", "json"] }, repeatable)).toThrow('--layout is given 2 times ("", json); give it once');
    expect(() => givenOnce({ files: ["a", "b"], with: ["x", "y"], force: true, layout: "samurai" }, repeatable)).not.toThrow();
  });

  it("is exit 2 with one line from every command, never an internal error", async () => {
    for (const argv of [
      ["solve", "puzzles/4x4-sudoku.json", "--layout", "--layout", "json"],
      ["solve", "puzzles/4x4-sudoku.json", "-l", "single", "--layout", "samurai"],
      ["rate", "puzzles/classic-seed.txt", "--timeout", "3", "--timeout", "4"],
      ["render", "puzzles/4x4-sudoku.json", "-o", "a.svg", "--output", "b.svg"],
      ["generate", "--layout", "single", "--layout", "samurai"],
      ["convert", "puzzles/4x4-sudoku.json", "--to", "json", "--to", "txt"],
    ]) {
      const run = await runCapture(argv);
      expect(run.code, argv.join(" ")).toBe(2);
      expect(run.stderr, argv.join(" ")).toMatch(/^combo-sudoku: --(layout|timeout|output|to) is given 2 times \(.*\); give it once\n$/);
      expect(run.stdout).toBe("");
    }
  });

  it("--with may be repeated: its lists are joined", async () => {
    const once = await runCapture(["rate", "puzzles/classic-seed.txt", "--with", "als-xy-wing,als-xy-chain"]);
    const twice = await runCapture(["rate", "puzzles/classic-seed.txt", "--with", "als-xy-wing", "--with", "als-xy-chain"]);
    expect(twice.code).toBe(0);
    expect(twice.stdout).toBe(once.stdout);
  });
});
