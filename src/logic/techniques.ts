import type { Technique } from "../model/step-contract.js";
import { aic } from "./techniques/aic.js";
import { dynamicForcingChains } from "./techniques/dynamic-forcing-chains.js";
import { dynamicForcingChainsPlus } from "./techniques/dynamic-forcing-chains-plus.js";
import { forcingChains } from "./techniques/forcing-chains.js";
import { alsChain } from "./techniques/als-chain.js";
import { alsXyWing } from "./techniques/als-xy-wing.js";
import { alsXz } from "./techniques/als-xz.js";
import { deathBlossom } from "./techniques/death-blossom.js";
import { finnedJellyfish } from "./techniques/finned-jellyfish.js";
import { finnedSwordfish } from "./techniques/finned-swordfish.js";
import { finnedXWing } from "./techniques/finned-x-wing.js";
import { bugPlusOne } from "./techniques/bug.js";
import { continuousNiceLoop } from "./techniques/continuous-nice-loop.js";
import { groupedAic } from "./techniques/grouped-aic.js";
import { groupedAicAls } from "./techniques/grouped-aic-als.js";
import { hiddenUniqueRectangle } from "./techniques/hidden-unique-rectangle.js";
import { uniqueRectangle } from "./techniques/unique-rectangle.js";
import { fullHouse } from "./techniques/full-house.js";
import { hiddenPair } from "./techniques/hidden-pair.js";
import { hiddenQuad } from "./techniques/hidden-quad.js";
import { hiddenSingle } from "./techniques/hidden-single.js";
import { hiddenTriple } from "./techniques/hidden-triple.js";
import { jellyfish } from "./techniques/jellyfish.js";
import { lockedCandidates } from "./techniques/locked-candidates.js";
import { nestedForcingChains } from "./techniques/nested-forcing-chains.js";
import { nishio } from "./techniques/nishio.js";
import { nakedPair } from "./techniques/naked-pair.js";
import { nakedQuad } from "./techniques/naked-quad.js";
import { nakedSingle } from "./techniques/naked-single.js";
import { nakedTriple } from "./techniques/naked-triple.js";
import { simpleColouring } from "./techniques/simple-colouring.js";
import { skyscraper } from "./techniques/skyscraper.js";
import { swordfish } from "./techniques/swordfish.js";
import { twoStringKite } from "./techniques/two-string-kite.js";
import { wWing } from "./techniques/w-wing.js";
import { xChain } from "./techniques/x-chain.js";
import { xWing } from "./techniques/x-wing.js";
import { sueDeCoq } from "./techniques/sue-de-coq.js";
import { xyChain } from "./techniques/xy-chain.js";
import { xyWing } from "./techniques/xy-wing.js";
import { wxyzWing } from "./techniques/wxyz-wing.js";
import { xyzWing } from "./techniques/xyz-wing.js";

/** Where the nets begin on the scale: dynamic forcing chains (+), 9.0. */
export const NETS_DIFFICULTY = 9.0;

/**
 * The logic options that leave the nets out when `multiple` (a search found several solutions): nothing is
 * forced where the solutions part, and the nets would spend their whole budget there at every step.
 */
export function withoutNetsIf(multiple: boolean): { maxDifficulty?: number } {
  return multiple ? { maxDifficulty: NETS_DIFFICULTY - 0.1 } : {};
}

/**
 * The forcing chains and nets (7.0 and up): each step runs hundreds of trials, so they come last and
 * anything that wants only the cheap techniques (a generator aiming low, a broad property test) can
 * leave them out.
 */
export const FORCING_TECHNIQUES: readonly Technique[] = [forcingChains, nishio, dynamicForcingChains, dynamicForcingChainsPlus, nestedForcingChains];

/**
 * Every classic technique, easiest first: by difficulty (a stable sort keeps this list's order among
 * equals). The engine (techniquesFor) adds the layout's rule techniques and takes the easiest step, so a
 * puzzle's rating reflects the easiest way through it.
 */
export const TECHNIQUES: readonly Technique[] = [
  fullHouse,
  nakedSingle,
  hiddenSingle,
  lockedCandidates,
  nakedPair,
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  nakedQuad,
  hiddenQuad,
  xWing,
  swordfish,
  finnedXWing,
  finnedSwordfish,
  finnedJellyfish,
  skyscraper,
  twoStringKite,
  wWing,
  simpleColouring,
  xyWing,
  xyzWing,
  wxyzWing,
  uniqueRectangle,
  hiddenUniqueRectangle,
  bugPlusOne,
  jellyfish,
  xChain,
  xyChain,
  aic,
  continuousNiceLoop,
  sueDeCoq,
  alsXz,
  deathBlossom,
  groupedAic,
  groupedAicAls,
  ...FORCING_TECHNIQUES,
].sort((x, y) => x.difficulty - y.difficulty);

/**
 * The techniques outside TECHNIQUES that a user may switch on (`rate`, `explain`, `hint --with NAME,...`;
 * optInTechniques, techniquesFor's `extra`): written and tested, left out of the default list because on
 * the SE-rated bank they lower the agreement with Sudoku Explainer's ratings (SE has no ALS techniques).
 * HoDoKu, likewise, lets its users switch each technique on or off.
 */
export const OPT_IN_TECHNIQUES: readonly Technique[] = [alsXyWing, alsChain];
