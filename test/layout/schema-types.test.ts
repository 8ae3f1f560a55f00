/**
 * The JSON Schemas in schemas/ are the one source of truth for the file formats. This test derives
 * src/layout/schemas.ts from them (the schema objects for ajv, and the TypeScript types via
 * json-schema-to-typescript) and fails when the committed file is stale. `npm run schemas` rewrites it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";
import type { JSONSchema } from "json-schema-to-typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const target = `${root}src/layout/schemas.ts`;

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

describe("src/layout/schemas.ts", () => {
  it("is generated from the schemas in schemas/", async () => {
    const expected = await generate();
    if (process.env.UPDATE_SCHEMAS) writeFileSync(target, expected);
    let actual = "";
    try {
      actual = readFileSync(target, "utf8");
    } catch {
      actual = "";
    }
    expect(actual, "src/layout/schemas.ts is stale: run `npm run schemas`").toBe(expected);
  });
});
