import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { readSeed } from "./seed.js";

describe("the suite's seed", () => {
  it("reaches fast-check in every test file, so that COMBO_SEED replays a run", () => {
    const seed = inject("comboSeed");
    expect(Number.isInteger(seed)).toBe(true);
    expect(fc.readConfigureGlobal().seed).toBe(seed);
    if (process.env.COMBO_SEED !== undefined) expect(seed).toBe(Number(process.env.COMBO_SEED));
  });

  it("reads COMBO_SEED as fast-check prints seeds (signed 32-bit), refuses anything else", () => {
    expect(readSeed("42")).toBe(42);
    expect(readSeed(" -2147483648 ")).toBe(-2147483648);
    expect(readSeed("2147483647")).toBe(2147483647);
    for (const bad of ["2147483648", "1.5", "abc", "0x10", "1e3"]) expect(() => readSeed(bad)).toThrow(/COMBO_SEED must be an integer/);
    expect(Number.isInteger(readSeed(undefined))).toBe(true);
    expect(Number.isInteger(readSeed(""))).toBe(true);
  });

  it("draws the same values from the same seed", () => {
    const arb = fc.array(fc.integer(), { minLength: 5, maxLength: 5 });
    expect(fc.sample(arb, { seed: 7, numRuns: 3 })).toEqual(fc.sample(arb, { seed: 7, numRuns: 3 }));
  });
});
