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
    return { technique: named.name, placements: [], eliminations: removed, cells: [...cells], units: [], digits, reason: kind.describe(rule) };
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
          const removed: Elimination[] = [];
          for (const c of p.cells) {
            const gone = values[c] === 0 ? candidates[c]! & ~scratch[c]! & DIGIT_BITS : 0;
            if (gone !== 0) removed.push({ cell: c, digits: gone });
          }
          if (removed.length > 0) return step(rule, [...p.cells], removed);
        }
      }
      return undefined;
    },
  };
}
