import { digitChar } from "../model/digit-chars.js";
import type { Chain, ChainNode, Elimination, LogicState, Placement, Step } from "../model/step-contract.js";
import { chainDifficulty } from "./chain-length.js";
import type { FactSet, Implications, TrialMode } from "./implications.js";
import { implicationsOf } from "./implications.js";
import { stopPoll } from "./stop-poll.js";
import { unitName } from "./unit-name.js";

/**
 * Forcing chains and nets, the top of Sudoku Explainer's scale, over the implication engine
 * (implications.ts). One search serves every family; a family says which trials it runs (its mode) and
 * which conclusions it draws:
 *
 *   contradiction  assuming a candidate true leads to a contradiction: it is false; assuming it false
 *                  does: it is true.
 *   verity         a fact follows both from a candidate true and from it false: it holds.
 *   cell           a fact follows from every candidate of one cell: it holds (SE: cell forcing chains).
 *   unit           a fact follows from every place of a digit in one unit (SE: region forcing chains).
 *
 * Each conclusion rates as its family's base plus the length of its chains (chain-length.ts), counted as
 * SE does: the facts the conclusion rests on, over every branch. The easiest conclusion is the step.
 */
export interface ForcingFamily {
  readonly name: string;
  /** The family's base for a conclusion from one candidate (contradiction, verity). */
  readonly binaryBase: number;
  /** The base for a conclusion from a whole cell or unit (undefined: the family draws none). */
  readonly multipleBase?: number;
  /** The trial mode; digit-by-digit (Nishio) when `perDigit`. */
  readonly mode: () => TrialMode;
  readonly perDigit?: boolean;
  /** Trials of a candidate false too (placements by contradiction, verities); Nishio and nets skip them. */
  readonly offTrials: boolean;
  /** Stop at the first conclusion found (the nets, where every trial is costly). */
  readonly firstOnly?: boolean;
  /** Facts the search may derive over all its trials (default FACT_BUDGET). */
  readonly budget?: number;
}

/**
 * Facts one search may derive, over all its trials: about a quarter of a second. A search that runs out
 * stops looking (its trials so far stay sound), so a huge or wide-open layout costs a bounded time per
 * step rather than minutes; the logic then reports that it got stuck.
 */
export const FACT_BUDGET = 2_000_000;

/** A conclusion before it is rated: the facts it proves and the trials (branches) it rests on. */
interface Found {
  readonly facts: readonly number[];
  /** Each branch: its assumption (cell, digit, on) and the fact codes it ends in (or contradiction). */
  readonly branches: readonly { readonly cell: number; readonly digit: number; readonly on: boolean }[];
  readonly kind: "contradiction" | "verity" | "cell" | "unit";
  readonly multiple: boolean;
  /** Where it is drawn: the cell (contradiction, verity, cell) or the unit (unit), named when it is the step. */
  readonly at: number;
  /**
   * A contradiction's chain, measured when its trial ran (rated without running the trial again: the
   * rerun, deterministic and with the same budget or more, ends in the same contradiction).
   */
  readonly measured: Measured | undefined;
}

/**
 * A branch's share of a rating: its nodes (facts it rests on), and its paths (fact codes), written out as
 * chains and text only for the conclusion taken (most of those rated are not).
 */
interface Measured {
  readonly nodes: number;
  /**
   * The path to the conclusion; for a contradiction, then the path to each other cause (a candidate both
   * true and false), drawn so that the picture shows both halves; the text keeps the one path.
   */
  readonly paths: readonly (readonly number[])[];
  /** A contradiction's cause, as the engine words it (undefined: not a contradiction). */
  readonly why: string | undefined;
}

/** A conclusion rated: its difficulty and each branch's measure, in the order of its branches. */
interface Rated {
  readonly found: Found;
  readonly difficulty: number;
  readonly measures: readonly Measured[];
}

const MAX_RATED = 24;

/**
 * Each candidate's on-trial fact set, kept for the cell and unit conclusions: one array per geometry and memo kind
 * (row k = c * size + d - 1, `words` words) rather than a set allocated per trial. `tried[k] === stamp`:
 * the trial ran in this search; `held[k]`: it reached a fixpoint (its row is its set), else it ended in a
 * contradiction (no set).
 */
