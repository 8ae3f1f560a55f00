/** The page's paste and drop read through the one reader: every form the CLI reads becomes the same puzzle. */
import { describe, expect, it } from "vitest";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { readPuzzleText } from "../../src/web/puzzle-document.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { readText } from "../support/capture-io.js";

describe("paste or drop any form", () => {
  it("f-puzzles JSON, f-puzzles and SudokuPad links, SudokuPad's own format, canvas text: the same givens", () => {
    const classic = loadPuzzleFile("puzzles/classic-seed.json");
    const samurai = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const texts = [
      writeAs(classic, "fpuzzles").text,
      writeAs(classic, "fpuzzles-link").text,
      writeAs(classic, "sudokupad").text,
      writeAs(samurai, "sudokupad").text,
      writeAs(samurai, "txt").text,
      readText("puzzles/layouts/samurai.layout.json"),
    ];
    const [fp, fpLink, spLink, scl, canvas, layout] = texts.map((t) => readPuzzleText(t));
    for (const read of [fp, fpLink, spLink]) {
      expect(read?.ok).toBe(true);
      if (read?.ok === true) expect(read.state.givens.size).toBe(classic.model.givens.filter((d) => d !== 0).length);
    }
    for (const read of [scl, canvas]) {
      expect(read?.ok).toBe(true);
      if (read?.ok === true) expect(read.state.givens.size).toBe(canvasRows(samurai.model.geometry, samurai.model.givens).join("").replace(/[ .]/g, "").length);
    }
    expect(layout?.ok === true && layout.state.givens.size === 0).toBe(true);
  });

  it("a batch of several puzzles is refused by name", () => {
    const line = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
    const read = readPuzzleText(`${line}\n${line}\n`);
    expect(read).toEqual({ ok: false, errors: ["this is a batch of 2 81-character lines: the page takes one puzzle (solve, validate and rate read batches)"] });
  });
});
