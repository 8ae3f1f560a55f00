import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { applyStep, nextStep, techniquesFor } from "../../../src/logic/engine.js";
import { copyState, initialState, sees } from "../../../src/logic/state.js";
import { aic } from "../../../src/logic/techniques/aic.js";
import { withAlsNodes } from "../../../src/logic/techniques/chain-als.js";
import { chainGroups } from "../../../src/logic/techniques/chain-groups.js";
import type { ChainLinks } from "../../../src/logic/techniques/chains.js";
import { findChain } from "../../../src/logic/techniques/chains.js";
import { PLAIN_LOOP } from "../../../src/logic/techniques/continuous-nice-loop.js";
import { GROUPED_AIC } from "../../../src/logic/techniques/grouped-aic.js";
import { xChain } from "../../../src/logic/techniques/x-chain.js";
import { xyChain } from "../../../src/logic/techniques/xy-chain.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import type { Step } from "../../../src/model/step-contract.js";
import { at, candidates, colCells, eliminated, emptyPosition, expectRemoved, remove, rowCells } from "../position.js";

describe("chains", () => {
  it("X-chain: three strong links on 4 joined by two weak ones", () => {
    const s = emptyPosition();
    remove(s, 4, rowCells(1, 1, 9, [1, 4]));
    remove(s, 4, rowCells(5, 1, 9, [4, 8]));
    remove(s, 4, rowCells(9, 1, 9, [8, 2]));
    const step = xChain.find(s);
    expect(step?.reason).toMatch(/^\(4\)r1c1 = \(4\)r1c4 - \(4\)r5c4 = \(4\)r5c8 - \(4\)r9c8 = \(4\)r9c2: one end is true$/);
    expect(eliminated(s, step)).toEqual(expectRemoved(4, ["r2c2", "r3c2", "r7c1", "r8c1"]));
    // Row 5 is no strong link any more; changed in place, so the strong links kept for the position
    // searched last (chains.ts pairsPosition) must be worked out again.
    s.candidates[at(s, "r5c6")] |= 1 << 3;
    expect(xChain.find(s)).toBeUndefined();
  });

  it("XY-chain: {1,2} {2,3} {3,4} {4,1}: one end is 1", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r1c5", "23");
    candidates(s, "r5c5", "34");
    candidates(s, "r5c9", "14");
    expect(eliminated(s, xyChain.find(s))).toEqual(expectRemoved(1, ["r1c9", "r5c1"]));
    candidates(s, "r5c9", "45");
    expect(xyChain.find(s)).toBeUndefined();
  });

  it("AIC: bivalue cells and a strong link in a column, which neither X- nor XY-chains may mix", () => {
    const s = emptyPosition();
    candidates(s, "r1c1", "12");
    candidates(s, "r5c9", "12");
    remove(s, 2, colCells(5, 1, 9, [1, 5]));
    const step = aic.find(s);
    expect(eliminated(s, step)).toEqual(expectRemoved(1, ["r1c9", "r5c1"]));
    expect(xChain.find(s)).toBeUndefined();
    expect(xyChain.find(s)).toBeUndefined();
    s.candidates[at(s, "r7c5")] |= 1 << 1; // 2 back in r7c5: column 5 is no strong link
    expect(aic.find(s)).toBeUndefined();
  });
});

