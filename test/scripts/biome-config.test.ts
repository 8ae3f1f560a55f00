import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { biomeConfig } from "../../scripts/biome-config.js";
import { projectRoot } from "../support/fixtures.js";

describe("biome.json", () => {
  it("is written from scripts/biome-config.ts", () => {
    const actual = readFileSync(join(projectRoot, "biome.json"), "utf8");
    expect(actual, "biome.json is stale: run `npm run lint:config`").toBe(`${JSON.stringify(biomeConfig(), null, 2)}\n`);
  });
});
