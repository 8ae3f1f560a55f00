import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { didYouMean } from "../../src/layout/did-you-mean.js";

const LAYOUTS = ["single", "twin", "twin-4", "tripledoku", "butterfly", "flower", "sohei", "cross", "windmill", "samurai", "gattai-8", "shogun", "sumo"];

describe("didYouMean", () => {
  it("finds the word one typo away: a missing, extra, wrong or swapped letter", () => {
    expect(didYouMean("samuri", LAYOUTS)).toBe("samurai");
    expect(didYouMean("samuraii", LAYOUTS)).toBe("samurai");
    expect(didYouMean("sanurai", LAYOUTS)).toBe("samurai");
    expect(didYouMean("smaurai", LAYOUTS)).toBe("samurai");
    expect(didYouMean("slove", ["solve", "validate", "generate"])).toBe("solve");
    expect(didYouMean("lmit", ["limit", "count", "all"])).toBe("limit");
  });

  it("ignores case, and a word differing only in case is suggested", () => {
    expect(didYouMean("Samurai", LAYOUTS)).toBe("samurai");
    expect(didYouMean("SHOGUN", LAYOUTS)).toBe("shogun");
  });

  it("suggests nothing when nothing is close for the word's length", () => {
    expect(didYouMean("xyz", LAYOUTS)).toBeUndefined();
    expect(didYouMean("pizza", LAYOUTS)).toBeUndefined();
    expect(didYouMean("samurai", LAYOUTS)).toBeUndefined(); // an exact match is not a typo
    expect(didYouMean("ab", ["cd"])).toBeUndefined();
    expect(didYouMean("anything", [])).toBeUndefined();
  });

  it("prefers the closer word, then the one listed first", () => {
    expect(didYouMean("twin_4", LAYOUTS)).toBe("twin-4");
    expect(didYouMean("twin4", LAYOUTS)).toBe("twin"); // one edit from both: the first listed
    expect(didYouMean("twi", LAYOUTS)).toBe("twin");
    expect(didYouMean("cat", ["bat", "cap"])).toBe("bat");
  });

  // Random cases use the run's fast-check seed (test/support/seed-setup.ts): printed once, replayed by COMBO_SEED.
  it("always finds a word one edit away from a known word of five letters or more (property)", () => {
    const words = LAYOUTS.filter((w) => w.length >= 5);
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.nat(),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
        fc.constantFrom("drop", "insert", "replace", "swap"),
        (word, at, letter, edit) => {
          const i = at % word.length;
          const typo =
            edit === "drop"
              ? word.slice(0, i) + word.slice(i + 1)
              : edit === "insert"
                ? word.slice(0, i) + letter + word.slice(i)
                : edit === "replace"
                  ? word.slice(0, i) + letter + word.slice(i + 1)
                  : i + 1 < word.length
                    ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
                    : word;
          const hint = didYouMean(typo, words);
          // The typo may land nearer (or equal) to another word; the hint is then at most as far.
          if (typo === word) expect(hint).not.toBe(word);
          else expect(hint).toBeDefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
