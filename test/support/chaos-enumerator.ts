/**
 * An independent count of chaos construction solutions on one size x size grid, by brute force and without
 * the rule's code: every division of the grid into size orthogonally connected regions of size cells
 * (each region the first free cell and a choice of size - 1 free cells near it, kept when connected), and
 * for each division the Latin squares on the givens whose regions hold different digits. A solution is a
 * grid of digits with its division, as the search counts it. Marks: groups of positions that share a region,
 * two groups never.
 */
export function countChaos(size: number, givens: ArrayLike<number>, marks: readonly (readonly number[])[] = []): number {
  let total = 0;
  for (const division of divisions(size)) {
    if (!keepsMarks(division, marks)) continue;
    total += countLatin(size, givens, division);
  }
  return total;
}

const DIVISIONS = new Map<number, Uint8Array[]>();

/** Every division of a size x size grid into connected regions of size cells, regions numbered by first cell. */
export function divisions(size: number): Uint8Array[] {
  const known = DIVISIONS.get(size);
  if (known !== undefined) return known;
  const n = size * size;
  const out: Uint8Array[] = [];
  const label = new Uint8Array(n);
  const connected = (set: number[]): boolean => {
    const inSet = new Set(set);
    const seen = new Set([set[0]]);
    const todo = [set[0] ?? 0];
    while (todo.length > 0) {
      const c = todo.pop() ?? 0;
      const [r, k] = [Math.floor(c / size), c % size];
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const [r2, k2] = [r + dr, k + dc];
        const x = r2 * size + k2;
        if (r2 < 0 || r2 >= size || k2 < 0 || k2 >= size || !inSet.has(x) || seen.has(x)) continue;
        seen.add(x);
        todo.push(x);
      }
    }
    return seen.size === set.length;
  };
  const next = (region: number): void => {
    const root = label.indexOf(0);
    if (root < 0) {
      out.push(label.slice());
      return;
    }
    const [r0, c0] = [Math.floor(root / size), root % size];
    const near: number[] = [];
    for (let c = root + 1; c < n; c++) {
      if (label[c] === 0 && Math.abs(Math.floor(c / size) - r0) + Math.abs((c % size) - c0) < size) near.push(c);
    }
    const choose = (from: number, chosen: number[]): void => {
      if (chosen.length === size - 1) {
        const set = [root, ...chosen];
        if (!connected(set)) return;
        for (const c of set) label[c] = region;
        next(region + 1);
        for (const c of set) label[c] = 0;
        return;
      }
      for (let i = from; i < near.length; i++) {
        chosen.push(near[i] ?? 0);
        choose(i + 1, chosen);
        chosen.pop();
      }
    };
    choose(0, []);
  };
  next(1);
  DIVISIONS.set(size, out);
  return out;
}

function keepsMarks(division: Uint8Array, marks: readonly (readonly number[])[]): boolean {
  const regions = marks.map((group) => new Set(group.map((i) => division[i])));
  if (regions.some((set) => set.size !== 1)) return false;
  const firsts = regions.map((set) => [...set][0]);
  return new Set(firsts).size === firsts.length;
}

/** Latin squares on the givens whose every region of the division holds different digits. */
function countLatin(size: number, givens: ArrayLike<number>, division: Uint8Array): number {
  const n = size * size;
  const rows = new Int32Array(size);
  const cols = new Int32Array(size);
  const regs = new Int32Array(size + 1);
  const grid = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    const d = givens[c] ?? 0;
    if (d === 0) continue;
    const bit = 1 << d;
    const [r, k, g] = [Math.floor(c / size), c % size, division[c] ?? 0];
    if (((rows[r] ?? 0) | (cols[k] ?? 0) | (regs[g] ?? 0)) & bit) return 0;
    rows[r] = (rows[r] ?? 0) | bit;
    cols[k] = (cols[k] ?? 0) | bit;
    regs[g] = (regs[g] ?? 0) | bit;
    grid[c] = d;
  }
  const fill = (c: number): number => {
    if (c === n) return 1;
    if (grid[c] !== 0) return fill(c + 1);
    const [r, k, g] = [Math.floor(c / size), c % size, division[c] ?? 0];
    let count = 0;
    for (let d = 1; d <= size; d++) {
      const bit = 1 << d;
      if (((rows[r] ?? 0) | (cols[k] ?? 0) | (regs[g] ?? 0)) & bit) continue;
      rows[r] = (rows[r] ?? 0) | bit;
      cols[k] = (cols[k] ?? 0) | bit;
      regs[g] = (regs[g] ?? 0) | bit;
      count += fill(c + 1);
      rows[r] = (rows[r] ?? 0) & ~bit;
      cols[k] = (cols[k] ?? 0) & ~bit;
      regs[g] = (regs[g] ?? 0) & ~bit;
    }
    return count;
  };
  return fill(0);
}
