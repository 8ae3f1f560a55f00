import type { Issue } from "../../model/errors.js";
import { InvalidInputError } from "../../model/errors.js";
import type { Model } from "../../model/model.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../../layout/builtin-layouts.js";
import { checkGivens } from "../../layout/check-givens.js";
import { givenRuleIssues } from "../../rules/registry.js";
import { layoutNameHint } from "../../layout/layout-name-hint.js";
import type { LayoutLimits } from "../../layout/check-layout.js";
import { checkLayout } from "../../layout/check-layout.js";
import { geometryOf } from "../../model/geometry-of.js";
import { parseJson } from "../../layout/parse-json.js";
import { readGivens } from "./read-givens.js";
import { remapRule, withoutRules } from "../../layout/without-rules.js";
import type { Cosmetic, Layout, Puzzle } from "../../model/schemas.js";
import { isPuzzleDocument, validateSchema } from "../../layout/validate-schema.js";

/** A puzzle ready to solve, with what its file said about itself. */
export interface LoadedPuzzle {
  readonly model: Model;
  readonly layout: Layout;
  /** The built-in layout's name, or undefined for an inline layout. */
  readonly layoutName?: string;
  readonly title?: string;
  readonly source?: string;
  /**
   * How it was written: a JSON puzzle file (or object), the nine-line text form of a 9x9, one 81-character
   * line, canvas text, f-puzzles JSON, an f-puzzles or SudokuPad f-puzzles link, or SudokuPad's own format
   * (a sudokupad.app/scl link or its JSON).
   */
  readonly format: "json" | "nine-lines" | "line" | "canvas-text" | "fpuzzles" | "fpuzzles-link" | "sudokupad-link" | "sudokupad";
  /** Drawing that states no rule (the file's `cosmetics`): kept for pictures and links, ignored by the solver. */
  readonly cosmetics?: readonly Cosmetic[];
}

export interface LoadOptions extends LayoutLimits {
  /** The file name, for messages ("-" for standard input). */
  readonly file?: string | undefined;
  /**
   * Reads a layout file a puzzle names instead of a built-in ("layout": "chain.layout.json"): given the
   * name as written, returns the layout (checked against the schema) or throws an InvalidInputError. Only
   * the CLI, which may read files, supplies it; without it such a name is "no built-in layout".
   */
  readonly readLayoutFile?: (name: string) => Layout;
  /** The layout of a canvas-text input (canvas-text/read-canvas-text.ts), when named rather than recognised. */
  readonly canvasLayout?: string | Layout;
}

/** Loads a JSON puzzle file: syntax, schema, layout rules, givens, each checked in turn. */
export function loadPuzzleJson(text: string, options: LoadOptions = {}): LoadedPuzzle {
  return loadPuzzleObject(parseJson(text, options.file), options);
}

/**
 * Loads a puzzle document that is already a JavaScript value (parsed JSON, or an object literal): nesting,
 * schema, layout rules and givens checked as for a file; every problem at once in an InvalidInputError.
 */
export function loadPuzzleObject(data: unknown, options: LoadOptions = {}): LoadedPuzzle {
  const depth = nestingDepth(data);
  if (depth > MAX_JSON_DEPTH) {
    throw new InvalidInputError([{ file: options.file, message: `values nested more than ${MAX_JSON_DEPTH} deep: a puzzle file never needs that` }]);
  }
  if (!isPuzzleDocument(data)) {
    // Every problem at once: the rules the schema finds fault with are left out, and the rest of the
    // document goes through the other checks, so a bad rule does not hide a thermometer that does not touch.
    const schema = validateSchema("puzzle", data);
    const rest = withoutRules(data, schema, "/layout");
    const doc = rest?.document;
    const more = rest !== undefined && isPuzzleDocument(doc) ? problemsOf(() => puzzleFromDocument(doc, "json", options), rest.index) : [];
    throw new InvalidInputError([...schema.map((i) => ({ file: options.file, ...i })), ...more]);
  }
  return puzzleFromDocument(data, "json", options);
}