describe("the chains a step carries (for the picture) are made of the position's links", () => {
  // Puzzles of test/fixtures/third-party/se-rated/sample.txt (Sudoku Explainer's ratings, see its README) whose solves
  // take X-chains, XY-chains, AICs, kites, skyscrapers and W-wings.
  const PUZZLES = [
    "040901050600000001150000027004708500071000230003000600000216000000803000010070060",
    "000000000560000032230040079000060000070501090000708000053000920009806500700000004",
    "005900000010804700900000001500300400203000805001005007100000004002708060000009200",
  ];

  it("a strong link: a cell's only two digits, or a digit's only two places in a unit; a weak link: one cell, or one digit in peers", () => {
    const seen = new Set<string>();
    for (const line of PUZZLES) {
      const state = initialState(readAnyPuzzle(line).puzzle.model);
      const g = state.geometry;
      const one = (mask: number): boolean => mask !== 0 && (mask & (mask - 1)) === 0;
      const inUnitOnlyTwo = (a: number, b: number, bit: number): boolean => {
        for (let u = 0; u < g.unitCount; u++) {
          const cells = Array.from(g.unitCells.subarray(u * g.size, (u + 1) * g.size));
          if (!cells.includes(a) || !cells.includes(b)) continue;
          if (cells.filter((c) => state.values[c] === 0 && (state.candidates[c] & bit) !== 0).length === 2) return true;
        }
        return false;
      };
      for (let n = 0; n < 200; n++) {
        const step = nextStep(state);
        if (step === undefined) break;
        if (step.chains !== undefined && !/forcing/.test(step.technique)) {
          seen.add(step.technique);
          for (const chain of step.chains) {
            expect(chain.links).toHaveLength(chain.nodes.length - 1);
            chain.links.forEach((link, i) => {
              const [p, q] = [chain.nodes[i], chain.nodes[i + 1]];
              const [a, b] = [p?.cells[0] ?? -1, q?.cells[0] ?? -1];
              const [da, db] = [p?.digits ?? 0, q?.digits ?? 0];
              expect(one(da) && one(db) && p?.cells.length === 1 && q?.cells.length === 1).toBe(true);
              const ok =
                link === "strong"
                  ? a === b
                    ? state.candidates[a] === (da | db) && da !== db
                    : da === db && inUnitOnlyTwo(a, b, da)
                  : a === b
                    ? da !== db
                    : da === db && sees(g, a, b);
              expect({ technique: step.technique, link, i, ok }).toEqual({ technique: step.technique, link, i, ok: true });
            });
          }
        }
        applyStep(state, step);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(["AIC", "W-wing", "X-chain", "XY-chain", "skyscraper", "two-string kite"]));
  });
});

/**
 * A search given `also` (chains.ts ChainAlso) notes the other kind's conclusions for that technique's call
 * on the same position: the AIC's for the continuous nice loop of candidates, the grouped loop's for the
 * grouped AIC. Each call so answered must give the step a search of its own gives (asked under a name no
 * search notes, so searched afresh), at every length limit, after a noting search under any limit; and a
 * position changed in place since must be searched afresh. Along the logical solve of the first SE-rated
 * sample puzzle rated 8.5 (test/fixtures/third-party/se-rated).
 */
describe("a chain search noting the other kind's conclusions", () => {
  const AIC = { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false } as const;
  const LOOP = { ...AIC, loops: true } as const;
  const CEILINGS = [Infinity, 8.4, 7.6, 7.2];
  const OWN = "a search of its own";
  const renamed = (step: Step | undefined) => (step === undefined ? undefined : { ...step, technique: OWN });

  it("answers as a search of its own, on the same position only", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const text = readFileSync(fileURLToPath(new URL("../../fixtures/third-party/se-rated/sample.txt", import.meta.url)), "utf8");
    const puzzles = text
      .split("\n")
      .filter((l) => /^[0-9.]{81} 8\.5$/.test(l))
      .slice(0, 1);
    expect(puzzles.length).toBe(1);
    const techniques = techniquesFor(geometry, true);
    let answered = 0;
    let stale = 0;
    for (const line of puzzles) {
      const givens = Uint8Array.from(line.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
      const state = initialState({ geometry, givens });
      for (let n = 0; n < 200; n++) {
        const groups = chainGroups(state);
        // Each technique's own answer under each limit (the same searches without notes).
        const own = CEILINGS.map((c) => ({
          loop: findChain(state, LOOP, OWN, PLAIN_LOOP.base, undefined, c),
          groupedAic: findChain(state, AIC, OWN, GROUPED_AIC.base, groups, c),
        }));
        const near: [ChainLinks, number][] = [
          [AIC, 8.5],
          [LOOP, 8.0],
          [{ ...AIC, weakInCell: false }, 8.0],
        ];
        const nearOwn = near.map(([links, base]) => findChain(state, links, OWN, base, groups));
        // Notes of this position, asked after the position changed in place (the step of the answer they
        // hold applied): searched afresh, so a step removing what is still there.
        for (const kind of [own[0]!.loop, own[0]!.groupedAic]) {
          if (kind === undefined) continue;
          const changed = copyState(state);
          const loop = kind === own[0]!.loop;
          if (loop) findChain(changed, AIC, "AIC", 7.0, undefined, Infinity, PLAIN_LOOP);
          else findChain(changed, LOOP, PLAIN_LOOP.name, 8.0, groups, Infinity, GROUPED_AIC);
          applyStep(changed, kind);
          const again = loop
            ? findChain(changed, LOOP, PLAIN_LOOP.name, PLAIN_LOOP.base, undefined)
            : findChain(changed, AIC, GROUPED_AIC.name, GROUPED_AIC.base, groups);
          const fresh = loop ? findChain(changed, LOOP, OWN, PLAIN_LOOP.base, undefined) : findChain(changed, AIC, OWN, GROUPED_AIC.base, groups);
          expect(renamed(again), `step ${n}: after a change`).toEqual(fresh);
          stale++;
        }
        for (const c of CEILINGS) {
          // The noting searches find their own steps as before.
          expect(renamed(findChain(state, AIC, "AIC", 7.0, undefined, c, PLAIN_LOOP)), `step ${n}: AIC ${c}`).toEqual(
            renamed(findChain(state, AIC, OWN, 7.0, undefined, c)),
          );
          CEILINGS.forEach((d, j) => {
            const loop = findChain(state, LOOP, PLAIN_LOOP.name, PLAIN_LOOP.base, undefined, d);
            expect(renamed(loop), `step ${n}: loop ${d} after the AIC ${c}`).toEqual(own[j]!.loop);
            if (loop !== undefined) answered++;
          });
          const groupedLoop = findChain(state, LOOP, PLAIN_LOOP.name, 8.0, groups, c, GROUPED_AIC);
          expect(renamed(groupedLoop), `step ${n}: grouped loop ${c}`).toEqual(renamed(findChain(state, LOOP, OWN, 8.0, groups, c)));
          CEILINGS.forEach((d, j) => {
            const chain = findChain(state, AIC, GROUPED_AIC.name, GROUPED_AIC.base, groups, d);
            expect(renamed(chain), `step ${n}: grouped AIC ${d} after the grouped loop ${c}`).toEqual(own[j]!.groupedAic);
            if (chain !== undefined) answered++;
          });
        }
        // Asks differing from the notes' in one thing (the name, base, kind or links): searched afresh.
        findChain(state, LOOP, PLAIN_LOOP.name, 8.0, groups, Infinity, GROUPED_AIC);
        expect(findChain(state, AIC, OWN, GROUPED_AIC.base, groups), `step ${n}: another name`).toEqual(own[0]!.groupedAic);
        near.forEach(([links, base], i) => {
          expect(renamed(findChain(state, links, GROUPED_AIC.name, base, groups)), `step ${n}: near ${i}`).toEqual(nearOwn[i]);
        });
        // Other groups (with ALS nodes: chain-als.ts), the same links and name: searched afresh.
        const als = withAlsNodes(state, groups);
        findChain(state, LOOP, PLAIN_LOOP.name, 8.0, groups, Infinity, GROUPED_AIC);
        expect(renamed(findChain(state, AIC, GROUPED_AIC.name, GROUPED_AIC.base, als)), `step ${n}: other groups`).toEqual(
          renamed(findChain(state, AIC, OWN, GROUPED_AIC.base, als)),
        );
        const step = nextStep(state, techniques);
        if (step === undefined) break;
        applyStep(state, step);
      }
    }
    // Steps were answered from notes, and notes were kept for positions changed since.
    expect(answered).toBeGreaterThan(20);
    expect(stale).toBeGreaterThan(5);
  });
});

/**
 * A candidate's links are kept for the position and the kinds of link last searched (chains.ts Scratch.built):
 * the X-chain, XY-chain, AIC and grouped searches asked in turn on one position, and again after it changed in
 * place, answer as searches with nothing kept (another position searched just before each). Along the logical
 * solve of the first SE-rated sample puzzle rated 8.5.
 */
describe("the chain search's links kept for the position", () => {
  const AIC = { strongInCell: true, strongInUnit: true, weakInCell: true, sameDigitEnds: false } as const;
  const X = { strongInCell: false, strongInUnit: true, weakInCell: false, sameDigitEnds: true } as const;
  const XY = { strongInCell: true, strongInUnit: false, weakInCell: false, sameDigitEnds: true } as const;

  it("serve only that position and those kinds of link", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const text = readFileSync(fileURLToPath(new URL("../../fixtures/third-party/se-rated/sample.txt", import.meta.url)), "utf8");
    const line = text.split("\n").find((l) => /^[0-9.]{81} 8\.5$/.test(l));
    expect(line).toBeDefined();
    const givens = Uint8Array.from(line!.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
    const state = initialState({ geometry, givens });
    const blank = initialState({ geometry, givens: new Uint8Array(geometry.cellCount) });
    const techniques = techniquesFor(geometry, true);
    const asks: [string, ChainLinks, boolean][] = [
      ["X", X, false],
      ["AIC", AIC, false],
      ["XY", XY, false],
      ["grouped AIC", AIC, true],
      ["AIC again", AIC, false],
    ];
    /** The search with nothing kept for this position: another one searched first. */
    const fresh = (links: ChainLinks, grouped: boolean): Step | undefined => {
      findChain(blank, links, "flush", 7.0);
      return findChain(state, links, "ask", 7.0, grouped ? chainGroups(state) : undefined);
    };
    let found = 0;
    let changed = 0;
    for (let n = 0; n < 200; n++) {
      const want = asks.map(([, links, grouped]) => fresh(links, grouped));
      asks.forEach(([name, links, grouped], i) => {
        const got = findChain(state, links, "ask", 7.0, grouped ? chainGroups(state) : undefined);
        expect(got, `step ${n}: ${name}`).toEqual(want[i]);
        if (got !== undefined) found++;
      });
      const step = nextStep(state, techniques);
      if (step === undefined) break;
      // Searched on this position just now, then changed in place: the links are worked out again.
      findChain(state, AIC, "ask", 7.0);
      applyStep(state, step);
      const after = findChain(state, AIC, "ask", 7.0);
      expect(after, `step ${n}: after a change in place`).toEqual(fresh(AIC, false));
      changed++;
    }
    expect(found).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(10);
  });
});
