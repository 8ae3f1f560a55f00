/**
 * A count and its noun, the noun in the plural unless the count is one: "1 given", "2 givens", "0 givens".
 * The one place messages pluralise a word that a count may make singular.
 */
export function counted(n: number, word: string, plural = `${word}s`): string {
  return `${n} ${n === 1 ? word : plural}`;
}
