import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LineBlock } from "../../../src/format/batch-lines/line-block.js";
import type { BatchLine } from "../../../src/format/batch-lines/line-kind.js";
import type { LineJob } from "../../../src/format/batch-lines/rate-line.js";
import { answerLine, writeAnswer } from "../../../src/format/batch-lines/rate-line.js";
import type { BlockAnswer, BlockOptions } from "../../../src/format/batch-lines/solve-block.js";
import { solveBlock } from "../../../src/format/batch-lines/solve-block.js";
import { sniffInput } from "../../../src/format/sniff-input.js";
import { formatIssue } from "../../../src/model/errors.js";

/**
 * Differential test of the block path (solve-block.ts, sniff-input.ts's blocks) against the line-by-line
 * functions it stands in for (splitLines, answerLine, writeAnswer): for any mix of lines and any way the
 * input arrives in pieces, the same output bytes, the same stderr reasons, the same count and exit code.
 */

/** Puzzles of the 17-clue sample (test/fixtures/third-party/nine: from the public tdoku benchmark sets). */
const PUZZLES = readFileSync(fileURLToPath(new URL("../../fixtures/third-party/nine/17_clue.sample.txt", import.meta.url)), "utf8")
  .split("\n")
  .filter((l) => /^[0-9.]{81}$/.test(l))
  .slice(0, 8);
const NO_SOLUTION = `12345678.........9${".".repeat(63)}`; // cell 9 of row 1 can be nothing
const CLASH = `11${".".repeat(79)}`;
const MANY = ".".repeat(81);
const LINE = fc.oneof(
  fc.constantFrom(...PUZZLES),
  fc.constantFrom(...PUZZLES).map((p) => `${p}\r`),
  fc.constantFrom(...PUZZLES).map((p) => ` ${p.replace(/\./g, "0")}\t`),
  fc.constantFrom(NO_SOLUTION, CLASH, MANY, `${MANY}\r`, `${PUZZLES[0].slice(0, 80)}x`, PUZZLES[1].slice(1), `${PUZZLES[2]}5`, "{not json"),
  fc.constantFrom("", "\r", "   ", "# a comment", "  # indented comment\r", "é".repeat(81), "5".repeat(1500)),
);

/** An input delivered in the given pieces, as a file or a pipe would. */
function source(pieces: readonly string[]): { chunks: AsyncIterable<string>; close: () => void } {
  return {
    chunks: (async function* () {
      yield* pieces;
    })(),
    close: () => undefined,
  };
}

async function sniffBatch(pieces: readonly string[], maxBytes: number): Promise<{ lines: AsyncIterable<BatchLine>; blocks: AsyncIterable<LineBlock> }> {
  const sniffed = await sniffInput(source(pieces), "f.txt", maxBytes);
  if (sniffed.kind !== "batch") throw new Error("not read as a batch");
  return sniffed;
}

interface Whole {
  text: string;
  problems: string;
  written: number;
  worst: number;
  lastLine?: number | undefined;
}

/** The answer as the line-by-line functions give it. */
async function lineByLine(lines: AsyncIterable<BatchLine>, options: BlockOptions): Promise<Whole> {
  const whole: Whole = { text: "", problems: "", written: 0, worst: 0 };
  for await (const l of lines) {
    const o = answerLine(options.job, l.text, options.strategy, () => false, l.overlong, options.lineStats);
    if (o.reason !== undefined) whole.problems += `${formatIssue({ file: options.file, line: l.line, message: o.reason })}\n`;
    whole.worst = Math.max(whole.worst, o.status === "invalid" ? 2 : o.status === "none" ? 1 : 0);
    whole.text += writeAnswer(options.job, l, o, options.format, options.stats);
    whole.written++;
    whole.lastLine = l.line;
  }
  return whole;
}

