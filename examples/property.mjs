// Property-testing your own solver with combo-sudoku's arbitraries (fast-check is a peer dependency).
// Here the "own solver" is combo-sudoku's search; put yours in its place.
import fc from "fast-check";
import { solve } from "combo-sudoku";
import { cutPuzzleArb, uniquePuzzleArb } from "combo-sudoku/arbitraries";

// Puzzles cut from a known solution on random layouts of up to 4 grids: a solution always exists.
fc.assert(
  fc.property(cutPuzzleArb({ maxGrids: 4, keep: [0.4, 0.7] }), (p) => {
    const result = solve({ geometry: p.geometry, givens: p.givens }, { limit: 1, nodeBudget: 100_000 });
    return result.stopReason === "budget" || result.count === 1;
  }),
  { numRuns: 20, seed: 1 },
);

// Unique puzzles from the seeded generator: exactly one solution, the known one.
fc.assert(
  fc.property(uniquePuzzleArb(), (p) => {
    const result = solve(p.model);
    return result.status === "unique" && result.solutions[0].every((d, i) => d === p.solution[i]);
  }),
  { numRuns: 5, seed: 1 },
);
console.log("properties hold");
