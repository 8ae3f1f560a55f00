// `npm run example -- NAME`: runs examples/NAME.mjs (the library examples of docs/library.md), from the project's
// folder, against the built package (dist/, built by npm ci). Without a name, lists them.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const folder = fileURLToPath(new URL("../examples/", import.meta.url));
const names = readdirSync(folder)
  .filter((f) => f.endsWith(".mjs"))
  .map((f) => f.slice(0, -4));
const name = process.argv[2];
if (name === undefined || !names.includes(name)) {
  console.error(`${name === undefined ? "name an example" : `no example "${name}"`}: ${names.join(", ")} (npm run example -- solve)`);
  process.exit(2);
}
process.chdir(fileURLToPath(new URL("..", import.meta.url)));
await import(pathToFileURL(`${folder}${name}.mjs`).href);
