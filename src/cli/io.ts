import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { InvalidInputError } from "../errors.js";

/**
 * Everything the commands need from the outside world, in one object, so that tests run the CLI in-process
 * with captured output while the real entry passes the process's own streams.
 */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a file, or standard input for "-". */
  readonly readText: (path: string) => string;
  /** Writes a whole file atomically: a temporary file beside it, then a rename. */
  readonly writeFileAtomic: (path: string, text: string) => void;
  readonly stdoutIsTty: boolean;
  /** Whether stderr is a terminal (progress displays); absent counts as false. */
  readonly stderrIsTty?: boolean;
  /** Whether the path names an existing directory; absent counts as never. */
  readonly isDirectory?: (path: string) => boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function nodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readText,
    writeFileAtomic,
    stdoutIsTty: process.stdout.isTTY === true,
    stderrIsTty: process.stderr.isTTY === true,
    isDirectory: (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true,
    env: process.env,
  };
}

function readText(path: string): string {
  try {
    return readFileSync(path === "-" ? 0 : path, "utf8");
  } catch (e: unknown) {
    throw new InvalidInputError([{ file: path, message: `cannot read: ${describeFsError(e)}` }]);
  }
}

function writeFileAtomic(path: string, text: string): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (e: unknown) {
    rmSync(temp, { force: true });
    throw new InvalidInputError([{ file: path, message: `cannot write: ${describeFsError(e)}` }]);
  }
}

function describeFsError(e: unknown): string {
  if (e instanceof Error && "code" in e) {
    const code = String((e as NodeJS.ErrnoException).code);
    const plain: Record<string, string> = {
      ENOENT: "no such file or directory",
      EACCES: "permission denied",
      EISDIR: "is a directory",
      ENOTDIR: "a part of the path is not a directory",
      EROFS: "read-only file system",
      ENOSPC: "no space left on the device",
    };
    return plain[code] ?? code;
  }
  return e instanceof Error ? e.message : String(e);
}
