/**
 * The library page's examples cannot rot: each ```js block of docs/library.md is one file of examples/, word for
 * word; `npm run typecheck` type-checks those files (checkJs) against the built package (they import
 * "combo-sudoku" by name, resolved through package.json "exports" to dist/, as a user's code would), this
 * test runs each one and checks what it prints, and each runs as shipped under plain Node (`npm run example`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectRoot } from "../support/fixtures.js";

const EXAMPLES = `${projectRoot}examples/`;
const files = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith(".mjs"))
  .sort();
const page = readFileSync(`${projectRoot}docs/library.md`, "utf8");
const blocks = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);

/** What each example prints, line by line (a RegExp where the figure may vary). */
const EXPECTED: Record<string, (string | RegExp)[]> = {
  "count.mjs": ["1 1 center", "false budget"],
  "explain.mjs": [/^(full house|naked single|hidden single)$/, "solved easy true", "true"],
  "generate.mjs": [/^\d+ unique$/],
  "load.mjs": ["twin 153", "single 30"],
  "one-call.mjs": [
    /^unique true true (full house|naked single|hidden single)$/,
    /^\d\.\d easy$/,
    '{"status":"multiple","count":1000,"complete":false,"stopReason":"limit"}',
    "true",
    "true true",
    "true",
    "1 unique",
    "2 unique",
    "3 unique",
    "1 unique",
    "2 2",
  ],
  "property.mjs": ["properties hold"],
  "render.mjs": [/^13 /, "true"],
  "solve.mjs": ["unique search", /^\d{81}$/],
  "validate.mjs": [/^mine\.json: canvas row 1, column 2 .*given 5 appears twice/],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("docs/library.md examples", () => {
  it("every example file stands in docs/library.md word for word, and every js block is an example file", () => {
    const contents = files.map((f) => readFileSync(`${EXAMPLES}${f}`, "utf8"));
    for (const [i, f] of files.entries()) expect(blocks, `examples/${f} is not in docs/library.md as written`).toContain(contents[i]);
    for (const block of blocks) expect(contents, `a docs/library.md js block is not an example file:\n${block.slice(0, 200)}`).toContain(block);
    expect(Object.keys(EXPECTED).sort()).toEqual(files);
  });

  for (const file of files) {
    it(`examples/${file} runs and prints what it says`, async () => {
      const printed: string[] = [];
      vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(" "));
      });
      await import(`${EXAMPLES}${file}`);
      const expected = EXPECTED[file];
      expect(printed.length, printed.join("\n")).toBe(expected.length);
      expected.forEach((want, i) => {
        if (typeof want === "string") expect(printed[i]).toBe(want);
        else expect(printed[i]).toMatch(want);
      });
    });
  }
});
