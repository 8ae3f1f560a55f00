import { twoBits } from "../model/digits.js";
import type { LogicState, Technique } from "../model/step-contract.js";
import { hiddenPair } from "./techniques/hidden-pair.js";
import { nakedPair } from "./techniques/naked-pair.js";

/**
 * Whether a technique the "(+)" nets apply inside their trials (dynamic-forcing-chains-plus.ts) may find
 * a step in the position: false only where its find certainly returns undefined. The trials call these
 * techniques at every fixpoint, thousands of times a step, and most calls find nothing; the naked and
 * hidden pairs' own scan allocates as it goes (closures, candidate lists), this one does not, so the
 * technique runs only where it finds something. Any other technique: true (always run). The test checks
 * the answer against the techniques' own on many positions. `unit`: in that unit only (of the pairs: as
 * the techniques' scan of that unit; any other technique: true).
 */
export function plusMayFind(technique: Technique, state: LogicState, unit?: number): boolean {
  if (technique === nakedPair) return nakedPairMayFind(state, unit);
  if (technique === hiddenPair) return hiddenPairMayFind(state, unit);
  return true;
}

/** A naked pair (two open cells of a unit with the same two candidates) that removes something. */
function nakedPairMayFind(state: LogicState, unit: number | undefined): boolean {
  const { geometry, candidates, values } = state;
  const { unitCount, unitCells, size, cellUnitStart, cellUnitList } = geometry;
  for (let u = unit ?? 0, last = unit ?? unitCount - 1; u <= last; u++) {
    for (let i = 0; i < size; i++) {
      const a = unitCells[u * size + i]!; // unit u has size cells in unitCells (every index here is below size)
      const m = candidates[a]!;
      if (values[a] !== 0 || !twoBits(m)) continue;
      for (let j = i + 1; j < size; j++) {
        const b = unitCells[u * size + j]!;
        if (values[b] !== 0 || candidates[b] !== m) continue;
        // Every unit holding both cells: another open cell with one of the two digits.
        for (let x = cellUnitStart[a]!; x < cellUnitStart[a + 1]!; x++) {
          const v = cellUnitList[x]!;
          let hasB = false;
          for (let s = 0; s < size; s++) if (unitCells[v * size + s] === b) hasB = true;
          if (!hasB) continue;
          for (let s = 0; s < size; s++) {
            const c = unitCells[v * size + s]!;
            if (c !== a && c !== b && values[c] === 0 && (candidates[c]! & m) !== 0) return true;
          }
        }
      }
    }
  }
  return false;
}

/** Scratch: place masks by digit index (sizes up to 32). */
const places = new Int32Array(32);

/** A hidden pair (two digits whose only two open places in a unit are the same) with other candidates. */
function hiddenPairMayFind(state: LogicState, unit: number | undefined): boolean {
  const { geometry, candidates, values } = state;
  const { unitCount, unitCells, size } = geometry;
  for (let u = unit ?? 0, last = unit ?? unitCount - 1; u <= last; u++) {
    // Each digit's open places in the unit (positions j), from one pass over its cells.
    let placed = 0;
    places.fill(0, 0, size);
    for (let j = 0; j < size; j++) {
      const c = unitCells[u * size + j]!; // unit u has size cells in unitCells
      if (values[c] !== 0) {
        placed |= candidates[c]!;
        continue;
      }
      for (let m = candidates[c]!; m !== 0; m &= m - 1) places[31 - Math.clz32(m & -m)]! |= 1 << j;
    }
    // Digits placed in the unit are left out, as the technique does.
    const missing = geometry.allDigits & ~placed;
    let two = 0; // the missing digits with exactly two places so far
    for (let d = 0; d < size; d++) {
      const at = places[d]!;
      if ((missing & (1 << d)) === 0 || !twoBits(at)) continue;
      // A second digit with the same two places: the pair, whose cells must hold some other candidate.
      for (let e = 0; e < d; e++) {
        if (((two >> e) & 1) === 0 || places[e] !== at) continue;
        const mask = (1 << d) | (1 << e);
        for (let j = 0; j < size; j++) {
          if ((at & (1 << j)) !== 0 && (candidates[unitCells[u * size + j]!]! & ~mask) !== 0) return true;
        }
      }
      two |= 1 << d;
    }
  }
  return false;
}
