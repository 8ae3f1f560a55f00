import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit } from "../../model/digits.js";
import type { UnitKind } from "../../model/geometry.js";
import type { Elimination, LogicState, Step } from "../../model/step-contract.js";
import { sees } from "../state.js";

/**
 * Finned and sashimi fish of a size (2 X-wing, 3 swordfish, 4 jellyfish), over any layout: n pairwise
 * disjoint base units of one line kind whose open places for a digit lie in n cover units of the other
 * line kind, except for some places outside every cover, the fins. Either a fin holds the digit, or none
 * does and the bases and covers are a plain fish (fish.ts), which takes the digit from the covers' other
 * cells. So the digit leaves every cover cell outside the bases that sees every fin (on a 9x9 grid: the
 * cover cells in the fins' box). Sashimi: without its fins, some base would keep at most one place (the
 * fish would be degenerate); the proof is the same.
 *
 * Difficulty: neither Sudoku Explainer nor Sukaku Explainer rates finned fish (Sukaku finds them as strong
 * link chains, StrongLinks.java), so a finned fish rates its plain fish + 0.2 (X-wing 3.4, swordfish 4.0,
 * jellyfish 5.4), a sashimi one + 0.3: the fin is one more thing to see, the missing corner another.
 *
 * Search: bases are picked depth first, pruned as soon as their places span more than n + extra canvas
 * lines of the cover kind (extra: a box's width less one, where fins that share a box with a cover can lie);
 * then each place in turn is covered (by one of its one or two cover units) or taken as a fin, depth first,
 * with at most n covers and MAX_FINS fins that all see each other (fins in one box do; fins that share no
 * unit are left out, a rare pattern in exotic layouts). So the search stays small on every layout.
 */
const LINES: readonly [UnitKind, UnitKind][] = [
  ["row", "column"],
  ["column", "row"],
];

/** Fins allowed at most (more fins rarely share a peer, and every fin must be seen). */
const MAX_FINS = 4;

