import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Layout, Rule } from "../../src/model/schemas.js";
import type { EditorState } from "../../src/web/editor-state.js";
import { rulePositions, shiftRule } from "../../src/rules/rule-positions.js";
import { addRule, emptyState, moveGrid } from "../../src/web/editor-state.js";
import { rulePictures } from "../../src/web/rule-pictures.js";
import {
  clueCells,
  cornerAt,
  edgeAt,
  edgeRule,
  newCircleSet,
  paintJigsaw,
  pathRule,
  ownCandidates,
  quadrupleAt,
  startTypedRule,
  toggleCircle,
  toggleEdgeRule,
  gridRuleOn,
  toggleCellRule,
  toggleGridRule,
  toggleParityCell,
  typeRuleNumber,
} from "../../src/web/rule-tools.js";
import { projectRoot } from "../support/fixtures.js";

const layoutOf = (file: string): Layout => (JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")) as { layout: Layout }).layout;
const bare = (): EditorState => emptyState({ name: "drawn", grids: [{ id: "g0", row: 0, col: 0 }] });
const key = ([r, c]: readonly number[]): string => `${r},${c}`;

describe("setter tools: what the mouse does gives the rule the CLI reads", () => {
  it("a drag: a cage (then its sum typed), a thermometer bulb first, an arrow circle first", () => {
    let s = addRule(bare(), pathRule("killer", ["7,0", "7,1", "8,0"]) as Rule);
    s = typeRuleNumber(typeRuleNumber(s, 0, 2), 0, 6);
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
    s = typeRuleNumber(typeRuleNumber(s, 0, "backspace"), 0, "backspace");
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

  it("counting circles: the first set from cells selected then the tool, the others clicked in; a click takes a circle out", () => {
    const want = layoutOf("counting-circles.json").rules ?? [];
    const [first, ...others] = want;
    if (first?.type !== "counting-circles") throw new Error("counting-circles.json has a set first");
    let s = newCircleSet(bare(), first.cells.map(key));
    for (const rule of others) {
      if (rule.type !== "counting-circles") continue;
      const [head = [], ...rest] = rule.cells;
      // A set of its own from its first cell selected, then the rest clicked into it (the last set).
      s = newCircleSet(s, [key(head)]);
      for (const c of rest) s = toggleCircle(s, key(c));
    }
    expect(s.layout.rules).toEqual(want);
    // A click on a circle takes it out of its set, wherever the set is; a set's last circle takes the set.
    const [r0 = 0, c0 = 0] = first.cells[0] ?? [];
    s = toggleCircle(s, key([r0, c0]));
    expect(s.layout.rules?.[0]).toEqual({ type: "counting-circles", cells: first.cells.slice(1) });
    let one = toggleCircle(bare(), "4,4");
    expect(one.layout.rules).toEqual([{ type: "counting-circles", cells: [[4, 4]] }]);
    one = toggleCircle(one, "4,4");
    expect(one.layout.rules).toBeUndefined();
    // Cells already circled move into the new set.
    const moved = newCircleSet(toggleCircle(toggleCircle(bare(), "0,0"), "0,1"), ["0,1", "2,2"]);
    expect(moved.layout.rules).toEqual([
      { type: "counting-circles", cells: [[0, 0]] },
      {
        type: "counting-circles",
        cells: [
          [0, 1],
          [2, 2],
        ],
      },
    ]);
  });

  it("indexing: the 159 toggle gives puzzles/159.json's rule and takes it away; cells clicked with either direction join one rule of their grid", () => {
    let s = toggleGridRule(bare(), "indexing-159", "g0");
    expect(s.layout.rules).toEqual(layoutOf("159.json").rules);
    expect(gridRuleOn(s.layout, "indexing-159", "g0")).toBe(true);
    expect(toggleGridRule(s, "indexing-159", "g0").layout.rules).toBeUndefined();
    s = toggleCellRule(toggleCellRule(bare(), "column-indexing", "2,3"), "column-indexing", "4,4");
    s = toggleCellRule(s, "row-indexing", "0,0");
    expect(s.layout.rules).toEqual([
      {
        type: "indexing",
        index: "column",
        cells: [
          [2, 3],
          [4, 4],
        ],
        grid: "g0",
      },
      { type: "indexing", index: "row", cells: [[0, 0]], grid: "g0" },
    ]);
    expect(gridRuleOn(s.layout, "indexing-159", "g0")).toBe(false);
    const line = layoutOf("value-indexing.json").rules?.[0];
    if (line?.type !== "value-indexing") throw new Error("value-indexing.json has a line first");
    expect(pathRule("value-indexing", line.cells.map(key))).toEqual(line);
    expect(pathRule("value-indexing", ["0,0", "0,1"])).toBeUndefined();
    s = toggleCellRule(toggleCellRule(s, "column-indexing", "2,3"), "column-indexing", "4,4");
    expect(s.layout.rules).toEqual([{ type: "indexing", index: "row", cells: [[0, 0]], grid: "g0" }]);
  });

  it("grid-wide rules toggle on the grid; jigsaw regions painted from the boxes give the file's regions", () => {
    let s = toggleGridRule(bare(), "anti-knight", "g0");
    expect(s.layout.rules).toEqual(layoutOf("anti-knight.json").rules);
    s = toggleGridRule(s, "anti-knight", "g0");
    expect(s.layout.rules).toBeUndefined();
    s = toggleGridRule(bare(), "anti-taxicab", "g0");
    expect(s.layout.rules).toEqual(layoutOf("anti-taxicab.json").rules);
    expect(toggleGridRule(s, "anti-taxicab", "g0").layout.rules).toBeUndefined();
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

  it("lines: renban, German whispers and palindrome from two cells, a between line from three, in drag order", () => {
    for (const file of ["renban.json", "german-whispers.json", "palindrome.json", "between-line.json"]) {
      for (const rule of layoutOf(file).rules ?? []) {
        if (rule.type !== "renban" && rule.type !== "german-whispers" && rule.type !== "palindrome" && rule.type !== "between-line") continue;
        expect(pathRule(rule.type, rule.cells.map(key)), file).toEqual(rule);
      }
    }
    expect(pathRule("pill-arrow", ["0,1", "0,0", "1,1", "2,1"])).toEqual({
      type: "pill-arrow",
      pill: [
        [0, 0],
        [0, 1],
      ],
      cells: [
        [1, 1],
        [2, 1],
      ],
    });
    expect(pathRule("pill-arrow", ["0,1", "0,0"])).toBeUndefined();
    // A clone: the first half of the path is the shape, the second its clone, cell by cell.
    expect(pathRule("clone", ["0,0", "0,1", "4,4", "4,5"])).toEqual({
      type: "clone",
      shapes: [
        [
          [0, 0],
          [0, 1],
        ],
        [
          [4, 4],
          [4, 5],
        ],
      ],
    });
    expect(pathRule("clone", ["0,0", "0,1", "4,4"])).toBeUndefined();
    // A zipper line in drag order, three cells at least (a centre and a pair, or two pairs).
    expect(pathRule("zipper", ["0,0", "0,1", "1,1"])).toEqual({
      type: "zipper",
      cells: [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    });
    expect(pathRule("zipper", ["0,0", "0,1"])).toBeUndefined();
    expect(pathRule("region-sum-line", ["0,2", "0,3"])).toEqual({
      type: "region-sum-line",
      cells: [
        [0, 2],
        [0, 3],
      ],
    });
    expect(pathRule("parity-line", ["4,4", "5,5"])).toEqual({
      type: "parity-line",
      cells: [
        [4, 4],
        [5, 5],
      ],
    });
    expect(pathRule("parity-line", ["4,4"])).toBeUndefined();
    // A lockout line from diamond to diamond: its difference is typed next (the default until then).
    expect(pathRule("lockout-line", ["0,0", "1,1", "1,2"])).toEqual({
      type: "lockout-line",
      cells: [
        [0, 0],
        [1, 1],
        [1, 2],
      ],
    });
    expect(pathRule("renban", ["0,0"])).toBeUndefined();
    expect(pathRule("between-line", ["0,0", "0,1"])).toBeUndefined();
  });

  it("clues outside the grid: a two-cell drag gives the whole diagonal or line from the grid's edge, then the sum typed", () => {
    const layout = bare().layout;
    for (const file of ["little-killer.json", "sandwich.json", "x-sum.json"]) {
      for (const rule of layoutOf(file).rules ?? []) {
        if (rule.type !== "little-killer" && rule.type !== "sandwich" && rule.type !== "x-sum") continue;
        // Dragged from the second cell of the line to the third: the line still starts at the grid's edge.
        const cells = clueCells(layout, rule.type, rule.cells.slice(1, 3).map(key));
        expect(cells, file).toEqual(rule.cells);
        let s = bare();
        const digits = [...String(rule.sum)].map(Number);
        const [first = 0, ...rest] = digits;
        const started = startTypedRule({ type: rule.type, cells: cells ?? [] }, first);
        s = addRule(s, started as Rule);
        for (const d of rest) s = typeRuleNumber(s, 0, d);
        expect(s.layout.rules, file).toEqual([rule]);
      }
    }
    expect(clueCells(layout, "little-killer", ["4,4", "4,5"])).toBeUndefined();
    expect(clueCells(layout, "sandwich", ["4,4", "5,5"])).toBeUndefined();
    expect(clueCells(layout, "sandwich", ["20,20", "20,21"])).toBeUndefined();
    expect(startTypedRule({ type: "little-killer", cells: [] }, 0)).toBeUndefined();
    expect(startTypedRule({ type: "x-sum", cells: [] }, 0)).toBeUndefined();
    expect(clueCells(layout, "x-sum", ["4,4", "5,5"])).toBeUndefined();
    expect(startTypedRule({ type: "sandwich", cells: [] }, 0)).toEqual({ type: "sandwich", cells: [], sum: 0 });
    // A rellik cage waits for its clue as a draft: 0 cannot start it, 1 then 5 makes 15, Backspace back to nothing takes it away.
    const cage = [
      [0, 0],
      [0, 1],
    ];
    expect(startTypedRule({ type: "rellik", cells: cage }, 0)).toBeUndefined();
    let r = addRule(bare(), startTypedRule({ type: "rellik", cells: cage }, 1) as Rule);
    r = typeRuleNumber(r, 0, 5);
    expect(r.layout.rules).toEqual([{ type: "rellik", cells: cage, sum: 15 }]);
    expect(typeRuleNumber(typeRuleNumber(r, 0, "backspace"), 0, "backspace").layout.rules).toBeUndefined();
    // Backspace over the last digit takes a sum clue away: it cannot stand without one.
    const one = addRule(bare(), { type: "sandwich", cells: [[0, 0]], sum: 7 });
    expect(typeRuleNumber(one, 0, "backspace").layout.rules).toBeUndefined();
  });

  it("hidden skyscrapers and numbered rooms: a two-cell drag gives the whole line, then the digit typed; a lunchbox's path then its sum", () => {
    const layout = bare().layout;
    for (const file of ["hidden-skyscraper.json", "numbered-room.json"]) {
      const rules = layoutOf(file).rules ?? [];
      expect(rules.length, file).toBeGreaterThan(0);
      for (const rule of rules) {
        if (rule.type !== "hidden-skyscraper" && rule.type !== "numbered-room") continue;
        const cells = clueCells(layout, rule.type, rule.cells.slice(2, 4).map(key));
        expect(cells, file).toEqual(rule.cells);
        const s = addRule(bare(), startTypedRule({ type: rule.type, cells: cells ?? [] }, rule.digit) as Rule);
        expect(s.layout.rules, file).toEqual([rule]);
      }
    }
    expect(startTypedRule({ type: "numbered-room", cells: [] }, 0)).toBeUndefined();
    // A two-digit clue on a 16x16 grid; a third digit past 16 changes nothing.
    let big = addRule(bare(), { type: "hidden-skyscraper", cells: [[0, 0]], digit: 1 });
    big = typeRuleNumber(big, 0, 2);
    expect(big.layout.rules).toEqual([{ type: "hidden-skyscraper", cells: [[0, 0]], digit: 12 }]);
    expect(typeRuleNumber(big, 0, 5).layout.rules).toEqual(big.layout.rules);
    for (const rule of layoutOf("lunchbox.json").rules ?? []) {
      if (rule.type !== "lunchbox") continue;
      const [first = 0, ...rest] = [...String(rule.sum)].map(Number);
      let s = addRule(bare(), startTypedRule({ type: "lunchbox", cells: rule.cells }, first) as Rule);
      for (const d of rest) s = typeRuleNumber(s, 0, d);
      expect(s.layout.rules).toEqual([rule]);
    }
    expect(startTypedRule({ type: "lunchbox", cells: [] }, 0)).toEqual({ type: "lunchbox", cells: [], sum: 0 });
  });

  it("a quadruple: the corner nearest the click, its digits typed (four at most), found again by a later click", () => {
    expect(cornerAt(6.9, 8.1)).toEqual(["6,7", "6,8", "7,7", "7,8"]);
    expect(cornerAt(6.5, 8.1)).toBeUndefined();
    const want = (layoutOf("quadruple.json").rules ?? []).filter((r) => r.type === "quadruple");
    let s = bare();
    for (const rule of want) {
      const [first = 1, ...rest] = rule.digits;
      s = addRule(s, startTypedRule({ type: "quadruple", cells: rule.cells }, first) as Rule);
      for (const d of rest) s = typeRuleNumber(s, (s.layout.rules?.length ?? 0) - 1, d);
    }
    expect(s.layout.rules).toEqual(want);
    const [q] = want;
    if (q === undefined) throw new Error("quadruple.json has quadruples");
    expect(quadrupleAt(s.layout, q.cells.map(key))).toBe(0);
    expect(quadrupleAt(s.layout, ["0,0", "0,1", "1,0", "1,1"])).toBe(-1);
    const five = typeRuleNumber(s, 0, 9);
    expect(five.layout.rules?.[0]).toEqual(q.digits.length === 4 ? q : { ...q, digits: [...q.digits, 9] });
    expect(startTypedRule({ type: "quadruple", cells: [] }, 0)).toBeUndefined();
  });

  it("given candidates: a click on a cell, its digits typed (again to take one out), a cell of a shared set taken out on its own", () => {
    const started = startTypedRule({ type: "candidates", cells: [[2, 3]] }, 4);
    expect(startTypedRule({ type: "candidates", cells: [[2, 3]] }, 0)).toBeUndefined();
    let s = addRule(bare(), started as Rule);
    s = typeRuleNumber(typeRuleNumber(typeRuleNumber(s, 0, 7), 0, 1), 0, 7);
    expect(s.layout.rules).toEqual([{ type: "candidates", cells: [[2, 3]], digits: [4, 1] }]);
    expect(ownCandidates(s, "2,3")).toEqual({ state: s, index: 0 });
    expect(ownCandidates(s, "0,0")).toEqual({ state: s, index: -1 });
    expect(typeRuleNumber(typeRuleNumber(s, 0, "backspace"), 0, 4).layout.rules).toBeUndefined();
    const file = (layoutOf("candidates.json").rules ?? [])[0];
    if (file?.type !== "candidates") throw new Error("candidates.json starts with a candidates rule");
    const [first = [], ...others] = file.cells;
    const own = ownCandidates(addRule(bare(), file), key(first));
    expect(own.index).toBe(1);
    expect(own.state.layout.rules).toEqual([
      { ...file, cells: others },
      { type: "candidates", cells: [first], digits: file.digits },
    ]);
  });

  it("an inequality sign: the cell clicked in is the smaller; a click from either side takes it away", () => {
    const rule = edgeRule("inequality", ["4,4", "4,5"]);
    expect(rule).toEqual({
      type: "inequality",
      cells: [
        [4, 4],
        [4, 5],
      ],
    });
    const s = toggleEdgeRule(bare(), rule as Rule);
    expect(s.layout.rules).toEqual([rule]);
    expect(toggleEdgeRule(s, edgeRule("inequality", ["4,5", "4,4"]) as Rule).layout.rules).toBeUndefined();
  });

  it("every X and V given: a toggle of the grid", () => {
    const on = toggleGridRule(bare(), "xv-all-marks", "g0");
    expect(on.layout.rules).toEqual([{ type: "xv-all-marks", grid: "g0" }]);
    expect(toggleGridRule(on, "xv-all-marks", "g0").layout.rules).toBeUndefined();
  });

  it("chaos construction: a toggle of the grid that takes the boxes away; its marks move with the grid", () => {
    const on = toggleGridRule(bare(), "chaos-construction", "g0");
    expect(on.layout.rules).toEqual([{ type: "chaos-construction", grid: "g0" }]);
    expect(on.layout.box).toBe("none");
    const off = toggleGridRule(on, "chaos-construction", "g0");
    expect(off.layout.rules).toBeUndefined();
    expect(off.layout.box).toBe("none");
    const marked = addRule(bare(), { type: "chaos-construction", marks: [[[1, 1]], [[2, 3]]] });
    expect(shiftRule(marked.layout.rules?.[0] as Rule, 3, 3)).toEqual({ type: "chaos-construction", marks: [[[4, 4]], [[5, 6]]] });
    expect(rulePositions(marked.layout.rules?.[0] as Rule)).toEqual([
      [1, 1],
      [2, 3],
    ]);
    // The page draws the marks (each a tinted cell with its letter) from the rule's own picture.
    const pictures = rulePictures(marked.layout, { s: 40, x: (c) => c * 40, y: (r) => r * 40 });
    expect(pictures[0]?.cells).toBe("r2c2 r3c4");
    expect(pictures[0]?.svg).toContain("chaos-mark");
  });

  it("disjoint groups and every kropki dot given: toggles of the grid, as the files write them", () => {
    expect(toggleGridRule(bare(), "disjoint-groups", "g0").layout.rules).toEqual(layoutOf("disjoint-groups.json").rules);
    expect(toggleGridRule(bare(), "kropki-all-dots", "g0").layout.rules).toEqual(layoutOf("kropki-all-dots.json").rules?.slice(0, 1));
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
