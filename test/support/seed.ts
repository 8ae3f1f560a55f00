/**
 * The suite's one seed for random tests. fast-check keeps seeds as signed 32-bit integers (it prints a
 * failing run's seed that way), so COMBO_SEED accepts exactly those; anything else is refused at start-up
 * rather than silently truncated into another seed.
 */
export function readSeed(text: string | undefined): number {
  if (text === undefined || text.trim() === "") return (Date.now() ^ Math.floor(Math.random() * 0x1_0000_0000)) | 0;
  const seed = Number(text.trim());
  if (!/^-?\d+$/.test(text.trim()) || (seed | 0) !== seed) {
    throw new Error(`COMBO_SEED must be an integer from -2147483648 to 2147483647, got "${text}"`);
  }
  return seed;
}
