import { digitChar } from "../model/digit-chars.js";
import type { LogicState } from "../model/step-contract.js";

/**
 * Where logic stops, as HoDoKu and Sudoku Explainer print a position: a fixed-width grid, each placed cell
 * its digit, each open cell its candidates run together ("1237"), every cell padded to the widest so the
 * columns line up, box lines between the boxes:
 *
 *   .----------------.----------------.
 *   | 4    1237 9    | 8    23   5    |
 *   :----------------+----------------:
 *   '----------------'----------------'
 *
 * One block per grid of the layout, headed by its id and place when there are several (a shared cell
 * appears in each of its grids: every grid reads as a whole sudoku, which a canvas of several grids side
 * by side would not, at the widths candidates take).
 */
export function candidateGrid(state: LogicState): string {
  const g = state.geometry;
  const text = (cell: number): string => {
    const d = state.values[cell] ?? 0;
    if (d !== 0) return digitChar(d);
    let s = "";
    for (let digit = 1; digit <= g.size; digit++) if (((state.candidates[cell] ?? 0) >> (digit - 1)) & 1) s += digitChar(digit);
    return s === "" ? "-" : s; // no candidate left: a contradiction, shown rather than hidden
  };
  const blocks: string[] = [];
  for (const grid of g.grids) {
    const width = Math.max(...Array.from(grid.cells, (c) => text(c).length));
    const boxWidth = g.boxCols * (width + 1) + 1;
    const rule = (left: string, mid: string, right: string): string =>
      left + Array.from({ length: g.size / g.boxCols }, () => "-".repeat(boxWidth)).join(mid) + right;
    const lines = [rule(".", ".", ".")];
    for (let r = 0; r < g.size; r++) {
      if (r > 0 && r % g.boxRows === 0) lines.push(rule(":", "+", ":"));
      let line = "|";
      for (let c = 0; c < g.size; c++) {
        line += ` ${text(grid.cells[r * g.size + c] ?? 0).padEnd(width)}`;
        if ((c + 1) % g.boxCols === 0) line += " |";
      }
      lines.push(line);
    }
    lines.push(rule("'", "'", "'"));
    const head =
      g.grids.length > 1 ? [`grid ${grid.id} (canvas rows ${grid.row + 1}-${grid.row + g.size}, columns ${grid.col + 1}-${grid.col + g.size}):`] : [];
    blocks.push([...head, ...lines].join("\n"));
  }
  return blocks.join("\n\n");
}
