/**
 * Rule contradiction (src/logic/techniques/rule-contradiction.ts): a candidate whose assumption breaks a
 * rule within a few facts is removed, the text naming the rule, its clue and its cells, priced by the facts
 * it rests on; where no rule takes part (a classic contradiction) or nothing breaks, no step.
 */
import { describe, expect, it } from "vitest";
import { techniquesFor } from "../../../src/logic/engine.js";
import { stepText } from "../../../src/logic/describe.js";
import { initialState } from "../../../src/logic/state.js";
import { ruleContradiction } from "../../../src/logic/techniques/rule-contradiction.js";
import { bitOf } from "../../../src/model/digits.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import type { Rule } from "../../../src/model/schemas.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { TECHNIQUES } from "../../../src/logic/techniques.js";

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
/** Cell number of r{row}c{col} (1-based) on one 9x9 grid. */
const at = (row: number, col: number): number => (row - 1) * 9 + col - 1;

function position(rules: Rule[]): LogicState {
  const geometry = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules });
  return initialState({ geometry, givens: new Uint8Array(81) });
}

describe("rule contradiction", () => {
  it("removes a digit that leaves a cage's sum to one cell it cannot hold, saying so (one fact: 3.2)", () => {
    const state = position([
      {
        type: "killer",
        cells: [
          [0, 2],
          [1, 2],
        ],
        sum: 15,
      },
    ]);
    const step = ruleContradiction.find(state);
    expect(step?.eliminations).toEqual([{ cell: at(1, 3), digits: mask(1) }]);
    expect(step?.difficulty).toBe(3.2);
    expect(stepText(state.geometry, step!)).toBe(
      "rule contradiction: if r1c3 were 1, the cage of 15 at r1c3 r2c3 would need 14 from one cell, r2c3 (2 or 3 or 4 or 5 or 6 or 7 or 8 or 9); removes 1 from r1c3",
    );
  });

  it("follows the digit to the cage through its peers and prices each fact (r1c1=1 takes 1 from a cage of 6 in row 2)", () => {
    const state = position([
      {
        type: "killer",
        cells: [
          [1, 0],
          [1, 1],
          [1, 2],
        ],
        sum: 6,
      },
    ]);
    // The cage's own step done: it holds 1, 2 and 3.
    for (const c of [1, 2, 3]) state.candidates[at(2, c)] = mask(1, 2, 3);
    const step = ruleContradiction.find(state);
    expect(step?.eliminations).toEqual([{ cell: at(1, 1), digits: mask(1) }]);
    // The assumption and the three cells of the cage losing 1: four facts.
    expect(step?.difficulty).toBe(3.8);
    expect(step?.reason).toBe(
      "if r1c1 were 1, then r2c1<>1, r2c2<>1, r2c3<>1, so the cage of 6 at r2c1 r2c2 r2c3 would need 6 from 3 cells, r2c1 r2c2 r2c3 (2 or 3; 2 or 3; 2 or 3)",
    );
    // The JSON's chains hold the same facts as the text: from the assumption to each cause.
    expect(step?.chains?.map((ch) => ch.nodes.length)).toEqual([2, 2, 2]);
  });

  it("counts the digits one pass of a rule takes from one cell as one fact, and writes them as one", () => {
    // r1c1=4 on a thermometer r1c1 -> r1c2: the row takes 4 from r1c2, the thermometer 2 and 3 (one look),
    // r1c2=5 empties the pair r1c3 r1c4 of 5, and both become 6. Eight facts (4.6), not nine.
    const state = position([
      {
        type: "thermometer",
        cells: [
          [0, 0],
          [0, 1],
        ],
      },
    ]);
    state.candidates[at(1, 1)] = mask(1, 2, 3, 4);
    state.candidates[at(1, 2)] = mask(2, 3, 4, 5);
    state.candidates[at(1, 3)] = mask(5, 6);
    state.candidates[at(1, 4)] = mask(5, 6);
    const step = ruleContradiction.find(state);
    expect(step?.eliminations).toEqual([{ cell: at(1, 1), digits: mask(4) }]);
    expect(step?.difficulty).toBe(4.6);
    expect(step?.reason).toContain("r1c2<>4, r1c2<>2/3, r1c2=5");
    expect(step?.reason).toContain("(by thermometer: cells r1c1 r1c2 increase from the bulb)");
  });

  it("follows a knight's move (anti-knight) and names the rule, though no rule narrows candidates", () => {
    // r2c1 can only be 3: r4c2=3, a knight's move away (no unit shared), would leave it nothing. Its row,
    // column and box take 3 from their cells the classic way: no step of this technique there.
    const state = position([{ type: "anti-knight" }]);
    state.candidates[at(2, 1)] = mask(3);
    const step = ruleContradiction.find(state);
    expect(step?.eliminations).toEqual([{ cell: at(4, 2), digits: mask(3) }]);
    expect(step?.difficulty).toBe(3.4);
    expect(step?.reason).toBe(
      "if r4c2 were 3, then r2c1<>3 (by anti-knight: cells a knight's move apart differ, in every grid), so r2c1 has no candidate left",
    );
  });

  it("finds nothing where no assumption breaks a rule (a cage of 15 whose cells hold only its digits)", () => {
    const state = position([
      {
        type: "killer",
        cells: [
          [0, 2],
          [1, 2],
        ],
        sum: 15,
      },
    ]);
    state.candidates[at(1, 3)] = mask(6, 7, 8, 9);
    state.candidates[at(2, 3)] = mask(6, 7, 8, 9);
    expect(ruleContradiction.find(state)).toBeUndefined();
  });

  it("leaves a contradiction no rule takes part in to the forcing chains", () => {
    // A thermometer already narrowed, away from the cells below (r5c2 r5c3: no row, column or box of
    // theirs), and three cells of row 1 holding 1 or 2: r1c1=1 ends in a candidate both true and false,
    // through the row alone.
    const state = position([
      {
        type: "thermometer",
        cells: [
          [4, 1],
          [4, 2],
        ],
      },
    ]);
    state.candidates[at(5, 2)] = mask(1, 2, 3, 4, 5, 6, 7, 8);
    state.candidates[at(5, 3)] = mask(2, 3, 4, 5, 6, 7, 8, 9);
    for (const c of [1, 5, 9]) state.candidates[at(1, c)] = mask(1, 2);
    expect(ruleContradiction.find(state)).toBeUndefined();
  });

  it("is offered only where the layout's rules narrow candidates: never on a classic grid", () => {
    const classic = buildGeometry({ name: "x", grids: [{ id: "a", row: 0, col: 0 }] });
    expect(techniquesFor(classic)).toEqual(TECHNIQUES.filter((t) => t.assumesUnique !== true));
    expect(
      techniquesFor(
        position([
          {
            type: "thermometer",
            cells: [
              [0, 0],
              [0, 1],
            ],
          },
        ]).geometry,
      ),
    ).toContain(ruleContradiction);
  });
});
