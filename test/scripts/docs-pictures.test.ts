/**
 * The pictures of docs/ are what `render` draws today: each listed command (scripts/docs-pictures.ts) runs
 * again, in-process, and its output must equal the committed file byte for byte. After a deliberate change
 * of the drawing: `npm run build && npm run docs:pictures`, look at the pictures, commit them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCS_PICTURES } from "../../scripts/docs-pictures.js";
import { runCapture } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

const FOLDER = join(projectRoot, "docs/pictures");
const REGENERATE = "npm run build && npm run docs:pictures";

/** Every .svg under a folder, as paths relative to it. */
function svgsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".svg"))
    .map((e) => relative(FOLDER, join(e.parentPath, e.name)))
    .sort();
}

/** The README and every page of docs/, as one text. */
const documents = [
  join(projectRoot, "README.md"),
  ...readdirSync(join(projectRoot, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(projectRoot, "docs", f)),
]
  .map((f) => readFileSync(f, "utf8"))
  .join("\n");

describe("the pictures of docs/", () => {
  it("are exactly the listed ones, and each is shown by a page", () => {
    expect(svgsUnder(FOLDER)).toEqual(DOCS_PICTURES.map((p) => p.file).sort());
    const unshown = DOCS_PICTURES.filter((p) => !documents.includes(`pictures/${p.file})`)).map((p) => p.file);
    expect(unshown).toEqual([]);
  });

  for (const picture of DOCS_PICTURES) {
    it(`${picture.file} is what \`combo-sudoku ${picture.args.join(" ")}\` draws (else: ${REGENERATE})`, async () => {
      const run = await runCapture([...picture.args]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      // Compared as text, but a difference is reported by its place rather than as two whole pictures.
      const committed = readFileSync(join(FOLDER, picture.file), "utf8");
      if (run.stdout !== committed) {
        const at = [...run.stdout].findIndex((ch, i) => ch !== committed[i]);
        expect.fail(`${picture.file} is out of date (first difference at character ${at === -1 ? run.stdout.length : at}): ${REGENERATE}`);
      }
    });
  }
});
