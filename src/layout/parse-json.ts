import { InvalidInputError } from "../model/errors.js";

/**
 * JSON.parse with errors an author can act on: a syntax error becomes one issue with the line and column
 * (1-based) of the first offending character and a plain reason. Node 20's own messages often carry no
 * position (`Unexpected token '}', "..." is not valid JSON`), so when JSON.parse fails a small scanner
 * walks the text to find where and why. A leading byte-order mark is ignored.
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
    if (!(e instanceof SyntaxError)) throw e;
    const { position, reason } = locate(source);
    const before = source.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    throw new InvalidInputError([{ file, line, column, message: `invalid JSON: ${reason}` }]);
  }
}

interface SyntaxProblem {
  position: number;
  reason: string;
}

/** The first syntax error in text (RFC 8259), by recursive descent; depth-limited by an explicit stack. */
function locate(text: string): SyntaxProblem {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw { position: at, reason } satisfies SyntaxProblem;
  };
  const shown = (at: number): string => (at >= text.length ? "the end of the file" : JSON.stringify(text[at]));
  const space = (): void => {
    while (i < text.length && " \t\n\r".includes(text.charAt(i))) i++;
  };
  const string = (): void => {
    const start = i;
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail("a string is not closed (missing '\"')", start);
      const ch = text.charAt(i); // i < text.length (checked above)
      if (ch === '"') {
        i++;
        return;
      }
      if (ch < " ") fail(ch === "\n" ? "a line break inside a string (close the string, or write \\n)" : "a control character inside a string");
      if (ch === "\\") {
        const e = text[i + 1] ?? "";
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("\\u must be followed by four hex digits");
          i += 6;
        } else if ('"\\/bfnrt'.includes(e) && e !== "") i += 2;
        else fail(`unknown escape \\${e} in a string (use \\\\ for a backslash)`);
        continue;
      }
      i++;
    }
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") {
      i++;
      space();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        space();
        if (text[i] === "}") fail("a comma before '}': remove the trailing comma");
        if (text[i] !== '"') fail(`expected a property name in double quotes, found ${shown(i)}`);
        string();
        space();
        if (text[i] !== ":") fail(`expected ':' after the property name, found ${shown(i)}`);
        i++;
        value();
        space();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail(`expected ',' or '}' after a property value, found ${shown(i)}${text[i] === '"' ? " (a comma missing?)" : ""}`);
      }
    }
    if (ch === "[") {
      i++;
      space();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        space();
        if (text[i] === "]") fail("a comma before ']': remove the trailing comma");
        value();
        space();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail(`expected ',' or ']' after an array item, found ${shown(i)}${text[i] === '"' ? " (a comma missing?)" : ""}`);
      }
    }
    if (ch === '"') return string();
    const literal = /^(true|false|null)/.exec(text.slice(i, i + 5));
    if (literal) {
      i += literal[0].length;
      return;
    }
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number && number[0] !== "-") {
      i += number[0].length;
      return;
    }
    if (ch === "'") fail("strings and names need double quotes, not single quotes");
    fail(i >= text.length ? "the file ends where a value is expected" : `expected a value, found ${shown(i)}`);
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${shown(i)} after the end of the JSON value`);
  } catch (e: unknown) {
    if (typeof e === "object" && e !== null && "position" in e && "reason" in e) return e as SyntaxProblem;
    // Nesting so deep that the scanner's own stack gave out: JSON.parse failed for the same reason.
    return { position: 0, reason: "nested too deeply" };
  }
  return { position: 0, reason: "syntax error" };
}
