/**
 * The lint rules that keep dependencies pointing one way (biome.json), checked on small files written into
 * a scratch copy of the project's shape: an import from a room above is refused, so is an import cycle,
 * and the process, the console and Node's modules outside src/cli/. And every room of src/ has its rule, so
 * that a new room cannot escape the check.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

interface Diagnostic {
  category?: string;
  location?: { path?: string };
}

/** Lints the given files (path -> text) with the project's biome.json; the rules broken, by file. */
function lint(files: Record<string, string>): Record<string, string[]> {
  const dir = tempDir();
  copyFileSync(join(projectRoot, "biome.json"), join(dir, "biome.json"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(join(projectRoot, "node_modules/.bin/biome"), ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
  });
  rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  const broken: Record<string, string[]> = {};
  for (const d of report.diagnostics) {
    const path = d.location?.path ?? "?";
    (broken[path] ??= []).push((d.category ?? "?").replace(/^lint\/\w+\//, ""));
  }
  return broken;
}

describe("biome.json keeps the rooms one-way", () => {
  it("has a rule for every room of src/", () => {
    const config = readFileSync(join(projectRoot, "biome.json"), "utf8");
    const rooms = readdirSync(join(projectRoot, "src"), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(rooms.length).toBeGreaterThan(3);
    for (const room of rooms) expect(config, `src/${room.name}/ has no rule in biome.json`).toContain(`"src/${room.name}/**"`);
  });

  it("refuses imports from rooms above and between siblings, cycles, and IO outside src/cli/", () => {
    const broken = lint({
      "src/layout/up.ts": 'import { solve } from "../strategies/solve.js";\nexport const s = solve;\n',
      "src/format/puzzle-json/up.ts": 'import { run } from "../../cli/run.js";\nexport const r = run;\n',
      "src/strategies/sibling.ts": 'import { hint } from "../logic/hint.js";\nexport const h = hint;\n',
      "src/format/sibling.ts": 'import { arb } from "../arbitraries/index.js";\nexport const a = arb;\n',
      "src/model/a.ts": 'import { b } from "./b.js";\nexport const a = (): unknown => b;\n',
      "src/model/b.ts": 'import { a } from "./a.js";\nexport const b = (): unknown => a;\n',
      "src/format/io.ts": 'import { readFileSync } from "node:fs";\nexport const r = (): unknown => [readFileSync, process.argv, console];\n',
      "src/solver/dom.ts": "export const d = (): unknown => document;\n",
    });
    expect(broken).toEqual({
      "src/layout/up.ts": ["noRestrictedImports"],
      "src/format/puzzle-json/up.ts": ["noRestrictedImports"],
      "src/strategies/sibling.ts": ["noRestrictedImports"],
      "src/format/sibling.ts": ["noRestrictedImports"],
      "src/model/a.ts": ["noImportCycles"],
      "src/model/b.ts": ["noImportCycles"],
      "src/format/io.ts": ["noNodejsModules", "noRestrictedGlobals", "noRestrictedGlobals"],
      "src/solver/dom.ts": ["noRestrictedGlobals"],
    });
  });

  it("lets a room import from below and itself, and src/cli/ touch the process, the console and Node", () => {
    expect(
      lint({
        "src/strategies/down.ts": 'import { searchEngine } from "../solver/search.js";\nimport { x } from "./x.js";\nexport const s = [searchEngine, x];\n',
        "src/strategies/x.ts": "export const x = 1;\n",
        "src/generate/level.ts": 'import { rateSolve } from "../logic/rating.js";\nexport const r = rateSolve;\n',
        "src/format/nine-lines/down.ts":
          'import { solve } from "../../strategies/solve.js";\nimport { svg } from "../svg.js";\nexport const s = [solve, svg];\n',
        "src/cli/io.ts": 'import { readFileSync } from "node:fs";\nexport const r = (): unknown => [readFileSync, process.argv, console];\n',
      }),
    ).toEqual({});
  });
});
