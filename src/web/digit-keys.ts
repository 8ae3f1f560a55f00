/**
 * How keys become digits on grids of every size. Digits 1-9 are their keys; on 12x12 and 16x16 grids the
 * digits 10-16 are typed as two keystrokes, "1" then "0".."6" within DOUBLE_KEY_MS on the same cells (the
 * second key turns the 1 just typed into 10..16), or the letters A, B, D, E, F, G (how files write them).
 * C is never a digit: it is the Centre mode key on every size, as Z, X and V are the other modes' keys.
 * Pure: the shell (shell/player-input.ts) feeds it key codes and the time.
 */

/** Longest pause between the two keys of a two-key digit, in ms. */
export const DOUBLE_KEY_MS = 1000;

/** The letters that type digits 10-16 (C left out: it is the Centre key). */
const LETTER_DIGITS: Readonly<Record<string, number>> = { KeyA: 10, KeyB: 11, KeyD: 13, KeyE: 14, KeyF: 15, KeyG: 16 };

/** The digit a key stands for on a grid of `size` (0 for the 0 key), or -1 for none. */
export function keyDigit(code: string, size: number): number {
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code);
  const d = digit !== null ? Number(digit[1]) : size > 9 ? (LETTER_DIGITS[code] ?? -1) : -1;
  return d <= size ? d : -1;
}

/** A "1" just typed that a second key may still turn into 10..16: when, and on which cells and mode. */
export interface PendingOne {
  readonly at: number;
  /** What the key went to: the selected cells and the entry mode, joined (see `target`). */
  readonly target: string;
}

/** The identity of where a key goes: the cells and the entry mode. */
export function target(cells: readonly string[], mode: string): string {
  return `${mode}|${cells.join(" ")}`;
}

/**
 * What a digit key does after `pending` (the last key, if it was a 1): the digit 10+d that replaces that
 * 1, when the grid is larger than 9, the key is 0..size-10, the same cells and mode, and in time; else
 * undefined (the key is a digit of its own).
 */
export function secondKey(size: number, pending: PendingOne | undefined, digit: number, now: number, where: string): number | undefined {
  if (size <= 9 || pending === undefined || pending.target !== where || now - pending.at > DOUBLE_KEY_MS) return undefined;
  const d = 10 + digit;
  return digit >= 0 && d <= size ? d : undefined;
}
