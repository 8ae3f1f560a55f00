/**
 * The nested forcing chains' inner trials as yes or no (src/logic/nest-closure.ts), against the implication
 * engine's own trials (implications.ts), which derive every fact:
 *
 * - one level: at the fixpoints of "(+)" trials on hard positions (the forum's hardest, test/fixtures/third-party/nine;
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
import { at, candidates, colCells, remove } from "./position.js";
import { PLUS_TECHNIQUES } from "../../src/logic/techniques/dynamic-forcing-chains-plus.js";
import { nestedForcingChains } from "../../src/logic/techniques/nested-forcing-chains.js";
import { buildGeometry, type Geometry } from "../../src/model/geometry.js";
import type { LogicState, Technique } from "../../src/model/step-contract.js";

/** Puzzles of the forum's hardest (test/fixtures/third-party/nine, a sample of the tdoku benchmark set): each needs the nested nets. */
function hardest(n: number): Uint8Array[] {
  const text = readFileSync(fileURLToPath(new URL("../fixtures/third-party/nine/forum_hardest_1106.sample.txt", import.meta.url)), "utf8");
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
 * Compares the closures (one with its memo, one without) with the engine at position `p` (a "(+)"
 * fixpoint) for every candidate, from the closures' current generation; returns a position below p (a
 * trial's fixpoint there), or undefined.
 */
function compareAt(closures: readonly NestClosure[], p: LogicState, pick: number, label: string, counts: { yes: number; no: number }): LogicState | undefined {
  const engine = new Implications(p.geometry);
  engine.setPosition(p, PLUS_TECHNIQUES);
  const fixpoints: Uint16Array[] = [];
  for (const [c, d] of candidatesOf(p)) {
    const contradicts = !engine.trial(c, d, true, plus({ left: BUDGET }));
    if (!contradicts) fixpoints.push(engine.cand.slice());
    for (const closure of closures) {
      expect(closure.contradicts(c, d, 0, { left: BUDGET }), `${label}: r${p.geometry.cellRow[c]! + 1}c${p.geometry.cellCol[c]! + 1}=${d}`).toBe(contradicts);
    }
    if (contradicts) counts.yes++;
    else counts.no++;
  }
  if (fixpoints.length === 0) return undefined;
  return { geometry: p.geometry, candidates: fixpoints[pick % fixpoints.length]!, values: p.values };
}

/**
 * Position p with open cells given one candidate each (drawn), which their linked cells keep, then cleared
 * of what the extra techniques find (the closure and the engine start where they find nothing): as the
 * engine, the closure takes such a digit from the linked cells only when a unit's places name the cell.
 * Undefined if the clearing empties a cell.
 */
function withLoneCandidates(p: LogicState, next: () => number): LogicState | undefined {
  const candidates = p.candidates.slice();
  const open = candidatesOf(p).map(([c]) => c);
  for (let n = 0; n < 6 && open.length > 0; n++) {
    const c = open[next() % open.length]!;
    const m = candidates[c]!;
    if ((m & (m - 1)) === 0) continue;
    const digits: number[] = [];
    for (let d = 0; d < p.geometry.size; d++) if ((m & (1 << d)) !== 0) digits.push(d);
    candidates[c] = 1 << digits[next() % digits.length]!;
  }
  const state: LogicState = { geometry: p.geometry, candidates, values: p.values };
  for (let round = 0; round < candidates.length * p.geometry.size; round++) {
    const step = PLUS_TECHNIQUES.map((t) => t.find(state)).find((found) => found !== undefined);
    if (step === undefined) break;
    for (const e of step.eliminations) candidates[e.cell]! &= ~e.digits;
  }
  return candidates.every((m, c) => m !== 0 || p.values[c] !== 0) ? state : undefined;
}

describe("the nested forcing chains' inner trials (NestClosure)", () => {
  it("answer as the engine's trials do, at a position and at two below it (the memo), on a 9x9 and a samurai", () => {
    const random = createRandom(SEED);
    const next = (): number => random.nextUint32();
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
    let lones = 0;
    for (const [name, geometry, puzzles] of cases) {
      const links = new Implications(geometry);
      const extras = { locked: true, naked: true, hidden: true };
      // One closure with its memo, one without (every trial run from the start).
      const closures = [
        new NestClosure(geometry, links.linkStart, links.linkList, extras),
        new NestClosure(geometry, links.linkStart, links.linkList, extras, 0),
      ];
      for (const [i, puzzle] of puzzles.entries()) {
        const state = name === "a samurai" ? initialState({ geometry, givens: puzzle }) : netPositions(geometry, puzzle, 1)[0]!;
        const first = plusFixpoint(state, next);
        expect(first, `${name} ${i}: a trial reaching a fixpoint`).toBeDefined();
        let p = first;
        for (const closure of closures) closure.begin(p!.candidates, p!.values);
        for (let depth = 0; depth < 3 && p !== undefined; depth++) {
          const label = `seed ${SEED}, ${name}, puzzle ${i}, position ${depth}`;
          if (depth > 0) for (const closure of closures) closure.position(p.candidates);
          p = compareAt(closures, p, next(), label, counts);
        }
        // A start with lone candidates that the linked cells keep (not a fixpoint the engine hands down,
        // but both must still answer alike).
        const lone = withLoneCandidates(first!, next);
        if (lone !== undefined) {
          lones++;
          for (const closure of closures) closure.begin(lone.candidates, lone.values);
          compareAt(closures, lone, 0, `seed ${SEED}, ${name}, puzzle ${i}, lone candidates`, counts);
        }
      }
    }
    // Both answers, many times over, and the lone candidates' starts among them.
    expect(counts.yes).toBeGreaterThan(100);
    expect(counts.no).toBeGreaterThan(100);
    expect(lones).toBeGreaterThan(1);
  });

  it("lets an outer trial with nested levels derive the facts it derives with the engine's own inner trials", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const random = createRandom(SEED + 1);
    // The three techniques, and two parts of them (a closure for each, closureFor); each against copies of
    // the same techniques: the same steps, but not the objects the closure knows, so the engine's own inner
    // trials run (implications.ts, closureFor).
    const [locked, naked, hidden] = PLUS_TECHNIQUES;
    const lists: [string, Technique[], number[]][] = [
      ["the three", PLUS_TECHNIQUES, [1, 1, 1, 1, 1, 1, 2, 2, 3]],
      ["locked candidates", [locked!], [1, 1, 1, 2]],
      ["the pairs", [naked!, hidden!], [1, 1, 1, 2]],
    ];
    let trials = 0;
    let removedByNest = 0;
    for (const givens of hardest(2)) {
      for (const state of netPositions(geometry, givens, 1)) {
        const fast = new Implications(geometry);
        const reference = new Implications(geometry);
        fast.setPosition(state);
        reference.setPosition(state);
        const options = candidatesOf(state);
        for (const [name, extra, levelList] of lists) {
          const copies = extra.map((t) => ({ ...t }));
          for (const levels of levelList) {
            const [c, d] = options[random.nextUint32() % options.length]!;
            const label = `seed ${SEED + 1}: ${name}, r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}, ${levels} levels`;
            const mode = (techniques: readonly Technique[], nested: number): TrialMode => ({
              dynamic: true,
              digit: undefined,
              extra: techniques,
              nested,
              budget: { left: BUDGET },
            });
            const want = reference.trial(c, d, true, mode(copies, levels));
            const got = fast.trial(c, d, true, mode(extra, levels));
            expect(got, label).toBe(want);
            expect(Array.from(fast.facts.subarray(0, fast.count)), label).toEqual(Array.from(reference.facts.subarray(0, reference.count)));
            expect(Array.from(fast.parentList.subarray(0, fast.parentStart[fast.count]!)), label).toEqual(
              Array.from(reference.parentList.subarray(0, reference.parentStart[reference.count]!)),
            );
            expect(fast.contradiction, label).toEqual(reference.contradiction);
            trials++;
            // The facts a nested level removed: a candidate off with its cell's facts as parents, past the
            // trial's facts without nesting.
            const plain = new Implications(geometry);
            plain.setPosition(state);
            plain.trial(c, d, true, mode(extra, 0));
            if (fast.count > plain.count) removedByNest++;
          }
        }
      }
    }
    expect(trials).toBeGreaterThan(20);
    // The nested levels did work in some of them (the comparison is not only of trials without nesting).
    expect(removedByNest).toBeGreaterThan(4);
  });

  it("leaves a layout whose rules narrow candidates to the engine's own inner trials, with the scans as the whole techniques", () => {
    // A cage (a propagator): the closure does not apply, and the engine's inner trials start from the outer
    // fixpoint with the scans told it is clean (implications.ts, setPosition with known techniques).
    const plainGeometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const geometry = buildGeometry({
      ...BUILTIN_LAYOUTS.single,
      rules: [
        {
          type: "killer",
          cells: [
            [8, 7],
            [8, 8],
          ],
          sum: 10,
        },
      ],
    });
    const net = netPositions(plainGeometry, hardest(1)[0]!, 1)[0]!;
    const state: LogicState = { geometry, candidates: net.candidates, values: net.values };
    const copies = PLUS_TECHNIQUES.map((t) => ({ ...t }));
    const fast = new Implications(geometry);
    const reference = new Implications(geometry);
    expect(fast.propagators.length).toBeGreaterThan(0);
    fast.setPosition(state);
    reference.setPosition(state);
    const random = createRandom(SEED + 3);
    const options = candidatesOf(state);
    for (let n = 0; n < 4; n++) {
      const [c, d] = options[random.nextUint32() % options.length]!;
      const label = `seed ${SEED + 3}: r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}`;
      const mode = (techniques: readonly Technique[]): TrialMode => ({
        dynamic: true,
        digit: undefined,
        extra: techniques,
        nested: 1,
        budget: { left: BUDGET },
      });
      expect(fast.trial(c, d, true, mode(PLUS_TECHNIQUES)), label).toBe(reference.trial(c, d, true, mode(copies)));
      expect(Array.from(fast.facts.subarray(0, fast.count)), label).toEqual(Array.from(reference.facts.subarray(0, reference.count)));
    }
  });

  it("takes a lone candidate from the linked cells once a unit's places name its cell, as the engine does", () => {
    // On a 9x9 without boxes (no unit pairs: locked candidates cannot carry a digit along), r1c1 and r1c9
    // each have 1 alone, and 1 fits column 1 only at r1c1 and r5c1: assuming r5c1=2 leaves r1c1 the last
    // place of 1 in column 1, so r1c1=1 takes 1 from r1c9, which is left empty. A closure that took r1c1
    // as settled (one candidate from the start) would miss the contradiction.
    const geometry = buildGeometry({ ...BUILTIN_LAYOUTS.single, box: "none" });
    const s = initialState({ geometry, givens: new Uint8Array(81) });
    candidates(s, "r1c1", "1");
    candidates(s, "r1c9", "1");
    remove(s, 1, colCells(1, 2, 9, [5]));
    expect(PLUS_TECHNIQUES.map((t) => t.find(s))).toEqual([undefined, undefined, undefined]);
    const engine = new Implications(geometry);
    engine.setPosition(s, PLUS_TECHNIQUES);
    const r5c1 = at(s, "r5c1");
    expect(engine.trial(r5c1, 2, true, plus({ left: BUDGET }))).toBe(false);
    const closure = new NestClosure(geometry, engine.linkStart, engine.linkList, { locked: true, naked: true, hidden: true });
    closure.begin(s.candidates, s.values);
    expect(closure.contradicts(r5c1, 2, 0, { left: BUDGET })).toBe(true);
    // A trial away from column 1 and row 1 (r9c5=2) names neither cell: no contradiction, in both.
    const r9c5 = at(s, "r9c5");
    expect(engine.trial(r9c5, 2, true, plus({ left: BUDGET }))).toBe(true);
    expect(closure.contradicts(r9c5, 2, 0, { left: BUDGET })).toBe(false);
  });

  it("does not answer a trial with nested levels from one remembered without them", () => {
    // At a position that needs the nested nets, the same candidates asked without nesting, then with a
    // level: a fixpoint reached without nesting is larger than one with it, so it is not the memo's.
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const state = netPositions(geometry, hardest(2)[1]!, 1)[0]!;
    const links = new Implications(geometry);
    const extras = { locked: true, naked: true, hidden: true };
    const mixed = new NestClosure(geometry, links.linkStart, links.linkList, extras);
    const nested = new NestClosure(geometry, links.linkStart, links.linkList, extras);
    mixed.begin(state.candidates, state.values);
    nested.begin(state.candidates, state.values);
    let differ = 0;
    for (const [c, d] of candidatesOf(state).slice(0, 40)) {
      const flat = mixed.contradicts(c, d, 0, { left: BUDGET });
      const want = nested.contradicts(c, d, 1, { left: BUDGET });
      expect(mixed.contradicts(c, d, 1, { left: BUDGET }), `r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}`).toBe(want);
      if (flat !== want) differ++;
    }
    // Some candidates contradict only with the nested level (the test can tell the two apart).
    expect(differ).toBeGreaterThan(0);
  });

  it("charges a round of the extra techniques the layout's cells per technique, as the engine charges its scans", () => {
    // On a samurai (369 cells): a trial that gets to the extra techniques uses at least 3 x 369 of the
    // budget, so a search on a big layout runs out after about as many trials as the engine's would.
    const samurai = buildGeometry(BUILTIN_LAYOUTS.samurai);
    const givens = new Uint8Array(samurai.cellCount);
    const nine = hardest(4)[3]!;
    for (let i = 0; i < 81; i++) givens[samurai.grids[2]!.cells[i]!] = nine[i]!;
    const random = createRandom(SEED + 4);
    const p = plusFixpoint(initialState({ geometry: samurai, givens }), () => random.nextUint32())!;
    const links = new Implications(samurai);
    const closure = new NestClosure(samurai, links.linkStart, links.linkList, { locked: true, naked: true, hidden: true }, 0);
    closure.begin(p.candidates, p.values);
    let charged = 0;
    for (const [c, d] of candidatesOf(p).slice(0, 20)) {
      const budget = { left: BUDGET };
      if (!closure.contradicts(c, d, 0, budget)) charged = Math.max(charged, BUDGET - budget.left);
    }
    expect(charged).toBeGreaterThanOrEqual(3 * samurai.cellCount);
  });

  it("answers no when the budget runs out, and does not keep that answer", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const random = createRandom(SEED + 2);
    const state = plusFixpoint(netPositions(geometry, hardest(1)[0]!, 1)[0]!, () => random.nextUint32())!;
    const engine = new Implications(geometry);
    const closure = new NestClosure(geometry, engine.linkStart, engine.linkList, { locked: true, naked: true, hidden: true });
    engine.setPosition(state, PLUS_TECHNIQUES);
    // The first candidate whose trial ends in a contradiction only with the extra techniques (singles alone
    // reach a fixpoint: the closure's budget check after them stops the trial cut short, not finished).
    const [c, d] = candidatesOf(state).find(
      ([cell, digit]) =>
        !engine.trial(cell, digit, true, plus({ left: BUDGET })) &&
        engine.trial(cell, digit, true, { dynamic: true, digit: undefined, extra: undefined, nested: 0, budget: { left: BUDGET } }),
    )!;
    closure.begin(state.candidates, state.values);
    expect(closure.contradicts(c, d, 0, { left: 1 })).toBe(false);
    expect(closure.contradicts(c, d, 0, { left: BUDGET })).toBe(true);
  });
});
