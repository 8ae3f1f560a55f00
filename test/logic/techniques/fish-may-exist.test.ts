import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../../src/generate/random.js";
import { findFinnedFish } from "../../../src/logic/techniques/finned-fish.js";
import { finnedFishMayExist } from "../../../src/logic/techniques/finned-fish-may-exist.js";
import { findFish } from "../../../src/logic/techniques/fish.js";
import { fishMayExist } from "../../../src/logic/techniques/fish-may-exist.js";
import { planeMasks } from "../../../src/logic/techniques/plane-masks.js";
import { turbotMayExist } from "../../../src/logic/techniques/turbot-may-exist.js";
import { bitOf } from "../../../src/model/digits.js";
import type { Geometry } from "../../../src/model/geometry.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { emptyPosition } from "../position.js";

/** The units of a kind, each as its cells. */
function unitsOf(geometry: Geometry, kind: string): number[][] {
  const out: number[][] = [];
  for (const [u, unit] of geometry.units.entries())
    if (unit.kind === kind) out.push([...geometry.unitCells.subarray(u * geometry.size, (u + 1) * geometry.size)]);
  return out;
}

/** Every k-subset of 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = k - 1; i < n; i++) for (const s of subsets(i, k - 1)) out.push([...s, i]);
  return out;
}

/**
 * The fish of the definitions, found by brute force over cells (no masks): bases `size` lines of kind o where
 * d is not placed, each with 2 or more open places for d (at most `size` for a plain fish); covers `size` crossing
 * lines. Plain: the covers are the crossing lines of the base places, and d in a cover cell off the bases. Finned, with a box F: every base
 * place outside F in a cover, a base place in F in none (a fin), and d in a cover cell of F off the bases.
 */
function bruteFish(s: LogicState, d: number, size: number, o: 0 | 1, finned: boolean): boolean {
  const bit = bitOf(d);
  const has = (c: number): boolean => s.values[c] === 0 && (s.candidates[c]! & bit) !== 0;
  const { cellRow, cellCol } = s.geometry;
  const lineOf = o === 0 ? cellRow : cellCol;
  const crossOf = o === 0 ? cellCol : cellRow;
  const lines = unitsOf(s.geometry, o === 0 ? "row" : "column");
  const boxes = finned ? unitsOf(s.geometry, "box") : [[]];
  const eligible = lines.filter((l) => !l.some((c) => s.values[c] === d) && l.filter(has).length >= 2 && (finned || l.filter(has).length <= size));
  for (const pick of subsets(eligible.length, size)) {
    const bases = pick.map((i) => eligible[i]!);
    const baseLines = new Set(bases.map((l) => lineOf[l[0]!]!));
    const places = bases.flat().filter(has);
    for (const box of boxes) {
      // the crossing lines every cover set must hold, then each way to fill it up to size
      const must = [...new Set(places.filter((c) => !box.includes(c)).map((c) => crossOf[c]!))];
      if (must.length > size) continue;
      // A plain fish's covers are the crossing lines of its places, exactly size of them (fish.ts chooses
      // covers only among them): bases confined to fewer lines are a contradiction, not a fish to pad out.
      if (!finned && must.length < size) continue;
      const rest = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((k) => !must.includes(k));
      for (const more of subsets(rest.length, size - must.length)) {
        const covers = new Set([...must, ...more.map((i) => rest[i]!)]);
        const covered = (c: number): boolean => covers.has(crossOf[c]!);
        if (finned && !places.some((c) => !covered(c))) continue;
        const targets = finned ? box : s.geometry.unitCells;
        if (targets.some((c) => covered(c) && !baseLines.has(lineOf[c]!) && has(c))) return true;
      }
    }
  }
  return false;
}

/**
 * The turbot fish of the definitions (turbot.ts), by brute force on the 9x9: two strong links (a line with
 * two places), of kinds `links`, without a common cell, one end of each in a common unit of kind `joint`
 * and the far ends in none, and d in a cell off the four that sees both far ends.
 */
function bruteTurbot(s: LogicState, d: number, links: readonly ["row" | "column", "row" | "column"], joint: "row" | "column" | "box"): boolean {
  const bit = bitOf(d);
  const has = (c: number): boolean => s.values[c] === 0 && (s.candidates[c]! & bit) !== 0;
  const { cellRow, cellCol } = s.geometry;
  const box = (c: number): number => Math.floor(cellRow[c]! / 3) * 3 + Math.floor(cellCol[c]! / 3);
  const key = { row: (c: number) => cellRow[c]!, column: (c: number) => cellCol[c]!, box };
  const sees = (a: number, b: number): boolean => a !== b && (cellRow[a] === cellRow[b] || cellCol[a] === cellCol[b] || box(a) === box(b));
  const strong = (kind: "row" | "column"): number[][] =>
    unitsOf(s.geometry, kind)
      .map((u) => u.filter(has))
      .filter((p) => p.length === 2);
  for (const l1 of strong(links[0])) {
    for (const l2 of strong(links[1])) {
      if (l1.some((c) => l2.includes(c))) continue;
      for (const [p1, q1] of [l1, [l1[1]!, l1[0]!]]) {
        for (const [p2, q2] of [l2, [l2[1]!, l2[0]!]]) {
          if (key[joint](p1!) !== key[joint](p2!) || key[joint](q1!) === key[joint](q2!)) continue;
          for (let c = 0; c < 81; c++) if (has(c) && ![p1, p2, q1, q2].includes(c) && sees(c, q1!) && sees(c, q2!)) return true;
        }
      }
    }
  }
  return false;
}

