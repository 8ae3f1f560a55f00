import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit } from "../../model/digits.js";
import type { Geometry, UnitKind } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { Elimination, LogicState, Step } from "../../model/step-contract.js";
import { cellRef } from "../describe.js";
import { stopPoll } from "../stop-poll.js";
import { finnedFishMayExist } from "./finned-fish-may-exist.js";
import { emptyPlanes } from "./plane-memo.js";
import { planesToSearch } from "./planes-to-search.js";
import { unitOverlap } from "./unit-overlap.js";
import { unitName } from "../unit-name.js";

/**
 * Finned and sashimi fish of a size (2 X-wing, 3 swordfish, 4 jellyfish), over any layout: n pairwise
 * disjoint base units of one line kind whose open places for a digit lie in n cover units of the other
 * line kind, except for some places outside every cover, the fins, all in one fin unit (a box or a
 * region). Either a fin holds the digit, or none does and the bases and covers are a plain fish (fish.ts),
 * which takes the digit from the covers' other cells. So the digit leaves every cover cell of the fin unit
 * outside the bases (it sees every fin). Sashimi: without its fins, some base would keep at most one place
 * (the fish would be degenerate); the proof is the same.
 *
 * Difficulty: Sudoku Explainer has no finned fish; Sukaku Explainer finds a finned X-wing as a grouped
 * skyscraper or kite (two strong links, one of them through the fin's box: 4.3, StrongLinksHint), so a
 * finned fish rates its plain fish + 1.1 (X-wing 4.3, swordfish 4.9, jellyfish 6.3), a sashimi one 0.1
 * more (most sashimi X-wings are plain skyscrapers or kites, found at 4.0-4.2 first).
 *
 * Search, cheap because it starts from the fins: a fin base (a base with places in a fin unit F) and F;
 * the base's places outside F must be covered, and each cover unit that forces (a place with one cover
 * unit) joins the covers. The other bases are drawn only from the base units with a place in a cover so
 * far, each adding the covers its places outside F force, never more than n. Once n bases are chosen,
 * covers left to pick (places of two cover units, on overlapping grids; covers through F that turn fins
 * into covered places) are tried in turn, and what stays uncovered in F are the fins.
 */
const LINES: readonly [UnitKind, UnitKind][] = [
  ["row", "column"],
  ["column", "row"],
];

/** The unit kinds fins may share (a cell of the fin unit sees every fin). */
const FIN_KINDS: ReadonlySet<UnitKind> = new Set(["box", "region"]);

interface Tables {
  /** For each cell, its units of kind row / column / a fin kind. */
  readonly rowsOf: readonly number[][];
  readonly colsOf: readonly number[][];
  readonly finsOf: readonly number[][];
  /**
   * Every cell lies in exactly one row (oneRow), one column (oneCol): a plain grid, no overlaps; and there
   * are 30 rows (columns) or fewer, so that a set of them is a bit mask of their ordinals.
   */
  readonly oneRow: boolean;
  readonly oneCol: boolean;
  /** Each unit's index among the units of its kind. */
  readonly ordinal: Int32Array;
}

const tablesOf = perGeometry(buildTables);

function buildTables(geometry: Geometry): Tables {
  const { cellCount, cellUnitStart, cellUnitList, units } = geometry;
  const rowsOf: number[][] = [];
  const colsOf: number[][] = [];
  const finsOf: number[][] = [];
  for (let c = 0; c < cellCount; c++) {
    const r: number[] = [];
    const k: number[] = [];
    const f: number[] = [];
    for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
      const u = cellUnitList[i]!; // c is a cell: its units are listed
      const kind = units[u]!.kind;
      if (kind === "row") r.push(u);
      else if (kind === "column") k.push(u);
      else if (FIN_KINDS.has(kind)) f.push(u);
    }
    rowsOf.push(r);
    colsOf.push(k);
    finsOf.push(f);
  }
  const ordinal = new Int32Array(geometry.unitCount);
  const seen = new Map<UnitKind, number>();
  for (const [u, unit] of units.entries()) {
    const n = seen.get(unit.kind) ?? 0;
    ordinal[u] = n;
    seen.set(unit.kind, n + 1);
  }
  const few = (kind: UnitKind): boolean => (seen.get(kind) ?? 0) <= 30;
  return {
    rowsOf,
    colsOf,
    finsOf,
    oneRow: few("row") && rowsOf.every((r) => r.length === 1),
    oneCol: few("column") && colsOf.every((k) => k.length === 1),
    ordinal,
  };
}

