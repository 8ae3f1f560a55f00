import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../../src/generate/random.js";
import { inUnit } from "../../../src/logic/in-unit.js";
import { alsChain } from "../../../src/logic/techniques/als-chain.js";
import { alsXyWing } from "../../../src/logic/techniques/als-xy-wing.js";
import { alsXz } from "../../../src/logic/techniques/als-xz.js";
import type { Als } from "../../../src/logic/techniques/als.js";
import { almostLockedSets, hasZElimination, MAX_ALS, MAX_ALS_CELLS, restrictedPairs, zEliminations } from "../../../src/logic/techniques/als.js";
import { bitOf, popcount } from "../../../src/model/digits.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { deathBlossom } from "../../../src/logic/techniques/death-blossom.js";
import { at, candidates, eliminated, emptyPosition, expectRemoved, rowCells } from "../position.js";

// In an empty position every other cell has nine candidates, more than an almost locked set of up to four
// cells can hold, so only the cells set here form sets.
describe("almost locked sets", () => {
  it("ALS-XZ: {1,2} at r1c1 and {1,3}{2,3} at r5c1-r5c2, restricted common 1: one holds 2", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c1", "13");
    candidates(s, "r5c2", "23");
    const step = alsXz.find(s);
    expect(step?.technique).toBe("ALS-XZ");
    expect(eliminated(s, step)).toEqual(expectRemoved(2, ["r1c2", "r2c2", "r3c2", "r4c1", "r6c1"]));
    candidates(s, "r5c2", "234"); // four digits in two cells: no longer a set
    expect(alsXz.find(s)).toBeUndefined();
  });

  it("zEliminations: the cells seeing every z cell of the sets, in peer order; undefined (nothing made) when there is none", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c1", "13");
    candidates(s, "r5c2", "23");
    candidates(s, "r9c9", "24"); // a third set, whose 2 no cell seeing the pair's 2s sees
    const sets = almostLockedSets(s);
    const set = (...refs: string[]) => sets.find((a) => a.cells.join() === refs.map((r) => at(s, r)).join())!;
    const pair = [set("r1c1"), set("r5c1", "r5c2")];
    const got = zEliminations(s, pair, 1 << 1);
    expect(got?.map((e) => e.digits)).toEqual([2, 2, 2, 2, 2]);
    expect(got?.map((e) => e.cell).sort((x, y) => x - y)).toEqual(["r1c2", "r2c2", "r3c2", "r4c1", "r6c1"].map((r) => at(s, r)).sort((x, y) => x - y));
    // 3 is only in r5c1 and r5c2 of the two: the rest of row 5 (7 cells) and of box 4 outside it (6) see both.
    expect(zEliminations(s, pair, 1 << 2)?.length).toBe(13);
    // 4 is in none of the sets' cells: nothing to remove.
    expect(zEliminations(s, pair, 1 << 3)).toBeUndefined();
    // r1c1's set alone removes 2 from every peer of r1c1 holding it (all but r5c1); hasZElimination counts
    // only the first `count` sets: the pair's two of three find the five above, all three nothing (r9c9).
    const peers = s.geometry.peerStart[at(s, "r1c1") + 1]! - s.geometry.peerStart[at(s, "r1c1")]!;
    expect(zEliminations(s, [pair[0]!], 1 << 1)?.length).toBe(peers - 1);
    expect(hasZElimination(s, [...pair, set("r9c9")], 1 << 1, 2)).toBe(true);
    expect(hasZElimination(s, [...pair, set("r9c9")], 1 << 1)).toBe(false);
    // More z cells than the scratch first holds (one set 40 times): the same as the set once.
    const box4 = set("r5c1", "r5c2");
    expect(
      zEliminations(
        s,
        Array.from({ length: 40 }, () => box4),
        1 << 2,
      ),
    ).toEqual(zEliminations(s, [box4], 1 << 2));
    expect(zEliminations(s, pair, 1 << 1)).toEqual(got);
    candidates(s, "r4c1", "1");
    candidates(s, "r6c1", "1");
    candidates(s, "r1c2", "1");
    candidates(s, "r2c2", "1");
    candidates(s, "r3c2", "1");
    // No open cell left holding 2 and seeing both sets' 2 cells.
    expect(zEliminations(s, pair, 1 << 1)).toBeUndefined();
  });

  it("the sets are listed again when the position changes in place (they are kept for the position last asked)", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "13");
    const before = almostLockedSets(s).map((a) => a.digits);
    expect(almostLockedSets(s).map((a) => a.digits)).toEqual(before);
    candidates(s, "r1c5", "14");
    const after = almostLockedSets(s);
    expect(after.map((a) => a.digits)).not.toEqual(before);
    for (const a of after) expect(a.digits).toBe(a.cells.reduce((m, c) => m | (s.candidates[c] ?? 0), 0));
  });

  it("ALS-XY-wing: pivot {1,2} at r1c1, sets {1,3} at r1c5 and {2,3} at r5c1: 3 leaves r5c5", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "13");
    candidates(s, "r5c1", "23");
    expect(eliminated(s, alsXyWing.find(s))).toEqual(expectRemoved(3, ["r5c5"]));
    candidates(s, "r5c1", "24");
    expect(alsXyWing.find(s)).toBeUndefined();
  });

  it("ALS-XY-chain: {1,2} r1c1 -2- {2,3} r1c5 -3- {3,4} r5c5 -4- {1,4} r5c8: 1 is at an end, so it leaves r1c8 and r5c1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r5c5", "34");
    candidates(s, "r5c8", "14");
    const step = alsChain.find(s);
    expect(step?.technique).toBe("ALS-XY-chain");
    expect(step?.difficulty).toBe(7.9);
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r1c8", "r5c1"]));
    expect(step?.reason).toMatch(/^chain of 4 almost locked sets .* -2- .* -3- .* -4- .*restricted commons .*holds 1$/);
    // Nothing below the engine's best step: a chain of four rates 7.9.
    expect(alsChain.find(s, 7.9)).toBeUndefined();
    expect(alsChain.find(s, 8.0)?.difficulty).toBe(7.9);
    // The last end without the first's 1: no z in both ends.
    candidates(s, "r5c8", "45");
    expect(alsChain.find(s)).toBeUndefined();
  });

  it("ALS-XY-chain: an RCC may not repeat the one before it (r5c5 {2,4} links to r1c5 only by 2 again)", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r5c5", "24");
    candidates(s, "r5c8", "14");
    expect(alsChain.find(s)).toBeUndefined();
  });

  it("ALS-XY-chain of five sets rates 8.0: r1c1 -2- box 2 -6- row 3 -8- box 3 -4- r7c8, where no four sets link the ends", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    // Three-cell sets whose every two cells hold all four digits: no smaller set inside them, and no set of
    // their cells and a neighbour's (five digits or more), so no chain is shorter.
    candidates(s, "r1c4", "256");
    candidates(s, "r1c5", "257");
    candidates(s, "r2c6", "567");
    candidates(s, "r3c4", "689");
    candidates(s, "r3c5", "689");
    candidates(s, "r3c7", "378");
    candidates(s, "r3c8", "348");
    candidates(s, "r1c8", "347");
    candidates(s, "r7c8", "14");
    const step = alsChain.find(s);
    expect(step?.reason).toMatch(/^chain of 5 almost locked sets /);
    expect(step?.difficulty).toBe(8.0);
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r7c1"]));
    // Below 8.0 the engine wants nothing of it.
    expect(alsChain.find(s, 8.0)).toBeUndefined();
  });

  it("ALS-XY-chain across a samurai's shared box: nw r7c2 -2- r9c2 -3- r9c8 (shared with the center) -4- center r14c8: 1 leaves r7c8", () => {
    const s = emptyPosition("samurai");
    candidates(s, "r7c2", "12");
    candidates(s, "r9c2", "23");
    // r9c8 lies in nw's row 9 and in the center's column 8: the link from nw's sets to the center's.
    candidates(s, "r9c8", "34");
    candidates(s, "r14c8", "14");
    const step = alsChain.find(s);
    // r7c8, in the shared box, is the one cell that sees both ends' 1s (nw's row 7, the center's column 8).
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r7c8"]));
    const names = (step?.units ?? []).map((u) => s.geometry.units[u]?.name ?? "");
    expect(names.some((n) => n.includes("grid nw"))).toBe(true);
    expect(names.some((n) => n.includes("grid center"))).toBe(true);
    candidates(s, "r14c8", "45");
    expect(alsChain.find(s)).toBeUndefined();
  });

  it("death blossom: stem {1,2,4} at r1c1, petals {1,3}, {2,3}, {3,4} in row 1: 3 leaves the rest of row 1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "124");
    candidates(s, "r1c5", "13");
    candidates(s, "r1c6", "23");
    candidates(s, "r1c8", "34");
    const step = deathBlossom.find(s);
    expect(step?.technique).toBe("death blossom");
    expect(eliminated(s, step)).toEqual(expectRemoved(3, rowCells(1, 2, 9, [5, 6, 8])));
    candidates(s, "r1c8", "45"); // no petal for 4 shares a digit with the others
    expect(deathBlossom.find(s)).toBeUndefined();
  });
});