interface OnSets {
  readonly words: number;
  readonly sets: Uint32Array;
  /**
   * Where a layout's rows would pass ROW_WORDS (64 grids of 16x16: 246,000 candidates of 15,400 words each,
   * 15 GB if every row were kept): the rows are slots handed out in trial order, `slotOf[k]` candidate k's
   * and `keyOf[slot]` the candidate of a slot, until they run out; a trial past them keeps no set (as if it
   * had not run, for the cell and unit conclusions). Undefined: row k is candidate k's (and the memo's rows
   * stay put from search to search).
   */
  readonly slotOf: Int32Array | undefined;
  readonly keyOf: Int32Array | undefined;
  /** The next free slot in this search. */
  next: number;
  readonly tried: Int32Array;
  readonly held: Uint8Array;
  stamp: number;
  /** The trials remembered, where the mode allows (a memo per mode: static, dynamic, Nishio). Always set, to undefined if none: one object shape. */
  readonly memo: TrialMemo | undefined;
}

/**
 * The trials of one mode that reached a fixpoint, remembered from search to search (the next step's
 * position differs from the last in a cell or two): per fact code of the assumption (k * 2 + on), the
 * position it ran in (0: none; Implications.position), the budget it used, and for an off trial its fact
 * set (an on trial's is its row of OnSets.sets, written by nothing else). Such a trial ran again gives the
 * same facts, order and parents while none of its facts' links changed (Implications.unchangedSince), so
 * the search skips it, charging the budget it used: every step stays the same. A trial that ended in a
 * contradiction is not remembered (it is run again: it is measured and rated).
 */
interface TrialMemo {
  readonly ranAt: Int32Array;
  readonly used: Int32Array;
  readonly offSets: Uint32Array;
  /** The engine's epoch the memo is for (a new epoch: every row listed again, nothing remembered holds). */
  epoch: number;
}

/** Which memo a mode's trials may use: none when a trial reads more than its facts' links (rules, extra techniques, nests). */
type MemoKind = "static" | "dynamic" | "digit" | undefined;

const onSetPools = new WeakMap<Implications, Map<MemoKind, OnSets>>();

function onSetsOf(engine: Implications, kind: MemoKind): OnSets {
  let pools = onSetPools.get(engine);
  if (pools === undefined) {
    pools = new Map();
    onSetPools.set(engine, pools);
  }
  let pool = pools.get(kind);
  if (pool === undefined) {
    const n = engine.geometry.cellCount * engine.size;
    const words = engine.setWords;
    const memo: TrialMemo | undefined =
      kind === undefined
        ? undefined
        : { ranAt: new Int32Array(2 * n), used: new Int32Array(2 * n), offSets: new Uint32Array(kind === "digit" ? 0 : n * words), epoch: 0 };
    const fit = n * words <= ROW_WORDS;
    const slots = fit ? n : Math.max(1, Math.floor(ROW_WORDS / words));
    pool = {
      words,
      sets: new Uint32Array(slots * words),
      slotOf: fit ? undefined : new Int32Array(n),
      keyOf: fit ? undefined : new Int32Array(slots),
      next: 0,
      tried: new Int32Array(n),
      held: new Uint8Array(n),
      stamp: 0,
      memo,
    };
    pools.set(kind, pool);
  }
  pool.next = 0;
  if (++pool.stamp > 0x3fffffff) {
    pool.stamp = 1;
    pool.tried.fill(0);
  }
  if (pool.memo !== undefined && pool.memo.epoch !== engine.epoch) {
    pool.memo.epoch = engine.epoch;
    pool.memo.ranAt.fill(0);
  }
  return pool;
}

/**
 * Words of fact sets a memo may hold per pool (each of its sets is candidates x setWords words): on a 9x9
 * 33,534, a samurai 690,768, a 16x16 grid 524,288; past it no memo is kept, so that the memos of one engine
 * (a pool per memo kind, and the off trials' sets) stay within about 25 MB, in the browser too.
 */
const MEMO_WORDS = 1 << 20;

/**
 * Words of on-trial sets a pool keeps at most (128 MB): every row on a 16x16 samurai (23.7 million words),
 * slots past that (OnSets.slotOf). The budget of a search ends it long before the slots run out on most
 * such layouts. Rejected: every row always, which reserved 15 GB of address space per pool on 64 grids of
 * 16x16 and made some 2 GB of it resident (a stop then waited for the memory to be freed; a machine that
 * does not overcommit memory would refuse it).
 */
