import lz from "lz-string";
import { decodeLinkPayload } from "../lz-base64.js";
import { InvalidInputError } from "../../model/errors.js";
import { parseJson } from "../../layout/parse-json.js";

/** SudokuPad's link to a puzzle in its own format: this, then the LZ-string base64 payload. */
export const SCL_LINK_PREFIX = "https://sudokupad.app/scl";

/** Longest payload decoded (LZ-string's output can grow quadratically in its input). */

/** The SudokuPad link of an SCL puzzle object: LZ-string compressToBase64 of its JSON text. */
export function sclLink(scl: unknown): string {
  return SCL_LINK_PREFIX + lz.compressToBase64(JSON.stringify(scl));
}

/** The payload of a SudokuPad SCL link (`sudokupad.app/scl<PAYLOAD>`, also under `/sudoku/`), or undefined. */
export function sclLinkPayload(text: string): string | undefined {
  const m = /^https?:\/\/(?:[a-z]+\.)?sudokupad\.app\/(?:sudoku\/)?scl([^?#\s]+)/i.exec(text.trim());
  return m === null ? undefined : m[1];
}

/**
 * The parsed puzzle behind an SCL payload: LZ-string base64 of JSON, or of SudokuPad's "zipped" JSON (short
 * keys, unquoted: unzipped here). A payload that is neither is an InvalidInputError.
 */
export function decodeSclPayload(payload: string, file?: string): unknown {
  const text = decodeLinkPayload(payload, "a SudokuPad puzzle", (message) => new InvalidInputError([{ file, message }]));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return parseJson(unzipScl(text), file);
  }
}

/** SudokuPad's short keys (PuzzleZipper's property map) and the names they stand for. */
const LONG_KEYS: Readonly<Record<string, string>> = {
  c: "color",
  ca: "cages",
  ct: "center",
  c1: "borderColor",
  c2: "backgroundColor",
  ce: "cells",
  cs: "cellSize",
  a: "arrows",
  o: "overlays",
  u: "underlays",
  w: "width",
  h: "height",
  v: "value",
  vd: "videos",
  l: "lines",
  r: "rounded",
  re: "regions",
  fs: "fontSize",
  th: "thickness",
  hl: "headLength",
  wp: "wayPoints",
  t: "title",
  te: "text",
  d: "duration",
};

/**
 * The JSON text of SudokuPad's zipped form: quotes swapped for apostrophes, keys unquoted, empty objects
 * left out between commas, booleans as t and f, colours as bare hex (#0 and #F for black and white), and
 * short keys. Undone in that order's reverse; keys are mapped back after parsing.
 */
function unzipScl(zipped: string): string {
  const quoted = zipped.includes('"')
    ? zipped
    : zipped
        .replace(/\\'/g, "\u2019")
        .replace(/'/g, '"')
        .replace(/\u2019/g, "'");
  const json = quoted
    .replace(/([,{[])([a-zA-Z0-9]+):/g, '$1"$2":')
    .replace(/([,{[])(?=[,}\]])/g, "$1_")
    .replace(/{_}/g, "{}")
    .replace(/([,{[])_/g, "$1{}")
    .replace(/(:)f([,}\]])/g, "$1false$2")
    .replace(/(:)t([,}\]])/g, "$1true$2")
    .replace(/(:)#0([,}\]])/g, '$1"#000000"$2')
    .replace(/(:)#F([,}\]])/g, '$1"#FFFFFF"$2')
    .replace(/(:)([0-9a-fA-F]{6})([,}\]])/g, '$1"#$2"$3');
  let data: unknown;
  try {
    data = JSON.parse(json) as unknown;
  } catch {
    return json; // parseJson reports where it breaks
  }
  return JSON.stringify(longKeys(data));
}

function longKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(longKeys);
  if (value === null || typeof value !== "object") return value;
  // No prototype: a "__proto__" key from a stranger's payload stays a plain key.
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) out[Object.hasOwn(LONG_KEYS, k) ? (LONG_KEYS[k] ?? k) : k] = longKeys(v);
  return out;
}
