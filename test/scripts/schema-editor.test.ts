/**
 * `$schema` in an editor: VS Code (and any validator that reads schemas from disk) starts from the file a
 * puzzle's `$schema` names and resolves every `$ref` against where that schema was read from. The puzzle
 * schema must therefore reach the layout schema by a relative reference to a file beside it, so that the
 * editor checks an inline layout (its grids, its rules) too, not only the puzzle's top level.
 *
 * Here ajv plays the editor: it is handed only the puzzle schema as read from its file URL, and fetches
 * whatever else it needs through `loadSchema`, from disk, by URL, as an editor does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";

const SCHEMAS = join(projectRoot, "schemas");

/** A schema as an editor holds it: read from its file URL, a relative `$id` resolved against that URL. */
function readAt(url: string): Record<string, unknown> {
  const schema = JSON.parse(readFileSync(fileURLToPath(url), "utf8")) as Record<string, unknown>;
  const id = typeof schema.$id === "string" ? schema.$id : undefined;
  return { ...schema, $id: id === undefined ? url : new URL(id, url).href };
}

/** Every `$ref` in a JSON value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refs(v)));
}

async function editorValidator(): Promise<{ validate: (data: unknown) => boolean; fetched: string[] }> {
  const fetched: string[] = [];
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    loadSchema: (uri: string) => {
      fetched.push(uri);
      if (!uri.startsWith("file:")) return Promise.reject(new Error(`an editor cannot fetch ${uri}`));
      return Promise.resolve(readAt(uri));
    },
  });
  const validate = await ajv.compileAsync(readAt(pathToFileURL(join(SCHEMAS, "puzzle.schema.json")).href));
  return { validate: (data) => validate(data) as boolean, fetched };
}

describe("the schemas resolve as an editor resolves them", () => {
  it("every $ref is within the file (#...) or names a file in schemas/", () => {
    const files = new Set(readdirSync(SCHEMAS));
    for (const name of files) {
      for (const ref of refs(JSON.parse(readFileSync(join(SCHEMAS, name), "utf8")))) {
        if (ref.startsWith("#")) continue;
        expect(ref, `${name}: ${ref}`).toMatch(/^[a-z.-]+\.schema\.json(#.*)?$/);
        expect(files.has(ref.replace(/#.*$/, "")), `${name}: ${ref}`).toBe(true);
      }
    }
  });

  it("the puzzle schema alone reaches the layout schema from disk, and checks inside an inline layout", async () => {
    const { validate, fetched } = await editorValidator();
    expect(fetched.map((u) => u.replace(/^.*\//, ""))).toEqual(["layout.schema.json"]);
    const killer = JSON.parse(readFileSync(join(projectRoot, "puzzles/killer.json"), "utf8")) as { layout: { rules: { sum?: unknown }[] } };
    expect(validate(killer)).toBe(true);
    // A mistake deep inside the inline layout: an editor using the schema now underlines it.
    const bad = structuredClone(killer);
    const first = bad.layout.rules[0];
    if (first !== undefined) first.sum = "ten";
    expect(validate(bad)).toBe(false);
    expect(validate({ ...killer, layout: { ...killer.layout, grids: [{ id: "main", row: "0", col: 0 }] } })).toBe(false);
  });

  it("every shipped puzzle file that names the schema passes it", async () => {
    const { validate } = await editorValidator();
    const dir = join(projectRoot, "puzzles");
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      const data = JSON.parse(readFileSync(join(dir, name), "utf8")) as { $schema?: string };
      if (data.$schema === undefined) continue;
      expect(validate(data), name).toBe(true);
    }
  });
});
