import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const NINE = Array<string>(9).fill(".........");

describe("a canvas that runs past the layout", () => {
  it("a surplus row is reported once, not once per character", async () => {
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "single", givens: [...NINE, "123456789"] }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("-: /givens/9: canvas row 10 is beyond the layout's 9 rows, yet marks cells (remove it, or leave it blank)\n");
  });

  it("a blank surplus row (spaces, '-', empty) is harmless", async () => {
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "single", givens: [...NINE, "   ", "-- -", ""] }) });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("a row longer than the canvas is reported once, at its first marked position", async () => {
    const rows = [...NINE];
    rows[3] = "......... ..1..";
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "single", givens: rows }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "-: /givens/3, canvas row 4, column 11: this row is longer than the canvas (9 columns): no grid covers this position or any further (use ' ' or '-', or end the row)\n",
    );
  });

  it("a mark inside the canvas where no grid reaches is still reported at its position", async () => {
    // twin: grid nw at row 0, column 0, grid se at row 6, column 6; a 15 x 15 canvas.
    const run = await runCapture(["validate", "-"], { stdin: JSON.stringify({ layout: "twin", givens: [".........   1"] }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("-: /givens/0, canvas row 1, column 13: \"1\" marks a cell, but no grid covers this position (use ' ' or '-' there)\n");
  });
});
