import type { WriteStream } from "node:fs";
import {
  chmodSync,
  closeSync,
  createReadStream,
  existsSync,
  createWriteStream,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { randomUint32 } from "./random-uint32.js";
import { InvalidInputError } from "../model/errors.js";
import type { InputSource } from "../format/sniff-input.js";
import { DEFAULT_MAX_INPUT_BYTES, tooLargeMessage } from "../format/sniff-input.js";

export type { InputSource };

/**
 * Everything the commands need from the outside world, in one object, so that tests run the CLI in-process
 * with captured output while the real entry passes the process's own streams.
 */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a whole file, or standard input for "-", refusing more than maxBytes (default 10 MB). */
  readonly readText: (path: string, maxBytes?: number) => string;
  /** Writes a whole file atomically: a temporary file beside it, then a rename. */
  readonly writeFileAtomic: (path: string, text: string) => void;
  /** Opens a file, or standard input for "-", to read as a stream of text chunks (UTF-8). */
  readonly openInput: (path: string) => InputSource;
  /**
   * Where streamed output goes: standard output when path is undefined, else a temporary file beside
   * path that commit() renames into place (abort() removes it, leaving an existing file untouched).
   */
  readonly openOutput: (path: string | undefined) => OutputSink;
  /** Aborted on SIGINT or SIGTERM: commands stop, report what they have, and return exit code 3. */
  readonly interrupt: AbortSignal;
  readonly stdoutIsTty: boolean;
  /** Whether stderr is a terminal (progress displays); absent counts as false. */
  readonly stderrIsTty?: boolean;
  /** Whether the path names an existing directory; absent counts as never. */
  readonly isDirectory?: (path: string) => boolean;
  /** Whether anything (a file, a folder, a link) is at the path; absent counts as never. */
  readonly exists?: (path: string) => boolean;
  /** What an output path leads to once symbolic links are followed (outputTarget); absent: a plain file path. */
  readonly inspectOutput?: (path: string) => OutputTarget;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface OutputSink {
  /** Resolves when the text may be followed by more (backpressure). */
  readonly write: (text: string) => Promise<void>;
  /**
   * The run succeeded: flush, and move a file into place. `to` moves it elsewhere instead (a stopped
   * batch keeps its lines in a clearly named partial file); standard output ignores it.
   */
  readonly commit: (to?: string) => Promise<void>;
  /** The run failed or was stopped: a file output is removed; standard output keeps what was written. */
  readonly abort: () => Promise<void>;
  /** True once the reader has gone away (a closed pipe): further output is dropped, work can stop. */
  readonly closed: () => boolean;
}

/** What is at an output path: its kind once symbolic links are followed, and the path they lead to. */
export interface OutputTarget {
  /** The path written: `path` itself, or where its chain of symbolic links ends (absolute then). */
  readonly path: string;
  readonly kind: "missing" | "file" | "directory" | "fifo" | "socket" | "device";
}

/** Most symbolic links followed from one output path (the kernel's own limit, ELOOP beyond). */
const MAX_LINKS = 40;

/**
 * Follows `path`'s symbolic links, dangling ones too (writing through one creates its target), and says
 * what is at the end. An atomic write then replaces the target, not the link: the temporary file goes
 * beside the target and is renamed over it, so a link stays a link. Throws on a loop of links.
 */
export function outputTarget(path: string): OutputTarget {
  let at = path;
  for (let i = 0; i <= MAX_LINKS; i++) {
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (stat === undefined) return { path: at, kind: "missing" };
    if (!stat.isSymbolicLink()) {
      const kind = stat.isFile() ? "file" : stat.isDirectory() ? "directory" : stat.isFIFO() ? "fifo" : stat.isSocket() ? "socket" : "device";
      return { path: at, kind };
    }
    at = resolve(dirname(at), readlinkSync(at));
  }
  throw Object.assign(new Error("too many levels of symbolic links"), { code: "ELOOP" });
}

/** Why an output path cannot be written as a file (a folder, a device, a pipe), or undefined when it can. */
export function targetProblem(kind: OutputTarget["kind"]): string | undefined {
  switch (kind) {
    case "missing":
    case "file":
      return undefined;
    case "directory":
      return "is a folder: name a file to write";
    default:
      return `is a ${kind === "fifo" ? "named pipe (FIFO)" : kind === "socket" ? "socket" : "device"}, not a file: -o writes files atomically and would replace it; for standard output leave -o off or write -o -`;
  }
}

/** The file an atomic write replaces: `path` with its links followed; refused when that is not a file. */
function writablePath(path: string): string {
  const target = outputTarget(path);
  const problem = targetProblem(target.kind);
  if (problem !== undefined) throw new InvalidInputError([{ file: path, message: problem }]);
  return target.path;
}

/**
 * The process's own streams and files; `interrupt` is aborted by the entry's signal handlers, and
 * `readerGone` called once when the reader of standard output goes away (the entry then ends the run
 * unless an -o file is being written: `writingFile`).
 */
export function nodeIo(interrupt: AbortSignal = new AbortController().signal, readerGone?: () => void): CliIo {
  // A reader that goes away (`| head -1`) makes writes fail with EPIPE: from then on output is dropped,
  // instead of an unhandled 'error' event ending the process with a trace.
  watchStdout();
  onReaderGone = readerGone;
  const stdout = (text: string): void => {
    if (!stdoutClosed) process.stdout.write(text);
  };
  return {
    stdout,
    stderr: (text) => {
      if (!stderrClosed) process.stderr.write(text);
    },
    readText,
    writeFileAtomic,
    openInput,
    openOutput: (path) =>
      path === undefined
        ? {
            write: (text) => (stdoutClosed || process.stdout.write(text) ? Promise.resolve() : drained(process.stdout, () => stdoutClosed)),
            commit: () => Promise.resolve(),
            abort: () => Promise.resolve(),
            closed: () => stdoutClosed,
          }
        : fileSink(path),
    interrupt,
    stdoutIsTty: process.stdout.isTTY === true,
    stderrIsTty: process.stderr.isTTY === true,
    isDirectory: (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true,
    exists: (path) => existsSync(path),
    inspectOutput: outputTarget,
    env: process.env,
  };
}

let stdoutClosed = false;
let stderrClosed = false;
let onReaderGone: (() => void) | undefined;
let stdoutWatched = false;
/** Why standard output failed, when it failed for another reason than its reader going away. */
let stdoutFailure: string | undefined;

/**
 * Why writing to standard output failed (a full disk behind a redirect, a descriptor not open for
 * writing), or undefined: the entry then ends with exit code 2 at least, so `... > out && mv out done/`
 * never takes lost output for success. A reader that went away (EPIPE) is not a failure: `| head -1`.
 */
export function outputFailure(): string | undefined {
  return stdoutFailure;
}

function watchStdout(): void {
  if (stdoutWatched) return;
  stdoutWatched = true;
  // A reader of stderr that went away (`2>&1 | head -1`) must not end the run: further reasons are dropped.
  process.stderr.on("error", () => {
    stderrClosed = true;
  });
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    // Any other failure (a full disk behind a redirect) also ends the output, but is said once on stderr.
    if (stdoutClosed) return;
    stdoutClosed = true;
    if (e.code !== "EPIPE" && e.code !== "ERR_STREAM_DESTROYED") {
      stdoutFailure = describeFsError(e);
      process.stderr.write(`combo-sudoku: cannot write to standard output: ${stdoutFailure}\n`);
    } else onReaderGone?.();
  });
}

