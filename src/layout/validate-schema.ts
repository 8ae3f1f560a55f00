import type { ErrorObject } from "ajv";
import type { Issue } from "../model/errors.js";
import type { Layout, Puzzle } from "../model/schemas.js";
import { byPointer } from "./by-pointer.js";
import { didYouMean } from "./did-you-mean.js";
import { RULE_KINDS } from "../rules/registry.js";
import { compileValidators } from "./validators.generated.js";
import { MAX_SIZE, MIN_SIZE } from "../model/grid-size.js";

/**
 * The rule types the schema knows, in its order: the two the layout itself reads (a diagonal, a region),
 * then the registry's kinds. Not read from the schema object: that would put the whole schema (16 KB) into
 * the page and its worker for a list of names; a test checks the two lists are the same.
 */
export const RULE_TYPES: readonly string[] = ["diagonal", "region", ...Object.keys(RULE_KINDS)];
const ruleTypes = `${RULE_TYPES.slice(0, -1)
  .map((x) => JSON.stringify(x))
  .join(", ")} or ${JSON.stringify(RULE_TYPES[RULE_TYPES.length - 1])}`;

/**
 * Property names the schemas know (of the puzzle, the layout, a grid, the rules, the cosmetics), for the
 * did-you-mean of an unknown property ("rule" for "rules"). A hand list, as RULE_TYPES is, to keep the
 * schema objects out of the page's bundle; a test checks each name is one of the schemas'. A name missing
 * here only costs a hint.
 */
export const PROPERTY_NAMES: readonly string[] = [
  "layout",
  "givens",
  "title",
  "source",
  "cosmetics",
  "name",
  "description",
  "size",
  "box",
  "grids",
  "rules",
  "rows",
  "cols",
  "id",
  "row",
  "col",
  "type",
  "grid",
  "cells",
  "sum",
  "regions",
  "circle",
  "color",
  "colors",
  "mark",
  "digits",
  "text",
  "fill",
  "textColor",
  "width",
  "height",
  "angle",
  "$schema",
];

/**
 * Validates a parsed JSON document against the layout or puzzle schema (draft 2020-12), reporting every
 * violation at once as issues with a JSON pointer and a plain reason instead of ajv's raw text.
 * The validators are ajv's, compiled ahead of time from schemas/ (validators.generated.ts), so no run
 * pays for ajv's compiler. Rejected: compiling on first use (about 90 ms of every JSON run's start-up).
 */
interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

let made: Record<"layout" | "puzzle", CompiledValidator> | undefined;

/**
 * The two validators, made on the first call (defining ajv's functions: no compiling), so that a bundle
 * that never validates leaves them out (the web page's worker).
 */
function validators(): Record<"layout" | "puzzle", CompiledValidator> {
  if (made === undefined) {
    const compiled = compileValidators();
    made = { layout: compiled.validateLayout as CompiledValidator, puzzle: compiled.validatePuzzle as CompiledValidator };
  }
  return made;
}

/**
 * True when `data` is a valid puzzle document: a type guard, so that the caller's value narrows to the type
 * generated from the same schema (no `as Puzzle`). The errors, when false, come from validateSchema.
 */
export function isPuzzleDocument(data: unknown): data is Puzzle {
  return validators().puzzle(data);
}

/** True when `data` is a valid layout document (a type guard, as isPuzzleDocument). */
export function isLayoutDocument(data: unknown): data is Layout {
  return validators().layout(data);
}

/**
 * Every schema violation of a parsed JSON document, as issues with a JSON pointer and a plain reason;
 * empty when it is valid.
 */
export function validateSchema(kind: "layout", data: unknown): Issue[];
export function validateSchema(kind: "puzzle", data: unknown): Issue[];
export function validateSchema(kind: "layout" | "puzzle", data: unknown): Issue[] {
  const validate = validators()[kind];
  if (validate(data)) return [];
  return explain(validate.errors ?? [], data);
}

