/**
 * Whether two positions hold the same values and candidates, entry by entry (of one geometry, or of two of
 * the same size). The caches that keep their work for an unchanged position compare with this: the last
 * position's memo (position-memo.ts), the chain search's kept links (chains.ts).
 */
export function samePosition(
  a: { readonly values: ArrayLike<number>; readonly candidates: ArrayLike<number> },
  b: { readonly values: ArrayLike<number>; readonly candidates: ArrayLike<number> },
): boolean {
  const n = a.values.length;
  if (n !== b.values.length || a.candidates.length !== b.candidates.length) return false;
  for (let c = 0; c < n; c++) if (a.values[c] !== b.values[c] || a.candidates[c] !== b.candidates[c]) return false;
  return true;
}
