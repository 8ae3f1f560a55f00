/**
 * Print states the rules: the legend under a picture says every rule of the puzzle in a setter's words
 * (RuleKind.sentence, the sentences the f-puzzles export writes), wrapped to the picture's width; a step
 * picture draws its chains.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgFigure } from "../../src/format/svg-figure.js";
import { sheetSvg } from "../../src/format/svg-sheet.js";
import { initialState } from "../../src/logic/state.js";
import { ruleSentences } from "../../src/rules/registry.js";
import { loadPuzzleFile, projectRoot } from "../support/fixtures.js";
import { textUnder } from "../support/svg-text.js";

const RULE_PUZZLES = readdirSync(`${projectRoot}puzzles`)
  .filter((f) => f.endsWith(".json"))
  .map((f) => `puzzles/${f}`)
  .filter((f) => (loadPuzzleFile(f).layout.rules ?? []).length > 0);

/** Average advance of a character in ems, as the figure estimates it. */
const CHAR_EM = 0.6;

describe("the legend states every rule", () => {
  it("covers the rule puzzles under puzzles/ (one per rule type at least)", () => {
    expect(RULE_PUZZLES.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of RULE_PUZZLES) {
    it(`${file}: every rule's sentence stands in the legend, and no line runs past the picture`, () => {
      const { model, layout } = loadPuzzleFile(file);
      const figure = svgFigure(model.geometry, model.givens, { givens: model.givens, title: "t", legend: true });
      const body = figure.body.join("\n");
      const words = textUnder(body);
      for (const sentence of ruleSentences((layout.rules ?? []).filter((r) => r.type !== "diagonal" && r.type !== "region"))) {
        expect(words).toContain(sentence);
      }
      for (const m of body.matchAll(/<text x="([\d.]+)" y="[\d.]+" font-size="([\d.]+)">(.*?)<\/text>/g)) {
        const chars = (m[3] ?? "").replace(/<[^>]*>/g, "").replace(/&\w+;/g, "x").length;
        expect(Number(m[1]) + chars * CHAR_EM * Number(m[2]), m[3]).toBeLessThanOrEqual(figure.width - 12 + 0.5);
      }
    });
  }

  it("anti-knight, anti-king and non-consecutive, drawn as nothing on the grid, are stated in words", () => {
    for (const [file, words] of [
      ["puzzles/anti-knight.json", "knight's move"],
      ["puzzles/anti-king.json", "king's move"],
      ["puzzles/non-consecutive.json", "consecutive digits"],
    ] as const) {
      const { model } = loadPuzzleFile(file);
      expect(textUnder(svgFigure(model.geometry, model.givens, { legend: true }).body.join("\n")), file).toContain(words);
    }
  });

  it("wraps rather than shrinks: a long rules legend keeps its text size, in more lines", () => {
    const { model } = loadPuzzleFile("puzzles/kropki-all-dots.json");
    const body = svgFigure(model.geometry, model.givens, { legend: true }).body.join("\n");
    const sizes = [...body.matchAll(/<text x="[\d.]+" y="[\d.]+" font-size="([\d.]+)">/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(3);
    expect(new Set(sizes)).toEqual(new Set([Math.round(40 * 0.36)]));
  });

  it("on a sheet the legend scales with the page: the figure's text keeps its share of the cell", () => {
    const puzzles = ["puzzles/killer.json", "puzzles/thermometer.json", "puzzles/arrow.json", "puzzles/xv.json"].map(loadPuzzleFile);
    const figures = puzzles.map((p) => svgFigure(p.model.geometry, p.model.givens, { givens: p.model.givens, title: p.title, legend: true }));
    const { svg } = sheetSvg(figures, { title: "Puzzles" });
    for (const p of puzzles) for (const sentence of ruleSentences(p.layout.rules ?? [])) expect(textUnder(svg)).toContain(sentence);
  });
});

describe("a step's chains are drawn", () => {
  it("each node's candidates circled, strong links solid and weak links dashed, each with an arrowhead", () => {
    const { model } = loadPuzzleFile("puzzles/classic-seed.json");
    const state = initialState(model);
    const open = [...state.values.keys()].filter((c) => state.values[c] === 0);
    const [a = 0, b = 0, c = 0] = open;
    const bit = (cell: number): number => state.candidates[cell] & -state.candidates[cell];
    const chain = {
      nodes: [
        { cells: [a], digits: bit(a) },
        { cells: [b], digits: bit(b) },
        { cells: [b, c], digits: bit(b) },
      ],
      links: ["strong", "weak"] as ("strong" | "weak")[],
    };
    const step = { cells: [a, b, c], placements: [], eliminations: [], chains: [chain] };
    const body = svgFigure(model.geometry, state.values, { givens: model.givens, candidates: state.candidates, step, legend: true }).body.join("\n");
    const drawn = /<g class="chain"[^>]*>([\s\S]*?)<\/g>/.exec(body)?.[1] ?? "";
    expect([...drawn.matchAll(/<circle [^>]*class="node /g)]).toHaveLength(new Set([`${a}`, `${b}`, `${c}`]).size);
    // The first node ringed twice: where to start reading.
    expect([...drawn.matchAll(/<circle class="start"/g)]).toHaveLength(1);
    expect([...drawn.matchAll(/<path class="link strong" data-from="[^"]+" data-to="[^"]+" d="M[^"]+"\/>/g)]).toHaveLength(1);
    expect([...drawn.matchAll(/<path class="link weak" data-from="[^"]+" data-to="[^"]+" d="M[^"]+" stroke-dasharray="[\d. ]+"\/>/g)]).toHaveLength(1);
    expect([...drawn.matchAll(/ Z" fill="#/g)]).toHaveLength(2);
    expect(textUnder(body)).toContain("a solid line is a strong link");
  });
});

describe("a step picture of a killer puzzle", () => {
  it("draws the cages and keeps each sum's corner clear: the pencil marks of a cell with a sum sit below it", () => {
    const { model } = loadPuzzleFile("puzzles/killer.json");
    const state = initialState(model);
    const body = svgFigure(model.geometry, state.values, {
      givens: model.givens,
      candidates: state.candidates,
      step: { cells: [], placements: [], eliminations: [] },
      cellSize: 56,
    }).body.join("\n");
    expect(body).toContain('<g class="killer"');
    const sums = [...body.matchAll(/class="killer-sum" x="([\d.]+)" y="([\d.]+)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    expect(sums.length).toBeGreaterThan(10);
    const marks = [...body.matchAll(/<text x="([\d.]+)" y="([\d.]+)" fill="#6b6b6b">/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    for (const sum of sums) {
      // The marks of the sum's cell: within the cell's 56 units to the right of and below its corner.
      const inCell = marks.filter((m) => m.x > sum.x - 8 && m.x < sum.x + 48 && m.y > sum.y - 20 && m.y < sum.y + 48);
      // The top row of marks starts below the sum's baseline (the sum text ends there).
      expect(Math.min(...inCell.map((m) => m.y)) - 56 * 0.13).toBeGreaterThan(sum.y);
    }
  });

  it("keeps every pencil mark clear of the cages' dashed outlines", () => {
    const { model } = loadPuzzleFile("puzzles/killer.json");
    const state = initialState(model);
    const body = svgFigure(model.geometry, state.values, { givens: model.givens, candidates: state.candidates, cellSize: 56 }).body.join("\n");
    const font = Number(
      /<g font-family="[^"]*" font-size="([\d.]+)" text-anchor="middle" dominant-baseline="central">\s*<text x="[\d.]+" y="[\d.]+" fill="#6b6b6b"/.exec(
        body,
      )?.[1],
    );
    expect(font).toBeGreaterThan(8);
    const marks = [...body.matchAll(/<text x="([\d.]+)" y="([\d.]+)" fill="#6b6b6b">/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const cages = body.slice(body.indexOf('<g class="killer"'));
    const lines = [...cages.matchAll(/<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"\/>/g)].map((m) => m.slice(1, 5).map(Number));
    expect(marks.length).toBeGreaterThan(300);
    expect(lines.length).toBeGreaterThan(100);
    // A digit's glyph: about 0.6 of the font wide and 0.72 high, centred on the mark's point.
    const [hw, hh] = [font * 0.3, font * 0.36];
    const crossing = marks.filter((m) =>
      lines.some(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) =>
        y1 === y2
          ? Math.abs(y1 - m.y) < hh && Math.min(x1, x2) < m.x + hw && Math.max(x1, x2) > m.x - hw
          : Math.abs(x1 - m.x) < hw && Math.min(y1, y2) < m.y + hh && Math.max(y1, y2) > m.y - hh,
      ),
    );
    expect(crossing).toEqual([]);
  });
});
