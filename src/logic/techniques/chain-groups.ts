import { bitOf } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { intersectionsOf } from "../../solver/intersections.js";
import { cellRef } from "../describe.js";
import { inUnit } from "../in-unit.js";
import { lastPositionMemo } from "../position-memo.js";
import { placesIn } from "../scan.js";
import { sees } from "../state.js";
import { stopPoll } from "../stop-poll.js";
import type { NodeLinks } from "./node-links.js";
import { groupsByDigit } from "./groups-by-digit.js";
import { NodeLinksBuilder } from "./node-links.js";

/**
 * Group nodes for grouped chains (chains.ts, grouped-aic.ts): the open cells of one digit where two units
 * meet (a box and a line, or any two units of the layout sharing cells: solver/intersections.ts), two or
 * more of them. A group is true when the digit is in one of its cells, false when in none.
 *
 *   strong   a unit whose places of the digit are exactly the group and one cell, or two groups: one of the
 *            two holds it (the group false makes the other true);
 *   weak     a cell or group of the digit, outside the group, that sees every cell of it: both cannot hold it.
 *
 * Node numbers continue the chain search's candidate nodes (cell * size + digit - 1): group g is node
 * base + g. The links are kept by node, flat (node-links.ts NodeLinks: two typed arrays, a row per node, a
 * cell's links to groups, a group's to cells and groups, each row in the order the links were found), built
 * once per position (chainGroups), and read by the chain search as it leaves each state.
 */
export interface ChainGroups {
  /** The first group's node number: the position's cells times the grid size. */
  readonly base: number;
  /** Each group's cells (sorted). */
  readonly cells: readonly (readonly number[])[];
  /** Each group's digit (1-based). */
  readonly digit: readonly number[];
  /** Node -> the nodes that node false makes true (through a group): a row for each of the base + cells.length nodes. */
  readonly strong: NodeLinks;
  /** Node -> the nodes that node true makes false (through a group): a row for each node, as `strong`. */
  readonly weak: NodeLinks;
  /**
   * ALS nodes (chain-als.ts), when added: they follow the groups in `cells` from index `from`; `sets[i]`
   * is the whole almost locked set of node `from + i` (one array per set, shared by its digits' nodes).
   * A chain search given them counts only chains through an ALS node.
   */
  readonly als?: { readonly from: number; readonly sets: readonly (readonly number[])[] };
}

/**
 * The position's groups and their links. Kept for the position last asked (position-memo.ts): the
 * continuous nice loop, the grouped AIC and the grouped AIC with ALS nodes each use the groups of one
 * position, so they are built once for the three. Shared, so never changed by their users (withAlsNodes
 * builds its own copy).
 */
export function chainGroups(state: LogicState): ChainGroups {
  return lastGroups(state);
}

/**
 * buildGroups' work arrays, kept per geometry (only the groups' cell lists and the finished rows are new).
 * `first[first cell * (size + 1) + digit]` is the last group so keyed plus one (0: none), `next[g]` the
 * group keyed alike before g (-1: none), to find a group by its digit and sorted cells without making a key
 * of them; both cleared of a build's keys at its end. `seen` marks cells for a group (a mark per group, never reused
 * within the marks' range); `list` holds a (pair, digit)'s cells or a unit's other places, and `places` a
 * unit's places of a digit, each in its first entries; `byDigit` the groups in digit order, digit d's from
 * `digitStart[d]`.
 */
interface GroupScratch {
  readonly first: Int32Array;
  readonly next: Int32Array;
  readonly seen: Int32Array;
  mark: number;
  readonly list: number[];
  readonly places: number[];
  readonly byDigit: Int32Array;
  readonly digitStart: Int32Array;
  /** The rows' builders (reused: only the finished rows are new), per geometry like the rest. */
  readonly strong: NodeLinksBuilder;
  readonly weak: NodeLinksBuilder;
}

