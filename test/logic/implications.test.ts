/**
 * The implication engine's contradiction texts name cells and units as the rest of the explanations do
 * (describe.ts cellName, unit-name.ts): HoDoKu's "box 1" and "r1c5" on a 9x9, and on a samurai the unit of
 * its grid ("box 1 of grid ne") and the canvas cell with the grid's own beside it ("r1c15 (ne r1c3)"),
 * never the geometry's internal "of grid main".
 */
import { describe, expect, it } from "vitest";
import { Implications } from "../../src/logic/implications.js";
import { initialState } from "../../src/logic/state.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { LogicState } from "../../src/model/step-contract.js";
import { at, candidates, emptyPosition, put, remove, rowCells } from "./position.js";

const DYNAMIC = { dynamic: true } as const;

/** The contradiction text of the dynamic trial "cell holds digit", or undefined when it ends in a fixpoint. */
function contradictionOf(state: LogicState, cell: string, digit: number): string | undefined {
  const engine = new Implications(state.geometry);
  engine.setPosition(state);
  return engine.trial(at(state, cell), digit, true, DYNAMIC) ? undefined : engine.contradictionText;
}

describe("Implications: contradiction texts", () => {
  it("on a 9x9, a digit without a place names the box as HoDoKu does", () => {
    // 1 in box 1 only at r1c1 and r1c2: r1c5=1 takes both.
    const s = emptyPosition("single");
    remove(s, 1, ["r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]);
    expect(contradictionOf(s, "r1c5", 1)).toBe("1 has no place left in box 1");
  });

  it("on a 9x9, a cell without a candidate and a placed cell are named r1c3", () => {
    const s = emptyPosition("single");
    candidates(s, "r1c3", "1");
    expect(contradictionOf(s, "r1c5", 1)).toBe("r1c3 has no candidate left");
    const t = emptyPosition("single");
    put(t, "r1c3=4");
    expect(contradictionOf(t, "r1c3", 5)).toBe("r1c3 is given or placed");
  });

  it("on a samurai, the unit is its grid's and the cell carries its grid's name beside the canvas one", () => {
    // Grid ne starts at canvas column 13: its box 1 is r1-3 c13-15.
    const s = emptyPosition("samurai");
    remove(s, 1, ["r1c15", "r2c13", "r2c14", "r2c15", "r3c13", "r3c14", "r3c15"]);
    expect(contradictionOf(s, "r1c20", 1)).toBe("1 has no place left in box 1 of grid ne");
    const t = emptyPosition("samurai");
    candidates(t, "r1c15", "1");
    expect(contradictionOf(t, "r1c20", 1)).toBe("r1c15 (ne r1c3) has no candidate left");
    const g = emptyPosition("samurai");
    put(g, "r1c15=4");
    expect(contradictionOf(g, "r1c15", 5)).toBe("r1c15 (ne r1c3) is given or placed");
  });
});

describe("Implications: a unit's last place", () => {
  /** Whether the trial (no contradiction) derived "cell holds digit". */
  function derives(engine: Implications, state: LogicState, cell: string, digit: number): boolean {
    const c = at(state, cell);
    return engine.contradiction === undefined && engine.indexOf((c * state.geometry.size + digit - 1) * 2 + 1) >= 0;
  }
  const box1 = ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"];

  it("a dynamic trial places the digit at its last place in a unit, wherever that lies in the unit", () => {
    for (const survivor of box1) {
      // 1 in box 1 only at the survivor and a row of the box without it; that row's c5 = 1 takes the row.
      const row = survivor.startsWith("r1") ? 2 : 1;
      const s = emptyPosition("single");
      remove(
        s,
        1,
        box1.filter((c) => c !== survivor && !c.startsWith(`r${row}`)),
      );
      const engine = new Implications(s.geometry);
      engine.setPosition(s);
      expect(engine.trial(at(s, `r${row}c5`), 1, true, DYNAMIC)).toBe(true);
      expect(derives(engine, s, survivor, 1)).toBe(true);
    }
  });

  it("a static trial follows a unit's two places (a strong link), wherever they lie in the unit", () => {
    for (const survivor of box1) {
      const other = survivor === "r3c3" ? "r1c1" : "r3c3";
      const s = emptyPosition("single");
      remove(
        s,
        1,
        box1.filter((c) => c !== survivor && c !== other),
      );
      const engine = new Implications(s.geometry);
      engine.setPosition(s);
      expect(engine.trial(at(s, other), 1, false, { dynamic: false })).toBe(true);
      expect(derives(engine, s, survivor, 1)).toBe(true);
    }
  });
});

describe("Implications: static trials over the position's links", () => {
  const STATIC = { dynamic: false } as const;
  /** The fact code of "cell holds digit" (on) or "does not" (off). */
  const code = (s: LogicState, cell: string, digit: number, on: boolean): number => (at(s, cell) * s.geometry.size + digit - 1) * 2 + (on ? 1 : 0);

  it("follows a bivalue cell and a unit's two places, each fact caused by the one before", () => {
    // r1c1 holds 1 or 2; 2 has two places in row 1 (r1c1, r1c9): r1c1=1 -> r1c1<>2 -> r1c9=2.
    const s = emptyPosition("single");
    candidates(s, "r1c1", "12");
    remove(s, 2, rowCells(1, 2, 8));
    const engine = new Implications(s.geometry);
    engine.setPosition(s);
    expect(engine.trial(at(s, "r1c1"), 1, true, STATIC)).toBe(true);
    const i = engine.indexOf(code(s, "r1c9", 2, true));
    expect(engine.pathTo(i)).toEqual([code(s, "r1c1", 1, true), code(s, "r1c1", 2, false), code(s, "r1c9", 2, true)]);
    // The position changes (2 gets a third place in row 1): the link is gone in the next trial.
    s.candidates[at(s, "r1c5")]! |= 2;
    engine.setPosition(s);
    expect(engine.trial(at(s, "r1c1"), 1, true, STATIC)).toBe(true);
    expect(engine.indexOf(code(s, "r1c9", 2, true))).toBe(-1);
  });

  it("a unit's two places both taken off is no contradiction there, nor a link to follow (a dynamic trial's is)", () => {
    // 1 in row 1 only at r1c1 and r1c2, both peers of r2c1 (box 1): r2c1=1 takes both before either is followed.
    const s = emptyPosition("single");
    remove(s, 1, rowCells(1, 3, 9));
    const engine = new Implications(s.geometry);
    engine.setPosition(s);
    expect(engine.trial(at(s, "r2c1"), 1, true, STATIC)).toBe(true);
    expect(engine.indexOf(code(s, "r1c2", 1, true))).toBe(-1);
    expect(engine.indexOf(code(s, "r1c1", 1, true))).toBe(-1);
    expect(engine.trial(at(s, "r2c1"), 1, true, DYNAMIC)).toBe(false);
    expect(engine.contradictionText).toBe("1 has no place left in row 1");
  });

  it('names the rule a trial breaks, its clue and its cells (never only "a rule")', () => {
    const geometry = buildGeometry({
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        {
          type: "killer",
          cells: [
            [0, 2],
            [1, 2],
          ],
          sum: 15,
        },
      ],
    });
    const s = initialState({ geometry, givens: new Uint8Array(81) });
    const engine = new Implications(geometry);
    engine.setPosition(s);
    expect(engine.trial(2, 1, true, DYNAMIC)).toBe(false);
    expect(engine.contradictionRule).toBe(0);
    expect(engine.contradictionText).toBe("the cage of 15 at r1c3 r2c3 would need 14 from one cell, r2c3 (2 or 3 or 4 or 5 or 6 or 7 or 8 or 9)");
  });

  it("ends in a contradiction at a cell left without a candidate, and at a candidate both true and false", () => {
    const s = emptyPosition("single");
    candidates(s, "r1c3", "1");
    const engine = new Implications(s.geometry);
    engine.setPosition(s);
    expect(engine.trial(at(s, "r1c5"), 1, true, STATIC)).toBe(false);
    expect(engine.contradictionText).toBe("r1c3 has no candidate left");
    // Three cells of row 1 holding 1 or 2: r1c1=1 takes 1 from r1c5 and r1c9, so both hold 2 (and each takes
    // 2 from the other): a candidate both true and false.
    const t = emptyPosition("single");
    for (const c of ["r1c1", "r1c5", "r1c9"]) candidates(t, c, "12");
    const e2 = new Implications(t.geometry);
    e2.setPosition(t);
    expect(e2.trial(at(t, "r1c1"), 1, true, STATIC)).toBe(false);
    // The text says which candidate.
    expect(e2.contradictionText).toBe("r1c9 would be 2 and not 2");
    expect(e2.contradiction?.length).toBe(2);
  });
});
