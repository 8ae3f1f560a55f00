import { setFlagsFromString } from "node:v8";

/**
 * How much bytecode a function runs between two of V8's tier-up checks: 8 times V8's default (67,584).
 * A function is optimized after a few checks, so only code that stays hot this much longer is compiled.
 */
const INTERRUPT_BUDGET = 8 * 67_584;

/**
 * Tunes the JavaScript engine (V8) for a command that runs the step engine cold, once or a few times
 * (rate, explain, hint). A hard 9x9 puzzle exercises most of the techniques, a few seconds of code compiled
 * once each: V8's optimizing compiler, on its background threads, spent about as much CPU compiling it as
 * the rating spent running it, and that CPU counts. Two flags cut it:
 *
 * - no inlining: each compile is smaller (the first rating of a forum-hardest puzzle cost about a quarter
 *   less CPU, a warm rating about the same: the techniques' hot loops call little that inlining would fold
 *   away);
 * - a larger interrupt budget (INTERRUPT_BUDGET): a function is optimized only once it has run about 8
 *   times as long as by default, so the many functions a rating runs for a while only (most techniques)
 *   run in V8's baseline tiers instead of being compiled, some of them several times after a
 *   deoptimization (228 optimizing compiles of one forum-hardest rating, 118 with it): about 1.15x less
 *   CPU per cold rating; 2x gave less, 32x and more lost again (docs/BENCHMARKS.md).
 *
 * The 9x9 search (`solve`) is left as it was: there inlining pays (5-9% faster on a 17-clue batch). The
 * flags are the process's (its worker threads too) and V8 reads them as it compiles and tiers up, so they
 * take effect for every function compiled from here on. Node keeps V8's flags writable after start for
 * v8.setFlagsFromString.
 */
export function tuneForColdLogic(): void {
  setFlagsFromString(`--no-turbo-inlining --interrupt-budget=${INTERRUPT_BUDGET}`);
}
