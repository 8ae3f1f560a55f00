import { digitOfBit } from "../../model/digits.js";
import type { Geometry } from "../../model/geometry.js";
import { perGeometry } from "../../model/per-geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { grown } from "../grown.js";
import { sees } from "../state.js";
import type { Als } from "./als.js";
import { almostLockedSets, MAX_ALS_CELLS } from "./als.js";
import type { ChainGroups } from "./chain-groups.js";
import { groupsByDigit } from "./groups-by-digit.js";
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
  const from = groups.cells.length;
  // The ALS nodes' cells and digits, and their sets (`als`), to follow the groups'.
  const alsCells: (readonly number[])[] = [];
  const alsDigit: number[] = [];
  const sets: (readonly number[])[] = [];
  // The links, by node (NodeLinks): the groups' rows (chainGroups keeps them for the position, unchanged)
  // with the ALS nodes' links added after each node's own, in new rows.
  const scratch = scratchOf(geometry);
  const { strong, weak } = scratch;
  strong.reset(groups.strong);
  weak.reset(groups.weak);
  const { seen, xCells, xCount, entryDigit, linkStart } = scratch;
  // Invariants behind the `!` in this function: cells are cells (a set's, peerList's, a group's), digits are
  // 1 .. size, a set has at most MAX_ALS_CELLS cells and MAX_ALS_CELLS + 1 digits (the entries' slots), a
  // group number is below `from` (byDigit's length, grown below), and the links of an entry are below
  // `links`' length (grown before each entry for its first x cell's peers and its digit's groups).
  // The groups of each digit, in order, for their weak links to the sets: digit d's are
  // byDigit[digitStart[d] .. digitStart[d + 1]).
  if (scratch.byDigit.length < from) scratch.byDigit = new Int32Array(from);
  const { byDigit, digitStart } = scratch;
  groupsByDigit(groups.digit, from, size, byDigit, digitStart);
  /** Adds the set's nodes and links when it has two or more linkable digits: true when it did. */
  const addSet = (als: Als): boolean => {
    // The set's linkable digits, entry e's: its digit, x cells (xCells from e * MAX_ALS_CELLS, xCount[e] of
    // them) and links (links[linkStart[e] .. linkStart[e + 1])).
    let entries = 0;
    let m = als.digits;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const d = digitOfBit(bit);
      const at = entries * MAX_ALS_CELLS;
      let n = 0;
      for (const c of als.cells) if ((candidates[c]! & bit) !== 0) xCells[at + n++] = c;
      const first = xCells[at]!; // the set holds each of its digits
      // Room for the links: the first x cell's peers and the digit's groups at most.
      const room = peerStart[first + 1]! - peerStart[first]! + digitStart[d + 1]! - digitStart[d]!;
      scratch.links = grown(scratch.links, linkStart[entries]! + room);
      const links = scratch.links;
      let k = linkStart[entries]!;
      // A cell seeing every x cell of A is outside A's x cells (no cell sees itself), and holding x it is
      // outside A: its other cells lack x. So is every cell of a group whose cells all see them.
      // The cells so linked are marked (seen[p] = mark), for the groups': a group's cells hold x.
      const mark = ++scratch.mark;
      peers: for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
        const p = peerList[i]!; // peers of a cell are cells
        if (values[p] !== 0 || (candidates[p]! & bit) === 0) continue;
        for (let j = 0; j < n; j++) if (!sees(geometry, p, xCells[at + j]!)) continue peers;
        links[k++] = p * size + d - 1;
        seen[p] = mark;
      }
      groups: for (let i = digitStart[d]!; i < digitStart[d + 1]!; i++) {
        const g = byDigit[i]!;
        for (const c of groups.cells[g]!) if (seen[c] !== mark) continue groups;
        links[k++] = base + g;
      }
      if (k === linkStart[entries]) continue;
      entryDigit[entries] = d;
      xCount[entries] = n;
      linkStart[++entries] = k;
    }
    if (entries < 2) return false;
    const first = from + alsCells.length;
    for (let e = 0; e < entries; e++) {
      alsCells.push(xCells.slice(e * MAX_ALS_CELLS, e * MAX_ALS_CELLS + xCount[e]!));
      alsDigit.push(entryDigit[e]!);
      sets.push(als.cells);
    }
    const links = scratch.links;
    for (let e = 0; e < entries; e++) {
      const node = base + first + e;
      for (let j = 0; j < entries; j++) if (j !== e) strong.add(node, base + first + j);
      for (let i = linkStart[e]!; i < linkStart[e + 1]!; i++) {
        weak.add(node, links[i]!);
        weak.add(links[i]!, node);
      }
    }
    return true;
  };
  if (scratch.mark > 0x3fffffff) {
    seen.fill(0);
    scratch.mark = 0;
  }
  // The sets of two cells first, then three, then four (each size in als.ts' order), until MAX_NODE_ALS are used.
  const all = almostLockedSets(state);
  let used = 0;
  for (let n = 2; n <= MAX_ALS_CELLS && used < MAX_NODE_ALS; n++) {
    for (let k = 0; k < all.length && used < MAX_NODE_ALS; k++) {
      const als = all[k]!; // k < all.length
      if (als.cells.length === n && addSet(als)) used++;
    }
  }
  const cells = groups.cells.concat(alsCells);
  const digit = groups.digit.concat(alsDigit);
  const nodes = base + cells.length;
  return { base, cells, digit, strong: strong.finish(nodes), weak: weak.finish(nodes), als: { from, sets } };
}

/**
 * withAlsNodes' work arrays, kept per geometry: cells marked for an entry (a mark per entry, never reused
 * within the marks' range), a set's entries (its linkable digits: their x cells, digits and links), and the
 * groups by digit (grown to the groups of the position).
 */
interface AlsScratch {
  readonly seen: Int32Array;
  mark: number;
  readonly xCells: number[];
  readonly xCount: Int32Array;
  readonly entryDigit: Int32Array;
  readonly linkStart: Int32Array;
  links: Int32Array;
  byDigit: Int32Array;
  readonly digitStart: Int32Array;
  /** The rows' builders (reused: only the finished rows are new), per geometry like the rest. */
  readonly strong: NodeLinksBuilder;
  readonly weak: NodeLinksBuilder;
}

const scratchOf = perGeometry(
  (geometry: Geometry): AlsScratch => ({
    seen: new Int32Array(geometry.cellCount),
    mark: 0,
    xCells: new Array<number>((MAX_ALS_CELLS + 1) * MAX_ALS_CELLS).fill(0),
    xCount: new Int32Array(MAX_ALS_CELLS + 1),
    entryDigit: new Int32Array(MAX_ALS_CELLS + 1),
    linkStart: new Int32Array(MAX_ALS_CELLS + 2),
    links: new Int32Array(256),
    byDigit: new Int32Array(64),
    digitStart: new Int32Array(geometry.size + 2),
    strong: new NodeLinksBuilder(),
    weak: new NodeLinksBuilder(),
  }),
);