const scratchOf = perGeometry((geometry: Geometry): GroupScratch => {
  const most = intersectionsOf(geometry).count * geometry.size; // a group per (pair, digit) at most
  return {
    first: new Int32Array(geometry.cellCount * (geometry.size + 1)),
    next: new Int32Array(most),
    seen: new Int32Array(geometry.cellCount),
    mark: 0,
    list: new Array<number>(geometry.size).fill(0),
    places: new Array<number>(geometry.size).fill(0),
    byDigit: new Int32Array(most),
    digitStart: new Int32Array(geometry.size + 2),
    strong: new NodeLinksBuilder(),
    weak: new NodeLinksBuilder(),
  };
});

/**
 * chainGroups' build, uncached. Its loops grow with the layout and poll the stop (stop-poll.ts): a stop
 * throws out of them, and the keys set in the scratch arrays are cleared all the same.
 */
function buildGroups(state: LogicState): ChainGroups {
  const cells: number[][] = [];
  const digit: number[] = [];
  try {
    return buildGroupsInto(state, cells, digit);
  } finally {
    const firstOf = scratchOf(state.geometry).first;
    const size = state.geometry.size;
    for (let g = 0; g < cells.length; g++) firstOf[cells[g]![0]! * (size + 1) + digit[g]!] = 0; // the keys cleared
  }
}

/** buildGroups' work, its groups' cells and digits into `cells` and `digit`. */
function buildGroupsInto(state: LogicState, cells: number[][], digit: number[]): ChainGroups {
  const { geometry, values, candidates } = state;
  const { size } = geometry;
  const base = geometry.cellCount * size;
  const x = intersectionsOf(geometry);
  const scratch = scratchOf(geometry);
  const { first: firstOf, next, seen, list, places, byDigit, digitStart } = scratch;
  // Invariants behind the `!` in this function: cells are cells (x.cells, placesIn's, peerList, a group's),
  // so first * (size + 1) + d (1 <= d <= size) is within firstOf, a group number is below cells.length and
  // next's and byDigit's length (a group per pair and digit at most), list and places hold `size` entries and
  // a unit or a pair's shared cells are at most `size` (read below the count written).
  /** The group of digit d whose cells are the first n of `cells` (sorted), or -1. */
  const groupOf = (d: number, sorted: readonly number[], n: number): number => {
    for (let g = firstOf[sorted[0]! * (size + 1) + d]! - 1; g >= 0; g = next[g]!) if (sameCells(cells[g]!, sorted, n)) return g;
    return -1;
  };
  for (let k = 0; k < x.count; k++) {
    if ((k & 255) === 0) stopPoll();
    // pair k's shared cells lie in x.cells between its first two bounds (k < x.count)
    const from = x.bounds[4 * k]!;
    const to = x.bounds[4 * k + 1]!;
    for (let d = 1; d <= size; d++) {
      const bit = bitOf(d);
      let n = 0;
      for (let i = from; i < to; i++) {
        const c = x.cells[i]!;
        if (values[c] === 0 && (candidates[c]! & bit) !== 0) list[n++] = c;
      }
      if (n < 2) continue; // a (pair, digit) with fewer than two cells makes no group
      const sorted = inOrder(list, n);
      if (groupOf(d, sorted, n) >= 0) continue;
      const key = sorted[0]! * (size + 1) + d;
      next[cells.length] = firstOf[key]! - 1;
      firstOf[key] = cells.length + 1;
      cells.push(sorted === list ? list.slice(0, n) : sorted);
      digit.push(d);
    }
  }
  // Each node's links, by node number (NodeLinks): every candidate node and every group's, each link once.
  const { strong, weak } = scratch;
  strong.reset();
  weak.reset();
  const { peerStart, peerList, cellUnitStart, cellUnitList } = geometry;
  // The groups of each digit, in order (the group-to-group weak links pair groups of one digit).
  groupsByDigit(digit, cells.length, size, byDigit, digitStart);
  if (scratch.mark > 0x3fffffff - cells.length) {
    seen.fill(0);
    scratch.mark = 0;
  }
  for (let g = 0; g < cells.length; g++) {
    if ((g & 15) === 0) stopPoll(); // a group's links: about a ms each over 64 grids of 16x16
    const group = cells[g]!;
    const d = digit[g]!;
    const bit = bitOf(d);
    const node = base + g;
    const first = group[0]!; // a group has two or more cells
    const mark = ++scratch.mark;
    // The units holding every cell of the group (scan.ts commonUnits' order: the first cell's units in turn).
    units: for (let i = cellUnitStart[first]!; i < cellUnitStart[first + 1]!; i++) {
      const u = cellUnitList[i]!; // the first cell's units
      for (let j = 1; j < group.length; j++) if (!inUnit(geometry, group[j]!, u)) continue units;
      const n = placesIn(state, u, bit, places); // the digit's places in u, in its order
      if (n === group.length) continue; // the group holds every place: no link, the digit is there
      // The group's cells are places of the digit in u: n - group.length places are outside it.
      if (n === group.length + 1) {
        let i = 0;
        while (group.includes(places[i]!)) i++; // one place of the n is outside the group
        const other = places[i]! * size + d - 1;
        strong.add(node, other);
        strong.add(other, node);
      } else {
        let m = 0;
        for (let j = 0; j < n; j++) if (!group.includes(places[j]!)) list[m++] = places[j]!;
        const other = groupOf(d, inOrder(list, m), m);
        if (other >= 0) strong.add(node, base + other);
      }
    }
    // The open cells of the digit that see every cell of the group: its weak links, marked (seen[p] = the
    // group's mark) for the groups' links below.
    peers: for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
      const p = peerList[i]!; // peers of a cell are cells
      if (values[p] !== 0 || (candidates[p]! & bit) === 0) continue;
      for (let j = 1; j < group.length; j++) if (!sees(geometry, p, group[j]!)) continue peers;
      if (p === first) continue;
      seen[p] = mark;
      weak.add(node, p * size + d - 1);
      weak.add(p * size + d - 1, node);
    }
    // Two groups of a digit are weakly linked when every cell of one sees every cell of the other (so they
    // share none: a cell does not see itself): each cell of the other, open with the digit, is marked above.
    // The groups so linked follow the cells in each group's list, in group order.
    others: for (let k = digitStart[d]!; k < digitStart[d + 1]!; k++) {
      const h = byDigit[k]!;
      if (h === g) continue;
      const other = cells[h]!;
      for (let i = 0; i < other.length; i++) if (seen[other[i]!] !== mark) continue others;
      weak.add(node, base + h);
    }
  }
  return { base, cells, digit, strong: strong.finish(base + cells.length), weak: weak.finish(base + cells.length) };
}

