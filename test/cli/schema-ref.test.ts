import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const schemaOf = (json: string): string => (JSON.parse(json) as { $schema: string }).$schema;

describe("init and generate write $schema one way, and it points at the schema", () => {
  it("on stdout: relative to the current folder, the same for both, and the file is there", async () => {
    const init = await runCapture(["init", "twin"]);
    const generate = await runCapture(["generate", "-l", "twin", "--seed", "3", "--givens", "60"]);
    expect(generate.code).toBe(0);
    expect(schemaOf(generate.stdout)).toBe(schemaOf(init.stdout));
    expect(schemaOf(init.stdout)).toBe("schemas/puzzle.schema.json"); // the tests run from the project root
    expect(existsSync(resolve(schemaOf(generate.stdout)))).toBe(true);
  });

  it("into a file elsewhere: relative to that file's folder, the same for both, and the file is there", async () => {
    const dir = tempDir();
    const a = join(dir, "a.json");
    const b = join(dir, "b.json");
    expect((await runCapture(["init", "twin", "-o", a])).code).toBe(0);
    expect((await runCapture(["generate", "-l", "twin", "--seed", "3", "--givens", "60", "-o", b])).code).toBe(0);
    const ref = schemaOf(readText(a));
    expect(schemaOf(readText(b))).toBe(ref);
    expect(ref.startsWith("/")).toBe(false);
    expect(existsSync(resolve(dirname(a), ref))).toBe(true);
    // The generated puzzle also validates.
    expect((await runCapture(["validate", b])).code).toBe(0);
  });

  it("each puzzle file generate writes into a folder gets its own, also resolving", async () => {
    const dir = tempDir();
    expect((await runCapture(["generate", "-l", "single", "--seed", "1", "--givens", "40", "-n", "2", "-o", dir])).code).toBe(0);
    const ref = schemaOf(readText(join(dir, "puzzle-002.json")));
    expect(existsSync(resolve(dir, ref))).toBe(true);
  });
});
