/** count in one call: what solve --count says, for any form or a batch. */
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { count } from "../../src/api/count.js";
import { loadLine } from "../../src/format/batch-lines/load-line.js";
import { runCapture } from "../support/capture-io.js";
import { LINE, OPEN } from "./lines.js";

describe("count in one call", () => {
  it("counts every solution, as solve --count does", async () => {
    const cli = JSON.parse((await runCapture(["solve", OPEN, "--count", "-f", "json"])).stdout) as { count: number };
    expect(cli.count).toBe(151);
    expect(count(OPEN)).toEqual({ status: "multiple", count: 151, complete: true });
    expect(count(loadLine(OPEN).model)).toEqual({ status: "multiple", count: 151, complete: true });
  });

  it("a limit or a node budget makes the count a lower bound and says why", () => {
    expect(count(".".repeat(81), { limit: 1000 })).toEqual({ status: "multiple", count: 1000, complete: false, stopReason: "limit" });
    expect(count(".".repeat(81), { nodeBudget: 50 })).toMatchObject({ complete: false, stopReason: "budget" });
  });

  it("a batch gives a count a line", async () => {
    const answers = count(`${LINE}\n${OPEN}\n`);
    if (!isAnswers(answers)) throw new Error("a batch expected");
    const counts: number[] = [];
    for await (const a of answers) if ("result" in a) counts.push(a.result.count);
    expect(counts).toEqual([1, 151]);
  });
});