/** Resolves on 'drain', or at once if the stream has failed (a closed pipe never drains). */
function drained(stream: NodeJS.WritableStream, failed: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (failed()) return resolve();
    const done = (): void => {
      stream.off("drain", done);
      stream.off("error", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("error", done);
    stream.on("close", done);
  });
}

function openInput(path: string): InputSource {
  if (path === "-") {
    process.stdin.setEncoding("utf8");
    return { chunks: process.stdin as AsyncIterable<string>, close: () => process.stdin.destroy() };
  }
  let fd: number;
  let size: number | undefined;
  try {
    fd = openSync(path, "r");
    const stat = fstatSync(fd);
    if (stat.isDirectory()) {
      closeSync(fd);
      throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
    }
    size = stat.isFile() ? stat.size : undefined;
  } catch (e: unknown) {
    throw new InvalidInputError([{ file: path, message: `cannot read: ${describeFsError(e, path)}` }]);
  }
  // Pieces of 1 MB: a batch is read in a few dozen reads and decodes rather than thousands; memory stays flat.
  const stream = createReadStream("", { fd, encoding: "utf8", highWaterMark: 1 << 20 });
  const chunks = (async function* (): AsyncGenerator<string> {
    try {
      for await (const chunk of stream) yield chunk as string;
    } catch (e: unknown) {
      throw new InvalidInputError([{ file: path, message: `cannot read: ${describeFsError(e, path)}` }]);
    }
  })();
  return { ...(size === undefined ? {} : { size }), chunks, close: () => stream.destroy() };
}

/**
 * The temporary files of streamed outputs not yet renamed into place or removed: the process removes them as
 * it exits, so that one ended at once (a second signal: main.ts calls process.exit) leaves none behind.
 */
const liveTemps = new Set<string>();

/** Whether an -o file is being written (its temporary file is open): the run's output is there, not on standard output. */
export function writingFile(): boolean {
  return liveTemps.size > 0;
}

function removeLiveTemps(): void {
  for (const temp of liveTemps) rmSync(temp, { force: true });
  liveTemps.clear();
}

/**
 * A temporary file beside path (beside the end of its symbolic links), renamed into place by commit():
 * never a partial file at path, and a link stays a link.
 */
