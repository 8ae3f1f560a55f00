/**
 * Hostile input: random bytes, truncated and mutated puzzle files, wrong JSON types, huge numbers, deep
 * nesting, prototype keys, BOM, CRLF, long lines, many or far-apart grids. Every case must end with a
 * one-line reason per problem (exit 2) or a legitimate result (0, 1, 3): never a stack trace, an internal
 * error, a hang, or a change to Object.prototype. The same for every command that reads a puzzle (each
 * shipped puzzle mutated), and for random command lines of every command (options repeated, empty, out of
 * range: a repeated --layout once reached an internal error). The number of cases run is printed at the end.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ComboSudokuError } from "../../src/model/errors.js";
import { loadInput } from "../../src/format/load-input.js";
import { nodeIo } from "../../src/cli/io.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

const PUZZLES = ["classic-seed.json", "classic-seed.txt", "samurai-seed-a.json", "samurai-seed-b.json"].map((f) =>
  readFileSync(`${projectRoot}puzzles/${f}`, "utf8"),
);
const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const counts = { loadInput: 0, cli: 0 };

afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

afterAll(() => {
  console.log(`fuzz cases run: ${counts.loadInput} through loadInput, ${counts.cli} through the CLI (${counts.loadInput + counts.cli} in all)`);
});

/** loadInput either loads the text or throws a typed error whose lines are plain reasons. */
function checkLoad(text: string): void {
  counts.loadInput++;
  try {
    loadInput(text, { file: "fuzz" });
  } catch (e: unknown) {
    if (!(e instanceof ComboSudokuError)) throw e;
    expect(e.exitCode).toBe(2);
    expect(e.message).not.toMatch(/\n\s+at /);
    expect(e.message.length).toBeGreaterThan(0);
  }
}

/** The CLI ends with 0-3, and on 2 with reasons on stderr, one a line, never a stack trace. */
async function checkCli(stdin: string): Promise<void> {
  counts.cli++;
  const run = await runCapture(["solve", "-", "--timeout", "5", "--format", "text"], { stdin });
  expect([0, 1, 2, 3], `${run.code}: ${run.stderr.slice(0, 300)}`).toContain(run.code);
  expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
  if (run.code === 2) {
    expect(run.stderr.length).toBeGreaterThan(0);
    for (const line of run.stderr.trimEnd().split("\n")) expect(line.length).toBeLessThan(2000);
  }
}

const puzzleText = fc.constantFrom(...PUZZLES);
const truncated = fc.tuple(puzzleText, fc.double({ min: 0, max: 1, noNaN: true })).map(([t, f]) => t.slice(0, Math.floor(t.length * f)));
/** A text with up to `most` edits at random places: a character replaced, text inserted, a character deleted. */
const edited = (texts: fc.Arbitrary<string>, most: number): fc.Arbitrary<string> =>
  fc
    .tuple(texts, fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(2), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: most }))
    .map(([t, edits]) => {
      let s = t;
      for (const [where, kind, text] of edits) {
        const i = Math.floor(where * s.length);
        s = kind === 0 ? s.slice(0, i) + text + s.slice(i + 1) : kind === 1 ? s.slice(0, i) + text + s.slice(i) : s.slice(0, i) + s.slice(i + 1);
      }
      return s;
    });
const mutated = edited(puzzleText, 8);
const randomBytes = fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b).toString(b.length % 2 === 0 ? "utf8" : "latin1"));
/** A valid document with one value swapped for a random JSON value of any type. */
const wrongTypes = fc.tuple(fc.constantFrom(0, 2, 3), fc.jsonValue({ maxDepth: 3 }), fc.nat(20)).map(([which, value, pick]) => {
  const doc = JSON.parse(PUZZLES[which]) as Record<string, unknown>;
  const paths: ((d: Record<string, unknown>) => void)[] = [
    (d) => (d.layout = value),
    (d) => (d.givens = value),
    (d) => (d.title = value),
    (d) => ((d.givens as Record<string, unknown>)[Object.keys(d.givens as object)[0] ?? "x"] = value),
    (d) => (d.layout = { name: "x", grids: value }),
    (d) => (d.layout = { name: "x", grids: [{ id: "a", row: value, col: 0 }] }),
    (d) => (d.layout = { name: "x", grids: [{ id: value, row: 0, col: 0 }] }),
    (d) => (d.layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: value }),
    (d) => (d.layout = { name: "x", grids: [{ id: "a", row: 0, col: 0 }], rules: [{ type: "region", cells: value }] }),
  ];
  paths[pick % paths.length](doc);
  return pick % 7 === 6 ? JSON.stringify(value) : JSON.stringify(doc);
});

