import { describe, expect, it } from "vitest";
import { chainGroups } from "../../../src/logic/techniques/chain-groups.js";
import { continuousNiceLoop } from "../../../src/logic/techniques/continuous-nice-loop.js";
import { groupedAic } from "../../../src/logic/techniques/grouped-aic.js";
import { groupedAicAls } from "../../../src/logic/techniques/grouped-aic-als.js";
import type { LogicState } from "../../../src/model/step-contract.js";
import { at, candidates, colCells, emptyPosition, remove, rowCells } from "../position.js";

describe("chainGroups, kept for the position last asked", () => {
  // The grouped AIC test's position (grouped-aic.test.ts): digit 1's groups and links in row 1, box 2, column 4.
  // 1 stays in row 1 at r1c1 and r1c56, in box 2 at r1c56 and r3c4, in column 4 at r3c4 and r7c4.
  const keep = ["r1c1", "r1c5", "r1c6", "r3c4", "r7c4"];
  const position = () => {
    const s = emptyPosition();
    const box2 = ["r1c4", "r2c4", "r2c5", "r2c6", "r3c5", "r3c6"];
    const places = [...rowCells(1, 2, 9), ...box2, ...colCells(4, 2, 9)];
    const gone = places.filter((c) => !keep.includes(c));
    remove(s, 1, gone);
    candidates(s, "r4c1", "123");
    candidates(s, "r7c1", "13");
    return s;
  };
  /** The groups built afresh: another position asked first pushes the kept one out. */
  const fresh = (s: LogicState) => {
    chainGroups(emptyPosition());
    return chainGroups(s);
  };

  it("serves the same groups to the three grouped searches, equal to a fresh build, and they leave it unchanged", () => {
    const s = position();
    const kept = chainGroups(s);
    expect(kept.cells.length).toBeGreaterThan(0);
    expect(chainGroups({ geometry: s.geometry, values: s.values.slice(), candidates: s.candidates.slice() })).toBe(kept);
    continuousNiceLoop.find(s);
    groupedAic.find(s);
    groupedAicAls.find(s);
    expect(chainGroups(s)).toBe(kept);
    const rebuilt = fresh(s);
    expect(rebuilt).not.toBe(kept);
    expect(rebuilt).toEqual(kept);
  });

  it("builds them again when a candidate changes in place (1 back at r1c9: row 1's strong link to r1c56 goes)", () => {
    const s = position();
    const kept = chainGroups(s);
    const group = kept.cells.findIndex((g) => g.join() === [at(s, "r1c5"), at(s, "r1c6")].join());
    const node = kept.base + group;
    expect(kept.strong.get(node)).toContain(at(s, "r1c1") * 9);
    candidates(s, "r1c9", "123456789");
    const after = chainGroups(s);
    expect(after).not.toBe(kept);
    expect(after.strong.get(node) ?? []).not.toContain(at(s, "r1c1") * 9);
    expect(after).toEqual(fresh(s));
  });
});
