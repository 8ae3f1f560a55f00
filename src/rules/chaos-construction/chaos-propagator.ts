import { isSingle } from "../../model/digits.js";
import type { Propagator } from "../rule-kind.js";
import { DIGIT_BITS } from "../rule-kind.js";
import type { ChaosGrid } from "./chaos-grids.js";

/**
 * The propagator of one grid of a chaos construction, over the grid's cells (their digits) and one variable
 * per cell, numbered base + position, whose mask is the regions the cell may be in (bit k: region k + 1).
 * Regions are named in order of their first cell: region k + 1 may first appear only after region k has
 * (canonical names, ISS's ChaosConstruction's order), so each division of the grid is found once. Each run,
 * over the masks as they stand:
 *   names       the first cell is in region 1; a cell may be in region k + 1 only if a cell before it may
 *               be in region k.
 *   marks       a marked group's cells keep the regions they all may be in; a group down to one region
 *               takes it from every other group.
 *   sizes       a region with more than size cells certain, or fewer than size possible, fails; one with
 *               size cells certain takes itself from every other cell, one with exactly size possible
 *               takes those cells.
 *   digits      a cell certain of its region loses the digits placed elsewhere in it; a cell leaves a
 *               region where each of its digits is placed already.
 *   singles     a region holds each digit once: a digit with no possible cell in a region fails, with one
 *               cell places the digit there and puts the cell in the region.
 *   connection  a region's certain cells must be joined through its possible cells: a possible cell
 *               farther from them than the cells the region still lacks (each step through a cell not yet
 *               certain counts one) leaves it; certain cells not joined, or joined only through more cells than it lacks, fail. A region with no certain
 *               cell leaves possible cells in pieces smaller than size.
 * On finished masks these checks are the rule itself, so the propagator is also the check at the leaves.
 */
