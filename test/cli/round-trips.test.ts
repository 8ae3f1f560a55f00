/**
 * Round trips: what generate writes, solve reads. `-f text` gives 81-character lines for a
 * one-grid layout (a batch) and canvas text for a multi-grid one.
 */
import { describe, expect, it } from "vitest";
import { captureIo } from "../support/memory-io.js";
import { runCapture } from "../support/capture-io.js";
import { runCli } from "../../src/cli/run.js";

describe("generate -f text, then solve", () => {
  it("a one-grid layout: one 81-character line a puzzle, solved as a batch, every line unique", async () => {
    const made = await runCapture(["generate", "-l", "single", "-n", "4", "--seed", "3", "-f", "text"]);
    expect(made.code).toBe(0);
    const lines = made.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    for (const l of lines) expect(l).toMatch(/^[1-9.]{81}$/);
    const solved = await runCapture(["solve", "-", "-f", "json"], { stdin: made.stdout });
    expect(solved.code).toBe(0);
    const statuses = solved.stdout
      .trimEnd()
      .split("\n")
      .map((l) => (JSON.parse(l) as { status: string }).status);
    expect(statuses).toEqual(["unique", "unique", "unique", "unique"]);
  });

  it("a samurai: canvas text with its source as a comment, recognised and solved; the same givens as -f json", async () => {
    const text = await runCapture(["generate", "-l", "samurai", "--seed", "8", "-f", "text"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^# combo-sudoku generate: layout samurai, seed 8, /);
    const json = await runCapture(["generate", "-l", "samurai", "--seed", "8"]);
    const givens = (JSON.parse(json.stdout) as { givens: string[] }).givens;
    expect(text.stdout.split("\n").slice(1, -1)).toEqual(givens);
    const solved = await runCapture(["solve", "-", "-f", "json"], { stdin: text.stdout });
    expect(solved.code).toBe(0);
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: "unique" });
  });

  it("several multi-grid puzzles as text go one a file into -o DIR; to one stream they are refused with the reason", async () => {
    const refused = await runCapture(["generate", "-l", "twin", "-n", "2", "--seed", "1", "-f", "text"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/canvas text holds one puzzle a file: .*-o DIR/);
    // The memory io stands in for the file system: the directory exists there, files land in its map.
    const dir = "out";
    const io = captureIo({}, [dir]);
    expect(await runCli(["generate", "-l", "twin", "-n", "2", "--seed", "1", "-f", "text", "-o", dir], io)).toBe(0);
    const names = [...io.files.keys()].map((p) => p.slice(dir.length + 1)).sort();
    expect(names).toEqual(["puzzle-001.txt", "puzzle-002.txt"]);
    for (const path of io.files.keys()) {
      const solved = await runCapture(["solve", "-", "-f", "json"], { stdin: io.files.get(path) ?? "" });
      expect(JSON.parse(solved.stdout)).toMatchObject({ status: "unique" });
    }
  });
});