/** Every shipped puzzle (each rule, size and layout), mutated the same way, for the commands beyond solve. */
const EVERY_PUZZLE = readdirSync(`${projectRoot}puzzles`)
  .filter((f) => f.endsWith(".json") || f.endsWith(".txt"))
  .map((f) => readFileSync(`${projectRoot}puzzles/${f}`, "utf8"));
const everyPuzzleMutated = edited(fc.constantFrom(...EVERY_PUZZLE), 4);
/** A number of a shipped puzzle (a cage sum, a row, a size) swapped for an odd value. */
const everyPuzzleNumber = fc
  .tuple(
    fc.constantFrom(...EVERY_PUZZLE),
    fc.nat(1000),
    fc.constantFrom("0", "-1", "99", "1e9", "0.5", "17", "-0", "[]", "{}", "null", '"a"', "true", "3", "10"),
  )
  .map(([t, k, v]) => {
    const numbers = [...t.matchAll(/-?\d+(\.\d+)?/g)];
    const m = numbers[k % Math.max(1, numbers.length)];
    return m?.index === undefined ? t : t.slice(0, m.index) + v + t.slice(m.index + m[0].length);
  });
/** The commands that read a puzzle from stdin, each bounded by a time limit where it searches. */
const READERS: string[][] = [
  ["rate", "-", "--timeout", "3"],
  ["explain", "-", "--timeout", "3"],
  ["hint", "-", "--timeout", "3"],
  ["render", "-"],
  ["render", "-", "--step", "1"],
  ["convert", "-", "--to", "fpuzzles"],
  ["convert", "-", "--to", "sudokupad"],
  ["convert", "-", "--to", "txt"],
  ["solve", "-", "--timeout", "3", "--strategy", "planner"],
];
/** Command lines drawn from every command, its options and odd values (given twice, empty, out of range). */
const OPTION_VALUES = [
  "",
  "-",
  "0",
  "-1",
  "1e9",
  "0.5",
  "abc",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1",
  "2",
  "samurai",
  "single",
  "9",
  "16",
  "--",
  "x,y",
  "killer",
  "extreme",
  "json",
  "txt",
  "svg",
  "\u0000",
  "../x",
];
const OPTION_NAMES = [
  "--limit",
  "--timeout",
  "--strategy",
  "--format",
  "-f",
  "--layout",
  "-l",
  "--size",
  "--seed",
  "--difficulty",
  "--with",
  "--step",
  "--jobs",
  "--to",
  "--rules",
  "--count",
  "--max-canvas",
  "--max-input-bytes",
  "--symmetry",
  "--lossy",
  "--force",
  "--stats",
  "--all",
  "--unique",
  "--givens",
];
const commandLines = fc
  .tuple(
    fc.constantFrom("solve", "validate", "explain", "hint", "rate", "generate", "layouts", "init", "render", "convert"),
    fc.option(
      fc.constantFrom(
        "puzzles/samurai-seed-a.json",
        "puzzles/killer.json",
        "puzzles/classic-seed.txt",
        "-",
        "puzzles/4x4-sudoku.json",
        "puzzles/odd-even.json",
      ),
      { nil: undefined },
    ),
    fc.array(fc.tuple(fc.constantFrom(...OPTION_NAMES), fc.option(fc.constantFrom(...OPTION_VALUES), { nil: undefined })), { maxLength: 4 }),
  )
  .map(([command, file, options]) => {
    const argv = [command, ...(file === undefined ? [] : [file]), ...options.flatMap(([o, v]) => (v === undefined ? [o] : [o, v]))];
    // every search bounded: the last --timeout counts only if given once, so a repeated one is refused anyway
    if (!argv.includes("--timeout")) argv.push("--timeout", "3");
    return argv;
  });

