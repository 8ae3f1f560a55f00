import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Layout, Rule } from "../../src/model/schemas.js";
import type { EditorState } from "../../src/web/editor-state.js";
import { addRule, emptyState, moveGrid } from "../../src/web/editor-state.js";
import { rulePictures } from "../../src/web/rule-pictures.js";
import { edgeAt, edgeRule, paintJigsaw, pathRule, toggleEdgeRule, toggleGridRule, toggleParityCell, typeCageSum } from "../../src/web/rule-tools.js";
import { projectRoot } from "../support/fixtures.js";

const layoutOf = (file: string): Layout => (JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")) as { layout: Layout }).layout;
const bare = (): EditorState => emptyState({ name: "drawn", grids: [{ id: "g0", row: 0, col: 0 }] });
const key = ([r, c]: readonly number[]): string => `${r},${c}`;

describe("setter tools: what the mouse does gives the rule the CLI reads", () => {
  it("a drag: a cage (then its sum typed), a thermometer bulb first, an arrow circle first", () => {
    let s = addRule(bare(), pathRule("killer", ["7,0", "7,1", "8,0"]) as Rule);
    s = typeCageSum(typeCageSum(s, 0, 2), 0, 6);
    expect(s.layout.rules).toEqual([
      {
        type: "killer",
        cells: [
          [7, 0],
          [7, 1],
          [8, 0],
        ],
        sum: 26,
      },
    ]);
    s = typeCageSum(typeCageSum(s, 0, "backspace"), 0, "backspace");
    expect(s.layout.rules).toEqual([
      {
        type: "killer",
        cells: [
          [7, 0],
          [7, 1],
          [8, 0],
        ],
      },
    ]);
    expect(pathRule("thermometer", ["5,6", "4,5"])).toEqual({
      type: "thermometer",
      cells: [
        [5, 6],
        [4, 5],
      ],
    });
    expect(pathRule("arrow", ["7,1", "7,0", "6,0"])).toEqual({
      type: "arrow",
      circle: [7, 1],
      cells: [
        [7, 0],
        [6, 0],
      ],
    });
    expect(pathRule("arrow", ["7,1"])).toBeUndefined();
  });

  it("an edge: the cell clicked first, then its neighbour across the nearest side; a second click removes", () => {
    expect(edgeAt(2.5, 4.05)).toEqual(["2,4", "2,3"]);
    expect(edgeAt(0.95, 7.5)).toEqual(["0,7", "1,7"]);
    expect(edgeAt(0.5, 0.5)).toBeUndefined();
    const dot = edgeRule("kropki-white", ["2,4", "2,3"]) as Rule;
    expect(dot).toEqual({
      type: "kropki",
      cells: [
        [2, 4],
        [2, 3],
      ],
      color: "white",
    });
    expect(edgeRule("v", ["7,6", "8,6"])).toEqual({
      type: "xv",
      cells: [
        [7, 6],
        [8, 6],
      ],
      mark: "V",
    });
    const s = toggleEdgeRule(bare(), dot);
    expect(toggleEdgeRule(s, edgeRule("kropki-white", ["2,3", "2,4"]) as Rule).layout.rules).toBeUndefined();
  });

  it("odd and even: clicks add cells to one rule in click order, a second click takes one out", () => {
    const want = layoutOf("odd-even.json").rules ?? [];
    let s = bare();
    for (const rule of want) if (rule.type === "odd" || rule.type === "even") for (const c of rule.cells) s = toggleParityCell(s, rule.type, key(c));
    expect(s.layout.rules).toEqual(want);
    s = toggleParityCell(s, "odd", key(want[0]?.type === "odd" ? (want[0].cells[0] ?? []) : []));
    expect(s.layout.rules?.[0]).toMatchObject({ type: "odd" });
    expect((s.layout.rules?.[0] as { cells: unknown[] }).cells.length).toBe(5);
  });

  it("grid-wide rules toggle on the grid; jigsaw regions painted from the boxes give the file's regions", () => {
    let s = toggleGridRule(bare(), "anti-knight", "g0");
    expect(s.layout.rules).toEqual(layoutOf("anti-knight.json").rules);
    s = toggleGridRule(s, "anti-knight", "g0");
    expect(s.layout.rules).toBeUndefined();
    const jigsaw = layoutOf("jigsaw.json").rules?.[0];
    if (jigsaw?.type !== "jigsaw") throw new Error("jigsaw.json has a jigsaw rule first");
    s = bare();
    for (let n = 1; n <= 9; n++) {
      const cells: string[] = [];
      jigsaw.regions.forEach((line, r) => [...line].forEach((ch, c) => ch === String.fromCharCode(64 + n) && cells.push(`${r},${c}`)));
      s = paintJigsaw(s, cells, n);
    }
    expect(s.layout.rules).toEqual([jigsaw]);
  });

  it("moving a grid moves the cages, dots and arrows inside it alone", () => {
    let s = emptyState({
      name: "two",
      grids: [
        { id: "a", row: 0, col: 0 },
        { id: "b", row: 0, col: 12 },
      ],
    });
    s = addRule(s, { type: "arrow", circle: [0, 12], cells: [[0, 13]] });
    s = moveGrid(s, 1, 3, 12);
    expect(s.layout.rules).toEqual([{ type: "arrow", circle: [3, 12], cells: [[3, 13]] }]);
  });

  it("pictures: one per rule, its type and its cells 1-based, drawn by the rule kinds", () => {
    const layout = layoutOf("killer.json");
    const pictures = rulePictures(layout, { s: 10, x: (c) => c * 10, y: (r) => r * 10 });
    expect(pictures.length).toBe(layout.rules?.length);
    expect(pictures[0]).toMatchObject({ type: "killer", cells: "r8c1 r8c2 r9c1 r9c2 r8c3" });
    expect(pictures[0]?.svg).toContain("<line");
    const arrow = rulePictures(layoutOf("arrow.json"), { s: 10, x: (c) => c * 10, y: (r) => r * 10 })[0];
    expect(arrow?.cells).toBe("r8c2 r8c1 r7c1 r6c2");
    const knight = rulePictures(layoutOf("anti-knight.json"), { s: 10, x: (c) => c * 10, y: (r) => r * 10 })[0];
    expect(knight?.cells.split(" ").length).toBe(81);
  });
});
