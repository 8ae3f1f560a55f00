import { join } from "node:path";
import { randomUint32 } from "./random-uint32.js";
import { LimitError, UsageError } from "../model/errors.js";
import { canvasRows } from "../format/canvas-rows.js";
import { difficultyText } from "../format/logic-json.js";
import { msText, numberText } from "../format/number-text.js";
import { canvasText } from "../format/canvas-text/write-canvas-text.js";
import { deriveSeed } from "../generate/derive-seed.js";
import type { GeneratedPuzzle } from "../generate/generate-puzzle.js";
import { DEFAULT_ATTEMPTS } from "../generate/generate-puzzle.js";
import { DEFAULT_LEVEL_ATTEMPTS } from "../generate/generate-level.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import type { Level, Rating } from "../logic/rating.js";
import { buildGeometry } from "../model/geometry.js";
import type { Layout, Puzzle } from "../model/schemas.js";
import type { CliIo } from "./io.js";
import type { Stopper } from "./stop.js";
import { yieldToEventLoop } from "./stop.js";
import { readLayoutArg } from "./layout-arg.js";
import type { OutputRule } from "./output-target.js";
import { checkOutputTarget, outputFormat } from "./output-target.js";
import { makePuzzle } from "./make-puzzle.js";
import { generatedSource, ruledLayout } from "../api/generate.js";
import { checkedRuleKinds } from "../generate/generate-rules.js";
import { progressLine, tickProgress } from "./progress.js";
import { counted } from "../model/counted.js";
import type { Shard } from "./shard.js";
import { shardRange } from "./shard.js";
import { puzzleSchemaRef } from "./schema-ref.js";

export interface GenerateArgs {
  /** A built-in layout name, or a JSON layout file. */
  readonly layout: string;
  /** As typed: a whole number 0..2^32-1; absent picks one at random (recorded in the output). */
  readonly seed?: string | undefined;
  readonly givens?: number | undefined;
  readonly minimal: boolean;
  /** A puzzle the step engine solves at exactly this level (--difficulty). */
  readonly difficulty?: Level | undefined;
  readonly symmetry: Symmetry;
  readonly count: number;
  /** Only this contiguous part of the --count puzzles (`--shard i/n`, shard.ts); needs --seed. */
  readonly shard?: Shard | undefined;
  readonly attempts?: number | undefined;
  readonly output?: string | undefined;
  /** Replace existing output files. */
  readonly force: boolean;
  readonly stats: boolean;
  readonly timeout?: number | undefined;
  readonly maxCanvas?: number | undefined;
  /**
   * json (default): puzzle files, JSON Lines for several. text: one 9x9 puzzle a line (81 characters, the
   * batch form) for a one-grid layout; canvas text (one puzzle a file) for a multi-grid layout.
   */
  readonly format?: "json" | "text" | undefined;
  /** Rule kinds to draw, comma-separated as typed (--rules killer,odd). */
  readonly rules?: string | undefined;
  /** The least difference on the german-whispers lines drawn (--whispers-difference). */
  readonly whispersDifference?: number | undefined;
}

/**
 * `generate -o FILE`: JSON, one puzzle or JSON Lines; or text (-f text, or a .txt name). An existing folder
 * takes puzzle-001.json (.txt) ...
 */
const GENERATE_OUTPUT: OutputRule<"json" | "text"> = {
  byExtension: { ".json": "json", ".jsonl": "json", ".txt": "text" },
  advice: "generate writes JSON or text: name the file .json (.jsonl for --count) or .txt, or an existing folder",
};

/**
 * `combo-sudoku generate`: makes puzzles with exactly one solution and writes them as puzzle files.
 *
 * Output: one puzzle is a pretty-printed JSON puzzle file; several (--count) are JSON Lines, one puzzle a
 * line, or, when -o names an existing directory, files puzzle-001.json ... in it. Nothing is written unless
 * every puzzle was made; files are written atomically.
 *
 * "$schema": as puzzleSchemaRef says (the same as init): relative to the output file, or to the current
 * folder on stdout. So the bytes are a function of seed, layout, options and the output's place relative to
 * the package.
 *
 * Seeds: puzzle i of a batch uses deriveSeed(base, i), the first the base seed itself; each puzzle's
 * "source" names its own seed, so `generate --seed S` with the same options makes that one puzzle again.
 */
