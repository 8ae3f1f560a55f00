/**
 * How much a chain's length adds to its technique's difficulty, as Sudoku Explainer rates chains: a chain
 * of up to 4 nodes beyond its two ends adds nothing, each further band adds 0.1, the bands growing by a
 * half and a third in turn (4, 6, 8, 12, 16, 24, 32, 48, ... nodes). `nodes` is the chain's complexity:
 * the number of nodes (candidates) it uses, ends included; for a forcing chain, those of every branch.
 */
export function lengthDifficulty(nodes: number): number {
  const length = nodes - 2;
  let added = 0;
  let ceiling = 4;
  let odd = false;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd ? Math.floor((ceiling * 4) / 3) : Math.floor((ceiling * 3) / 2);
    odd = !odd;
  }
  return added;
}

/** A step's difficulty from its technique's base and its chain's complexity, to one decimal. */
export function chainDifficulty(base: number, nodes: number): number {
  return Math.round((base + lengthDifficulty(nodes)) * 10) / 10;
}
