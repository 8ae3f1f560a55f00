import { UsageError } from "./errors.js";

/**
 * The library checks its options as the CLI checks its flags: a value of the wrong type or out of range is a
 * UsageError (exit 2) naming the option and what was given, never a silent default, a bare TypeError from
 * deep inside, or a run that cannot end (a NaN budget ran the planner out of memory). One home for these
 * checks, so every public function says it the same way. Each returns the value (undefined when absent,
 * for the caller's default).
 */

/** A value as a message shows it: JSON where it can, else its kind ("a function", "Symbol(...)"). */
export function shown(value: unknown): string {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol" || typeof value === "bigint") return String(value);
  if (typeof value === "number") return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export interface NumberRules {
  /** Whole numbers only. */
  readonly integer?: boolean;
  /** The least value allowed (default 0). */
  readonly min?: number;
  /** The greatest value allowed (default Infinity). */
  readonly max?: number;
  /** Infinity allowed ("no limit"). Default false. */
  readonly infinity?: boolean;
}

/** A number option: absent, or a number within the rules (NaN never is). */
export function numberOption(name: string, value: unknown, rules: NumberRules = {}): number | undefined {
  if (value === undefined) return undefined;
  const { integer = false, min = 0, max = Infinity, infinity = false } = rules;
  const ok =
    typeof value === "number" &&
    !Number.isNaN(value) &&
    (Number.isFinite(value) ? (!integer || Number.isInteger(value)) && value >= min && value <= max : infinity && value > 0);
  if (!ok) {
    const range = Number.isFinite(max) ? `from ${min} to ${max}` : `from ${min} up`;
    throw new UsageError(`${name} must be a ${integer ? "whole number" : "number"} ${range}${infinity ? " (or Infinity)" : ""}, got ${shown(value)}`);
  }
  return value;
}

/** A seed: a whole number 0..2^32-1 (the generator's state), or absent (one is drawn). */
export function seedOption(value: unknown): number | undefined {
  return numberOption("seed", value, { integer: true, min: 0, max: 0xffffffff });
}

/** A callback option: absent, or a function. */
export function functionOption<F extends (...args: never[]) => unknown>(name: string, value: unknown): F | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "function") throw new UsageError(`${name} must be a function, got ${shown(value)}`);
  return value as F;
}

/** A yes/no option: absent, or a boolean. */
export function booleanOption(name: string, value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") throw new UsageError(`${name} must be true or false, got ${shown(value)}`);
  return value;
}

/** A string option: absent, or a string. */
export function stringOption(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new UsageError(`${name} must be a string, got ${shown(value)}`);
  return value;
}

/** One of a list of words: absent, or one of them (the message lists them). */
export function oneOfOption<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${shown(value)}`);
  }
  return value as T;
}

/** The options object itself: absent (no options), or an object. */
export function optionsObject(name: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new UsageError(`${name}'s options must be an object, got ${shown(value)}`);
  return value as Record<string, unknown>;
}
