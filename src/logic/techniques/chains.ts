import { digitChar } from "../../model/digit-chars.js";
import { bitOf, popcount } from "../../model/digits.js";
import { seeingAll } from "../scan.js";
import type { Geometry } from "../../model/geometry.js";
import type { Chain, Elimination, Step } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { sees } from "../state.js";
import { samePosition } from "../same-position.js";
import { chainDifficulty } from "../chain-length.js";
import { stopPoll } from "../stop-poll.js";
import type { ChainGroups } from "./chain-groups.js";
import { groupRef } from "./chain-groups.js";

/**
 * Alternating inference chains, shared by the chain techniques, which differ only in the links allowed:
 *
 *   X-chain   one digit: strong links in units (the digit fits two cells), weak links between peers.
 *   XY-chain  bivalue cells: strong link inside a cell (its two digits), weak links between peers on one digit.
 *   AIC       all of those.
 *   grouped AIC  all of those and group nodes (a digit's cells where two units meet: chain-groups.ts).
 *   grouped AIC with ALS nodes  all of those and ALS nodes (a digit's cells in an almost locked set: chain-als.ts).
 *   continuous nice loop  the AIC's links (and groups'), a chain whose end links weakly back to its start.
 *
 * A node is a candidate (cell, digit), numbered cell*9 + digit-1. Starting from "(s, a) is false", a
 * strong link makes the next node true, a weak link makes the next one false, alternately. Reaching a
 * true node (e, x) proves "(s, a) or (e, x)", so: x = a: a leaves every cell seeing both s and e;
 * e = s (AIC): s is a or x, its other digits go; s sees e with x != a (AIC): s cannot be x, e cannot be a.
 * Breadth first from each start, so the shortest chain from it is found first; at most MAX_LINKS links.
 *
 * Data layout: states are node*2 + (1 if true), with parent links per state and a stamp per search
 * (instead of clearing arrays for each of the hundreds of starts).
 */
export interface ChainLinks {
  readonly strongInCell: boolean;
  readonly strongInUnit: boolean;
  readonly weakInCell: boolean;
  /** Only x = a conclusions (X-chain, XY-chain); the AIC also uses the other two. */
  readonly sameDigitEnds: boolean;
  /**
   * Continuous nice loops instead (continuous-nice-loop.ts): a chain whose true end has a weak link back to
   * its start closes a loop, and only such loops conclude (closedLoop below). Off, the search is the chains'.
   */
  readonly loops?: boolean;
}

const MAX_LINKS = 21;
/** Chains shorter than this are simpler techniques (a strong link alone: locked candidates, pairs). */
const MIN_LINKS = 3;

/** Work arrays of the chain search, kept per geometry (the search runs hundreds of times per puzzle). */
interface Scratch {
  readonly pairs: Int32Array;
  readonly seen: Int32Array;
  readonly parent: Int32Array;
  readonly depth: Int32Array;
  readonly queue: Int32Array;
  /** 1 when the chain to the state passes through a group node (an ALS node when there are ALS nodes). */
  readonly via: Uint8Array;
  /**
   * Each candidate state's own links (not the groups'), built when a search first leaves the state: the
   * states it leads to, linkList[linkStart[st] .. linkEnd[st]], when built[st] is `links`' number; the first
   * `used` entries of linkList are taken. Kept while the position and the kinds of link (linkKinds) stay: the
   * AIC, the loops and the grouped searches (their groups' links are read apart) search one position in turn
   * with the same links.
   */
  readonly built: Int32Array;
  readonly linkStart: Int32Array;
  readonly linkEnd: Int32Array;
  linkList: Int32Array;
  used: number;
  links: number;
  linkKinds: number;
  stamp: number;
  /**
   * The position the links and `pairs` are for (values, then candidates), valid when positionKept; pairs
   * worked out for it when pairsKept: the chain techniques search one position in turn (X-chain, AIC, loops,
   * grouped), and its pairs are the same.
   */
  readonly position: { readonly values: Uint8Array; readonly candidates: Uint16Array };
  positionKept: boolean;
  pairsKept: boolean;
}

