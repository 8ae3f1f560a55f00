import { InvalidInputError } from "../errors.js";

/**
 * JSON.parse with errors an author can act on: a syntax error becomes one issue with the line and column
 * (1-based) of the position the parser stopped at. A leading byte-order mark is ignored.
 */
export function parseJson(text: string, file?: string): unknown {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(source) as unknown;
  } catch (e: unknown) {
    if (e instanceof RangeError) {
      // The parser ran out of stack or string space: nesting or size no puzzle file has.
      throw new InvalidInputError([{ file, message: `invalid JSON: too deeply nested or too large to read (${e.message})` }]);
    }
    const raw = e instanceof Error ? e.message : String(e);
    const match = /at position (\d+)/.exec(raw);
    const position = match ? Number(match[1]) : /end of JSON input/i.test(raw) ? source.length : 0;
    const before = source.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    const reason = raw
      .replace(/,? ?"[\s\S]*" is not valid JSON/, "")
      .replace(/ in JSON at position \d+.*$/s, "")
      .replace(/^Unexpected end of JSON input$/, "the file ends in the middle of a value")
      .trim();
    throw new InvalidInputError([{ file, line, column, message: `invalid JSON: ${reason || "syntax error"}` }]);
  }
}
