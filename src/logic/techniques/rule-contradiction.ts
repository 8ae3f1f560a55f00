import { digitChar } from "../../model/digit-chars.js";
import type { Geometry } from "../../model/geometry.js";
import type { Chain, LogicState, Step, Technique } from "../../model/step-contract.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { Rule } from "../../model/schemas.js";
import { brokenRuleText, compileRules, describeRule } from "../../rules/registry.js";
import { isPeer } from "../../rules/rule-kind.js";
import { cellRef } from "../describe.js";
import type { Implications, TrialMode } from "../implications.js";
import { implicationsOf } from "../implications.js";

/**
 * Rule contradiction: "if r2c3 were 1, the cage of 15 at r1c3 r2c3 would need 14 from r1c3". A candidate
 * whose assumption breaks one of the layout's rules within a few facts (its peers losing the digit,
 * singles, the rules' own narrowing) is false. This is how setters and players use a rule beyond its
 * plain restriction step: try the digit, see the cage, the thermometer or the dot fail, and the step's text
 * says which rule, with its clue and cells. SE rates no variant rule; the step is priced by its length,
 * as a chain is: the facts the contradiction rests on (the assumption among them), each adding
 * NODE_STEP to BASE, so that a one-fact contradiction rates 3.2 (one look at a rule, after the rules'
 * own named steps, the hardest of which, cage clash, rates 3.1), one through two or three peers about
 * 3.6, and a dozen facts 5.4. Longer ones are left to the forcing chains (7.0 and up): they are not the
 * short look at a rule a person takes.
 * Rejected: a one-fact contradiction at 2.6 (a locked candidate's level), which took the place of every
 * named rule step above it (a hard cage combination is a one-fact contradiction too) and tried its
 * trials on every position where those would have done.
 *
 * Which contradictions count: the last fact breaks a rule (its propagator fails), or a rule derived a fact
 * it rests on (the cage forced a digit that leaves a cell empty), or it goes from a cell to one a rule
 * keeps apart from it outside the units (a knight's move, a king's). One that needs no rule is a classic
 * forcing chain, left to those.
 *
 * The trials are the implication engine's dynamic ones (implications.ts), without extra techniques or
 * nesting, each bounded by TRIAL_BUDGET facts and the whole search by SEARCH_BUDGET: a trial cut short
 * finds nothing false, so the step stays sound. The contradiction's causes are trimmed before it is
 * measured: of the facts about a broken rule's cells, only those without which the rule would still hold
 * are dropped (a propagator run per fact), since the trial records every fact about those cells.
 * Rejected: pricing by the trial's raw count of facts, which rated the same cage step 3.2 or 5.6 as the
 * trial happened to remove digits from the cage's other cells first.
 */
export const ruleContradiction: Technique = {
  name: "rule contradiction",
  difficulty: 3.2,
  find(state: LogicState, ceiling = Infinity): Step | undefined {
    const { geometry, candidates, values } = state;
    const engine = implicationsOf(geometry);
    const apart = apartOf(geometry);
    if (engine.propagators.length === 0 && apart.size === 0) return undefined;
    engine.setPosition(state);
    const size = geometry.size;
    const search = { left: SEARCH_BUDGET };
    const work = { left: TRIM_BUDGET };
    let best: Step | undefined;
    let lowest = Math.min(ceiling, difficultyOf(MAX_NODES) + 0.05);
    for (let c = 0; c < geometry.cellCount && search.left > 0 && work.left > 0; c++) {
      if (values[c] !== 0) continue;
      const m = candidates[c]!;
      if ((m & (m - 1)) === 0) continue;
      for (let d = 1; d <= size && search.left > 0; d++) {
        if ((m & (1 << (d - 1))) === 0) continue;
        const budget = { left: Math.min(TRIAL_BUDGET, search.left) };
        const mode: TrialMode = { dynamic: true, digit: undefined, extra: undefined, nested: undefined, budget };
        const held = engine.trial(c, d, true, mode);
        search.left -= Math.min(TRIAL_BUDGET, search.left) - Math.max(0, budget.left);
        if (held || engine.contradiction === undefined) continue;
        const found = measure(engine, geometry, state.candidates, work, apart);
        if (found === undefined || found.nodes > MAX_NODES) continue;
        const difficulty = difficultyOf(found.nodes);
        if (difficulty >= lowest) continue;
        lowest = difficulty;
        best = stepOf(engine, geometry, c, d, found, difficulty);
        if (difficulty <= ruleContradiction.difficulty) return best;
      }
    }
    return best;
  },
};