describe("almostLockedSets, as defined", () => {
  it("every set of one to four open cells of a unit with one digit more than cells, each once (from its first unit), on 9x9 and samurai", () => {
    let listed = 0;
    fc.assert(
      fc.property(fc.constantFrom("single" as const, "samurai" as const), fc.integer(), (layout, seed) => {
        const s = emptyPosition(layout);
        const r = createRandom(seed);
        // Mostly cells of two to four digits, so that sets are many but stay below MAX_ALS.
        for (let c = 0; c < s.geometry.cellCount; c++) {
          let m = 0;
          const k = 2 + r.below(r.below(4) === 0 ? 8 : 3);
          while (popcount(m) < k) m |= 1 << r.below(9);
          s.candidates[c] = m;
        }
        const got = almostLockedSets(s);
        fc.pre(got.length < MAX_ALS);
        const { unitCount, unitCells, size } = s.geometry;
        const want = new Map<string, number>();
        for (let u = unitCount - 1; u >= 0; u--) {
          const open = Array.from(unitCells.subarray(u * size, u * size + size)).filter((c) => popcount(s.candidates[c]!) <= MAX_ALS_CELLS + 1);
          const subsets = (from: number, chosen: number[]): void => {
            const mask = chosen.reduce((m, c) => m | s.candidates[c]!, 0);
            if (chosen.length > 0 && popcount(mask) === chosen.length + 1) want.set([...chosen].sort((a, b) => a - b).join(), u); // the first unit wins
            if (chosen.length < MAX_ALS_CELLS) for (let i = from; i < open.length; i++) subsets(i + 1, [...chosen, open[i]!]);
          };
          subsets(0, []);
        }
        const keys = got.map((a) => a.cells.join());
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Map(got.map((a) => [a.cells.join(), a.unit]))).toEqual(want);
        for (const a of got) expect(a.digits).toBe(a.cells.reduce((m, c) => m | s.candidates[c]!, 0));
        listed += got.length;
      }),
      { numRuns: 12 },
    );
    expect(listed).toBeGreaterThan(0);
  });
});

