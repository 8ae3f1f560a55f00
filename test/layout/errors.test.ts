/**
 * Errors an author can act on: JSON syntax with line and column, every schema error with its pointer and a
 * plain reason (never ajv's raw text), layout and givens errors with canvas and grid positions, all at once.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../src/model/errors.js";
import { loadInput } from "../../src/format/load-input.js";
import { loadLayout } from "../../src/layout/load-layout.js";
import { parseJson } from "../../src/layout/parse-json.js";
import { validateSchema } from "../../src/layout/validate-schema.js";
import { runCapture } from "../support/capture-io.js";

function messages(f: () => unknown): string[] {
  try {
    f();
  } catch (e: unknown) {
    if (e instanceof InvalidInputError) return e.message.split("\n");
    throw e;
  }
  throw new Error("no error");
}

const oneGrid = (extra: object = {}): object => ({ name: "x", grids: [{ id: "a", row: 0, col: 0 }], ...extra });
/** The rule types as the messages list them. */
const RULE_TYPES =
  '"diagonal", "region", "killer", "jigsaw", "thermometer", "arrow", "kropki", "kropki-all-dots", "xv", "odd", "even", "anti-knight", "anti-king", "non-consecutive", "renban", "german-whispers", "palindrome", "between-line", "disjoint-groups", "quadruple", "little-killer", "sandwich", "candidates", "xv-all-marks", "inequality", "pill-arrow", "x-sum", "skyscraper", "hidden-skyscraper", "numbered-room", "lunchbox", "clone", "entropic-line", "modular-line", "zipper", "region-sum-line", "chaos-construction", "rellik", "anti-taxicab", "parity-line", "lockout-line", "sum-line", "counting-circles", "indexing" or "value-indexing"';

describe("JSON syntax errors", () => {
  const cases: [string, string][] = [
    ['{"a":}', 'f: line 1, column 6: invalid JSON: expected a value, found "}"'],
    ['{"a":1,}', "f: line 1, column 8: invalid JSON: a comma before '}': remove the trailing comma"],
    ['{\n  "a": 1\n  "b": 2\n}', "f: line 3, column 3: invalid JSON: expected ',' or '}' after a property value, found \"\\\"\" (a comma missing?)"],
    ["{'a': 1}", 'f: line 1, column 2: invalid JSON: expected a property name in double quotes, found "\'"'],
    ['{"a": "x\ny"}', "f: line 1, column 9: invalid JSON: a line break inside a string (close the string, or write \\n)"],
    ['{"a": 1} x', 'f: line 1, column 10: invalid JSON: unexpected "x" after the end of the JSON value'],
    ['{"a": [1, 2', "f: line 1, column 12: invalid JSON: expected ',' or ']' after an array item, found the end of the file"],
    ['{"a": "\\q"}', "f: line 1, column 8: invalid JSON: unknown escape \\q in a string (use \\\\ for a backslash)"],
    ['{"a": "open', "f: line 1, column 7: invalid JSON: a string is not closed (missing '\"')"],
  ];
  for (const [text, expected] of cases) {
    it(JSON.stringify(text), () => expect(messages(() => parseJson(text, "f"))).toEqual([expected]));
  }

  it("agrees with JSON.parse on what is valid, and ignores a byte-order mark", () => {
    expect(parseJson('\ufeff{"a": [1, -2.5e3, true, null, "\\u00e9"]}')).toEqual({ a: [1, -2500, true, null, "é"] });
  });
});

