import { digitChar } from "../../model/digit-chars.js";
import { digitOfBit } from "../../model/digits.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { sees } from "../state.js";
import type { Als } from "./als.js";
import { almostLockedSets, alsText, bitsOf, holding, restrictedPairs } from "./als.js";

/** Most sets in a chain (HoDoKu's default search goes to six as well). */
export const MAX_CHAIN_SETS = 6;
/** Fewest: a chain of two sets is ALS-XZ, of three ALS-XY-wing (their own files). */
const MIN_CHAIN_SETS = 4;
/**
 * Most sets a search links (the first ones listed, smallest units first): the links grow with the square
 * of the sets and the chains with a power of the links, so a wide-open 16x16 or a samurai stays bounded.
 */
export const MAX_CHAIN_ALS = 800;
/** Most chain extensions tried per search (all lengths together); past it the search gives up. */
export const MAX_CHAIN_TRIES = 200_000;

/** A restricted common digit (one bit) linking a set to another. */
interface Link {
  readonly to: number;
  readonly rcc: number;
}

/**
 * ALS-XY-chain (HoDoKu's "ALS-Chain"): almost locked sets (als.ts) A1, A2, ..., An, pairwise disjoint,
 * each linked to the next by a restricted common digit (RCC: every cell of the one holding it sees every
 * cell of the other holding it, so at most one of the two holds it), no RCC the same as the one before
 * it, and a digit z in A1 and in An that is neither end's RCC. Were z in neither end, A1 would be locked
 * without z and hold its RCC; A2 would then lack that digit and be locked without it, so it holds its own
 * RCC to A3 (a different digit), and so on to An, which loses its RCC and holds everything else, z among
 * it. So z is in A1 or An, and leaves every cell outside both that sees all their z cells.
 *
 * Chains of four to MAX_CHAIN_SETS sets (two are ALS-XZ, three ALS-XY-wing), shortest first. Bounded: at
 * most MAX_CHAIN_ALS sets linked and MAX_CHAIN_TRIES extensions a search; links are found through units
 * (als.ts restrictedPairs), so a samurai's shared boxes link sets of two grids.
 *
 * Difficulty 7.9 for four sets, 0.1 more for each set beyond (8.1 for six), ours: SE has no ALS techniques
 * (see als-xz.ts). One set more than ALS-XY-wing (7.7) adds what its one set more than ALS-XZ (7.5) adds,
 * keeping HoDoKu's order (ALS-XZ, ALS-XY-wing, ALS chain, death blossom 8.0); SE's chains, likewise, rate
 * longer ones higher. Measured on the 2,344 SE-rated puzzles, a four-set base of 7.8 to 8.2 lowers the
 * agreement with SE at every step (7.8 most, 7.9 0.0004 over all, 8.2 0.0002), so it is not in TECHNIQUES
 * (nor is ALS-XY-wing): users switch it on (OPT_IN_TECHNIQUES, `--with als-xy-chain`; docs/BENCHMARKS.md).
 */
export const alsChain: Technique = {
  name: "ALS-XY-chain",
  difficulty: 7.9,
  find(state: LogicState, ceiling = Infinity): Step | undefined {
    // Only the lengths that rate below the best step the engine already holds (0.1 a set past four).
    const below = Math.ceil(Math.round((ceiling - alsChain.difficulty) * 1000) / 100);
    const longest = Math.min(MAX_CHAIN_SETS, MIN_CHAIN_SETS + below - 1);
    if (longest < MIN_CHAIN_SETS) return undefined;
    const sets = almostLockedSets(state).slice(0, MAX_CHAIN_ALS);
    if (sets.length < MIN_CHAIN_SETS) return undefined;
    const links = linksOf(state, sets);
    const search = { tries: 0 };
    for (let length = MIN_CHAIN_SETS; length <= longest; length++) {
      const step = chainOfLength(state, sets, links, length, search);
      if (step !== undefined || search.tries > MAX_CHAIN_TRIES) return step;
    }
    return undefined;
  },
};

/** links[i]: the sets with a restricted common digit with set i, once per set and digit. */
function linksOf(state: LogicState, sets: readonly Als[]): Link[][] {
  const index = new Map<Als, number>(sets.map((s, i) => [s, i]));
  const links: Link[][] = sets.map(() => []);
  const seen = new Set<number>();
  restrictedPairs(state, sets, (a, b, x) => {
    const i = index.get(a)!; // a and b are sets of the list
    const j = index.get(b)!;
    const key = (Math.min(i, j) * sets.length + Math.max(i, j)) * 17 + digitOfBit(x);
    if (seen.has(key)) return false; // the pair came through a second unit
    seen.add(key);
    links[i]!.push({ to: j, rcc: x }); // links has one list per set
    links[j]!.push({ to: i, rcc: x });
    return false;
  });
  return links;
}

