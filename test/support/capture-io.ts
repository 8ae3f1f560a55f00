import { mkdtempSync, rmSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliIo } from "../../src/cli/io.js";
import { nodeIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/run.js";
import { projectRoot } from "./fixtures.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in-process with the real file system but captured output. Relative paths are resolved
 * from the project root; `stdin` stands in for standard input ("-").
 */
export async function runCapture(
  argv: string[],
  options: {
    stdin?: string;
    tty?: boolean;
    stderrTty?: boolean;
    env?: Record<string, string>;
    interrupt?: AbortSignal;
    /** Aborts this controller once the CLI says it has begun that stage (src/cli/stop.ts Stopper.ready). */
    interruptWhenReady?: { stage: string; controller: AbortController };
  } = {},
): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const when = options.interruptWhenReady;
  const real = nodeIo(when?.controller.signal ?? options.interrupt);
  const local = (path: string): string => (path === "" || path.startsWith("/") ? path : join(projectRoot, path)); // "" stays empty, as the shell passes it
  const io: CliIo = {
    ...real,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      // A readiness line (asked for by interruptWhenReady) is not kept: it is the test's cue, not output.
      if (when !== undefined && t.startsWith("combo-sudoku: ready: ")) {
        if (t === `combo-sudoku: ready: ${when.stage}\n`) when.controller.abort();
        return;
      }
      stderr += t;
    },
    readText: (path) => (path === "-" ? (options.stdin ?? "") : real.readText(local(path))),
    openInput: (path) => (path === "-" ? { chunks: chunksOf(options.stdin ?? ""), close: () => undefined } : real.openInput(local(path))),
    openOutput: (path) =>
      path === undefined
        ? {
            write: (text) => {
              stdout += text;
              return Promise.resolve();
            },
            commit: () => Promise.resolve(),
            abort: () => Promise.resolve(),
            closed: () => false,
          }
        : real.openOutput(path),
    stdoutIsTty: options.tty ?? false,
    // Never the test runner's own stderr: progress lines appear only where a test asks for a terminal.
    stderrIsTty: options.stderrTty ?? false,
    env: { ...options.env, ...(when === undefined ? {} : { COMBO_SUDOKU_READY: "1" }) },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** Standard input as the process would see it: chunks of 64 KiB. */
async function* chunksOf(text: string): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += 1 << 16) yield text.slice(i, i + (1 << 16));
}

const created: string[] = [];

/**
 * A fresh temporary folder for output files, removed when its test file ends (test/support/seed-setup.ts
 * calls removeTempDirs after all its tests).
 */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-test-"));
  created.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this worker so far. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function readText(path: string): string {
  return readFileSync(path, "utf8");
}