describe("schema errors: a pointer and a plain reason", () => {
  const puzzle = (layout: unknown, givens: unknown = {}): unknown => ({ layout, givens });
  const cases: [string, unknown, string[]][] = [
    [
      "unknown rule type",
      puzzle(oneGrid({ rules: [{ type: "diagonl", grid: "a" }] })),
      ['/layout/rules/0/type: unknown rule type "diagonl": did you mean "diagonal"?'],
    ],
    [
      "a rule type's start",
      puzzle(oneGrid({ rules: [{ type: "thermo", cells: [[0, 0]] }] })),
      ['/layout/rules/0/type: unknown rule type "thermo": did you mean "thermometer"?'],
    ],
    ["an unknown rule type near none", puzzle(oneGrid({ rules: [{ type: "zebra" }] })), [`/layout/rules/0/type: unknown rule type "zebra": use ${RULE_TYPES}`]],
    ["rule without type", puzzle(oneGrid({ rules: [{ grid: "a" }] })), [`/layout/rules/0: missing required property "type" (${RULE_TYPES})`]],
    [
      "rule not an object",
      puzzle(oneGrid({ rules: ["x"] })),
      [
        `/layout/rules/0: a rule is an object with a "type" (${RULE_TYPES}), e.g. {"type": "diagonal", "grid": ID} or {"type": "region", "cells": [[row, col], ...]}`,
      ],
    ],
    ["diagonal without grid", puzzle(oneGrid({ rules: [{ type: "diagonal" }] })), ['/layout/rules/0: missing required property "grid"']],
    ["diagonal with cells", puzzle(oneGrid({ rules: [{ type: "diagonal", grid: "a", cells: [] }] })), ['/layout/rules/0: unknown property "cells"']],
    [
      "region of 2 cells",
      puzzle(
        oneGrid({
          rules: [
            {
              type: "region",
              cells: [
                [0, 0],
                [0, 1],
              ],
            },
          ],
        }),
      ),
      ["/layout/rules/0/cells: a region needs exactly 9 cells on 9x9 grids (size cells on others), not 2"],
    ],
    [
      "region cell of 3 numbers, and a negative one",
      puzzle(
        oneGrid({
          rules: [
            {
              type: "region",
              cells: [
                [0, 0, 1],
                [0, 1],
                [0, 2],
                [1, 0],
                [1, 1],
                [1, 2],
                [2, 0],
                [2, 1],
                [-1, 2],
              ],
            },
          ],
        }),
      ),
      ["/layout/rules/0/cells/0: a region cell is [row, col]: two whole numbers (0-based canvas position)", "/layout/rules/0/cells/8/0: must be at least 0"],
    ],
    ["layout a number", puzzle(5), ["/layout: must be a built-in layout name (a string) or a layout object"]],
    ["layout an empty name", puzzle(""), ["/layout: must not be empty"]],
    [
      "givens a number",
      puzzle("single", 5),
      ["/givens: must be the canvas (an array of strings, one per row) or an object from grid id to its size x size characters (81 for 9x9)"],
    ],
    ["grid givens not a string", puzzle("single", { main: 5 }), ["/givens/main: must be a string"]],
    ["canvas row not a string", puzzle("single", [5]), ["/givens/0: must be a string"]],
    ["bad grid id key", puzzle("single", { "a b": ".".repeat(81) }), ["/givens: grid id \"a b\" may only use letters, digits, '_' and '-' (at most 32)"]],
    ["row as a string", puzzle({ name: "x", grids: [{ id: "a", row: "0", col: 0 }] }), ["/layout/grids/0/row: must be a whole number"]],
    ["unknown top-level property", { layout: "single", givens: {}, given: {} }, ['(top level): unknown property "given"']],
    ["missing givens", { layout: "single" }, ['(top level): missing required property "givens"']],
  ];
  for (const [name, doc, expected] of cases) {
    it(name, () => {
      const issues = validateSchema("puzzle", doc);
      expect(issues.map((i) => `${i.pointer === "" ? "(top level)" : i.pointer}: ${i.message}`)).toEqual(expected);
      for (const i of issues) expect(i.message).not.toMatch(/must match|must NOT|must be equal to one of|oneOf/);
    });
  }

  it("a layout file is checked against the layout schema", () => {
    expect(messages(() => loadLayout(JSON.stringify({ name: "x", grids: [{ id: "a", row: 0, col: 0, size: 9 }] }), { file: "l.json" }))).toEqual([
      'l.json: /grids/0: unknown property "size"',
    ]);
  });
});

