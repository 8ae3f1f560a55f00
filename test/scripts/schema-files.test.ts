/**
 * The JSON Schemas in schemas/ are the one source of truth for the file formats. The files derived from
 * them (scripts/schema-files.ts says which and how) must be committed as generated: this test fails when
 * one is stale, and `npm run schemas` rewrites them.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaFiles } from "../../scripts/schema-files.js";
import { projectRoot } from "../support/fixtures.js";

describe("files generated from schemas/", async () => {
  for (const file of await schemaFiles(projectRoot)) {
    it(`${file.path} is generated from the schemas`, () => {
      const target = join(projectRoot, file.path);
      const actual = existsSync(target) ? readFileSync(target, "utf8") : "";
      expect(actual, `${file.path} is stale: run \`npm run schemas\``).toBe(file.text);
    });
  }
});
