import { describe, expect, it } from "vitest";
import { ALL_DIGITS, bitOf } from "../../src/model/digits.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { EntropicLineRule, ModularLineRule } from "../../src/model/schemas.js";
import { ENTROPIC_LINE } from "../../src/rules/entropic-line.js";
import { MODULAR_LINE } from "../../src/rules/modular-line.js";
import { solve } from "../../src/strategies/solve.js";
import { loadPuzzleFile } from "../support/fixtures.js";
import { fpuzzlesRoundTrip, sclRoundTrip } from "../support/rule-round-trip.js";

const layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }] };
const single = buildGeometry(layout);
const mask = (...digits: number[]): number => digits.reduce((m, d) => m | bitOf(d), 0);
const HIGH = 1 << 20;
const row1 = (n: number): [number, number][] => Array.from({ length: n }, (_, c): [number, number] => [0, c]);
const entropic: EntropicLineRule = { type: "entropic-line", cells: row1(4) };
const modular: ModularLineRule = { type: "modular-line", cells: row1(3) };

describe("entropic and modular lines", () => {
  it("check a line of touching cells, on sizes that are multiples of 3 only", () => {
    expect(ENTROPIC_LINE.check(entropic, "/rules/0", layout, 0)).toEqual([]);
    expect(MODULAR_LINE.check(modular, "/rules/0", { ...layout, size: 6 }, 0)).toEqual([]);
    expect(ENTROPIC_LINE.check(entropic, "/rules/0", { ...layout, size: 8 }, 0).map((i) => i.message)).toEqual([
      "entropic lines split the digits into three classes of as many digits: they need a grid size that is a multiple of 3, and this grid has 1-8",
    ]);
    const gap = {
      ...modular,
      cells: [
        [0, 0],
        [0, 2],
      ],
    };
    expect(MODULAR_LINE.check(gap, "/rules/0", layout, 0).map((i) => i.pointer)).toEqual(["/rules/0/cells/1"]);
  });

  it("entropic: cells three apart share a third, the three groups take the three thirds", () => {
    const [p] = ENTROPIC_LINE.propagators?.(entropic, single) ?? [];
    const cand = new Uint32Array(81).fill(ALL_DIGITS | HIGH);
    [cand[0], cand[1]] = [mask(1, 2) | HIGH, mask(4, 7) | HIGH];
    expect(p.propagate(cand)).toBe(true);
    // r1c4 is three on from r1c1: low; r1c3 is neither low nor (yet) known middle or high.
    expect([cand[0], cand[1], cand[2], cand[3]]).toEqual([mask(1, 2), mask(4, 7), mask(4, 5, 6, 7, 8, 9), mask(1, 2, 3)].map((m) => m | HIGH));
    cand[2] = bitOf(5) | HIGH;
    expect(p.propagate(cand)).toBe(true);
    expect(cand[1]).toBe(bitOf(7) | HIGH);
    const split = new Uint16Array(81).fill(ALL_DIGITS);
    [split[0], split[3]] = [bitOf(1), bitOf(9)];
    expect(p.propagate(split)).toBe(false);
  });

  it("modular: one of each remainder in every three cells; 6x6 has classes 14, 25, 36", () => {
    const [p] = MODULAR_LINE.propagators?.(modular, single) ?? [];
    const cand = new Uint16Array(81).fill(ALL_DIGITS);
    [cand[0], cand[1]] = [mask(3, 6), mask(1, 3)];
    expect(p.propagate(cand)).toBe(true);
    expect([cand[0], cand[1], cand[2]]).toEqual([mask(3, 6), bitOf(1), mask(2, 5, 8)]);
    const six = buildGeometry({ ...layout, size: 6 });
    const [q] = MODULAR_LINE.propagators?.(modular, six) ?? [];
    const small = new Uint16Array(36).fill(mask(1, 2, 3, 4, 5, 6));
    [small[0], small[1]] = [bitOf(4), bitOf(5)];
    expect(q.propagate(small)).toBe(true);
    expect(small[2]).toBe(mask(3, 6));
  });

  it("find three cells in a row that repeat a class; state and draw the line", () => {
    const solution = new Uint8Array(81);
    solution.set([1, 5, 9, 2]);
    expect(ENTROPIC_LINE.violation(entropic, single, solution)).toBeUndefined();
    solution[3] = 8;
    expect(ENTROPIC_LINE.violation(entropic, single, solution)).toMatch(/entropic line at \[0, 0\]: 598 repeat a class/);
    solution.set([1, 5, 9]);
    expect(MODULAR_LINE.violation(modular, single, solution)).toBeUndefined();
    solution[2] = 4;
    expect(MODULAR_LINE.violation(modular, single, solution)).toMatch(/154 repeat a class/);
    const drawing = { s: 40, x: (c: number) => c * 40, y: (r: number) => r * 40 };
    expect(ENTROPIC_LINE.svg(entropic, single, drawing).join("")).toContain('class="entropic-line" points="20,20 60,20 100,20 140,20"');
    expect(MODULAR_LINE.sentence(modular)).toMatch(/147, 258 and 369/);
  });

  for (const name of ["entropic-line", "modular-line"]) {
    it(`carries puzzles/${name}.json: unique with its lines, several solutions without them`, () => {
      const { model, layout: withRules } = loadPuzzleFile(`puzzles/${name}.json`);
      expect(solve(model, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("unique");
      const bare = buildGeometry({ ...withRules, rules: [] });
      expect(solve({ geometry: bare, givens: model.givens }, { limit: 2, nodeBudget: 1_000_000 }).status).toBe("multiple");
    });
  }

  it("are f-puzzles' entropicline and modularline both ways; SudokuPad's own format names them as left out", () => {
    const { written, back } = fpuzzlesRoundTrip([entropic, modular]);
    expect(written.entropicline).toEqual([{ lines: [["R1C1", "R1C2", "R1C3", "R1C4"]] }]);
    expect(written.modularline).toEqual([{ lines: [["R1C1", "R1C2", "R1C3"]] }]);
    expect(back).toEqual([entropic, modular]);
    expect(sclRoundTrip([modular]).dropped).toEqual([
      "rule 1 (modular-line: a modular line (SudokuPad's own format draws lines by colour only, with no colour of its own for it))",
    ]);
  });
});
