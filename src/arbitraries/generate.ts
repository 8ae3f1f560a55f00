/** Arbitraries for the generator's property tests: seeds, small fast layouts, symmetries. */
import fc from "fast-check";
import type { Symmetry } from "../generate/symmetry-orbits.js";

export const seedArb = fc.integer({ min: 0, max: 0xffffffff });

/** Built-in layouts small enough to generate on in a property test. */
export const smallLayoutArb = fc.constantFrom("single", "twin", "samurai");

export const symmetryArb = fc.constantFrom<Symmetry>("none", "central", "mirror");
