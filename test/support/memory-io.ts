import type { CliIo } from "../../src/cli/io.js";
import { InvalidInputError } from "../../src/model/errors.js";

/** A CliIo for in-process CLI tests: output captured, files in a map, directories a set of paths ("." is one). */
export interface CapturedIo extends CliIo {
  readonly out: string[];
  readonly err: string[];
  readonly files: Map<string, string>;
}

export function captureIo(files: Record<string, string> = {}, directories: readonly string[] = []): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  const map = new Map(Object.entries(files));
  return {
    out,
    err,
    files: map,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    readText: (path) => {
      const text = map.get(path);
      if (text === undefined) throw new InvalidInputError([{ file: path, message: "cannot read: no such file or directory" }]);
      return text;
    },
    writeFileAtomic: (path, text) => map.set(path, text),
    openInput: (path) => {
      const text = map.get(path);
      if (text === undefined) throw new InvalidInputError([{ file: path, message: "cannot read: no such file or directory" }]);
      return {
        chunks: (async function* () {
          yield text;
        })(),
        close: () => undefined,
      };
    },
    openOutput: (path) => {
      let text = "";
      return {
        write: (t) => {
          text += t;
          return Promise.resolve();
        },
        commit: (to) => {
          if (path === undefined) out.push(text);
          else map.set(to ?? path, text);
          return Promise.resolve();
        },
        abort: () => Promise.resolve(),
        closed: () => false,
      };
    },
    interrupt: new AbortController().signal,
    stdoutIsTty: false,
    stderrIsTty: false,
    isDirectory: (path) => path === "." || directories.includes(path), // "." always: the folder a bare name goes to
    exists: (path) => map.has(path) || directories.includes(path),
    env: {},
  };
}
