/** validate in one call: every problem at once as a report, never a throw for a bad puzzle; batches too. */
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { validate } from "../../src/api/validate.js";
import { UsageError } from "../../src/model/errors.js";
import { CLASH, LINE, OPEN } from "./lines.js";

describe("validate in one call", () => {
  it("a good puzzle: its summary; a bad one: every problem, not an error", () => {
    expect(validate(LINE)).toEqual({ ok: true, layout: "single", grids: 1, cells: 81, givens: 24, warnings: [] });
    // Two 1s in row 1, two 2s in column 1: both found at once.
    const bad = validate({ layout: "single", givens: { main: `11${".".repeat(7)}2${".".repeat(8)}2${".".repeat(62)}` } });
    if (isAnswers(bad) || bad.ok) throw new Error("a failed report expected");
    expect(bad.issues.filter((i) => /appears twice/.test(i.message)).length).toBeGreaterThanOrEqual(2);
    expect(validate("{ not json")).toMatchObject({ ok: false });
  });

  it("require: solvable or unique, as --solvable and --unique", () => {
    expect(validate(LINE, { require: "unique" })).toMatchObject({ ok: true, status: "unique" });
    expect(validate(OPEN, { require: "unique" })).toEqual({ ok: false, issues: [{ message: "more than one solution" }], status: "multiple" });
    expect(validate(OPEN, { require: "solvable" })).toMatchObject({ ok: true, status: "unknown" }); // one solution looked for
    expect(() => validate(LINE, { require: "single" as "unique" })).toThrow(UsageError);
  });

  it("a batch: a report a line, a bad line reported as not ok", async () => {
    const answers = validate(`${LINE}\n${CLASH}\n`);
    if (!isAnswers(answers)) throw new Error("a batch expected");
    const oks: boolean[] = [];
    for await (const a of answers) if ("result" in a) oks.push(a.result.ok);
    expect(oks).toEqual([true, false]);
  });
});
