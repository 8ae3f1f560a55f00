#!/usr/bin/env node
// SIGINT, SIGTERM and SIGHUP ask the running command to stop: it reports what it found so far and returns 3.
// A second signal, for a command that does not stop, ends the process at once: a line on stderr, exit
// 130/143/129, an -o file not written (io.ts removes its temporary file as the process exits). The
// handlers come first, in this small file that imports nothing, and the CLI (start.ts, bundled into one large
// file) is loaded after them, so that a signal while it is read and compiled is handled the same way. Only
// Node's own start, before any script runs, is unguarded: a signal then ends the process as it would any
// program. (One bundled file with the handlers at its end left them unset until the whole bundle was
// compiled: some 0.2 s more on a loaded machine.) They stay set to the end: a signal as the command ends
// (its output still going out) is a first signal like any other, and changes nothing, where the default
// action would have ended the process with its output cut short.
const interrupt = new AbortController();
const SIGNAL_EXIT: Readonly<Record<string, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const onSignal = (signal: NodeJS.Signals): void => {
  if (interrupt.signal.aborted) {
    process.stderr.write(`combo-sudoku: ${signal} after a first signal: ended at once, nothing more written\n`);
    process.exit(SIGNAL_EXIT[signal] ?? 130);
  }
  interrupt.abort();
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);

// process.argv.slice(2), not yargs's hideBin: loading yargs is left to the command lines that need it.
const { nodeIo, outputFailure, runCli, writingFile } = await import("./start.js");

// The only place that ends the process. The exit code is set, not forced, so pending writes to a pipe
// are flushed first. A write to standard output that failed for another reason than a closed pipe (a full
// disk behind a redirect) makes it 2 at least, even when the failure shows only as the output is flushed.
// A reader of standard output that goes away (`| head -1`) has taken all it wants: the run ends there,
// quietly and with exit code 0, as it would have after its last line, rather than work on for output that
// nobody reads (`solve --all` of an open layout never ended). Unless an -o file is being written: that is
// the run's output, and it goes on.
const readerGone = (): void => {
  if (!writingFile()) process.exit(0);
};
const code = await runCli(process.argv.slice(2), nodeIo(interrupt.signal, readerGone));
process.exitCode = code;
process.on("exit", () => {
  if (outputFailure() !== undefined) process.exitCode = Math.max(code, 2);
});
// The command is over; its output may still be going out. A test sends a signal after this line to see that
// one now changes nothing (docs/development.md, Signals).
if (process.env.COMBO_SUDOKU_READY === "1") process.stderr.write("combo-sudoku: ready: ending\n");
// Once both streams have let their last write out, the process ends by process.exit: left to end by itself,
// Node closed the signal handlers first and then freed the memory (a few hundred ms for a large run on a
// loaded machine), and a signal in between ended it by the default action, exit code lost. process.exit
// keeps them to the end. A callback comes also for a stream that failed (a reader gone): it ends all the same.
const flushed = (stream: NodeJS.WriteStream): Promise<void> => new Promise((resolve) => stream.write("", () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit();
