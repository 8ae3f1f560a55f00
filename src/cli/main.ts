#!/usr/bin/env node
// SIGINT and SIGTERM ask the running command to stop: it reports what it found so far and returns 3. A
// second signal, for a command that does not stop, ends the process at once. The handlers come first, and
// the CLI is loaded after them, so that a signal during start-up is handled the same way.
const interrupt = new AbortController();
const onSignal = (signal: NodeJS.Signals): void => {
  if (interrupt.signal.aborted) process.exit(signal === "SIGINT" ? 130 : 143);
  interrupt.abort();
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

// process.argv.slice(2), not yargs's hideBin: loading yargs is left to the command lines that need it.
const { nodeIo } = await import("./io.js");
const { runCli } = await import("./run.js");

// The only place that ends the process. The exit code is set, not forced, so pending writes to a pipe
// are flushed first.
process.exitCode = await runCli(process.argv.slice(2), nodeIo(interrupt.signal));
process.off("SIGINT", onSignal);
process.off("SIGTERM", onSignal);
