/**
 * The list sorted ascending, in place (and returned). Lists that mostly come in order already are checked
 * first: no sort, no comparator call, for those. The almost locked sets' cells (als.ts: a unit's cells,
 * chosen in the unit's order) are such lists.
 */
export function ascending(list: number[]): number[] {
  for (let i = 1; i < list.length; i++) if (list[i - 1]! > list[i]!) return list.sort((a, b) => a - b); // i < list.length
  return list;
}