/** The first difficulty of the technique, and what each fact of the contradiction adds. */
const BASE = 3.0;
const NODE_STEP = 0.2;

/** The most facts a rule contradiction rests on (assumption included): past that, a forcing chain. */
const MAX_NODES = 12;

/** Facts one trial may derive (its fixpoint, rules included, on a 9x9 is mostly well below). */
const TRIAL_BUDGET = 2_000;

/** Facts one search may derive over all its trials. */
const SEARCH_BUDGET = 400_000;

/** Propagator runs one search may spend trimming contradictions to their causes (past it: no step, sound). */
const TRIM_BUDGET = 20_000;

function difficultyOf(nodes: number): number {
  return Math.round((BASE + NODE_STEP * nodes) * 10) / 10;
}

/**
 * The pairs of cells a rule keeps apart (anti-knight, anti-king, disjoint groups, a cage) that share no
 * unit, keyed a * cellCount + b both ways, with the rule: a link between them is the rule's, not a unit's.
 */
const apartOf = perGeometry((geometry: Geometry): Map<number, Rule> => {
  const out = new Map<number, Rule>();
  const rules = compileRules(geometry);
  rules?.distinct.forEach((group, i) => {
    const owner = rules.distinctOwners[i]!; // one owner per group
    for (const a of group) for (const b of group) if (a !== b && !isPeer(geometry, a, b)) out.set(a * geometry.cellCount + b, owner);
  });
  return out;
});

/** The rules whose cells kept apart link facts of `facts` (an off fact whose parent is the other cell's on fact). */
function apartRules(engine: Implications, facts: readonly number[], apart: Map<number, Rule>): Rule[] {
  const size = engine.size;
  const cellCount = engine.geometry.cellCount;
  const found = new Set<Rule>();
  for (const i of facts) {
    const f = engine.facts[i]!;
    if ((f & 1) === 1 || ruleOf(engine, i) >= 0) continue;
    const cell = Math.floor((f >> 1) / size);
    for (let j = engine.parentStart[i]!; j < engine.parentStart[i + 1]!; j++) {
      const g = engine.facts[engine.parentList[j]!]!;
      if ((g & 1) === 0 || (g >> 1) % size !== (f >> 1) % size) continue;
      const owner = apart.get(cell * cellCount + Math.floor((g >> 1) / size));
      if (owner !== undefined) found.add(owner);
    }
  }
  return [...found];
}

/** A contradiction measured: the fact numbers it rests on (in the order found), its causes, and why. */
interface Measured {
  readonly facts: number[];
  /** Its length as priced: the facts, a rule's narrowing of one cell counted once (nodesOf). */
  readonly nodes: number;
  readonly roots: number[];
  readonly why: string;
  /** The rule broken last (a propagator's index), or -1. */
  readonly rule: number;
  /** The rules whose cells kept apart (sharing no unit) took part (apartRules). */
  readonly apart: readonly Rule[];
}

/**
 * The contradiction of the trial just run, trimmed and measured, or undefined when no rule took part. A
 * broken rule's causes are the fewest facts about its cells that still break it (greedy: each cell, then
 * each digit of a cell not placed by the trial, put back when the rule fails without it).
 */
function measure(engine: Implications, geometry: Geometry, base: Uint16Array, work: { left: number }, apart: Map<number, Rule>): Measured | undefined {
  const size = geometry.size;
  let roots: number[];
  let why: string;
  const rule = engine.contradictionRule;
  if (rule >= 0) {
    const p = engine.propagators[rule]!; // contradictionRule is an index of propagators
    const trial = engine.cand;
    const mask = new Uint16Array(base);
    const fails = (): boolean => {
      work.left--;
      const scratch = mask.slice();
      return !p.propagate(scratch);
    };
    const changed = [...p.cells].filter((c) => engine.values[c] === 0 && trial[c] !== base[c]);
    // The cells it needs: the fewest whose trial candidates still break the rule, the others put back.
    const breaks = (cells: readonly number[]): boolean => {
      mask.set(base);
      for (const c of cells) mask[c] = trial[c]!;
      return fails();
    };
    const needed = fewest(changed, breaks, work);
    if (needed === undefined || needed.length === 0 || !breaks(needed)) return undefined; // out of work, or (cannot happen) nothing breaks it
    roots = [];
    for (const c of needed) {
      const placed = trial[c]!;
      const on = (placed & (placed - 1)) === 0 ? engine.indexOf((c * size + 31 - Math.clz32(placed)) * 2 + 1) : -1;
      if (on >= 0) {
        roots.push(on);
        continue;
      }
      // The digits it lost that the break needs, each one fact.
      for (let rest = base[c]! & ~trial[c]!; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        mask[c]! |= bit;
        if (fails()) continue;
        mask[c]! &= ~bit;
        const off = engine.indexOf((c * size + 31 - Math.clz32(bit)) * 2);
        if (off >= 0) roots.push(off);
      }
      if (work.left < 0) return undefined;
    }
    why = brokenRuleText(engine.owners[rule]!, geometry, mask, needed);
  } else {
    roots = [...engine.contradiction!]; // measured only after a contradiction
    why = engine.contradictionText;
  }
  if (roots.length === 0) roots = [0];
  const facts = ancestry(engine, roots, base, work);
  if (facts === undefined) return undefined;
  const apartBy = apartRules(engine, facts, apart);
  if (rule < 0 && apartBy.length === 0 && !facts.some((i) => ruleOf(engine, i) >= 0)) return undefined;
  return { facts, nodes: nodesOf(engine, facts), roots, why, rule, apart: apartBy };
}

