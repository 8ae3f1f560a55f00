import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BatchLine } from "../../src/format/batch-lines/line-kind.js";
import { sniffInput } from "../../src/format/sniff-input.js";

const PUZZLE = `${"1".repeat(9)}${".".repeat(72)}`;
const seed = Number(process.env.COMBO_SEED ?? 23);

/** An input delivered in the given pieces, as a file or a pipe would. */
function source(pieces: readonly string[]): { chunks: AsyncIterable<string>; close: () => void } {
  return {
    chunks: (async function* () {
      yield* pieces;
    })(),
    close: () => undefined,
  };
}

async function readBatch(pieces: readonly string[], maxBytes = 1e7): Promise<BatchLine[]> {
  const sniffed = await sniffInput(source(pieces), "f", maxBytes);
  if (sniffed.kind !== "batch") throw new Error("not read as a batch");
  const lines: BatchLine[] = [];
  for await (const l of sniffed.lines) lines.push(l);
  return lines;
}

/** The puzzle lines of a whole text, numbered: what the batch must give, however the text arrives. */
function expectedLines(text: string): BatchLine[] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\n")
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text !== "" && !l.text.startsWith("#"));
}

describe("sniffInput: a batch streamed line by line", () => {
  it("gives every line once, numbered and in order, wherever the input's pieces break (fast-check, seeded)", async () => {
    console.log(`sniff-input property: seed ${seed} (set COMBO_SEED to replay)`);
    const line = fc.constantFrom(PUZZLE, `${PUZZLE}\r`, "", "# note", "bad", ` ${PUZZLE} `);
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 3000 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 30 }),
        async (lines, bom, finalEol, cuts) => {
          const text = `${bom ? "\uFEFF" : ""}${[PUZZLE, ...lines].join("\n")}${finalEol ? "\n" : ""}`;
          const at = [...new Set(cuts.map((c) => c % text.length))].sort((a, b) => a - b);
          const pieces = [0, ...at].map((start, i) => text.slice(start, [...at, text.length][i])).filter((p) => p !== "");
          expect(await readBatch(pieces)).toEqual(expectedLines(text));
        },
      ),
      { seed, numRuns: 60 },
    );
  });

  it("a line longer than the cap keeps only its start and is marked overlong; the next lines keep their numbers", async () => {
    const long = "5".repeat(3000);
    const lines = await readBatch([`${PUZZLE}\n`, long.slice(0, 1500), long.slice(1500), `\n${PUZZLE}`], 1000);
    expect(lines.map((l) => [l.line, l.overlong === true])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(Math.max(...lines.map((l) => l.text.length))).toBeLessThanOrEqual(1000);
  });
});
