/**
 * The entry's signal handlers (src/cli/main.ts): a second signal ends the process at once, with a line on
 * stderr, its exit code, and no -o file or temporary file left; the handlers stay set until the very end,
 * so a signal as a command ends (its output still going out) changes nothing. Each signal is sent once the
 * CLI says it has reached the moment under test (COMBO_SUDOKU_READY=1 readiness lines), and where the
 * process must still be running then, its standard output is held unread, so it cannot end first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";
import { MAIN } from "../support/run-node.js";

const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI with its standard output held unread (paused) until `signals` are sent: they go one after
 * the other, at once, when the readiness line of `stage` comes; then the output is read to the end.
 */
function run(args: string[], stage: string, signals: NodeJS.Signals[]): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], {
      cwd: projectRoot,
      env: { ...process.env, COMBO_SUDOKU_READY: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const { stdout: out, stderr: err } = child;
    if (out === null || err === null) throw new Error("spawned without pipes");
    out.pause();
    let stdout = "";
    let stderr = "";
    let sent = false;
    err.setEncoding("utf8").on("data", (t: string) => {
      stderr += t;
      if (sent || !stderr.includes(`combo-sudoku: ready: ${stage}\n`)) return;
      sent = true;
      for (const signal of signals) child.kill(signal);
      out.setEncoding("utf8").on("data", (t: string) => (stdout += t));
      out.resume(); // paused by hand: a listener alone does not resume it
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const shogun = join(dir, "shogun.json");
writeFileSync(shogun, JSON.stringify({ layout: "shogun", givens: {} }));

describe("signals at the entry", () => {
  it("a second signal ends a command held by its output at once: its exit code and a line on stderr", async () => {
    // an empty shogun's solutions never end, and with standard output unread the listing cannot end either
    const ended = await run(["solve", shogun, "--all", "-f", "text"], "listed", ["SIGINT", "SIGTERM"]);
    expect(ended.signal).toBeNull();
    // Sent together, the two signals are heard in the kernel's and libuv's order: SIGTERM second (143), or,
    // now and then on a loaded machine, SIGINT second (130); either way the second ends the process and says so.
    const second = ended.code === 130 ? "SIGINT" : "SIGTERM";
    expect([130, 143]).toContain(ended.code);
    expect(ended.stderr).toMatch(new RegExp(`^combo-sudoku: ${second} after a first signal: ended at once, nothing more written$`, "m"));
    expect(ended.stderr).not.toMatch(/\n\s+at |Error/);
  });

  it("a second signal leaves no -o file and no temporary file behind", async () => {
    const out = join(dir, "all.txt");
    const ended = await run(["solve", shogun, "--all", "-f", "text", "-o", out], "listed", ["SIGINT", "SIGTERM"]);
    // The two signals go together, so the second comes while the first stop is under way: 143, or 130 when
    // the process hears them the other way round (sent together, their order is the kernel's and libuv's);
    // were the machine to let the first stop end before the second came, that is exit 3, and no file either way.
    if (ended.code === 143) expect(ended.stderr).toMatch(/SIGTERM after a first signal: ended at once/);
    else if (ended.code === 130) expect(ended.stderr).toMatch(/SIGINT after a first signal: ended at once/);
    else expect(ended.code).toBe(3);
    expect(readdirSync(dir).filter((name) => name.startsWith("all.txt") || name.startsWith(".all.txt"))).toEqual([]);
  });

  it("a signal as a command ends, its output still going out, changes nothing: the output is whole, the exit code the command's", async () => {
    // 24 grids of 16x16 side by side: a picture of some 400 KB, more than a pipe holds, so the process
    // is still there, its output pending, when it says it is ending
    const grids = Array.from({ length: 24 }, (_, i) => ({ id: `g${i}`, row: 0, col: 16 * i }));
    const wide = join(dir, "wide.json");
    writeFileSync(wide, JSON.stringify({ layout: { name: "wide", size: 16, grids }, givens: {} }));
    const ended = await run(["render", wide], "ending", ["SIGINT"]);
    expect(ended.signal).toBeNull();
    expect(ended.code).toBe(0);
    expect(ended.stdout.length).toBeGreaterThan(200_000);
    expect(ended.stdout.trimEnd().endsWith("</svg>")).toBe(true);
  });
});
