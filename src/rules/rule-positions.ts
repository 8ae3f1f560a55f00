import type { Rule } from "../model/schemas.js";

/**
 * Every canvas position ([row, col], 0-based) a rule names: its cells, an arrow's circle, a pill arrow's
 * pill, a clone's shapes, a chaos construction's marks; none for a rule of a whole grid (anti-knight,
 * a diagonal), which names its grid instead. What moves with the rule when its grid moves, and what
 * must lie in a grid for the rule to belong to it.
 */
export function rulePositions(rule: Rule): [number, number][] {
  const pairs = (cells: readonly (readonly number[])[]): [number, number][] => cells.map(([r = -1, c = -1]) => [r, c]);
  switch (rule.type) {
    case "arrow":
      return pairs([rule.circle, ...rule.cells]);
    case "pill-arrow":
      return pairs([...rule.pill, ...rule.cells]);
    case "clone":
      return pairs(rule.shapes.flat());
    case "chaos-construction":
      return pairs((rule.marks ?? []).flat());
    default:
      return "cells" in rule ? pairs(rule.cells) : [];
  }
}

/** The rule moved by (dr, dc) canvas cells, every position it names (rulePositions); a rule of a whole grid stays as it is. */
export function shiftRule(rule: Rule, dr: number, dc: number): Rule {
  if (dr === 0 && dc === 0) return rule;
  const move = (cells: readonly (readonly number[])[]): [number, number][] => cells.map(([r = -1, c = -1]) => [r + dr, c + dc]);
  switch (rule.type) {
    case "arrow": {
      const [r = -1, c = -1] = rule.circle;
      return { ...rule, circle: [r + dr, c + dc], cells: move(rule.cells) };
    }
    case "pill-arrow":
      return { ...rule, pill: move(rule.pill), cells: move(rule.cells) };
    case "clone":
      return { ...rule, shapes: rule.shapes.map(move) };
    case "chaos-construction":
      return rule.marks === undefined ? rule : { ...rule, marks: rule.marks.map(move) };
    default:
      return "cells" in rule ? ({ ...rule, cells: move(rule.cells) } as Rule) : rule;
  }
}
