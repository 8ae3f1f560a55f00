/** convert in one call: the text convert --to writes; links back; what a target cannot hold; batches. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isAnswers } from "../../src/api/answers.js";
import { convert } from "../../src/api/convert.js";
import { solve } from "../../src/api/solve.js";
import { InvalidInputError, UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { LINE } from "./lines.js";

describe("convert in one call", () => {
  it("writes what convert --to writes, for every target", async () => {
    const killer = readFileSync(`${projectRoot}puzzles/killer.json`, "utf8");
    for (const to of ["sudokupad", "fpuzzles", "fpuzzles-link"] as const) {
      const cli = await runCapture(["convert", "puzzles/killer.json", "--to", to]);
      expect(convert(killer, to)).toEqual({ text: cli.stdout, dropped: [] });
    }
    expect(convert(LINE, "txt")).toEqual({ text: `${LINE.replace(/\./g, ".")}\n`, dropped: [] });
  });

  it("a link read back is the same puzzle; what the target cannot hold is refused, or dropped and named with lossy", () => {
    const link = convert(readFileSync(`${projectRoot}puzzles/killer.json`, "utf8"), "sudokupad");
    if (isAnswers(link)) throw new Error("one puzzle expected");
    const back = solve(link.text);
    const direct = solve(readFileSync(`${projectRoot}puzzles/killer.json`, "utf8"));
    if (isAnswers(back) || isAnswers(direct)) throw new Error("one puzzle expected");
    expect(Array.from(back.solutions[0] ?? [])).toEqual(Array.from(direct.solutions[0] ?? []));
    const killer = readFileSync(`${projectRoot}puzzles/killer.json`, "utf8");
    expect(() => convert(killer, "txt")).toThrow(InvalidInputError);
    const lossy = convert(killer, "txt", { lossy: true });
    if (isAnswers(lossy)) throw new Error("one puzzle expected");
    expect(lossy.dropped.length).toBeGreaterThan(0);
    expect(() => convert(LINE, "png" as "txt")).toThrow(UsageError);
  });

  it("a list gives a conversion each", async () => {
    const texts: string[] = [];
    for await (const a of convert([LINE, { layout: "single", givens: { main: LINE } }], "txt")) if ("result" in a) texts.push(a.result.text);
    expect(texts).toEqual([`${LINE}\n`, `${LINE}\n`]);
  });
});
