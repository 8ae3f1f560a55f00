import { digitOfBit } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { sees } from "../state.js";
import type { Als } from "./als.js";
import { almostLockedSets, bitsOf, holding, MAX_ALS_CELLS } from "./als.js";
import type { ChainGroups } from "./chain-groups.js";
import { NodeLinksBuilder } from "./node-links.js";

/**
 * Most almost locked sets that become chain nodes in one search. The sets come from als.ts (at most
 * MAX_ALS_CELLS cells each, its per-position cache); those of two cells first, then three, then four, and
 * only sets with two or more linkable digits count. Each set adds a node per linkable digit (five at
 * most) and a strong link per pair of them, and every breadth-first search of the chain (one per
 * candidate and group) may cross them all, so the cap keeps a wide-open position's search bounded.
 */
export const MAX_NODE_ALS = 200;

/**
 * The chain search's groups (chain-groups.ts) with ALS nodes added, as HoDoKu's grouped nice loops and AICs
 * use them. An almost locked set A (n open cells of one unit, n + 1 digits: als.ts) gives, for a digit x
 * of A, the node "x in A": A's cells holding x, true when x is placed in one of them (one at most: they
 * share a unit). Its links:
 *
 *   strong   "x in A" and "z in A" for any two digits of A: were x in none of A's cells, its n cells would
 *            hold the other n digits, z among them; so "x in A" false makes "z in A" true, either way round.
 *   weak     "x in A" and a candidate or group of digit x, outside A, whose cells see every x cell of A:
 *            both cannot hold x.
 *
 * A chain enters a set on a weak link ("x in A" false) and leaves it through the strong link ("z in A"
 * true), as HoDoKu's ALS node does. Only digits with a weak link make nodes, and only sets with two such
 * digits are used (a node without a weak link cannot be entered nor left, nor end a chain usefully: the
 * cells an end eliminates from are weak links of it). Sets of one cell are left out: a bivalue cell's strong
 * link is the AIC's own. At most MAX_NODE_ALS sets. The nodes follow the groups (`als.from`), with each
 * node's whole set in `als.sets`, for the chain's text and cells.
 */
export function withAlsNodes(state: LogicState, groups: ChainGroups): ChainGroups {
  const { geometry, values, candidates } = state;
  const { size, peerStart, peerList } = geometry;
  const base = groups.base;
  const cells: (readonly number[])[] = [...groups.cells];
  const digit: number[] = [...groups.digit];
  // The links, by node (NodeLinks): the groups' rows (chainGroups keeps them for the position, unchanged)
  // with the ALS nodes' links added after each node's own, in new rows.
  const strong = strongRows;
  const weak = weakRows;
  strong.reset(groups.strong);
  weak.reset(groups.weak);
  const from = cells.length;
  const sets: (readonly number[])[] = [];
  // The groups of each digit, for their weak links to the sets.
  const groupsOf: number[][] = Array.from({ length: size + 1 }, () => []);
  for (let g = 0; g < from; g++) groupsOf[groups.digit[g]!]!.push(g); // one digit per group, 1 <= d <= size
  const seen = new Int32Array(geometry.cellCount);
  let mark = 0;
  /** Adds the set's nodes and links when it has two or more linkable digits: true when it did. */
  const addSet = (als: Als): boolean => {
    const entries: { readonly d: number; readonly xCells: readonly number[]; readonly links: readonly number[] }[] = [];
    for (const bit of bitsOf(als.digits, size)) {
      const d = digitOfBit(bit);
      const xCells = holding(state, als, bit);
      const links: number[] = [];
      // A cell seeing every x cell of A is outside A's x cells (no cell sees itself), and holding x it is
      // outside A: its other cells lack x. So is every cell of a group whose cells all see them.
      // The cells so linked are marked (seen[p] = mark), for the groups': a group's cells hold x.
      const first = xCells[0]!; // the set holds each of its digits
      mark++;
      for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
        const p = peerList[i]!; // peers of a cell are cells
        if (values[p] === 0 && (candidates[p]! & bit) !== 0 && seesEvery(geometry, p, xCells)) {
          links.push(p * size + d - 1);
          seen[p] = mark;
        }
      }
      groups: for (const g of groupsOf[d]!) {
        // 1 <= d <= size; g < from
        for (const c of groups.cells[g]!) if (seen[c] !== mark) continue groups; // a group's cells are cells
        links.push(base + g);
      }
      if (links.length > 0) entries.push({ d, xCells, links });
    }
    if (entries.length < 2) return false;
    const first = cells.length;
    for (const e of entries) {
      cells.push(e.xCells);
      digit.push(e.d);
      sets.push(als.cells);
    }
    entries.forEach((e, i) => {
      const node = base + first + i;
      for (let j = 0; j < entries.length; j++) if (j !== i) strong.add(node, base + first + j);
      for (const to of e.links) {
        weak.add(node, to);
        weak.add(to, node);
      }
    });
    return true;
  };
  // The sets of two cells first, then three, then four (each size in als.ts' order), until MAX_NODE_ALS are used.
  const all = almostLockedSets(state);
  let used = 0;
  for (let n = 2; n <= MAX_ALS_CELLS && used < MAX_NODE_ALS; n++) {
    for (let k = 0; k < all.length && used < MAX_NODE_ALS; k++) {
      const als = all[k]!; // k < all.length
      if (als.cells.length === n && addSet(als)) used++;
    }
  }
  const nodes = base + cells.length;
  return { base, cells, digit, strong: strong.finish(nodes), weak: weak.finish(nodes), als: { from, sets } };
}

/** withAlsNodes' builders of the rows (reused: only the finished rows are new). */
const strongRows = new NodeLinksBuilder();
const weakRows = new NodeLinksBuilder();

/** True when the cell sees every one of the cells. */
function seesEvery(geometry: Geometry, c: number, cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (!sees(geometry, c, cells[i]!)) return false; // i < cells.length
  return true;
}
