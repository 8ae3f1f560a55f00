import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeShare, encodeShare, MAX_SHARED_BYTES } from "../../src/web/share-url.js";
import { readFileSync } from "node:fs";
import { projectRoot } from "../support/fixtures.js";

/** Replayable: the suite's one fast-check seed (COMBO_SEED, printed by test/support/seed-setup.ts). */

describe("the puzzle in the address", () => {
  it("the seed samurai: #p= then base64url, shorter than the JSON, and back to the same text", async () => {
    const json = JSON.stringify(JSON.parse(readFileSync(`${projectRoot}puzzles/samurai-seed-a.json`, "utf8")));
    const hash = await encodeShare(json);
    expect(hash).toMatch(/^#p=[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan(json.length);
    expect(await decodeShare(hash)).toEqual({ json });
  });

  it("any text survives the round trip", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 300 }), async (text) => {
        expect(await decodeShare(await encodeShare(text))).toEqual({ json: text });
      }),
      { numRuns: 100 },
    );
  });

  it("no #p=: nothing; a cut or garbled link: an error message, never a throw", async () => {
    expect(await decodeShare("")).toBeUndefined();
    expect(await decodeShare("#other")).toBeUndefined();
    const hash = await encodeShare(JSON.stringify({ layout: "samurai", givens: {} }));
    expect(await decodeShare(hash.slice(0, 8))).toHaveProperty("error");
    expect(await decodeShare("#p=$$$")).toHaveProperty("error");
  });

  it("a link that inflates past the cap is refused", async () => {
    const hash = await encodeShare(" ".repeat(MAX_SHARED_BYTES + 1));
    expect(hash.length).toBeLessThan(3000);
    expect(await decodeShare(hash)).toEqual({ error: `the shared puzzle is larger than ${MAX_SHARED_BYTES} bytes` });
  });
});