/** The answer as the blocks give it, pausing (and resuming) where `pauses` says. */
async function byBlocks(blocks: AsyncIterable<LineBlock>, options: BlockOptions, pauses: readonly boolean[]): Promise<Whole> {
  const whole: Whole = { text: "", problems: "", written: 0, worst: 0 };
  let asked = 0;
  const pause = (): boolean => pauses[asked++ % Math.max(1, pauses.length)] === true;
  for await (const block of blocks) {
    let from: BlockAnswer["resume"];
    do {
      const part = solveBlock(block, options, () => false, pause, from);
      whole.text += part.text;
      whole.problems += part.problems;
      whole.written += part.written;
      whole.worst = Math.max(whole.worst, part.worst);
      whole.lastLine = part.lastLine ?? whole.lastLine;
      expect(part.stoppedAt).toBeUndefined();
      from = part.resume;
    } while (from !== undefined);
  }
  return whole;
}

/** The text cut into pieces at the given places. */
function cut(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % text.length))].sort((a, b) => a - b);
  return [0, ...at].map((start, i) => text.slice(start, [...at, text.length][i])).filter((p) => p !== "");
}

describe("solveBlock: the same answers as line by line", () => {
  for (const job of ["solve", "rate"] as const satisfies readonly LineJob[]) {
    it(`${job}: every format, --stats or not, any mix of lines and pieces (fast-check, seeded)`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(LINE, { maxLength: job === "rate" ? 12 : 60 }),
          fc.boolean(),
          fc.boolean(),
          fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 8 }),
          fc.constantFrom("pretty", "text", "json", "csv"),
          fc.boolean(),
          fc.array(fc.boolean(), { maxLength: 7 }),
          fc.constantFrom(1000, 10_000_000),
          async (lines, bom, finalEol, cutsAfter, format, stats, pauses, maxBytes) => {
            // The first piece is read whole to tell a batch (and is capped): keep it short.
            const text = `${bom ? "\uFEFF" : ""}${[PUZZLES[0], ...lines].join("\n")}${finalEol ? "\n" : ""}`;
            const cuts = [90, ...cutsAfter];
            const options: BlockOptions = { file: "f.txt", job, format, strategy: "auto", stats, lineStats: stats || format === "csv" };
            const expected = await lineByLine((await sniffBatch(cut(text, cuts), maxBytes)).lines, options);
            const got = await byBlocks((await sniffBatch(cut(text, cuts), maxBytes)).blocks, options, pauses);
            // Search time differs run to run: compare the answers with each line's ms blanked.
            const noMs = (s: string): string => s.replace(/"ms":[0-9.e+-]+/g, '"ms":0').replace(/^(\d+,[a-z]+,\d*,\d*,)[0-9.e+-]*/gm, "$1");
            expect({ ...got, text: noMs(got.text) }).toEqual({ ...expected, text: noMs(expected.text) });
          },
        ),
        { numRuns: job === "rate" ? 15 : 60 },
      );
    });
  }

  it("a line longer than the cap is one bad line in a block of its own; the next lines keep their numbers", async () => {
    const text = `${PUZZLES[0]}\n${"5".repeat(3000)}\n${PUZZLES[1]}\n`;
    const blocks: LineBlock[] = [];
    for await (const b of (await sniffBatch(cut(text, [500, 1500, 2500]), 1000)).blocks) blocks.push(b);
    expect(blocks.map((b) => [b.firstLine, b.overlong === true])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    const options: BlockOptions = { file: "f.txt", job: "solve", format: "json", strategy: "auto", stats: false, lineStats: false };
    expect(solveBlock(blocks[1], options, () => false)).toMatchObject({
      written: 1,
      lastLine: 2,
      worst: 2,
      text: expect.stringContaining('"line":2,"status":"invalid"'),
    });
  });

  it("a stop ends the answer before the first puzzle line it leaves undone, blank and comment lines skipped", () => {
    const block: LineBlock = { firstLine: 7, text: `${PUZZLES[0]}\n\n# note\n${PUZZLES[1]}\n${PUZZLES[2]}\n` };
    const options: BlockOptions = { file: "f.txt", job: "solve", format: "text", strategy: "auto", stats: false, lineStats: false };
    let polls = 0;
    // Stop once the first line is done: its search polls nothing on an easy puzzle, so count the block's own asks.
    const answer = solveBlock(block, options, () => ++polls > 1);
    expect(answer).toMatchObject({ written: 1, lastLine: 7, stoppedAt: 10 });
    expect(answer.text.split("\n")).toHaveLength(2);
  });
});
