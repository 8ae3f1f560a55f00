/**
 * The seed of puzzle `index` of a batch made from `base`: index 0 is the base seed itself, so that the
 * first puzzle of `--count K` is the puzzle of `--count 1`; every other index is hashed with the base
 * (a murmur3-style finaliser), so that each puzzle of a batch can be made again alone from its own seed.
 */
export function deriveSeed(base: number, index: number): number {
  if (index === 0) return base >>> 0;
  let h = (base ^ Math.imul(index, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
