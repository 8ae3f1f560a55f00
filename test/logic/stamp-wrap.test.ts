/**
 * The engines mark their work arrays with counters (a trial's stamp, a position's number, an epoch, a
 * call's mark) rather than clearing them, and start a counter again at 1 once it passes 2^30, clearing
 * what it marks then. Those branches run once in a billion trials, so here the counters are set just
 * below the limit (private fields, set by name; the test fails if a name is gone) and an engine is run
 * across the wrap beside a fresh one: the implication engine's trials (dynamic, "(+)" and nested: facts,
 * parents, contradiction, ancestors), its scans' marks, and the nested closure's trials, generations and
 * deeper closure.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { applyStep, nextStep, techniquesFor } from "../../src/logic/engine.js";
import { Implications, type TrialMode } from "../../src/logic/implications.js";
import { NestClosure } from "../../src/logic/nest-closure.js";
import { initialState } from "../../src/logic/state.js";
import { PLUS_TECHNIQUES } from "../../src/logic/techniques/dynamic-forcing-chains-plus.js";
import { nestedForcingChains } from "../../src/logic/techniques/nested-forcing-chains.js";
import { buildGeometry, type Geometry } from "../../src/model/geometry.js";
import type { LogicState } from "../../src/model/step-contract.js";

const LIMIT = 0x3fffffff;

/** Sets a private counter of an engine by name, after checking it is one. */
function setCounter(engine: object, name: string, value: number): void {
  const fields = engine as unknown as Record<string, unknown>;
  expect(typeof fields[name], `${engine.constructor.name}.${name}`).toBe("number");
  fields[name] = value;
}

/** A forum-hardest puzzle's first position that needs the nets (test/fixtures/nine), and two positions after it, a step apart each. */
function positions(geometry: Geometry): LogicState[] {
  const text = readFileSync(fileURLToPath(new URL("../fixtures/nine/forum_hardest_1106.sample.txt", import.meta.url)), "utf8");
  const line = text.split("\n").find((l) => /^[0-9.]{81}/.test(l))!;
  const state = initialState({ geometry, givens: Uint8Array.from(line.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)) });
  const all = techniquesFor(geometry, true);
  const easier = all.filter((t) => t.difficulty < nestedForcingChains.difficulty);
  const out: LogicState[] = [];
  for (let n = 0; n < 300 && out.length < 3; n++) {
    if (out.length > 0 || nextStep(state, easier) === undefined) out.push({ geometry, candidates: state.candidates.slice(), values: state.values.slice() });
    const step = nextStep(state, all);
    if (step === undefined) break;
    applyStep(state, step);
  }
  return out;
}

/** The open candidates of a position with two or more, the first `most`: [cell, digit]. */
function someCandidates(state: LogicState, most: number): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < state.geometry.cellCount && out.length < most; c++) {
    const m = state.candidates[c]!;
    if (state.values[c] !== 0 || (m & (m - 1)) === 0) continue;
    for (let d = 1; d <= 9 && out.length < most; d++) if ((m & (1 << (d - 1))) !== 0) out.push([c, d]);
  }
  return out;
}

/** What a trial derived: outcome, facts, parents, contradiction, and its last fact's ancestors. */
function signature(engine: Implications, ok: boolean): string {
  const parents = Array.from(engine.parentList.subarray(0, engine.parentStart[engine.count]!));
  return `${ok} ${Array.from(engine.facts.subarray(0, engine.count))} | ${parents} | ${engine.contradiction ?? ""} | ${engine.ancestors([engine.count - 1])}`;
}

describe("counters that wrap", () => {
  it("leave the implication engine's trials as a fresh engine's, across the wrap of every counter", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const [first, ...later] = positions(geometry);
    const warm = new Implications(geometry);
    warm.setPosition(first!);
    const plus = (nested: number): TrialMode => ({ dynamic: true, digit: undefined, extra: PLUS_TECHNIQUES, nested, budget: { left: 20_000_000 } });
    // A "(+)" trial first, so that the scans exist; then every counter a step or two below its limit.
    warm.trial(someCandidates(first!, 1)[0]![0], someCandidates(first!, 1)[0]![1], true, plus(0));
    setCounter(warm, "stamp", LIMIT - 2);
    setCounter(warm, "seenStamp", LIMIT - 2);
    setCounter(warm, "lostAt", LIMIT - 3);
    setCounter(warm, "positionNow", LIMIT);
    setCounter(warm, "epochNow", LIMIT);
    const scans = (warm as unknown as { scanList: object[] }).scanList;
    expect(scans.length).toBe(PLUS_TECHNIQUES.length);
    for (const scan of scans) setCounter(scan, "stamp", LIMIT - 2);
    let compared = 0;
    for (const [i, p] of [first!, ...later].entries()) {
      warm.setPosition(p);
      const fresh = new Implications(geometry);
      fresh.setPosition(p);
      for (const [c, d] of someCandidates(p, 6)) {
        for (const [name, mode] of [
          ["dynamic", { dynamic: true, digit: undefined, extra: undefined, nested: 0, budget: { left: 20_000_000 } }],
          ["(+)", plus(0)],
          ["nested", plus(1)],
        ] as const) {
          const label = `position ${i}, r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}, ${name}`;
          const want = signature(fresh, fresh.trial(c, d, true, { ...mode, budget: { left: 20_000_000 } }));
          expect(signature(warm, warm.trial(c, d, true, { ...mode, budget: { left: 20_000_000 } })), label).toBe(want);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
    // Every counter went past its limit and started again.
    for (const name of ["stamp", "seenStamp", "lostAt", "positionNow", "epochNow"]) {
      expect((warm as unknown as Record<string, number>)[name], name).toBeLessThan(LIMIT / 2);
    }
  });

  it("leave the nested closure's answers as a fresh closure's, across the wrap of its trials, generations and marks", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const links = new Implications(geometry);
    const extras = { locked: true, naked: true, hidden: true };
    const warm = new NestClosure(geometry, links.linkStart, links.linkList, extras);
    const [first, ...later] = positions(geometry);
    // A nested trial first, so that the deeper closure exists; then the counters below their limits.
    warm.begin(first!.candidates, first!.values);
    warm.contradicts(someCandidates(first!, 1)[0]![0], someCandidates(first!, 1)[0]![1], 1, { left: 20_000_000 });
    const deeper = (warm as unknown as { deeper: object }).deeper;
    for (const closure of [warm, deeper]) {
      setCounter(closure, "stamp", LIMIT - 1);
      setCounter(closure, "dirtyStamp", LIMIT - 1);
      setCounter(closure, "generation", LIMIT - 1);
    }
    let compared = 0;
    for (const [i, p] of [first!, ...later].entries()) {
      const fresh = new NestClosure(geometry, links.linkStart, links.linkList, extras);
      // A generation per nesting depth on each position, each trial asked twice (the second is the memo's).
      for (const levels of [0, 1]) {
        warm.begin(p.candidates, p.values);
        fresh.begin(p.candidates, p.values);
        for (let again = 0; again < 2; again++) {
          for (const [c, d] of someCandidates(p, 8)) {
            const want = fresh.contradicts(c, d, levels, { left: 20_000_000 });
            const label = `position ${i}, levels ${levels}, asked ${again + 1}, r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}`;
            expect(warm.contradicts(c, d, levels, { left: 20_000_000 }), label).toBe(want);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
    for (const closure of [warm, deeper]) {
      for (const name of ["stamp", "dirtyStamp", "generation"]) expect((closure as unknown as Record<string, number>)[name], name).toBeLessThan(LIMIT / 2);
    }
  });
});
