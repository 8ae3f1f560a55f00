/**
 * The forcing chains' fact sets on a large layout (src/logic/forcing.ts, OnSets): each candidate's on-trial
 * set is a row of `setWords` words, one row per candidate of the layout. Over 64 grids of 16x16 that was 15 GB
 * of address space per pool, of which the trials made some 2 GB resident: a stop then waited for the memory to
 * be freed, and a machine that does not overcommit would refuse it. Past a bound the rows are slots handed out
 * in trial order.
 */
import { describe, expect, it } from "vitest";
import { loadInput } from "../../src/format/load-input.js";
import { initialState } from "../../src/logic/state.js";
import { StepStopped, withStepStop } from "../../src/logic/stop-poll.js";
import { dynamicForcingChains } from "../../src/logic/techniques/dynamic-forcing-chains.js";
import { forcingChains } from "../../src/logic/techniques/forcing-chains.js";

describe("forcing chains on a large layout", () => {
  it("keep their fact sets within 128 MB a pool over 64 grids of 16x16, where a row per candidate would take 15 GB", () => {
    const grids = Array.from({ length: 64 }, (_, i) => ({ id: `g${i}`, row: 12 * i, col: 12 * i }));
    const input = loadInput(JSON.stringify({ layout: { name: "diagonal-64", size: 16, grids }, givens: {} }), { file: "diagonal-64.json" });
    if (input.kind !== "puzzle") throw new Error("a puzzle was expected");
    const state = initialState(input.puzzle.model);
    const before = process.memoryUsage().arrayBuffers;
    for (const technique of [forcingChains, dynamicForcingChains]) {
      let polls = 0;
      // a few trials, then the stop: the pools are made at the first
      expect(() =>
        withStepStop(
          () => ++polls >= 20,
          () => technique.find(state),
        ),
      ).toThrow(StepStopped);
    }
    // one pool (no memo on such a layout: both modes share it) of at most 2^25 words, and the engine's own
    // tables, which grow with the candidates and their links (some 240 MB here): not the 15 GB of before
    const grown = process.memoryUsage().arrayBuffers - before;
    expect(grown).toBeLessThan(512 * 2 ** 20);
  });
});
