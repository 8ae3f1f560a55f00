import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BatchChunk } from "../../../src/format/batch-lines/batch-chunk.js";
import { ChunkCursor } from "../../../src/format/batch-lines/batch-chunk.js";
import type { ChunkAnswer } from "../../../src/format/batch-lines/solve-chunk.js";
import { solveChunk } from "../../../src/format/batch-lines/solve-chunk.js";
import { OVERLONG_REASON } from "../../../src/format/batch-lines/solve-line.js";
import type { LineJob } from "../../../src/format/batch-lines/rate-line.js";
import { answerLine, writeAnswer } from "../../../src/format/batch-lines/rate-line.js";
import { readLine81 } from "../../../src/format/batch-lines/read-line.js";
import { buildGeometry } from "../../../src/model/geometry.js";
import { checkGivens } from "../../../src/layout/check-givens.js";
import { BUILTIN_LAYOUTS } from "../../../src/layout/builtin-layouts.js";

const CLASSIC_GIVENS = "009008040600000017010040000000000004480603021300000000000090080240000006050700100";
const CLASSIC_SOLUTION = "729168543634925817815347269562819374487653921391472658173296485248531796956784132";
const EASY = `${CLASSIC_SOLUTION.slice(0, 70)}${".".repeat(11)}`;
const seed = Number(process.env.COMBO_SEED ?? 14);
const never = (): boolean => false;

/** Lines of every kind a batch file holds, good and odd. */
const lineArb = fc.oneof(
  fc.constantFrom(CLASSIC_GIVENS, EASY, `11${".".repeat(79)}`, `x${".".repeat(80)}`, "1234", `${CLASSIC_GIVENS}5`, "", "   ", "# comment", ".".repeat(81)),
  fc.constantFrom(`  ${EASY}\t`, `${EASY}\r`, `é${".".repeat(80)}`, "9".repeat(5000)),
  fc.string({ maxLength: 90 }).filter((s) => !s.includes("\n")),
);

/** The answer the per-line functions give: the reference the chunk path must match. */
function reference(lines: readonly string[], firstLine: number, format: "text" | "json", job: LineJob): Omit<ChunkAnswer, "rest"> {
  let text = "";
  let worst = 0;
  let written = 0;
  const issues: { line: number; message: string }[] = [];
  lines.forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    const input = { line: firstLine + i, text: trimmed };
    const outcome = answerLine(job, trimmed, "auto", never);
    if (outcome.reason !== undefined) issues.push({ line: input.line, message: outcome.reason });
    worst = Math.max(worst, outcome.status === "invalid" ? 2 : outcome.status === "none" ? 1 : 0);
    text += writeAnswer(job, input, outcome, format);
    written++;
  });
  return { text, written, issues, worst };
}

/** Solves a chunk pausing wherever `pauses` says, stitching the parts back together. */
function solveInParts(chunk: BatchChunk, format: "text" | "json", job: LineJob, pauses: () => boolean): Omit<ChunkAnswer, "rest"> {
  const total = { text: "", written: 0, issues: [] as { line: number; message: string }[], worst: 0 };
  for (let part: BatchChunk | undefined = chunk; part !== undefined; ) {
    const a = solveChunk(part, { job, format, strategy: "auto", shouldStop: never, pause: pauses });
    total.text += a.text;
    total.written += a.written;
    total.issues.push(...a.issues);
    total.worst = Math.max(total.worst, a.worst);
    part = a.rest;
  }
  return total;
}