const nested = (depth: number, open: string, close: string, inner = "1"): string => open.repeat(depth) + inner + close.repeat(depth);
const grid = (i: number, row: number, col: number): { id: string; row: number; col: number } => ({ id: `g${i}`, row, col });
const layoutDoc = (grids: unknown[]): string => JSON.stringify({ layout: { name: "hostile", grids }, givens: {} });

/** Hand-written hostile documents, each with what the CLI must answer. */
const HOSTILE: [string, string, number[]][] = [
  ["100k nested arrays", nested(100_000, "[", "]"), [2]],
  ["100k nested objects", nested(100_000, '{"a":', "}"), [2]],
  ["nesting inside givens", JSON.stringify({ layout: "single", givens: { main: "x" } }).replace('"x"', nested(5000, "[", "]")), [2]],
  ["__proto__ at top", `{"__proto__":{"polluted":1},"layout":"single","givens":{}}`, [2]],
  ["__proto__ in givens", `{"layout":"single","givens":{"__proto__":{"polluted":1}}}`, [2]],
  [
    "__proto__ as a grid id",
    JSON.stringify({ layout: "twin", givens: { __proto__: "1".padEnd(81, ".") } }).replace('"givens":{}', '"givens":{"__proto__":"1"}'),
    [2],
  ],
  ["constructor keys", `{"layout":"single","givens":{"constructor":{"prototype":{"polluted":1}}}}`, [2]],
  ["constructor as layout name", `{"layout":"constructor","givens":{}}`, [2]],
  ["__proto__ as layout name", `{"layout":"__proto__","givens":{}}`, [2]],
  ["toString as layout name", `{"layout":"toString","givens":{}}`, [2]],
  ["huge row", layoutDoc([grid(0, 1e308, 0)]), [2]],
  ["row 1e999 (Infinity)", `{"layout":{"name":"x","grids":[{"id":"a","row":1e999,"col":0}]},"givens":{}}`, [2]],
  ["negative col", layoutDoc([grid(0, 0, -3)]), [2]],
  ["row beyond 2^53", `{"layout":{"name":"x","grids":[{"id":"a","row":9007199254740993,"col":0}]},"givens":{}}`, [2]],
  ["64 grids far apart", layoutDoc(Array.from({ length: 64 }, (_, i) => grid(i, i * 1500, i * 1500))), [2]],
  ["2 grids at the schema's corners", layoutDoc([grid(0, 0, 0), grid(1, 99999, 99999)]), [2]],
  ["65 grids", layoutDoc(Array.from({ length: 65 }, (_, i) => grid(i, 3 * (i % 8), 3 * Math.floor(i / 8)))), [2]],
  ["64 grids densely overlapping", layoutDoc(Array.from({ length: 64 }, (_, i) => grid(i, 3 * (i % 8), 3 * Math.floor(i / 8)))), [0, 3]],
  ["BOM", `\uFEFF${PUZZLES[2]}`, [0]],
  ["CRLF", PUZZLES[2].replace(/\n/g, "\r\n"), [0]],
  ["CRLF nine lines", PUZZLES[1].replace(/\n/g, "\r\n"), [0]],
  ["BOM nine lines", `\uFEFF${PUZZLES[1]}`, [0]],
  ["very long line", "1".repeat(2_000_000), [2]],
  ["very long string in JSON", JSON.stringify({ layout: "single", givens: { main: "1".repeat(2_000_000) } }), [2]],
  ["very long title", JSON.stringify({ layout: "single", title: "t".repeat(1_000_000), givens: {} }), [2]],
  ["many canvas rows", JSON.stringify({ layout: "single", givens: Array.from({ length: 100_001 }, () => "") }), [2]],
  ["NUL bytes", "\u0000".repeat(1000), [2]],
  ["empty", "", [2]],
  ["only comments", "# a\n# b\n", [2]],
  ["lone surrogates", `{"layout":"single","title":"\uD800","givens":{}}`, [0, 3]],
];

