/**
 * The library page's API section (docs/library.md) names every function and constant the package exports, so a newcomer finds the
 * whole library in one table: a new export without its line there fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as api from "../../src/index.js";
import { projectRoot } from "../support/fixtures.js";

const page = readFileSync(`${projectRoot}docs/library.md`, "utf8");
/** The section: its opening paragraph and its table, up to the first blank line after the table. */
const section = /\n## API\n\n([\s\S]*?\n\|[\s\S]*?)\n\n/.exec(page)?.[1] ?? "";

describe("docs/library.md API section", () => {
  it("names every value export of src/index.ts", () => {
    expect(section.length).toBeGreaterThan(0);
    const missing = Object.keys(api).filter((name) => !new RegExp("`" + name + "[`(]").test(section));
    expect(missing).toEqual([]);
  });

  it("names nothing the package does not export", () => {
    const named = [...section.matchAll(/`([A-Za-z_]\w*)[`(]/g)].map((m) => m[1]);
    const types = new Set(["Model", "Geometry", "Puzzle", "Layout", "Rule", "SolveResult", "Step", "Rating", "exitCode"]);
    expect(named.filter((n) => !(n in api) && !types.has(n))).toEqual([]);
  });
});
