// A seeded puzzle with exactly one solution: the same seed and options give the same puzzle.
import { BUILTIN_LAYOUTS, buildGeometry, generatePuzzle, solve } from "combo-sudoku";

const geometry = buildGeometry(BUILTIN_LAYOUTS.samurai);
const made = generatePuzzle(geometry, { seed: 42, symmetry: "central" });
console.log(made.stats.givens, solve({ geometry, givens: made.givens }).status); // e.g. 108 "unique"