const ROW_WORDS = 1 << 25;

/** The memo kind of a trial mode (see MemoKind). */
function memoKind(mode: TrialMode, engine: Implications): MemoKind {
  if (mode.extra !== undefined || (mode.nested ?? 0) > 0) return undefined;
  if (engine.geometry.cellCount * engine.size * engine.setWords > MEMO_WORDS) return undefined;
  if (mode.digit !== undefined) return mode.dynamic ? "digit" : undefined;
  if (!mode.dynamic) return "static";
  return engine.propagators.length === 0 ? "dynamic" : undefined;
}

/**
 * The easiest forcing-chain step of a family in the position, or undefined. `ceiling` (Technique.find):
 * conclusions that cannot rate below it (a whole cell's or unit's, from multipleBase) are not looked for.
 */
export function findForcing(state: LogicState, family: ForcingFamily, ceiling = Infinity): Step | undefined {
  const { geometry, values, candidates } = state;
  const size = geometry.size;
  const engine = implicationsOf(geometry);
  engine.setPosition(state);
  const found: Found[] = [];
  const name = (c: number): string => `r${geometry.cellRow[c]! + 1}c${geometry.cellCol[c]! + 1}`;
  // The useful facts as a fact set (ANDed into each intersection, so that only they are listed): each
  // candidate of an open cell false, and true where the cell has another.
  const usefulSet = new Uint32Array(((geometry.cellCount * size * 2) >>> 5) + 1);
  for (let c = 0; c < geometry.cellCount; c++) {
    const m = candidates[c]!;
    if (values[c] !== 0) continue;
    for (let rest = m; rest !== 0; rest &= rest - 1) {
      const f = (c * size + 31 - Math.clz32(rest & -rest)) * 2;
      usefulSet[f >>> 5]! |= (m === (rest & -rest) ? 1 : 3) << (f & 31);
    }
  }
  const budget = { left: family.budget ?? FACT_BUDGET };
  // Each conclusion is rated as soon as it is found (the same work best() once did at the end: only the
  // first MAX_RATED are rated, the first of the lowest taken), so that the search can end as soon as
  // nothing later can change its answer: MAX_RATED found, or one rated at the lowest a conclusion still to
  // come can rate (its family's base: a chain's length only adds). The answer is the same as searching on.
  let best: Rated | undefined;
  let lowest = Infinity;
  const multipleFloor = family.multipleBase === undefined ? Infinity : chainDifficulty(family.multipleBase, 0);
  let floor = Math.min(chainDifficulty(family.binaryBase, 0), multipleFloor);
  const done = (): boolean => budget.left <= 0 || (family.firstOnly === true && found.length > 0) || found.length >= MAX_RATED || lowest <= floor;
  const mode0 = family.mode();
  // Every key, always in this order (implications.ts's nested modes too): one object shape for every trial
  // mode, so V8 compiles the engine's methods once rather than again at each new shape (a cold `rate`).
  const modeOf = (digit: number | undefined, left = budget): TrialMode => ({
    dynamic: mode0.dynamic,
    digit,
    extra: mode0.extra,
    nested: mode0.nested,
    budget: left,
  });

  if (family.perDigit === true) {
    // The trials' sets are kept only for the memo (what it checks): a memo's layout keeps every row
    // (MEMO_WORDS < ROW_WORDS), so row k is k * words here.
    const kind = memoKind(modeOf(1), engine);
    const onSets = kind === undefined ? undefined : onSetsOf(engine, kind);
    for (let d = 1; d <= size && !done(); d++) {
      const mode = modeOf(d);
      for (let c = 0; c < geometry.cellCount && !done(); c++) {
        if (values[c] !== 0 || (candidates[c]! & (1 << (d - 1))) === 0) continue;
        const k = c * size + d - 1;
        stopPoll(); // a trial per candidate: over 64 grids, seconds in all (stop-poll.ts)
        if (!tryTrial(c, d, true, mode, onSets, onSets?.sets, k * (onSets?.words ?? 0))) contradiction(c, d, true);
      }
    }
    return best === undefined ? undefined : stepOf(best);
  }

  const mode = modeOf(undefined);
  const onSets = onSetsOf(engine, memoKind(mode, engine));
  const { words, sets: setRows, tried, held, memo, slotOf, keyOf } = onSets;
  const stamp = onSets.stamp;
  /** Row k's on-trial set: its first word in setRows, or -1 (not run, or ended in a contradiction, or no slot left). */
  const rowOf = (k: number): number => (tried[k] !== stamp || held[k] !== 1 ? -1 : slotOf === undefined ? k * words : slotOf[k]! * words);
  /** A row for candidate k's trial (its own, or the next slot), or -1 when the slots have run out. */
  const takeRow = (k: number): number => {
    if (slotOf === undefined || keyOf === undefined) return k * words;
    if (onSets.next >= keyOf.length) return -1;
    const slot = onSets.next++;
    slotOf[k] = slot;
    keyOf[slot] = k;
    return slot * words;
  };
  const rows: number[] = [];
  for (let c = 0; c < geometry.cellCount && !done(); c++) {
    if (values[c] !== 0) continue;
    const m = candidates[c]!;
    for (let d = 1; d <= size && !done(); d++) {
      if ((m & (1 << (d - 1))) === 0) continue;
      const k = c * size + d - 1;
      stopPoll(); // between trials, never inside one: the pool's stamps and memo stay whole
      tried[k] = stamp;
      const row = takeRow(k);
      if (!tryTrial(c, d, true, mode, onSets, row < 0 ? undefined : setRows, Math.max(row, 0))) {
        held[k] = 0;
        contradiction(c, d, true);
        continue;
      }
      held[k] = row < 0 ? 0 : 1;
      if (!family.offTrials) continue;
      if (!tryTrial(c, d, false, mode, onSets, memo?.offSets, k * words)) {
        contradiction(c, d, false);
        continue;
      }
      if (row < 0) continue; // no set kept to meet the off trial's
      const both = memo === undefined ? engine.commonWith(setRows, row, usefulSet) : commonOfTwo(setRows, memo.offSets, row, words, usefulSet);
      if (both.length > 0) {
        record({
          facts: both,
          branches: [
            { cell: c, digit: d, on: true },
            { cell: c, digit: d, on: false },
          ],
          kind: "verity",
          multiple: false,
          at: c,
          measured: undefined,
        });
      }
    }
  }
  // From here every conclusion is a whole cell's or unit's: none rates below multipleFloor.
  floor = multipleFloor;
  if (family.multipleBase !== undefined && family.multipleBase < ceiling && !done()) {
    // Cells: every candidate's trial. (The branches are written out only for a conclusion: most have none.)
    for (let c = 0; c < geometry.cellCount && !done(); c++) {
      if ((c & 255) === 0) stopPoll();
      if (values[c] !== 0) continue;
      const m = candidates[c]!;
      if ((m & (m - 1)) === 0) continue;
      rows.length = 0;
      for (let d = 1; d <= size; d++) {
        if ((m & (1 << (d - 1))) === 0) continue;
        const row = rowOf(c * size + d - 1);
        if (row < 0) break;
        rows.push(row);
      }
      if (rows.length !== popcount(m)) continue;
      const facts = common(setRows, rows, words, usefulSet);
      if (facts.length > 0) record({ facts, branches: branchesOf(rows), kind: "cell", multiple: true, at: c, measured: undefined });
    }
    // Units: every place of a digit.
    for (let u = 0; u < geometry.unitCount && !done(); u++) {
      if ((u & 15) === 0) stopPoll();
      for (let d = 1; d <= size && !done(); d++) {
        rows.length = 0;
        let ok = true;
        for (let j = 0; j < size && ok; j++) {
          const c = geometry.unitCells[u * size + j]!;
          if (values[c] === d) ok = false;
          if (values[c] !== 0 || (candidates[c]! & (1 << (d - 1))) === 0) continue;
          const row = rowOf(c * size + d - 1);
          if (row < 0) ok = false;
          else rows.push(row);
        }
        if (!ok || rows.length < 2) continue;
        const facts = common(setRows, rows, words, usefulSet);
        if (facts.length > 0) record({ facts, branches: branchesOf(rows), kind: "unit", multiple: true, at: u, measured: undefined });
      }
    }
  }
  return best === undefined ? undefined : stepOf(best);

  /** The on trials of the given rows of setRows (rowOf's), as branches, in order. */
  function branchesOf(from: readonly number[]): { cell: number; digit: number; on: boolean }[] {
    return from.map((row) => {
      const k = keyOf === undefined ? row / words : keyOf[row / words]!; // a row taken by takeRow names its slot's candidate
      return { cell: Math.floor(k / size), digit: (k % size) + 1, on: true };
    });
  }

  /**
   * Runs the trial of (cell, digit) true (on) or false in `mode`, its fact set written to `into` from word
   * `at` when it reaches a fixpoint (given `into`, or the pool's memo: the set is what the memo checks);
   * or, remembered by the pool's memo and none of its facts' links changed since, skips it and charges the
   * budget it used (see TrialMemo): true when it reaches a fixpoint. A skipped trial is not the engine's
   * current one, so only a contradiction (never skipped) may be measured from the engine.
   */
  function tryTrial(
    cell: number,
    digit: number,
    on: boolean,
    trialMode: TrialMode,
    pool: OnSets | undefined,
    into: Uint32Array | undefined,
    at: number,
  ): boolean {
    const memo = pool?.memo;
    const code = (cell * size + digit - 1) * 2 + (on ? 1 : 0);
    if (memo !== undefined && into !== undefined) {
      const ran = memo.ranAt[code]!;
      const used = memo.used[code]!;
      // Skipped only where the trial would not run out of budget (its used facts at most what is left).
      if (ran !== 0 && used <= budget.left && engine.unchangedSince(ran, into, at)) {
        budget.left -= used;
        // Its facts and links are this position's too: checked from here on.
        memo.ranAt[code] = engine.position;
        return true;
      }
    }
    const before = budget.left;
    if (!engine.trial(cell, digit, on, trialMode)) {
      if (memo !== undefined) memo.ranAt[code] = 0;
      return false;
    }
    if (into !== undefined) engine.writeFactSet(into, at);
    if (memo !== undefined && into !== undefined) {
      // A trial cut short by the budget (left below 0) is not remembered: run again, it would go on.
      memo.ranAt[code] = budget.left >= 0 ? engine.position : 0;
      memo.used[code] = before - budget.left;
    }
    return true;
  }

  /**
   * Adds a conclusion to those found and, among the first MAX_RATED, rates it (re-running its trials
   * unless measured: the trial just run is no longer needed): the first of the lowest rated is the step.
   */
  function record(f: Found): void {
    found.push(f);
    if (found.length > MAX_RATED) return;
    const r = rate(f);
    if (r !== undefined && r.difficulty < lowest) {
      best = r;
      lowest = r.difficulty;
    }
  }

  /** Records the trial just run, which ended in a contradiction: (cell, digit) is false (on) or true (off). */
  function contradiction(cell: number, digit: number, on: boolean): void {
    const k = cell * size + digit - 1;
    // Only the first MAX_RATED conclusions are rated (best): measure those now, while the trial is at hand.
    const measured = found.length < MAX_RATED ? measure(true) : undefined;
    record({
      facts: [on ? k * 2 : k * 2 + 1],
      branches: [{ cell, digit, on }],
      kind: "contradiction",
      multiple: false,
      at: cell,
      measured,
    });
  }

  /** The current trial's chain to its contradiction (contradicted) or to fact number `end`. */
  function measure(contradicted: boolean, end = 0): Measured | undefined {
    if (contradicted) {
      if (engine.contradiction === undefined) return undefined;
      const nodes = engine.ancestors(engine.contradiction);
      const paths = engine.contradiction.length === 0 ? [engine.pathTo(0)] : engine.contradiction.map((cause) => engine.pathTo(cause));
      return { nodes, paths, why: engine.contradictionText };
    }
    if (end < 0) return undefined;
    return { nodes: engine.ancestors([end]), paths: [engine.pathTo(end)], why: undefined };
  }

  /** Rates a conclusion (re-running its trials for the facts' ancestors unless measured). */
  function rate(f: Found): Rated | undefined {
    const target = f.facts[0]!;
    let nodes = 0;
    const measures: Measured[] = [];
    for (const b of f.branches) {
      let m = f.measured;
      if (m === undefined) {
        // A fresh budget: the trial runs to where it found the conclusion (it found it within less).
        const ok = engine.trial(b.cell, b.digit, b.on, modeOf(family.perDigit === true ? b.digit : undefined, { left: family.budget ?? FACT_BUDGET }));
        if (f.kind === "contradiction" && ok) return undefined;
        m = f.kind === "contradiction" ? measure(true) : measure(false, engine.indexOf(target));
      }
      if (m === undefined) return undefined;
      nodes += m.nodes;
      measures.push(m);
    }
    const base = f.multiple ? (family.multipleBase ?? family.binaryBase) : family.binaryBase;
    return { found: f, difficulty: chainDifficulty(base, nodes), measures };
  }

  /** The step of the conclusion taken: its facts, chains and reason written out. */
  function stepOf({ found: f, difficulty, measures }: Rated): Step {
    const chains: Chain[] = [];
    const texts: string[] = [];
    for (const m of measures) {
      for (const path of m.paths) chains.push(chainOf(path));
      // A contradiction's every cause (a candidate both true and false, a rule's cells), as the chains show
      // them: each path once, none that another continues.
      const written = [...new Set(m.paths.map((path) => path.map(factText).join(" -> ")))]; // measure gives every branch a path
      const text = written.filter((t) => !written.some((u) => u !== t && u.startsWith(`${t} -> `))).join("; ");
      texts.push(m.why === undefined ? text : `${text} -> contradiction (${m.why})`);
    }
    const placements: Placement[] = [];
    const eliminations: Elimination[] = [];
    for (const fact of f.facts) {
      const k = fact >> 1;
      const cell = Math.floor(k / size);
      const digit = (k % size) + 1;
      if ((fact & 1) === 1) placements.push({ cell, digit });
      else eliminations.push({ cell, digits: 1 << (digit - 1) });
    }
    const where = f.kind === "unit" ? `${digitChar(f.branches[0]!.digit)} in ${unitName(geometry, f.at)}` : name(f.at);
    const what =
      f.kind === "contradiction"
        ? `assuming ${factText(assumption(f.branches[0]!))} leads to a contradiction`
        : f.kind === "verity"
          ? `${where}=${digitChar(f.branches[0]!.digit)} and ${where}<>${digitChar(f.branches[0]!.digit)} lead to the same`
          : f.kind === "cell"
            ? `every candidate of ${where} leads to the same`
            : `every place of ${where} leads to the same`;
    const cells = [...new Set(f.branches.map((b) => b.cell))];
    let digits = 0;
    for (const b of f.branches) digits |= 1 << (b.digit - 1);
    return {
      technique: family.name,
      difficulty,
      placements,
      eliminations,
      cells,
      units: [],
      digits,
      reason: `${f.kind} forcing chain: ${what}: ${texts.join("; ")}`,
      chains,
    };
  }

  function assumption(b: { readonly cell: number; readonly digit: number; readonly on: boolean }): number {
    return (b.cell * size + b.digit - 1) * 2 + (b.on ? 1 : 0);
  }

  function factText(f: number): string {
    const k = f >> 1;
    const c = Math.floor(k / size);
    return `${name(c)}${(f & 1) === 1 ? "=" : "<>"}${digitChar((k % size) + 1)}`;
  }

  function chainOf(path: readonly number[]): Chain {
    const nodes: ChainNode[] = path.map((f) => ({ cells: [Math.floor((f >> 1) / size)], digits: 1 << ((f >> 1) % size) }));
    const links = path.slice(1).map((f) => ((f & 1) === 1 ? "strong" : "weak") as "strong" | "weak");
    return { nodes, links };
  }
}

/** The facts in every set (the rows of `sets` from the given first words, `words` long) and in `only`. */
function common(sets: FactSet, rows: readonly number[], words: number, only: FactSet): number[] {
  const first = rows[0];
  if (first === undefined) return [];
  const out: number[] = [];
  for (let w = 0; w < words; w++) {
    let word = sets[first + w]! & only[w]!;
    for (let i = 1; i < rows.length && word !== 0; i++) word &= sets[rows[i]! + w]!;
    while (word !== 0) {
      const b = 31 - Math.clz32(word);
      out.push(w * 32 + b);
      word &= ~(1 << b);
    }
  }
  return out;
}

/** The facts in both sets (`a` and `b`, each from word `at`, `words` long) and in `only`, listed as common() does. */
function commonOfTwo(a: FactSet, b: FactSet, at: number, words: number, only: FactSet): number[] {
  const out: number[] = [];
  for (let w = 0; w < words; w++) {
    let word = a[at + w]! & b[at + w]! & only[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word);
      out.push(w * 32 + bit);
      word &= ~(1 << bit);
    }
  }
  return out;
}

function popcount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}
