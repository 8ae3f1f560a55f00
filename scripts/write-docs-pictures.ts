/**
 * `npm run docs:pictures`: draws every picture of docs/ (docs-pictures.ts) with the built command line
 * (dist/cli/main.js: `npm ci` or `npm run build` first), writes each one that changed into docs/pictures/,
 * removes pictures no longer listed, and says what it did. Run from the project root (npm does).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { DOCS_PICTURES } from "./docs-pictures.js";

const root = process.cwd();
const cli = join(root, "dist/cli/main.js");
const folder = join(root, "docs/pictures");
if (!existsSync(cli)) {
  console.error("dist/cli/main.js is missing: build first (npm run build)");
  process.exit(2);
}

let failed = 0;
for (const picture of DOCS_PICTURES) {
  const run = spawnSync(process.execPath, [cli, ...picture.args], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) {
    failed++;
    console.error(`${picture.file}: combo-sudoku ${picture.args.join(" ")} exited ${run.status}: ${run.stderr.trim()}`);
    continue;
  }
  const target = join(folder, picture.file);
  if (existsSync(target) && readFileSync(target, "utf8") === run.stdout) {
    console.log(`${picture.file}: up to date`);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(`${target}.tmp`, run.stdout);
  renameSync(`${target}.tmp`, target);
  console.log(`${picture.file}: written`);
}

// Pictures that no list entry draws any more.
const listed = new Set(DOCS_PICTURES.map((p) => join(folder, p.file)));
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".svg") ? [join(dir, e.name)] : []));
for (const file of walk(folder)) {
  if (listed.has(file)) continue;
  rmSync(file);
  console.log(`${relative(folder, file)}: removed (no longer listed)`);
}
if (failed > 0) process.exit(1);
