import { dirname, extname, sep } from "node:path";
import { InvalidInputError, UsageError } from "../model/errors.js";
import type { CliIo } from "./io.js";
import { targetProblem } from "./io.js";

/** What a command may write to `-o FILE`, by the file's extension. */
export interface OutputRule<F extends string> {
  /** Formats by extension, lower case with the dot: { ".json": "json" }. */
  readonly byExtension: Readonly<Record<string, F>>;
  /** The format for any other name (no extension, ".out"); undefined: such a name is refused. */
  readonly otherwise?: F;
  /** Extensions refused even when `otherwise` is set (".svg" for solve: a picture is render's). */
  readonly refused?: readonly string[];
  /** How to name the file instead, for the refusal: "render writes SVG: name the file .svg". */
  readonly advice: string;
}

/** `explain`, `hint` and `rate -o FILE`: .json (or .jsonl) gets JSON, any other name text; never SVG. */
export const TEXT_OR_JSON_OUTPUT: OutputRule<"text" | "json"> = {
  byExtension: { ".json": "json", ".jsonl": "json", ".txt": "text" },
  otherwise: "text",
  refused: [".svg"],
  advice: "this command writes text or JSON (name the file .txt or .json)",
};

/**
 * The output format: the one `--format` names, else the one the `-o` file's extension asks for, else the
 * rule's default (`fallback` for standard output). A name whose extension asks for another format than
 * `--format` is a usage error, as is a name the rule refuses: `-o x.json` never gets pretty text.
 */
export function outputFormat<F extends string>(output: string | undefined, explicit: F | undefined, rule: OutputRule<F>, fallback: F): F {
  if (output === undefined) return explicit ?? fallback;
  const ext = extname(output).toLowerCase();
  const implied = Object.prototype.hasOwnProperty.call(rule.byExtension, ext)
    ? rule.byExtension[ext]
    : rule.refused?.includes(ext) === true
      ? undefined
      : rule.otherwise;
  if (implied === undefined) throw new UsageError(`-o ${output}: ${rule.advice}`);
  if (explicit !== undefined && Object.prototype.hasOwnProperty.call(rule.byExtension, ext) && explicit !== implied) {
    throw new UsageError(`--format ${explicit} does not match -o ${output}, which gets ${implied}: drop --format, or name the file for ${explicit}`);
  }
  return explicit ?? implied;
}

/**
 * Checks, before any work, that `path` can be written: its folder exists, and the file does not (unless
 * `force`), so that a long run does not end in "no such directory" and a typo does not replace a
 * puzzle someone spent an evening on. The write itself stays atomic (io.writeFileAtomic, openOutput).
 */
export function checkOutputTarget(path: string, force: boolean, io: CliIo): void {
  // What the path leads to, its symbolic links followed: a folder, a device or a pipe is never replaced.
  let target: ReturnType<NonNullable<CliIo["inspectOutput"]>> | undefined;
  try {
    target = io.inspectOutput?.(path);
  } catch (e: unknown) {
    throw new InvalidInputError([{ file: path, message: `cannot write: ${e instanceof Error ? e.message : String(e)}` }]);
  }
  const problem = target === undefined ? undefined : targetProblem(target.kind);
  if (problem !== undefined) throw new InvalidInputError([{ file: path, message: problem }]);
  if (path.endsWith("/") || path.endsWith(sep) || io.isDirectory?.(path) === true) {
    if (io.isDirectory?.(path) === false) throw new InvalidInputError([{ file: path, message: `cannot write: no folder ${JSON.stringify(path)}` }]);
    throw new InvalidInputError([{ file: path, message: "is a folder: name a file to write" }]);
  }
  const folder = dirname(target?.path ?? path);
  if (io.isDirectory?.(folder) === false) {
    throw new InvalidInputError([{ file: path, message: `cannot write: no folder ${JSON.stringify(folder)} (create it first)` }]);
  }
  if (!force && io.exists?.(path) === true) {
    throw new InvalidInputError([{ file: path, message: "already exists; add --force to replace it" }]);
  }
}