/** The positions' candidates drawn from one seed by the project's generator (fast-check's doubles lean to their edges): a number in [0, 1). */
function random(seed: number): () => number {
  const r = createRandom(seed);
  return () => r.nextUint32() / 2 ** 32;
}

/** A 9x9 position with random candidates (each digit kept with the given chance) and a few digits placed. */
const positions = fc
  .record({
    density: fc.constantFrom(0.2, 0.3, 0.45),
    seed: fc.integer(),
    placed: fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), { maxLength: 3 }),
  })
  .map(({ density, seed, placed }) => {
    const s = emptyPosition();
    const next = random(seed);
    for (let c = 0; c < 81; c++) {
      let m = 0;
      for (let d = 0; d < 9; d++) if (next() < density) m |= 1 << d;
      s.candidates[c] = m;
    }
    for (const [c, d] of placed) {
      s.values[c] = d;
      s.candidates[c] = bitOf(d);
    }
    return s;
  });

describe("the single-digit searches' quick tests (fishMayExist, finnedFishMayExist, turbotMayExist)", () => {
  it("never rule out a plane that holds a fish or a finned fish, and rule out others", () => {
    let ruledOut = 0;
    let held = 0;
    fc.assert(
      fc.property(positions, (s) => {
        const masks = planeMasks(s)!;
        for (let d = 1; d <= 9; d++) {
          for (const size of [2, 3, 4]) {
            for (const o of [0, 1] as const) {
              for (const finned of [false, true]) {
                const may = finned ? finnedFishMayExist(masks, d, size, o) : fishMayExist(masks, d, size, o);
                const brute = bruteFish(s, d, size, o, finned);
                if (brute) {
                  held++;
                  expect(may, `digit ${d}, size ${size}, bases ${o === 0 ? "rows" : "columns"}, ${finned ? "finned" : "plain"}`).toBe(true);
                }
                if (!may) ruledOut++;
              }
            }
          }
        }
      }),
      { numRuns: 12 },
    );
    // the property is not vacuous: fish were met, and planes were ruled out
    expect(held).toBeGreaterThan(0);
    expect(ruledOut).toBeGreaterThan(0);
  });

  it("never rule out a plane that holds a skyscraper or a two-string kite, and rule out others", () => {
    let ruledOut = 0;
    let held = 0;
    const shapes = [
      { links: ["row", "row"], joint: "column" },
      { links: ["column", "column"], joint: "row" },
      { links: ["row", "column"], joint: "box" },
    ] as const;
    fc.assert(
      fc.property(positions, (s) => {
        const masks = planeMasks(s)!;
        for (let d = 1; d <= 9; d++) {
          for (const { links, joint } of shapes) {
            const may = turbotMayExist(s, masks, d, links, joint);
            if (bruteTurbot(s, d, links, joint)) {
              held++;
              expect(may, `digit ${d}, ${links.join(" and ")} joined in a ${joint}`).toBe(true);
            }
            if (!may) ruledOut++;
          }
        }
      }),
      { numRuns: 12 },
    );
    expect(held).toBeGreaterThan(0);
    expect(ruledOut).toBeGreaterThan(0);
  });

  it("every fish the searches find is one of the definitions (so the brute force above covers them)", () => {
    let found = 0;
    fc.assert(
      fc.property(positions, (s) => {
        for (const size of [2, 3, 4]) {
          for (const finned of [false, true]) {
            const step = finned ? findFinnedFish(s, size, "finned", 4) : findFish(s, size, "fish");
            if (step === undefined) continue;
            found++;
            const d = 32 - Math.clz32(step.digits);
            const o = s.geometry.units[step.units[0]!]!.kind === "row" ? 0 : 1;
            expect(bruteFish(s, d, size, o, finned)).toBe(true);
          }
        }
      }),
      { numRuns: 12 },
    );
    expect(found).toBeGreaterThan(0);
  });

  it("plane masks follow a position changed in place, and are left out off a plain grid", () => {
    const s = emptyPosition();
    const rowOfR1 = planeMasks(s)!.places[0];
    expect(rowOfR1[5 * 9 + 0]).toBe(0x1ff);
    s.candidates[3]! &= ~bitOf(5); // r1c4 loses 5
    expect(planeMasks(s)!.places[0][5 * 9 + 0]).toBe(0x1ff & ~(1 << 3));
    expect(planeMasks(s)!.places[1][5 * 9 + 3]).toBe(0x1ff & ~1);
    s.values[0] = 5; // r1c1 holds 5
    s.candidates[0] = bitOf(5);
    expect(planeMasks(s)!.placed[0][5]).toBe(1);
    expect(planeMasks(s)!.placed[1][5]).toBe(1);
    expect(planeMasks(s)!.places[0][5 * 9 + 0]).toBe(0x1ff & ~(1 << 3) & ~1);
    expect(planeMasks(emptyPosition("samurai"))).toBeUndefined();
  });
});
