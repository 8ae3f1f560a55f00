import { ComboSudokuError, UsageError } from "../model/errors.js";
import { optInTechniques } from "../logic/opt-in.js";

/**
 * `--with NAME,...` of rate, explain and hint checked before any work: each name an opt-in technique
 * (logic/opt-in.ts), else a UsageError (exit 2) of one line naming the option and listing the valid names.
 * The names, kept as typed, go to the worker threads, which look them up again.
 */
export function checkedWith(names: readonly string[] | undefined): readonly string[] {
  if (names === undefined || names.length === 0) return [];
  try {
    optInTechniques(names);
  } catch (e: unknown) {
    if (e instanceof ComboSudokuError) throw new UsageError(`--with: ${e.message}`);
    throw e;
  }
  return names;
}
