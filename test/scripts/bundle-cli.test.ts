/**
 * scripts/bundle-cli.mjs leaves the package's bin executable: a rebuild writes dist/cli/main.js anew, and
 * npx, which links a local package's bin once and keeps the link, ran it as it was ("Permission denied"
 * after `npm run build` or a second `npm ci` in the same folder). The suite runs after `npm ci`, which
 * built dist/.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";

describe("the built CLI", () => {
  it("dist/cli/main.js, the package's bin, is executable by its owner, group and others", () => {
    const mode = statSync(join(projectRoot, "dist/cli/main.js")).mode;
    expect((mode & 0o111).toString(8)).toBe("111");
  });
});
