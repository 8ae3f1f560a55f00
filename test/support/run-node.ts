import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import { projectRoot } from "./fixtures.js";

/** The built CLI's entry (npm test builds dist/ first). */
export const MAIN = join(projectRoot, "dist/cli/main.js");

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** How long to wait at most for a child's signal handlers before signalling it anyway. */
const CATCH_WAIT_MS = 30_000;

/**
 * Resolves once process `pid` has set the CLI's signal handlers (src/cli/main.ts sets those for SIGINT,
 * SIGTERM and SIGHUP first thing, together); at once where /proc cannot be read or the process is gone,
 * after CATCH_WAIT_MS at most. Seen on Linux as SIGHUP's bit in SigCgt of /proc/PID/status: Node itself
 * catches SIGINT and SIGTERM from its start (to restore the terminal before it dies of them), so their
 * bits say nothing, while SIGHUP is caught only once a script asks. Before the handlers, in Node's own
 * start-up, a signal ends the process as it would any program: a window of about 50 ms on a quiet
 * machine, but past a second on a loaded one, where a signal sent a fixed time after the spawn landed in it.
 */
export async function handlersSet(pid: number): Promise<void> {
  const sighup = 1n << BigInt(constants.signals.SIGHUP - 1);
  const end = performance.now() + CATCH_WAIT_MS;
  while (performance.now() < end) {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, "utf8");
    } catch {
      return; // no /proc, or the process is gone
    }
    const mask = /^SigCgt:\s*([0-9a-f]+)$/m.exec(status)?.[1];
    if (mask === undefined || (BigInt(`0x${mask}`) & sighup) !== 0n) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A readiness line (src/cli/stop.ts Stopper.ready), printed with COMBO_SUDOKU_READY=1. */
const READY_LINE = /^combo-sudoku: ready: [\w-]+\n/gm;

/**
 * Runs the built CLI; `after` ms after it has set its signal handlers (handlersSet), sends `signal` (if given).
 * With `ready`, the signal goes instead as soon as the CLI says it has begun that stage of its work (a
 * readiness line on stderr, COMBO_SUDOKU_READY=1), plus `after` ms if given: bounded by the work, not by the
 * machine's speed. Readiness lines are left out of the stderr returned. `stdin` is written and then
 * closed, unless `keepStdinOpen`: then the input never ends, so a batch cannot finish before the signal,
 * however fast the machine. `stdout`: a file descriptor to give the child as its standard output instead of
 * a pipe (its output is then not captured). `onSignal` is called just as the signal is sent.
 */
export function runNode(
  args: string[],
  options: {
    signal?: NodeJS.Signals;
    after?: number;
    ready?: string;
    onSignal?: () => void;
    stdin?: string;
    keepStdinOpen?: boolean;
    stdout?: number;
  } = {},
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const env = options.ready === undefined ? process.env : { ...process.env, COMBO_SUDOKU_READY: "1" };
    const child = spawn(process.execPath, [MAIN, ...args], { cwd: projectRoot, env, stdio: ["pipe", options.stdout ?? "pipe", "pipe"] });
    const { stdin, stderr: errors } = child;
    if (stdin === null || errors === null) throw new Error("spawned without pipes for stdin and stderr");
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (t: string) => (stdout += t));
    errors.setEncoding("utf8").on("data", (t: string) => (stderr += t));
    stdin.on("error", () => undefined);
    if (options.stdin !== undefined && options.keepStdinOpen === true) stdin.write(options.stdin);
    else if (options.stdin !== undefined) stdin.end(options.stdin);
    else stdin.end();
    const { signal, after, ready } = options;
    const send = (): void => {
      options.onSignal?.();
      child.kill(signal);
    };
    if (signal !== undefined && ready !== undefined) {
      let sent = false;
      errors.on("data", () => {
        if (sent || !stderr.includes(`combo-sudoku: ready: ${ready}\n`)) return;
        sent = true;
        if (after === undefined) send();
        else setTimeout(send, after);
      });
    } else if (signal !== undefined && child.pid !== undefined) {
      void handlersSet(child.pid).then(() => setTimeout(send, after ?? 500));
    }
    child.on("error", reject);
    child.on("close", (code, sig) => resolve({ code, signal: sig, stdout, stderr: stderr.replace(READY_LINE, "") }));
  });
}
