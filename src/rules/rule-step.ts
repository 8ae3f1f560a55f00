import type { Geometry } from "../model/geometry.js";
import type { Rule } from "../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../model/step-contract.js";
import type { Propagator, RuleKind, RuleStepName } from "./rule-kind.js";
import { DIGIT_BITS } from "./rule-kind.js";

/**
 * The logic step every rule gets from what it already knows: for one rule at a time (one cage, one
 * thermometer), what its no-repeat groups and its propagators remove from the position: a placed digit
 * leaves the rest of its group (a knight's move, a cage), and a propagator's narrowing (a cage's
 * combinations given its sum and size, a thermometer's bounds, a dot's pairs) is the step, described by the
 * rule's own words. The engine stays generic; a rule may add techniques of its own beside this one.
 *
 * Sound by the propagator's contract: it only removes digits no solution of the rule can hold there.
 */
export function ruleStepTechnique<R extends Rule>(kind: RuleKind<R>, rules: readonly R[], geometry: Geometry, named: RuleStepName): Technique {
  // Built once per geometry (the engine caches its techniques): per rule, its groups and propagators.
  let compiled: { rule: R; groups: readonly (readonly number[])[]; propagators: readonly Propagator[] }[] | undefined;
  let scratch: Uint16Array | undefined;
  const step = (rule: R, cells: readonly number[], removed: readonly Elimination[]): Step => {
    let digits = 0;
    for (const e of removed) digits |= e.digits;
    const units = unitOf(geometry, cells);
    return { technique: named.name, placements: [], eliminations: removed, cells: [...cells], units, digits, reason: reasonOf(kind, rule, named.name) };
  };
  return {
    name: named.name,
    difficulty: named.difficulty,
    find(state: LogicState): Step | undefined {
      const { candidates, values } = state;
      compiled ??= rules.map((rule) => ({ rule, groups: kind.distinct?.(rule, geometry) ?? [], propagators: kind.propagators?.(rule, geometry) ?? [] }));
      for (const { rule, groups, propagators } of compiled) {
        // A placed digit leaves the rest of its groups (a cage, the cells a knight's move away): the first
        // placed cell with something to remove, over every group of the rule it is in.
        for (const group of groups) {
          const from = group.find((c) => values[c] !== 0 && group.some((o) => values[o] === 0 && (candidates[o]! & candidates[c]!) !== 0));
          if (from === undefined) continue;
          const bit = candidates[from]!; // a placed cell keeps its one digit's bit
          const removed = new Set<number>();
          for (const g of groups) if (g.includes(from)) for (const o of g) if (values[o] === 0 && (candidates[o]! & bit) !== 0) removed.add(o);
          return step(
            rule,
            [from, ...removed],
            [...removed].map((cell) => ({ cell, digits: bit })),
          );
        }
        // What one propagator removes. One that fails (the position breaks the rule) proves nothing
        // here: the engine's broken-position check reports that.
        for (const p of propagators) {
          scratch ??= new Uint16Array(candidates.length);
          scratch.set(candidates);
          if (!p.propagate(scratch)) continue;
          let removed: Elimination[] = [];
          for (const c of p.cells) {
            const gone = values[c] === 0 ? candidates[c]! & ~scratch[c]! & DIGIT_BITS : 0;
            if (gone !== 0) removed.push({ cell: c, digits: gone });
          }
          if (removed.length === 0) continue;
          if (removed.length <= MAX_STEP_CELLS) return step(rule, [...p.cells], removed);
          // A rule over many cells (odd cells all over the grid, non-consecutive) a canvas row at a time: a
          // line a player reads, the rest left to the next steps (a part of what the rule removes is sound too).
          const row = geometry.cellRow[removed[0]!.cell]; // removed is not empty
          removed = removed.filter((e) => geometry.cellRow[e.cell] === row);
          return step(
            rule,
            removed.map((e) => e.cell),
            removed,
          );
        }
      }
      return undefined;
    },
  };
}

/** The most cells one rule step removes from: past it, a row of them at a time. */
const MAX_STEP_CELLS = 9;

/** The most cells a rule's own words may list in a step's text: past it, the rule's sentence. */
const MAX_NAMED_CELLS = 12;

/**
 * A rule step's reason: the rule in words (its describe) without a leading name the technique already
 * gives ("German whispers: German whispers: ..." read twice); a rule listing more than MAX_NAMED_CELLS
 * cells (odd cells over the whole grid) by its sentence instead, the step naming the cells it changes.
 */
function reasonOf<R extends Rule>(kind: RuleKind<R>, rule: R, name: string): string {
  if ("cells" in rule && Array.isArray(rule.cells) && rule.cells.length > MAX_NAMED_CELLS) {
    const sentence = kind.sentence(rule).replace(/\.$/, "");
    return `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  }
  const text = kind.describe(rule);
  return text.toLowerCase().startsWith(`${name.toLowerCase()}: `) ? text.slice(name.length + 2) : text;
}

/** The unit whose cells are exactly these (a sandwich's row), as a list of one; else none. */
function unitOf(geometry: Geometry, cells: readonly number[]): number[] {
  const size = geometry.size;
  if (cells.length !== size) return [];
  const set = new Set(cells);
  for (let u = 0; u < geometry.unitCount; u++) {
    let all = true;
    for (let j = 0; j < size && all; j++) all = set.has(geometry.unitCells[u * size + j]!); // u < unitCount, j < size
    if (all) return [u];
  }
  return [];
}
