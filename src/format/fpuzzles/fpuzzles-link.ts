import lz from "lz-string";
import { InvalidInputError } from "../../model/errors.js";
import { parseJson } from "../../layout/parse-json.js";

/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=` followed by LZ-string's `compressToBase64` of the
 * puzzle JSON. Sources: the `lz-string` package's compressToBase64 as used by link encoders such as
 * https://github.com/lisudoku/sudoku_formats (its f-puzzles encoder: `https://f-puzzles.com/?load=` +
 * compressToBase64(JSON); its README's example link is test/fixtures/interchange/lisudoku-fpuzzles-link.txt), and SudokuPad's decoder, which reads the same payload
 * (https://github.com/SudokuPad/sudokutools/blob/master/src/fpuzzlesdecoder.js, its vendored LZ-string
 * base64 codec). LZ-string is the `lz-string` package itself (the reference implementation those tools vendor)
 * rather than a rewrite.
 */
export const FPUZZLES_LINK_PREFIX = "https://www.f-puzzles.com/?load=";

/**
 * Longest link payload decoded. A 16x16 f-puzzles JSON with many constraints compresses to a few kilobytes;
 * LZ-string's output can grow quadratically in its input, so an unbounded payload could exhaust memory.
 */
const MAX_PAYLOAD_CHARS = 50_000;

/** LZ-string compressToBase64 of the JSON text of `data`: the payload of f-puzzles and SudokuPad links. */
export function encodeFpuzzlesPayload(data: unknown): string {
  return lz.compressToBase64(JSON.stringify(data));
}

/**
 * The parsed JSON behind an LZ-string base64 payload. A payload that does not decompress to JSON is an
 * InvalidInputError.
 */
export function decodeFpuzzlesPayload(payload: string, file?: string): unknown {
  // In a query string '+' may have become ' ', and %XX escapes may be present; base64 has neither.
  let clean = payload.trim();
  try {
    clean = decodeURIComponent(clean);
  } catch {
    // not percent-encoded: keep as is
  }
  clean = clean.replace(/ /g, "+");
  if (clean.length > MAX_PAYLOAD_CHARS) {
    throw new InvalidInputError([
      { file, message: `the link's payload is longer than ${MAX_PAYLOAD_CHARS} characters: not an f-puzzles puzzle of up to 16x16` },
    ]);
  }
  let text: string | null = null;
  try {
    // lz-string's decoder throws a TypeError on some truncated payloads ("yA=="): that is bad input too.
    if (/^[A-Za-z0-9+/=]+$/.test(clean)) text = lz.decompressFromBase64(clean);
  } catch {
    text = null;
  }
  if (text === null || text === "" || !text.trimStart().startsWith("{")) {
    throw new InvalidInputError([{ file, message: "the link's payload is not LZ-string base64 of a JSON puzzle" }]);
  }
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
