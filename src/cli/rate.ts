import { ComboSudokuError, UsageError } from "../model/errors.js";
import { ratingJson, ratingText } from "../format/logic-json.js";
import { readAnyPuzzle } from "../format/interchange/read-any.js";
import { puzzleLoadOptions } from "./layout-arg.js";
import { rateSolve } from "../logic/rating.js";
import { checkedWith } from "./with-option.js";
import { runBatch } from "./batch.js";
import { runPuzzleLines } from "./puzzle-lines.js";
import type { CliIo } from "./io.js";
import { checkOutputTarget } from "./output-target.js";
import { puzzleArgSource, typedPuzzleText } from "./puzzle-arg.js";
import type { Shard } from "./shard.js";
import { shardSource, wholeShard } from "./shard.js";
import { DEFAULT_MAX_INPUT_BYTES, sniffInput } from "../format/sniff-input.js";
import { solveLogicallyStoppable } from "./logic-stoppable.js";
import { solveStoppable } from "./solve-stoppable.js";
import { tuneForColdLogic } from "./cold-logic.js";
import { warnCosmetics } from "./cosmetics-warning.js";
import type { Stopper } from "./stop.js";

export interface RateArgs {
  readonly files: readonly string[];
  readonly format: "text" | "json";
  readonly output?: string | undefined;
  /** Replace an existing output file. */
  readonly force: boolean;
  readonly timeout?: number | undefined;
  readonly maxCanvas?: number | undefined;
  readonly maxInputBytes?: number | undefined;
  /** Worker threads for a batch. */
  readonly jobs: number;
  /** Techniques outside the default list to add, by name (`--with`; logic/opt-in.ts). */
  readonly with?: readonly string[] | undefined;
  /** Only this part of each batch file (`--shard i/n`, shard.ts). */
  readonly shard?: Shard | undefined;
}

/**
 * `combo-sudoku rate FILE...`: each puzzle's difficulty on the rating scale (logic/rating.ts), its level
 * (easy .. extreme, or "needs search") and the count of each technique used. A puzzle file: "FILE: 7.2
 * expert (technique count, ...)", or with --format json {difficulty, level, hardest?, solvedByLogic, techniques}. A
 * batch of 81-character lines: one output line per input line, "PUZZLE DIFFICULTY LEVEL" (level
 * "needs-search" hyphenated, so the line splits on spaces), or JSON Lines {line, status, difficulty,
 * level, ...}, rated on worker threads as `solve` does. The exit code
 * is the worst of the files: 2 invalid, 1 a puzzle without solution, 3 stopped.
 */
export async function runRate(args: RateArgs, io: CliIo, stopper: Stopper): Promise<number> {
  tuneForColdLogic();
  if (args.output !== undefined) checkOutputTarget(args.output, args.force, io);
  if (args.output !== undefined && args.files.length > 1) throw new UsageError("-o takes the rating of one file; name one file, or leave -o off");
  const extra = checkedWith(args.with);
  stopper.startTimeout(args.timeout);
  let worst = 0;
  for (const file of args.files) {
    try {
      // A puzzle typed as the argument (one 81-character line) is rated as a puzzle file is, techniques and all.
      let puzzleText = args.shard === undefined ? typedPuzzleText(file, io) : undefined;
      if (puzzleText === undefined) {
        const source = args.shard === undefined ? io.openInput(file) : shardSource(puzzleArgSource(file, io), args.shard, file);
        const input = await sniffInput(source, file, args.maxInputBytes ?? DEFAULT_MAX_INPUT_BYTES);
        if (args.shard !== undefined && input.kind === "whole") {
          wholeShard(input.text, file);
          continue;
        }
        if (input.kind === "batch") {
          const format = args.format === "json" ? "json" : "text";
          worst = Math.max(
            worst,
            await runBatch(
              input.blocks,
              source.close,
              { file, format, output: args.output, strategy: "auto", jobs: args.jobs, job: "rate", stats: false, with: extra },
              io,
              stopper,
            ),
          );
          continue;
        }
        if (input.kind === "puzzles") {
          const lines = {
            file,
            format: args.format,
            output: args.output,
            strategy: "auto" as const,
            stats: false,
            maxCanvas: args.maxCanvas,
            job: "rate" as const,
            with: extra,
          };
          worst = Math.max(worst, await runPuzzleLines(input.lines, source.close, lines, io, stopper));
          continue;
        }
        puzzleText = input.text;
      }
      const { puzzle } = readAnyPuzzle(puzzleText, { ...puzzleLoadOptions(file, io, args.maxCanvas), command: "rate" });
      warnCosmetics(file, puzzle, io);
      // Search and logic each move to a worker past a short stretch, so that a signal stops them at once (a
      // classic 9x9's logic stays here, a step at a time: logic-stoppable.ts).
      const check = await solveStoppable(puzzle, { limit: 2, keep: 1, strategy: "auto" }, stopper);
      const logic =
        check.count > 0 && stopper.cause === undefined
          ? await solveLogicallyStoppable(puzzle, { knownUnique: check.status === "unique", multiple: check.status === "multiple", with: extra }, stopper)
          : undefined;
      if (stopper.cause !== undefined || logic?.outcome === "stopped") {
        io.stderr(`${file}: ${stopper.cause === "interrupt" ? "interrupted" : "stopped by --timeout"}\n`);
        return 3;
      }
      if (logic === undefined) {
        io.stderr(`${file}: no solution\n`);
        worst = Math.max(worst, 1);
        continue;
      }
      if (check.status === "multiple") io.stderr(`${file}: more than one solution: rated as far as logic goes\n`);
      const rating = rateSolve(logic);
      const text = args.format === "json" ? `${JSON.stringify(ratingJson(rating))}\n` : `${file}: ${ratingText(rating)}\n`;
      if (args.output !== undefined) io.writeFileAtomic(args.output, text);
      else io.stdout(text);
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
      io.stderr(`${e.message}\n`);
      worst = Math.max(worst, e.exitCode);
    }
  }
  return worst;
}
