/**
 * fast-check arbitraries for 9x9 grids: a random solved grid is a canonical grid with its digits
 * relabelled and its bands, rows within bands, stacks and columns within stacks permuted (and maybe
 * transposed); puzzles mask it down to some givens.
 */
import fc from "fast-check";

/** The canonical solved grid: row r is 1..9 shifted by 3*(r%3) + floor(r/3). */
export function canonicalNine(): Uint8Array {
  const grid = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) grid[r * 9 + c] = (((r % 3) * 3 + Math.floor(r / 3) + c) % 9) + 1;
  }
  return grid;
}

const perm3 = fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 });
const perm9 = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 });

/** A random solved grid (row-major digits 1..9). */
export const solvedNine: fc.Arbitrary<Uint8Array> = fc
  .record({
    digits: perm9,
    bands: perm3,
    rowsIn: fc.tuple(perm3, perm3, perm3),
    stacks: perm3,
    colsIn: fc.tuple(perm3, perm3, perm3),
    transpose: fc.boolean(),
  })
  .map(({ digits, bands, rowsIn, stacks, colsIn, transpose }) => {
    const base = canonicalNine();
    const grid = new Uint8Array(81);
    // Permutations of 3 indexed by 0..2, of 9 digits by digit - 1, the canonical grid by a cell: all in range.
    for (let r = 0; r < 9; r++) {
      const srcRow = bands[Math.floor(r / 3)]! * 3 + rowsIn[Math.floor(r / 3)]![r % 3]!;
      for (let c = 0; c < 9; c++) {
        const srcCol = stacks[Math.floor(c / 3)]! * 3 + colsIn[Math.floor(c / 3)]![c % 3]!;
        const src = transpose ? srcCol * 9 + srcRow : srcRow * 9 + srcCol;
        grid[r * 9 + c] = digits[base[src]! - 1]!;
      }
    }
    return grid;
  });

/** A solved grid masked to between minGivens and maxGivens givens (0 = empty). */
export function maskedNine(minGivens: number, maxGivens: number): fc.Arbitrary<Uint8Array> {
  const cells = Array.from({ length: 81 }, (_, i) => i);
  return fc.tuple(solvedNine, fc.shuffledSubarray(cells, { minLength: minGivens, maxLength: maxGivens })).map(([grid, keep]) => {
    const puzzle = new Uint8Array(81);
    for (const cell of keep) puzzle[cell] = grid[cell] ?? 0; // cells 0..80 of an 81-cell grid
    return puzzle;
  });
}

/**
 * A puzzle with a clash: some givens plus one more given that repeats a given digit of its row, column
 * or box in an empty cell, so it has no solution.
 */
export const clashingNine: fc.Arbitrary<Uint8Array> = fc
  .tuple(maskedNine(5, 30), fc.nat(), fc.constantFrom("row", "col", "box"), fc.nat())
  .map(([puzzle, pick, unit, slot]) => {
    const out = Uint8Array.from(puzzle);
    const givenCells: number[] = [];
    for (let i = 0; i < 81; i++) if (out[i] !== 0) givenCells.push(i);
    const units = ["row", "col", "box"];
    const first = units.indexOf(unit);
    // with at most 30 givens some given has an empty cell in one of its units
    for (let g = 0; g < givenCells.length; g++) {
      const cell = givenCells[(pick + g) % givenCells.length]!; // g < givenCells.length, so it is not empty
      const r = Math.floor(cell / 9);
      const c = cell % 9;
      for (let u = 0; u < 3; u++) {
        const kind = units[(first + u) % 3];
        const mates: number[] = [];
        for (let k = 0; k < 9; k++) {
          const other = kind === "row" ? r * 9 + k : kind === "col" ? k * 9 + c : (r - (r % 3) + Math.floor(k / 3)) * 9 + c - (c % 3) + (k % 3);
          if (other !== cell && out[other] === 0) mates.push(other);
        }
        if (mates.length > 0) {
          out[mates[slot % mates.length]!] = out[cell]!; // mates is not empty; cell is one of the 81
          return out;
        }
      }
    }
    return out;
  });
