/**
 * A rule's cell count is checked against that rule's own bound, and said in its own words: "a region needs
 * exactly 9 cells" was the message for every rule's cells (a little killer, a between line, an arrow), and a
 * 2-cell between line (two circles side by side, nothing between: no restriction) or an arrow of more than
 * 8 cells on 16x16 grids (a circle of up to 16) were refused though the rule allows them.
 */
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const grid = (size = 9) => ({ name: "x", ...(size === 9 ? {} : { size }), grids: [{ id: "a", row: 0, col: 0 }] });
const validate = (layout: object) => runCapture(["validate", "-"], { stdin: JSON.stringify({ layout, givens: {} }) });
/** A path of n cells from [0, 1], row by row, each next to the one before. */
const path = (n: number, side: number): number[][] =>
  Array.from({ length: n }, (_, i) => {
    const r = Math.floor(i / (side - 1));
    const k = i % (side - 1);
    return [r, 1 + (r % 2 === 0 ? k : side - 2 - k)];
  });

describe("each rule's cell count, in its own words", () => {
  it("a 2-cell between line is accepted, and solved: any two digits in its circles", async () => {
    const layout = {
      ...grid(),
      rules: [
        {
          type: "between-line",
          cells: [
            [0, 0],
            [0, 1],
          ],
        },
      ],
    };
    expect(await validate(layout)).toMatchObject({ code: 0, stderr: "" });
    const solved = await runCapture(["solve", "-", "-f", "json"], { stdin: JSON.stringify({ layout, givens: { a: `12${".".repeat(79)}` } }) });
    expect(solved.code).toBe(0); // "multiple" still exits 0; before, 1 and 2 side by side had no solution
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: "multiple" });
  });

  it("an arrow of 12 cells on 16x16 grids is accepted; on 9x9 an arrow has at most 8, said as such", async () => {
    const long = { ...grid(16), rules: [{ type: "arrow", circle: [15, 15], cells: path(12, 16) }] };
    expect(await validate(long)).toMatchObject({ code: 0, stderr: "" });
    const nine = await validate({ ...grid(), rules: [{ type: "arrow", circle: [8, 8], cells: path(9, 9) }] });
    expect(nine.code).toBe(2);
    expect(nine.stderr).toMatch(/an arrow on grids of size 9 has at most 8 cells .*not 9/);
    expect(nine.stderr).not.toMatch(/region/);
  });

  it("a 72-cell arrow, a 1-cell little killer without its direction and a 1-cell between line: refused in their own words, not a region's", async () => {
    const arrow = await validate({ ...grid(), rules: [{ type: "arrow", circle: [8, 8], cells: path(72, 9) }] });
    expect(arrow.code).toBe(2);
    expect(arrow.stderr).toMatch(/an arrow rule has at most 15 cells, not 72/);
    const little = await validate({ ...grid(), rules: [{ type: "little-killer", cells: [[0, 8]], sum: 5 }] });
    expect(little.code).toBe(2);
    expect(little.stderr).toMatch(/a little killer along a one-cell diagonal names its direction/);
    const line = await validate({ ...grid(), rules: [{ type: "between-line", cells: [[0, 0]] }] });
    expect(line.stderr).toMatch(/a between-line rule needs at least 2 cells, not 1/);
    for (const run of [arrow, little, line]) expect(run.stderr).not.toMatch(/region/);
  });

  it("a region still needs exactly size cells", async () => {
    const run = await validate({
      ...grid(),
      rules: [
        {
          type: "region",
          cells: [
            [0, 0],
            [0, 1],
          ],
        },
      ],
    });
    expect(run.stderr).toMatch(/a region needs exactly 9 cells on 9x9 grids \(size cells on others\), not 2/);
  });
});
