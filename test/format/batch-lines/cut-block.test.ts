import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutBlock } from "../../../src/format/batch-lines/cut-block.js";
import type { LineBlock } from "../../../src/format/batch-lines/line-block.js";

/** A block's lines with their numbers, as solve-block.ts reads them (the last line may lack its newline). */
function numbered(block: LineBlock): string[] {
  const parts = block.text.split("\n");
  if (parts.at(-1) === "") parts.pop();
  return parts.map((text, i) => `${block.firstLine + i}:${text}`);
}

describe("cutBlock", () => {
  const block = fc.record({
    firstLine: fc.integer({ min: 1, max: 1000 }),
    lines: fc.array(fc.stringMatching(/^[0-9.#\r ]{0,5}$/), { minLength: 1, maxLength: 12 }),
    lastNewline: fc.boolean(),
  });

  it("cuts pieces that, in order, hold every line once with its number", () => {
    fc.assert(
      fc.property(block, fc.array(fc.integer({ min: -1, max: 6 }), { minLength: 1, maxLength: 20 }), ({ firstLine, lines, lastNewline }, sizes) => {
        const whole: LineBlock = { firstLine, text: lines.join("\n") + (lastNewline ? "\n" : "") };
        fc.pre(whole.text !== ""); // a block holds a line at least (sniff-input.ts never yields an empty one)
        const pieces: string[] = [];
        let rest: LineBlock | undefined = whole;
        for (let k = 0; rest !== undefined; k++) {
          const size = sizes[k % sizes.length] ?? 1;
          const cut: ReturnType<typeof cutBlock> = cutBlock(rest, size);
          expect(cut.lines).toBe(numbered(cut.head).length);
          expect(cut.lines).toBeLessThanOrEqual(Math.max(1, size));
          if (cut.rest !== undefined) expect(cut.lines).toBe(Math.max(1, size));
          pieces.push(...numbered(cut.head));
          rest = cut.rest;
        }
        expect(pieces).toEqual(numbered(whole));
      }),
    );
  });

  it("keeps an overlong line whole", () => {
    const overlong: LineBlock = { firstLine: 7, text: "5".repeat(100), overlong: true };
    expect(cutBlock(overlong, 1)).toEqual({ head: overlong, lines: 1 });
  });
});
