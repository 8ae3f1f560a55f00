// Drawing: the layout as text with its grid ids, and the puzzle as SVG (givens black, filled digits blue).
import { BUILTIN_LAYOUT_NAMES, BUILTIN_LAYOUTS, buildGeometry, layoutText, loadPuzzleObject, puzzleSvg, solve } from "combo-sudoku";

/** @type {import("combo-sudoku").BuiltinLayoutName} */
const name = "windmill";
console.log(BUILTIN_LAYOUT_NAMES.length, layoutText(buildGeometry(BUILTIN_LAYOUTS[name])).split("\n")[0]);

const { model } = loadPuzzleObject({ layout: "single", givens: { main: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" } });
const svg = puzzleSvg(model.geometry, solve(model).solutions[0], { givens: model.givens, title: "classic" });
console.log(svg.startsWith("<svg")); // true
