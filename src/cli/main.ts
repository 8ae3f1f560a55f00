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

const { hideBin } = await import("yargs/helpers");
const { nodeIo } = await import("./io.js");
const { runCli } = await import("./run.js");

// The only place that ends the process. The exit code is set, not forced, so pending writes to a pipe
// are flushed first.
process.exitCode = await runCli(hideBin(process.argv), nodeIo(interrupt.signal));
process.off("SIGINT", onSignal);
process.off("SIGTERM", onSignal);
