import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS, type BuiltinLayoutName } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { planHub } from "../../src/planner/plan-hub.js";

const emptyModel = (layout: Layout) => {
  const geometry = buildGeometry(layout);
  return { geometry, givens: new Uint8Array(geometry.cellCount) };
};

describe("planHub", () => {
  // The windmill's sails overlap only the center (two boxes each); the arms of the cross and the flower, and
  // tripledoku's outer grids, meet each other only inside the center grid. The planner goes by the geometry.
  it("finds the hub of samurai, windmill, cross, flower, tripledoku, twin and twin-4, shared cells in matching order", () => {
    const hubs: Record<string, string> = {
      samurai: "center",
      windmill: "center",
      cross: "center",
      flower: "center",
      tripledoku: "center",
      twin: "nw",
      "twin-4": "nw",
    };
    for (const [name, hub] of Object.entries(hubs) as [BuiltinLayoutName, string][]) {
      const model = emptyModel(BUILTIN_LAYOUTS[name]);
      const found = planHub(model);
      if (!("plan" in found)) throw new Error(`${name}: ${found.reason}`);
      const grids = model.geometry.grids;
      expect({ name, hub: grids[found.plan.hub].id }).toEqual({ name, hub });
      for (const outer of found.plan.outers) {
        expect(outer.outerIndex.length % 9).toBe(0);
        outer.outerIndex.forEach((k, i) => expect(grids[outer.grid].cells[k]).toBe(grids[found.plan.hub].cells[outer.hubIndex[i]]));
      }
    }
  });

  it("declines sohei, butterfly, the gattai family and single, saying why", () => {
    const reasons: Record<string, RegExp> = {
      sohei: /no grid overlaps every other grid/,
      butterfly: /overlap each other outside grid/,
      "gattai-8": /no grid overlaps every other grid/,
      shogun: /no grid overlaps every other grid/,
      sumo: /no grid overlaps every other grid/,
      single: /single grid/,
    };
    for (const [name, reason] of Object.entries(reasons) as [BuiltinLayoutName, RegExp][]) {
      const found = planHub(emptyModel(BUILTIN_LAYOUTS[name]));
      expect({ name, reason: "reason" in found ? found.reason : "a hub layout" }).toEqual({ name, reason: expect.stringMatching(reason) });
    }
  });

  it("a twin's hub is the grid with fewer givens: the other is enumerated alone", () => {
    const model = emptyModel(BUILTIN_LAYOUTS.twin);
    model.givens[model.geometry.grids[0].cells[0]] = 5;
    const found = planHub(model);
    expect("plan" in found && model.geometry.grids[found.plan.hub].id).toBe("se");
  });

  it("keeps rules inside one grid (moved to its corner) and declines a region across grids", () => {
    const samurai = BUILTIN_LAYOUTS.samurai;
    const inside: Layout = {
      ...samurai,
      rules: [
        { type: "diagonal", grid: "center" },
        { type: "region", cells: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [12, 6 + i]) },
        { type: "region", cells: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [12 + Math.floor(i / 3), 12 + (i % 3)]) },
      ],
    };
    const found = planHub(emptyModel(inside));
    if (!("plan" in found)) throw new Error(found.reason);
    const ids = emptyModel(inside).geometry.grids.map((g) => g.id);
    const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const sharedBox = (r: number, c: number): number[][] => nine.map((i) => [r + Math.floor(i / 3), c + (i % 3)]);
    expect(found.plan.gridRules[ids.indexOf("center")]).toEqual([
      { type: "diagonal", grid: "center" },
      { type: "region", cells: nine.map((i) => [6, i]) },
      { type: "region", cells: sharedBox(6, 6) },
    ]);
    expect(found.plan.gridRules[ids.indexOf("se")]).toEqual([{ type: "region", cells: sharedBox(0, 0) }]);
    expect(found.plan.gridRules[ids.indexOf("nw")]).toEqual([]);

    // A pill arrow in grid se (canvas rows and columns 12-20) moves there whole, its pill too; one whose
    // pill lies in another grid than its arrow spans several grids.
    const pillArrow: Layout = {
      ...samurai,
      rules: [
        {
          type: "pill-arrow",
          pill: [
            [13, 13],
            [13, 14],
          ],
          cells: [
            [14, 15],
            [15, 16],
          ],
        },
      ],
    };
    const withPill = planHub(emptyModel(pillArrow));
    if (!("plan" in withPill)) throw new Error(withPill.reason);
    expect(withPill.plan.gridRules[ids.indexOf("se")]).toEqual([
      {
        type: "pill-arrow",
        pill: [
          [1, 1],
          [1, 2],
        ],
        cells: [
          [2, 3],
          [3, 4],
        ],
      },
    ]);
    const split: Layout = {
      ...samurai,
      rules: [
        {
          type: "pill-arrow",
          pill: [
            [1, 1],
            [1, 2],
          ],
          cells: [[14, 15]],
        },
      ],
    };
    expect(planHub(emptyModel(split))).toMatchObject({ reason: expect.stringMatching(/rule 1 .* spans several grids/) });

    const across: Layout = { ...samurai, rules: [{ type: "region", cells: nine.map((i) => [7, 3 + i]) }] };
    const declined = planHub(emptyModel(across));
    expect("reason" in declined && declined.reason).toMatch(/rule 1 .* spans several grids/);
  });
});
