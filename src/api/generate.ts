import { LEVELS } from "../logic/rating.js";
import { numberOption, oneOfOption, optionsObject, shown } from "../model/option-checks.js";
import { loadLayout } from "../layout/load-layout.js";
import { canvasRows } from "../format/canvas-rows.js";
import { DEFAULT_LEVEL_ATTEMPTS, generateAtLevel } from "../generate/generate-level.js";
import type { GenerateStats } from "../generate/generate-puzzle.js";
import { DEFAULT_ATTEMPTS, generatePuzzle } from "../generate/generate-puzzle.js";
import type { GeneratedRuleKind } from "../generate/generate-rules.js";
import { checkedRuleKinds, generateWithRules } from "../generate/generate-rules.js";
import type { Symmetry } from "../generate/symmetry-orbits.js";
import type { BuiltinLayoutName } from "../layout/builtin-layouts.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../layout/builtin-layouts.js";
import { layoutNameHint } from "../layout/layout-name-hint.js";
import type { Level, Rating } from "../logic/rating.js";
import { ComboSudokuError, UsageError } from "../model/errors.js";
import { drawSeed } from "../generate/random.js";
import type { Answers, EachResult } from "./answers.js";
import { errorAnswer } from "./answers.js";
import { deriveSeed } from "../generate/derive-seed.js";
import { buildGeometry } from "../model/geometry.js";
import { counted } from "../model/counted.js";
import type { Layout, Puzzle } from "../model/schemas.js";

export interface GenerateCallOptions {
  /** A built-in layout's name (default "single", the classic 9x9) or a layout object. */
  readonly layout?: BuiltinLayoutName | Layout;
  /** Absent: drawn, and reported (`seed`, and in the puzzle's `source`), so the puzzle can be made again. */
  readonly seed?: number | undefined;
  readonly symmetry?: Symmetry;
  /** Stop at this many givens or fewer (else a minimal puzzle). */
  readonly givens?: number | undefined;
  /** A puzzle the step engine solves at exactly this level (not with `givens`). */
  readonly difficulty?: Level | undefined;
  /** Fresh solutions to try for `givens` or `difficulty`. */
  readonly attempts?: number | undefined;
  /**
   * Rules to draw on the layout (killer, thermometer, arrow, kropki, kropki-all-dots, xv, xv-all-marks, inequality, odd, even, jigsaw, hidden-skyscraper, numbered-room: `GENERATED_RULE_KINDS`):
   * the puzzle's layout is then the layout with those rules, inline. Killer cages cover every cell and
   * come without givens unless `givens` allows a few.
   */
  readonly rules?: readonly GeneratedRuleKind[] | undefined;
  /** Polled during the work; true ends it with a LimitError. */
  readonly shouldStop?: () => boolean;
}

/** generate's options for a batch: `count` puzzles, as `generate --count` makes them. */
export interface GenerateBatchOptions extends GenerateCallOptions {
  /** How many puzzles (a whole number from 1). */
  readonly count: number;
}

/** What `generate` writes (the puzzle document: source, layout, givens as canvas rows), and how it was made. */
export interface GenerateReport {
  readonly puzzle: Puzzle;
  readonly seed: number;
  readonly stats: GenerateStats;
  /** The rating, when made to a difficulty. */
  readonly rating?: Rating;
}

/**
 * A new puzzle with exactly one solution, in one call (as `generate`): minimal, or to at most `givens`,
 * or at a `difficulty`; symmetric when asked. Deterministic in the seed; without one a seed is drawn and
 * reported. Returns the puzzle document the CLI writes, so `JSON.stringify(report.puzzle)` is a puzzle file.
 * With `count`, a batch: the puzzles `generate --count` makes for the same options (seeds derived from the
 * seed, drawn when absent: read it in the first puzzle's `source`), as an async iterable made as it is read.
 *
 * @example
 *   const { puzzle, seed } = generate({ layout: "samurai", symmetry: "central" });
 *   console.log(puzzle.source); // "combo-sudoku generate: layout samurai, seed 1234, minimal, symmetry central, 108 givens"
 */
export function generate(options: GenerateBatchOptions): Answers<GenerateReport>;
/** One puzzle. */
export function generate(options?: GenerateCallOptions): GenerateReport;
export function generate(asked: GenerateCallOptions | GenerateBatchOptions = {}): GenerateReport | Answers<GenerateReport> {
  const options = optionsObject("generate", asked) as GenerateCallOptions & { readonly count?: number };
  oneOfOption("difficulty", options.difficulty, LEVELS);
  if (options.difficulty !== undefined && options.givens !== undefined) {
    throw new UsageError("difficulty digs as far as the level allows; it cannot be used with givens");
  }
  const { count: asCount, ...one } = options;
  if (asCount === undefined) return generateOne(one);
  const count = numberOption("count", asCount, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }) ?? 1;
  numberOption("seed", one.seed, { min: 0, max: 0xffffffff, integer: true });
  // Puzzle i with the seed deriveSeed(base, i), the first the base itself, and the source saying which of
  // the batch it is: the puzzles `generate --count` writes for the same options, byte for byte.
  const baseSeed = one.seed ?? drawSeed();
  async function* answers(): AsyncGenerator<EachResult<GenerateReport>> {
    for (let i = 0; i < count; i++) {
      try {
        yield { line: i + 1, result: generateOne({ ...one, seed: deriveSeed(baseSeed, i) }, { index: i, count, baseSeed }) };
      } catch (e: unknown) {
        if (!(e instanceof ComboSudokuError)) throw e;
        yield errorAnswer(i + 1, e);
      }
    }
  }
  return { batch: true, [Symbol.asyncIterator]: answers };
}

