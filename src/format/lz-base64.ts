/**
 * LZ-string's base64 decoding (the payload of f-puzzles and SudokuPad links), with a cap on what it may
 * produce. The `lz-string` package encodes our links; decoding is done here because a stranger's payload of
 * a few dozen kilobytes can expand to hundreds of megabytes (LZ-string's dictionary entries grow by one
 * character per code, so n codes can write about n^2/2 characters: a 47 KB SudokuPad link expanded to 220 MB),
 * and the package's decoder has no limit: it builds the whole text before anything can look at its length.
 *
 * The format (LZ-string 1.x, `compressToBase64`): a bit stream, six bits per base64 character, least
 * significant bit first within each character's value read from the top (resetValue 32). Codes are read
 * numBits wide, numBits starting at 2 for the first code, then 3, growing by one each time the dictionary
 * reaches a power of two (enlargeIn counts down to it). Code 0: a new 8-bit character follows; 1: a new
 * 16-bit character; 2: the end; otherwise an index into the dictionary of strings seen. Each code read after
 * the first adds an entry: the previous string plus the first character of the current one (LZW's rule, and
 * its special case: the code of the entry being made stands for the previous string plus its own first
 * character).
 *
 * Rejected: checking only the payload's length before the package's decoder (a cap that lets every real
 * puzzle through, 50,000 characters, still allows gigabytes out); decoding in a worker with a heap limit
 * (a thread for a string, and a crash to interpret instead of a reason).
 */
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/** What a decoding gives: the text, "too long" past the cap, or undefined when the payload is not LZ-string. */
export type Decoded = string | "too long" | undefined;

/** LZ-string base64 payload -> text, refusing to produce more than maxChars characters. */
export function decompressBase64(payload: string, maxChars: number): Decoded {
  if (payload === "") return undefined;
  const values = new Uint8Array(payload.length);
  for (let i = 0; i < payload.length; i++) {
    const v = BASE64.indexOf(payload.charAt(i));
    if (v < 0) return undefined;
    values[i] = v;
  }
  // The bit reader: `mask` walks down the current character's six bits (32, 16, ... 1).
  let index = 0;
  let current = values[0] ?? 0;
  let mask = 32;
  let exhausted = false;
  const read = (width: number): number => {
    let bits = 0;
    for (let power = 1; power < 1 << width; power <<= 1) {
      if ((current & mask) !== 0) bits |= power;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        index++;
        if (index >= values.length) exhausted = true;
        current = values[index] ?? 0;
      }
    }
    return bits;
  };

  const dictionary: string[] = ["", "", ""];
  let enlargeIn = 4;
  let numBits = 3;
  const first = read(2);
  if (first === 2) return "";
  if (first > 2) return undefined;
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dictionary.push(w);
  const out: string[] = [w];
  let length = w.length;
  if (length > maxChars) return "too long";
  for (;;) {
    if (exhausted) return undefined; // ran past the payload without an end code
    let code = read(numBits);
    if (code === 2) return out.join("");
    if (code < 2) {
      dictionary.push(String.fromCharCode(read(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
    }
    let entry: string;
    if (code < dictionary.length) entry = dictionary[code] ?? "";
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return undefined;
    length += entry.length;
    if (length > maxChars) return "too long";
    out.push(entry);
    dictionary.push(w + entry.charAt(0));
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
    w = entry;
  }
}

/**
 * Most characters a link's payload may decode to: 20 million, above SudokuPad's JSON of the largest layout
 * the schema allows (64 grids in a chain: 15.4 million characters); a samurai with its rules is about 100,000.
 */
export const MAX_DECODED_CHARS = 20_000_000;

/**
 * Longest link payload read: 2 million characters, the longest address Chromium takes (64 grids: 892,000;
 * a samurai: 8,000).
 */
export const MAX_PAYLOAD_CHARS = 2_000_000;

/**
 * The text behind a link's payload (`what` names the link's kind for the reasons, "an f-puzzles puzzle"):
 * percent escapes undone and spaces read as '+' (a query string may have turned them), at most
 * MAX_PAYLOAD_CHARS in and MAX_DECODED_CHARS out. Each failure is a one-line reason, thrown as `fail`
 * makes it (the caller's typed error).
 */
export function decodeLinkPayload(payload: string, what: string, fail: (message: string) => Error): string {
  let clean = payload.trim();
  try {
    clean = decodeURIComponent(clean);
  } catch {
    // not percent-encoded: keep as is
  }
  clean = clean.replace(/ /g, "+");
  if (clean.length > MAX_PAYLOAD_CHARS) throw fail(`the link's payload is longer than ${MAX_PAYLOAD_CHARS} characters: not ${what} of up to 16x16`);
  const text = decompressBase64(clean, MAX_DECODED_CHARS);
  if (text === "too long") throw fail(`the link's payload expands to more than ${MAX_DECODED_CHARS} characters: not ${what}`);
  if (text === undefined || !text.trimStart().startsWith("{")) throw fail(`the link's payload is not LZ-string base64 of ${what}`);
  return text;
}
