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
});
