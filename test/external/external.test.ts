/**
 * A few published multi-grid puzzles, copied with their source headers from the collection described in
 * ../shared/external/README.md (janko.at via puzzlekit-dataset, Tomm1Ra/Sudoku, lee-anh, Volkskrant,
 * nahiphog, samurai-sudoku.com): solved and compared with the solution in the file. The full collection
 * is checked by `npm run check:external`; this test needs only test/fixtures/third-party/external/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";
import { checkExternal } from "./read-external.js";

const dir = `${projectRoot}test/fixtures/third-party/external/`;

describe("published external puzzles", () => {
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()) {
    it(name, () => {
      const outcome = checkExternal(readFileSync(dir + name, "utf8"), name);
      if (name.startsWith("samurai_samurai-sudoku-com_moderate2")) {
        // The collection's README: this one has two solutions; both stated ones must be found.
        expect(outcome.verdict, outcome.detail).toBe("ok-multiple");
        expect(outcome.detail).toContain("(so is [solution-2])");
      } else expect(outcome.verdict, outcome.detail).toBe("ok");
    });
  }

  it("maps shapes to built-in layouts by their offsets, and builds the others inline", () => {
    const layoutOf = (name: string): string => checkExternal(readFileSync(dir + name, "utf8"), name).layout;
    expect(layoutOf("windmill_janko_9.txt")).toBe("windmill");
    expect(layoutOf("gattai8_janko_1.txt")).toBe("gattai-8");
    expect(layoutOf("twin12_nahiphog_db0.txt")).toBe("twin-4");
    expect(layoutOf("twin3col_volkskrant.txt")).toBe("inline twin3col");
  });
});
