/**
 * Everything the CLI entry (main.ts) loads once its signal handlers are set: the bundle (npm run build:cli
 * makes this file and all it imports one file, dist/cli/start.js), so that main.ts stays a few lines Node
 * compiles at once. Compiling the bundle took some 0.2 s on a loaded machine: a signal then, with the
 * handlers still unset, ended the process by the default action (exit 130, no message).
 */
export { nodeIo, outputFailure, writingFile } from "./io.js";
export { runCli } from "./run.js";
