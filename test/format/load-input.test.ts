/** The one reader (format/load-input.ts): every form told from its content, each read to the same puzzle. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskedNine } from "../../src/arbitraries/index.js";
import { loadLine } from "../../src/format/batch-lines/load-line.js";
import { readAnyPuzzle } from "../../src/format/interchange/read-any.js";
import type { TargetFormat } from "../../src/format/interchange/write-as.js";
import { writeAs } from "../../src/format/interchange/write-as.js";
import { loadInput } from "../../src/format/load-input.js";
import { InvalidInputError } from "../../src/model/errors.js";
import { readText } from "../support/capture-io.js";

const toLine = (givens: Uint8Array): string => Array.from(givens, (d) => (d === 0 ? "." : String(d))).join("");

describe("loadInput tells every form from its content", () => {
  it("each written form of a random 9x9 reads back to the same givens, and says which form it was", () => {
    const forms: [TargetFormat | "nine-lines", string][] = [
      ["json", "json"],
      ["txt", "line"],
      ["fpuzzles", "fpuzzles"],
      ["fpuzzles-link", "fpuzzles-link"],
      ["sudokupad", "sudokupad-link"],
      ["nine-lines", "nine-lines"],
    ];
    fc.assert(
      fc.property(maskedNine(17, 40), (givens) => {
        const line = toLine(givens);
        const puzzle = loadLine(line);
        for (const [target, from] of forms) {
          const text = target === "nine-lines" ? `${(line.match(/.{9}/g) ?? []).join("\n")}\n` : writeAs(puzzle, target).text;
          const read = readAnyPuzzle(text, { file: "p" });
          expect(read.from, target).toBe(from);
          expect(toLine(read.puzzle.model.givens), target).toBe(line);
        }
      }),
      { numRuns: 20 },
    );
  });

  it("a batch, JSON Lines and a layout file are told apart from one puzzle", () => {
    const line = "..9..8.4.6......17.1..4............448.6.3.213............9..8.24......6.5.7..1..";
    expect(loadInput(`${line}\n${line}\n`).kind).toBe("batch");
    expect(loadInput(`${line}\n`).kind).toBe("batch");
    const doc = JSON.stringify({ layout: "single", givens: { main: line } });
    expect(loadInput(`${doc}\n${doc}\n`).kind).toBe("puzzles");
    expect(loadInput(`${doc}\n`).kind).toBe("puzzle");
    expect(loadInput(readText("puzzles/layouts/samurai.layout.json")).kind).toBe("layout");
    // A one-puzzle batch is a puzzle where one is taken.
    expect(readAnyPuzzle(`${line}\n`).from).toBe("line");
  });

  it("text that is none of them names every form it could have been", () => {
    try {
      loadInput("hello\n", { file: "x" });
      expect.unreachable();
    } catch (e: unknown) {
      expect(e).toBeInstanceOf(InvalidInputError);
      expect((e as InvalidInputError).message).toMatch(/f-puzzles JSON, SudokuPad JSON, an f-puzzles or SudokuPad link, .*JSON Lines of puzzles/);
    }
  });
});
