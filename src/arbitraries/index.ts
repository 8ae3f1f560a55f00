/**
 * `combo-sudoku/arbitraries`: the fast-check arbitraries of combo-sudoku's own property tests, for users who
 * property-test their own solvers (fast-check is a peer dependency: install it beside this package).
 *
 *   layoutArb          random box-aligned layouts of 1..n overlapping 9x9 grids (or of another size; without
 *                      boxes, at any offset)
 *   solvedCanvasArb    a solved canvas: every box-aligned size x size window of it is a valid sudoku (every
 *                      window a Latin square, for grids without boxes)
 *   sizeArb, SIZES     the grid sizes a layout may have (4 to 16; 5, 7, 11, 13 without boxes)
 *   cutPuzzleArb       a random layout, a solution of it and givens cut from it (solvable, maybe not unique)
 *   hubLayoutArb       random hub layouts (a center grid every other grid overlaps), hubPuzzleArb puzzles on them
 *   uniquePuzzleArb    puzzles with exactly one solution, from the seeded generator
 *   variantLayoutArb, variantPuzzleArb   one or two grids with diagonal and windoku rules, puzzles on them
 *   solvedNine, maskedNine, clashingNine   classic 9x9 grids: solved, masked, with clashing givens
 *   seedArb, smallLayoutArb, symmetryArb   the generator's inputs
 */
export { layoutArb, SIZES, sizeArb, solvedCanvasArb } from "./layouts.js";
export type { GridSpot, SolvedCanvas } from "./layouts.js";
export { cutPuzzleArb } from "./puzzles.js";
export type { CutPuzzle } from "./puzzles.js";
export { hubLayoutArb, hubPuzzleArb } from "./hub-layouts.js";
export type { GivenShares, HubPuzzle } from "./hub-layouts.js";
export { uniquePuzzleArb } from "./unique-puzzles.js";
export type { UniquePuzzle, UniquePuzzleOptions } from "./unique-puzzles.js";
export { variantLayoutArb, variantPuzzleArb } from "./variant-puzzles.js";
export type { VariantPuzzle } from "./variant-puzzles.js";
export { canonicalNine, clashingNine, maskedNine, solvedNine } from "./solved-nine.js";
export { seedArb, smallLayoutArb, symmetryArb } from "./generate.js";
