/**
 * The propagator contract the logic's trials lean on (logic/implications.ts runs a rule's propagator, or
 * its pieces, again only when one of its `cells` or `reads` lost a candidate, and copies only those masks): what a propagator leaves in its own cells, and
 * whether it fails, depends on the masks of those cells alone. Over random layouts with random rules
 * (test/arbitraries/rule-puzzles.ts), each propagator runs on random masks (every cell keeping its digit of
 * the solved grid, the others at random), then on the same masks with every other cell of the layout
 * changed at random: the two runs must agree on its cells and on failing.
 * Replayable: the seed is printed, COMBO_SEED=N replays it. Bounded: one run of each propagator per case.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/generate/random.js";
import { compileRules, logicPropagators } from "../../src/rules/registry.js";
import type { RulePuzzle } from "../arbitraries/rule-puzzles.js";
import { rulePuzzleArb, sizedRulePuzzleArb } from "../arbitraries/rule-puzzles.js";

const seed = Number(process.env.COMBO_SEED ?? Math.floor(Math.random() * 0x7fffffff));
console.log(`propagator reads properties: COMBO_SEED=${seed}`);

/** How many propagators ran, over all cases: the property must have had something to look at. */
let checked = 0;

function checkReads(p: RulePuzzle & { seed: number }): void {
  const rules = compileRules(p.geometry);
  if (rules === undefined) return;
  const random = createRandom(p.seed);
  const size = p.geometry.size;
  const digits = (1 << size) - 1;
  const masks = (): Uint16Array => Uint16Array.from(p.solved, (d) => (1 << (d - 1)) | random.below(digits + 1));
  // The search's propagators and the logic's pieces (RuleKind.pieces) alike.
  const pieces = logicPropagators(p.geometry);
  const all = [...rules.propagators.map((q, i) => [q, rules.owners[i]] as const), ...pieces.propagators.map((q, i) => [q, pieces.owners[i]] as const)];
  for (const [i, [propagator, owner]] of all.entries()) {
    const seen = new Set<number>([...propagator.cells, ...(propagator.reads ?? [])]);
    const a = masks();
    const b = a.slice();
    const other = masks();
    for (let c = 0; c < b.length; c++) if (!seen.has(c)) b[c] = other[c]!;
    const okA = propagator.propagate(a);
    const okB = propagator.propagate(b);
    const what = `${owner?.type ?? "?"} propagator ${i}`;
    expect(okB, what).toBe(okA);
    if (okA) for (const c of propagator.cells) expect(b[c], `${what}, cell ${c}`).toBe(a[c]);
    checked++;
  }
}

describe(`propagators read their cells and reads only (seed ${seed})`, () => {
  it("on random layouts and rules, a propagator's result does not depend on other cells", () => {
    checked = 0;
    fc.assert(
      fc.property(rulePuzzleArb, (p) => checkReads(p)),
      { seed, numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(40);
  });

  it("at every size (4 to 16), the same", () => {
    fc.assert(
      fc.property(sizedRulePuzzleArb, (p) => checkReads(p)),
      { seed: seed + 1, numRuns: 40 },
    );
  });
});
