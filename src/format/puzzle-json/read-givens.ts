import type { Issue } from "../../model/errors.js";
import type { Geometry } from "../../model/geometry.js";
import { placeOfCell } from "../../layout/place-of-cell.js";
import type { CanvasGivens, GridGivens } from "../../model/schemas.js";

/**
 * Turns a puzzle's givens (canvas rows, or grid id to 81 characters) into one digit per cell (0 = empty),
 * reporting characters at the wrong place and shared cells whose grids disagree. The characters themselves
 * have been checked by the schema.
 */
export function readGivens(geometry: Geometry, givens: CanvasGivens | GridGivens, at = "/givens"): { givens: Uint8Array; issues: Issue[] } {
  return Array.isArray(givens) ? readCanvas(geometry, givens, at) : readByGrid(geometry, givens, at);
}

function digitOf(ch: string): number {
  return ch >= "1" && ch <= "9" ? ch.charCodeAt(0) - 48 : 0;
}

function readCanvas(geometry: Geometry, rows: CanvasGivens, at: string): { givens: Uint8Array; issues: Issue[] } {
  const out = new Uint8Array(geometry.cellCount);
  const issues: Issue[] = [];
  rows.forEach((text, r) => {
    for (let c = 0; c < text.length; c++) {
      const ch = text[c];
      const isCell = ch !== " " && ch !== "-";
      const cell = r < geometry.rows && c < geometry.cols ? geometry.canvas[r * geometry.cols + c] : -1;
      const pointer = `${at}/${r}`;
      if (cell < 0) {
        if (isCell) {
          issues.push({ pointer, row: r + 1, col: c + 1, message: `${JSON.stringify(ch)} marks a cell, but no grid covers this position (use ' ' or '-' there)` });
        }
        continue;
      }
      if (!isCell) {
        issues.push({ pointer, ...placeOfCell(geometry, cell), message: `${JSON.stringify(ch)} marks a position outside the grids, but this is a cell (use '.' for an empty cell)` });
        continue;
      }
      out[cell] = digitOf(ch);
    }
  });
  return { givens: out, issues };
}

function readByGrid(geometry: Geometry, byGrid: GridGivens, at: string): { givens: Uint8Array; issues: Issue[] } {
  const out = new Uint8Array(geometry.cellCount);
  const from: (string | undefined)[] = new Array<string | undefined>(geometry.cellCount);
  const issues: Issue[] = [];
  const grids = new Map(geometry.grids.map((g) => [g.id, g]));
  for (const [id, text] of Object.entries(byGrid)) {
    const grid = grids.get(id);
    if (grid === undefined) {
      issues.push({ pointer: `${at}/${id}`, message: `no grid "${id}" in layout "${geometry.name}" (its grids: ${[...grids.keys()].join(", ")})` });
      continue;
    }
    for (let i = 0; i < 81; i++) {
      const d = digitOf(text[i]);
      if (d === 0) continue;
      const cell = grid.cells[i];
      if (out[cell] !== 0 && out[cell] !== d) {
        issues.push({
          pointer: `${at}/${id}`,
          ...placeOfCell(geometry, cell, id),
          message: `grid ${id} gives ${d} but grid ${from[cell]} gives ${out[cell]} for this shared cell`,
        });
        continue;
      }
      out[cell] = d;
      from[cell] = id;
    }
  }
  return { givens: out, issues };
}
