// Builds the workbench page into dist/web/: index.html, style.css and app.js (one script, the Web Worker's
// bundle inlined in it as a string; see src/web/shell/job-runner.ts for why). esbuild bundles and minifies
// the script and minifies the style sheet; it does not type-check: `tsc -p src/web/tsconfig.json` does that
// (npm run build runs both).
// Usage: node scripts/build-web.mjs [OUTDIR]   (default dist/web)
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const out = resolve(root, process.argv[2] ?? "dist/web");
const common = { bundle: true, minify: true, format: "iife", platform: "browser", target: "es2022", legalComments: "none", logLevel: "warning" };

const worker = await build({ ...common, entryPoints: [join(root, "src/web/worker.ts")], write: false });
mkdirSync(out, { recursive: true });
await build({
  ...common,
  entryPoints: [join(root, "src/web/shell/main.ts")],
  outfile: join(out, "app.js"),
  define: { WORKER_SOURCE: JSON.stringify(worker.outputFiles[0].text) },
});
// The style sheet minified too (its comments and spacing were a tenth of the page gzipped); the page as written.
await build({ entryPoints: [join(root, "src/web/shell/style.css")], outfile: join(out, "style.css"), minify: true, logLevel: "warning" });
copyFileSync(join(root, "src/web/shell/index.html"), join(out, "index.html"));