export async function runGenerate(args: GenerateArgs, io: CliIo, stopper: Stopper): Promise<number> {
  if (args.minimal && args.givens !== undefined) throw new UsageError("--minimal and --givens cannot be used together");
  if (args.difficulty !== undefined && (args.minimal || args.givens !== undefined)) {
    throw new UsageError("--difficulty digs as far as the level allows; it cannot be used with --givens or --minimal");
  }
  const rules = args.rules === undefined ? undefined : checkedRuleKinds(args.rules.split(",").map((k) => k.trim()));
  if (args.whispersDifference !== undefined && !rules?.includes("german-whispers"))
    throw new UsageError("--whispers-difference is for --rules german-whispers: name it among the rules");
  if (rules !== undefined && args.format === "text") throw new UsageError("--rules puzzles carry their rules in the layout: text cannot hold them; write json");
  if (args.shard !== undefined && args.seed === undefined) {
    throw new UsageError("--shard makes part of one run: give every part the same --seed, or the parts are of different runs");
  }
  const baseSeed = args.seed === undefined ? randomUint32() : parseSeed(args.seed);
  // The puzzles this run makes: all, or a shard's contiguous part (their seeds and sources as in one run).
  const { from, to } = args.shard === undefined ? { from: 0, to: args.count } : shardRange(args.count, args.shard);
  const { layout, layoutField, layoutLabel } = resolveLayout(args, io);
  const output = args.output;
  const intoFolder = output !== undefined && io.isDirectory?.(output) === true;
  // Checked before the work, which may take long: never "cannot write" after it.
  const format = intoFolder ? (args.format ?? "json") : outputFormat(output, args.format, GENERATE_OUTPUT, "json");
  if (rules !== undefined && format === "text")
    throw new UsageError("--rules puzzles carry their rules in the layout: text cannot hold them; name the file .json");
  const width = Math.max(3, String(args.count).length);
  const fileInFolder = (i: number): string => join(output ?? ".", `puzzle-${String(i + 1).padStart(width, "0")}.${format === "text" ? "txt" : "json"}`);
  if (intoFolder) for (let i = from; i < to; i++) checkOutputTarget(fileInFolder(i), args.force, io);
  else if (output !== undefined) checkOutputTarget(output, args.force, io);
  const geometry = buildGeometry(layout);
  const oneGrid = geometry.grids.length === 1 && geometry.cellCount === 81;
  if (format === "text" && !oneGrid && args.count > 1 && !intoFolder) {
    throw new UsageError("canvas text holds one puzzle a file: for several multi-grid puzzles use -o DIR (one file each) or -f json (JSON Lines)");
  }

  const started = performance.now();
  stopper.startTimeout(args.timeout);
  const progress = progressLine(io, started);
  // What is being aimed at, so that a long run says how far it is from done: the target and the attempts
  // allowed with --givens, else "minimal".
  const target =
    args.difficulty !== undefined ? `difficulty ${args.difficulty}` : args.givens === undefined ? "minimal" : `target ${counted(args.givens, "given")}`;
  const attemptsOf =
    args.difficulty !== undefined
      ? ` of ${args.attempts ?? DEFAULT_LEVEL_ATTEMPTS}`
      : args.givens === undefined
        ? ""
        : ` of ${args.attempts ?? DEFAULT_ATTEMPTS}`;

  // Each puzzle is made on a worker thread when the compiled worker is there: the main thread stays free,
  // so SIGINT and SIGTERM are seen at once (the first stops the work, the second ends the process), and the
  // progress line is drawn from the worker's shared progress words. From the TypeScript sources (the
  // in-process tests) the puzzle is made here, the progress drawn from the generator's own callback.
  const { SolverThread, generateInWorker, workerScript } = await import("./workers.js");
  const script = workerScript();
  const thread = script === undefined ? undefined : new SolverThread(script, { flag: stopper.flag, strategy: "auto", progress: stopper.progress });
  let doing = 0;
  const line = (attempt: number, givens: number): string =>
    `generating: ${args.count > 1 ? `puzzle ${doing + 1}/${args.count}, ` : ""}attempt ${attempt}${attemptsOf}, ${counted(givens, "given")} left (${target})`;
  const stopTicker = thread === undefined ? undefined : tickProgress(progress, () => line(stopper.progress[0] ?? 0, stopper.progress[1] ?? 0));
  const made: Made[] = [];
  try {
    for (let i = from; i < to; i++) {
      doing = i;
      // Between puzzles the event loop runs, so that an interrupt is seen even without a worker.
      await yieldToEventLoop();
      if (stopper.cause !== undefined) break;
      const seed = deriveSeed(baseSeed, i);
      const request = {
        seed,
        symmetry: args.symmetry,
        givens: args.givens,
        attempts: args.attempts,
        ...(args.difficulty === undefined ? {} : { level: args.difficulty }),
        ...(rules === undefined ? {} : { rules }),
        ...(args.whispersDifference === undefined ? {} : { whispersDifference: args.whispersDifference }),
      };
      let puzzle: GeneratedPuzzle;
      let rating: Rating | undefined;
      let ruledLayoutOf: Layout | undefined;
      stopper.ready("generate");
      try {
        const one =
          thread === undefined
            ? makePuzzle(geometry, request, stopper.shouldStop, (attempt, givens) => progress.update(() => line(attempt, givens)))
            : await generateInWorker(thread, { kind: "generate", layout, request });
        puzzle = one.puzzle;
        rating = one.rating;
        ruledLayoutOf = one.layout;
      } catch (e: unknown) {
        progress.clear();
        if (!(e instanceof LimitError)) throw e;
        if (stopper.cause !== undefined) break;
        const which = args.count > 1 ? `puzzle ${i + 1} of ${args.count}: ` : "";
        throw new LimitError(`${which}${e.message}; nothing written`);
      }
      made.push({ index: i, seed, puzzle, ...(ruledLayoutOf === undefined || rules === undefined ? {} : { layout: ruledLayout(ruledLayoutOf, rules) }) });
      if (args.stats) {
        const s = puzzle.stats;
        progress.clear();
        const rated = rating === undefined ? "" : `, rated ${difficultyText(rating.difficulty)} ${rating.level}`;
        io.stderr(`seed ${seed}: givens ${s.givens}, attempts ${s.attempts}${rated}, unproven ${s.unproven}, nodes ${numberText(s.nodes)}, ${msText(s.ms)}\n`);
      }
    }
  } finally {
    stopTicker?.();
    await thread?.close();
  }
  progress.clear();
  // A timeout or an interrupt keeps what it has: the puzzles finished are written, and the exit code is 3.
  const cause = stopper.cause;
  const why = cause === undefined ? undefined : cause === "timeout" ? `stopped by --timeout ${args.timeout ?? ""}` : "interrupted";
  if (why !== undefined && made.length === 0) {
    const which = args.count > 1 ? `puzzle ${from + 1} of ${args.count}: ` : "";
    throw new LimitError(`${which}${why} before the puzzle was finished; nothing written`);
  }
  if (why !== undefined) io.stderr(`${why} after ${made.length} of ${to - from} puzzles; those are written\n`);
  const exitCode = why === undefined ? 0 : 3;
  if (args.stats && args.count > 1) {
    const ms = performance.now() - started;
    io.stderr(`${numberText(to - from)} puzzles in ${msText(ms)} (${numberText(((to - from) * 1000) / ms)} puzzles/s)\n`);
  }

  const doc = (item: Made, schema: string | undefined): Puzzle => ({
    ...(schema === undefined ? {} : { $schema: schema }),
    source: describe(args, layoutLabel, item, item.index, baseSeed, rules),
    layout: item.layout ?? layoutField,
    givens: canvasRows(geometry, item.puzzle.givens),
  });
  /** The text forms, read back by solve: an 81-character line (one grid), else canvas text with its source. */
  const asText = (item: Made): string =>
    oneGrid
      ? `${canvasRows(geometry, item.puzzle.givens).join("")}\n`
      : canvasText(geometry, item.puzzle.givens, [describe(args, layoutLabel, item, item.index, baseSeed)]);
  if (intoFolder) {
    for (const item of made) {
      const path = fileInFolder(item.index);
      io.writeFileAtomic(path, format === "text" ? asText(item) : `${JSON.stringify(doc(item, puzzleSchemaRef(path)), null, 2)}\n`);
    }
    return exitCode;
  }
  const schema = puzzleSchemaRef(output);
  const text =
    format === "text"
      ? made.map(asText).join("")
      : args.count === 1 && made[0] !== undefined
        ? `${JSON.stringify(doc(made[0], schema), null, 2)}\n`
        : made.map((item) => `${JSON.stringify(doc(item, schema))}\n`).join("");
  if (output !== undefined) io.writeFileAtomic(output, text);
  else io.stdout(text);
  return exitCode;
}

