/**
 * The files derived from the JSON Schemas in schemas/, the one source of truth for the file formats:
 * - src/model/schemas.ts: the schema objects and the TypeScript types (json-schema-to-typescript);
 * - src/layout/validators.generated.ts: the validators, compiled ahead of time by ajv's standalone code
 *   generation, so that a run of the CLI neither loads ajv's compiler nor compiles (about 90 ms of start-up).
 * `npm run schemas` (generate-schema-types.ts) writes them; test/scripts/schema-files.test.ts fails when a
 * committed one is stale. Build-time only: nothing in src/ imports this.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { compile } from "json-schema-to-typescript";
import type { JSONSchema } from "json-schema-to-typescript";

export interface GeneratedFile {
  /** Relative to the project root. */
  readonly path: string;
  readonly text: string;
}

/** Every file generated from the schemas, as it should read, for the project at `root`. */
export async function schemaFiles(root: string): Promise<GeneratedFile[]> {
  return [
    { path: "src/model/schemas.ts", text: await schemaTypes(root) },
    { path: "src/layout/validators.generated.ts", text: validators(root) },
  ];
}

function readSchema(root: string, name: string): JSONSchema {
  return JSON.parse(readFileSync(join(root, "schemas", `${name}.schema.json`), "utf8")) as JSONSchema;
}

/** src/model/schemas.ts: the schema objects and the TypeScript types (json-schema-to-typescript). */
async function schemaTypes(root: string): Promise<string> {
  const layout = readSchema(root, "layout");
  const puzzle = readSchema(root, "puzzle");
  const options = {
    bannerComment: "",
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: true,
    declareExternallyReferenced: true,
    $refOptions: {
      resolve: {
        sibling: {
          order: 1,
          canRead: /(^|\/)layout\.schema\.json$/,
          // The puzzle schema refers to the layout schema: name its type, declared above, not again.
          read: () => JSON.stringify({ tsType: "Layout" }),
        },
      },
    },
  };
  const layoutTypes = await compile(layout, "Layout", options);
  const puzzleOwn = await compile(puzzle, "Puzzle", options);
  return [
    "// Generated from schemas/*.schema.json by `npm run schemas` (scripts/generate-schema-types.ts). Do not edit.",
    "/* eslint-disable */",
    "",
    layoutTypes.trim(),
    "",
    puzzleOwn.trim(),
    "",
    `export const layoutSchema = ${JSON.stringify(layout, null, 2)} as const;`,
    "",
    `export const puzzleSchema = ${JSON.stringify(puzzle, null, 2)} as const;`,
    "",
  ].join("\n");
}

// ajv's standalone generator is CommonJS whose module.exports is the function itself.
const standaloneCode = createRequire(import.meta.url)("ajv/dist/standalone") as typeof import("ajv/dist/standalone/index.js").default;

/**
 * ajv's standalone code with the schema objects it declares (`const schema31 = {...};`, one per schema
 * and $def) but never reads left out: the validators read only a few (an enum's values), and a bundler
 * keeps an unread declaration inside a function. Each object is JSON, so its end is found by counting
 * brackets outside strings.
 */
function withoutUnreadSchemas(code: string): string {
  const declaration = /const (schema\d+) = /g;
  let out = "";
  let from = 0;
  for (let match = declaration.exec(code); match !== null; match = declaration.exec(code)) {
    const name = match[1] ?? "";
    const end = jsonEnd(code, match.index + match[0].length) + 1; // past the ";"
    if (code[end - 1] !== ";") throw new Error(`unexpected declaration of ${name} in ajv's output`);
    const rest = code.slice(0, match.index) + code.slice(end);
    if (!new RegExp(`\\b${name}\\b`).test(rest)) {
      out += code.slice(from, match.index);
      from = end;
    }
    declaration.lastIndex = end;
  }
  return out + code.slice(from);
}

/** Where the JSON value starting at `start` ends (the index just past it). */
function jsonEnd(text: string, start: number): number {
  if (text[start] !== "{" && text[start] !== "[") throw new Error("unexpected schema value in ajv's output");
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
  }
  throw new Error("unterminated JSON in ajv's output");
}

/** ajv's standalone ESM output, which still require()s its one runtime helper: replaced by a local one. */
function validators(root: string): string {
  const ajv = new Ajv2020({ allErrors: true, strict: true, code: { source: true, esm: true } });
  ajv.addSchema(readSchema(root, "layout") as object);
  ajv.addSchema(readSchema(root, "puzzle") as object);
  const code = standaloneCode(ajv, { validateLayout: "layout.schema.json", validatePuzzle: "puzzle.schema.json" });
  const helper = 'require("ajv/dist/runtime/ucs2length").default';
  if (!code.includes(helper) || /require\(/.test(code.replaceAll(helper, ""))) throw new Error("unexpected require() in ajv's output");
  const exported = /export const (validateLayout|validatePuzzle) = /g;
  if ((code.match(exported) ?? []).length !== 2) throw new Error("unexpected exports in ajv's output");
  return [
    "// Generated from schemas/*.schema.json by `npm run schemas` (scripts/generate-schema-types.ts). Do not edit.",
    "// ajv standalone validators (draft 2020-12, allErrors), compiled ahead of time. Not type-checked: generated code.",
    "// @ts-nocheck",
    "/* eslint-disable */",
    "// Inside one function, so that a bundle whose code never validates (the web page's worker) drops them:",
    "// ajv's top-level statements (validate20.evaluated = ...) would otherwise keep all of it.",
    "export function compileValidators() {",
    "// String length in Unicode code points, as ajv/dist/runtime/ucs2length counts it (a pair of surrogates",
    "// is one): written here so that the validators need nothing from ajv at run time.",
    "const ucs2length = (text) => { let n = 0; for (const _ of text) n++; return n; };",
    withoutUnreadSchemas(code)
      .replace(/^"use strict";/, "")
      .replaceAll(helper, "ucs2length")
      .replace(exported, "const $1 = "),
    "return { validateLayout, validatePuzzle };",
    "}",
    "",
  ].join("\n");
}
