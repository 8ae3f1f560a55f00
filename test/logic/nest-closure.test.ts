/**
 * The nested forcing chains' inner trials as yes or no (src/logic/nest-closure.ts), against the implication
 * engine's own trials (implications.ts), which derive every fact:
 *
 * - one level: at the fixpoints of "(+)" trials on hard positions (the forum's hardest, test/fixtures/nine;
 *   and a samurai), each candidate's answer equals whether the engine's
 *   trial ends in a contradiction; then at a position below it, and one below that (the memo's case:
 *   the trials start again from what they reached before);
 * - nested levels: an outer trial with nested levels gives the same facts, parents and contradiction as
 *   the same trial whose inner trials are the engine's (the extra techniques given as copies, which the
 *   closure does not know, so the engine runs its own inner trials).
 *
 * Outer candidates are drawn from a seed (printed in each failure; NEST_SEED sets it).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createRandom } from "../../src/generate/random.js";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { applyStep, nextStep, techniquesFor } from "../../src/logic/engine.js";
import { Implications, type TrialMode } from "../../src/logic/implications.js";
import { NestClosure } from "../../src/logic/nest-closure.js";
import { initialState } from "../../src/logic/state.js";
import { PLUS_TECHNIQUES } from "../../src/logic/techniques/dynamic-forcing-chains-plus.js";
import { nestedForcingChains } from "../../src/logic/techniques/nested-forcing-chains.js";
import { buildGeometry, type Geometry } from "../../src/model/geometry.js";
import type { LogicState } from "../../src/model/step-contract.js";

/** Puzzles of the forum's hardest (test/fixtures/nine, a sample of the tdoku benchmark set): each needs the nested nets. */
function hardest(n: number): Uint8Array[] {
  const text = readFileSync(fileURLToPath(new URL("../fixtures/nine/forum_hardest_1106.sample.txt", import.meta.url)), "utf8");
  return text
    .split("\n")
    .filter((l) => /^[0-9.]{81}/.test(l))
    .slice(0, n)
    .map((l) => Uint8Array.from(l.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)));
}

const SEED = Number(process.env.NEST_SEED ?? "20261127");
const BUDGET = 20_000_000;

/** The positions of a logical solve where the nets are needed (nothing easier than nested forcing chains finds a step), up to `most`. */
function netPositions(geometry: Geometry, givens: Uint8Array, most: number): LogicState[] {
  const all = techniquesFor(geometry, true);
  const easier = all.filter((t) => t.difficulty < nestedForcingChains.difficulty);
  const state = initialState({ geometry, givens });
  const out: LogicState[] = [];
  for (let n = 0; n < 400 && out.length < most; n++) {
    if (nextStep(state, easier) === undefined) {
      out.push({ geometry, candidates: state.candidates.slice(), values: state.values.slice() });
      if (out.length === most) break;
    }
    const step = nextStep(state, all);
    if (step === undefined) break;
    applyStep(state, step);
  }
  return out;
}

/** The open candidates of a position, as [cell, digit] (cells in order, digits ascending). */
function candidatesOf(state: LogicState): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < state.geometry.cellCount; c++) {
    const m = state.candidates[c]!;
    if (state.values[c] !== 0 || (m & (m - 1)) === 0) continue;
    for (let d = 1; d <= state.geometry.size; d++) if ((m & (1 << (d - 1))) !== 0) out.push([c, d]);
  }
  return out;
}

/** The fixpoint of a "(+)" trial of a random candidate (of 20 tried) in `state`: the position an outer trial hands down. */
function plusFixpoint(state: LogicState, next: () => number): LogicState | undefined {
  const outer = new Implications(state.geometry);
  outer.setPosition(state);
  const options = candidatesOf(state);
  for (let tries = 0; tries < 20; tries++) {
    const [c, d] = options[next() % options.length]!;
    if (outer.trial(c, d, true, plus({ left: BUDGET }))) return { geometry: state.geometry, candidates: outer.cand.slice(), values: state.values };
  }
  return undefined;
}

const plus = (budget: { left: number }): TrialMode => ({ dynamic: true, digit: undefined, extra: PLUS_TECHNIQUES, nested: 0, budget });

/**
 * Compares the closure with the engine at position `p` (a "(+)" fixpoint) for every candidate, from the
 * closure's current generation; returns a position below p (a trial's fixpoint there), or undefined.
 */
function compareAt(closure: NestClosure, p: LogicState, pick: number, label: string, counts: { yes: number; no: number }): LogicState | undefined {
  const engine = new Implications(p.geometry);
  engine.setPosition(p, PLUS_TECHNIQUES);
  const fixpoints: Uint16Array[] = [];
  for (const [c, d] of candidatesOf(p)) {
    const contradicts = !engine.trial(c, d, true, plus({ left: BUDGET }));
    if (!contradicts) fixpoints.push(engine.cand.slice());
    expect(closure.contradicts(c, d, 0, { left: BUDGET }), `${label}: r${p.geometry.cellRow[c]! + 1}c${p.geometry.cellCol[c]! + 1}=${d}`).toBe(contradicts);
    if (contradicts) counts.yes++;
    else counts.no++;
  }
  if (fixpoints.length === 0) return undefined;
  return { geometry: p.geometry, candidates: fixpoints[pick % fixpoints.length]!, values: p.values };
}

