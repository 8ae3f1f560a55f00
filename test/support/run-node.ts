import { spawn } from "node:child_process";
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

/**
 * Runs the built CLI; `after` ms after the start, sends `signal` (if given). `stdin` is written and then
 * closed, unless `keepStdinOpen`: then the input never ends, so a batch cannot finish before the signal,
 * however fast the machine. `stdout`: a file descriptor to give the child as its standard output instead of
 * a pipe (its output is then not captured). `onSignal` is called just as the signal is sent.
 */
export function runNode(
  args: string[],
  options: { signal?: NodeJS.Signals; after?: number; onSignal?: () => void; stdin?: string; keepStdinOpen?: boolean; stdout?: number } = {},
): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd: projectRoot, stdio: ["pipe", options.stdout ?? "pipe", "pipe"] });
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
    const { signal, after } = options;
    if (signal !== undefined) {
      setTimeout(() => {
        options.onSignal?.();
        child.kill(signal);
      }, after ?? 500);
    }
    child.on("error", reject);
    child.on("close", (code, sig) => resolve({ code, signal: sig, stdout, stderr }));
  });
}
