/**
 * The JSON Schemas in schemas/ are the one source of truth for the file formats. This test derives two
 * files from them and fails when a committed one is stale; `npm run schemas` rewrites both:
 * - src/model/schemas.ts: the schema objects and the TypeScript types (json-schema-to-typescript);
 * - src/layout/validators.generated.ts: the validators, compiled ahead of time by ajv's standalone code
 *   generation, so that a run of the CLI neither loads ajv's compiler nor compiles (about 90 ms of start-up).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { compile } from "json-schema-to-typescript";
import type { JSONSchema } from "json-schema-to-typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const target = `${root}src/model/schemas.ts`;
const validatorsTarget = `${root}src/layout/validators.generated.ts`;

function readSchema(name: string): JSONSchema {
  return JSON.parse(readFileSync(`${root}schemas/${name}.schema.json`, "utf8")) as JSONSchema;
}

async function generate(): Promise<string> {
  const layout = readSchema("layout");
  const puzzle = readSchema("puzzle");
  const options = {
    bannerComment: "",
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: true,
    declareExternallyReferenced: true,
    $refOptions: {
      resolve: {
        urn: {
          order: 1,
          canRead: /^urn:combo-sudoku:/,
          // The puzzle schema refers to the layout schema: name its type, declared above, not again.
          read: () => JSON.stringify({ tsType: "Layout" }),
        },
      },
    },
  };
  const layoutTypes = await compile(layout, "Layout", options);
  const puzzleOwn = await compile(puzzle, "Puzzle", options);
  return [
    "// Generated from schemas/*.schema.json by `npm run schemas` (test/layout/schema-types.test.ts). Do not edit.",
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

/** ajv's standalone ESM output, which still require()s its one runtime helper: replaced by a local one. */
function generateValidators(): string {
  const ajv = new Ajv2020({ allErrors: true, strict: true, code: { source: true, esm: true } });
  ajv.addSchema(readSchema("layout") as object);
  ajv.addSchema(readSchema("puzzle") as object);
  const code = standaloneCode(ajv, { validateLayout: "urn:combo-sudoku:schema:layout", validatePuzzle: "urn:combo-sudoku:schema:puzzle" });
  const helper = 'require("ajv/dist/runtime/ucs2length").default';
  if (!code.includes(helper) || /require\(/.test(code.replaceAll(helper, ""))) throw new Error("unexpected require() in ajv's output");
  return [
    "// Generated from schemas/*.schema.json by `npm run schemas` (test/layout/schema-types.test.ts). Do not edit.",
    "// ajv standalone validators (draft 2020-12, allErrors), compiled ahead of time. Not type-checked: generated code.",
    "// @ts-nocheck",
    "/* eslint-disable */",
    "// String length in Unicode code points, as ajv/dist/runtime/ucs2length counts it (a pair of surrogates",
    "// is one): written here so that the validators need nothing from ajv at run time.",
    "const ucs2length = (text) => { let n = 0; for (const _ of text) n++; return n; };",
    code.replace(/^"use strict";/, "").replaceAll(helper, "ucs2length"),
    "",
  ].join("\n");
}

describe("src/layout/validators.generated.ts", () => {
  it("is compiled from the schemas in schemas/", () => {
    const expected = generateValidators();
    if (process.env.UPDATE_SCHEMAS) writeFileSync(validatorsTarget, expected);
    const actual = existsSync(validatorsTarget) ? readFileSync(validatorsTarget, "utf8") : "";
    expect(actual, "src/layout/validators.generated.ts is stale: run `npm run schemas`").toBe(expected);
  });
});

describe("src/model/schemas.ts", () => {
  it("is generated from the schemas in schemas/", async () => {
    const expected = await generate();
    if (process.env.UPDATE_SCHEMAS) writeFileSync(target, expected);
    const actual = existsSync(target) ? readFileSync(target, "utf8") : "";
    expect(actual, "src/model/schemas.ts is stale: run `npm run schemas`").toBe(expected);
  });
});
