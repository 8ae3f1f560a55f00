import { describe, expect, it } from "vitest";
import { optionToken } from "../../src/cli/option-token.js";

describe("optionToken", () => {
  it("reads --name, --name=value and -x, and refuses what only yargs reads right", () => {
    const seen = new Set<string>();
    expect(optionToken("--jobs", seen)).toEqual({ name: "jobs", inline: undefined });
    expect(optionToken("--format=json", seen)).toEqual({ name: "format", inline: "json" });
    expect(optionToken("-j", seen)).toEqual({ name: "j", inline: undefined });
    expect(optionToken("-jf", seen)).toBeUndefined();
    expect(optionToken("--", seen)).toBeUndefined();
    expect(optionToken("--x", seen)).toBeUndefined();
    // A repeat: each name once.
    expect(optionToken("--jobs=2", seen)).toBeUndefined();
    expect([...seen]).toEqual(["jobs", "format", "j"]);
  });
});
