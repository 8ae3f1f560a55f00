/**
 * `npm run schemas`: rewrites the files generated from schemas/*.schema.json (see schema-files.ts) and says
 * which changed. Run from the project root (npm does).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { schemaFiles } from "./schema-files.js";

const root = process.cwd();
for (const file of await schemaFiles(root)) {
  const target = join(root, file.path);
  if (existsSync(target) && readFileSync(target, "utf8") === file.text) {
    console.log(`${file.path}: up to date`);
  } else {
    writeFileSync(target, file.text);
    console.log(`${file.path}: written`);
  }
}
