import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";

export interface PrettyOptions {
  /** ANSI colours: givens bold, digits found by the solver cyan. */
  readonly color?: boolean;
  /** The puzzle's givens, to tell them apart from filled digits. */
  readonly givens?: Uint8Array;
  /**
   * Text drawn across the middle row of a box instead of its cells, keyed by box index (box row times box
   * columns plus box column): grid ids in `layouts NAME`. Up to 7 characters fit; a longer one is cut with '…'.
   */
  readonly boxLabels?: ReadonlyMap<number, string>;
}

const BOLD = "\x1b[1m";
const CYAN = "\x1b[36m";
const RESET = "\x1b[0m";

/**
 * The canvas drawn for a terminal: light box-drawing lines around every box (3x3 on 9x9 grids, the layout's
 * box shape otherwise) that some grid covers, nothing where no grid reaches, so the shape of the layout
 * shows. Each box column takes 2 * boxCols + 2 characters: a border and " d d d " (digits 10-16 as A-G).
 * Corners are chosen from which of their four arms are drawn.
 */
export function prettyCanvas(geometry: Geometry, digits: Uint8Array, options: PrettyOptions = {}): string {
  const h = geometry.boxRows;
  const w = geometry.boxCols;
  const fieldWidth = 2 * w + 1;
  const boxRows = geometry.rows / h;
  const boxCols = geometry.cols / w;
  const covered = (br: number, bc: number): boolean =>
    br >= 0 && bc >= 0 && br < boxRows && bc < boxCols && (geometry.canvas[h * br * geometry.cols + w * bc] ?? -1) >= 0;
  // A vertical border left of box column bc in box row br; a horizontal border above box row br in box column bc.
  const vertical = (br: number, bc: number): boolean => covered(br, bc - 1) || covered(br, bc);
  const horizontal = (br: number, bc: number): boolean => covered(br - 1, bc) || covered(br, bc);

  const lines: string[] = [];
  for (let br = 0; br <= boxRows; br++) {
    let border = "";
    for (let bc = 0; bc <= boxCols; bc++) {
      border += corner(vertical(br - 1, bc), vertical(br, bc), horizontal(br, bc - 1), horizontal(br, bc));
      if (bc < boxCols) border += (horizontal(br, bc) ? "─" : " ").repeat(fieldWidth);
    }
    lines.push(border.trimEnd());
    if (br === boxRows) break;
    for (let r = h * br; r < h * br + h; r++) {
      let line = "";
      for (let bc = 0; bc <= boxCols; bc++) {
        line += vertical(br, bc) ? "│" : " ";
        if (bc === boxCols) break;
        const label = r === h * br + Math.floor(h / 2) ? options.boxLabels?.get(br * boxCols + bc) : undefined;
        if (label !== undefined) {
          line += centred(label, fieldWidth);
          continue;
        }
        line += " ";
        for (let c = w * bc; c < w * bc + w; c++) {
          const cell = geometry.canvas[r * geometry.cols + c] ?? -1; // -1: no cell, as on the canvas
          line += `${cell < 0 ? " " : digitText(digits[cell] ?? 0, options.color === true && options.givens !== undefined ? options.givens[cell] !== 0 : undefined, options.color === true)} `;
        }
      }
      lines.push(line.trimEnd());
    }
  }
  return lines.join("\n");
}

/** Text centred in a field of `width` characters, cut with '…' when longer. */
function centred(text: string, width: number): string {
  const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  const left = Math.floor((width - shown.length) / 2);
  return " ".repeat(left) + shown + " ".repeat(width - shown.length - left);
}

function digitText(d: number, isGiven: boolean | undefined, color: boolean): string {
  const text = digitChar(d);
  if (!color || d === 0 || isGiven === undefined) return text;
  return isGiven ? `${BOLD}${text}${RESET}` : `${CYAN}${text}${RESET}`;
}

const CORNERS: Record<string, string> = {
  "1111": "┼",
  "1101": "├",
  "1110": "┤",
  "0111": "┬",
  "1011": "┴",
  "0101": "┌",
  "0110": "┐",
  "1001": "└",
  "1010": "┘",
  "1100": "│",
  "1000": "│",
  "0100": "│",
  "0011": "─",
  "0010": "─",
  "0001": "─",
  "0000": " ",
};

function corner(up: boolean, down: boolean, left: boolean, right: boolean): string {
  return CORNERS[`${+up}${+down}${+left}${+right}`] ?? " "; // the table has all sixteen
}