/**
 * The issues of loading a document with some rules left out, their rule pointers mapped back to the rules'
 * places in the original list (index[k] is where rule k was).
 */
function problemsOf(load: () => unknown, index: readonly number[]): Issue[] {
  try {
    load();
    return [];
  } catch (e: unknown) {
    if (!(e instanceof InvalidInputError)) throw e;
    return e.issues.map((i) => ({ ...i, ...(i.pointer === undefined ? {} : { pointer: remapRule(i.pointer, index) }) }));
  }
}

export function puzzleFromDocument(doc: Puzzle, format: LoadedPuzzle["format"], options: LoadOptions): LoadedPuzzle {
  const file = options.file;
  const fail = (issues: Issue[]): never => {
    throw new InvalidInputError(issues.map((i) => ({ file, ...i })));
  };
  let layout: Layout;
  let layoutName: string | undefined;
  if (typeof doc.layout === "string" && isLayoutFileName(doc.layout) && options.readLayoutFile !== undefined) {
    // A layout file beside the puzzle: read by the caller, then checked here like an inline layout.
    layout = options.readLayoutFile(doc.layout);
  } else if (typeof doc.layout === "string") {
    if (!isBuiltinLayoutName(doc.layout)) {
      if (doc.layout.endsWith(".json") && options.readLayoutFile !== undefined) {
        return fail([{ pointer: "/layout", message: `layout file "${doc.layout}" must be a relative path inside the puzzle's folder (no "..")` }]);
      }
      return fail([{ pointer: "/layout", message: `no built-in layout "${doc.layout}"${layoutNameHint(doc.layout)}` }]);
    }
    layout = BUILTIN_LAYOUTS[doc.layout];
    layoutName = doc.layout;
  } else {
    layout = doc.layout;
  }
  const at = typeof doc.layout === "string" ? "" : "/layout";
  const layoutIssues = checkLayout(layout, at, options);
  // A problem in a rule does not stop the givens' checks (every problem at once): the givens are checked
  // on the layout without the rules at fault; a problem in the grids does.
  const kept = withoutRules(at === "" ? layout : { layout }, layoutIssues, at);
  if (layoutIssues.length > 0 && kept === undefined) fail(layoutIssues);
  const checked = kept === undefined ? layout : at === "" ? (kept.document as Layout) : (kept.document as { layout: Layout }).layout;
  if (kept !== undefined && checkLayout(checked, at, options).length > 0) fail(layoutIssues);
  const geometry = geometryOf(checked);
  const read = readGivens(geometry, doc.givens);
  const givenIssues = [...read.issues, ...checkGivens(geometry, read.givens)];
  // The variant rules the givens already break (a cage, a dot, or any rule on a filled grid), once the units hold.
  if (givenIssues.length === 0) {
    const ruleIssues = givenRuleIssues(geometry, read.givens, at);
    // A loop, not push(...issues): every rule may have one.
    for (const i of ruleIssues) givenIssues.push(kept === undefined || i.pointer === undefined ? i : { ...i, pointer: remapRule(i.pointer, kept.index) });
  }
  if (layoutIssues.length + givenIssues.length > 0) fail([...layoutIssues, ...givenIssues.sort(byPosition)]);
  return {
    model: { geometry, givens: read.givens },
    layout,
    ...(layoutName === undefined ? {} : { layoutName }),
    ...(doc.title === undefined ? {} : { title: doc.title }),
    ...(doc.source === undefined ? {} : { source: doc.source }),
    format,
    ...(doc.cosmetics === undefined || doc.cosmetics.length === 0 ? {} : { cosmetics: doc.cosmetics }),
  };
}

/**
 * Whether a puzzle's "layout" string names a layout file rather than a built-in: a relative path ending in
 * ".json", without ".." (a puzzle from a stranger may name a file beside it or below it, nothing else).
 */
export function isLayoutFileName(name: string): boolean {
  return name.endsWith(".json") && !name.startsWith("/") && !/^[A-Za-z]:/.test(name) && !name.split(/[\\/]/).includes("..");
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