/** One puzzle made: its seed, the puzzle, and its layout when rules were drawn (the base layout with them). */
interface Made {
  /** Its place in the whole run (0-based): a shard's puzzles keep the numbers one run gives them. */
  readonly index: number;
  readonly seed: number;
  readonly puzzle: GeneratedPuzzle;
  readonly layout?: Layout;
}

function parseSeed(text: string): number {
  const n = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(n <= 0xffffffff)) throw new UsageError(`--seed must be a whole number from 0 to 4294967295, not ${JSON.stringify(text)}`);
  return n;
}

/** A built-in layout by name, else a layout file; the puzzle names a built-in and inlines a file's layout. */
function resolveLayout(args: GenerateArgs, io: CliIo): { layout: Layout; layoutField: string | Layout; layoutLabel: string } {
  const { layout, builtin } = readLayoutArg(args.layout, io, args.maxCanvas);
  if (builtin !== undefined) return { layout, layoutField: builtin, layoutLabel: builtin };
  const { $schema: _schema, ...inline } = layout; // the layout file's own $schema means nothing inside a puzzle
  return { layout: inline, layoutField: inline, layoutLabel: `"${layout.name}" (inline, from a layout file)` };
}

/** How the puzzle was made, enough to make it again (the library's generate writes the same). */
function describe(args: GenerateArgs, layoutLabel: string, item: Made, i: number, baseSeed: number, rules?: readonly string[]): string {
  return generatedSource({
    layoutLabel,
    seed: item.seed,
    ...(rules === undefined ? {} : { rules }),
    ...(args.whispersDifference === undefined ? {} : { whispersDifference: args.whispersDifference }),
    symmetry: args.symmetry,
    stats: item.puzzle.stats,
    ...(args.difficulty === undefined ? {} : { difficulty: args.difficulty }),
    ...(args.givens === undefined ? {} : { givens: args.givens }),
    ...(args.attempts === undefined ? {} : { attempts: args.attempts }),
    batch: { index: i, count: args.count, baseSeed },
  });
}