/** The cells of `among` (open, holding z: one bit) outside `set` that see every cell of `set` holding z. */
function seeingAll(state: LogicState, set: Als, z: number, among: readonly number[]): number[] {
  const zCells = holding(state, set, z);
  return among.filter((p) => !set.cells.includes(p) && zCells.every((c) => sees(state.geometry, p, c)));
}

/** The open cells holding z (one bit). */
function candidatesOf(state: LogicState, z: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < state.values.length; c++) if (state.values[c] === 0 && (state.candidates[c]! & z) !== 0) out.push(c); // c is a cell
  return out;
}

/** The first chain of exactly `length` sets that removes something, as a step. */
function chainOfLength(state: LogicState, sets: readonly Als[], links: readonly Link[][], length: number, search: { tries: number }): Step | undefined {
  const size = state.geometry.size;
  const used = new Uint8Array(state.values.length);
  const chain: number[] = [];
  const rccs: number[] = [];
  // targets: for each z of the first set, the cells outside it that see all its z cells (where z may go).
  let targets = new Map<number, number[]>();
  const pools = new Map<number, number[]>();
  const pool = (z: number): number[] => {
    let cells = pools.get(z);
    if (cells === undefined) pools.set(z, (cells = candidatesOf(state, z)));
    return cells;
  };
  const extend = (zs: number): Step | undefined => {
    if (++search.tries > MAX_CHAIN_TRIES) return undefined;
    const last = chain[chain.length - 1]!; // the chain holds its first set at least
    if (chain.length === length) return ending(state, sets, chain, rccs, zs, targets);
    const previous = rccs[rccs.length - 1] ?? 0;
    for (const { to, rcc } of links[last]!) {
      // links: one list per set
      if (rcc === previous) continue;
      const next = sets[to]!; // to indexes sets
      if (next.cells.some((c) => used[c] !== 0)) continue;
      // The first link's digit cannot be z; the last set must hold z (and not as its own RCC).
      const left = chain.length === 1 ? zs & ~rcc : zs;
      if (left === 0 || (chain.length === length - 1 && (left & next.digits & ~rcc) === 0)) continue;
      for (const c of next.cells) used[c] = 1;
      chain.push(to);
      rccs.push(rcc);
      const step = extend(left);
      chain.pop();
      rccs.pop();
      for (const c of next.cells) used[c] = 0;
      if (step !== undefined || search.tries > MAX_CHAIN_TRIES) return step;
    }
    return undefined;
  };
  for (let i = 0; i < sets.length; i++) {
    const first = sets[i]!; // i < sets.length
    if (links[i]!.length === 0) continue; // one list per set
    targets = new Map();
    let zs = 0;
    for (const z of bitsOf(first.digits, size)) {
      const cells = seeingAll(state, first, z, pool(z));
      if (cells.length === 0) continue;
      targets.set(z, cells);
      zs |= z;
    }
    if (zs === 0) continue;
    for (const c of first.cells) used[c] = 1;
    chain.push(i);
    const step = extend(zs);
    chain.pop();
    for (const c of first.cells) used[c] = 0;
    if (step !== undefined || search.tries > MAX_CHAIN_TRIES) return step;
  }
  return undefined;
}

/** The step of a complete chain, when one of the digits z left removes something. */
function ending(
  state: LogicState,
  sets: readonly Als[],
  chain: readonly number[],
  rccs: readonly number[],
  zs: number,
  targets: ReadonlyMap<number, number[]>,
): Step | undefined {
  const end = sets[chain[chain.length - 1]!]!; // a complete chain's last set, an index of sets
  const lastRcc = rccs[rccs.length - 1]!;
  for (const z of bitsOf(zs & end.digits & ~lastRcc, state.geometry.size)) {
    const cells = seeingAll(state, end, z, targets.get(z) ?? []);
    if (cells.length === 0) continue;
    const eliminations: Elimination[] = cells.map((cell) => ({ cell, digits: z }));
    const members = chain.map((i) => sets[i]!); // chain holds indexes of sets
    const named = members.map((s, k) => `${k === 0 ? "" : ` -${digitChar(digitOfBit(rccs[k - 1]!))}- `}${alsText(state, s)}`).join("");
    return {
      technique: "ALS-XY-chain",
      difficulty: Math.round((alsChain.difficulty + (chain.length - MIN_CHAIN_SETS) / 10) * 10) / 10,
      placements: [],
      eliminations,
      cells: members.flatMap((s) => s.cells),
      units: members.map((s) => s.unit),
      digits: rccs.reduce((m, r) => m | r, z),
      reason: `chain of ${members.length} almost locked sets ${named}, restricted commons ${rccs.map((r) => digitChar(digitOfBit(r))).join(", ")}: the first set or the last holds ${digitChar(digitOfBit(z))}`,
    };
  }
  return undefined;
}
