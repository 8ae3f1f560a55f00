/** explain in one call: what explain --format json prints, and the status; any form; batches. */
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { explain } from "../../src/api/explain.js";
import { InvalidInputError, LimitError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";
import { CLASH, HARDEST, LINE, NONE } from "./lines.js";

describe("explain in one call", () => {
  it("returns what explain --format json prints, and the status, solved or stuck", async () => {
    const cli = JSON.parse((await runCapture(["explain", "-", "-f", "json"], { stdin: `${LINE}\n` })).stdout) as object;
    expect(explain(LINE)).toEqual({ status: "unique", ...cli });
    const stuck = JSON.parse((await runCapture(["explain", "-", "-f", "json"], { stdin: `${HARDEST}\n` })).stdout) as object;
    expect(explain(HARDEST)).toEqual({ status: "unique", ...stuck });
  });

  it("no solution: status none and no steps; a stop: a LimitError; a bad puzzle: an InvalidInputError", () => {
    expect(explain(NONE)).toEqual({ status: "none", solved: false, steps: [] });
    expect(() => explain(HARDEST, { shouldStop: () => true })).toThrow(LimitError);
    expect(() => explain(CLASH)).toThrow(InvalidInputError);
  });

  it("a batch text gives each line's explanation", async () => {
    const answers = explain(`${LINE}\n${NONE}\n`);
    if (!isAnswers(answers)) throw new Error("a batch expected");
    const got: string[] = [];
    for await (const a of answers) got.push("result" in a ? `${a.line} ${a.result.status} ${a.result.steps.length > 0}` : a.error.message);
    expect(got).toEqual(["1 unique true", "2 none false"]);
  });
});
