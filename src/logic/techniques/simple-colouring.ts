import { digitChar } from "../../model/digit-chars.js";
import { bitOf } from "../../model/digits.js";
import type { Elimination, Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { sees } from "../state.js";
import { emptyPlanes } from "./plane-memo.js";
import { strongLinks } from "./turbot.js";

/**
 * Simple colouring (single-digit colouring): the strong links of a digit chain cells into clusters whose
 * cells alternate between two colours; in each cluster one colour holds the digit everywhere, the other
 * nowhere. Wrap: two cells of one colour see each other, so that colour is false and the digit leaves
 * all its cells. Trap: a cell outside the cluster that sees both colours cannot hold the digit.
 */
export const simpleColouring: Technique = {
  name: "simple colouring",
  difficulty: 6.5,
  find(state: LogicState): Step | undefined {
    const { geometry, values, candidates } = state;
    const gridSize = geometry.size;
    // A digit's colouring reads only its plane: one where it found nothing is skipped when met again (plane-memo.ts).
    const memo = emptyPlanes(geometry, "simple colouring");
    if (memo.allKnown(state)) return undefined;
    for (let d = 1; d <= gridSize; d++) {
      const bit = bitOf(d);
      const plane = memo.key(state, d, bit);
      if (memo.has(plane)) continue;
      const links = strongLinks(state, d);
      const adjacent = new Map<number, number[]>();
      const link = (x: number, y: number): void => {
        const list = adjacent.get(x);
        if (list === undefined) adjacent.set(x, [y]);
        else list.push(y);
      };
      for (const { a, b } of links) {
        link(a, b);
        link(b, a);
      }
      const colour = new Map<number, number>();
      for (const start of adjacent.keys()) {
        if (colour.has(start)) continue;
        // Colour one cluster, breadth first: colour 0 and 1 alternate along strong links.
        const cluster = [start];
        colour.set(start, 0);
        // for..of over an array also visits the items pushed while it runs: the queue
        for (const x of cluster) {
          for (const n of adjacent.get(x) ?? []) {
            if (!colour.has(n)) {
              colour.set(n, 1 - (colour.get(x) ?? 0));
              cluster.push(n);
            }
          }
        }
        if (cluster.length < 3) continue; // one strong link alone: nothing beyond locked candidates
        const sides: readonly [number[], number[]] = [cluster.filter((c) => colour.get(c) === 0), cluster.filter((c) => colour.get(c) === 1)];
        const step = (eliminations: Elimination[], why: string): Step => ({
          technique: "simple colouring",
          placements: [],
          eliminations,
          cells: cluster,
          units: [],
          digits: bit,
          reason: `${digitChar(d)} coloured along strong links: ${why}`,
        });
        for (const side of sides) {
          const clash = side.some((x, i) => side.some((y, k) => k > i && sees(geometry, x, y)));
          if (clash)
            return step(
              side.map((cell) => ({ cell, digits: bit })),
              "two cells of one colour see each other, so that colour is false",
            );
        }
        const inCluster = new Set(cluster);
        const trapped: Elimination[] = [];
        for (let c = 0; c < values.length; c++) {
          if (values[c] !== 0 || (candidates[c]! & bit) === 0 || inCluster.has(c)) continue; // c < values.length: a cell
          if (sides[0].some((x) => sees(geometry, c, x)) && sides[1].some((x) => sees(geometry, c, x))) trapped.push({ cell: c, digits: bit });
        }
        if (trapped.length > 0) return step(trapped, "these cells see both colours, one of which is true");
      }
      memo.add(plane);
    }
    return undefined;
  },
};
