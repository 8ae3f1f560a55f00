import { describe, expect, it } from "vitest";
import { exportLink, rulesText } from "../../src/web/export-links.js";
import { readPuzzleText } from "../../src/web/puzzle-document.js";
import { readText } from "../support/capture-io.js";

/** The state of a puzzle file, as the page opens it. */
function stateOf(file: string) {
  const read = readPuzzleText(readText(file));
  if (!read.ok) throw new Error(read.errors.join("\n"));
  return read.state;
}

describe("export as other solvers' links, and the rules in words", () => {
  it("f-puzzles and SudokuPad links read back (the page's own reader) to the same givens and rules", () => {
    for (const file of ["puzzles/classic-seed.json", "puzzles/killer.json"]) {
      const state = stateOf(file);
      for (const target of ["fpuzzles-link", "sudokupad"] as const) {
        const out = exportLink(state, target);
        if (out === undefined || "error" in out) throw new Error(`${file} ${target}: ${JSON.stringify(out)}`);
        expect(out.link, target).toMatch(target === "sudokupad" ? /^https:\/\/sudokupad\.app\// : /^https:\/\/(www\.)?f-puzzles\.com\//);
        const back = readPuzzleText(out.link);
        if (!back.ok) throw new Error(back.errors.join("\n"));
        expect([...back.state.givens].sort(), `${file} ${target}`).toEqual([...state.givens].sort());
        expect(back.state.layout.rules?.length ?? 0, `${file} ${target}`).toBe(state.layout.rules?.length ?? 0);
      }
    }
  });

  it("a samurai goes to SudokuPad (its own format), not to f-puzzles (one grid only): said in words", () => {
    const samurai = stateOf("puzzles/samurai-seed-a.json");
    const sp = exportLink(samurai, "sudokupad");
    expect(sp !== undefined && "link" in sp && readPuzzleText(sp.link).ok).toBe(true);
    const fp = exportLink(samurai, "fpuzzles-link");
    expect(fp !== undefined && "error" in fp).toBe(true);
  });

  it("the rules text: the classic sentence, then each rule kind's", () => {
    expect(rulesText(stateOf("puzzles/classic-seed.json"))).toEqual(["Place 1-9 once in every row, column and box."]);
    const killer = rulesText(stateOf("puzzles/killer.json"));
    expect(killer).toHaveLength(2);
    expect(killer[1]).toMatch(/cage/i);
  });
});