describe("hostile input", () => {
  it("loadInput: random bytes, truncated and mutated files, wrong types", () => {
    for (const [arb, runs] of [
      [randomBytes, 400],
      [truncated, 400],
      [mutated, 600],
      [wrongTypes, 600],
    ] as const) {
      fc.assert(
        fc.property(arb, (text) => checkLoad(text)),
        { numRuns: runs },
      );
    }
  });

  // One test per kind of input, each with its own time limit: as one test, 500 runs of the CLI came near
  // the 60 s limit on a loaded machine (and past it when test files ran in parallel).
  for (const [name, arb, runs] of [
    ["random bytes", randomBytes, 100],
    ["truncated files", truncated, 100],
    ["mutated files", mutated, 150],
    ["wrong types", wrongTypes, 150],
  ] as const) {
    it(`the CLI: ${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(arb, (text) => checkCli(text)),
        { numRuns: runs },
      );
    });
  }

  it("every command that reads a puzzle: each shipped puzzle mutated, or a number in it changed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(everyPuzzleMutated, everyPuzzleNumber), fc.constantFrom(...READERS), async (text, argv) => {
        counts.cli++;
        const run = await runCapture(argv, { stdin: text });
        expect([0, 1, 2, 3], `${argv.join(" ")} -> ${run.code}: ${run.stderr.slice(0, 300)}`).toContain(run.code);
        expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
      }),
      { numRuns: 150 },
    );
  });

  it("every command with random options and values (given twice, empty, out of range)", async () => {
    const stdin = readFileSync(`${projectRoot}puzzles/killer.json`, "utf8");
    await fc.assert(
      fc.asyncProperty(commandLines, async (argv) => {
        counts.cli++;
        const run = await runCapture(argv, { stdin });
        expect([0, 1, 2, 3], `${JSON.stringify(argv)} -> ${run.code}: ${run.stderr.slice(0, 300)}`).toContain(run.code);
        expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
      }),
      { numRuns: 250 },
    );
  });

  it.each(HOSTILE)("%s", async (_name, text, codes) => {
    checkLoad(text);
    counts.cli++;
    const run = await runCapture(["solve", "-", "--timeout", "5", "--format", "text"], { stdin: text });
    expect(codes, run.stderr.slice(0, 500)).toContain(run.code);
    expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
    if (run.code === 2) expect(run.stderr.trimEnd().split("\n").length).toBeLessThanOrEqual(70);
  });

  it("caps input size: a puzzle file over --max-input-bytes is refused before it is read in full", async () => {
    const big = `${PUZZLES[2].trimEnd()}${" ".repeat(200)}`;
    const run = await runCapture(["solve", "-", "--max-input-bytes", "100"], { stdin: big });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/larger than the limit of 100 bytes .*--max-input-bytes/);
    expect((await runCapture(["solve", "-", "--max-input-bytes", String(big.length + 10)], { stdin: big })).code).toBe(0);
    const file = join(tempDir(), "big.json");
    writeFileSync(file, big);
    expect(() => nodeIo().readText(file, 100)).toThrow(/larger than the limit of 100 bytes/);
    expect(nodeIo().readText(file)).toBe(big);
    const validate = await runCapture(["validate", "puzzles/samurai-seed-a.json", "--max-input-bytes", "100"]);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toMatch(/samurai-seed-a\.json: larger than the limit/);
  });

  it("validate meets the same hostile input with the same answers", async () => {
    for (const [, text, codes] of HOSTILE) {
      counts.cli++;
      const run = await runCapture(["validate", "-"], { stdin: text });
      expect(codes.includes(2) ? [2] : [0], run.stderr.slice(0, 300)).toContain(run.code);
      expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
    }
  });
});
