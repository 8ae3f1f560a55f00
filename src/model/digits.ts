/**
 * Candidate masks: the digits a cell may still take, as up to 16 bits (one per digit of the layout's size).
 * Digit d (1..size) is bit d-1, so the mask of an empty 9x9 cell is ALL_DIGITS = 0b111111111, of any size
 * allDigitsOf(size) = (1 << size) - 1 (geometry.allDigits), and a cell with one candidate has exactly one
 * bit set.
 *
 * The bit tricks used by the solvers, each named here once:
 *   lowestBit(m)   m & -m         isolates the lowest set bit (two's complement).
 *   withoutLowest  m & (m - 1)    clears it; a mask is single when it is non-zero and this is zero.
 *   digitOfBit(b)  32 - clz32(b)  the digit of a one-bit mask.
 *   popcount(x)    SWAR count     set bits of any 32-bit word (a 9-bit mask, or a 27-bit band word of the
 *                                 9x9 engine): pairs, nibbles, bytes summed in parallel, then one multiply.
 *                                 Rejected: a 512-entry table, which covers 9-bit masks only (one helper
 *                                 for both sizes is worth the few operations more).
 */

/** Every digit of a 9x9 grid: 1..9. */
export const ALL_DIGITS = 0x1ff;

/** Every digit of a grid of this size (4..16): bits 0..size-1. */
export function allDigitsOf(size: number): number {
  return (1 << size) - 1;
}

/** The one-bit mask of digit d (1..16). */
export function bitOf(digit: number): number {
  return 1 << (digit - 1);
}

/** The digit (1..16) of a one-bit mask. */
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

/** Whether mask m has exactly two bits set (m & (m - 1) clears the lowest): a pair's cell or places. */
export function twoBits(m: number): boolean {
  const rest = m & (m - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
}

/** Number of set bits of a 32-bit word (the candidates of a mask). */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
