/** Pairs of cells side by side: now shared with the generator (src/generate/draw-rules.ts), re-exported for the tests. */
export type { Spot } from "../../src/generate/draw-rules.js";
export { pairsSideBySide } from "../../src/generate/draw-rules.js";
