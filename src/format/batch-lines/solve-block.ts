import { formatIssue } from "../../model/errors.js";
import type { Strategy } from "../../strategies/solve.js";
import type { LineBlock } from "./line-block.js";
import { isSkippedLine } from "./line-kind.js";
import type { LineJob } from "./rate-line.js";
import { answerLine, writeAnswer } from "./rate-line.js";
import type { LineOutcome } from "./solve-line.js";
import { digitString, OVERLONG_REASON, solveGivensRaw } from "./solve-line.js";

/** How every line of a batch is answered and written. */
export interface BlockOptions {
  /** The input's name, for the stderr reasons ("FILE: line N: ..."). */
  readonly file: string;
  readonly job: LineJob;
  readonly format: "pretty" | "text" | "json" | "csv";
  readonly strategy: Strategy;
  /** Each line's search nodes and time in json output (--stats). */
  readonly stats: boolean;
  /** Each line's search nodes and time measured (--stats, -f csv). */
  readonly lineStats: boolean;
  /** Techniques outside the default list a rating adds, by name (`rate --with`; logic/opt-in.ts). */
  readonly with?: readonly string[];
}

/** Lines answered, by status, and the search nodes they took. */
export interface BlockTally {
  unique: number;
  multiple: number;
  none: number;
  invalid: number;
  nodes: number;
}

/** What a block's lines (or the first part of them) gave. */
export interface BlockAnswer {
  /** The output lines, in order, each ending with a newline. */
  text: string;
  /** The stderr lines (reasons, "FILE: line N: ..."), each ending with a newline. */
  problems: string;
  /** Output lines written (one per puzzle line answered). */
  written: number;
  /** The input line of the last output line. */
  lastLine?: number | undefined;
  /** The first line a stop left unanswered: nothing after it is answered. */
  stoppedAt?: number | undefined;
  /** The worst that happened: 2 an invalid line, 1 a line without solution, 0. */
  worst: number;
  tally: BlockTally;
  /** Where to go on (offset in the block's text, its line number) when `pause` said pause before the end. */
  resume?: { readonly offset: number; readonly line: number };
}

/** The answer of no line. */
export function emptyAnswer(): BlockAnswer {
  return { text: "", problems: "", written: 0, worst: 0, tally: { unique: 0, multiple: 0, none: 0, invalid: 0, nodes: 0 } };
}

/** The given cells of the line being read: the solver keeps no reference to them, so one array serves every line. */
const givens = new Uint8Array(81);

/**
 * Reads the 81 characters at `offset` of `text` into `givens`; false at the first character that is not
 * 1-9, '.' or '0' (the slow path then says why).
 */
function readCells(text: string, offset: number): boolean {
  for (let i = 0; i < 81; i++) {
    const code = text.charCodeAt(offset + i);
    if (code >= 49 && code <= 57) givens[i] = code - 48;
    else if (code === 46 || code === 48) givens[i] = 0;
    else return false;
  }
  return true;
}

/**
 * Answers the lines of a block (line-block.ts) as a batch answers them one by one, in order: each puzzle
 * line solved (or rated) and written as writeAnswer writes it, its reason as a stderr line, blank and
 * comment lines skipped; a stop (shouldStop) ends the answer before the first line it leaves undone.
 * The same for the main thread and a worker thread: a worker gets the block's text and sends this back.
 *
 * The common line, 81 cells (a CR before the newline allowed) to solve, is read straight from the block's
 * text, with no string made for it, and when solved written straight into output bytes (text, json, csv:
 * writeLine's bytes, test-checked); every other line goes through the line-by-line functions
 * (answerLine, writeAnswer), so every output is byte for byte the same as theirs (test/format/batch-lines/
 * solve-block.test.ts checks it). `pause`, asked between lines, lets the main thread yield to its event
 * loop (asked after each line, so every call answers one line at least): the answer then says where to
 * resume, and the caller calls again with `from`.
 */
