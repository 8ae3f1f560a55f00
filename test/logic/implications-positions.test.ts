/**
 * The implication engine keeps its link rows from one position to the next, listing again only the rows a
 * change of position affects (Implications.setPosition), and says which trials run in an earlier position
 * would still give the same facts (unchangedSince), for the forcing search's memo (forcing.ts). Both are
 * checked against a fresh engine on each position: positions drawn from the SE-rated sample's hardest
 * puzzles (test/fixtures/third-party/se-rated), a few candidates removed or a digit placed at a time, from a seed
 * (printed in each failure; FORCING_SEED sets it). On the classic 9x9 and on an anti-knight one, whose rule
 * links cells outside their units: listing again only the units' rows there fails the second.
 */
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/generate/random.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { Implications, type TrialMode } from "../../src/logic/implications.js";
import { initialState } from "../../src/logic/state.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import type { LogicState } from "../../src/model/step-contract.js";
import { hardPuzzles } from "./hard-puzzles.js";

const SEED = Number(process.env.FORCING_SEED ?? "20261127");
const ROUNDS = 24;

/** What a trial derived: its outcome, facts, parents and contradiction, as one string. */
function signature(engine: Implications, ok: boolean): string {
  const parents = Array.from(engine.parentList.subarray(0, engine.parentStart[engine.count]!));
  return `${ok} ${engine.contradictionText && !ok ? engine.contradictionText : ""} ${Array.from(engine.facts.subarray(0, engine.count))} | ${Array.from(engine.parentStart.subarray(0, engine.count + 1))} | ${parents}`;
}

/** Removes a few candidates (a cell keeps one) or places a digit: the position a step or two later. */
function change(state: LogicState, next: () => number): void {
  const open: number[] = [];
  for (let c = 0; c < 81; c++) if (state.values[c] === 0 && (state.candidates[c]! & (state.candidates[c]! - 1)) !== 0) open.push(c);
  if (open.length === 0) return;
  const c = open[next() % open.length]!;
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if ((state.candidates[c]! & (1 << (d - 1))) !== 0) digits.push(d);
  const d = digits[next() % digits.length]!;
  if (next() % 4 === 0) {
    state.values[c] = d;
    state.candidates[c] = 1 << (d - 1);
  } else {
    state.candidates[c]! &= ~(1 << (d - 1));
    if (next() % 2 === 0) change(state, next);
  }
}

describe("Implications across positions", () => {
  // The classic 9x9, and one whose rule adds links beyond the units (anti-knight: each cell's knight-move
  // cells), whose rows a change must also list again.
  for (const [name, layout, puzzles] of [
    ["the classic 9x9", BUILTIN_LAYOUTS.single, 2],
    ["an anti-knight 9x9", { ...BUILTIN_LAYOUTS.single, rules: [{ type: "anti-knight" }] } satisfies Layout, 1],
  ] as const) {
    it(`gives the trials a fresh engine gives, and unchangedSince only where they are the same as remembered (${name})`, () => {
      const geometry = buildGeometry(layout);
      const random = createRandom(SEED);
      const next = (): number => random.nextUint32();
      const warm = new Implications(geometry);
      let kept = 0;
      let changed = 0;
      for (const givens of hardPuzzles(8.5, puzzles)) {
        const state = initialState({ geometry, givens });
        /** Per trial (mode, candidate, on): the warm engine's position and fact set when it reached a fixpoint, and its signature. */
        const remembered = new Map<string, { at: number; set: Uint32Array; signature: string }>();
        for (let round = 0; round < ROUNDS; round++) {
          warm.setPosition(state);
          const fresh = new Implications(geometry);
          fresh.setPosition(state);
          for (let c = 0; c < 81; c++) {
            if (state.values[c] !== 0) continue;
            for (let d = 1; d <= 9; d++) {
              if ((state.candidates[c]! & (1 << (d - 1))) === 0) continue;
              const modes: [string, TrialMode, boolean][] = [
                ["static", { dynamic: false }, true],
                ["static", { dynamic: false }, false],
                ["dynamic", { dynamic: true }, true],
                ["dynamic", { dynamic: true }, false],
                ["digit", { dynamic: true, digit: d }, true],
              ];
              for (const [name, mode, on] of modes) {
                const key = `${name} ${c} ${d} ${on}`;
                const want = signature(fresh, fresh.trial(c, d, on, mode));
                const ok = warm.trial(c, d, on, mode);
                const got = signature(warm, ok);
                expect(got, `seed ${SEED}, round ${round}: ${key}`).toBe(want);
                const before = remembered.get(key);
                if (before !== undefined) {
                  if (warm.unchangedSince(before.at, before.set, 0)) {
                    kept++;
                    expect(want, `seed ${SEED}, round ${round}: ${key} said unchanged since position ${before.at}`).toBe(before.signature);
                  } else changed++;
                }
                // As the forcing search's memo: a trial still the same is checked from here on, another one remembered anew.
                if (!ok) remembered.delete(key);
                else if (before !== undefined && before.signature === want && warm.unchangedSince(before.at, before.set, 0)) before.at = warm.position;
                else {
                  const set = new Uint32Array(warm.setWords);
                  warm.writeFactSet(set, 0);
                  remembered.set(key, { at: warm.position, set, signature: want });
                }
              }
            }
          }
          change(state, next);
        }
      }
      // Both answers were given, many times (the test compares, rather than passing over every trial).
      expect(kept).toBeGreaterThan(1000);
      expect(changed).toBeGreaterThan(1000);
    });
  }
});
