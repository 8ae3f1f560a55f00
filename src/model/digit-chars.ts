/**
 * How a digit is written, the one home for it: 1-9 as themselves, 10-16 as A-G (the convention of 12x12
 * and 16x16 puzzles that keep one character per cell). Reading accepts lower case too; '.' and '0' are an
 * empty cell, written '.'.
 */

const CHARS = ".123456789ABCDEFG";

/** The character of digit d (1..16); '.' for 0 (empty). */
export function digitChar(digit: number): string {
  return CHARS[digit] ?? "?";
}

/**
 * The digit a character stands for: 1..16 for 1-9 and A-G (either case), 0 for '.' or '0', -1 for any
 * other character.
 */
export function charDigit(ch: string): number {
  if (ch === "." || ch === "0") return 0;
  const i = CHARS.indexOf(ch.toUpperCase());
  return i > 0 && ch.length === 1 ? i : -1;
}

/** The digits of a solution or givens, one character each (A-G above 9, '.' for 0). */
export function digitString(digits: ArrayLike<number>): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) out += digitChar(digits[i] ?? 0);
  return out;
}
