/** digitSymmetry (digit-symmetry.ts): a renaming of the digits that keeps relations both ways, or none. */
import { describe, expect, it } from "vitest";
import { digitSymmetry } from "../../src/generate/digit-symmetry.js";

const X = (d: number, e: number): boolean => d + e === 10;
const V = (d: number, e: number): boolean => d + e === 5;
const WHITE = (d: number, e: number): boolean => Math.abs(d - e) === 1;
const BLACK = (d: number, e: number): boolean => d === 2 * e || e === 2 * d;

/** Whether `to` renames 1..n one to one, is not the identity, and keeps each relation both ways. */
function keeps(to: readonly number[], related: readonly ((d: number, e: number) => boolean)[]): boolean {
  const n = to.length;
  const name = (d: number): number => to[d - 1] ?? 0;
  if (new Set(to).size !== n || to.some((x) => x < 1 || x > n) || to.every((x, i) => x === i + 1)) return false;
  for (let d = 1; d <= n; d++) for (let e = 1; e <= n; e++) if (related.some((rel) => rel(d, e) !== rel(name(d), name(e)))) return false;
  return true;
}

describe("digitSymmetry", () => {
  it("X and V together are kept by a renaming at every size from 4 to 16 (9x9: 2 and 3, 7 and 8 swapped)", () => {
    for (let n = 4; n <= 16; n++) {
      const to = digitSymmetry(n, [X, V]);
      expect(to, `size ${n}`).toBeDefined();
      expect(keeps(to ?? [], [X, V]), `size ${n}: ${to?.join(",")}`).toBe(true);
    }
    expect(digitSymmetry(9, [X, V])).toEqual([1, 3, 2, 4, 5, 6, 8, 7, 9]);
  });

  it("white and black kropki dots together tell every digit apart: no renaming but the identity", () => {
    for (let n = 4; n <= 16; n++) expect(digitSymmetry(n, [WHITE, BLACK]), `size ${n}`).toBeUndefined();
  });

  it("white dots alone are kept by reading the digits backwards", () => {
    expect(digitSymmetry(9, [WHITE])).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
