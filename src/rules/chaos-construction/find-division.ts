import type { ChaosGrid } from "./chaos-grids.js";

/**
 * A division of a filled grid into `size` regions of `size` orthogonally connected cells, each holding
 * different digits and keeping the grid's marks (a group's cells in one region, two groups' cells in two):
 * the region (1..size) of each position, regions named in order of their first cell; undefined when
 * there is none. `digits[i]` is the digit of position i (grid.cells[i]). This is the check of a finished
 * solution and what a picture of one draws, not how the search finds regions (chaos-propagator.ts).
 * Each region is grown from the first position not yet in one, through every connected set of cells
 * around it once (the ESU enumeration: a set grows only by cells beside its newest cell and beside no
 * earlier one), cells of a digit already in the region skipped.
 */
export function findDivision(grid: ChaosGrid, size: number, digits: ArrayLike<number>): Uint8Array | undefined {
  const n = size * size;
  const { start, neighbours, marks } = grid;
  const regionOf = new Uint8Array(n);
  const markOf = new Int32Array(n).fill(-1);
  marks.forEach((group, g) => {
    for (const i of group) markOf[i] = g;
  });
  // Index notes: every i, x below is a position (< n), start has n + 1 entries.
  const beside = (x: number, set: readonly number[]): boolean => {
    for (let j = start[x]!; j < start[x + 1]!; j++) if (set.includes(neighbours[j]!)) return true;
    return false;
  };
  const keepsMarks = (set: readonly number[]): boolean => {
    const groups = new Set(set.map((i) => markOf[i]!).filter((g) => g >= 0));
    if (groups.size > 1) return false;
    for (const g of groups) if (!(marks[g] ?? []).every((i) => set.includes(i))) return false;
    return true;
  };
  const place = (label: number): boolean => {
    const root = regionOf.indexOf(0);
    if (root < 0) return true;
    if (label > size) return false;
    const inSet = [root];
    regionOf[root] = label;
    const grow = (extension: number[], used: number): boolean => {
      if (inSet.length === size) {
        if (keepsMarks(inSet) && place(label + 1)) return true;
        return false;
      }
      const ext = [...extension];
      while (ext.length > 0) {
        const w = ext.pop()!; // ext is not empty
        const bit = 1 << digits[w]!;
        if ((used & bit) !== 0) continue;
        const more: number[] = [];
        for (let j = start[w]!; j < start[w + 1]!; j++) {
          const x = neighbours[j]!;
          if (regionOf[x] !== 0 || ext.includes(x) || more.includes(x) || beside(x, inSet)) continue;
          more.push(x);
        }
        inSet.push(w);
        regionOf[w] = label;
        if (grow([...ext, ...more], used | bit)) return true;
        inSet.pop();
        regionOf[w] = 0;
      }
      return false;
    };
    const first: number[] = [];
    for (let j = start[root]!; j < start[root + 1]!; j++) if (regionOf[neighbours[j]!] === 0) first.push(neighbours[j]!);
    if (grow(first, 1 << digits[root]!)) return true;
    regionOf[root] = 0;
    return false;
  };
  return place(1) ? regionOf : undefined;
}