function generateOne(options: GenerateCallOptions, batch?: SourceFacts["batch"]): GenerateReport {
  const named = options.layout ?? "single";
  let layout: Layout;
  if (typeof named === "string") {
    if (!isBuiltinLayoutName(named)) throw new UsageError(`no built-in layout "${String(named)}"${layoutNameHint(String(named))}`);
    layout = BUILTIN_LAYOUTS[named];
  } else {
    // A layout object from plain JavaScript may be anything: the schema first, then the layout rules.
    if (named === null || typeof named !== "object") throw new UsageError(`layout must be a built-in layout's name or a layout object, got ${shown(named)}`);
    layout = loadLayout(JSON.stringify(named));
  }
  const geometry = buildGeometry(layout);
  const symmetry = options.symmetry ?? "none";
  const common = { symmetry, attempts: options.attempts, seed: options.seed, ...(options.shouldStop === undefined ? {} : { shouldStop: options.shouldStop }) };
  const rules = options.rules === undefined ? undefined : checkedRuleKinds(options.rules);
  if (rules !== undefined) {
    const ruled = generateWithRules(layout, { ...common, rules, givens: options.givens, level: options.difficulty });
    const label = typeof named === "string" ? named : `"${named.name}" (inline)`;
    const source = generatedSource({
      layoutLabel: label,
      seed: ruled.seed,
      symmetry,
      stats: ruled.stats,
      rules,
      ...(options.difficulty === undefined ? {} : { difficulty: options.difficulty }),
      ...(options.givens === undefined ? {} : { givens: options.givens }),
      ...(options.attempts === undefined ? {} : { attempts: options.attempts }),
      ...(batch === undefined ? {} : { batch }),
    });
    return {
      puzzle: { source, layout: ruledLayout(ruled.layout, rules), givens: canvasRows(buildGeometry(ruled.layout), ruled.givens) },
      seed: ruled.seed,
      stats: ruled.stats,
      ...(ruled.rating === undefined ? {} : { rating: ruled.rating }),
    };
  }
  const leveled = options.difficulty === undefined ? undefined : generateAtLevel(geometry, { ...common, level: options.difficulty });
  const made = leveled ?? generatePuzzle(geometry, { ...common, givens: options.givens });
  const source = generatedSource({
    layoutLabel: typeof named === "string" ? named : `"${named.name}" (inline)`,
    seed: made.seed,
    symmetry,
    stats: made.stats,
    ...(options.difficulty === undefined ? {} : { difficulty: options.difficulty }),
    ...(options.givens === undefined ? {} : { givens: options.givens }),
    ...(options.attempts === undefined ? {} : { attempts: options.attempts }),
    ...(batch === undefined ? {} : { batch }),
  });
  return {
    puzzle: { source, layout: named, givens: canvasRows(geometry, made.givens) },
    seed: made.seed,
    stats: made.stats,
    ...(leveled === undefined ? {} : { rating: leveled.rating }),
  };
}

/** A generated layout named after its base and the rules drawn: "samurai killer+odd". */
export function ruledLayout(layout: Layout, rules: readonly string[]): Layout {
  const { $schema: _schema, ...inline } = layout;
  return { ...inline, name: `${layout.name} ${rules.join("+")}` };
}

/** What a generated puzzle's `source` says: enough to make it again (the CLI writes the same). */
export interface SourceFacts {
  readonly layoutLabel: string;
  readonly seed: number;
  readonly symmetry: Symmetry;
  readonly stats: GenerateStats;
  readonly difficulty?: Level;
  readonly givens?: number;
  readonly attempts?: number;
  /** The rule kinds drawn (generate --rules). */
  readonly rules?: readonly string[];
  /** Puzzle `index` (0-based) of `count` made from `baseSeed` (generate --count). */
  readonly batch?: { readonly index: number; readonly count: number; readonly baseSeed: number };
}

/** "combo-sudoku generate: layout samurai, seed 7, minimal, symmetry none, 94 givens". */
export function generatedSource(f: SourceFacts): string {
  const parts = [`combo-sudoku generate: layout ${f.layoutLabel}`, `seed ${f.seed}`];
  if (f.rules !== undefined) parts.push(`rules ${f.rules.join(",")}`);
  if (f.batch !== undefined && f.batch.count > 1) parts.push(`puzzle ${f.batch.index + 1} of ${f.batch.count} from seed ${f.batch.baseSeed}`);
  if (f.difficulty !== undefined) parts.push(`difficulty ${f.difficulty} (attempt ${f.stats.attempts} of ${f.attempts ?? DEFAULT_LEVEL_ATTEMPTS} allowed)`);
  else if (f.givens !== undefined) parts.push(`at most ${counted(f.givens, "given")} (${f.attempts ?? DEFAULT_ATTEMPTS} attempts allowed)`);
  else if (f.stats.unproven === 0) parts.push("minimal");
  else parts.push(`minimal except for ${f.stats.unproven} removals the solver could not decide within its budget`);
  parts.push(`symmetry ${f.symmetry}`, counted(f.stats.givens, "given"));
  return parts.join(", ");
}