describe("restrictedPairs", () => {
  /** The pairs as bucketed by (unit, digit) in a Map (the buckets in the order first met): the oracle. */
  const oracle = (s: LogicState, sets: readonly Als[]): [Als, Als, number][] => {
    const buckets = new Map<number, Als[]>();
    for (const a of sets) {
      for (let d = 1; d <= s.geometry.size; d++) {
        const xs = a.cells.filter((c) => (s.candidates[c]! & bitOf(d)) !== 0);
        if ((a.digits & bitOf(d)) === 0 || xs.length === 0) continue;
        const { cellUnitStart, cellUnitList } = s.geometry;
        for (let i = cellUnitStart[xs[0]!]!; i < cellUnitStart[xs[0]! + 1]!; i++) {
          const w = cellUnitList[i]!;
          if (!xs.every((c) => inUnit(s.geometry, c, w))) continue;
          buckets.set(w * 17 + d, [...(buckets.get(w * 17 + d) ?? []), a]);
        }
      }
    }
    const out: [Als, Als, number][] = [];
    for (const [key, list] of buckets) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) if (list[i]!.cells.every((c) => !list[j]!.cells.includes(c))) out.push([list[i]!, list[j]!, bitOf(key % 17)]);
      }
    }
    return out;
  };

  it("visits each bucketed pair in order, stops when told, and serves one geometry's positions in turn (a visit that throws included)", () => {
    const shared = emptyPosition().geometry;
    let visits = 0;
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 2, maxLength: 3 }), fc.nat(), (seeds, stopAt) => {
        for (const seed of seeds) {
          const s: LogicState = { geometry: shared, values: new Uint8Array(81), candidates: new Uint16Array(81) };
          const r = createRandom(seed);
          for (let c = 0; c < 81; c++) {
            let m = 0;
            const k = 2 + r.below(r.below(4) === 0 ? 8 : 3);
            while (popcount(m) < k) m |= 1 << r.below(9);
            s.candidates[c] = m;
          }
          const sets = almostLockedSets(s);
          const want = oracle(s, sets);
          const got: [Als, Als, number][] = [];
          expect(restrictedPairs(s, sets, (a, b, x) => got.push([a, b, x]) < 0)).toBe(false);
          expect(got).toEqual(want);
          visits += got.length;
          // Stopped at a visit: true, and the visits up to it.
          if (want.length > 0) {
            const n = (stopAt % want.length) + 1;
            const upTo: [Als, Als, number][] = [];
            expect(restrictedPairs(s, sets, (a, b, x) => upTo.push([a, b, x]) === n)).toBe(true);
            expect(upTo).toEqual(want.slice(0, n));
          }
          // A visit that throws leaves nothing behind for the next call (this position's again, or the next one's).
          if (want.length > 0) {
            expect(() =>
              restrictedPairs(s, sets, () => {
                throw new Error("stop");
              }),
            ).toThrow("stop");
            const again: [Als, Als, number][] = [];
            restrictedPairs(s, sets, (a, b, x) => again.push([a, b, x]) < 0);
            expect(again).toEqual(want);
          }
        }
      }),
      { numRuns: 10 },
    );
    expect(visits).toBeGreaterThan(0);
  });
});