/**
 * The first n entries of the list when in ascending order (the list itself, nothing made: the cells of a
 * pair and the places of a unit mostly come in order), else a sorted copy of them.
 */
function inOrder(list: number[], n: number): number[] {
  for (let i = 1; i < n; i++) if (list[i - 1]! > list[i]!) return list.slice(0, n).sort((a, b) => a - b);
  return list;
}

const lastGroups = lastPositionMemo(buildGroups);

/**
 * A group's cells as HoDoKu writes them: one row and its columns ("r1c78"), one column and its rows
 * ("r12c3"), else the cells one by one; numbers above 9 (a large canvas) are separated by commas.
 */
export function groupRef(state: LogicState, cells: readonly number[]): string {
  const { cellRow, cellCol } = state.geometry;
  const rows = [...new Set(cells.map((c) => cellRow[c]! + 1))]; // the cells are the position's
  const cols = [...new Set(cells.map((c) => cellCol[c]! + 1))];
  const join = (list: readonly number[]): string => (list.every((n) => n <= 9) ? list.join("") : list.join(","));
  if (rows.length === 1) return `r${rows[0]}c${join(cols)}`;
  if (cols.length === 1) return `r${join(rows)}c${cols[0]}`;
  return cells.map((c) => cellRef(state.geometry, c)).join(",");
}

/** True when the sorted list `a` holds the same cells as the first n of the sorted list `b`. */
function sameCells(a: readonly number[], b: readonly number[], n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
