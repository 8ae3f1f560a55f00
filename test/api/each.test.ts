/** The batch machinery every one-call function shares: line numbers, errors as answers, laziness, restarts. */
import { describe, expect, it } from "vitest";
import type { EachResult } from "../../src/api/answers.js";
import { answersOf, oneOrMany } from "../../src/api/each.js";
import { UsageError } from "../../src/model/errors.js";
import { CLASH, LINE } from "./lines.js";

async function all<R>(answers: AsyncIterable<EachResult<R>>): Promise<EachResult<R>[]> {
  const out: EachResult<R>[] = [];
  for await (const a of answers) out.push(a);
  return out;
}

const givens = ({ puzzle }: { puzzle: { model: { givens: Uint8Array } } }): number => puzzle.model.givens.filter((d) => d !== 0).length;

describe("oneOrMany and answersOf", () => {
  it("a text of several lines is a batch, numbered by the text's lines (comments and blanks skipped, not renumbered)", async () => {
    const batch = oneOrMany(`# a comment\n${LINE}\n\n${CLASH}\nnot a puzzle\n`, {}, "test", givens);
    if (typeof batch === "number") throw new Error("a batch expected");
    const answers = await all(batch);
    expect(answers.map((a) => a.line)).toEqual([2, 4, 5]);
    expect(answers[0]).toEqual({ line: 2, result: 24 });
    expect(answers[1]).toMatchObject({ line: 4, error: { exitCode: 2 } }); // clash: the reader refuses it
    expect(answers[2]).toMatchObject({ line: 5, error: { exitCode: 2 } });
  });

  it("a text of one puzzle, or an object, is that puzzle; a list or async iterable is a batch numbered from 1", async () => {
    expect(oneOrMany(LINE, {}, "test", givens)).toBe(24);
    expect(oneOrMany(`${LINE}\n`, {}, "test", givens)).toBe(24);
    expect(oneOrMany({ layout: "single", givens: { main: LINE } }, {}, "test", givens)).toBe(24);
    async function* stream(): AsyncGenerator<string> {
      yield LINE;
      yield "nope";
    }
    const answers = oneOrMany(stream(), {}, "test", givens);
    if (typeof answers === "number") throw new Error("a batch expected");
    expect(await all(answers)).toMatchObject([
      { line: 1, result: 24 },
      { line: 2, error: { exitCode: 2 } },
    ]);
  });

  it("works as it is read, starts again when iterated again; an error of the call is an answer, a bug still throws", async () => {
    let calls = 0;
    const answers = answersOf([LINE, LINE], {}, (read) => {
      calls++;
      if (calls === 2) throw new UsageError("refused");
      return givens(read);
    });
    expect(calls).toBe(0);
    expect(await all(answers)).toEqual([
      { line: 1, result: 24 },
      { line: 2, error: { message: "refused", exitCode: 2 } },
    ]);
    expect(await all(answers)).toEqual([
      { line: 1, result: 24 },
      { line: 2, result: 24 },
    ]);
    const buggy = answersOf([LINE], {}, () => {
      throw new TypeError("a bug");
    });
    await expect(all(buggy)).rejects.toThrow(TypeError);
  });
});
