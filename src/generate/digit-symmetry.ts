/**
 * A renaming of the digits 1..size, other than the identity, that keeps every given relation between two
 * digits both ways (`related[r](d, e)` holds exactly when it holds for the renamed digits), or undefined
 * when there is none. A puzzle whose only clues are such relations (X/V marks, with or without the
 * negative constraint) and units then has a twin of every solution, its digits renamed: it cannot be unique
 * without a given. On 9x9, X (sum 10) and V (sum 5) keep (1 4)(2 3)(6 9)(7 8): 1+9 becomes 4+6, 1+4 stays
 * 4+1. A backtracking search over the renaming, digit by digit, each checked against the digits before it
 * (sizes are at most 16, and the first renaming found ends it).
 */
export function digitSymmetry(size: number, related: readonly ((d: number, e: number) => boolean)[]): number[] | undefined {
  const to = new Array<number>(size + 1).fill(0);
  const used = new Array<boolean>(size + 1).fill(false);
  const keeps = (d: number): boolean => {
    const x = to[d] ?? 0;
    if (related.some((rel) => rel(d, d) !== rel(x, x))) return false;
    for (let e = 1; e < d; e++) {
      const y = to[e] ?? 0;
      if (related.some((rel) => rel(d, e) !== rel(x, y) || rel(e, d) !== rel(y, x))) return false;
    }
    return true;
  };
  const place = (d: number): boolean => {
    if (d > size) return to.some((x, i) => i > 0 && x !== i);
    for (let x = 1; x <= size; x++) {
      if (used[x]) continue;
      to[d] = x;
      used[x] = true;
      if (keeps(d) && place(d + 1)) return true;
      used[x] = false;
    }
    to[d] = 0;
    return false;
  };
  return place(1) ? to.slice(1) : undefined;
}
