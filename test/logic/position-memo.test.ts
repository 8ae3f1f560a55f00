import { describe, expect, it } from "vitest";
import { lastPositionMemo } from "../../src/logic/position-memo.js";
import type { LogicState } from "../../src/model/step-contract.js";
import { at, candidates, emptyPosition, put } from "./position.js";

describe("lastPositionMemo", () => {
  /** A memo of the position's candidate total, with the number of times it computed. */
  const counted = () => {
    let calls = 0;
    const memo = lastPositionMemo((s: LogicState) => {
      calls++;
      return { total: s.candidates.reduce((a, m) => a + m, 0) };
    });
    return { memo, calls: () => calls };
  };

  it("gives the same answer for the same position, also a copy of it, without computing again", () => {
    const { memo, calls } = counted();
    const s = emptyPosition();
    const first = memo(s);
    expect(memo(s)).toBe(first);
    expect(memo({ geometry: s.geometry, values: s.values.slice(), candidates: s.candidates.slice() })).toBe(first);
    expect(calls()).toBe(1);
  });

  it("computes afresh when one candidate changes in place, and when a value alone changes", () => {
    const { memo, calls } = counted();
    const s = emptyPosition();
    const first = memo(s);
    candidates(s, "r9c9", "12");
    const second = memo(s);
    expect(second).not.toBe(first);
    expect(second.total).toBe(s.candidates.reduce((a, m) => a + m, 0));
    s.values[at(s, "r5c5")] = 3; // candidates untouched
    expect(memo(s)).not.toBe(second);
    expect(calls()).toBe(3);
  });

  it("computes afresh for another geometry with the same contents, and keeps one entry only", () => {
    const { memo, calls } = counted();
    const a = emptyPosition();
    const b = emptyPosition();
    put(b, "r1c1=1");
    const first = memo(a);
    expect(memo(emptyPosition())).not.toBe(first);
    memo(b);
    expect(memo(a)).not.toBe(first);
    expect(calls()).toBe(4);
  });
});
