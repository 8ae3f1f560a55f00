/**
 * The sum propagator (src/rules/sum-propagator.ts) against brute force: on random cells with random
 * candidates, a cage keeps exactly the digits some all-different assignment adding up to the total uses
 * (and fails exactly when there is none), removes the digits every such assignment uses from the rest of a
 * unit holding the cage, and a free sum (digits may repeat, some cells counted negatively) keeps exactly the
 * digits some assignment uses. Replayable: the seed is printed, COMBO_SEED=N replays it; a case has at most
 * six cells of up to nine digits (a brute force of 9^6 tuples at most).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildGeometry } from "../../src/model/geometry.js";
import { DIGIT_BITS } from "../../src/rules/rule-kind.js";
import { cellsBesideInUnits, sumPropagator } from "../../src/rules/sum-propagator.js";

const seed = Number(process.env.COMBO_SEED ?? Math.floor(Math.random() * 0x7fffffff));
console.log(`sum propagator: COMBO_SEED=${seed}`);

const nine = buildGeometry({ name: "single", grids: [{ id: "g", row: 0, col: 0 }] });
const sixteen = buildGeometry({ name: "single", size: 16, grids: [{ id: "g", row: 0, col: 0 }] });

/** Every assignment of one digit per mask (digits as numbers), each passed to `visit`. */
function assignments(masks: readonly number[], visit: (digits: number[]) => void): void {
  const digits: number[] = [];
  const go = (i: number): void => {
    if (i === masks.length) return visit(digits);
    for (let d = 1; d <= 16; d++) {
      if (((masks[i] ?? 0) >> (d - 1)) & 1) {
        digits.push(d);
        go(i + 1);
        digits.pop();
      }
    }
  };
  go(0);
}

/** The digits each cell keeps under brute force, and the digits every solution uses; undefined when none. */
function bruteForce(masks: readonly number[], ok: (digits: number[]) => boolean): { keep: number[]; required: number } | undefined {
  const keep = masks.map(() => 0);
  let required = DIGIT_BITS;
  let any = false;
  assignments(masks, (digits) => {
    if (!ok(digits)) return;
    any = true;
    let used = 0;
    digits.forEach((d, i) => {
      keep[i] = (keep[i] ?? 0) | (1 << (d - 1));
      used |= 1 << (d - 1);
    });
    required &= used;
  });
  return any ? { keep, required } : undefined;
}

/** The digits each cell keeps under a cage's all-different assignments to `total`, by a pruned enumeration (wide masks). */
function cageKeeps(masks: readonly number[], total: number): number[] | undefined {
  const keep = masks.map(() => 0);
  const chosen: number[] = [];
  let any = false;
  const go = (i: number, used: number, left: number): void => {
    if (i === masks.length) {
      if (left !== 0) return;
      any = true;
      chosen.forEach((d, j) => {
        keep[j] = (keep[j] ?? 0) | (1 << (d - 1));
      });
      return;
    }
    for (let d = 1; d <= 16 && d <= left; d++) {
      const bit = 1 << (d - 1);
      if (((masks[i] ?? 0) & bit) === 0 || (used & bit) !== 0) continue;
      chosen.push(d);
      go(i + 1, used | bit, left - d);
      chosen.pop();
    }
  };
  go(0, 0, total);
  return any ? keep : undefined;
}

/**
 * A cage in row 0 of a 9x9 grid (cells 0..k-1, also in box 1 when k <= 3): random candidates and total. Up
 * to four cells (WALK_OPEN): the walk, exact; five or six open cells take the combinations, sound only.
 */
const cageCase = fc.record({
  k: fc.integer({ min: 1, max: 4 }),
  masks: fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 6, maxLength: 6 }),
  total: fc.integer({ min: 1, max: 45 }),
  beside: fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 81, maxLength: 81 }),
});

