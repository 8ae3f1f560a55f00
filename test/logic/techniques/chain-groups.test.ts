import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../../src/generate/random.js";
import { sees } from "../../../src/logic/state.js";
import { withAlsNodes } from "../../../src/logic/techniques/chain-als.js";
import type { ChainGroups } from "../../../src/logic/techniques/chain-groups.js";
import { chainGroups } from "../../../src/logic/techniques/chain-groups.js";
import { continuousNiceLoop } from "../../../src/logic/techniques/continuous-nice-loop.js";
import { groupedAic } from "../../../src/logic/techniques/grouped-aic.js";
import { groupedAicAls } from "../../../src/logic/techniques/grouped-aic-als.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { bitOf } from "../../../src/model/digits.js";
import { at, candidates, colCells, emptyPosition, remove, rowCells } from "../position.js";
import { linkRow } from "./link-row.js";

/**
 * A 9x9 position with random candidates (each digit kept with the given chance) and a few digits placed, on a
 * geometry of its own.
 */
const positions = fc.record({ density: fc.constantFrom(0.3, 0.5, 0.7), seed: fc.integer() }).map(({ density, seed }) => {
  const s = emptyPosition();
  const r = createRandom(seed);
  for (let c = 0; c < 81; c++) {
    let m = 0;
    for (let d = 0; d < 9; d++) if (r.nextUint32() / 2 ** 32 < density) m |= 1 << d;
    s.candidates[c] = m === 0 ? 1 : m;
  }
  for (let k = 0; k < 3; k++) {
    const c = r.below(81);
    s.values[c] = 1 + r.below(9);
    s.candidates[c] = bitOf(s.values[c]!);
  }
  return s;
});

describe("chainGroups, kept for the position last asked", () => {
  // The grouped AIC test's position (grouped-aic.test.ts): digit 1's groups and links in row 1, box 2, column 4.
  // 1 stays in row 1 at r1c1 and r1c56, in box 2 at r1c56 and r3c4, in column 4 at r3c4 and r7c4.
  const keep = ["r1c1", "r1c5", "r1c6", "r3c4", "r7c4"];
  const position = () => {
    const s = emptyPosition();
    const box2 = ["r1c4", "r2c4", "r2c5", "r2c6", "r3c5", "r3c6"];
    const places = [...rowCells(1, 2, 9), ...box2, ...colCells(4, 2, 9)];
    const gone = places.filter((c) => !keep.includes(c));
    remove(s, 1, gone);
    candidates(s, "r4c1", "123");
    candidates(s, "r7c1", "13");
    return s;
  };
  /** The groups built afresh: another position asked first pushes the kept one out. */
  const fresh = (s: LogicState) => {
    chainGroups(emptyPosition());
    return chainGroups(s);
  };

  it("serves the same groups to the three grouped searches, equal to a fresh build, and they leave it unchanged", () => {
    const s = position();
    const kept = chainGroups(s);
    expect(kept.cells.length).toBeGreaterThan(0);
    expect(chainGroups({ geometry: s.geometry, values: s.values.slice(), candidates: s.candidates.slice() })).toBe(kept);
    continuousNiceLoop.find(s);
    groupedAic.find(s);
    groupedAicAls.find(s);
    expect(chainGroups(s)).toBe(kept);
    const rebuilt = fresh(s);
    expect(rebuilt).not.toBe(kept);
    expect(rebuilt).toEqual(kept);
  });

  it("builds them again when a candidate changes in place (1 back at r1c9: row 1's strong link to r1c56 goes)", () => {
    const s = position();
    const kept = chainGroups(s);
    const group = kept.cells.findIndex((g) => g.join() === [at(s, "r1c5"), at(s, "r1c6")].join());
    const node = kept.base + group;
    expect(linkRow(kept.strong, node)).toContain(at(s, "r1c1") * 9);
    candidates(s, "r1c9", "123456789");
    const after = chainGroups(s);
    expect(after).not.toBe(kept);
    expect(linkRow(after.strong, node)).not.toContain(at(s, "r1c1") * 9);
    expect(after).toEqual(fresh(s));
  });
});