/** The first finned or sashimi fish of the size that removes a candidate, or undefined. */
export function findFinnedFish(state: LogicState, size: number, name: string, difficulty: number): Step | undefined {
  const { geometry, values, candidates } = state;
  // Nothing to find when every plane is one where this search found nothing: skip the set-up below.
  const memo = emptyPlanes(geometry, `finned fish ${size}`);
  // On a plain grid, a plane (and a line kind) that certainly holds no finned fish is skipped before the memo is asked;
  // nothing below is set up when no plane may hold one.
  const may = planesToSearch(state, memo, (masks, d, o) => finnedFishMayExist(masks, d, size, o));
  if (may === undefined) return undefined;
  const finUnits: number[] = [];
  const { unitCount, unitCells, units, cellCount } = geometry;
  const gridSize = geometry.size;
  const t = tablesOf(geometry);
  // Invariants behind the `!` below: every c is a cell and every u, v a unit of the geometry (from
  // unitCells or the tables), so the per-cell and per-unit arrays have their entry.
  const placesOf: (number[] | undefined)[] = new Array<number[] | undefined>(unitCount);
  const inF = new Uint8Array(cellCount);
  const inBase = new Uint8Array(cellCount);
  const bases: number[] = [];
  const covers: number[] = [];
  // tried[u] === tryStamp: base unit u already tried at this depth.
  const tried = new Int32Array(unitCount);
  let tryStamp = 0;
  let bit = 0;
  let baseOf: readonly number[][] = t.rowsOf;
  let coverOf: readonly number[][] = t.colsOf;
  let fin = -1;

  // coverCount[c]: how many chosen covers hold cell c.
  const coverCount = new Uint8Array(cellCount);
  const covered = (c: number): boolean => coverCount[c]! > 0;
  const addCover = (v: number): void => {
    covers.push(v);
    for (let j = 0; j < gridSize; j++) coverCount[unitCells[v * gridSize + j]!]!++;
  };
  const dropCovers = (to: number): void => {
    while (covers.length > to) {
      const v = covers.pop()!; // covers.length > to >= 0
      for (let j = 0; j < gridSize; j++) coverCount[unitCells[v * gridSize + j]!]!--;
    }
  };

  /** Adds the covers forced by the base's places outside F; false (nothing added) when more than size. */
  const forced = (u: number): number => {
    let added = 0;
    for (const c of placesOf[u]!) {
      if (inF[c] === 1) continue;
      const options = coverOf[c]!;
      if (options.length !== 1 || covered(c)) continue;
      if (covers.length === size) {
        dropCovers(covers.length - added);
        return -1;
      }
      addCover(options[0]!);
      added++;
    }
    return added;
  };

  /** With the bases chosen: covers left to pick (a place outside F not yet covered first), then judged. */
  const complete = (): Step | undefined => {
    let open = -1;
    let inside = -1;
    for (const u of bases) {
      for (const c of placesOf[u]!) {
        if (covered(c)) continue;
        if (inF[c] === 0) {
          open = c;
          break;
        }
        if (inside < 0) inside = c;
      }
      if (open >= 0) break;
    }
    if (open >= 0) {
      if (covers.length === size) return undefined;
      for (const v of coverOf[open]!) {
        addCover(v);
        const step = complete();
        dropCovers(covers.length - 1);
        if (step !== undefined) return step;
      }
      return undefined;
    }
    const step = judge();
    if (step !== undefined || covers.length === size || inside < 0) return step;
    // A cover through F that covers the first uncovered place there (the rest stay fins).
    for (const v of coverOf[inside]!) {
      addCover(v);
      const next = complete();
      dropCovers(covers.length - 1);
      if (next !== undefined) return next;
    }
    return undefined;
  };

  const judge = (): Step | undefined => {
    if (covers.length !== size) return undefined;
    // A fin (an uncovered place), then an elimination, each checked before anything is built.
    let finned = false;
    for (let i = 0; i < bases.length && !finned; i++) for (const c of placesOf[bases[i]!]!) if (!covered(c)) finned = true;
    if (!finned) return undefined;
    let eliminable = false;
    for (let j = 0; j < gridSize && !eliminable; j++) {
      const c = unitCells[fin * gridSize + j]!;
      if (inBase[c] !== 1 && values[c] === 0 && (candidates[c]! & bit) !== 0 && covered(c)) eliminable = true;
    }
    if (!eliminable) return undefined;
    const fins: number[] = [];
    for (const u of bases) for (const c of placesOf[u]!) if (!covered(c)) fins.push(c);
    const eliminations: Elimination[] = [];
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[fin * gridSize + j]!;
      if (inBase[c] === 1 || values[c] !== 0 || (candidates[c]! & bit) === 0 || !covered(c)) continue;
      eliminations.push({ cell: c, digits: bit });
    }
    const sashimi = bases.some((u) => placesOf[u]!.filter(covered).length <= 1);
    const cells = bases.flatMap((u) => placesOf[u]!);
    return {
      technique: name,
      ...(sashimi ? { difficulty: Math.round((difficulty + 0.1) * 10) / 10 } : {}),
      placements: [],
      eliminations,
      cells,
      units: [...bases, ...covers],
      digits: bit,
      reason: `${sashimi ? "sashimi" : "finned"}: ${digitChar(digitOfBit(bit))} in ${bases.map((u) => unitName(geometry, u)).join(", ")} lies only in ${covers
        .map((u) => unitName(geometry, u))
        .join(", ")} or the fin${fins.length > 1 ? "s" : ""} ${fins.map((f) => cellRef(geometry, f)).join(", ")} (in ${unitName(geometry, fin)})`,
    };
  };

  /** True when F has a covered cell holding the digit outside the base's places (where it may leave). */
  const eliminable = (f: number, places: readonly number[]): boolean => {
    for (let j = 0; j < gridSize; j++) {
      const c = unitCells[f * gridSize + j]!;
      if (values[c] === 0 && (candidates[c]! & bit) !== 0 && covered(c) && !places.includes(c)) return true;
    }
    return false;
  };

  const occupy = (u: number, on: 0 | 1): void => {
    for (let j = 0; j < gridSize; j++) inBase[unitCells[u * gridSize + j]!] = on;
  };
  // overlaps(u): u shares a cell with a chosen base (the cells occupy marks in inBase)
  const overlap = unitOverlap(geometry);
  const overlaps = (u: number): boolean => {
    for (const b of bases) if (overlap[b * unitCount + u] === 1) return true;
    return false;
  };

  // Bases met in another order: picked in any order, the same bases come up again and again (up to 3! times
  // for a finned jellyfish's last three). Where every cell lies in one cover unit (a plain grid: sameCovers),
  // what pick and complete find below a choice of bases depends only on the set of bases and on the order of
  // those with places in F: the covers are the units forced by the places outside F (a set), the places
  // outside F are then all covered, and complete adds only covers through the first uncovered place in F (in
  // the order of the bases, the fin base first). So a set of bases whose search found nothing is not searched
  // again in another order with the same order in F: the first step found, and its text, stay the same.
  // The key: a bit per base (by its ordinal among the units of its kind), and past bit 31 the ordinals + 1
  // of the bases after the fin base with places in F, five bits each in order (at most three: size <= 4).
  let sameCovers = false;
  const explored = new Set<number>();
  const basesKey = (): number => {
    let set = 0;
    let inFin = 0;
    for (let i = 0; i < bases.length; i++) {
      const u = bases[i]!; // i < bases.length
      const k = t.ordinal[u]!; // u is a unit
      set |= 1 << k;
      if (i === 0) continue;
      for (const c of placesOf[u]!) {
        if (inF[c] === 1) {
          inFin = inFin * 32 + k + 1;
          break;
        }
      }
    }
    return (set >>> 0) + inFin * 2 ** 31;
  };

  // Bases tried, for the stop's poll: the loops below grow with the layout (a first pass over 64 grids of
  // 16x16 ran 0.15-0.3 s deaf to a stop, and polls every 64 bases still left 0.45 s under load, stop-poll.ts). Everything a stop leaves half done is local.
  let tries = 0;

  /** More bases, each with a place in a cover so far (any order: a base may meet only a later base's cover). */
  const pick = (): Step | undefined => {
    if (bases.length === size) return complete();
    if ((++tries & 15) === 0) stopPoll();
    const mark = ++tryStamp;
    const count = covers.length;
    for (let k = 0; k < count; k++) {
      const v = covers[k]!;
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[v * gridSize + j]!;
        if (values[c] !== 0 || (candidates[c]! & bit) === 0) continue;
        for (const u of baseOf[c]!) {
          if (tried[u] === mark || placesOf[u] === undefined || overlaps(u)) continue;
          tried[u] = mark;
          const added = forced(u);
          if (added < 0) continue;
          bases.push(u);
          occupy(u, 1);
          let step: Step | undefined;
          const key = sameCovers ? basesKey() : -1;
          if (!sameCovers || !explored.has(key)) {
            step = pick();
            if (step === undefined && sameCovers) explored.add(key);
          }
          occupy(u, 0);
          bases.pop();
          dropCovers(covers.length - added);
          if (step !== undefined) return step;
        }
      }
    }
    return undefined;
  };

  for (let d = 1; d <= gridSize; d++) {
    bit = bitOf(d);
    if (may[d] === 0) continue; // d is a digit
    const plane = memo.key(state, d, bit);
    if (memo.has(plane)) continue;
    for (const [baseKind, coverKind] of LINES) {
      if ((may[d]! & (baseKind === "row" ? 1 : 2)) === 0) continue;
      baseOf = baseKind === "row" ? t.rowsOf : t.colsOf;
      coverOf = coverKind === "row" ? t.rowsOf : t.colsOf;
      sameCovers = size <= 4 && t.oneRow && t.oneCol;
      // Each base unit's places for d (undefined: d placed there, or too few or too many places).
      for (let u = 0; u < unitCount; u++) {
        placesOf[u] = undefined;
        if (units[u]!.kind !== baseKind) continue;
        const at: number[] = [];
        let placed = false;
        for (let j = 0; j < gridSize; j++) {
          const c = unitCells[u * gridSize + j]!;
          if (values[c] !== 0) placed ||= values[c] === d;
          else if ((candidates[c]! & bit) !== 0) at.push(c);
        }
        if (!placed && at.length >= 2) placesOf[u] = at;
      }
      for (let b0 = 0; b0 < unitCount; b0++) {
        if ((b0 & 3) === 0) stopPoll();
        const places = placesOf[b0];
        if (places === undefined) continue;
        // the fin units met by the places, each once in the order met (a scratch list, not a Set per base)
        finUnits.length = 0;
        for (const c of places) for (const f of t.finsOf[c]!) if (!finUnits.includes(f)) finUnits.push(f);
        for (const f of finUnits) {
          // F needs a place of d outside this base (where the digit may leave) and b0 some place outside F.
          let outside = 0;
          let other = false;
          for (let j = 0; j < gridSize; j++) {
            const c = unitCells[f * gridSize + j]!;
            inF[c] = 1;
            if (values[c] === 0 && (candidates[c]! & bit) !== 0 && !places.includes(c)) other = true;
          }
          for (const c of places) if (inF[c] === 0) outside++;
          if (other && outside > 0 && outside <= size) {
            fin = f;
            explored.clear();
            const added = forced(b0);
            if (added >= 0 && (covers.length < size || eliminable(f, places))) {
              bases.push(b0);
              occupy(b0, 1);
              const step = pick();
              occupy(b0, 0);
              bases.pop();
              if (step !== undefined) {
                dropCovers(0);
                for (let j = 0; j < gridSize; j++) inF[unitCells[f * gridSize + j]!] = 0;
                return step;
              }
            }
            dropCovers(0);
          }
          for (let j = 0; j < gridSize; j++) inF[unitCells[f * gridSize + j]!] = 0;
        }
      }
    }
    memo.add(plane);
  }
  return undefined;
}
