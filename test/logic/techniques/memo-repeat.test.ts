import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";
import { applyStep, nextStep, techniquesFor } from "../../../src/logic/engine.js";
import { copyState, initialState } from "../../../src/logic/state.js";
import { finnedJellyfish } from "../../../src/logic/techniques/finned-jellyfish.js";
import { finnedSwordfish } from "../../../src/logic/techniques/finned-swordfish.js";
import { finnedXWing } from "../../../src/logic/techniques/finned-x-wing.js";
import { jellyfish } from "../../../src/logic/techniques/jellyfish.js";
import { simpleColouring } from "../../../src/logic/techniques/simple-colouring.js";
import { skyscraper } from "../../../src/logic/techniques/skyscraper.js";
import { swordfish } from "../../../src/logic/techniques/swordfish.js";
import { twoStringKite } from "../../../src/logic/techniques/two-string-kite.js";
import { xWing } from "../../../src/logic/techniques/x-wing.js";
import { buildGeometry } from "../../../src/model/geometry.js";

/**
 * The single-digit searches remember the planes where they found nothing (plane-memo.ts): asked again, on
 * the same position or a copy, each must give the step it gave the first time (a plane remembered although
 * a step was found there, or keyed wrongly, would lose or change it). Along the logical solves of the
 * SE-rated sample's puzzles that need 4.0 or more (test/fixtures/third-party/se-rated: the first 6 of them).
 */
const MEMOISED = [skyscraper, twoStringKite, simpleColouring, xWing, swordfish, jellyfish, finnedXWing, finnedSwordfish, finnedJellyfish];

describe("single-digit searches asked again", () => {
  it("give the same step on the same position and on a copy, along 6 logical solves", () => {
    const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
    const techniques = techniquesFor(geometry, true).filter((t) => t.difficulty < 7);
    const text = readFileSync(fileURLToPath(new URL("../../fixtures/third-party/se-rated/sample.txt", import.meta.url)), "utf8");
    const puzzles = text
      .split("\n")
      .filter((l) => /^[0-9.]{81} /.test(l) && Number(l.split(" ")[1]) >= 4)
      .slice(0, 6);
    expect(puzzles.length).toBe(6);
    let found = 0;
    for (const line of puzzles) {
      const givens = Uint8Array.from(line.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
      const state = initialState({ geometry, givens });
      for (let n = 0; n < 200; n++) {
        for (const t of MEMOISED) {
          const first = t.find(state, Infinity);
          if (first !== undefined) found++;
          expect(t.find(state, Infinity), `${t.name}, step ${n}: again`).toEqual(first);
          expect(t.find(copyState(state), Infinity), `${t.name}, step ${n}: on a copy`).toEqual(first);
        }
        const step = nextStep(state, techniques);
        if (step === undefined) break;
        applyStep(state, step);
      }
    }
    // the searches found steps along the way (the test compares steps, not only "nothing" twice)
    expect(found).toBeGreaterThan(20);
  });
});