function fileSink(path: string): OutputSink {
  const real = writableAt(path);
  const temp = tempPath(real);
  let stream: WriteStream | undefined;
  let failure: unknown;
  const open = (): WriteStream => {
    if (stream === undefined) {
      if (liveTemps.size === 0) process.once("exit", removeLiveTemps);
      liveTemps.add(temp);
      // Opened here, at once, not by the stream on libuv's threads: an exit between the two (a second
      // signal) removed the file before that open made it, and the open then left it behind.
      let fd: number;
      try {
        fd = openSync(temp, "w");
      } catch (e: unknown) {
        return fail(e);
      }
      stream = createWriteStream(temp, { fd });
      stream.on("error", (e: unknown) => {
        failure ??= e;
      });
    }
    return stream;
  };
  const fail = (e: unknown): never => {
    rmSync(temp, { force: true });
    liveTemps.delete(temp);
    throw new InvalidInputError([{ file: path, message: `cannot write: ${describeFsError(e, path)}` }]);
  };
  const finish = (s: WriteStream): Promise<void> => new Promise((resolve) => s.end(resolve));
  return {
    write: async (text) => {
      const s = open();
      if (failure !== undefined) fail(failure);
      if (!s.write(text)) await drained(s, () => failure !== undefined);
      if (failure !== undefined) fail(failure);
    },
    commit: async (to = path) => {
      const s = open();
      await finish(s);
      if (failure !== undefined) fail(failure);
      try {
        const target = to === path ? real : writablePath(to);
        keepMode(temp, target);
        renameSync(temp, target);
        liveTemps.delete(temp);
      } catch (e: unknown) {
        fail(e);
      }
    },
    abort: async () => {
      if (stream !== undefined) await finish(stream);
      rmSync(temp, { force: true });
      liveTemps.delete(temp);
    },
    closed: () => false,
  };
}

/**
 * Gives the temporary file the permissions of the file it replaces (--force), so that a read-only file, or
 * one shared with a group, stays so: the new file was made with the default mode (0644 under the usual
 * umask) and the rename put that in place. Nothing when there is no file yet.
 */
function keepMode(temp: string, target: string): void {
  let mode: number;
  try {
    mode = statSync(target).mode;
  } catch {
    return; // no file there yet (or one that cannot be seen: the rename says so)
  }
  chmodSync(temp, mode & 0o7777);
}

function tempPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomUint32().toString(16).padStart(8, "0")}.tmp`);
}

function readText(path: string, maxBytes = DEFAULT_MAX_INPUT_BYTES): string {
  let fd: number | undefined;
  try {
    fd = path === "-" ? 0 : openSync(path, "r");
    const stat = fstatSync(fd);
    if (stat.isFile() && stat.size > maxBytes) throw new InvalidInputError([{ file: path, message: tooLargeMessage(maxBytes) }]);
    if (stat.isFile()) return readFileSync(fd, "utf8");
    // A pipe or a terminal: read in pieces and stop beyond the cap.
    const pieces: Buffer[] = [];
    let total = 0;
    const piece = Buffer.alloc(1 << 16);
    for (let n = readSync(fd, piece); n > 0; n = readSync(fd, piece)) {
      total += n;
      if (total > maxBytes) throw new InvalidInputError([{ file: path, message: tooLargeMessage(maxBytes) }]);
      pieces.push(Buffer.from(piece.subarray(0, n)));
    }
    return Buffer.concat(pieces).toString("utf8");
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) throw e;
    throw new InvalidInputError([{ file: path, message: `cannot read: ${describeFsError(e, path)}` }]);
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

/** writablePath, its refusal or failure (a loop of links) as the one-line reason. */
function writableAt(path: string): string {
  try {
    return writablePath(path);
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) throw e;
    throw new InvalidInputError([{ file: path, message: `cannot write: ${describeFsError(e, path)}` }]);
  }
}

/** Writes a whole file atomically: a temporary file beside it (beside its links' target), then a rename. */
function writeFileAtomic(path: string, text: string): void {
  const real = writableAt(path);
  const temp = tempPath(real);
  try {
    writeFileSync(temp, text);
    keepMode(temp, real);
    renameSync(temp, real);
  } catch (e: unknown) {
    rmSync(temp, { force: true });
    throw new InvalidInputError([{ file: path, message: `cannot write: ${describeFsError(e, path)}` }]);
  }
}

function describeFsError(e: unknown, path?: string): string {
  // An empty argument ('' from a script's unset variable) names no file; "no such file" alone hides why.
  if (path === "") return "the file name is empty";
  if (e instanceof Error && "code" in e) {
    const code = String((e as NodeJS.ErrnoException).code);
    const plain: Record<string, string> = {
      ENOENT: "no such file or directory",
      EACCES: "permission denied",
      EISDIR: "is a directory",
      ENOTDIR: "a part of the path is not a directory",
      EROFS: "read-only file system",
      ENOSPC: "no space left on the device",
      ELOOP: "too many levels of symbolic links",
      EBADF: "not open for writing",
    };
    return plain[code] ?? code;
  }
  return e instanceof Error ? e.message : String(e);
}
