/**
 * shard.ts: the parts of a run cover it once, in order, however the text is cut into chunks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseShard, shardRange, shardSource } from "../../src/cli/shard.js";
import { UsageError } from "../../src/model/errors.js";

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}

const source = (pieces: readonly string[]) => ({
  size: Buffer.byteLength(pieces.join("")),
  chunks: (async function* () {
    yield* pieces;
  })(),
  close: () => {},
});

describe("--shard", () => {
  it("reads i/n and refuses anything else, naming the form", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    expect(parseShard(undefined)).toBeUndefined();
    for (const bad of ["0/4", "5/4", "1/0", "2", "a/b", "1/4/2"]) expect(() => parseShard(bad)).toThrow(UsageError);
  });

  it("the ranges of 1/n .. n/n cover 0..total-1 once, in order", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (total, count) => {
        let next = 0;
        for (let index = 1; index <= count; index++) {
          const { from, to } = shardRange(total, { index, count });
          expect(from).toBe(next);
          expect(to).toBeGreaterThanOrEqual(from);
          next = to;
        }
        expect(next).toBe(total);
      }),
    );
  });

  it("each line of a file is kept by exactly one shard, its line number unchanged, whatever the chunks", async () => {
    const line = fc.stringMatching(/^[0-9.é#]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.nat(40), { maxLength: 6 }),
        async (lines, last, count, cuts) => {
          const whole = lines.join("\n") + (last && lines.length > 0 ? "\n" : "");
          const at = [...new Set(cuts.map((c) => Math.min(c, whole.length)))].sort((a, b) => a - b);
          const pieces = [0, ...at, whole.length].slice(1).map((end, i, ends) => whole.slice(i === 0 ? 0 : ends[i - 1], end));
          const kept: string[][] = [];
          for (let index = 1; index <= count; index++) {
            const part = await text(shardSource(source(pieces), { index, count }, "f").chunks);
            // Same lines (numbers kept), only some of them blank.
            expect(part.split("\n")).toHaveLength(whole.split("\n").length);
            kept.push(part.split("\n"));
          }
          whole.split("\n").forEach((l, i) => {
            const owners = kept.filter((part) => part[i] === l && l !== "");
            if (l !== "") expect(owners).toHaveLength(1);
          });
        },
      ),
    );
  });

  it("standard input, whose size is unknown, is refused", () => {
    expect(() => shardSource({ chunks: (async function* () {})(), close: () => {} }, { index: 1, count: 2 }, "-")).toThrow(/standard input/);
  });
});
