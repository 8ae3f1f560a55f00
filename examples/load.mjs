// Three ways in: a puzzle object (as JSON.parse gives it), a single 81-character line, and a file's text.
import { loadLine, loadPuzzleObject } from "combo-sudoku";

const twin = loadPuzzleObject({
  layout: "twin",
  givens: { nw: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" },
});
console.log(twin.layoutName, twin.model.geometry.cellCount); // twin 153

const line = loadLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
console.log(line.layoutName, line.model.givens.filter((d) => d !== 0).length); // single 30
