/**
 * The work array itself when it holds `atLeast` entries, else a copy of it with room for at least that many
 * (twice as long, or `atLeast` when that is more; the rest zero). The techniques keep their work arrays from
 * call to call and grow them this way: a typed array with a count rather than a list emptied by
 * `length = 0`, which lets its room go and grows it again at every call.
 */
export function grown(a: Int32Array, atLeast: number): Int32Array {
  if (a.length >= atLeast) return a;
  const b = new Int32Array(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}
