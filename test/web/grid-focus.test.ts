import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { followFocus } from "../../src/web/grid-focus.js";

const samurai = BUILTIN_LAYOUTS.samurai;
const ids = samurai.grids.map((g) => g.id);

describe("the zoomed grid follows the cursor", () => {
  it("a grid chosen by its button stays while the cursor, left in another grid, does not move", () => {
    const nw = samurai.grids[0];
    const other = samurai.grids.find((g) => g.row !== nw?.row || g.col !== nw?.col);
    if (nw === undefined || other === undefined) throw new Error("the samurai has grids");
    const cursor = `${nw.row},${nw.col}`;
    expect(followFocus(samurai, { grid: other.id, cursor }, cursor)).toEqual({ grid: other.id, cursor });
  });

  it("a cursor moved into another grid takes the zoom there; within the grid, or off every grid, it stays", () => {
    for (const from of samurai.grids) {
      for (const to of samurai.grids) {
        // The centre of a grid is in that grid alone (the samurai shares corner boxes only).
        const centre = `${to.row + 4},${to.col + 4}`;
        expect(followFocus(samurai, { grid: from.id, cursor: undefined }, centre)).toEqual({ grid: to.id, cursor: centre });
      }
      const corner = `${from.row},${from.col}`;
      expect(followFocus(samurai, { grid: from.id, cursor: undefined }, corner)?.grid).toBe(from.id);
      expect(followFocus(samurai, { grid: from.id, cursor: undefined }, "-5,-5")?.grid).toBe(from.id);
    }
  });

  it("a grid that is gone gives way to the first grid; no grid, no focus", () => {
    expect(followFocus(samurai, { grid: "no-such-grid", cursor: undefined }, undefined)).toEqual({ grid: ids[0], cursor: undefined });
    expect(followFocus({ ...samurai, grids: [] }, { grid: ids[0] ?? "", cursor: undefined }, undefined)).toBeUndefined();
  });
});
