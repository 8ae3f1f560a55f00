import type { Geometry } from "../model/geometry.js";
import { cellRef, isPeer } from "./rule-kind.js";
import type { TiedGroup } from "./tied-fillings.js";

/** One pair relation between two cells of the geometry (a kropki dot, an X or a V), with its support table. */
export interface Tie {
  readonly a: number;
  readonly b: number;
  readonly support: Uint16Array;
}

/**
 * The connected groups of cells that `ties` join (a chain or tree of dots), each of `least` to `most`
 * cells, as TiedGroups: the cells in the order a walk from an end of the chain meets them (ties between
 * neighbours in the order, so a search along it checks each tie early), named by `name` from the cells'
 * names in that order ("r1c1 r1c2 r1c3") and the ties. Only groups where seeing each other matters: two
 * cells that see each other and are not tied, or tied by a relation that lets them hold one digit (5 and 5
 * on an X). Without such a pair, each tie alone (the rule's own step) already leaves what the fillings do
 * on a chain without loops.
 */
export function tiedGroups(
  geometry: Geometry,
  ties: readonly Tie[],
  least: number,
  most: number,
  name: (cells: string, ties: readonly Tie[]) => string,
): TiedGroup[] {
  const next = new Map<number, number[]>();
  for (const { a, b } of ties) {
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  }
  const done = new Set<number>();
  const out: TiedGroup[] = [];
  // Ends first (one neighbour), so a chain is walked from one end to the other; then what is left (loops).
  const starts = [...next.keys()].sort((x, y) => (next.get(x)?.length ?? 0) - (next.get(y)?.length ?? 0) || x - y);
  for (const start of starts) {
    if (done.has(start)) continue;
    const order: number[] = [];
    const stack = [start];
    done.add(start);
    for (let c = stack.pop(); c !== undefined; c = stack.pop()) {
      order.push(c);
      for (const o of next.get(c) ?? []) {
        if (done.has(o)) continue;
        done.add(o);
        stack.push(o);
      }
    }
    if (order.length < least || order.length > most) continue;
    const index = new Map(order.map((c, i) => [c, i]));
    const mine = ties.filter((t) => index.has(t.a));
    const same = (x: number, y: number): boolean =>
      mine.some((t) => ((t.a === x && t.b === y) || (t.a === y && t.b === x)) && t.support.some((m, d) => ((m >> (d - 1)) & 1) === 1));
    const tiedApart = (x: number, y: number): boolean => mine.some((t) => (t.a === x && t.b === y) || (t.a === y && t.b === x)) && !same(x, y);
    if (!order.some((x, i) => order.some((y, j) => j > i && isPeer(geometry, x, y) && !tiedApart(x, y)))) continue;
    out.push({
      cells: order,
      ties: mine.map((t) => ({ a: index.get(t.a) ?? 0, b: index.get(t.b) ?? 0, support: t.support })),
      name: name(order.map((c) => cellRef(geometry, c)).join(" "), mine),
    });
  }
  return out;
}