/** Ajv's errors, cut down to the ones that say what to change, in plain words. */
function explain(all: readonly ErrorObject[], data: unknown): Issue[] {
  const { errors, issues: branchIssues } = chooseBranches(all, data);
  // Branches of a oneOf that do not match the value's type say nothing useful ("must be string" when an
  // object was given): drop type errors at a place where a deeper or different error explains more.
  const places = new Set(errors.filter((e) => e.keyword !== "type" && e.keyword !== "oneOf").map((e) => e.instancePath));
  const hasBetter = (path: string): boolean => [...places].some((p) => p === path || p.startsWith(`${path}/`));
  const kept = errors.filter((e) => {
    if (e.keyword === "oneOf") return !hasBetter(e.instancePath) && !errors.some((o) => o.keyword === "type" && o.instancePath === e.instancePath);
    if (e.keyword === "type") return !hasBetter(e.instancePath);
    return true;
  });
  // Several type errors at one place (the branches of a oneOf) become one.
  const byPlace = new Map<string, Issue>();
  for (const e of kept) {
    const pointer = e.instancePath;
    const message = reason(e, data);
    const key = `${pointer}\u0000${e.keyword === "type" ? "type" : message}`;
    const seen = byPlace.get(key);
    if (seen !== undefined && e.keyword === "type") {
      seen.message = seen.message.replace(/^must be /, `must be ${typeName(e)} or `);
      continue;
    }
    if (seen === undefined) byPlace.set(key, { pointer, message });
  }
  return [...branchIssues, ...byPlace.values()].sort(byPointer);
}

function typeName(e: ErrorObject): string {
  const t = String((e.params as { type?: unknown }).type ?? "");
  return t === "integer" ? "a whole number" : t === "array" ? "an array" : t === "object" ? "an object" : `a ${t}`;
}

/** What a layout's `size` may be, said once for every way of missing it (not a number, a fraction, out of range). */
const SIZE_REASON = `must be an integer from ${MIN_SIZE} to ${MAX_SIZE}`;

/** True at a layout's `size` (a layout document's, or a puzzle's inline layout's). */
const isSizePath = (path: string): boolean => path === "/size" || path === "/layout/size";

/** The allowed values of an enum, as a reader types them: `"white" or "black"`, `4, 5 or 6`. */
export function allowedValues(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v));
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

function reason(e: ErrorObject, data: unknown): string {
  const p = e.params as Record<string, unknown>;
  const field = e.instancePath.split("/").pop() ?? "";
  if (isSizePath(e.instancePath) && (e.keyword === "type" || e.keyword === "minimum" || e.keyword === "maximum")) return SIZE_REASON;
  switch (e.keyword) {
    case "enum":
      return `must be one of ${allowedValues(Array.isArray(p.allowedValues) ? p.allowedValues : [])}`;
    case "required":
      return `missing required property "${String(p.missingProperty)}"`;
    case "additionalProperties": {
      const typed = String(p.additionalProperty);
      // A required property missing at the same place is the likeliest meaning ("givns"), else any known name.
      // A known name in the wrong place gets none, nor a name the object already has.
      const here = valueAt(data, e.instancePath);
      const has = (k: string): boolean => here !== null && typeof here === "object" && Object.hasOwn(here, k);
      const near = PROPERTY_NAMES.includes(typed)
        ? undefined
        : (didYouMean(typed, missingAt(data, e.instancePath)) ??
          didYouMean(
            typed,
            PROPERTY_NAMES.filter((k) => !has(k)),
          ));
      return `unknown property "${typed}"${near === undefined ? "" : `: did you mean "${near}"?`}`;
    }
    case "type": {
      const cell = /\/(?:cells|circle)(?:\/\d+)?$/.test(e.instancePath) ? valueAt(data, e.instancePath) : undefined;
      if (typeof cell === "string") return cellFormReason(cell);
      return `must be ${typeName(e)}`;
    }
    case "const":
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case "multipleOf":
      return `must be a multiple of ${String(p.multipleOf)} (grids sit on box boundaries)`;
    case "minimum":
      return `must be at least ${String(p.limit)}`;
    case "maximum":
      return `must be at most ${String(p.limit)}`;
    case "minItems":
    case "maxItems":
      if (/\/rules\/\d+\/cells\/\d+$/.test(e.instancePath)) return "a region cell is [row, col]: two whole numbers (0-based canvas position)";
      if (/\/rules\/\d+\/cells$/.test(e.instancePath)) {
        const n = valueAt(data, e.instancePath);
        const count = Array.isArray(n) ? n.length : "?";
        // Each rule's own bound: a region's is its size, another rule's the schema's (a little killer, a line, an arrow).
        const type = (valueAt(data, e.instancePath.replace(/\/cells$/, "")) as { type?: unknown } | undefined)?.type;
        if (type === "region") return `a region needs exactly 9 cells on 9x9 grids (size cells on others), not ${count}`;
        const what = typeof type === "string" && RULE_TYPES.includes(type) ? `${/^[aeiou]/.test(type) ? "an" : "a"} ${type} rule` : "this rule";
        return e.keyword === "minItems"
          ? `${what} needs at least ${String(p.limit)} cells, not ${count}`
          : `${what} has at most ${String(p.limit)} cells, not ${count}`;
      }
      return e.keyword === "minItems" ? `needs at least ${String(p.limit)} item${p.limit === 1 ? "" : "s"}` : `has more than ${String(p.limit)} items`;
    case "minLength":
      return p.limit === 1 ? "must not be empty" : `is shorter than ${String(p.limit)} characters`;
    case "maxLength":
      return `is longer than ${String(p.limit)} characters`;
    case "maxProperties":
      return `has more than ${String(p.limit)} entries`;
    case "propertyNames":
      return `grid id "${String(p.propertyName)}" may only use letters, digits, '_' and '-' (at most 32)`;
    case "pattern":
      return patternReason(e.instancePath, field, valueAt(data, e.instancePath));
    case "oneOf":
      return "matches none of the allowed forms";
    default:
      return `is not valid (rule "${e.keyword}" of the schema)`;
  }
}

