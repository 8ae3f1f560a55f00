import { digitChar } from "../../model/digit-chars.js";
import { bitOf, digitOfBit, popcount } from "../../model/digits.js";
import { digitChars } from "../describe.js";
import { seeingAll } from "../scan.js";
import type { Chain, ChainNode, Step, Technique } from "../../model/step-contract.js";
import type { Geometry } from "../../model/geometry.js";
import type { LogicState } from "../../model/step-contract.js";
import { sees } from "../state.js";
import { unitName } from "../unit-name.js";
import type { StrongLink } from "./turbot.js";
import { strongLinks } from "./turbot.js";

/**
 * W-wing: two cells {a, b} that do not see each other, and a strong link on a (a unit where a fits only
 * two cells) with one end seeing each of them. If neither were b, both would be a and the link would
 * lose a; so one of them is b, and b leaves every cell that sees both.
 */
export const wWing: Technique = {
  name: "W-wing",
  difficulty: 4.4,
  find(state: LogicState): Step | undefined {
    const { geometry, candidates, values } = state;
    const gridSize = geometry.size;
    const pairs: number[] = [];
    for (let c = 0; c < values.length; c++) if (values[c] === 0 && popcount(candidates[c]!) === 2) pairs.push(c); // c: a cell
    // links[d]: digit d's strong links in unit order (turbot.ts strongLinks), listed the first time the digit
    // is asked for (once per call instead of every unit's places again for each cell pair).
    const links: (StrongLink[] | undefined)[] = [];
    // i < k < pairs.length, and pairs holds cells, each with a candidate mask
    for (let i = 0; i < pairs.length; i++) {
      for (let k = i + 1; k < pairs.length; k++) {
        const x = pairs[i]!;
        const y = pairs[k]!;
        const m = candidates[x]!;
        if (candidates[y] !== m || sees(geometry, x, y)) continue;
        for (let d = 1; d <= gridSize; d++) {
          const a = bitOf(d);
          if ((m & a) === 0) continue;
          const b = m & ~a;
          const hit = seeingAll(state, [x, y], b, []);
          if (hit.length === 0) continue;
          const list = (links[d] ??= strongLinks(state, d));
          for (const { unit: u, a: e1, b: e2 } of list) {
            if (e1 === x || e2 === x || e1 === y || e2 === y) continue;
            const linked = (sees(geometry, e1, x) && sees(geometry, e2, y)) || (sees(geometry, e1, y) && sees(geometry, e2, x));
            if (!linked) continue;
            return {
              technique: "W-wing",
              placements: [],
              eliminations: hit.map((cell) => ({ cell, digits: b })),
              cells: [x, y, e1, e2],
              units: [u],
              digits: m,
              // As the chain it is: (b)x = (a)x - (a)end = (a)end - (a)y = (b)y, one end of the link seeing x, the other y.
              chains: [wWingChain(geometry, x, y, e1, e2, a, b)],
              reason: `two {${digitChars(m).join(",")}} cells joined by a strong link on ${digitChar(d)} in ${unitName(geometry, u)}: one of them is ${digitChar(digitOfBit(b))}`,
            };
          }
        }
      }
    }
    return undefined;
  },
};

/** The W-wing's chain: from x's other digit through the strong link to y's other digit. */
function wWingChain(geometry: Geometry, x: number, y: number, e1: number, e2: number, a: number, b: number): Chain {
  const [nearX, nearY] = sees(geometry, e1, x) && sees(geometry, e2, y) ? [e1, e2] : [e2, e1];
  const node = (cell: number, digits: number): ChainNode => ({ cells: [cell], digits });
  return {
    nodes: [node(x, b), node(x, a), node(nearX, a), node(nearY, a), node(y, a), node(y, b)],
    links: ["strong", "weak", "strong", "weak", "strong"],
  };
}
