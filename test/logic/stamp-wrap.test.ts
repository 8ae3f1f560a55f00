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

/** Forum-hardest puzzle `which`'s first position that needs the nets (test/fixtures/third-party/nine), and two positions after it, a step apart each. */
function positions(geometry: Geometry, which: number): LogicState[] {
  const text = readFileSync(fileURLToPath(new URL("../fixtures/third-party/nine/forum_hardest_1106.sample.txt", import.meta.url)), "utf8");
  const line = text.split("\n").filter((l) => /^[0-9.]{81}/.test(l))[which]!;
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
  // Before every trial the engine's trial counters are set to their limits (before every position its
  // position counters, before every generation the closure's generation), so that each starts again at 1
  // right there, where the one before left its marks at 1 too: without the clearing at the wrap, those
  // marks would be taken for this one's, and the answers would differ from a fresh engine's, which never
  // wraps.
  it("leave the implication engine's trials as a fresh engine's, each after a wrap of the trial counters, each position after a wrap of the position counters", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const warm = new Implications(geometry);
    const plus = (nested: number): TrialMode => ({ dynamic: true, digit: undefined, extra: PLUS_TECHNIQUES, nested, budget: { left: 20_000_000 } });
    const modes = [
      ["dynamic", { dynamic: true, digit: undefined, extra: undefined, nested: 0, budget: { left: 20_000_000 } }],
      ["(+)", plus(0)],
      ["nested", plus(1)],
    ] as const;
    const scans = (warm as unknown as { scanList: object[] }).scanList;
    let compared = 0;
    for (const [i, p] of [...positions(geometry, 1).slice(0, 1), ...positions(geometry, 0)].entries()) {
      setCounter(warm, "positionNow", LIMIT);
      setCounter(warm, "epochNow", LIMIT);
      warm.setPosition(p);
      const fresh = new Implications(geometry);
      fresh.setPosition(p);
      for (const [c, d] of someCandidates(p, 10)) {
        for (const [name, mode] of modes) {
          const label = `position ${i}, r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}, ${name}`;
          const want = fresh.trial(c, d, true, { ...mode, budget: { left: 20_000_000 } });
          for (const counter of ["stamp", "lostAt"]) setCounter(warm, counter, LIMIT);
          // The extra techniques' marks (applyExtra's cells) and the scans' (from the first "(+)" trial on).
          setCounter((warm as unknown as { work: object }).work, "mark", LIMIT);
          for (const scan of scans) setCounter(scan, "stamp", LIMIT);
          const got = warm.trial(c, d, true, { ...mode, budget: { left: 20_000_000 } });
          setCounter(warm, "seenStamp", LIMIT);
          expect(signature(warm, got), label).toBe(signature(fresh, want));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(90);
    expect(scans.length).toBe(PLUS_TECHNIQUES.length);
  });

  it("leave the nested closure's answers as a fresh closure's, each trial after a wrap of its stamps, each generation after a wrap of the generations", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const links = new Implications(geometry);
    const extras = { locked: true, naked: true, hidden: true };
    const warm = new NestClosure(geometry, links.linkStart, links.linkList, extras);
    /** The closure and the deeper ones it made (for their nested levels). */
    const closures = (): object[] => {
      const out: object[] = [];
      for (let at: object | undefined = warm; at !== undefined; at = (at as { deeper?: object }).deeper) out.push(at);
      return out;
    };
    // Generations: another puzzle's position, then a puzzle's three positions, each below the one before
    // (asked in one generation: the later ones through the memo, from the earlier fixpoints).
    const generations = [positions(geometry, 1).slice(0, 1), positions(geometry, 0)];
    let compared = 0;
    for (const levels of [1, 0]) {
      for (const [g, chain] of generations.entries()) {
        const fresh = new NestClosure(geometry, links.linkStart, links.linkList, extras);
        for (const closure of closures()) setCounter(closure, "generation", LIMIT);
        warm.begin(chain[0]!.candidates, chain[0]!.values);
        fresh.begin(chain[0]!.candidates, chain[0]!.values);
        for (const [i, p] of chain.entries()) {
          if (i > 0) {
            warm.position(p.candidates);
            fresh.position(p.candidates);
          }
          for (const [c, d] of someCandidates(p, 12)) {
            const want = fresh.contradicts(c, d, levels, { left: 20_000_000 });
            for (const closure of closures()) for (const name of closure === warm ? ["stamp"] : ["stamp", "generation"]) setCounter(closure, name, LIMIT);
            const label = `levels ${levels}, generation ${g}, position ${i}, r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}=${d}`;
            expect(warm.contradicts(c, d, levels, { left: 20_000_000 }), label).toBe(want);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(80);
    // The nested levels made a deeper closure, whose counters wrapped too.
    expect(closures().length).toBe(2);
  });

  it("leave a closure's assigned cells to each trial, after a wrap before every trial (a grid without boxes)", () => {
    // On a grid without boxes nothing carries a digit along but its cell's assignment: r1c1 and r1c9 each
    // have 1 alone, and 1 fits column 1 only at r1c1 and r5c1. Any r5c1 other than 1 leaves r1c1 the last
    // place of 1 in column 1, which assigns r1c1 and empties r1c9. Each trial after a wrap meets the
    // assignment of r1c1 by the trial before, at the same stamp: without the clearing it is taken as done.
    const geometry = buildGeometry({ ...BUILTIN_LAYOUTS.single, box: "none" });
    const s = initialState({ geometry, givens: new Uint8Array(81) });
    const r1c1 = 0;
    const r1c9 = 8;
    const r5c1 = 36;
    s.candidates[r1c1] = 1;
    s.candidates[r1c9] = 1;
    for (let r = 1; r < 9; r++) if (r !== 4) s.candidates[r * 9]! &= ~1;
    const links = new Implications(geometry);
    const warm = new NestClosure(geometry, links.linkStart, links.linkList, { locked: true, naked: true, hidden: true }, 0);
    const fresh = new NestClosure(geometry, links.linkStart, links.linkList, { locked: true, naked: true, hidden: true }, 0);
    warm.begin(s.candidates, s.values);
    fresh.begin(s.candidates, s.values);
    for (const d of [3, 2, 4, 5]) {
      setCounter(warm, "stamp", LIMIT);
      const want = fresh.contradicts(r5c1, d, 0, { left: 20_000_000 });
      expect(want, `r5c1=${d}`).toBe(true);
      expect(warm.contradicts(r5c1, d, 0, { left: 20_000_000 }), `r5c1=${d}`).toBe(want);
    }
  });
});
