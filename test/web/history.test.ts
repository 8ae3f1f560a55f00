import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, record, redo, startHistory, undo } from "../../src/web/history.js";

describe("undo and redo", () => {
  it("undo walks back, redo forward, a new change drops the undone future", () => {
    let h = record(record(startHistory("a"), "b"), "c");
    h = undo(undo(h));
    expect(h.present).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe("b");
    h = record(h, "d");
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe("b");
  });

  it("the same state again records nothing; the past is bounded", () => {
    const h = startHistory(0);
    expect(record(h, 0)).toBe(h);
    let long = h;
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) long = record(long, i);
    expect(long.past.length).toBe(HISTORY_LIMIT);
  });
});
