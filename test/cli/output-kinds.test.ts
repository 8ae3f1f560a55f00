import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readText, runCapture, tempDir } from "../support/capture-io.js";

const PUZZLE = "puzzles/classic-seed.json";

/**
 * `-o` writes files: through a symbolic link to its target (atomically there, the link kept), and never over
 * a folder, a named pipe, a socket or a device, even with --force (those made here, never a system device).
 */
describe("-o and what the path leads to", () => {
  const made: string[] = [];
  const dir = (): string => {
    const d = tempDir();
    made.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("writes through a symbolic link to its target: the link stays a link, the target is replaced whole", async () => {
    const d = dir();
    mkdirSync(join(d, "real"));
    const target = join(d, "real", "answer.txt");
    writeFileSync(target, "old");
    const link = join(d, "link.txt");
    symlinkSync(join("real", "answer.txt"), link);
    const run = await runCapture(["solve", PUZZLE, "-f", "text", "-o", link, "--force"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join("real", "answer.txt"));
    expect(readText(target)).toMatch(/^[1-9]{9}\n/);
    // no temporary file left beside the link or the target
    expect(readdirSync(d).sort()).toEqual(["link.txt", "real"]);
    expect(readdirSync(join(d, "real"))).toEqual(["answer.txt"]);
  });

  it("a dangling link is written through: its target is created, without --force", async () => {
    const d = dir();
    const link = join(d, "link.json");
    symlinkSync("made.json", link);
    const run = await runCapture(["convert", PUZZLE, "-o", link]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readText(join(d, "made.json")))).toHaveProperty("givens");
  });

  it("refuses a named pipe, a socket and a folder, with --force too, naming what it is (exit 2, nothing written)", async () => {
    const d = dir();
    const fifo = join(d, "pipe");
    execFileSync("mkfifo", [fifo]);
    const socketPath = join(d, "sock");
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      const folder = join(d, "folder.txt");
      mkdirSync(folder);
      const linkToFifo = join(d, "to-pipe.txt");
      symlinkSync(fifo, linkToFifo);
      for (const [path, what] of [
        [fifo, "named pipe (FIFO)"],
        [socketPath, "socket"],
        [linkToFifo, "named pipe (FIFO)"],
      ] as const) {
        for (const argv of [
          ["solve", PUZZLE, "-f", "text", "-o", path, "--force"],
          ["explain", PUZZLE, "-o", path, "--force"],
          ["render", PUZZLE, "-o", `${path}`, "--force"],
        ]) {
          const run = await runCapture(argv);
          expect(run.code, argv.join(" ")).toBe(2);
          expect(run.stdout).toBe("");
          expect(run.stderr).toBe(
            `${path}: is a ${what}, not a file: -o writes files atomically and would replace it; for standard output leave -o off or write -o -\n`,
          );
        }
      }
      const run = await runCapture(["solve", PUZZLE, "-f", "text", "-o", folder, "--force"]);
      expect(run).toMatchObject({ code: 2, stderr: `${folder}: is a folder: name a file to write\n` });
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      expect(lstatSync(socketPath).isSocket()).toBe(true);
      expect(readdirSync(d).sort()).toEqual(["folder.txt", "pipe", "sock", "to-pipe.txt"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("-o - is standard output, for every command that writes", async () => {
    const text = await runCapture(["solve", PUZZLE, "-f", "text", "-o", "-"]);
    expect(text).toMatchObject({ code: 0, stderr: "" });
    expect(text.stdout).toMatch(/^[1-9]{9}\n/);
    const explained = await runCapture(["explain", PUZZLE, "-o", "-"]);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toMatch(/solved by logic/);
  });
});
