/**
 * The groups (chain-groups.ts) listed by digit, into the caller's work arrays: digit d's groups are
 * `byDigit[digitStart[d] .. digitStart[d + 1])`, in group order (a counting sort, nothing made). `digit` holds
 * each group's digit (1 .. size), the first `count` of them; byDigit has room for `count`, digitStart for
 * size + 2 entries.
 */
export function groupsByDigit(digit: readonly number[], count: number, size: number, byDigit: Int32Array, digitStart: Int32Array): void {
  // Invariants behind the `!`: each digit is 1 .. size (digitStart has size + 2 entries), g < count.
  digitStart.fill(0);
  for (let g = 0; g < count; g++) digitStart[digit[g]! + 1]!++;
  for (let d = 1; d <= size; d++) digitStart[d + 1]! += digitStart[d]!;
  for (let g = 0; g < count; g++) byDigit[digitStart[digit[g]!]!++] = g;
  for (let d = size; d >= 1; d--) digitStart[d] = digitStart[d - 1]!; // back to each digit's start
  digitStart[0] = 0;
}
