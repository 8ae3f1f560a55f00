import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packagePath, pathForPeople } from "../../src/cli/package-path.js";
import { projectRoot } from "../support/fixtures.js";

describe("package paths", () => {
  it("finds the files shipped with the package from the module, not from the current folder", () => {
    expect(packagePath("schemas/puzzle.schema.json")).toBe(join(projectRoot, "schemas/puzzle.schema.json"));
    expect(packagePath("no/such/file")).toBeUndefined();
  });

  it("shows a path below the current folder relative, and any other absolute (an installed package)", () => {
    const layouts = join(projectRoot, "puzzles/layouts");
    expect(pathForPeople(layouts, projectRoot)).toBe("puzzles/layouts");
    expect(pathForPeople(layouts, join(projectRoot, "src"))).toBe(layouts);
    expect(pathForPeople(layouts, "/")).toBe(layouts.slice(1));
    expect(existsSync(layouts)).toBe(true);
  });
});