const scratches = new WeakMap<Geometry, Scratch>();

/** The geometry's work arrays, for at least `states` states (candidates, and group nodes when grouped). */
function scratchOf(geometry: Geometry, states: number): Scratch {
  let s = scratches.get(geometry);
  if (s === undefined || s.seen.length < states) {
    s = {
      pairs: new Int32Array(geometry.unitCount * geometry.size * 2),
      seen: new Int32Array(states),
      parent: new Int32Array(states),
      depth: new Int32Array(states),
      queue: new Int32Array(states),
      via: new Uint8Array(states),
      built: new Int32Array(states),
      linkStart: new Int32Array(states),
      linkEnd: new Int32Array(states),
      linkList: new Int32Array(states * 8),
      used: 0,
      links: 0,
      linkKinds: -1,
      stamp: 0,
      position: { values: new Uint8Array(geometry.cellCount), candidates: new Uint16Array(geometry.cellCount) },
      positionKept: false,
      pairsKept: false,
    };
    scratches.set(geometry, s);
  }
  return s;
}

/**
 * The technique that searches the same links (and groups) for the other kind of conclusion: the continuous
 * nice loop's for the AIC's search, the grouped AIC's for the grouped loop's. Its name and base difficulty,
 * as its own findChain call gives them.
 */
export interface ChainAlso {
  readonly name: string;
  readonly base: number;
}

/**
 * What a search given `also` found of the other kind, kept for that technique's own call on the same
 * position (one entry: the last such search). The breadth-first search from a start is the same for both
 * kinds (the same links), and each kind's answer is the first start's first conclusion (in the search's
 * order) within its length: so each start's first conclusion of the other kind, and its length, answer any
 * call whose length limit is at most the depth searched, as a search of its own would have.
 */
interface AlsoEntry {
  readonly geometry: Geometry;
  readonly values: Uint8Array;
  readonly candidates: Uint16Array;
  readonly strongInCell: boolean;
  readonly strongInUnit: boolean;
  readonly weakInCell: boolean;
  readonly sameDigitEnds: boolean;
  /** The kind recorded: loops (continuous-nice-loop.ts) or chains. */
  readonly loops: boolean;
  readonly groups: ChainGroups | undefined;
  readonly name: string;
  readonly base: number;
  /** The links deep every start was searched to: a call allowing longer chains searches afresh. */
  readonly depth: number;
  /**
   * Starts' first conclusions, in start order, each shorter than every one before it (a start whose first
   * conclusion is no shorter than an earlier start's is never the answer: the earlier one comes first).
   */
  readonly found: readonly { readonly links: number; readonly step: Step }[];
  /** The first start node not searched to the end (the search stopped at its own step there), or Infinity. */
  readonly next: number;
}

let lastAlso: AlsoEntry | undefined;

/** The most links a chain may have to rate below `ceiling` (at least MIN_LINKS). */
function linksBelow(base: number, ceiling: number): number {
  let maxLinks = MAX_LINKS;
  while (maxLinks > MIN_LINKS && chainDifficulty(base, maxLinks + 1) >= ceiling) maxLinks--;
  return maxLinks;
}

/**
 * The first chain found (shortest from its start); its difficulty `base` plus its length's (chain-length.ts).
 * With `groups` (chain-groups.ts), group nodes join the candidates, and only chains through one count.
 * `ceiling` (the engine's best step so far) cuts the search at the length whose chains would rate it.
 * With `also`, the same searches note the other kind's conclusions (loops for chains, chains for loops) for
 * that technique's call on this position (AlsoEntry), which then searches only the starts not decided.
 */
