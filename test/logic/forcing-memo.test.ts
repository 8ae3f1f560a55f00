/**
 * The forcing search remembers its trials from one position to the next and skips those whose facts'
 * links did not change (forcing.ts, TrialMemo): each family must give, step after step, the step a search
 * with nothing remembered gives (an engine of its own: a geometry built anew), chains and text included.
 * Along the logical solves of the SE-rated sample's first puzzles rated 8.5 or more (test/fixtures/third-party/se-rated),
 * at each position that needs the forcing families (no technique below them finds a step).
 */
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { applyStep, nextStep, techniquesFor } from "../../src/logic/engine.js";
import { copyState, initialState } from "../../src/logic/state.js";
import { dynamicForcingChains } from "../../src/logic/techniques/dynamic-forcing-chains.js";
import { forcingChains } from "../../src/logic/techniques/forcing-chains.js";
import { nishio } from "../../src/logic/techniques/nishio.js";
import { buildGeometry } from "../../src/model/geometry.js";
import { hardPuzzles } from "./hard-puzzles.js";

const REMEMBERING = [forcingChains, nishio, dynamicForcingChains];

describe("the forcing search's memo", () => {
  it("gives the steps a search with nothing remembered gives, along 3 logical solves", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const easier = techniquesFor(geometry, true).filter((t) => t.difficulty < forcingChains.difficulty);
    const all = techniquesFor(geometry, true);
    let asked = 0;
    let found = 0;
    for (const givens of hardPuzzles(8.5, 3)) {
      const state = initialState({ geometry, givens });
      for (let n = 0; n < 200; n++) {
        if (nextStep(state, easier) === undefined) {
          asked++;
          for (const t of REMEMBERING) {
            const warm = t.find(state, Infinity);
            const fresh = copyState(state);
            const alone = t.find({ ...fresh, geometry: buildGeometry(BUILTIN_LAYOUTS.single) }, Infinity);
            expect(warm, `${t.name}, step ${n}`).toEqual(alone);
            if (warm !== undefined) found++;
          }
        }
        const step = nextStep(state, all);
        if (step === undefined) break;
        applyStep(state, step);
      }
    }
    // Positions that needed the families, and steps found there (the test compares steps, not only "nothing").
    expect(asked).toBeGreaterThan(10);
    expect(found).toBeGreaterThan(10);
  });
});
