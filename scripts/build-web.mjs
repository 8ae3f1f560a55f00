// Builds the workbench page into dist/web/: index.html, style.css and app.js (one script, for the page and
// its Web Worker alike; see src/web/shell/app.ts and job-runner.ts). esbuild bundles and minifies
// the script and minifies the style sheet; it does not type-check: `tsc -p src/web/tsconfig.json` does that
// (npm run build runs both).
// Usage: node scripts/build-web.mjs [OUTDIR]   (default dist/web)
import { build } from "esbuild";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = resolve(root, process.argv[2] ?? "dist/web");
const common = { bundle: true, minify: true, format: "iife", platform: "browser", target: "es2022", legalComments: "none", logLevel: "warning" };

// One script for the page and its worker (src/web/shell/app.ts). Wrapped in a named function whose source
// text (Function.prototype.toString) starts the worker from a Blob (src/web/shell/job-runner.ts): no second
// file, and no second copy of the modules both use, as the worker's bundle inlined as a string had been.
const app = await build({ ...common, entryPoints: [join(root, "src/web/shell/app.ts")], write: false, define: { WORKER_SOURCE: "comboSudokuWorkerSource" } });
mkdirSync(out, { recursive: true });
const code = app.outputFiles[0].text;
writeFileSync(
  join(out, "app.js"),
  // In parentheses, a function expression: V8 compiles it as the script is compiled (it will be called at
  // once), where a declaration was pre-parsed whole first and parsed whole again at its call, a second pass
  // over the whole script on the way to the first render (a fifth of the script's start-up).
  `var comboSudokuWorkerSource;var comboSudokuApp=(function comboSudokuApp(){${code}});comboSudokuWorkerSource="("+comboSudokuApp.toString()+")()";comboSudokuApp();\n`,
);
// The style sheet minified too (its comments and spacing were a tenth of the page gzipped); the page as written.
await build({ entryPoints: [join(root, "src/web/shell/style.css")], outfile: join(out, "style.css"), minify: true, logLevel: "warning" });
copyFileSync(join(root, "src/web/shell/index.html"), join(out, "index.html"));
