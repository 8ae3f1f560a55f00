import type { Geometry } from "../../model/geometry.js";
import type { KillerRule } from "../../model/schemas.js";
import type { Elimination, LogicState, Step, Technique } from "../../model/step-contract.js";
import { DIGIT_BITS } from "../rule-kind.js";
import { blocksOf } from "./blocks.js";
import { cellName, sumCages } from "./cages.js";
import { groupDigits } from "./group-digits.js";

/** Innies or outies of a block of units: the cells, their sum, and what the step says. */
interface VirtualCage {
  readonly cells: number[];
  readonly sum: number;
  readonly text: string;
  /** Units of the block (one unit, or consecutive rows or columns). */
  readonly units: number;
}

/** The most cells an innie or outie group may have to be worth a step (a person adds up a few cells). */
const MAX_VIRTUAL = 4;

/**
 * Innies and outies (the 45 rule, at any size: a unit holds 1..size, adding up to size(size+1)/2): the
 * cages wholly inside a block (a unit, or neighbouring rows or columns) leave its other cells (innies) a
 * known sum; the cages that stick out of it add up to the block's total plus their cells outside (outies).
 * A group of up to four cells then narrows like a cage of that sum, its digits differing where its cells
 * see each other (a group over two rows may repeat a digit). Over every unit of the layout (rows, columns,
 * boxes of every grid, the shared boxes of a samurai included) and runs of rows and columns. Rated 2.8,
 * above a cage's own combinations (2.3): the setter's first trick after them; a group over several units
 * 3.0 (more to add up).
 */
export function inniesAndOuties(rules: readonly KillerRule[], geometry: Geometry): Technique {
  let groups: VirtualCage[] | undefined;
  const build = (): VirtualCage[] => {
    const size = geometry.size;
    const total = (size * (size + 1)) / 2;
    const cages = sumCages(rules, geometry);
    const cageOf = new Map<number, number>();
    let overlap = false;
    cages.forEach((cage, i) => {
      for (const c of cage.cells) {
        if (cageOf.has(c)) overlap = true;
        cageOf.set(c, i);
      }
    });
    // Cages that share a cell would count it twice in a block's total: no 45 rule over them.
    if (overlap) return [];
    const name = (c: number): string => cellName(geometry, c);
    const out: VirtualCage[] = [];
    const seen = new Set<string>();
    const add = (g: VirtualCage): void => {
      const key = `${[...g.cells].sort((a, b) => a - b).join(",")}=${g.sum}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push(g);
    };
    for (const block of blocksOf(geometry)) {
      const inBlock = new Set(block.cells);
      const whole = total * block.count;
      const touching = new Set<number>();
      for (const c of block.cells) {
        const i = cageOf.get(c);
        if (i !== undefined) touching.add(i);
      }
      let inside = 0;
      let sticking = 0;
      const innies: number[] = [];
      const outies: number[] = [];
      for (const i of touching) {
        const cage = cages[i]!; // touching holds indices of cages
        if (cage.cells.every((c) => inBlock.has(c))) inside += cage.sum;
        else {
          sticking += cage.sum;
          for (const c of cage.cells) if (!inBlock.has(c)) outies.push(c);
        }
      }
      for (const c of block.cells) {
        const i = cageOf.get(c);
        if (i === undefined || !cages[i]!.cells.every((x) => inBlock.has(x))) innies.push(c);
      }
      if (innies.length >= 1 && innies.length <= MAX_VIRTUAL && innies.length < block.cells.length) {
        add({
          cells: innies,
          sum: whole - inside,
          units: block.count,
          text: `innies of ${block.name}: ${innies.map(name).join(" ")} add up to ${whole - inside} (${whole} less the cages inside)`,
        });
      }
      const untouched = block.cells.filter((c) => !cageOf.has(c)).length;
      if (untouched === 0 && outies.length >= 1 && outies.length <= MAX_VIRTUAL) {
        add({
          cells: outies,
          sum: sticking + inside - whole,
          units: block.count,
          text: `outies of ${block.name}: ${outies.map(name).join(" ")} add up to ${sticking + inside - whole} (the cages over it less ${whole})`,
        });
      }
    }
    return out;
  };
  return {
    name: "innies and outies",
    difficulty: 2.8,
    find(state: LogicState): Step | undefined {
      groups ??= build();
      let best: Step | undefined;
      for (const g of groups) {
        if (best !== undefined && g.units > 1) continue; // a one-unit step first: the easier
        const keep = groupDigits(geometry, g.cells, g.sum, state.candidates, false);
        if (keep === undefined) continue; // a broken position: the engine reports it
        const eliminations: Elimination[] = [];
        g.cells.forEach((c, i) => {
          const gone = state.values[c] === 0 ? state.candidates[c]! & ~keep[i]! & DIGIT_BITS : 0;
          if (gone !== 0) eliminations.push({ cell: c, digits: gone });
        });
        if (eliminations.length === 0) continue;
        let digits = 0;
        for (const e of eliminations) digits |= e.digits;
        const step: Step = {
          technique: "innies and outies",
          ...(g.units > 1 ? { difficulty: 3.0 } : {}),
          placements: [],
          eliminations,
          cells: g.cells,
          units: [],
          digits,
          reason: g.text,
        };
        if (g.units === 1) return step;
        best ??= step;
      }
      return best;
    },
  };
}