describe(`sum propagator (seed ${seed})`, () => {
  it("a cage keeps exactly the digits of its all-different assignments to the total, and fails exactly when there are none", () => {
    fc.assert(
      fc.property(cageCase, ({ k, masks, total, beside }) => {
        const cells = Array.from({ length: k }, (_, i) => i);
        const cand = Uint32Array.from(beside);
        cells.forEach((c) => {
          cand[c] = masks[c] ?? 1;
        });
        const before = Uint32Array.from(cand);
        const p = sumPropagator({ cells, total, distinct: true }, nine);
        const ok = p.propagate(cand);
        const want = bruteForce(
          cells.map((c) => before[c] ?? 0),
          (ds) => new Set(ds).size === ds.length && ds.reduce((a, b) => a + b, 0) === total,
        );
        if (want === undefined) {
          expect(ok).toBe(false);
          return;
        }
        // The rest of every unit holding the cage loses the required digits of its open cells (a cell
        // already down to one digit is left to the peers); other cells stay. A cell left empty fails it.
        let fixed = 0;
        for (const c of cells) if (((before[c] ?? 0) & ((before[c] ?? 0) - 1)) === 0) fixed |= before[c] ?? 0;
        const outside = new Set(cellsBesideInUnits(cells, nine));
        const expected = Array.from(before, (m, c) => (outside.has(c) ? m & ~(want.required & ~fixed) : m));
        if (expected.some((m) => m === 0)) {
          expect(ok).toBe(false);
          return;
        }
        expect(ok).toBe(true);
        cells.forEach((c, i) => {
          expect(cand[c], `cell ${c}`).toBe(want.keep[i]);
        });
        for (let c = k; c < 81; c++) expect(cand[c], `outside cell ${c}`).toBe(expected[c]);
      }),
      { seed, numRuns: 400 },
    );
  });

  it("a cage of five or six open cells (its combinations) never removes a digit some assignment uses, and fails only when none", () => {
    const longCase = fc.record({
      masks: fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 6, maxLength: 6 }),
      k: fc.integer({ min: 5, max: 6 }),
      total: fc.integer({ min: 15, max: 39 }),
    });
    fc.assert(
      fc.property(longCase, ({ masks, k, total }) => {
        // At least two digits a cell: every cell open, so the combinations path runs.
        const open = masks.slice(0, k).map((m) => ((m & (m - 1)) === 0 ? m | (m === 1 ? 2 : 1) : m));
        const cells = open.map((_, i) => i);
        const cand = new Uint32Array(81).fill(0x1ff);
        open.forEach((m, i) => {
          cand[i] = m;
        });
        const ok = sumPropagator({ cells, total, distinct: true }, nine).propagate(cand);
        const want = cageKeeps(open, total);
        if (want === undefined) return; // it may fail or not: sound either way
        expect(ok).toBe(true);
        open.forEach((_, i) => {
          expect((want[i] ?? 0) & ~(cand[i] ?? 0), `cell ${i} lost a digit of a solution`).toBe(0);
        });
      }),
      { seed: seed + 3, numRuns: 300 },
    );
  });

  it("a free sum keeps exactly the digits of its assignments, negative cells counted negatively", () => {
    const freeCase = fc.record({
      plus: fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 1, maxLength: 5 }),
      minus: fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 0, maxLength: 2 }),
      total: fc.integer({ min: -18, max: 45 }),
    });
    fc.assert(
      fc.property(freeCase, ({ plus, minus, total }) => {
        const masks = [...plus, ...minus];
        const cand = Uint32Array.from(masks, (m) => m | (1 << 16)); // a caller's high bit, which must stay
        const cells = plus.map((_, i) => i);
        const negative = minus.map((_, i) => plus.length + i);
        const p = sumPropagator({ cells, minus: negative, total, distinct: false }, nine);
        const ok = p.propagate(cand);
        const want = bruteForce(masks, (ds) => ds.reduce((a, d, i) => (i < plus.length ? a + d : a - d), 0) === total);
        expect(ok).toBe(want !== undefined);
        if (want === undefined) return;
        masks.forEach((_, i) => {
          expect(cand[i], `cell ${i}`).toBe((want.keep[i] ?? 0) | (1 << 16));
        });
      }),
      { seed: seed + 1, numRuns: 400 },
    );
  });

  it("at 16x16, a long cage (its combinations, not the walk) never removes a digit some assignment uses", () => {
    const bigCase = fc.record({
      masks: fc.array(fc.integer({ min: 1, max: 0xffff }), { minLength: 6, maxLength: 6 }),
      total: fc.integer({ min: 21, max: 81 }),
    });
    fc.assert(
      fc.property(bigCase, ({ masks, total }) => {
        // Wide masks: more than WALK_OPEN open cells, so the combinations path runs.
        const wide = masks.map((m) => m | 0x0ff0);
        const cells = wide.map((_, i) => i);
        const cand = Uint32Array.from({ length: 256 }, () => 0xffff);
        wide.forEach((m, i) => {
          cand[i] = m;
        });
        const ok = sumPropagator({ cells, total, distinct: true }, sixteen).propagate(cand);
        const want = cageKeeps(wide, total);
        if (want === undefined) return; // it may fail or not: sound either way
        expect(ok).toBe(true);
        wide.forEach((_, i) => {
          expect((want[i] ?? 0) & ~(cand[i] ?? 0), `cell ${i} lost a digit of a solution`).toBe(0);
        });
      }),
      { seed: seed + 2, numRuns: 60 },
    );
  });

  it("a required digit with one place in a cage is placed, and the cage's fixed digits count", () => {
    // Cage r1c1..r1c3 = 6: {1,2,3}. r1c1 is 1, r1c2 may be 2 or 3, r1c3 may be 3, 4 or 9: r1c3 is 3, r1c2 2.
    const cand = new Uint32Array(81).fill(0x1ff);
    cand[0] = 0b1;
    cand[1] = 0b110;
    cand[2] = 0b100001100;
    expect(sumPropagator({ cells: [0, 1, 2], total: 6, distinct: true }, nine).propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2]]).toEqual([0b1, 0b10, 0b100]);
    // 2 and 3 leave the rest of row 1 and of box 1 (the given 1 is the peers' to remove).
    expect(cand[3]).toBe(0x1ff & ~0b110);
    expect(cand[9]).toBe(0x1ff & ~0b110);
    expect(cand[27]).toBe(0x1ff);
  });
});
