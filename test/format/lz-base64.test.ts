import fc from "fast-check";
import lz from "lz-string";
import { describe, expect, it } from "vitest";
import { loadInput } from "../../src/format/load-input.js";
import { decompressBase64, MAX_DECODED_CHARS } from "../../src/format/lz-base64.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../support/fixtures.js";

describe("LZ-string base64 decoding with a cap", () => {
  it("reads what the lz-string package writes, any text (unicode too), exactly", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 100 }), fc.json()), (text) => {
        expect(decompressBase64(lz.compressToBase64(text), Number.POSITIVE_INFINITY)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("stops as soon as the text would pass the cap, and says so", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (text) => {
        const payload = lz.compressToBase64(text);
        expect(decompressBase64(payload, text.length)).toBe(text);
        expect(decompressBase64(payload, text.length - 1)).toBe("too long");
      }),
      { numRuns: 200 },
    );
  });

  it("a payload that is not LZ-string is undefined, never a throw: bad characters, cut short, empty", () => {
    expect(decompressBase64("", 100)).toBeUndefined();
    expect(decompressBase64("!!!!", 100)).toBeUndefined();
    const payload = lz.compressToBase64(JSON.stringify({ size: 9, grid: [] }));
    for (let cut = 1; cut < payload.length - 2; cut++) {
      const got = decompressBase64(payload.slice(0, cut), 1000);
      expect(got === undefined || typeof got === "string").toBe(true);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/=]{1,200}$/), (junk) => {
        const got = decompressBase64(junk, 10_000);
        expect(got === undefined || got === "too long" || typeof got === "string").toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a 13,764-character link that expands past 24 million characters is refused at the cap", () => {
    // Made once with lz-string's compressToBase64 of an f-puzzles JSON whose title is 24,000,000 x's.
    const text = readFileSync(join(projectRoot, "test/fixtures/interchange/expanding-link.txt"), "utf8");
    expect(() => loadInput(text)).toThrow(`the link's payload expands to more than ${MAX_DECODED_CHARS} characters`);
  });
});
