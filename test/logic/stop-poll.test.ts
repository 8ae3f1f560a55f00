/**
 * The step engine's stop reaches inside a technique (src/logic/stop-poll.ts): the loops that grow with the
 * layout (chain groups over 64 grids took minutes for one step, the forcing chains' trials seconds, deaf to
 * --timeout and signals) throw out on a stop, the step under way is dropped and the engine ends "stopped";
 * the groups' scratch keys are cleared all the same, and the forcing chains' pools and memo stay whole (a
 * stop falls between two trials), so the next run finds what a whole run finds.
 */
import { describe, expect, it } from "vitest";
import { continueLogically, nextStep } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { StepStopped, stopPoll, withStepStop } from "../../src/logic/stop-poll.js";
import { aic } from "../../src/logic/techniques/aic.js";
import { chainGroups } from "../../src/logic/techniques/chain-groups.js";
import { finnedJellyfish } from "../../src/logic/techniques/finned-jellyfish.js";
import { finnedSwordfish } from "../../src/logic/techniques/finned-swordfish.js";
import { finnedXWing } from "../../src/logic/techniques/finned-x-wing.js";
import { forcingChains } from "../../src/logic/techniques/forcing-chains.js";
import { lockedCandidates } from "../../src/logic/techniques/locked-candidates.js";
import { loadInput } from "../../src/format/load-input.js";
import { nishio } from "../../src/logic/techniques/nishio.js";
import { xChain } from "../../src/logic/techniques/x-chain.js";
import type { Technique } from "../../src/model/step-contract.js";
import { loadPuzzleFile } from "../support/fixtures.js";

describe("a stop inside a technique", () => {
  it("stopPoll throws StepStopped once the run's stop says so, nothing without one, and the outer stop comes back", () => {
    expect(() => stopPoll()).not.toThrow();
    expect(() =>
      withStepStop(
        () => false,
        () => stopPoll(),
      ),
    ).not.toThrow();
    expect(() =>
      withStepStop(
        () => true,
        () => stopPoll(),
      ),
    ).toThrow(StepStopped);
    withStepStop(
      () => false,
      () => {
        expect(() =>
          withStepStop(
            () => true,
            () => stopPoll(),
          ),
        ).toThrow(StepStopped);
        expect(() => stopPoll()).not.toThrow();
      },
    );
  });

  it("nextStep drops the step of a technique stopped inside, and the engine ends stopped with no step", () => {
    const state = initialState(loadPuzzleFile("puzzles/classic-seed.json").model);
    let polls = 0;
    const slow: Technique = {
      name: "a long loop",
      difficulty: 1,
      find: () => {
        for (let i = 0; i < 1000; i++) stopPoll();
        return { technique: "a long loop", placements: [{ cell: 0, digit: 1 }], eliminations: [] } as never;
      },
    };
    // the stop turns true only after the engine's own polls: inside the technique's loop
    const shouldStop = (): boolean => ++polls > 3;
    expect(nextStep(state, [slow], shouldStop)).toBeUndefined();
    polls = 0;
    const run = continueLogically(state, { techniques: [slow], shouldStop });
    expect(run.outcome).toBe("stopped");
    expect(run.steps).toEqual([]);
    expect(polls).toBeGreaterThan(3);
  });

  it("chain groups stopped mid-build (keys already set in the scratch arrays) leave the next build whole", () => {
    const fresh = (seed: "a" | "b") => initialState(loadPuzzleFile(`puzzles/samurai-seed-${seed}.json`).model);
    const truth = chainGroups(fresh("b"));
    expect(truth.cells.length).toBeGreaterThan(0);
    chainGroups(fresh("a")); // the memo now holds another position: b is built anew below
    let polls = 0;
    // the first poll passes, the second (past 256 of samurai's 270 box-line pairs, keys set) stops
    expect(() =>
      withStepStop(
        () => ++polls >= 2,
        () => chainGroups(fresh("b")),
      ),
    ).toThrow(StepStopped);
    expect(polls).toBe(2);
    const again = chainGroups(fresh("b"));
    expect(again.cells).toEqual(truth.cells);
    expect(again.digit).toEqual(truth.digit);
  });

  it("forcing chains and Nishio stop between two trials, and their next run (pools, memo) finds what a whole run finds", () => {
    const fresh = () => initialState(loadPuzzleFile("puzzles/classic-seed.json").model);
    for (const technique of [forcingChains, nishio]) {
      const truth = technique.find(fresh());
      expect(truth).toBeDefined(); // classic-seed needs both (a trial per candidate: several polls)
      let polls = 0;
      // the first trial runs, the poll before the second stops
      expect(() =>
        withStepStop(
          () => ++polls >= 2,
          () => technique.find(fresh()),
        ),
      ).toThrow(StepStopped);
      expect(polls).toBe(2);
      expect(technique.find(fresh())).toEqual(truth);
    }
  });

  it("locked candidates, the finned fish and the chains poll the stop in their first pass over a large open layout, and a stopped pass leaves the next one whole", () => {
    // 8 empty 16x16 grids on a diagonal, each sharing a box with the next: some 1,100 unit pairs and 380
    // units, nothing to find (a first pass over all of them; over 64 such grids it ran 0.15-0.3 s unpolled)
    const grids = Array.from({ length: 8 }, (_, i) => ({ id: `g${i}`, row: 12 * i, col: 12 * i }));
    const input = loadInput(JSON.stringify({ layout: { name: "diagonal-8", size: 16, grids }, givens: {} }), { file: "diagonal-8.json" });
    if (input.kind !== "puzzle") throw new Error("a puzzle was expected");
    const fresh = () => initialState(input.puzzle.model);
    for (const technique of [lockedCandidates, finnedXWing, finnedSwordfish, finnedJellyfish, xChain, aic]) {
      let polls = 0;
      // the first poll passes, the second stops: the pass is cut after a bounded stretch (256 pairs, 64 base
      // units, 16 chain searches, one from each start)
      expect(() =>
        withStepStop(
          () => ++polls >= 2,
          () => technique.find(fresh()),
        ),
      ).toThrow(StepStopped);
      expect(polls, technique.name).toBe(2);
      polls = 0;
      const whole = withStepStop(
        () => (++polls, false),
        () => technique.find(fresh()),
      );
      expect(whole, technique.name).toBeUndefined();
      expect(polls, technique.name).toBeGreaterThan(2);
    }
  });
});
