/** hint in one call: what hint --format json prints, and the status; batches. */
import { describe, expect, it } from "vitest";
import { hint } from "../../src/api/hint.js";
import { runCapture } from "../support/capture-io.js";
import { LINE, NONE } from "./lines.js";

describe("hint in one call", () => {
  it("returns what hint --format json prints: the easiest step only, and the status", async () => {
    const cli = JSON.parse((await runCapture(["hint", "-", "-f", "json"], { stdin: `${LINE}\n` })).stdout) as object;
    const next = hint(LINE);
    expect(next).toEqual({ status: "unique", ...cli });
    expect(next).toMatchObject({ solved: false, steps: [{ technique: expect.any(String) as string }] });
    expect(hint(NONE)).toEqual({ status: "none", solved: false, steps: [] });
  });

  it("a solved grid has no next step; a list gives a hint each", async () => {
    const solved = "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
    expect(hint(solved)).toEqual({ status: "unique", solved: true, steps: [] });
    const counts: number[] = [];
    for await (const a of hint([LINE, solved])) if ("result" in a) counts.push(a.result.steps.length);
    expect(counts).toEqual([1, 0]);
  });
});
