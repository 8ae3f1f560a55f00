/**
 * The known word closest to a mistyped one, for "did you mean" hints on unknown layout names, commands
 * and options. Closeness is the optimal-string-alignment distance (Levenshtein plus the swap of two
 * neighbouring letters, the commonest typo: "slove" for "solve"), ignoring case. A word is suggested only
 * when it is close for its length: at most one edit for words up to 4 letters, two up to 8, three beyond;
 * a farther "suggestion" is noise. Ties go to the word listed first.
 *
 * Rejected: yargs's own recommendCommands (commands only, and its wording differs from ours) and a
 * dependency for twenty lines.
 */
export function didYouMean(word: string, known: Iterable<string>): string | undefined {
  const typed = word.toLowerCase();
  const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    if (candidate === word) continue;
    const d = editDistance(typed, candidate.toLowerCase()); // 0 when only the case differs: still a hint
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal string alignment distance, three rolling rows (the swap looks two rows back). */
function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  // Each row has b.length + 1 entries (current gets entry j before j + 1 is read), so the `!` below hold.
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