describe("the groups' weak links, as defined", () => {
  /** True when every cell of a sees every cell of b. */
  const seeAll = (s: LogicState, a: readonly number[], b: readonly number[]): boolean => a.every((x) => b.every((y) => sees(s.geometry, x, y)));
  /**
   * A node's weak links to cells and groups of its digit, by their definition and in the search's order: the
   * open cells of the digit seeing every cell of it (in the peer order of its first cell), then the groups
   * (or, for an ALS node, the groups only, never another ALS node) of the digit seeing every cell of it, in
   * group order.
   */
  const expected = (s: LogicState, groups: ChainGroups, node: number): number[] => {
    const g = node - groups.base;
    const list = groups.cells[g]!;
    const d = groups.digit[g]!;
    const { peerStart, peerList } = s.geometry;
    const out: number[] = [];
    for (let i = peerStart[list[0]!]!; i < peerStart[list[0]! + 1]!; i++) {
      const p = peerList[i]!;
      if (s.values[p] === 0 && (s.candidates[p]! & bitOf(d)) !== 0 && seeAll(s, [p], list)) out.push(p * 9 + d - 1);
    }
    const groupCount = groups.als?.from ?? groups.cells.length;
    for (let h = 0; h < groupCount; h++) if (h !== g && groups.digit[h] === d && seeAll(s, groups.cells[h]!, list)) out.push(groups.base + h);
    return out;
  };

  it("a group's and an ALS node's weak links are the cells and groups of its digit seeing all its cells, in order", () => {
    let groupLinks = 0;
    let alsLinks = 0;
    fc.assert(
      fc.property(positions, (s) => {
        const groups = chainGroups(s);
        for (let g = 0; g < groups.cells.length; g++) {
          const node = groups.base + g;
          const want = expected(s, groups, node);
          expect(linkRow(groups.weak, node)).toEqual(want);
          groupLinks += want.filter((n) => n >= groups.base).length;
        }
        const als = withAlsNodes(s, groups);
        for (let g = als.als!.from; g < als.cells.length; g++) {
          const node = als.base + g;
          const want = expected(s, als, node);
          expect(linkRow(als.weak, node).filter((n) => n < als.base + als.als!.from)).toEqual(want);
          // Only a digit with a weak link makes a node, and a set makes two or more (its nodes are adjacent).
          expect(want.length).toBeGreaterThan(0);
          const set = als.als!.sets[g - als.als!.from];
          expect(als.als!.sets[g - als.als!.from - 1] === set || als.als!.sets[g - als.als!.from + 1] === set).toBe(true);
          alsLinks += want.filter((n) => n >= als.base).length;
        }
      }),
      { numRuns: 30 },
    );
    // Both kinds of links to groups were met (the property is not vacuous).
    expect(groupLinks).toBeGreaterThan(0);
    expect(alsLinks).toBeGreaterThan(0);
  });
});

describe("the work arrays kept per geometry (chain-groups.ts, chain-als.ts)", () => {
  const built = (s: LogicState) => {
    const groups = chainGroups(s);
    return { groups, als: withAlsNodes(s, groups) };
  };

  it("serve one geometry's positions in any order: each one's groups and ALS nodes equal those built on a geometry of its own", () => {
    const shared = emptyPosition().geometry;
    let links = 0;
    fc.assert(
      fc.property(fc.array(positions, { minLength: 2, maxLength: 3 }), (list) => {
        // Every position here has a geometry of its own (emptyPosition builds one): its work arrays are new.
        const onShared = list.map((s) => ({ geometry: shared, values: s.values, candidates: s.candidates }));
        const forward = onShared.map(built);
        const backward = [...onShared].reverse().map(built).reverse();
        list.forEach((s, i) => {
          const own = built(s);
          expect(forward[i]).toEqual(own);
          expect(backward[i]).toEqual(own);
          links += own.als.strong.start[own.als.strong.start.length - 1]! + own.als.weak.start[own.als.weak.start.length - 1]!;
        });
      }),
      { numRuns: 8 },
    );
    expect(links).toBeGreaterThan(0);
  });
});
