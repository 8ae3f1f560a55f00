// Explain and rate: the logical solver takes the easiest step each time, never guessing, on any layout.
import { loadLine, nextStep, initialState, rateSolve, solveLogically, stepText } from "combo-sudoku";

const { model } = loadLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
const hint = nextStep(initialState(model));
if (hint !== undefined) console.log(hint.technique); // the easiest step first: "full house", "naked single" ...

const result = solveLogically(model);
const rating = rateSolve(result);
console.log(result.outcome, rating.level, result.steps.length > 0); // "solved" "easy" true
console.log(stepText(model.geometry, result.steps[0]).length > 0); // a line naming cells as errors do
