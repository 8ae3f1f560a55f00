import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

describe("library API", () => {
  it("loads and solves a puzzle through the public entry", () => {
    const input = api.loadInput(JSON.stringify({ layout: "twin", givens: {} }));
    expect(input.kind).toBe("puzzle");
    if (input.kind !== "puzzle") return;
    const result = api.solve(input.puzzle.model, { limit: 2 });
    expect(result.status).toBe("multiple");
    expect(api.canvasRows(input.puzzle.model.geometry, result.solutions[0])).toHaveLength(15);
  });

  it("draws a printable sheet of puzzles through the public entry", () => {
    const input = api.loadInput(JSON.stringify({ layout: "single", title: "One", givens: { main: `1${".".repeat(80)}` } }));
    if (input.kind !== "puzzle") throw new Error("not a puzzle");
    const { geometry, givens } = input.puzzle.model;
    const figure = api.svgFigure(geometry, givens, { givens, title: "One", legend: true });
    const { svg, scale } = api.sheetSvg([figure, figure], { title: "Puzzles" });
    expect(svg.match(/<svg x="/g)).toHaveLength(2);
    expect(scale).toBeGreaterThan(0);
  });

  it("explains and rates a puzzle through the public entry", () => {
    const input = api.loadInput(
      JSON.stringify({ layout: "single", givens: { main: "009008040600000017010040000000000004480603021300000000000090080240000006050700100" } }),
    );
    if (input.kind !== "puzzle") throw new Error("not a puzzle");
    const result = api.solveLogically(input.puzzle.model);
    const rating: api.Rating = api.rateSolve(result);
    expect(rating.solvedByLogic).toBe(result.outcome === "solved");
    expect(api.TECHNIQUES.map((t) => t.name)).toContain("X-wing");
    expect(api.stepText(input.puzzle.model.geometry, result.steps[0])).toMatch(/^[a-zA-Z -]+: /);
  });

  it("converts a puzzle to a SudokuPad link and reads it back through the public entry", () => {
    const line = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
    const link = api.writeAs(api.readAnyPuzzle(line).puzzle, "sudokupad").text.trim();
    expect(link).toMatch(/^https:\/\/sudokupad\.app\/fpuzzles/);
    expect(api.writeAs(api.readAnyPuzzle(link).puzzle, "txt").text).toBe(`${line.replace(/0/g, ".")}\n`);
  });
});
