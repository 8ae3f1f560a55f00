import { charDigit, digitChar } from "../../model/digit-chars.js";
import type { Issue } from "../../model/errors.js";
import { didYouMean } from "../../layout/did-you-mean.js";
import type { Geometry } from "../../model/geometry.js";
import { placeOfCell } from "../../layout/place-of-cell.js";
import type { CanvasGivens, GridGivens } from "../../model/schemas.js";

/**
 * Turns a puzzle's givens (canvas rows, or grid id to size*size characters: 81 on 9x9 grids) into one digit
 * per cell (0 = empty), reporting characters at the wrong place, digits above the layout's size (A-G are
 * 10-16), grid strings of the wrong length and shared cells whose grids disagree. The characters themselves
 * have been checked by the schema.
 */
export function readGivens(geometry: Geometry, givens: CanvasGivens | GridGivens, at = "/givens"): { givens: Uint8Array; issues: Issue[] } {
  return Array.isArray(givens) ? readCanvas(geometry, givens, at) : readByGrid(geometry, givens, at);
}

function digitOf(ch: string | undefined): number {
  return ch === undefined ? 0 : Math.max(0, charDigit(ch));
}

/** The issue of a digit above the layout's size, or undefined. */
function aboveSize(geometry: Geometry, ch: string, d: number): string | undefined {
  return d > geometry.size ? `${JSON.stringify(ch)} is ${d}, above this layout's size ${geometry.size}` : undefined;
}

function readCanvas(geometry: Geometry, rows: CanvasGivens, at: string): { givens: Uint8Array; issues: Issue[] } {
  const out = new Uint8Array(geometry.cellCount);
  const issues: Issue[] = [];
  rows.forEach((text, r) => {
    const pointer = `${at}/${r}`;
    // Past the canvas's last row or column a mistake is reported once per row, not once per character.
    const beyond = /[^ -]/.exec(r < geometry.rows ? text.slice(geometry.cols) : text);
    if (beyond !== null) {
      issues.push(
        r < geometry.rows
          ? {
              pointer,
              row: r + 1,
              col: geometry.cols + beyond.index + 1,
              message: `this row is longer than the canvas (${geometry.cols} columns): no grid covers this position or any further (use ' ' or '-', or end the row)`,
            }
          : { pointer, message: `canvas row ${r + 1} is beyond the layout's ${geometry.rows} rows, yet marks cells (remove it, or leave it blank)` },
      );
    }
    for (let c = 0; c < Math.min(text.length, geometry.cols) && r < geometry.rows; c++) {
      const ch = text[c] ?? " "; // c < text.length: never the default
      const isCell = ch !== " " && ch !== "-";
      const cell = geometry.canvas[r * geometry.cols + c] ?? -1; // r, c inside the canvas: never the default
      if (cell < 0) {
        if (isCell) {
          issues.push({
            pointer,
            row: r + 1,
            col: c + 1,
            message: `${JSON.stringify(ch)} marks a cell, but no grid covers this position (use ' ' or '-' there)`,
          });
        }
        continue;
      }
      if (!isCell) {
        issues.push({
          pointer,
          ...placeOfCell(geometry, cell),
          message: `${JSON.stringify(ch)} marks a position outside the grids, but this is a cell (use '.' for an empty cell)`,
        });
        continue;
      }
      const d = digitOf(ch);
      const above = aboveSize(geometry, ch, d);
      if (above !== undefined) {
        issues.push({ pointer, ...placeOfCell(geometry, cell), message: above });
        continue;
      }
      out[cell] = d;
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
      const near = didYouMean(id, grids.keys());
      const hint = near === undefined ? "" : `: did you mean ${near}?`;
      issues.push({ pointer: `${at}/${id}`, message: `no grid "${id}" in layout "${geometry.name}"${hint} (its grids: ${[...grids.keys()].join(", ")})` });
      continue;
    }
    const size = geometry.size;
    if (text.length !== size * size) {
      issues.push({
        pointer: `${at}/${id}`,
        message: `must be exactly ${size * size} characters (${size} rows of ${size}) for this layout's ${size}x${size} grids, not ${text.length}`,
      });
      continue;
    }
    for (const [i, cell] of grid.cells.entries()) {
      const ch = text[i] ?? "."; // size * size characters, checked above: never the default
      const d = digitOf(ch);
      if (d === 0) continue;
      const above = aboveSize(geometry, ch, d);
      if (above !== undefined) {
        issues.push({ pointer: `${at}/${id}`, ...placeOfCell(geometry, cell, id), message: above });
        continue;
      }
      if (out[cell] !== 0 && out[cell] !== d) {
        issues.push({
          pointer: `${at}/${id}`,
          ...placeOfCell(geometry, cell, id),
          message: `grid ${id} gives ${digitChar(d)} but grid ${from[cell]} gives ${digitChar(out[cell] ?? 0)} for this shared cell`,
        });
        continue;
      }
      out[cell] = d;
      from[cell] = id;
    }
  }
  return { givens: out, issues };
}
