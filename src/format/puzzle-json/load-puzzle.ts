import type { Issue } from "../../model/errors.js";
import { InvalidInputError } from "../../model/errors.js";
import type { Model } from "../../model/model.js";
import { BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import { checkGivens } from "../../layout/check-givens.js";
import type { LayoutLimits } from "../../layout/check-layout.js";
import { checkLayout } from "../../layout/check-layout.js";
import { buildGeometry } from "../../model/geometry.js";
import { parseJson } from "../../layout/parse-json.js";
import { readGivens } from "./read-givens.js";
import type { Layout, Puzzle } from "../../model/schemas.js";
import { validateSchema } from "../../layout/validate-schema.js";

/** A puzzle ready to solve, with what its file said about itself. */
export interface LoadedPuzzle {
  readonly model: Model;
  readonly layout: Layout;
  /** The built-in layout's name, or undefined for an inline layout. */
  readonly layoutName?: string;
  readonly title?: string;
  readonly source?: string;
  /** How it was written: a JSON puzzle file, or the nine-line text form of a 9x9. */
  readonly format: "json" | "nine-lines";
}

/** A text file of 9x9 puzzles, one 81-character line each; lines keep their 1-based line number. */
export interface Batch {
  readonly lines: readonly { readonly line: number; readonly text: string }[];
}

export type LoadedInput = { kind: "puzzle"; puzzle: LoadedPuzzle } | { kind: "batch"; batch: Batch };

export interface LoadOptions extends LayoutLimits {
  /** The file name, for messages ("-" for standard input). */
  readonly file?: string;
}

/**
 * Reads any input the tool accepts: a JSON puzzle file, nine lines of nine characters (one 9x9 puzzle), or
 * lines of 81 characters (a batch). Every problem found is reported at once in an InvalidInputError.
 */
export function loadInput(text: string, options: LoadOptions = {}): LoadedInput {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trimStart().startsWith("{")) return { kind: "puzzle", puzzle: loadPuzzleJson(body, options) };
  const lines = body
    .split(/\r?\n/)
    .map((t, i) => ({ line: i + 1, text: t.trim() }))
    .filter((l) => !isSkippedLine(l.text));
  if (lines.length === 9 && lines.every((l) => l.text.length === 9)) {
    return { kind: "puzzle", puzzle: loadNineLines(lines, options.file) };
  }
  // A file whose first puzzle line has 81 characters is a batch: a bad line further on (wrong length, bad
  // character) is that line's problem, reported per line by whoever solves the batch, not the whole file's.
  if (lines.length > 0 && isBatchLine(lines[0].text)) return { kind: "batch", batch: { lines } };
  const first = lines[0] ?? { line: 1, text: "" };
  throw new InvalidInputError([
    {
      file: options.file,
      line: first.line,
      message:
        lines.length === 0
          ? "no puzzle here: expected a JSON puzzle file, nine lines of nine characters, or lines of 81 characters"
          : `expected 81 characters (one 9x9 puzzle a line), got ${first.text.length}; or a JSON puzzle file, or nine lines of nine`,
    },
  ]);
}

/**
 * Whether the first (trimmed) puzzle line of a text makes it a batch: 81 characters, and not the start of a
 * JSON document. The CLI, which streams batches, decides from the first puzzle line alone with this test.
 */
export function isBatchLine(trimmed: string): boolean {
  return trimmed.length === 81 && !trimmed.startsWith("{");
}

/** A line of a text input that holds no puzzle: blank, or a '#' comment. */
export function isSkippedLine(trimmed: string): boolean {
  return trimmed === "" || trimmed.startsWith("#");
}

function loadNineLines(lines: readonly { line: number; text: string }[], file?: string): LoadedPuzzle {
  const issues: Issue[] = [];
  const digits: string[] = [];
  for (const { line, text } of lines) {
    for (let c = 0; c < 9; c++) {
      const ch = text[c];
      if (!/[0-9.]/.test(ch)) {
        issues.push({ file, line, column: c + 1, message: `character ${JSON.stringify(ch)} is not allowed: use 1-9, or '.' or '0' for an empty cell` });
      }
      digits.push(ch);
    }
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
  return fromDocument({ layout: "single", givens: { main: digits.join("") } }, "nine-lines", { file });
}

/** Loads a JSON puzzle file: syntax, schema, layout rules, givens, each checked in turn. */
function loadPuzzleJson(text: string, options: LoadOptions = {}): LoadedPuzzle {
  const data = parseJson(text, options.file);
  const depth = nestingDepth(data);
  if (depth > MAX_JSON_DEPTH) {
    throw new InvalidInputError([{ file: options.file, message: `values nested more than ${MAX_JSON_DEPTH} deep: a puzzle file never needs that` }]);
  }
  const schemaIssues = validateSchema("puzzle", data);
  if (schemaIssues.length > 0) throw new InvalidInputError(schemaIssues.map((i) => ({ file: options.file, ...i })));
  return fromDocument(data as Puzzle, "json", options);
}

function fromDocument(doc: Puzzle, format: LoadedPuzzle["format"], options: LoadOptions): LoadedPuzzle {
  const file = options.file;
  const fail = (issues: Issue[]): never => {
    throw new InvalidInputError(issues.map((i) => ({ file, ...i })));
  };
  let layout: Layout;
  let layoutName: string | undefined;
  if (typeof doc.layout === "string") {
    const builtin = Object.prototype.hasOwnProperty.call(BUILTIN_LAYOUTS, doc.layout) ? BUILTIN_LAYOUTS[doc.layout] : undefined;
    if (builtin === undefined) {
      fail([{ pointer: "/layout", message: `no built-in layout "${doc.layout}" (built-in: ${Object.keys(BUILTIN_LAYOUTS).join(", ")})` }]);
    }
    layout = builtin as Layout;
    layoutName = doc.layout;
  } else {
    layout = doc.layout;
  }
  const layoutIssues = checkLayout(layout, typeof doc.layout === "string" ? "" : "/layout", options);
  if (layoutIssues.length > 0) fail(layoutIssues);
  const geometry = buildGeometry(layout);
  const read = readGivens(geometry, doc.givens);
  const givenIssues = [...read.issues, ...checkGivens(geometry, read.givens)];
  if (givenIssues.length > 0) fail(givenIssues.sort(byPosition));
  return {
    model: { geometry, givens: read.givens },
    layout,
    ...(layoutName === undefined ? {} : { layoutName }),
    ...(doc.title === undefined ? {} : { title: doc.title }),
    ...(doc.source === undefined ? {} : { source: doc.source }),
    format,
  };
}

/** Canvas order (row, then column); issues without a canvas position keep their order, first. */
function byPosition(a: Issue, b: Issue): number {
  return (a.row ?? 0) - (b.row ?? 0) || (a.col ?? 0) - (b.col ?? 0);
}

/** Deepest nesting a puzzle file may have; the schema needs 6 (rules/cells/pairs); the validator recurses. */
const MAX_JSON_DEPTH = 32;

/** How deep arrays and objects nest in a parsed JSON value, found without recursion (so any depth is safe). */
function nestingDepth(data: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[data, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== "object") continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return deepest;
}
