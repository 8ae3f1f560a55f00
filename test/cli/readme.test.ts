/** The documents' claims that a user can check, checked: they must change together with the behaviour. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

/** A page of docs/, as a user reads it. */
function page(name: string): string {
  return readFileSync(join(projectRoot, "docs", name), "utf8");
}
/** Where each command's options are documented: its page, and for the commands that read puzzles, the formats page. */
const OPTION_PAGES: Record<string, string[]> = {
  solve: ["solve.md", "formats.md"],
  validate: ["solve.md", "formats.md"],
  generate: ["generate.md"],
  layouts: ["puzzle-format.md"],
  init: ["puzzle-format.md"],
  render: ["render-convert.md"],
};
const CLASSIC = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const SOLVED = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";

describe("the documents and the behaviour agree", () => {
  it("names exactly the run-time dependencies package.json installs", () => {
    const claim = /\*\*Dependencies\*\*: (\w+) at run time \(([^)]*)\)/.exec(page("reliability.md"));
    expect(claim).not.toBeNull();
    const named = (claim?.[2] ?? "").split(/,\s*/);
    const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(named.sort()).toEqual(Object.keys(pkg.dependencies).sort());
    expect(claim?.[1]).toBe(["none", "one", "two", "three"][named.length]);
  });

  it("blank and '#' batch lines print nothing; JSON Lines carry the input line number", async () => {
    const solvePage = page("solve.md");
    expect(solvePage).toContain("blank and `#` lines print nothing");
    expect(solvePage).toContain("`line` being its line number in the input");
    const input = `# a comment\n${CLASSIC}\n\n   \n# another\n${CLASSIC}\n`;
    const text = await runCapture(["solve", "-", "--format", "text"], { stdin: input });
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(`${SOLVED}\n${SOLVED}\n`);
    const json = await runCapture(["solve", "-", "--format", "json"], { stdin: input });
    expect(
      json.stdout
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as { line: number }).line),
    ).toEqual([2, 6]);
    const validate = await runCapture(["validate", "-"], { stdin: input });
    expect(validate.stdout).toBe("-: ok (2 9x9 puzzles, one a line)\n");
  });

  it("documents every option the commands accept", async () => {
    for (const [command, pages] of Object.entries(OPTION_PAGES)) {
      const text = pages.map(page).join("\n");
      const help = await runCapture([command, "--help"]);
      const options = [...help.stdout.matchAll(/^\s+(?:-\w, )?--([a-z-]+)/gm)].map((m) => m[1]).filter((o) => o !== "help" && o !== "version" && o !== "color");
      expect(help.code).toBe(0);
      expect(options.length, command).toBeGreaterThan(0);
      for (const option of options) expect(text, `${command} --${option} in docs/${pages.join(", docs/")}`).toMatch(new RegExp(`--${option}\\b`));
    }
  });
});
