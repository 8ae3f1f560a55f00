/**
 * Text from a file is never printed raw where it could steer a terminal, and numeric options are checked
 * with a reason: a title or layout name with escape sequences, a --max-canvas past what memory
 * can hold, --jobs past the machine's cores.
 */
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const EVIL = JSON.stringify({
  title: "evil\u001b[31mRED\u001b[0m\u0007",
  layout: { name: "n\u001b]0;pwned\u0007", grids: [{ id: "main", row: 0, col: 0 }] },
  givens: { main: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" },
});
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe("control characters from a file", () => {
  for (const argv of [
    ["solve", "-"],
    ["validate", "-"],
    ["render", "-"],
    ["solve", "-", "--no-color"],
  ]) {
    it(`${argv.join(" ")}: written out as \\xHH, never raw`, async () => {
      const run = await runCapture(argv, { stdin: EVIL, env: { NO_COLOR: "1" } });
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toMatch(CONTROL);
      expect(run.stdout + run.stderr).toMatch(/\\x1b/);
    });
  }

  it("in an error message too (a misspelt rule type quoted back)", async () => {
    const bad = JSON.stringify({ layout: { name: "x", grids: [{ id: "m", row: 0, col: 0 }], rules: [{ type: "thermo\u001b[2J" }] }, givens: {} });
    const run = await runCapture(["validate", "-"], { stdin: bad });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(CONTROL);
  });
});

describe("control characters quoted in any message: one sanitiser for stderr", () => {
  const ESC = "\u001b[2J";
  const GRID = { id: "main", row: 0, col: 0 };
  const cases: Record<string, string> = {
    "a built-in layout's name": JSON.stringify({ layout: `x${ESC}y`, givens: {} }),
    "an unknown property's name": JSON.stringify({ layout: "single", givens: {}, [`extra${ESC}`]: 1 }),
    "an unknown property's name in a layout": JSON.stringify({ layout: { name: "n", grids: [GRID], [`gr${ESC}ids`]: 1 }, givens: {} }),
    "a grid id": JSON.stringify({ layout: { name: "n", grids: [{ ...GRID, id: `m${ESC}` }] }, givens: { [`q${ESC}`]: "." } }),
    "a givens key naming no grid": JSON.stringify({ layout: "single", givens: { [`mian${ESC}`]: "." } }),
    "a schema error's value": JSON.stringify({ layout: { name: "n", grids: [GRID], size: `9${ESC}` }, givens: {} }),
    "a did-you-mean": JSON.stringify({ layout: { name: "n", grids: [GRID], rules: [{ type: `kiler${ESC}`, cells: [[0, 0]] }] }, givens: {} }),
    "a given": JSON.stringify({ layout: "single", givens: { main: `${ESC}${".".repeat(77)}` } }),
  };
  for (const [what, text] of Object.entries(cases)) {
    for (const command of ["validate", "rate", "explain", "hint", "solve", "render", "convert"]) {
      it(`${command}: ${what}, shown escaped (exit 2)`, async () => {
        const argv = command === "convert" ? [command, "-", "--to", "json"] : [command, "-"];
        const run = await runCapture(argv, { stdin: text, env: { NO_COLOR: "1" } });
        expect(run.code).toBe(2);
        expect(run.stdout + run.stderr).not.toMatch(CONTROL);
        expect(run.stderr).not.toBe("");
      });
    }
  }

  it("an invalid batch line echoed by solve and rate: its control characters as \\xHH", async () => {
    for (const command of ["solve", "rate", "validate"]) {
      const run = await runCapture(command === "validate" ? [command, "-"] : [command, "-", "-f", "text"], { stdin: `${".".repeat(80)}\u001b\n` });
      expect(run.code).toBe(2);
      expect(run.stdout + run.stderr).not.toMatch(CONTROL);
    }
  });
});

describe("numeric options past what the machine can do", () => {
  it("--max-canvas above 100,000,000 is refused with the limit (a far layout ended in exit 4 before)", async () => {
    const far = JSON.stringify({
      layout: {
        name: "far",
        grids: [
          { id: "a", row: 0, col: 0 },
          { id: "b", row: 99990, col: 99990 },
        ],
      },
      givens: {},
    });
    const run = await runCapture(["solve", "-", "--max-canvas", "1e15"], { stdin: far });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^combo-sudoku: --max-canvas must be at most 100,000,000, not 1(e\+?15|0{15})\n$/);
    const within = await runCapture(["solve", "-", "--max-canvas", "100000000"], { stdin: far });
    expect(within.code).toBe(2);
    expect(within.stderr).toMatch(/the canvas would be 99999 x 99999 positions, more than the limit of 100000000 \(the most --max-canvas allows\)/);
  });

  it("--jobs beyond the cores is capped there, with a note, and the batch is answered", async () => {
    const cores = availableParallelism();
    const run = await runCapture(["solve", "-", "--jobs", "64", "-f", "text"], {
      stdin: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n",
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`combo-sudoku: --jobs 64: this machine has ${cores} core${cores === 1 ? "" : "s"}; using ${cores}\n`);
    expect(run.stdout).toMatch(/^[1-9]{81}\n$/);
  });
});
