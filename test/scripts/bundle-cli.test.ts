/**
 * scripts/bundle-cli.mjs leaves the package's bin executable: a rebuild writes dist/cli/main.js anew, and
 * npx, which links a local package's bin once and keeps the link, ran it as it was ("Permission denied"
 * after `npm run build` or a second `npm ci` in the same folder). The suite runs after `npm ci`, which
 * built dist/. And the bin is a small file that sets the signal handlers before it loads the bundle:
 * with the handlers at the end of the one bundled file, a signal while Node compiled its megabyte ended the
 * process by the default action (exit 130, no message), a window that reached 0.44 s on a loaded machine.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";

describe("the built CLI", () => {
  it("dist/cli/main.js, the package's bin, is executable by its owner, group and others", () => {
    const mode = statSync(join(projectRoot, "dist/cli/main.js")).mode;
    expect((mode & 0o111).toString(8)).toBe("111");
  });

  it("dist/cli/main.js imports nothing before its signal handlers are set: the bundle is loaded after them", () => {
    const main = readFileSync(join(projectRoot, "dist/cli/main.js"), "utf8");
    expect(main.length).toBeLessThan(4096);
    expect(main).not.toMatch(/^\s*(import|export)\b.*\bfrom\b/m); // no static import: those load before any line runs
    const handlers = main.indexOf("process.on(signal, onSignal)");
    expect(handlers).toBeGreaterThan(0);
    expect(main.indexOf("import(")).toBeGreaterThan(handlers);
    expect(statSync(join(projectRoot, "dist/cli/start.js")).size).toBeGreaterThan(100_000); // the bundle
  });
});
