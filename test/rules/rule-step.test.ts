/**
 * The restriction step every rule gets (src/rules/rule-step.ts): what one rule's groups and propagators
 * remove, named after the rule's kind, as the logic engine's first steps on a variant puzzle.
 */
import { describe, expect, it } from "vitest";
import { solveLogically, techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { TECHNIQUES } from "../../src/logic/techniques.js";
import { bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { loadPuzzleFile } from "../support/fixtures.js";

const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);

function firstRuleStep(layout: Layout, givens?: Uint8Array) {
  const geometry = buildGeometry(layout);
  const state = initialState({ geometry, givens: givens ?? new Uint8Array(geometry.cellCount) });
  // The rule's own techniques only (the classic ones are src/logic/techniques.ts's).
  const ruleTechniques = techniquesFor(geometry).filter((t) => !TECHNIQUES.includes(t));
  return { geometry, step: ruleTechniques.map((t) => t.find(state)).find((s) => s !== undefined) };
}

describe("the rule step", () => {
  it("an odd cell loses its even digits, named as the rule's kind", () => {
    const { step } = firstRuleStep({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "odd", cells: [[0, 0]] }] });
    expect(step?.technique).toBe("odd/even cells");
    expect(step?.eliminations).toEqual([{ cell: 0, digits: mask(2, 4, 6, 8) }]);
  });

  it("a two-cell cage of 3 keeps 1 and 2 (its combinations), and says which cage", () => {
    const { step } = firstRuleStep({
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 3,
        },
      ],
    });
    expect(step?.technique).toBe("cage combinations");
    expect(step?.eliminations).toEqual([
      { cell: 0, digits: mask(3, 4, 5, 6, 7, 8, 9) },
      { cell: 1, digits: mask(3, 4, 5, 6, 7, 8, 9) },
    ]);
    expect(step?.reason).toContain("add up to 3");
  });

  it("a placed digit leaves the cells a knight's move away (anti-knight), all in one step", () => {
    const layout: Layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "anti-knight" }] };
    const givens = new Uint8Array(81);
    givens[40] = 5; // r5c5: its knight's moves are all outside its row, column and box
    const { step } = firstRuleStep(layout, givens);
    expect(step?.technique).toBe("anti-knight");
    expect(step?.eliminations.every((e) => e.digits === bitOf(5))).toBe(true);
    expect(step?.eliminations.map((e) => e.cell).sort((a, b) => a - b)).toEqual([21, 23, 29, 33, 47, 51, 57, 59]);
  });

  it("innies: the cells of a row outside its cages add up to 45 less the cages (the 45 rule)", () => {
    const geometry = buildGeometry({
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 3,
        },
        {
          type: "killer",
          cells: [
            [0, 2],
            [0, 3],
            [0, 4],
          ],
          sum: 15,
        },
        {
          type: "killer",
          cells: [
            [0, 5],
            [0, 6],
          ],
          sum: 13,
        },
      ],
    });
    const innies = techniquesFor(geometry).find((t) => t.name === "innies and outies");
    // Cage combinations first, as the engine would: the innies then see the cages' own narrowing.
    const state = initialState({ geometry, givens: new Uint8Array(81) });
    const step = innies?.find(state);
    expect(step?.reason).toContain("innies of row 1");
    expect(step?.reason).toContain("add up to 14");
    // r1c8 and r1c9 hold 5+9 or 6+8.
    expect(step?.eliminations).toEqual([
      { cell: 7, digits: mask(1, 2, 3, 4, 7) },
      { cell: 8, digits: mask(1, 2, 3, 4, 7) },
    ]);
  });

  it("a published-style killer is solved by logic with cage steps, not by nets", () => {
    const { model } = loadPuzzleFile("puzzles/killer.json");
    const result = solveLogically(model);
    expect(result.outcome).toBe("solved");
    expect(result.steps.some((s) => s.technique === "cage combinations")).toBe(true);
    expect(result.steps.every((s) => !/forcing/.test(s.technique))).toBe(true);
  });
});
