/**
 * The implication engine's trials reach a fixpoint of the layout's rules: applyRules runs a propagator
 * (or a rule's piece) again only when a cell it reads lost a candidate since its last run
 * (implications.ts), and that skip must never leave a narrowing undone. Over random layouts with random rules (test/arbitraries/
 * rule-puzzles.ts), dynamic trials from the givens' position: every trial that ends without a
 * contradiction leaves each propagator nothing to take from an open cell. Replayable: the seed is printed,
 * COMBO_SEED=N replays it. Bounded: a fact budget per trial and a few dozen trials per case.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Implications, type TrialMode } from "../../src/logic/implications.js";
import { initialState } from "../../src/logic/state.js";
import { logicPropagators } from "../../src/rules/registry.js";
import type { RulePuzzle } from "../arbitraries/rule-puzzles.js";
import { rulePuzzleArb } from "../arbitraries/rule-puzzles.js";

const seed = Number(process.env.COMBO_SEED ?? Math.floor(Math.random() * 0x7fffffff));
console.log(`implications rules properties: COMBO_SEED=${seed}`);

const TRIALS = 40;
const FACT_BUDGET = 50_000;

/** Trials that ended in a fixpoint and were checked, over all cases: the property must have looked at some. */
let checked = 0;

function checkFixpoints(p: RulePuzzle): void {
  const rules = logicPropagators(p.geometry);
  if (rules.propagators.length === 0) return;
  const state = initialState({ geometry: p.geometry, givens: p.givens });
  const engine = new Implications(p.geometry);
  engine.setPosition(state);
  const size = p.geometry.size;
  let trials = 0;
  for (let c = 0; c < p.geometry.cellCount && trials < TRIALS; c += 3) {
    const m = state.candidates[c]!;
    if (state.values[c] !== 0 || (m & (m - 1)) === 0) continue;
    for (let d = 1; d <= size && trials < TRIALS; d++) {
      if ((m & (1 << (d - 1))) === 0) continue;
      trials++;
      const budget = { left: FACT_BUDGET };
      const mode: TrialMode = { dynamic: true, digit: undefined, extra: undefined, nested: undefined, budget };
      if (!engine.trial(c, d, true, mode) || budget.left <= 0) continue;
      for (const [i, propagator] of rules.propagators.entries()) {
        const scratch = engine.cand.slice();
        expect(propagator.propagate(scratch), `${rules.owners[i]?.type} propagator ${i} fails at the fixpoint of cell ${c} = ${d}`).toBe(true);
        for (const x of propagator.cells) {
          if (state.values[x] !== 0) continue;
          expect(scratch[x], `${rules.owners[i]?.type} propagator ${i} narrows cell ${x} at the fixpoint of cell ${c} = ${d}`).toBe(engine.cand[x]);
        }
      }
      checked++;
    }
  }
}

describe(`implication trials reach the rules' fixpoint (seed ${seed})`, () => {
  it("on random layouts and rules, no propagator narrows an open cell where a trial ends without a contradiction", () => {
    checked = 0;
    fc.assert(
      fc.property(rulePuzzleArb, (p) => checkFixpoints(p)),
      { seed, numRuns: 30 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});