/**
 * The fact numbers among the ancestors of `roots` (themselves included), ascending: the order found. A
 * fact a rule derived rests on the facts about the rule's cells that it needs (ruleParents), not on all.
 */
function ancestry(engine: Implications, roots: readonly number[], base: Uint16Array, work: { left: number }): number[] | undefined {
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length > 0) {
    const i = stack.pop()!; // stack not empty
    if (i < 0 || seen.has(i)) continue;
    seen.add(i);
    const rule = ruleOf(engine, i);
    if (rule >= 0) {
      const parents = ruleParents(engine, i, rule, base, work);
      if (parents === undefined) return undefined;
      for (const parent of parents) stack.push(parent);
    } else for (let j = engine.parentStart[i]!; j < engine.parentStart[i + 1]!; j++) stack.push(engine.parentList[j]!);
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * The parents fact number i (an off fact a rule's propagator derived) needs: of the facts about the rule's
 * cells before it (its recorded parents), the fewest with which the propagator still takes the digit
 * (greedy, each dropped when it does without it). A cell's on fact stands for its off facts.
 */
function ruleParents(engine: Implications, i: number, rule: number, base: Uint16Array, work: { left: number }): number[] | undefined {
  const size = engine.size;
  const p = engine.propagators[rule]!; // ruleOf gives a propagator's index
  const target = engine.facts[i]! >> 1;
  const cell = Math.floor(target / size);
  const bit = 1 << (target % size);
  const all: number[] = [];
  for (let j = engine.parentStart[i]!; j < engine.parentStart[i + 1]!; j++) all.push(engine.parentList[j]!);
  const placed = new Set<number>();
  for (const f of all) if ((engine.facts[f]! & 1) === 1) placed.add(Math.floor((engine.facts[f]! >> 1) / size));
  const kept = all.filter((f) => (engine.facts[f]! & 1) === 1 || !placed.has(Math.floor((engine.facts[f]! >> 1) / size)));
  const takes = (facts: readonly number[]): boolean => {
    work.left--;
    const scratch = new Uint16Array(base);
    for (const f of facts) {
      const k = engine.facts[f]! >> 1;
      const c = Math.floor(k / size);
      const b = 1 << (k % size);
      if ((engine.facts[f]! & 1) === 1) scratch[c] = b;
      else scratch[c]! &= ~b;
    }
    return !p.propagate(scratch) || (scratch[cell]! & bit) === 0;
  };
  if (!takes(kept)) return all; // cannot happen: the propagator took it from these facts
  return fewest(kept, takes, work);
}

/**
 * The fewest of `items` for which `holds` is still true (it is for all of them): a part dropped whenever
 * it holds without it, halves first, then quarters, down to single items, so that the few needed among
 * hundreds (a grid-wide rule's facts) cost a few dozen tests rather than one per item. Undefined when
 * `work` runs out (each test costs one).
 * Rejected: one item at a time, which on kropki's negative constraint (every cell of the grid in one
 * propagator) made a step's search seconds long.
 */
function fewest<T>(items: readonly T[], holds: (subset: readonly T[]) => boolean, work: { left: number }): T[] | undefined {
  let kept = [...items];
  let chunk = 1;
  while (chunk * 2 < kept.length) chunk *= 2;
  for (; chunk >= 1; chunk = Math.floor(chunk / 2)) {
    for (let at = 0; at < kept.length; ) {
      if (work.left <= 0) return undefined;
      const without = [...kept.slice(0, at), ...kept.slice(at + chunk)];
      if (holds(without)) kept = without;
      else at += chunk;
    }
  }
  return kept;
}

/** The propagator that derived fact number i in this trial, or -1 (ruleRuns). */
function ruleOf(engine: Implications, i: number): number {
  const r = runOf(engine, i);
  return r < 0 ? -1 : engine.ruleRuns[r + 2]!; // runOf gives a triple's first index
}

/** The run of rule facts (the index of its triple in ruleRuns) fact number i belongs to, or -1. */
function runOf(engine: Implications, i: number): number {
  const runs = engine.ruleRuns;
  for (let r = 0; r + 2 < runs.length; r += 3) if (i >= runs[r]! && i < runs[r + 1]!) return r;
  return -1;
}

/**
 * A contradiction's length as priced: its facts, the digits one pass of a rule takes from one cell
 * counted as one ("the dot leaves r2c4 only 2" is one look at the dot, not seven eliminations).
 */
function nodesOf(engine: Implications, facts: readonly number[]): number {
  let n = 0;
  const narrowed = new Set<number>();
  for (const i of facts) {
    const r = runOf(engine, i);
    if (r < 0 || (engine.facts[i]! & 1) === 1) n++;
    else narrowed.add(r * engine.geometry.cellCount + Math.floor((engine.facts[i]! >> 1) / engine.size));
  }
  return n + narrowed.size;
}

/**
 * The step: the candidate removed, its text ("if r2c3 were 1, then r2c2<>1, so the cage of 3 at r2c2
 * r3c2 would ..."), every fact it rests on in the order found, a rule's fact followed by the rule that gave
 * it, and one chain per cause from the assumption (the JSON's chains: the same facts as the text).
 */
function stepOf(engine: Implications, geometry: Geometry, cell: number, digit: number, found: Measured, difficulty: number): Step {
  const size = geometry.size;
  const factText = (f: number): string => {
    const k = f >> 1;
    return `${cellRef(geometry, Math.floor(k / size))}${(f & 1) === 1 ? "=" : "<>"}${digitChar((k % size) + 1)}`;
  };
  // Facts in the order found; a rule's pass over one cell as one ("r2c4<>1/3/4"), the rule named at its first.
  const told = new Set<number>();
  const steps: string[] = [];
  let lastGroup = -1;
  for (const i of found.facts.slice(1)) {
    const f = engine.facts[i]!;
    const r = runOf(engine, i);
    const group = r < 0 || (f & 1) === 1 ? -1 : r * geometry.cellCount + Math.floor((f >> 1) / size);
    if (group >= 0 && group === lastGroup) {
      steps[steps.length - 1] += `/${digitChar(((f >> 1) % size) + 1)}`;
      continue;
    }
    lastGroup = group;
    steps.push(factText(f));
  }
  // The rules that took part, each named once, after the facts.
  const rules: string[] = [];
  for (const i of found.facts) {
    const by = ruleOf(engine, i);
    if (by < 0 || told.has(by)) continue;
    told.add(by);
    rules.push(describeRule(engine.owners[by]!) ?? "a rule");
  }
  for (const owner of found.apart) rules.push(describeRule(owner) ?? owner.type);
  const lead = `if ${cellRef(geometry, cell)} were ${digitChar(digit)}`;
  const by = rules.length === 0 ? "" : ` (by ${rules.join("; ")})`;
  const reason = steps.length === 0 ? `${lead}, ${found.why}` : `${lead}, then ${steps.join(", ")}${by}, so ${found.why}`;
  const chains: Chain[] = found.roots.map((root) => {
    const path = engine.pathTo(root);
    return {
      nodes: path.map((f) => ({ cells: [Math.floor((f >> 1) / size)], digits: 1 << ((f >> 1) % size) })),
      links: path.slice(1).map((f) => ((f & 1) === 1 ? "strong" : "weak") as "strong" | "weak"),
    };
  });
  const cells = [...new Set([cell, ...found.facts.map((i) => Math.floor((engine.facts[i]! >> 1) / size))])];
  return {
    technique: ruleContradiction.name,
    difficulty,
    placements: [],
    eliminations: [{ cell, digits: 1 << (digit - 1) }],
    cells,
    units: [],
    digits: 1 << (digit - 1),
    reason,
    chains,
  };
}
