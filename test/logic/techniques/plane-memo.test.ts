import { describe, expect, it } from "vitest";
import { copyState, place } from "../../../src/logic/state.js";
import { emptyPlanes } from "../../../src/logic/techniques/plane-memo.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { emptyPosition } from "../position.js";

/** A position with some digits placed and digit 4 taken from every third open cell. */
function thinned(layout: "single" | "samurai"): LogicState {
  const s = emptyPosition(layout);
  place(s, 0, 4);
  place(s, 40, 7);
  for (let c = 0; c < s.geometry.cellCount; c += 3) if (s.values[c] === 0) s.candidates[c]! &= ~(1 << 3);
  return s;
}

describe("plane memo keys", () => {
  for (const layout of ["single", "samurai"] as const) {
    it(`on a ${layout}, a digit's key changes with every cell of its plane and with nothing else`, () => {
      const memo = emptyPlanes(emptyPosition(layout).geometry, "plane-memo test");
      const s = thinned(layout);
      const key = memo.key(s, 4, 1 << 3);
      expect(memo.key(copyState(s), 4, 1 << 3)).toBe(key);
      // another digit's candidates are not in digit 4's plane
      const other = copyState(s);
      for (let c = 0; c < other.geometry.cellCount; c++) if (other.values[c] === 0) other.candidates[c]! &= ~(1 << 5);
      expect(memo.key(other, 4, 1 << 3)).toBe(key);
      const seen = new Set<string>([key]);
      for (let c = 0; c < s.geometry.cellCount; c++) {
        if (s.values[c] !== 0) continue;
        // 4 a candidate of c or not, and 4 placed in c: each its own key (the last cells too)
        const flipped = copyState(s);
        flipped.candidates[c]! ^= 1 << 3;
        const placed = copyState(s);
        placed.values[c] = 4;
        placed.candidates[c] = 1 << 3;
        for (const k of [memo.key(flipped, 4, 1 << 3), memo.key(placed, 4, 1 << 3)]) {
          expect(seen.has(k)).toBe(false);
          seen.add(k);
        }
      }
    });
  }

  it("remembers the planes it is told, per search", () => {
    const s = thinned("single");
    const memo = emptyPlanes(s.geometry, "plane-memo test: remember");
    const key = memo.key(s, 4, 1 << 3);
    expect(memo.has(key)).toBe(false);
    memo.add(key);
    expect(memo.has(key)).toBe(true);
    expect(emptyPlanes(s.geometry, "plane-memo test: another").has(key)).toBe(false);
  });

  it("keys follow a position changed in place (the keys of the last position are kept only while it is unchanged)", () => {
    const s = thinned("single");
    const memo = emptyPlanes(s.geometry, "plane-memo test: in place");
    const before = memo.key(s, 4, 1 << 3);
    const c = s.values.findIndex((v, i) => v === 0 && (s.candidates[i]! & (1 << 3)) !== 0);
    s.candidates[c]! &= ~(1 << 3);
    const after = memo.key(s, 4, 1 << 3);
    expect(after).not.toBe(before);
    expect(memo.key(copyState(s), 4, 1 << 3)).toBe(after);
  });

  it("knows all the planes only when every digit's plane was added", () => {
    // each digit d taken from the open cells c with c % (d + 1) === 0: nine different planes
    const s = thinned("single");
    for (let d = 1; d <= 9; d++) for (let c = 0; c < 81; c += d + 1) if (s.values[c] === 0) s.candidates[c]! &= ~(1 << (d - 1));
    const memo = emptyPlanes(s.geometry, "plane-memo test: all known");
    for (let d = 1; d <= 9; d++) {
      expect(memo.allKnown(s)).toBe(false);
      memo.add(memo.key(s, d, 1 << (d - 1)));
    }
    expect(memo.allKnown(s)).toBe(true);
    const changed = copyState(s);
    changed.candidates[changed.values.indexOf(0)]! &= ~(1 << 8);
    expect(memo.allKnown(changed)).toBe(false);
  });
});