describe("solveChunk: a raw chunk answers as its lines do one by one", () => {
  it("any mix of lines (solved or rated), CRLF or LF, with or without a final newline, paused anywhere (fast-check, seeded)", () => {
    console.log(`solve-chunk property: seed ${seed} (set COMBO_SEED to replay)`);
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 40 }),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom("text" as const, "json" as const),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.constantFrom("solve" as const, "rate" as const),
        (lines, eol, finalEol, firstLine, format, pausePattern, job) => {
          const text = lines.join(eol) + (finalEol && lines.length > 0 ? eol : "");
          const chunk = { firstLine, text };
          // a final line without newline is still a line; an empty input has none
          const expected = reference(text === "" ? [] : (finalEol ? text.slice(0, -eol.length) : text).split("\n"), firstLine, format, job);
          const whole = solveChunk(chunk, { job, format, strategy: "auto", shouldStop: never });
          expect(whole.rest).toBeUndefined();
          expect({ ...whole }).toEqual(expected);
          let k = 0;
          expect(solveInParts(chunk, format, job, () => pausePattern[k++ % pausePattern.length])).toEqual(expected);
        },
      ),
      { seed, numRuns: 200 },
    );
  });

  it("an overlong line is a bad line written as an empty line; the lines around it keep their numbers", () => {
    const chunk = { firstLine: 5, text: `${EASY}\n${"7".repeat(100)}\n${EASY}`, overlong: [6] };
    const a = solveChunk(chunk, { job: "solve", format: "text", strategy: "auto", shouldStop: never });
    expect(a.text).toBe(`${CLASSIC_SOLUTION}\n\n${CLASSIC_SOLUTION}\n`);
    expect(a.issues).toEqual([{ line: 6, message: OVERLONG_REASON }]);
    expect(a.worst).toBe(2);
  });

  it("a stop ends the answer at the first line not solved", () => {
    let calls = 0;
    const a = solveChunk(
      { firstLine: 1, text: `${EASY}\n${EASY}\n${EASY}\n` },
      { job: "solve", format: "text", strategy: "auto", shouldStop: () => ++calls > 1 },
    );
    expect(a.stoppedAt).toBeGreaterThan(1);
    expect(a.text.split("\n").filter((l) => l !== "")).toHaveLength((a.stoppedAt ?? 0) - 1);
  });
});

describe("ChunkCursor", () => {
  it("skips blank and comment lines, trims, numbers every line, and resumes from rest() where it stopped", () => {
    const chunk = { firstLine: 10, text: "a\r\n\n# c\n  b \nc", overlong: [13, 14] };
    const c = new ChunkCursor(chunk);
    expect(c.next()).toEqual({ line: 10, text: "a" });
    const rest = c.rest();
    expect(rest).toEqual({ firstLine: 11, text: "\n# c\n  b \nc", overlong: [13, 14] });
    expect(c.next()).toEqual({ line: 13, text: "  b ".slice(0, 100), overlong: true });
    expect(c.next()).toEqual({ line: 14, text: "c", overlong: true });
    expect(c.next()).toBeUndefined();
    expect(c.rest()).toBeUndefined();
  });
});

describe("readLine81 into a reused array", () => {
  it("writes every cell, so what an earlier line left behind never leaks into the next", () => {
    const single = buildGeometry(BUILTIN_LAYOUTS.single);
    const into = new Uint8Array(81).fill(9);
    const read = readLine81(single, `1${".".repeat(40)}0${".".repeat(39)}`, "later", into);
    expect(read).toBe(into);
    expect([...into]).toEqual([1, ...new Array<number>(80).fill(0)]);
  });
});

describe("readLine81's clash check", () => {
  it("names the same first clash as checkGivens over the whole grid (fast-check, seeded)", () => {
    const single = buildGeometry(BUILTIN_LAYOUTS.single);
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 });
    fc.assert(
      fc.property(digits, (cells) => {
        const givens = Uint8Array.from(cells);
        const text = cells.map((d) => (d === 0 ? "." : String(d))).join("");
        const all = checkGivens(single, givens);
        const read = readLine81(single, text, "now");
        if (all.length === 0) expect(read).toBeInstanceOf(Uint8Array);
        else expect(read).toEqual({ reason: all[0].message.replace(/ of grid main/g, "") });
      }),
      { seed, numRuns: 300 },
    );
  });
});
