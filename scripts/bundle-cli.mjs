// Bundles the command line into one file per thread, in place: dist/cli/start.js (every command, loaded by
// the entry dist/cli/main.js once it has set its signal handlers; main.js itself stays as tsc wrote it, a few
// lines that import nothing else, so that Node runs them before reading the bundle) and dist/cli/worker.js
// (the worker thread's entry), from what tsc has just compiled there (so the code
// run is the code tsc checked and emitted). Why: start-up. Node loads an ES module graph file by file (a
// stat, a read, a compile each, some 40 files for `solve`); one file saves about a third of what start-up
// spends beyond bare node. yargs stays outside: only command lines the quick path (src/cli/quick-solve.ts)
// does not read load it. The library (dist/index.js and the rest of dist/) is left as tsc wrote it.
// Usage: node scripts/bundle-cli.mjs   (npm run build runs it after tsc)
import { build } from "esbuild";
import { chmodSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "dist/cli");
await build({
  entryPoints: [join(cli, "start.js"), join(cli, "worker.js")],
  outdir: cli,
  allowOverwrite: true,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external: ["yargs"],
  legalComments: "none",
  logLevel: "warning",
});
// The package's bin: executable, as npm makes it when it links the bin. A rebuild writes the file anew
// (mode 644), and npx, which links a local package once and keeps the link, then found it not executable
// ("combo-sudoku: Permission denied" after `npm run build` or `npm ci` in the same folder).
chmodSync(join(cli, "main.js"), 0o755);
