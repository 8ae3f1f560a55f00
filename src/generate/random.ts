/**
 * A seeded pseudo-random generator of our own, so that a seed gives the same puzzle on every run, machine
 * and Node version (Math.random is neither seedable nor specified).
 *
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit words, period at least 2^32 and about
 * 2^127 on average), its 128-bit state filled from the 32-bit seed by splitmix32, so that nearby seeds
 * (1, 2, 3, ...) start far apart. Then 12 outputs are discarded, as the author recommends.
 * Rejected: xoshiro128** (as good, a few more operations), a linear congruential generator (poor low bits).
 */
export interface Random {
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** A whole number in 0..n-1 (n from 1 to 2^32), without modulo bias. */
  below(n: number): number;
  /** Shuffles the array in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

export function createRandom(seed: number): Random {
  let s = seed >>> 0;
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32();

  const below = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(n) needs a whole n in 1..2^32, not ${n}`);
    // Reject the top partial block of 2^32 so that every result is equally likely.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };

  return {
    nextUint32,
    below,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = below(i + 1);
        const t = items[i]!; // i and j are below items.length
        items[i] = items[j]!;
        items[j] = t;
      }
      return items;
    },
  };
}

/**
 * A seed for a caller who gave none (the library's generators, like the CLI, draw one and report it, so
 * the puzzle can be made again): 32 bits from Math.random, which is all the choice needs.
 */
export function drawSeed(): number {
  return Math.floor(Math.random() * 0x1_0000_0000) >>> 0;
}
