import { bitOf } from "../../model/digits.js";
import type { LogicState } from "../../model/step-contract.js";
import { intersectionsOf } from "../../solver/intersections.js";
import { cellRef } from "../describe.js";
import { ascending } from "../ascending.js";
import { inUnit } from "../in-unit.js";
import { lastPositionMemo } from "../position-memo.js";
import { placesIn } from "../scan.js";
import { sees } from "../state.js";
import type { NodeLinks } from "./node-links.js";
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

/** chainGroups' build, uncached. */
function buildGroups(state: LogicState): ChainGroups {
  const { geometry, values, candidates } = state;
  const size = geometry.size;
  const base = geometry.cellCount * size;
  const x = intersectionsOf(geometry);
  const cells: number[][] = [];
  const digit: number[] = [];
  // The groups by digit and first cell (first * 32 + d: a digit is at most 16), to find a group by its
  // digit and sorted cells without making a key of them.
  const byFirst = new Map<number, number[]>();
  const groupOf = (d: number, list: readonly number[]): number | undefined => {
    const same = byFirst.get(list[0]! * 32 + d); // lists of two or more cells
    if (same !== undefined) for (const g of same) if (sameCells(cells[g]!, list)) return g; // g < cells.length
    return undefined;
  };
  for (let k = 0; k < x.count; k++) {
    // pair k's shared cells lie in x.cells between its first two bounds (k < x.count)
    const from = x.bounds[4 * k]!;
    const to = x.bounds[4 * k + 1]!;
    for (let d = 1; d <= size; d++) {
      const bit = bitOf(d);
      let n = 0; // counted first: a (pair, digit) with fewer than two cells makes no list
      for (let i = from; i < to; i++) {
        const c = x.cells[i]!;
        if (values[c] === 0 && (candidates[c]! & bit) !== 0) n++;
      }
      if (n < 2) continue;
      const list: number[] = [];
      for (let i = from; i < to; i++) {
        const c = x.cells[i]!;
        if (values[c] === 0 && (candidates[c]! & bit) !== 0) list.push(c);
      }
      ascending(list);
      if (groupOf(d, list) !== undefined) continue;
      const key = list[0]! * 32 + d; // list has two or more cells
      const same = byFirst.get(key);
      if (same === undefined) byFirst.set(key, [cells.length]);
      else same.push(cells.length);
      cells.push(list);
      digit.push(d);
    }
  }
  // Each node's links, by node number (NodeLinks): every candidate node and every group's, each link once.
  const strong = strongRows;
  const weak = weakRows;
  strong.reset();
  weak.reset();
  const places: number[] = [];
  const { peerStart, peerList, cellUnitStart, cellUnitList } = geometry;
  // sameDigit[d]: the groups of digit d, in order (the group-to-group weak links pair groups of one digit).
  const sameDigit: number[][] = [];
  for (let d = 0; d <= size; d++) sameDigit.push([]);
  for (let g = 0; g < cells.length; g++) sameDigit[digit[g]!]!.push(g); // one digit per group, 1 <= d <= size
  const seen = new Int32Array(geometry.cellCount);
  for (let g = 0; g < cells.length; g++) {
    const group = cells[g]!; // g < cells.length
    const d = digit[g]!; // one digit per group
    const bit = bitOf(d);
    const node = base + g;
    const first = group[0]!; // a group has two or more cells
    // The units holding every cell of the group (scan.ts commonUnits' order: the first cell's units in turn).
    units: for (let i = cellUnitStart[first]!; i < cellUnitStart[first + 1]!; i++) {
      const u = cellUnitList[i]!; // the first cell's units
      for (let j = 1; j < group.length; j++) if (!inUnit(geometry, group[j]!, u)) continue units; // j < group.length
      const n = placesIn(state, u, bit, places);
      if (n === group.length) continue; // the group holds every place: no link, the digit is there
      // The group's cells are places of the digit in u: n - group.length places are outside it.
      if (n === group.length + 1) {
        let i = 0;
        while (group.includes(places[i]!)) i++; // one place of the n is outside the group
        const other = places[i]! * size + d - 1;
        strong.add(node, other);
        strong.add(other, node);
      } else {
        const rest = places.filter((c) => !group.includes(c));
        const other = groupOf(d, ascending(rest));
        if (other !== undefined) strong.add(node, base + other);
      }
    }
    // The open cells of the digit that see every cell of the group: its weak links, marked (seen[p] = the
    // group's number + 1) for the groups' links below.
    peers: for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
      const p = peerList[i]!; // peers of a cell are cells
      if (values[p] !== 0 || (candidates[p]! & bit) === 0) continue;
      for (let j = 1; j < group.length; j++) if (!sees(geometry, p, group[j]!)) continue peers; // j < group.length
      if (p === first) continue;
      seen[p] = g + 1;
      weak.add(node, p * size + d - 1);
      weak.add(p * size + d - 1, node);
    }
    // Two groups of a digit are weakly linked when every cell of one sees every cell of the other (so they
    // share none: a cell does not see itself): each cell of the other, open with the digit, is marked above.
    // The groups so linked follow the cells in each group's list, in group order.
    others: for (const h of sameDigit[d]!) {
      // 1 <= d <= size
      if (h === g) continue;
      const other = cells[h]!; // h < cells.length
      for (let i = 0; i < other.length; i++) if (seen[other[i]!] !== g + 1) continue others; // i < other.length
      weak.add(node, base + h);
    }
  }
  return { base, cells, digit, strong: strong.finish(base + cells.length), weak: weak.finish(base + cells.length) };
}

/** buildGroups' builders of the rows (reused: only the finished rows are new). */
const strongRows = new NodeLinksBuilder();
const weakRows = new NodeLinksBuilder();

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

/** True when the two sorted lists hold the same cells. */
function sameCells(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
