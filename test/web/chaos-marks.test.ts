import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Layout } from "../../src/model/schemas.js";
import { chaosMarkGroups, paintChaosMarks } from "../../src/web/chaos-marks.js";
import type { EditorState } from "../../src/web/editor-state.js";
import { addRule, emptyState } from "../../src/web/editor-state.js";
import { exportLink } from "../../src/web/export-links.js";
import { puzzleDocument, readPuzzleText } from "../../src/web/puzzle-document.js";
import { decodeShare, encodeShare } from "../../src/web/share-url.js";
import { rulePictures } from "../../src/web/rule-pictures.js";
import { projectRoot } from "../support/fixtures.js";

const six = (): EditorState => emptyState({ name: "drawn", size: 6, grids: [{ id: "g0", row: 0, col: 0 }] });
const key = ([r, c]: readonly number[]): string => `${r},${c}`;

describe("chaos construction marks: a drag paints a group, a drag from a mark takes marks away", () => {
  it("the first drag makes the grid's chaos construction (boxes taken away), later drags add groups; the shipped puzzle's marks drawn group by group", () => {
    const file = JSON.parse(readFileSync(join(projectRoot, "puzzles", "chaos-construction.json"), "utf8")) as { layout: Layout };
    const [rule] = file.layout.rules ?? [];
    if (rule?.type !== "chaos-construction") throw new Error("no chaos construction");
    let s = six();
    (rule.marks ?? []).forEach((group, g) => {
      s = paintChaosMarks(s, group.map(key), g + 1);
    });
    expect(s.layout.box).toBe("none");
    expect(s.layout.rules).toEqual([{ ...rule, grid: "g0" }]);
    // Drawn as render draws them: a tinted cell with its group's letter.
    const [picture] = rulePictures(s.layout, { s: 40, x: (c) => c * 40, y: (r) => r * 40 });
    expect(picture?.cells.split(" ").length).toBe(18);
    expect(picture?.svg.match(/class="chaos-mark"/g)?.length).toBe(18);
    expect(picture?.svg).toContain(">F</text>");
  });

  it("a cell painted into another group leaves its own; a letter past the last makes the next group; a click on a mark takes it away, an emptied group goes", () => {
    let s = paintChaosMarks(six(), ["0,0", "0,1"], 1);
    s = paintChaosMarks(s, ["2,2"], 5); // past the last: B
    expect(chaosMarkGroups(s, "g0")).toEqual([
      [
        [0, 0],
        [0, 1],
      ],
      [[2, 2]],
    ]);
    s = paintChaosMarks(s, ["3,3", "0,1"], 2); // starts unmarked: 0,1 moves from A to B
    expect(chaosMarkGroups(s, "g0")).toEqual([
      [[0, 0]],
      [
        [2, 2],
        [3, 3],
        [0, 1],
      ],
    ]);
    s = paintChaosMarks(s, ["0,0"], 2); // a click on a mark (of any group) takes it away: A goes, B is A now
    expect(chaosMarkGroups(s, "g0")).toEqual([
      [
        [2, 2],
        [3, 3],
        [0, 1],
      ],
    ]);
    s = paintChaosMarks(s, ["2,2", "3,3", "0,1", "5,5"], 1); // a drag from a mark rubs out what it passes
    expect(s.layout.rules).toEqual([{ type: "chaos-construction", grid: "g0" }]);
    // Nothing to take away, a cell on no grid, no cells: the state itself (no undo step).
    expect(paintChaosMarks(s, ["9,9"], 1)).toBe(s);
    expect(paintChaosMarks(s, [], 1)).toBe(s);
    const again = paintChaosMarks(s, ["1,1"], 1);
    expect(paintChaosMarks(again, ["1,1"], 1).layout.rules).toEqual(s.layout.rules);
  });

  it("no more groups than the grid has regions; a rule of every grid takes the marks; cells off the first cell's grid are left out", () => {
    let s = six();
    for (let g = 0; g < 6; g++) s = paintChaosMarks(s, [key([g, 0])], g + 1);
    expect(chaosMarkGroups(s, "g0").length).toBe(6);
    expect(paintChaosMarks(s, ["0,5"], 7)).toBe(s);
    const everyGrid = addRule(
      emptyState({
        name: "two",
        size: 6,
        box: "none",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "b", row: 0, col: 7 },
        ],
      }),
      {
        type: "chaos-construction",
      },
    );
    const painted = paintChaosMarks(everyGrid, ["0,7", "0,8", "0,6", "0,5"], 1);
    expect(painted.layout.rules).toEqual([
      {
        type: "chaos-construction",
        marks: [
          [
            [0, 7],
            [0, 8],
          ],
        ],
      },
    ]);
    expect(chaosMarkGroups(painted, "b")).toEqual([
      [
        [0, 7],
        [0, 8],
      ],
    ]);
    expect(chaosMarkGroups(painted, undefined)).toEqual([]);
  });

  it("the marks go where the puzzle goes: the share link (and autosave, the same document) reads them back; f-puzzles and SudokuPad links refuse the rule by name", async () => {
    let s = paintChaosMarks(six(), ["0,0", "0,1"], 1);
    s = paintChaosMarks(s, ["5,5"], 2);
    const doc = puzzleDocument(s);
    const back = await decodeShare(await encodeShare(JSON.stringify(doc)));
    if (back === undefined || "error" in back) throw new Error("no link");
    const read = readPuzzleText(back.json);
    if (!read.ok) throw new Error(read.errors.join("; "));
    expect(read.state.layout.rules).toEqual(s.layout.rules);
    expect(read.state.layout.box).toBe("none");
    for (const target of ["fpuzzles-link", "sudokupad"] as const) expect(JSON.stringify(exportLink(s, target))).toContain("chaos");
  });
});
