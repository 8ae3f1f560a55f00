import { digitChar } from "../../model/digit-chars.js";
import { bitOf } from "../../model/digits.js";
import type { UnitKind } from "../../model/geometry.js";
import { placesIn, seeingAll, sharedUnitOfKind } from "../scan.js";
import type { Step } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { unitName } from "../unit-name.js";
import { emptyPlanes } from "./plane-memo.js";
import { planeMasks } from "./plane-masks.js";
import { turbotMayExist } from "./turbot-may-exist.js";

/** A strong link: a unit where the digit fits exactly two open cells, so one of them holds it. */
export interface StrongLink {
  readonly unit: number;
  readonly a: number;
  readonly b: number;
}

/** The strong links of a digit, over every unit. */
export function strongLinks(state: LogicState, digit: number): StrongLink[] {
  const out: StrongLink[] = [];
  const at: number[] = [];
  for (let u = 0; u < state.geometry.unitCount; u++) {
    if (placesIn(state, u, bitOf(digit), at) === 2) out.push({ unit: u, a: at[0]!, b: at[1]! }); // placesIn wrote its 2 cells to at
  }
  return out;
}

/**
 * The turbot fish shapes (skyscraper, two-string kite): two strong links on a digit, one end of each in
 * a common unit of kind `joint` (so at most one of those two ends holds the digit); then one of the far
 * ends does, and the digit leaves every cell that sees both far ends. `kinds` are the kinds of the two
 * links' units: [row, row] or [column, column] for a skyscraper (joint: the other line kind), [row,
 * column] for a kite (joint: box).
 */
export function findTurbot(state: LogicState, name: string, shapes: readonly { links: readonly [UnitKind, UnitKind]; joint: UnitKind }[]): Step | undefined {
  const { geometry } = state;
  const gridSize = geometry.size;
  // A digit's search reads only its plane (placesIn and seeingAll: open cells holding the candidate), so a
  // plane where it found nothing is skipped when met again (plane-memo.ts), as the fish do: the first step
  // found is the same, since every digit before it found nothing either way.
  const memo = emptyPlanes(geometry, `turbot ${name}`);
  // On a plain grid, a plane that certainly holds none of the shapes is skipped before the memo is asked.
  const masks = planeMasks(state);
  if (masks === undefined && memo.allKnown(state)) return undefined;
  // every link's unit, and the joint from sharedUnitOfKind (checked >= 0), is one of geometry.units
  const unitOf = (u: number) => geometry.units[u]!;
  for (let d = 1; d <= gridSize; d++) {
    if (masks !== undefined && !shapes.some((shape) => turbotMayExist(state, masks, d, shape.links, shape.joint))) continue;
    const plane = memo.key(state, d, bitOf(d));
    if (memo.has(plane)) continue;
    const links = strongLinks(state, d);
    for (const shape of shapes) {
      for (const l1 of links) {
        if (unitOf(l1.unit).kind !== shape.links[0]) continue;
        for (const l2 of links) {
          if (l2 === l1 || unitOf(l2.unit).kind !== shape.links[1]) continue;
          if (l1.a === l2.a || l1.a === l2.b || l1.b === l2.a || l1.b === l2.b) continue;
          for (const [p1, q1] of [
            [l1.a, l1.b],
            [l1.b, l1.a],
          ] as const) {
            for (const [p2, q2] of [
              [l2.a, l2.b],
              [l2.b, l2.a],
            ] as const) {
              const joint = sharedUnitOfKind(geometry, p1, p2, shape.joint);
              if (joint < 0) continue;
              // Far ends in the joint unit too would make it a plain fish, not this shape.
              if (sharedUnitOfKind(geometry, q1, q2, shape.joint) >= 0) continue;
              const bit = bitOf(d);
              const hit = seeingAll(state, [q1, q2], bit, [p1, p2]);
              if (hit.length === 0) continue;
              return {
                technique: name,
                placements: [],
                eliminations: hit.map((cell) => ({ cell, digits: bit })),
                cells: [q1, p1, p2, q2],
                units: [l1.unit, l2.unit, joint],
                digits: bit,
                // As the X-chain it is: q1 = p1 - p2 = q2 (strong, weak in the joint, strong).
                chains: [{ nodes: [q1, p1, p2, q2].map((c) => ({ cells: [c], digits: bit })), links: ["strong", "weak", "strong"] }],
                reason: `strong links on ${digitChar(d)} in ${unitName(state.geometry, l1.unit)} and ${unitName(state.geometry, l2.unit)}, joined in ${unitName(state.geometry, joint)}: one far end is ${digitChar(d)}`,
              };
            }
          }
        }
      }
    }
    memo.add(plane);
  }
  return undefined;
}
