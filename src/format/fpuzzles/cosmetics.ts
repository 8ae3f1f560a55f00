import type { Cosmetic, GridPlacement } from "../../model/schemas.js";
import type { FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { cellName } from "./fpuzzles-types.js";

/**
 * f-puzzles' cosmetic keys: drawing that states no rule. Their fields, as f-puzzles writes them and the
 * public readers of its JSON declare them (SudokuPad's `src/fpuzzlesdecoder.js`, octopuzzles' FPuzzle type):
 * `text` `{cells, value, fontC, size, angle}`, `line` `{lines: [[cells]], outlineC, width}`, `circle` and
 * `rectangle` `{cells, baseC, outlineC, fontC, width, height, value, angle}`, `cage` `{cells, value, outlineC,
 * fontC}` (a cage drawn without meaning; a killer cage without a sum is `killercage`, a rule). Each item
 * becomes one `Cosmetic` of the puzzle document (a `line` item one per line), its cells canvas positions of
 * the grid at (0, 0); the colours and sizes are kept under our names so that writing f-puzzles gives them back.
 */
export const COSMETIC_KEYS: ReadonlySet<string> = new Set(["text", "line", "circle", "rectangle", "cage"]);

/** Most items read from one key: far beyond any real puzzle, bounding memory on a hostile file. */
const MAX_ITEMS = 10_000;

/**
 * The cosmetics of one f-puzzles key of a size x size grid, or a problem naming the item at fault. Cells may
 * lie one row or column outside the grid ("R0C3": row -1), where f-puzzles puts clues.
 */
export function readCosmetics(key: string, value: unknown, size: number): { readonly cosmetics: Cosmetic[] } | { readonly problem: string } {
  const type = key as Cosmetic["type"];
  if (!Array.isArray(value)) return { problem: `"${key}" is not a list` };
  const out: Cosmetic[] = [];
  for (const [i, item] of value.slice(0, MAX_ITEMS).entries()) {
    if (typeof item !== "object" || item === null) return { problem: `"${key}" item ${i + 1} is not an object` };
    const raw = item as Record<string, unknown>;
    const style = styleOf(raw);
    const lists = type === "line" ? (Array.isArray(raw.lines) ? raw.lines : []) : [raw.cells];
    for (const list of lists) {
      const cells = Array.isArray(list) ? list.map((name) => position(name, size)) : [];
      if (cells.length === 0 || cells.some((c) => c === undefined)) {
        return { problem: `"${key}" item ${i + 1}: its cells must be "R1C1"-style names of the grid or just outside it` };
      }
      out.push({ type, cells: cells as number[][], ...style });
    }
  }
  return { cosmetics: out };
}

/** f-puzzles' style fields under the schema's names, each kept only when of the right type and in range. */
function styleOf(raw: Record<string, unknown>): Omit<Cosmetic, "type" | "cells"> {
  const text = (v: unknown, max: number): string | undefined => (typeof v === "string" || typeof v === "number" ? String(v).slice(0, max) : undefined);
  const number = (v: unknown, min: number, max: number): number | undefined =>
    typeof v === "number" && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : undefined;
  const fields = {
    text: text(raw.value, 200),
    color: text(raw.outlineC, 50),
    fill: text(raw.baseC, 50),
    textColor: text(raw.fontC, 50),
    width: number(raw.width, 0, 100),
    height: number(raw.height, 0, 100),
    size: number(raw.size, 0, 100),
    angle: number(raw.angle, -360, 360),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ""));
}

/** The 0-based [row, col] of an "R1C1" name, rows and columns 0..size+1 (one outside the grid each way). */
function position(name: unknown, size: number): number[] | undefined {
  const m = typeof name === "string" ? /^R(\d{1,2})C(\d{1,2})$/i.exec(name) : null;
  if (m === null) return undefined;
  const r = Number(m[1]);
  const c = Number(m[2]);
  return r > size + 1 || c > size + 1 ? undefined : [r - 1, c - 1];
}

/** Writes the cosmetics into an f-puzzles object, each under its key, cells named relative to the grid. */
export function writeCosmetics(cosmetics: readonly Cosmetic[], grid: GridPlacement, out: FpuzzlesPuzzle): void {
  for (const item of cosmetics) {
    const cells = item.cells.map(([r = 0, c = 0]) => cellName(r - grid.row, c - grid.col)); // [row, col] pairs (the schema)
    const fields: Record<string, unknown> = {
      ...(item.type === "line" ? { lines: [cells] } : { cells }),
      ...(item.text === undefined ? {} : { value: item.text }),
      ...(item.color === undefined ? {} : { outlineC: item.color }),
      ...(item.fill === undefined ? {} : { baseC: item.fill }),
      ...(item.textColor === undefined ? {} : { fontC: item.textColor }),
      ...(item.width === undefined ? {} : { width: item.width }),
      ...(item.height === undefined ? {} : { height: item.height }),
      ...(item.size === undefined ? {} : { size: item.size }),
      ...(item.angle === undefined ? {} : { angle: item.angle }),
    };
    const list = out[item.type];
    if (Array.isArray(list)) list.push(fields);
    else out[item.type] = [fields];
  }
}

/** "3 cosmetic items (text, line)": what a puzzle's cosmetics are, for notes and warnings. */
export function cosmeticsWords(cosmetics: readonly Cosmetic[]): string {
  const kinds = [...new Set(cosmetics.map((c) => c.type))];
  return `${cosmetics.length} cosmetic item${cosmetics.length === 1 ? "" : "s"} (${kinds.join(", ")})`;
}
