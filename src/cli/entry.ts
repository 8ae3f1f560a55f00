/**
 * What the process entry (main.ts) loads once its signal handlers are set: the whole command line, which
 * `npm run build` bundles into this one file (scripts/bundle-cli.mjs), so that main.js itself stays a few
 * lines that Node compiles at once and the handlers exist before the bundle is even read.
 */
export { nodeIo, outputFailure } from "./io.js";
export { runCli } from "./run.js";
