import { printable } from "../format/printable.js";
import type { CliIo } from "./io.js";

/**
 * The progress line's own redraw (progress.ts): a carriage return, its text, an erase to the end of the line;
 * or the erase alone. The one form of control characters stderr lets through: the text inside has none.
 */
const PROGRESS_REDRAW = /^\r[^\u0000-\u001f\u007f-\u009f]*\x1b\[K$/;

/**
 * `io` with every stderr message made printable (format/printable.ts: control characters written as `\xHH`,
 * line breaks kept), the one sanitiser between a message and the terminal: a message may quote the input
 * anywhere (a layout name, an unknown property, a grid id, a did-you-mean, a schema error, a batch line), and
 * an escape sequence quoted raw would clear the screen or retitle the terminal. Only the progress line's own
 * redraw passes as it is. Standard output is left alone: it is the command's result, and its writers escape
 * what they quote (a pretty grid's colours are the CLI's own).
 */
export function printableStderr(io: CliIo): CliIo {
  return { ...io, stderr: (text) => io.stderr(PROGRESS_REDRAW.test(text) ? text : printable(text, true)) };
}
