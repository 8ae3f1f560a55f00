/**
 * plusMayFind (src/logic/plus-may-find.ts) against the techniques' own find: on positions from the rated
 * bank (test/fixtures/third-party/se-rated) and an empty samurai, with random candidates removed, it says "may find"
 * exactly where the naked and hidden pairs find a step (and always for any other technique). Replayable
 * with COMBO_SEED (the suite's seed); bounded by the number of runs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LogicState } from "../../src/model/step-contract.js";
import { initialState } from "../../src/logic/state.js";
import { plusMayFind } from "../../src/logic/plus-may-find.js";
import { hiddenPair } from "../../src/logic/techniques/hidden-pair.js";
import { lockedCandidates } from "../../src/logic/techniques/locked-candidates.js";
import { nakedPair } from "../../src/logic/techniques/naked-pair.js";

const bank = readFileSync(join(__dirname, "..", "fixtures", "third-party", "se-rated", "sample.txt"), "utf8")
  .split("\n")
  .filter((l) => /^[0-9.]{81} /.test(l));
const nine = buildGeometry(BUILTIN_LAYOUTS.single);
const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);

/** The position with the listed candidates removed (a cell keeps one candidate at least). */
function thinned(state: LogicState, removals: readonly (readonly [number, number])[]): LogicState {
  const { size, cellCount } = state.geometry;
  for (const [at, digit] of removals) {
    const c = at % cellCount;
    const bit = 1 << (digit % size);
    if (state.values[c] === 0 && (state.candidates[c]! & ~bit) !== 0) state.candidates[c]! &= ~bit;
  }
  return state;
}

const removalsArb = fc.array(fc.tuple(fc.nat(10_000), fc.nat(100)), { maxLength: 400 });

describe("plusMayFind", () => {
  it("says 'may find' exactly where the naked and hidden pairs find a step, on thinned positions", () => {
    const seen = { yes: 0, no: 0 };
    fc.assert(
      fc.property(fc.nat(bank.length - 1), fc.boolean(), removalsArb, (i, big, removals) => {
        const line = bank[i]!;
        const givens = Uint8Array.from(line.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
        const start = big ? initialState({ geometry: samurai, givens: new Uint8Array(samurai.cellCount) }) : initialState({ geometry: nine, givens });
        const state = thinned(start, removals);
        for (const t of [nakedPair, hiddenPair]) {
          const may = plusMayFind(t, state);
          expect(may, t.name).toBe(t.find(state) !== undefined);
          seen[may ? "yes" : "no"]++;
        }
        expect(plusMayFind(lockedCandidates, state)).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Both answers came up: the property compared something either way.
    expect(seen.yes).toBeGreaterThan(10);
    expect(seen.no).toBeGreaterThan(10);
  });
});