/** The first finned or sashimi fish of the size that removes a candidate, or undefined. */
export function findFinnedFish(state: LogicState, size: number, name: string, difficulty: number): Step | undefined {
  const { geometry, values, candidates } = state;
  const { unitCount, unitCells, cellUnitStart, cellUnitList, cellRow, cellCol, units } = geometry;
  const gridSize = geometry.size;
  const inBase = new Int32Array(geometry.cellCount);
  const coverCount = new Int32Array(geometry.cellCount);
  const lineUse = new Int32Array(Math.max(geometry.rows, geometry.cols));
  let stamp = 0;
  let bit = 0;
  let coverKind: UnitKind = "column";
  let extra = 1;
  let bases: number[] = [];
  let placesOf: number[][] = [];
  const chosen: number[] = [];
  let lines = 0;
  let found: Step | undefined;

  // Invariants behind the `!` below: every c is a cell and every u, v a unit of the geometry (from
  // unitCells, cellUnitList or bases), so the per-cell tables and geometry.units have their entry; bases
  // and placesOf are parallel, and chosen holds indexes into them.
  const lineOf = (c: number): number => (coverKind === "column" ? cellCol[c]! : cellRow[c]!);
  const cover = (v: number, delta: number): void => {
    for (let j = 0; j < gridSize; j++) coverCount[unitCells[v * gridSize + j]!]! += delta;
  };
  // occupied[c]: how many chosen bases hold cell c (bases must be disjoint: rows of two grids may overlap).
  const occupied = new Int32Array(geometry.cellCount);
  const occupies = (u: number): boolean => {
    for (let j = 0; j < gridSize; j++) if (occupied[unitCells[u * gridSize + j]!]! > 0) return true;
    return false;
  };
  const occupy = (u: number, delta: number): void => {
    for (let j = 0; j < gridSize; j++) occupied[unitCells[u * gridSize + j]!]! += delta;
  };

  /**
   * With the bases chosen: covers picked from the first place neither covered nor taken as a fin, which
   * becomes covered (by one of its cover units) or a fin (seeing every fin so far), depth first.
   */
  const tryCovers = (): boolean => {
    stamp++;
    const cells: number[] = [];
    for (const i of chosen) {
      for (let j = 0; j < gridSize; j++) inBase[unitCells[bases[i]! * gridSize + j]!] = stamp;
      cells.push(...placesOf[i]!);
    }
    const covers: number[] = [];
    const fins: number[] = [];
    const search = (): boolean => {
      let open = -1;
      for (const c of cells) {
        if (coverCount[c] === 0 && !fins.includes(c)) {
          open = c;
          break;
        }
      }
      if (open < 0) return covers.length === size && judge(cells, covers);
      if (covers.length < size) {
        for (let i = cellUnitStart[open]!; i < cellUnitStart[open + 1]!; i++) {
          const v = cellUnitList[i]!;
          if (units[v]!.kind !== coverKind || covers.includes(v)) continue;
          covers.push(v);
          cover(v, 1);
          const done = search();
          cover(v, -1);
          covers.pop();
          if (done) return true;
        }
      }
      if (fins.length < MAX_FINS && fins.every((f) => sees(geometry, f, open))) {
        fins.push(open);
        const done = search();
        fins.pop();
        if (done) return true;
      }
      return false;
    };
    return search();
  };

  /** The fins of these covers, and the eliminations they allow: true (and `found` set) when there are some. */
  const judge = (cells: readonly number[], covers: readonly number[]): boolean => {
    const fins = cells.filter((c) => coverCount[c] === 0);
    if (fins.length === 0 || fins.length > MAX_FINS) return false;
    const eliminations: Elimination[] = [];
    for (const v of covers) {
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[v * gridSize + j]!;
        if (inBase[c] === stamp || values[c] !== 0 || (candidates[c]! & bit) === 0) continue;
        if (eliminations.some((e) => e.cell === c) || !fins.every((f) => sees(geometry, c, f))) continue;
        eliminations.push({ cell: c, digits: bit });
      }
    }
    if (eliminations.length === 0) return false;
    const baseUnits = chosen.map((i) => bases[i]!);
    const sashimi = chosen.some((i) => placesOf[i]!.filter((c) => coverCount[c]! > 0).length <= 1);
    const kind = sashimi ? "sashimi" : "finned";
    found = {
      technique: name,
      ...(sashimi ? { difficulty: Math.round((difficulty + 0.1) * 10) / 10 } : {}),
      placements: [],
      eliminations,
      cells: [...cells],
      units: [...baseUnits, ...covers],
      digits: bit,
      reason: `${kind}: ${digitChar(digitOfBit(bit))} in ${baseUnits.map((u) => units[u]!.name).join(", ")} lies only in ${covers
        .map((u) => units[u]!.name)
        .join(", ")} or the fin${fins.length > 1 ? "s" : ""} ${fins.map((f) => `r${cellRow[f]! + 1}c${cellCol[f]! + 1}`).join(", ")}`,
    };
    return true;
  };

  /** Adds base units from index `from` on, depth first, keeping their places within size + extra lines. */
  const pickBases = (from: number): boolean => {
    if (chosen.length === size) return tryCovers();
    for (let i = from; i <= bases.length - (size - chosen.length); i++) {
      const base = bases[i]!;
      const places = placesOf[i]!;
      if (occupies(base)) continue;
      let added = 0;
      for (const c of places) if (lineUse[lineOf(c)]!++ === 0) added++; // a canvas line: lineUse has max(rows, cols) entries
      if (lines + added <= size + extra) {
        lines += added;
        chosen.push(i);
        occupy(base, 1);
        const done = pickBases(i + 1);
        occupy(base, -1);
        chosen.pop();
        lines -= added;
        if (done) {
          for (const c of places) lineUse[lineOf(c)]!--;
          return true;
        }
      }
      for (const c of places) lineUse[lineOf(c)]!--;
    }
    return false;
  };

  for (let d = 1; d <= gridSize; d++) {
    bit = bitOf(d);
    for (const [baseKind, kind] of LINES) {
      coverKind = kind;
      extra = Math.max(1, (kind === "column" ? geometry.boxCols : geometry.boxRows) - 1);
      bases = [];
      placesOf = [];
      for (let u = 0; u < unitCount; u++) {
        if (units[u]!.kind !== baseKind) continue;
        const at: number[] = [];
        let placed = false;
        for (let j = 0; j < gridSize; j++) {
          const c = unitCells[u * gridSize + j]!;
          if (values[c] !== 0) placed ||= values[c] === d;
          else if ((candidates[c]! & bit) !== 0) at.push(c);
        }
        if (!placed && at.length >= 2 && at.length <= size + extra) {
          bases.push(u);
          placesOf.push(at);
        }
      }
      if (bases.length < size) continue;
      chosen.length = 0;
      lines = 0;
      lineUse.fill(0);
      occupied.fill(0);
      if (pickBases(0) && found !== undefined) return found;
    }
  }
  return undefined;
}
