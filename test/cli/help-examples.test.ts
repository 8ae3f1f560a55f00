/** Every command's --help shows one or two examples, and hint's help is hint's own. */
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const COMMANDS = ["solve", "validate", "explain", "hint", "rate", "generate", "layouts", "init", "render", "convert", "web"];

describe("--help of each command", () => {
  for (const command of COMMANDS) {
    it(`${command} --help: its own usage line and one or two examples of it`, async () => {
      const run = await runCapture([command, "--help"]);
      expect(run.code).toBe(0);
      expect(run.stdout.split("\n")[0]).toMatch(new RegExp(`^combo-sudoku ${command}\\b`));
      const examples = run.stdout.slice(run.stdout.indexOf("\nExamples:\n"));
      expect(examples.length, run.stdout).toBeGreaterThan(10);
      const lines = [...examples.matchAll(/^ {2}(?:echo LINE \| )?combo-sudoku (\w+)/gm)].map((m) => m[1]);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.every((c) => c === command || (command === "rate" && c === "generate"))).toBe(true);
    });
  }

  it("the examples that read the project's puzzles run as written", async () => {
    for (const args of [
      ["solve", "puzzles/samurai-seed-a.json"],
      ["explain", "puzzles/samurai-seed-b.json"],
      ["hint", "puzzles/samurai-seed-b.json"],
      ["rate", "puzzles/samurai-seed-b.json"],
      ["layouts", "samurai"],
      ["render", "puzzles/killer.json"],
      ["convert", "puzzles/samurai-seed-a.json", "--to", "sudokupad"],
    ]) {
      const run = await runCapture(args);
      expect(run.code, args.join(" ")).toBe(0);
    }
  });
});
