import { describe, expect, it } from "vitest";
import { unitOverlap } from "../../../src/logic/techniques/unit-overlap.js";
import { emptyPosition } from "../position.js";

describe("unit overlap matrix", () => {
  for (const layout of ["single", "samurai"] as const) {
    it(`on a ${layout}, says two units overlap exactly when they share a cell`, () => {
      const g = emptyPosition(layout).geometry;
      const m = unitOverlap(g);
      expect(m.length).toBe(g.unitCount * g.unitCount);
      const cellsOf = (u: number): number[] => Array.from(g.unitCells.subarray(u * g.size, (u + 1) * g.size));
      let shared = 0;
      for (let a = 0; a < g.unitCount; a++) {
        const cells = new Set(cellsOf(a));
        for (let b = 0; b < g.unitCount; b++) {
          const meets = cellsOf(b).some((c) => cells.has(c));
          expect(m[a * g.unitCount + b], `units ${a} and ${b}`).toBe(meets ? 1 : 0);
          if (meets && a !== b && g.units[a]!.kind === g.units[b]!.kind) shared++;
        }
      }
      // the samurai's shared boxes make units of one kind overlap; the plain grid has none
      expect(shared > 0).toBe(layout === "samurai");
    });
  }
});