export function solveBlock(
  block: LineBlock,
  options: BlockOptions,
  shouldStop: () => boolean,
  pause?: () => boolean,
  from?: { readonly offset: number; readonly line: number },
): BlockAnswer {
  const answer = emptyAnswer();
  const out = new Output(answer);
  const { text } = block;
  const { file, job, format, strategy, stats, lineStats } = options;
  const fast = job === "solve";
  const record = (line: number, input: string, overlong: boolean, o: LineOutcome): void => {
    if (o.reason !== undefined) answer.problems += `${formatIssue({ file, line, message: o.reason })}\n`;
    answer.worst = Math.max(answer.worst, o.status === "invalid" ? 2 : o.status === "none" ? 1 : 0);
    if (o.status !== "stopped") answer.tally[o.status]++;
    answer.tally.nodes += o.nodes ?? 0;
    out.text(writeAnswer(job, overlong ? { line, text: input, overlong: true } : { line, text: input }, o, format, stats));
    answer.written++;
    answer.lastLine = line;
  };

  if (block.overlong === true) {
    // A line longer than the cap: only its start was kept, and it is a bad line whatever it holds.
    if (shouldStop()) answer.stoppedAt = block.firstLine;
    else record(block.firstLine, text, true, { status: "invalid", reason: OVERLONG_REASON });
    return out.done();
  }

  let pos = from?.offset ?? 0;
  let line = from?.line ?? block.firstLine;
  const end = text.length;
  while (pos < end) {
    // Asked after a line, never before the first: each call gets on by a line at least.
    if (pos !== (from?.offset ?? 0) && pause?.() === true) {
      answer.resume = { offset: pos, line };
      return out.done();
    }
    let eol = text.indexOf("\n", pos);
    if (eol < 0) eol = end;
    const length = eol - pos;
    if (shouldStop()) {
      // A stop before this line: it is undone, unless it holds no puzzle (then the stop is at the next one).
      const raw = text.slice(pos, eol);
      if (!isSkippedLine((line === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim())) {
        answer.stoppedAt = line;
        return out.done();
      }
    } else if (fast && (length === 81 || (length === 82 && text.charCodeAt(pos + 81) === 13)) && readCells(text, pos)) {
      // The common line: 81 cells and nothing to trim.
      const at = pos;
      const { outcome: o, digits } = solveGivensRaw(givens, () => text.slice(at, at + 81), strategy, shouldStop, lineStats);
      if (o.status === "stopped") {
        answer.stoppedAt = line;
        return out.done();
      }
      if (digits !== undefined && format !== "pretty" && plainReason(o.reason, format)) {
        // A solved line, as writeLine writes it, its digits straight into the output bytes.
        if (o.reason !== undefined) answer.problems += `${formatIssue({ file, line, message: o.reason })}\n`;
        answer.tally[o.status === "multiple" ? "multiple" : "unique"]++;
        answer.tally.nodes += o.nodes ?? 0;
        if (format === "text") out.digits(digits, "\n");
        else if (format === "json") {
          out.ascii(`{"line":${line},"status":"${o.status}","solution":"`);
          const reason = o.reason === undefined ? "" : `,"reason":${JSON.stringify(o.reason)}`;
          const effort = stats && o.nodes !== undefined ? `,"nodes":${JSON.stringify(o.nodes)},"ms":${JSON.stringify(o.ms)}` : "";
          out.digits(digits, `"${reason}${effort}}\n`);
        } else {
          out.ascii(`${line},${o.status},`);
          out.digits(digits, `,${o.nodes === undefined ? "" : String(o.nodes)},${o.ms === undefined ? "" : o.ms.toFixed(3)},${o.reason ?? ""}\r\n`);
        }
        answer.written++;
        answer.lastLine = line;
      } else record(line, text.slice(pos, pos + 81), false, digits === undefined ? o : { ...o, solution: digitString(digits) });
    } else {
      const raw = text.slice(pos, eol);
      const trimmed = (line === 1 ? raw.replace(/^\uFEFF/, "") : raw).trim();
      if (!isSkippedLine(trimmed)) {
        const o = answerLine(job, trimmed, strategy, shouldStop, false, lineStats, options.with);
        if (o.status === "stopped") {
          answer.stoppedAt = line;
          return out.done();
        }
        record(line, trimmed, false, o);
      }
    }
    pos = eol + 1;
    line++;
  }
  return out.done();
}

/** Whether a solved line's reason may be written as plain ASCII text (in csv: needing no quotes). */
function plainReason(reason: string | undefined, format: string): boolean {
  return reason === undefined || (/^[ -~]*$/.test(reason) && (format !== "csv" || !/[",]/.test(reason)));
}

/** '0': a digit d is the character code DIGIT_ZERO + d. */
const DIGIT_ZERO = 48;
const decoder = new TextDecoder();

/**
 * A block's output text, written mostly as bytes: a solution's digits go straight into a byte buffer
 * (reused from block to block), decoded into the answer's text once, when other text comes or at the end.
 */
class Output {
  private static bytes = new Uint8Array(82 * 1024);
  private used = 0;

  constructor(private readonly answer: BlockAnswer) {}

  /** A solution's 81 digits, then `after` (ASCII). */
  digits(solution: Uint8Array, after: string): void {
    this.room(81 + after.length);
    const bytes = Output.bytes;
    for (let i = 0; i < 81; i++) bytes[this.used + i] = solution[i]! + DIGIT_ZERO; // a 9x9 solution: 81 digits
    this.used += 81;
    this.ascii(after);
  }

  /** Text known to be ASCII (what a solved line's JSON or CSV row puts around its digits). */
  ascii(text: string): void {
    this.room(text.length);
    const bytes = Output.bytes;
    for (let i = 0; i < text.length; i++) bytes[this.used + i] = text.charCodeAt(i);
    this.used += text.length;
  }

  private room(n: number): void {
    if (this.used + n <= Output.bytes.length) return;
    const larger = new Uint8Array(Math.max(Output.bytes.length * 2, this.used + n));
    larger.set(Output.bytes.subarray(0, this.used));
    Output.bytes = larger;
  }

  /** Any other output text. */
  text(text: string): void {
    this.flush();
    this.answer.text += text;
  }

  /** The answer, its text complete. */
  done(): BlockAnswer {
    this.flush();
    return this.answer;
  }

  private flush(): void {
    if (this.used === 0) return;
    this.answer.text += decoder.decode(Output.bytes.subarray(0, this.used));
    this.used = 0;
  }
}