describe("the nested forcing chains' inner trials (NestClosure)", () => {
  it("answer as the engine's trials do, at a position and at two below it (the memo), on a 9x9 and a samurai", () => {
    const random = createRandom(SEED);
    const cases: [string, Geometry, Uint8Array[]][] = [["the classic 9x9", buildGeometry(BUILTIN_LAYOUTS.single), hardest(3)]];
    // A samurai whose center grid is a hard 9x9 and whose outer grids are open: the shared boxes carry
    // the center's candidates into the outer grids, and the unit pairs across grids join in.
    const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const center = samurai.grids[2]!;
    const givens = new Uint8Array(samurai.cellCount);
    const nine = hardest(4)[3]!;
    for (let i = 0; i < 81; i++) givens[center.cells[i]!] = nine[i]!;
    cases.push(["a samurai", samurai, [givens]]);
    const counts = { yes: 0, no: 0 };
    for (const [name, geometry, puzzles] of cases) {
      const links = new Implications(geometry);
      const closure = new NestClosure(geometry, links.linkStart, links.linkList, { locked: true, naked: true, hidden: true });
      for (const [i, puzzle] of puzzles.entries()) {
        const state = name === "a samurai" ? initialState({ geometry, givens: puzzle }) : netPositions(geometry, puzzle, 1)[0]!;
        let p = plusFixpoint(state, () => random.nextUint32());
        expect(p, `${name} ${i}: a trial reaching a fixpoint`).toBeDefined();
        closure.begin(p!.candidates, p!.values);
        for (let depth = 0; depth < 3 && p !== undefined; depth++) {
          const label = `seed ${SEED}, ${name}, puzzle ${i}, position ${depth}`;
          if (depth > 0) closure.position(p.candidates, p.values);
          p = compareAt(closure, p, random.nextUint32(), label, counts);
        }
      }
    }
    // Both answers, many times over.
    expect(counts.yes).toBeGreaterThan(100);
    expect(counts.no).toBeGreaterThan(100);
  });

  it("lets an outer trial with nested levels derive the facts it derives with the engine's own inner trials", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const random = createRandom(SEED + 1);
    // Copies of the extra techniques: the same steps, but not the objects the closure knows, so the
    // engine's own inner trials run (implications.ts, closureFor).
    const copies = PLUS_TECHNIQUES.map((t) => ({ ...t }));
    let trials = 0;
    let removedByNest = 0;
    for (const givens of hardest(2)) {
      for (const state of netPositions(geometry, givens, 1)) {
        const fast = new Implications(geometry);
        const reference = new Implications(geometry);
        fast.setPosition(state);
        reference.setPosition(state);
        const options = candidatesOf(state);
        for (const levels of [1, 2]) {
          for (let n = 0; n < (levels === 1 ? 6 : 2); n++) {
            const [c, d] = options[random.nextUint32() % options.length]!;
            const label = `seed ${SEED + 1}: r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}, ${levels} levels`;
            const want = reference.trial(c, d, true, { dynamic: true, digit: undefined, extra: copies, nested: levels, budget: { left: BUDGET } });
            const got = fast.trial(c, d, true, { dynamic: true, digit: undefined, extra: PLUS_TECHNIQUES, nested: levels, budget: { left: BUDGET } });
            expect(got, label).toBe(want);
            expect(Array.from(fast.facts.subarray(0, fast.count)), label).toEqual(Array.from(reference.facts.subarray(0, reference.count)));
            expect(Array.from(fast.parentList.subarray(0, fast.parentStart[fast.count]!)), label).toEqual(
              Array.from(reference.parentList.subarray(0, reference.parentStart[reference.count]!)),
            );
            expect(fast.contradiction, label).toEqual(reference.contradiction);
            trials++;
            // The facts a nested level removed: a candidate off with its cell's facts as parents, past the plain "(+)" trial's facts.
            const plain = new Implications(geometry);
            plain.setPosition(state);
            plain.trial(c, d, true, plus({ left: BUDGET }));
            if (fast.count > plain.count) removedByNest++;
          }
        }
      }
    }
    expect(trials).toBeGreaterThan(10);
    // The nested levels did work in some of them (the comparison is not only of plain "(+)" trials).
    expect(removedByNest).toBeGreaterThan(2);
  });

  it("answers no when the budget runs out, and does not keep that answer", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const random = createRandom(SEED + 2);
    const state = plusFixpoint(netPositions(geometry, hardest(1)[0]!, 1)[0]!, () => random.nextUint32())!;
    const engine = new Implications(geometry);
    const closure = new NestClosure(geometry, engine.linkStart, engine.linkList, { locked: true, naked: true, hidden: true });
    engine.setPosition(state, PLUS_TECHNIQUES);
    // The first candidate whose trial ends in a contradiction.
    const [c, d] = candidatesOf(state).find(([cell, digit]) => !engine.trial(cell, digit, true, plus({ left: BUDGET })))!;
    closure.begin(state.candidates, state.values);
    expect(closure.contradicts(c, d, 0, { left: 1 })).toBe(false);
    expect(closure.contradicts(c, d, 0, { left: BUDGET })).toBe(true);
  });
});
