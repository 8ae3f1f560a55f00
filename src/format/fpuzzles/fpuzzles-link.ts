import lz from "lz-string";
import { InvalidInputError } from "../../model/errors.js";
import { parseJson } from "../../layout/parse-json.js";
import { decodeLinkPayload } from "../lz-base64.js";

/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=` followed by LZ-string's `compressToBase64` of the
 * puzzle JSON. Sources: the `lz-string` package's compressToBase64 as used by link encoders such as
 * https://github.com/lisudoku/sudoku_formats (its f-puzzles encoder: `https://f-puzzles.com/?load=` +
 * compressToBase64(JSON); its README's example link is test/fixtures/third-party/interchange/lisudoku-fpuzzles-link.txt), and SudokuPad's decoder, which reads the same payload
 * (https://github.com/SudokuPad/sudokutools/blob/master/src/fpuzzlesdecoder.js, its vendored LZ-string
 * base64 codec). Links are written with the `lz-string` package itself (the reference implementation those
 * tools vendor) and read by format/lz-base64.ts, the same decoding with a cap on what a payload may expand to.
 */
export const FPUZZLES_LINK_PREFIX = "https://www.f-puzzles.com/?load=";

/** LZ-string compressToBase64 of the JSON text of `data`: the payload of f-puzzles and SudokuPad links. */
export function encodeFpuzzlesPayload(data: unknown): string {
  return lz.compressToBase64(JSON.stringify(data));
}

/**
 * The parsed JSON behind an LZ-string base64 payload. A payload that does not decompress to JSON is an
 * InvalidInputError.
 */
export function decodeFpuzzlesPayload(payload: string, file?: string): unknown {
  const text = decodeLinkPayload(payload, "a JSON puzzle", (message) => new InvalidInputError([{ file, message }]));
  return parseJson(text, file);
}

/** The f-puzzles link of a puzzle object. */
export function fpuzzlesLink(data: unknown): string {
  return FPUZZLES_LINK_PREFIX + encodeFpuzzlesPayload(data);
}

/** The payload of an f-puzzles link (`...f-puzzles.com/?load=PAYLOAD`), or undefined when `text` is not one. */
export function fpuzzlesLinkPayload(text: string): string | undefined {
  const m = /^https?:\/\/(?:www\.)?f-puzzles\.com\/?\?(?:.*&)?load=([^&#\s]+)/i.exec(text.trim());
  return m === null ? undefined : m[1];
}
