import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { clearPlay, emptyState } from "../../src/web/editor-state.js";
import { hasPen, isPenMark, penCircle, penLine, setPen, togglePen } from "../../src/web/pen.js";

const classic = () => emptyState(BUILTIN_LAYOUTS.single, "single");

describe("the player's pen", () => {
  it("a line is the same mark whichever way it is drawn, and joins neighbours only (sides or corners)", () => {
    expect(penLine("4,5", "4,4")).toBe("line 4,4 4,5");
    const s = classic();
    expect(isPenMark(s, penLine("4,4", "5,5"))).toBe(true);
    expect(isPenMark(s, penLine("4,4", "4,6"))).toBe(false);
    expect(isPenMark(s, penLine("4,4", "4,4"))).toBe(false);
    expect(isPenMark(s, "line 4,5 4,4")).toBe(false); // not in its one spelling
    expect(isPenMark(s, penCircle("8,8"))).toBe(true);
    expect(isPenMark(s, penCircle("9,0"))).toBe(false); // no grid covers it
    expect(isPenMark(s, "square 1,1")).toBe(false);
  });

  it("setPen draws and rubs out, leaving the state itself when nothing changes; togglePen takes a circle off again", () => {
    const s = classic();
    const line = penLine("0,0", "0,1");
    const drawn = setPen(s, line, true);
    expect(hasPen(drawn, line)).toBe(true);
    expect(setPen(drawn, line, true)).toBe(drawn);
    expect(hasPen(setPen(drawn, line, false), line)).toBe(false);
    expect(setPen(s, penLine("0,0", "0,2"), true)).toBe(s);
    const circled = togglePen(s, penCircle("3,3"));
    expect([...(circled.pen ?? [])]).toEqual(["circle 3,3"]);
    expect(hasPen(togglePen(circled, penCircle("3,3")), penCircle("3,3"))).toBe(false);
    expect(s.pen).toBeUndefined(); // the state drawn on is untouched
  });

  it("clearing the player's work clears the pen too", () => {
    const s = togglePen(classic(), penCircle("0,0"));
    expect(clearPlay(s).pen?.size).toBe(0);
  });
});