/** Properties some object of the schemas requires (a puzzle, a layout, a grid, a rule). */
const REQUIRED_NAMES = ["layout", "givens", "name", "grids", "id", "row", "col", "type", "cells"];

/** The required names the object at a pointer lacks: "givens" beside an unknown "givns". */
function missingAt(data: unknown, pointer: string): string[] {
  const value = valueAt(data, pointer);
  if (value === null || typeof value !== "object") return [];
  return REQUIRED_NAMES.filter((k) => !Object.hasOwn(value, k));
}

/**
 * A cell written as text ("r1c1", "R1C1", "A1"): the form a cell takes, and what this one would be on a grid
 * at the canvas's top left (rows and columns counted from 0 there).
 */
function cellFormReason(text: string): string {
  const m = /^r(\d+)c(\d+)$/i.exec(text.trim());
  const example = m === null ? "" : `; "${text}" is [${Number(m[1]) - 1}, ${Number(m[2]) - 1}] on a grid at the canvas's top left`;
  return `a cell is written [row, col]: two whole numbers, the 0-based canvas position${example}`;
}

function patternReason(path: string, field: string, value: unknown): string {
  const text = typeof value === "string" ? value : "";
  if (field === "id") return "a grid id may only use letters, digits, '_' and '-' (1 to 32 characters)";
  if (/^\/givens\/\d+$/.test(path)) {
    const i = [...text].findIndex((ch) => !/[0-9A-Ga-g. -]/.test(ch));
    return `character ${JSON.stringify(text[i] ?? "")} at column ${i + 1} is not allowed: use 1-9 (A-G for 10-16) for a given, '.' or '0' for an empty cell, ' ' or '-' outside the grids`;
  }
  if (path.startsWith("/givens/")) {
    const bad = [...text].findIndex((ch) => !/[0-9A-Ga-g.]/.test(ch));
    const side = Math.round(Math.sqrt(text.length)) || 9;
    if (bad >= 0) {
      return `character ${JSON.stringify(text[bad])} at position ${bad + 1} (row ${Math.floor(bad / side) + 1}, column ${(bad % side) + 1}) is not allowed: use 1-9 (A-G for 10-16) or '.'/'0'`;
    }
    return `must be exactly 81 characters (9 rows of 9) for a 9x9 grid, size x size for other sizes, not ${text.length}`;
  }
  return "has characters that are not allowed";
}