export function findChain(
  state: LogicState,
  links: ChainLinks,
  name: string,
  base: number,
  groups?: ChainGroups,
  ceiling = Infinity,
  also?: ChainAlso,
): Step | undefined {
  const { geometry, values, candidates } = state;
  const { cellCount, unitCount, unitCells, cellUnitStart, cellUnitList, peerStart, peerList } = geometry;
  const gridSize = geometry.size;
  // Group nodes are numbered from cellCount * size (chain-groups.ts); without groups no node reaches it.
  const groupBase = cellCount * gridSize;
  const groupCount = groups?.cells.length ?? 0;
  // ALS nodes (chain-als.ts) follow the groups: no search starts from one, and with them a chain counts
  // only through one (through a group alone it is the grouped AIC's).
  const alsFrom = groups?.als?.from ?? groupCount;
  const required = groupBase + (groups?.als === undefined ? 0 : alsFrom);
  // The groups' links by node (node-links.ts NodeLinks: node n's row is to[start[n] .. start[n + 1]), a row for
  // every node), read as the search leaves each state.
  const groupStrong = groups?.strong;
  const groupWeak = groups?.weak;
  // A chain rating `ceiling` or more is of no use to the caller: no longer chains than rate below it.
  const maxLinks = linksBelow(base, ceiling);
  const loops = links.loops === true;
  // Asked after a search that noted this kind's conclusions on the same position: answered from them, or
  // the search continues from the first start they leave open.
  let firstStart = 0;
  let noted = also;
  const kept = lastAlso;
  if (
    kept !== undefined &&
    kept.loops === loops &&
    kept.name === name &&
    kept.base === base &&
    kept.groups === groups &&
    kept.depth >= maxLinks &&
    kept.strongInCell === links.strongInCell &&
    kept.strongInUnit === links.strongInUnit &&
    kept.weakInCell === links.weakInCell &&
    kept.sameDigitEnds === links.sameDigitEnds &&
    kept.geometry === geometry &&
    samePosition(kept, state)
  ) {
    for (const f of kept.found) if (f.links <= maxLinks) return f.step;
    if (kept.next === Infinity) return undefined;
    firstStart = kept.next;
    noted = undefined;
  }
  // The other kind's conclusions noted (with `also`): each start's first, when shorter than every one before.
  const found: { readonly links: number; readonly step: Step }[] = [];
  let shortest = Infinity;
  let foundAt = -1;
  // The other place of digit d in unit u when d fits exactly two open cells there: pairs[(u*9+d-1)*2 ..].
  const scratch = scratchOf(geometry, (groupBase + groupCount) * 2);
  const { pairs, seen, parent, depth, queue, via } = scratch;
  // Invariants behind the `!` below: every c, s, e, p is a cell (from unitCells, peerList, pairs or a state
  // number, which is below (cellCount * size + groups) * 2), every unit from cellUnitList is a unit, so the
  // per-cell tables (peerStart and cellUnitStart up to c + 1, the state's masks, cellRow/cellCol) and pairs
  // (two slots per unit and digit) have their entry; every state is below the length of seen, parent, depth,
  // queue and the link arrays (scratchOf), a group node's number less groupBase is a group's, every node has
  // a row in the groups' links (NodeLinks: start[node + 1] is there), and head < tail reads only slots written.
  // The links and pairs kept are another position's (or this one's before a change in place): dropped.
  if (!(scratch.positionKept && samePosition(scratch.position, state))) {
    scratch.position.values.set(values);
    scratch.position.candidates.set(candidates);
    scratch.positionKept = true;
    scratch.pairsKept = false;
    scratch.linkKinds = -1;
  }
  // Only the strong links in units read pairs; worked out once for the position.
  if (links.strongInUnit && !scratch.pairsKept) {
    scratch.pairsKept = true;
    // One pass over each unit's open cells, digit by digit of each: a digit's first two places in the unit's
    // order, and whether it has one (once), two (twice) or more; only those with exactly two are kept.
    for (let u = 0; u < unitCount; u++) {
      const at = u * gridSize;
      let once = 0;
      let twice = 0;
      let more = 0;
      for (let j = 0; j < gridSize; j++) {
        const c = unitCells[at + j]!;
        if (values[c] !== 0) continue;
        let m = candidates[c]!;
        while (m !== 0) {
          const bit = m & -m;
          m ^= bit;
          const slot = (at + 31 - Math.clz32(bit)) * 2; // digit d's slot: bit is bitOf(d), 1 << (d - 1)
          if ((once & bit) === 0) {
            once |= bit;
            pairs[slot] = c;
          } else if ((twice & bit) === 0) {
            twice |= bit;
            pairs[slot + 1] = c;
          } else more |= bit;
        }
      }
      for (let d = 1; d <= gridSize; d++) {
        if ((twice & bitOf(d)) === 0 || (more & bitOf(d)) !== 0) pairs[(at + d - 1) * 2] = pairs[(at + d - 1) * 2 + 1] = -1;
      }
    }
  }
  // Each state's links, in the order the search takes them: a false candidate's strong links (its cell's
  // other digit when bivalue, its other place in each unit, in the cell's unit order, then the groups'), a
  // true candidate's weak links (its digit in each open peer, in peer order, its cell's other digits, then
  // the groups'), a group's own. A candidate's own are built when a search first leaves the state, kept for
  // the position and these kinds of link (Scratch.built): not at every state of every search, nor again by
  // the next technique's call; the groups' are read from their lists.
  const { built, linkStart, linkEnd } = scratch;
  let linkList = scratch.linkList;
  const kinds = (links.strongInCell ? 1 : 0) | (links.strongInUnit ? 2 : 0) | (links.weakInCell ? 4 : 0);
  if (kinds !== scratch.linkKinds) {
    scratch.linkKinds = kinds;
    scratch.links++;
    scratch.used = 0;
  }
  const linksNumber = scratch.links;
  /** Room in linkList for n more links after the first k. */
  const reserve = (k: number, n: number): void => {
    if (k + n <= linkList.length) return;
    const grown = new Int32Array(Math.max(linkList.length * 2, k + n));
    grown.set(linkList);
    linkList = scratch.linkList = grown;
  };
  /** Builds the own links of candidate state st (no link leads to a candidate not open). */
  const build = (st: number): void => {
    let k = scratch.used;
    built[st] = linksNumber;
    linkStart[st] = k;
    const on = st & 1;
    const node = st >> 1;
    const c = Math.floor(node / gridSize);
    const d = (node % gridSize) + 1;
    const bit = bitOf(d);
    const cm = candidates[c]!;
    if (on === 0) {
      reserve(k, 1 + cellUnitStart[c + 1]! - cellUnitStart[c]!);
      if (links.strongInCell && popcount(cm) === 2) linkList[k++] = (c * gridSize + (31 - Math.clz32(cm & ~bit))) * 2 + 1;
      if (links.strongInUnit) {
        for (let i = cellUnitStart[c]!; i < cellUnitStart[c + 1]!; i++) {
          const j = (cellUnitList[i]! * gridSize + d - 1) * 2;
          const first = pairs[j]!;
          if (first >= 0) linkList[k++] = ((first === c ? pairs[j + 1]! : first) * gridSize + d - 1) * 2 + 1;
        }
      }
    } else {
      reserve(k, peerStart[c + 1]! - peerStart[c]! + gridSize);
      for (let i = peerStart[c]!; i < peerStart[c + 1]!; i++) {
        const p = peerList[i]!;
        if (values[p] === 0 && (candidates[p]! & bit) !== 0) linkList[k++] = (p * gridSize + d - 1) * 2;
      }
      if (links.weakInCell) {
        for (let e = 1; e <= gridSize; e++) if (e !== d && (cm & bitOf(e)) !== 0) linkList[k++] = (c * gridSize + e - 1) * 2;
      }
    }
    linkEnd[st] = k;
    scratch.used = k;
  };

  // seersOf's list and the node it is for (-1: none yet).
  const seers: number[] = [];
  let seersNode = -1;

  /** A node's cells and digit: a candidate's one cell, or a group's cells. */
  const cellsOf = (node: number): readonly number[] => (node >= groupBase ? groups!.cells[node - groupBase]! : [Math.floor(node / gridSize)]);
  const digitOf = (node: number): number => (node >= groupBase ? groups!.digit[node - groupBase]! : (node % gridSize) + 1);

  // A search per start: over 64 open grids of 16x16, some 250,000 starts, a minute in all, so the stop is
  // polled every 16 starts (stop-poll.ts), between two searches: what the searches noted stays whole.
  let starts = 0;
  for (let s = 0; s < cellCount; s++) {
    if (values[s] !== 0) continue;
    const sm = candidates[s]!;
    if (!links.strongInUnit && popcount(sm) !== 2) continue;
    for (let a = 1; a <= gridSize; a++) {
      if ((sm & bitOf(a)) === 0) continue;
      const node = s * gridSize + a - 1;
      if (node < firstStart) continue;
      if ((++starts & 15) === 0) stopPoll();
      // No strong link from the start false: its search would stop there, finding and noting nothing.
      if (built[node * 2] !== linksNumber) build(node * 2);
      if (linkStart[node * 2] === linkEnd[node * 2] && (groupStrong === undefined || groupStrong.start[node] === groupStrong.start[node + 1])) continue;
      const step = search(node);
      if (step !== undefined) return keep(step, node);
    }
  }
  for (let g = 0; g < alsFrom; g++) {
    if ((++starts & 15) === 0) stopPoll();
    if (groupBase + g < firstStart || groupStrong!.start[groupBase + g] === groupStrong!.start[groupBase + g + 1]) continue; // g < alsFrom: there are groups
    const step = search(groupBase + g);
    if (step !== undefined) return keep(step, groupBase + g);
  }
  return keep(undefined, Infinity);

  /**
   * The search's answer, after keeping (with `also`) the other kind's conclusions noted: the start where the
   * search stopped is decided for the other kind when its first conclusion there came before.
   */
  function keep(step: Step | undefined, stoppedAt: number): Step | undefined {
    if (noted === undefined) return step;
    const { strongInCell, strongInUnit, weakInCell, sameDigitEnds } = links;
    const next = stoppedAt === Infinity ? Infinity : foundAt === stoppedAt ? stoppedAt + 1 : stoppedAt;
    lastAlso = {
      geometry,
      values: values.slice(),
      candidates: candidates.slice(),
      strongInCell,
      strongInUnit,
      weakInCell,
      sameDigitEnds,
      loops: !loops,
      groups,
      name: noted.name,
      base: noted.base,
      depth: maxLinks,
      found,
      next,
    };
    return step;
  }

  /**
   * What the chain to the true state `st` (at least MIN_LINKS links from the start) proves, as a chain
   * (`loop` false) or as a loop closed back to the start: the eliminations, or undefined.
   */
  function concludeAt(loop: boolean, startNode: number, a: number, node: number, st: number): Elimination[] | undefined {
    if (loop) return closedLoop(startNode, node, st);
    // With groups, only chains through one count (through an ALS node, with those): the cheap test first.
    if (groups !== undefined && via[st] === 0) return undefined;
    if (node >= groupBase || startNode >= groupBase) return concludeGroups(startNode, a, node, st);
    return conclude(Math.floor(startNode / gridSize), a, Math.floor(node / gridSize), (node % gridSize) + 1);
  }

  /**
   * Breadth first from the node false: the first chain from it that proves something. With `also`, notes
   * the first conclusion of the other kind on the way, when shorter than every one noted before.
   */
  function search(startNode: number): Step | undefined {
    const stamp = ++scratch.stamp;
    let head = 0;
    let tail = 0;
    const start = startNode * 2;
    const a = digitOf(startNode);
    seen[start] = stamp;
    parent[start] = -1;
    via[start] = startNode >= required ? 1 : 0;
    depth[start] = 0;
    queue[tail++] = start;
    let noting = noted !== undefined && shortest > MIN_LINKS;
    while (head < tail) {
      const st = queue[head++]!;
      const on = st & 1;
      const node = st >> 1;
      const stDepth = depth[st]!;
      if (on === 1 && stDepth >= MIN_LINKS) {
        if (noting && stDepth < shortest) {
          const other = concludeAt(!loops, startNode, a, node, st);
          if (other !== undefined) {
            found.push({ links: stDepth, step: chainStep(st, other, !loops, noted!.name, noted!.base) });
            shortest = stDepth;
            foundAt = startNode;
            noting = false;
          }
        }
        const eliminations = concludeAt(loops, startNode, a, node, st);
        if (eliminations !== undefined) return chainStep(st, eliminations, loops, name, base);
      }
      if (stDepth >= maxLinks) continue;
      const next = stDepth + 1;
      const viaSt = via[st]!;
      if (node < groupBase) {
        if (built[st] !== linksNumber) build(st);
        for (let i = linkStart[st]!, to = linkEnd[st]!; i < to; i++) {
          const t = linkList[i]!;
          if (seen[t] === stamp) continue;
          seen[t] = stamp;
          parent[t] = st;
          via[t] = viaSt; // a candidate's own links lead to candidates, below `required`
          depth[t] = next;
          queue[tail++] = t;
        }
      }
      const extra = on === 0 ? groupStrong : groupWeak;
      if (extra === undefined) continue;
      const to = extra.to;
      for (let i = extra.start[node]!, end = extra.start[node + 1]!; i < end; i++) {
        const t = to[i]! * 2 + 1 - on; // a node's row is within `to`; a strong link makes the node true, a weak one false
        if (seen[t] === stamp) continue;
        seen[t] = stamp;
        parent[t] = st;
        via[t] = viaSt | (t >> 1 >= required ? 1 : 0);
        depth[t] = next;
        queue[tail++] = t;
      }
    }
    return undefined;
  }

  /** True when a weak link joins the two nodes: one digit in peers (or groups), or two digits of one cell. */
  function weaklyLinked(from: number, to: number): boolean {
    if (from >= groupBase || to >= groupBase) {
      if (groupWeak === undefined) return false;
      for (let i = groupWeak.start[from]!, end = groupWeak.start[from + 1]!; i < end; i++) if (groupWeak.to[i] === to) return true; // from's row
      return false;
    }
    const c = Math.floor(from / gridSize);
    const e = Math.floor(to / gridSize);
    const d = (from % gridSize) + 1;
    const x = (to % gridSize) + 1;
    if (c === e) return links.weakInCell && d !== x;
    return d === x && sees(geometry, c, e);
  }

  /**
   * The loop the chain to `end` (a true node) closes when a weak link joins it back to the start (false):
   * strong and weak links alternate all the way round, the start entered weakly and left strongly, every
   * node once. Each weak link X - Y becomes strong: the rest of the loop, from Y round to X, is an AIC
   * starting and ending on strong links, so X or Y is true, and not both. So a weak link on one digit
   * removes it from every other cell seeing the cells of both ends; a weak link inside a cell (two of its
   * digits) removes the cell's other digits. The step when that removes anything (through a group, when
   * there are groups), else undefined.
   */
  function closedLoop(startNode: number, endNode: number, end: number): Elimination[] | undefined {
    if ((groups !== undefined && via[end] === 0) || !weaklyLinked(endNode, startNode)) return undefined;
    const nodes: number[] = [];
    for (let st = end; st >= 0; st = parent[st]!) nodes.push(st >> 1);
    if (new Set(nodes).size !== nodes.length) return undefined;
    nodes.reverse();
    const removed = new Map<number, number>();
    // The weak links: from each true node (odd places, the chain alternates from the false start) to the next.
    for (let i = 1; i < nodes.length; i += 2) {
      const x = nodes[i]!;
      const y = nodes[(i + 1) % nodes.length]!; // the last true node's weak link closes the loop
      const bit = bitOf(digitOf(x));
      if (x < groupBase && y < groupBase && Math.floor(x / gridSize) === Math.floor(y / gridSize)) {
        const c = Math.floor(x / gridSize);
        const other = candidates[c]! & ~bit & ~bitOf(digitOf(y));
        if (other !== 0) removed.set(c, (removed.get(c) ?? 0) | other);
        continue;
      }
      const ends = [...new Set([...cellsOf(x), ...cellsOf(y)])];
      for (const cell of seeingAll(state, ends, bit, ends)) removed.set(cell, (removed.get(cell) ?? 0) | bit);
    }
    if (removed.size === 0) return undefined;
    return [...removed].sort((p, q) => p[0] - q[0]).map(([cell, digits]) => ({ cell, digits }));
  }

  /**
   * A grouped chain's ends, one of them (or both) a group: same digit, it leaves every cell seeing both.
   * The chain passes through a group (an ALS node, with those): concludeAt's test.
   */
  function concludeGroups(startNode: number, a: number, endNode: number, st: number): Elimination[] | undefined {
    if (digitOf(endNode) !== a || endNode === startNode || !seenByNodes(startNode, endNode, bitOf(a))) return undefined;
    const ends = [...new Set([...cellsOf(startNode), ...cellsOf(endNode)])];
    const hit = seeingAll(state, ends, bitOf(a), ends);
    if (hit.length === 0) return undefined;
    return hit.map((cell) => ({ cell, digits: bitOf(a) }));
  }

  /** True when the cell sees every cell of the node (so is none of them: a cell does not see itself). */
  function seesNode(c: number, node: number): boolean {
    if (node < groupBase) return sees(geometry, c, Math.floor(node / gridSize));
    const list = groups!.cells[node - groupBase]!; // a group node's number less groupBase is a group's
    for (let i = 0; i < list.length; i++) if (!sees(geometry, c, list[i]!)) return false; // i < list.length
    return true;
  }

  /**
   * True when an open cell holding the digit (one bit) sees every cell of both nodes (seeingAll's test on
   * their cells, without building the list): most ends remove nothing, found so without allocating.
   */
  function seenByNodes(x: number, y: number, bit: number): boolean {
    const seers = seersOf(x, bit);
    for (let i = 0; i < seers.length; i++) if (seesNode(seers[i]!, y)) return true; // i < seers.length
    return false;
  }

  /**
   * The open cells holding the digit (one bit, the node's) that see every cell of node x, in its first cell's
   * peer order: the first half of seenByNodes' and seenByBoth's test, the same for every end of a search
   * (x is its start), so listed once a start (for the node `seersNode`), when an end first asks.
   */
  function seersOf(x: number, bit: number): readonly number[] {
    if (x === seersNode) return seers;
    seers.length = 0;
    seersNode = x;
    const first = x < groupBase ? Math.floor(x / gridSize) : groups!.cells[x - groupBase]![0]!; // groups have cells
    for (let i = peerStart[first]!; i < peerStart[first + 1]!; i++) {
      const p = peerList[i]!;
      if (values[p] === 0 && (candidates[p]! & bit) !== 0 && seesNode(p, x)) seers.push(p);
    }
    return seers;
  }

  /** True when an open cell other than s and e holds the digit a and sees both (seeingAll's test). */
  function seenByBoth(s: number, a: number, e: number): boolean {
    const list = seersOf(s * gridSize + a - 1, bitOf(a)); // the cells seeing s (so not s) holding a
    for (let i = 0; i < list.length; i++) if (list[i] !== e && sees(geometry, list[i]!, e)) return true; // i < list.length
    return false;
  }

  function conclude(s: number, a: number, e: number, x: number): Elimination[] | undefined {
    if (x === a && e !== s) {
      if (!seenByBoth(s, a, e)) return undefined; // most ends remove nothing: found without allocating
      const hit = seeingAll(state, [s, e], bitOf(a), [s, e]);
      return hit.length > 0 ? hit.map((cell) => ({ cell, digits: bitOf(a) })) : undefined;
    }
    if (links.sameDigitEnds || x === a) return undefined;
    if (e === s) {
      const other = candidates[s]! & ~bitOf(a) & ~bitOf(x);
      return other !== 0 ? [{ cell: s, digits: other }] : undefined;
    }
    if (!sees(geometry, s, e)) return undefined;
    const out: Elimination[] = [];
    if ((candidates[s]! & bitOf(x)) !== 0) out.push({ cell: s, digits: bitOf(x) });
    if ((candidates[e]! & bitOf(a)) !== 0) out.push({ cell: e, digits: bitOf(a) });
    return out.length > 0 ? out : undefined;
  }

  /**
   * The step of the chain to `end`, the technique's (its name, its base difficulty); with `loop`, of the loop
   * its end closes by a weak link to its start.
   */
  function chainStep(end: number, eliminations: Elimination[], loop: boolean, technique: string, from: number): Step {
    const path: number[] = [];
    for (let st = end; st >= 0; st = parent[st]!) path.push(st); // parents were set for every state reached
    path.reverse();
    /** The whole almost locked set of an ALS node (chain-als.ts), else undefined. */
    const setOf = (node: number): readonly number[] | undefined => (node >= groupBase + alsFrom ? groups!.als!.sets[node - groupBase - alsFrom] : undefined);
    const label = (st: number): string => {
      const node = st >> 1;
      const list = cellsOf(node);
      const where = list.length === 1 ? `r${geometry.cellRow[list[0]!]! + 1}c${geometry.cellCol[list[0]!]! + 1}` : groupRef(state, list);
      const set = setOf(node);
      return set === undefined ? `(${digitChar(digitOf(node))})${where}` : `(${digitChar(digitOf(node))})ALS:${groupRef(state, set)}`;
    };
    // Eureka notation: "=" a strong link (false to true), "-" a weak one (true to false). An ALS node's digit
    // x false, then its digit z true through the set's strong link, is one term as Eureka writes an ALS, with
    // HoDoKu's "ALS:" before the set's cells: "(x=z)ALS:r5c123".
    let text = "";
    for (let i = 0; i < path.length; i++) {
      const st = path[i]!; // i < path.length
      const set = setOf(st >> 1);
      const next = path[i + 1];
      const link = i === 0 ? "" : (st & 1) === 1 ? " = " : " - ";
      if (set !== undefined && next !== undefined && (next & 1) === 1 && setOf(next >> 1) === set) {
        text += `${link}(${digitChar(digitOf(st >> 1))}=${digitChar(digitOf(next >> 1))})ALS:${groupRef(state, set)}`;
        i++;
      } else text += `${link}${label(st)}`;
    }
    if (loop) text += ` - ${label(path[0]!)}`; // path[0] is the start
    const cells = [...new Set(path.flatMap((st) => setOf(st >> 1) ?? cellsOf(st >> 1)))];
    let digits = 0;
    for (const st of path) digits |= bitOf(digitOf(st >> 1));
    // The same chain as data, for drawing: a node per state, the link into a true node strong.
    const chain: Chain = {
      nodes: (loop ? [...path, path[0]!] : path).map((st) => ({ cells: cellsOf(st >> 1), digits: bitOf(digitOf(st >> 1)) })),
      links: (loop ? [...path.slice(1), path[0]!] : path.slice(1)).map((st) => ((st & 1) === 1 ? "strong" : "weak")),
    };
    return {
      technique,
      difficulty: chainDifficulty(from, path.length),
      placements: [],
      eliminations,
      cells,
      units: [],
      digits,
      reason: loop ? `${text}: a continuous loop, every weak link strong` : `${text}: one end is true`,
      chains: [chain],
    };
  }
}
