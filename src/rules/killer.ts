/**
 * Killer cages: the digits of a cage do not repeat and, when the cage has a sum, add up to it.
 *
 * The rule's entry, as every kind is one RuleKind (rule-kind.ts): the registry takes KILLER from here, and
 * its parts live in killer/, one file per concern:
 * - combinations.ts: the sets of k different digits adding up to a sum (cageCombinations), one table a size.
 * - propagator.ts: the sum for the search and for the rule's restriction step ("cage combinations", 2.3).
 * - warnings.ts, svg.ts: what validate warns of, and the picture.
 * - cage-broken.ts: why a cage cannot be kept, in a player's words, for the rule contradiction step.
 * - the rule's own logic steps, one a file, each a Technique of the one step contract
 *   (model/step-contract.ts: a name, a difficulty on the rating scale, find(state) -> Step | undefined, a
 *   step only removing digits no solution holds there): innies-and-outies.ts (2.8, 3.0 over several
 *   units), cage-unit-overlap.ts (2.9), hard-cage-combinations.ts (3.0), cage-clash.ts (3.1). The step
 *   engine runs them by difficulty with every other technique; their texts name the cage as a setter does
 *   ("the cage of 15 at r1c3 r2c3") and its combinations as said aloud ("147, 156 or 237").
 * - what the steps share: cages.ts (a cage's cells and names, combination lists), cage-options.ts (a
 *   cage's combinations cell by cell), group-digits.ts (what a few cells adding up to a sum can hold),
 *   blocks.ts (the units and runs of rows and columns the 45 rule is applied to).
 *
 * No repeats is the cage as a group of peers (distinct); a cage of `size` cells (nine on a 9x9 grid) is
 * also a unit, which the geometry adds.
 */
import { digitString } from "../model/digit-chars.js";
import { gridShape } from "../model/grid-size.js";
import type { KillerRule } from "../model/schemas.js";
import { cageBroken } from "./killer/cage-broken.js";
import { cageClash } from "./killer/cage-clash.js";
import { cageUnitOverlap } from "./killer/cage-unit-overlap.js";
import { cageCells } from "./killer/cages.js";
import { cageCombinations } from "./killer/combinations.js";
import { hardCageCombinations } from "./killer/hard-cage-combinations.js";
import { inniesAndOuties } from "./killer/innies-and-outies.js";
import { cagePropagators } from "./killer/propagator.js";
import { killerSvg } from "./killer/svg.js";
import { killerWarnings } from "./killer/warnings.js";
import type { RuleKind } from "./rule-kind.js";
import { cellSetList, checkCells } from "./rule-kind.js";

export { cageCombinations } from "./killer/combinations.js";

/** The killer cage rule (see above). */
export const KILLER: RuleKind<KillerRule> = {
  type: "killer",
  step: { name: "cage combinations", difficulty: 2.3 },
  // One cell said as one.
  describe: (rule) => {
    const cells = cellSetList(rule.cells);
    if (rule.cells.length === 1) return `killer cage: cell ${cells}${rule.sum === undefined ? "" : ` is ${rule.sum}`}`;
    return `killer cage: cells ${cells} ${rule.sum === undefined ? "do not repeat" : `add up to ${rule.sum} without repeats`}`;
  },
  sentence: () => "Digits do not repeat in a cage and add up to its sum, when given.",
  check: (rule, at, layout) => {
    const issues = checkCells(rule.cells, at, layout, "killer cage");
    const { size } = gridShape(layout);
    if (rule.cells.length > size) {
      issues.push({ pointer: `${at}/cells`, message: `a cage of ${rule.cells.length} cells cannot hold different digits of 1-${size}` });
    } else if (rule.sum !== undefined && cageCombinations(rule.cells.length, rule.sum, size).length === 0) {
      const digits = size === 9 ? "" : ` of 1-${size}`;
      issues.push({ pointer: `${at}/sum`, message: `no ${rule.cells.length} different digits${digits} add up to ${rule.sum}` });
    }
    return issues;
  },
  warnings: (rule, at, context) => killerWarnings(rule, at, context),
  distinct: (rule, geometry) => [cageCells(rule, geometry)],
  sums: (rule, geometry) => (rule.sum === undefined ? [] : [{ cells: cageCells(rule, geometry), total: rule.sum, distinct: true }]),
  propagators: (rule, geometry) => cagePropagators(rule, geometry),
  logic: (rules, geometry) => [
    inniesAndOuties(rules, geometry),
    cageUnitOverlap(rules, geometry),
    hardCageCombinations(rules, geometry),
    cageClash(rules, geometry),
  ],
  broken: (rule, geometry, cand) => cageBroken(rule, geometry, cand),
  violation: (rule, geometry, solution) => {
    // A checked layout's cage cells are in its grids: cellAt finds each, and the solution has its digit.
    const digits = cageCells(rule, geometry).map((c) => solution[c]!);
    if (new Set(digits).size !== digits.length) return `killer cage at [${rule.cells[0]?.join(", ")}] repeats a digit: ${digitString(digits)}`;
    const sum = digits.reduce((a, b) => a + b, 0);
    if (rule.sum !== undefined && sum !== rule.sum) return `killer cage at [${rule.cells[0]?.join(", ")}] adds up to ${sum}, not ${rule.sum}`;
    return undefined;
  },
  svg: (rule, _geometry, drawing) => killerSvg(rule, drawing),
};