/** The value a JSON pointer names, or undefined. Own properties only: a "__proto__" key is just a key. */
function valueAt(data: unknown, pointer: string): unknown {
  let v: unknown = data;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (v === null || typeof v !== "object" || !Object.prototype.hasOwnProperty.call(v, key)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/**
 * The schemas' oneOf places (a rule, the layout, the givens) make ajv report every branch's complaints,
 * most of them about a branch the author never meant. The value says which branch was meant (a rule's
 * "type", a string or an object, an array or an object): keep that branch's errors and drop the others;
 * when no branch can be meant, say once what the place accepts.
 */
function chooseBranches(errors: readonly ErrorObject[], data: unknown): { errors: ErrorObject[]; issues: Issue[] } {
  const issues: Issue[] = [];
  const drops: ((e: ErrorObject) => boolean)[] = [];
  const under = (e: ErrorObject, path: string): boolean => e.instancePath === path || e.instancePath.startsWith(`${path}/`);
  for (const o of errors) {
    if (o.keyword !== "oneOf") continue;
    const at = o.instancePath;
    const value = valueAt(data, at);
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    const all = (e: ErrorObject): boolean => under(e, at);
    if (/\/rules\/\d+$/.test(at) || at === "/layout" || at === "/givens" || isBoxPath(at)) drops.push((e) => e === o);
    if (/\/rules\/\d+$/.test(at)) {
      const type = isObject ? (value as Record<string, unknown>).type : undefined;
      const meant = typeof type === "string" && RULE_TYPES.includes(type) ? `#/$defs/${type}Rule` : undefined;
      if (meant !== undefined) {
        drops.push((e) => all(e) && /^#\/\$defs\/[a-z-]+Rule/.test(e.schemaPath) && !e.schemaPath.startsWith(`${meant}/`));
        continue;
      }
      drops.push(all);
      issues.push(
        !isObject
          ? {
              pointer: at,
              message: `a rule is an object with a "type" (${ruleTypes}), e.g. {"type": "diagonal", "grid": ID} or {"type": "region", "cells": [[row, col], ...]}`,
            }
          : type === undefined
            ? { pointer: at, message: `missing required property "type" (${ruleTypes})` }
            : { pointer: `${at}/type`, message: unknownRuleType(type) },
      );
    } else if (at === "/layout") {
      if (typeof value === "string") drops.push((e) => all(e) && !e.schemaPath.startsWith("#/properties/layout/oneOf/0"));
      else if (isObject) drops.push((e) => all(e) && e.schemaPath.startsWith("#/properties/layout/oneOf/0"));
      else {
        drops.push(all);
        issues.push({ pointer: at, message: "must be a built-in layout name (a string) or a layout object" });
      }
    } else if (isBoxPath(at)) {
      // "box": "none" or {"rows": R, "cols": C}: an object meant the second; anything else is said once.
      if (isObject) drops.push((e) => all(e) && e.keyword === "const");
      else {
        drops.push(all);
        issues.push({ pointer: at, message: 'must be "none" (grids without boxes) or an object {"rows": R, "cols": C}' });
      }
    } else if (at === "/givens") {
      if (Array.isArray(value)) drops.push((e) => all(e) && e.schemaPath.startsWith("#/$defs/gridGivens"));
      else if (isObject) drops.push((e) => all(e) && e.schemaPath.startsWith("#/$defs/canvasGivens"));
      else {
        drops.push(all);
        issues.push({
          pointer: at,
          message: "must be the canvas (an array of strings, one per row) or an object from grid id to its size x size characters (81 for 9x9)",
        });
      }
    }
  }
  // A grid id that breaks propertyNames also yields a bare "pattern" error at the object: the
  // propertyNames error says it better.
  drops.push((e) => e.keyword === "pattern" && e.schemaPath.includes("/propertyNames/"));
  return { errors: errors.filter((e) => !drops.some((drop) => drop(e))), issues };
}

/** True at a layout's `box` (a layout document's, or a puzzle's inline layout's). */
function isBoxPath(path: string): boolean {
  return path === "/box" || path === "/layout/box";
}

/**
 * An unknown rule type with the nearest known one: a close misspelling ("diagonl"), or a known type the
 * word begins or ends ("thermo" for "thermometer", "knight" for "anti-knight"); the list of types only
 * when none is near.
 */
function unknownRuleType(type: unknown): string {
  const typed = String(type).toLowerCase();
  const near =
    didYouMean(typed, RULE_TYPES) ?? (typed.length >= 3 ? RULE_TYPES.find((t) => t.startsWith(typed) || t.endsWith(typed) || typed.startsWith(t)) : undefined);
  return near === undefined
    ? `unknown rule type ${JSON.stringify(type)}: use ${ruleTypes}`
    : `unknown rule type ${JSON.stringify(type)}: did you mean ${JSON.stringify(near)}?`;
}
