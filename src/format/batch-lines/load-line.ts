import { BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import { InvalidInputError } from "../../model/errors.js";
import type { Geometry } from "../../model/geometry.js";
import { buildGeometry } from "../../model/geometry.js";
import type { LoadedPuzzle } from "../puzzle-json/load-puzzle.js";
import { readLine81 } from "./read-line.js";

let single: Geometry | undefined;

/**
 * Loads one 9x9 puzzle written as a single line of 81 characters (row by row; `1`-`9` a given, `.` or `0`
 * empty), as a batch file holds them. A wrong length, a bad character or clashing givens is an
 * InvalidInputError saying where.
 */
export function loadLine(text: string, options: { readonly file?: string | undefined } = {}): LoadedPuzzle {
  single ??= buildGeometry(BUILTIN_LAYOUTS.single);
  const read = readLine81(single, text.trim());
  if (!(read instanceof Uint8Array)) throw new InvalidInputError([{ file: options.file, message: read.reason }]);
  return { model: { geometry: single, givens: read }, layout: BUILTIN_LAYOUTS.single, layoutName: "single", format: "line" };
}
