import { describe, expect, it } from "vitest";
import { checkLayout } from "../../src/layout/check-layout.js";
import type { Rule } from "../../src/model/schemas.js";
import { addRule, emptyState } from "../../src/web/editor-state.js";
import { dragDiagonal, littleKillerLine } from "../../src/web/little-killer-tool.js";
import { rulePictures } from "../../src/web/rule-pictures.js";
import { startTypedRule, typeRuleNumber } from "../../src/web/rule-tools.js";

const bare = () => emptyState({ name: "drawn", grids: [{ id: "g0", row: 0, col: 0 }] });

describe("a little killer from a drag that leaves its first cell diagonally", () => {
  it("the pointer's move: diagonal when it went far enough across and down", () => {
    expect(dragDiagonal(-0.8, 0.8)).toEqual([1, -1]);
    expect(dragDiagonal(0.5, -0.4)).toEqual([-1, 1]);
    expect(dragDiagonal(0.9, 0.1)).toBeUndefined();
    expect(dragDiagonal(0, 0)).toBeUndefined();
  });

  it("a corner dragged out of the grid: its one-cell diagonal with its direction, then the sum typed; checked and drawn as render draws it", () => {
    const layout = bare().layout;
    const line = littleKillerLine(layout, "0,0", [1, -1]);
    expect(line).toEqual({ cells: [[0, 0]], direction: "DL" });
    expect(littleKillerLine(layout, "8,8", [-1, 1])).toEqual({ cells: [[8, 8]], direction: "UR" });
    let s = addRule(bare(), startTypedRule({ type: "little-killer", cells: line?.cells ?? [], direction: "DL" }, 4) as Rule);
    expect(s.layout.rules).toEqual([{ type: "little-killer", cells: [[0, 0]], direction: "DL", sum: 4 }]);
    s = typeRuleNumber(s, 0, "backspace");
    expect(s.layout.rules).toBeUndefined();
    const corner = addRule(bare(), { type: "little-killer", cells: [[0, 0]], direction: "DL", sum: 4 });
    expect(checkLayout(corner.layout)).toEqual([]);
    const [picture] = rulePictures(corner.layout, { s: 40, x: (c) => c * 40, y: (r) => r * 40 });
    expect(picture?.cells).toBe("r1c1");
    expect(picture?.svg).toContain('class="little-killer"');
    expect(picture?.svg).toContain(">4</text>");
  });

  it("a cell dragged out along a longer diagonal: the whole diagonal from the grid's edge, no direction needed", () => {
    const layout = bare().layout;
    expect(littleKillerLine(layout, "0,4", [-1, 1])).toEqual({
      cells: [
        [4, 0],
        [3, 1],
        [2, 2],
        [1, 3],
        [0, 4],
      ],
    });
    expect(littleKillerLine(layout, "4,4", [1, 1])?.cells.length).toBe(9);
    expect(littleKillerLine(layout, "20,20", [1, 1])).toBeUndefined();
  });
});
