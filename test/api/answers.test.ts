/** isAnswers tells a batch's answers from one puzzle's report, whatever the report is. */
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { rate } from "../../src/api/rate.js";
import { render } from "../../src/api/render.js";
import { LINE } from "./lines.js";

describe("isAnswers", () => {
  it("is true for a batch's answers, false for one puzzle's report of any kind", () => {
    expect(isAnswers(rate(`${LINE}\n${LINE}\n`))).toBe(true);
    expect(isAnswers(rate([LINE]))).toBe(true);
    expect(isAnswers(rate(LINE))).toBe(false);
    expect(isAnswers(render(LINE))).toBe(false); // a string
    expect(isAnswers<unknown>({ batch: true })).toBe(false); // not iterable
    expect(isAnswers<unknown>(null)).toBe(false);
  });
});