export function chaosPropagator(grid: ChaosGrid, size: number, base: number): Propagator {
  const n = size * size;
  const every = (1 << size) - 1;
  const { cells, start, neighbours, marks } = grid;
  const region = new Int32Array(n);
  const digits = new Int32Array(n);
  const certain = new Int32Array(size);
  const possible = new Int32Array(size);
  const placed = new Int32Array(size);
  const distance = new Int32Array(n);
  const deque = new Int32Array(10 * n + 2);
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const variables = Int32Array.from({ length: n }, (_, i) => base + i);

  /** Marks: a group's cells agree; a group down to one region takes it from the others. */
  const markStep = (): boolean => {
    for (const group of marks) {
      let shared = every;
      for (const i of group) shared &= region[i]!; // positions of the grid
      if (shared === 0) return false;
      for (const i of group) region[i] = shared;
    }
    for (const [g, group] of marks.entries()) {
      const k = region[group[0]!]!; // a group has a cell (the schema)
      if (!isSingle(k)) continue;
      for (const [h, other] of marks.entries()) if (h !== g) for (const i of other) region[i]! &= ~k;
    }
    return true;
  };

  /** Names: region k + 1 only after some cell may be in region k. */
  const nameStep = (): boolean => {
    let allowed = 1;
    for (let i = 0; i < n && allowed !== every; i++) {
      const m = region[i]! & allowed; // i < n
      if (m === 0) return false;
      region[i] = m;
      allowed |= (m << 1) & every;
    }
    return true;
  };

  /** Sizes, digits and singles (see the header). */
  const countStep = (): boolean => {
    certain.fill(0);
    possible.fill(0);
    placed.fill(0);
    // Every index below is a position (< n) or a region (< size, the bit index of a mask of size bits).
    for (let i = 0; i < n; i++) {
      const m = region[i]!;
      if (m === 0) return false;
      if (isSingle(m)) {
        const k = 31 - Math.clz32(m);
        certain[k]!++;
        const d = digits[i]!;
        if (isSingle(d)) {
          if ((placed[k]! & d) !== 0) return false;
          placed[k]! |= d;
        }
      } else {
        for (let rest = m; rest !== 0; rest &= rest - 1) possible[31 - Math.clz32(rest & -rest)]!++;
      }
    }
    let full = 0;
    let exact = 0;
    for (let k = 0; k < size; k++) {
      const fixed = certain[k]!;
      if (fixed > size || fixed + possible[k]! < size) return false;
      if (fixed === size) full |= 1 << k;
      else if (fixed + possible[k]! === size) exact |= 1 << k;
    }
    for (let i = 0; i < n; i++) {
      let m = region[i]!;
      if (isSingle(m)) {
        const d = digits[i]!;
        if (isSingle(d)) continue;
        const left = d & ~placed[31 - Math.clz32(m)]!;
        if (left === 0) return false;
        digits[i] = left;
        continue;
      }
      m &= ~full;
      const must = m & exact;
      if (must !== 0) {
        if (!isSingle(must)) return false; // two regions each need this cell
        m = must;
      }
      for (let rest = m; rest !== 0; rest &= rest - 1) {
        const bit = rest & -rest;
        if ((digits[i]! & ~placed[31 - Math.clz32(bit)]!) === 0) m &= ~bit;
      }
      if (m === 0) return false;
      region[i] = m;
    }
    // Singles: each region holds every digit once.
    for (let k = 0; k < size; k++) {
      const bit = 1 << k;
      let once = 0;
      let twice = 0;
      for (let i = 0; i < n; i++) {
        if ((region[i]! & bit) === 0) continue;
        twice |= once & digits[i]!;
        once |= digits[i]!;
      }
      if ((once & every) !== every) return false;
      for (let hidden = once & ~twice & every; hidden !== 0; hidden &= hidden - 1) {
        const d = hidden & -hidden;
        for (let i = 0; i < n; i++) {
          if ((region[i]! & bit) === 0 || (digits[i]! & d) === 0) continue;
          region[i]! &= bit;
          digits[i]! &= d;
          break;
        }
      }
    }
    return true;
  };

  /** Connection (see the header), region by region. */
  const connectStep = (): boolean => {
    // Indices: positions < n.
    for (let k = 0; k < size; k++) {
      const bit = 1 << k;
      let first = -1;
      let fixed = 0;
      for (let i = 0; i < n; i++) {
        if (region[i] === bit) {
          fixed++;
          if (first < 0) first = i;
        }
      }
      if (first < 0) {
        // No certain cell: pieces of possible cells too small for a region leave it.
        seen.fill(0);
        for (let i = 0; i < n; i++) {
          if (seen[i] !== 0 || (region[i]! & bit) === 0) continue;
          const piece = flood(i, bit);
          if (piece < size) for (let j = 0; j < piece; j++) region[stack[j]!]! &= ~bit;
        }
        continue;
      }
      seen.fill(0);
      const piece = flood(first, bit);
      let joined = 0;
      for (let j = 0; j < piece; j++) if (region[stack[j]!] === bit) joined++;
      if (joined < fixed || piece < size) return false;
      const budget = size - fixed;
      // The certain cells joined to the first through at most `budget` cells not yet certain.
      spread(bit, budget, first);
      for (let i = 0; i < n; i++) if (region[i] === bit && distance[i]! > budget) return false;
      // Every possible cell within `budget` such cells of some certain cell.
      spread(bit, budget, -1);
      for (let i = 0; i < n; i++) if ((region[i]! & bit) !== 0 && (seen[i] === 0 || distance[i]! > budget)) region[i]! &= ~bit;
    }
    for (let i = 0; i < n; i++) if (region[i] === 0) return false;
    return true;
  };

  /**
   * 0-1 breadth-first distances through the possible cells of the region of `bit` (a step into a certain
   * cell costs nothing, into another one), from `from`, or from every certain cell when from is -1; only
   * distances up to `budget` are followed. Indices: positions < n; deque slots within 10n + 2 (a position
   * enters at most 5 times, from either end).
   */
  const spread = (bit: number, budget: number, from: number): void => {
    distance.fill(n + 1);
    let head = 5 * n + 1;
    let tail = head;
    for (let i = 0; i < n; i++) {
      if (from < 0 ? region[i] === bit : i === from) {
        distance[i] = 0;
        deque[tail++] = i;
      }
    }
    while (head < tail) {
      const u = deque[head++]!;
      const du = distance[u]!;
      for (let j = start[u]!; j < start[u + 1]!; j++) {
        const x = neighbours[j]!;
        const m = region[x]!;
        if ((m & bit) === 0) continue;
        const cost = m === bit ? 0 : 1;
        const dx = du + cost;
        if (dx >= distance[x]! || dx > budget) continue;
        distance[x] = dx;
        if (cost === 0) deque[--head] = x;
        else deque[tail++] = x;
      }
    }
  };

  /** The possible cells of the region of `bit` joined to position `from`, marked seen and listed on stack; their number. */
  const flood = (from: number, bit: number): number => {
    let top = 0;
    let end = 1;
    stack[0] = from;
    seen[from] = 1;
    while (top < end) {
      const u = stack[top++]!; // top < end <= n
      for (let j = start[u]!; j < start[u + 1]!; j++) {
        const x = neighbours[j]!;
        if (seen[x] !== 0 || (region[x]! & bit) === 0) continue;
        seen[x] = 1;
        stack[end++] = x;
      }
    }
    return end;
  };

  return {
    cells: Int32Array.from([...cells, ...variables]),
    propagate: (cand) => {
      // i < n: cells and variables have n entries, each a cell or variable of the search.
      for (let i = 0; i < n; i++) {
        region[i] = cand[base + i]! & every;
        digits[i] = cand[cells[i]!]! & every;
      }
      if (!nameStep() || !markStep() || !countStep() || !connectStep()) return false;
      for (let i = 0; i < n; i++) {
        const v = base + i;
        const c = cells[i]!;
        if ((cand[v]! & every) !== region[i]) cand[v] = (cand[v]! & ~DIGIT_BITS) | region[i]!;
        if ((cand[c]! & every) !== digits[i]) cand[c] = (cand[c]! & ~DIGIT_BITS) | digits[i]!;
        if (digits[i] === 0) return false;
      }
      return true;
    },
  };
}
