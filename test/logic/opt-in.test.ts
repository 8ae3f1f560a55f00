import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { UsageError } from "../../src/model/errors.js";
import { techniquesFor } from "../../src/logic/engine.js";
import { OPT_IN_NAMES, optInTechniques } from "../../src/logic/opt-in.js";
import { OPT_IN_TECHNIQUES, TECHNIQUES } from "../../src/logic/techniques.js";
import { rate } from "../../src/api/rate.js";
import { explain } from "../../src/api/explain.js";
import { isAnswers } from "../../src/api/answers.js";

describe("opt-in techniques", () => {
  it("are outside the default list, and every one has a name to switch it on by", () => {
    expect(OPT_IN_TECHNIQUES.length).toBeGreaterThan(0);
    for (const t of OPT_IN_TECHNIQUES) expect(TECHNIQUES).not.toContain(t);
    expect(optInTechniques(OPT_IN_NAMES)).toEqual(OPT_IN_TECHNIQUES);
    expect(OPT_IN_NAMES).toEqual(["als-xy-wing", "als-xy-chain"]);
  });

  it("names: case and spaces forgiven, HoDoKu's als-chain, each technique once", () => {
    const [chain] = optInTechniques(["als-xy-chain"]);
    expect(chain?.name).toBe("ALS-XY-chain");
    expect(optInTechniques(["ALS XY chain", "als-chain", " als-xy-chain "])).toEqual([chain]);
    expect(optInTechniques([])).toEqual([]);
  });

  it("an unknown name or a name that is no list: a UsageError listing the valid names", () => {
    expect(() => optInTechniques(["als-xz"])).toThrow(UsageError);
    expect(() => optInTechniques(["death-blosom"])).toThrow(/unknown technique "death-blosom"; the techniques to add are als-xy-wing, als-xy-chain$/);
    expect(() => optInTechniques("als-xy-chain" as unknown as string[])).toThrow(/must be a list of names \(als-xy-wing, als-xy-chain\)/);
  });

  it("techniquesFor adds them in difficulty order, once, leaving the cached default list alone", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const plain = techniquesFor(geometry, true);
    const extra = techniquesFor(geometry, true, [...OPT_IN_TECHNIQUES, ...OPT_IN_TECHNIQUES]);
    expect(extra).toHaveLength(plain.length + OPT_IN_TECHNIQUES.length);
    for (let i = 1; i < extra.length; i++) expect(extra[i]!.difficulty).toBeGreaterThanOrEqual(extra[i - 1]!.difficulty);
    expect(techniquesFor(geometry, true)).toBe(plain);
    for (const t of OPT_IN_TECHNIQUES) expect(plain).not.toContain(t);
  });

  it("the library's rate and explain take them as `with`, as the CLI's --with", () => {
    // Line 1912 of test/fixtures/third-party/se-rated/sample.txt (the public-domain Sudoku Exchange bank), SE 8.2.
    const line = "020005001850000920109000000000080003090342080700060000000000802018000034600400090";
    const plain = rate(line);
    const asked = rate(line, { with: ["als-xy-chain"] });
    const explained = explain(line, { with: ["als-xy-chain"] });
    if (isAnswers(plain) || isAnswers(explained)) throw new Error("one line is one puzzle, not a batch");
    expect(asked).toMatchObject({ status: "unique", difficulty: 7.9, techniques: { "ALS-XY-chain": 1 } });
    expect(plain.status === "none" ? 0 : plain.difficulty).toBeGreaterThan(7.9);
    expect(explained.steps.some((s) => s.technique === "ALS-XY-chain")).toBe(true);
    expect(() => rate(line, { with: ["nope"] })).toThrow(UsageError);
  });
});