describe("layout and givens errors: canvas and grid positions, all at once, sorted", () => {
  it("rules naming a missing grid, and region cells outside the grids or repeated", () => {
    const layout = {
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        { type: "diagonal", grid: "b" },
        {
          type: "region",
          cells: [
            [0, 0],
            [0, 0],
            [0, 2],
            [1, 0],
            [1, 1],
            [1, 2],
            [2, 0],
            [2, 1],
            [9, 9],
          ],
        },
      ],
    };
    expect(messages(() => loadLayout(JSON.stringify(layout), { file: "l.json" }))).toEqual([
      'l.json: /rules/0/grid: a diagonal rule names grid "b", but this layout has no such grid (its grids: a)',
      "l.json: /rules/1/cells/1, canvas row 1, column 1: the same cell as cells/0: a region needs nine different cells",
      "l.json: /rules/1/cells/8, canvas row 10, column 10: region cell [9, 9] (0-based) is not covered by any grid: every region cell must be in a grid",
    ]);
  });

  it("killer, jigsaw and thermometer rules: located errors, all at once", () => {
    const layout = {
      name: "x",
      grids: [{ id: "a", row: 0, col: 0 }],
      rules: [
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 18,
        },
        {
          type: "killer",
          cells: [
            [0, 3],
            [0, 3],
            [9, 0],
          ],
          sum: 10,
        },
        {
          type: "jigsaw",
          grid: "b",
          regions: ["AAAAAAAAA", "BBBBBBBBB", "CCCCCCCCC", "DDDDDDDDD", "EEEEEEEEE", "FFFFFFFFF", "GGGGGGGGG", "HHHHHHHHH", "IIIIIIIIJ"],
        },
        {
          type: "thermometer",
          cells: [
            [4, 4],
            [4, 5],
            [6, 6],
          ],
        },
      ],
    };
    expect(messages(() => loadLayout(JSON.stringify(layout), { file: "l.json" }))).toEqual([
      "l.json: /rules/0/sum: no 2 different digits add up to 18",
      "l.json: /rules/1/cells/1, canvas row 1, column 4: the same cell as cells/0: a killer cage needs different cells",
      "l.json: /rules/1/cells/2, canvas row 10, column 1: killer cage cell [9, 0] (0-based) is not covered by any grid: every killer cage cell must be in a grid",
      'l.json: /rules/2/grid: a jigsaw rule names grid "b", but this layout has no such grid (its grids: a)',
      "l.json: /rules/2/regions: the regions use 10 different characters (ABCDEFGHIJ): a jigsaw grid has nine regions",
      "l.json: /rules/3/cells/2, canvas row 7, column 7: thermometer cell [6, 6] does not touch the cell before it, [4, 5]",
    ]);
  });

  it("a misspelt property of a killer rule is reported against the killer definition only", () => {
    const layout = oneGrid({ rules: [{ type: "killer", cells: [[0, 0]], total: 3 }] });
    expect(messages(() => loadLayout(JSON.stringify(layout), { file: "l.json" }))).toEqual(['l.json: /rules/0: unknown property "total"']);
  });

  it("a given clashing on a diagonal names the diagonal, the canvas cell and the cell in the grid", () => {
    const doc = { layout: oneGrid({ rules: [{ type: "diagonal", grid: "a" }] }), givens: { a: `5${".".repeat(39)}5${".".repeat(40)}` } };
    expect(messages(() => loadInput(JSON.stringify(doc), { file: "p.json" }))).toEqual([
      "p.json: canvas row 5, column 5 (grid a, row 5, column 5): given 5 appears twice in main diagonal of grid a (also at canvas row 1, column 1)",
    ]);
  });

  it("the CLI prints each problem on one line, sorted, and exits 2", async () => {
    const doc = {
      layout: {
        name: "x",
        grids: [
          { id: "a", row: 1, col: 0 },
          { id: "b", row: 0, col: 2 },
        ],
      },
      givens: {},
    };
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify(doc) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      [
        "-: /layout/grids/0/row: must be a multiple of 3 (grids sit on box boundaries)",
        "-: /layout/grids/1/col: must be a multiple of 3 (grids sit on box boundaries)",
        "",
      ].join("\n"),
    );
  });

  it("the CLI reports a JSON syntax error with line and column", async () => {
    const run = await runCapture(["solve", "-"], { stdin: '{\n  "layout": "single",\n  "givens": {}\n  "title": "x"\n}' });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("-: line 4, column 3: invalid JSON: expected ',' or '}' after a property value, found \"\\\"\" (a comma missing?)\n");
  });
});
