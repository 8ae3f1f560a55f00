import type { NodeLinks } from "../../../src/logic/techniques/node-links.js";

/** The nodes a node links to, its row of NodeLinks in order (node-links.ts). */
export function linkRow(links: NodeLinks, node: number): number[] {
  return Array.from(links.to.subarray(links.start[node], links.start[node + 1]));
}
