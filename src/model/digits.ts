/**
 * Candidate masks: the digits a cell may still take, as 9 bits. Digit d (1..9) is bit d-1, so the mask of
 * an empty cell is ALL_DIGITS = 0b111111111 and a cell with one candidate has exactly one bit set.
 *
 * The bit tricks used by the solvers, each named here once:
 *   lowestBit(m)   m & -m         isolates the lowest set bit (two's complement).
 *   withoutLowest  m & (m - 1)    clears it; a mask is single when it is non-zero and this is zero.
 *   digitOfBit(b)  32 - clz32(b)  the digit of a one-bit mask.
 *   popcount(m)    table lookup   9-bit masks fit a 512-entry table, faster than bit counting in JS.
 */

export const ALL_DIGITS = 0x1ff;

/** The one-bit mask of digit d (1..9). */
export function bitOf(digit: number): number {
  return 1 << (digit - 1);
}

/** The digit (1..9) of a one-bit mask. */
export function digitOfBit(bit: number): number {
  return 32 - Math.clz32(bit);
}

/** The lowest set bit of a mask. */
export function lowestBit(mask: number): number {
  return mask & -mask;
}

/** True when the mask has exactly one bit set. */
export function isSingle(mask: number): boolean {
  return mask !== 0 && (mask & (mask - 1)) === 0;
}

const POPCOUNT = new Uint8Array(512);
for (let m = 1; m < 512; m++) POPCOUNT[m] = POPCOUNT[m >> 1] + (m & 1);

/** Number of candidates in a 9-bit mask. */
export function popcount(mask: number): number {
  return POPCOUNT[mask];
}
