/**
 * Options on a batch are honoured or refused with a reason, never silently ignored; CSV output
 * for batches, with each line's status and effort.
 */
import { describe, expect, it } from "vitest";
import { csvRow } from "../../src/format/csv/batch-csv.js";
import { runCapture } from "../support/capture-io.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";
const EMPTY = ".".repeat(81);
const CLASH = `11${".".repeat(79)}`;
const UNSOLVABLE = (() => {
  const g = `.23456789${"........."}${".".repeat(63)}`.split("");
  g[10] = "1";
  return g.join("");
})();
const BATCH = `${[CLASSIC_GIVENS, EMPTY, "# a comment", CLASH, UNSOLVABLE].join("\n")}\n`;

/** Splits a CSV text (as the RFC has it: quoted fields may hold commas and doubled quotes) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split("\r\n").slice(0, -1)) {
    const fields: string[] = [];
    for (let i = 0; i <= line.length; ) {
      if (line[i] === '"') {
        let value = "";
        let j = i + 1;
        for (;;) {
          const q = line.indexOf('"', j);
          value += line.slice(j, q);
          if (line[q + 1] === '"') {
            value += '"';
            j = q + 2;
          } else {
            i = q + 2;
            break;
          }
        }
        fields.push(value);
      } else {
        const end = line.indexOf(",", i);
        fields.push(line.slice(i, end < 0 ? line.length : end));
        i = end < 0 ? line.length + 1 : end + 1;
      }
    }
    rows.push(fields);
  }
  return rows;
}

describe("batch options", () => {
  for (const option of [["--count"], ["--all"], ["--limit", "5"], ["--diff"], ["--layout", "samurai"]]) {
    it(`${option[0]} on a batch is refused with the reason, exit 2`, async () => {
      const run = await runCapture(["solve", "-", ...option], { stdin: BATCH });
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(new RegExp(`^combo-sudoku: ${option[0]} does not apply to a batch: a batch gives each line's status .*\\n$`));
    });
  }

  it("-f csv: a header, then one row per puzzle line, in order, with status, solution, nodes and time", async () => {
    const run = await runCapture(["solve", "-", "-f", "csv"], { stdin: BATCH });
    expect(run.code).toBe(2);
    const rows = parseCsv(run.stdout);
    expect(rows[0]).toEqual(["line", "status", "solution", "nodes", "ms", "reason"]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      ["1", "unique", CLASSIC_SOLUTION],
      ["2", "multiple", expect.stringMatching(/^[1-9]{81}$/)],
      ["4", "invalid", ""],
      ["5", "none", ""],
    ]);
    for (const r of rows.slice(1)) expect(r).toHaveLength(6);
    expect(Number(rows[1][3])).toBeGreaterThanOrEqual(0);
    expect(Number(rows[1][4])).toBeGreaterThanOrEqual(0);
    expect(rows[3][3]).toBe(""); // an invalid line is not searched
    expect(rows[3][5]).toMatch(/1/);
    expect(rows[4][5]).toBe("no solution");
  });

  it("csvRow quotes a field holding a comma or a quote, doubling the quote", () => {
    expect(csvRow({ line: 3, status: "invalid", reason: 'bad "x", here' })).toBe('3,invalid,,,,"bad ""x"", here"\r\n');
  });

  it("-f csv on one puzzle is refused: it is for batches", async () => {
    const run = await runCapture(["solve", "puzzles/classic-seed.json", "-f", "csv"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/-f csv is for batches/);
  });

  it("--stats on a batch: each JSON line has its nodes and time, and a summary by status goes to stderr", async () => {
    const run = await runCapture(["solve", "-", "-f", "json", "--stats"], { stdin: BATCH });
    const rows = run.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { status: string; nodes?: number; ms?: number });
    expect(rows.map((r) => r.status)).toEqual(["unique", "multiple", "invalid", "none"]);
    expect(rows.map((r) => typeof r.nodes)).toEqual(["number", "number", "undefined", "number"]);
    expect(run.stderr).toMatch(/^lines: 4 \(unique 1, multiple 1, none 1, invalid 1\)$/m);
    expect(run.stderr).toMatch(/^nodes: \d+$/m);
    expect(run.stderr).toMatch(/^rate: \d+ lines\/s$/m);
    // Without --stats, nothing of it.
    const plain = await runCapture(["solve", "-", "-f", "json"], { stdin: BATCH });
    expect(plain.stdout).not.toMatch(/nodes/);
    expect(plain.stderr).not.toMatch(/^lines:/m);
  });
});
