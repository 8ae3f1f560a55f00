import { grown } from "../grown.js";

/**
 * Each node's links through a group or an ALS node (chain-groups.ts, chain-als.ts), by node number, flat
 * (compressed rows): node n's links are `to[start[n]]` up to (not including) `to[start[n + 1]]`, in the order
 * they were found, each listed once. `start` has one entry per node numbered, plus one: every candidate
 * node and every group's (and ALS node's) has a row, most of them empty. Two typed arrays rather than an
 * array of small lists per node: the groups are built afresh for most positions (hundreds of lists each
 * time), and the chain search reads a node's row for every state it leaves.
 */
export interface NodeLinks {
  /** Row bounds by node: node n's links are to[start[n] .. start[n + 1]); length the nodes plus one. */
  readonly start: Int32Array;
  /** The rows, one after the other (its length may exceed the last bound: the rest is unused). */
  readonly to: Int32Array;
}

/**
 * Builds NodeLinks from links added one at a time in any order of nodes: `reset`, `add` each link, then
 * `finish` with the number of nodes for the rows. A node's row keeps its links in the order added, each
 * once (a link added again is dropped: the first stays where it was). Optionally on top of earlier rows
 * (`reset`'s `under`): a node's earlier links come first in its row, and an added link already among them is
 * dropped. The builder's work arrays are kept for the next build (a builder is reused, kept per geometry by
 * its users, never shared by two builds at once); only the finished rows are new.
 */
export class NodeLinksBuilder {
  /** The links added (from, to), in order: the first `count` of each. */
  private from: Int32Array = new Int32Array(1024);
  private target: Int32Array = new Int32Array(1024);
  private count = 0;
  /** Each node's next free slot in its row, while finishing. */
  private cursor = new Int32Array(0);
  private under: NodeLinks | undefined;

  /** Starts a build, on top of `under`'s rows when given. */
  reset(under?: NodeLinks): void {
    this.count = 0;
    this.under = under;
  }

  /** Adds the link from -> to (both below the nodes `finish` is given). */
  add(from: number, to: number): void {
    if (this.count === this.from.length) {
      this.from = grown(this.from, this.count + 1);
      this.target = grown(this.target, this.count + 1);
    }
    this.from[this.count] = from;
    this.target[this.count] = to;
    this.count++;
  }

  /**
   * The rows: counted by node, laid out in node order, then each link put at its node's next slot in the
   * order added (a link already in the row dropped); rows left short by a dropped link are closed up.
   */
  finish(nodes: number): NodeLinks {
    const { under, from, target, count } = this;
    // Invariants behind the `!`: every node added, and every node of `under`, is below `nodes` (start has
    // nodes + 1 entries, cursor at least nodes), under's rows are within its own arrays, and a slot written is
    // below the links counted.
    const start = new Int32Array(nodes + 1);
    const underNodes = under === undefined ? 0 : under.start.length - 1;
    for (let n = 0; n < underNodes; n++) start[n + 1] = under!.start[n + 1]! - under!.start[n]!;
    for (let i = 0; i < count; i++) start[from[i]! + 1]!++;
    for (let n = 0; n < nodes; n++) start[n + 1]! += start[n]!;
    const to = new Int32Array(start[nodes]!);
    if (this.cursor.length < nodes) this.cursor = new Int32Array(nodes);
    const cursor = this.cursor;
    for (let n = 0; n < nodes; n++) cursor[n] = start[n]!;
    for (let n = 0; n < underNodes; n++) {
      for (let i = under!.start[n]!; i < under!.start[n + 1]!; i++) to[cursor[n]!++] = under!.to[i]!;
    }
    let dropped = 0;
    links: for (let i = 0; i < count; i++) {
      const f = from[i]!;
      const t = target[i]!;
      const end = cursor[f]!;
      for (let j = start[f]!; j < end; j++) {
        if (to[j] === t) {
          dropped++;
          continue links;
        }
      }
      to[end] = t;
      cursor[f] = end + 1;
    }
    this.under = undefined;
    if (dropped === 0) return { start, to };
    // Close up the rows a dropped link left short.
    let w = 0;
    for (let n = 0; n < nodes; n++) {
      const s = start[n]!;
      const e = cursor[n]!;
      start[n] = w;
      for (let j = s; j < e; j++) to[w++] = to[j]!;
    }
    start[nodes] = w;
    return { start, to };
  }
}
