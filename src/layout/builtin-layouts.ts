import type { Layout } from "../model/schemas.js";

/**
 * The built-in layouts, by name. Offsets are the canvas (row, col) of each grid's top-left cell; grids are
 * listed in canvas order (top to bottom, left to right). Ids: compass points where the shape has them;
 * otherwise t (top row), x (the linking row), m (middle), y (second linking row), b (bottom), numbered
 * left to right.
 */
const place = (id: string, row: number, col: number) => ({ id, row, col });

/** The names of the built-in layouts. */
export const BUILTIN_LAYOUT_NAMES = [
  "single",
  "twin",
  "twin-4",
  "tripledoku",
  "butterfly",
  "flower",
  "sohei",
  "cross",
  "windmill",
  "samurai",
  "gattai-8",
  "shogun",
  "sumo",
] as const;

/** A built-in layout's name: `"samurai"`, `"sumo"`, ... */
export type BuiltinLayoutName = (typeof BUILTIN_LAYOUT_NAMES)[number];

export const BUILTIN_LAYOUTS: Readonly<Record<BuiltinLayoutName, Layout>> = {
  single: {
    name: "single",
    description: "One classic 9x9 grid.",
    grids: [place("main", 0, 0)],
  },
  twin: {
    name: "twin",
    description: "Two grids sharing one corner box (the center box of a samurai pair).",
    grids: [place("nw", 0, 0), place("se", 6, 6)],
  },
  "twin-4": {
    name: "twin-4",
    description: "Two grids overlapping in four boxes.",
    grids: [place("nw", 0, 0), place("se", 3, 3)],
  },
  tripledoku: {
    name: "tripledoku",
    description: "Three grids on a diagonal, each overlapping the next in four boxes.",
    grids: [place("nw", 0, 0), place("center", 3, 3), place("se", 6, 6)],
  },
  butterfly: {
    name: "butterfly",
    description: "Four grids in a 12x12 square, each overlapping the others.",
    grids: [place("nw", 0, 0), place("ne", 0, 3), place("sw", 3, 0), place("se", 3, 3)],
  },
  flower: {
    name: "flower",
    description: "A center grid with four petals, each shifted one box from it.",
    grids: [place("n", 0, 3), place("w", 3, 0), place("center", 3, 3), place("e", 3, 6), place("s", 6, 3)],
  },
  sohei: {
    name: "sohei",
    description: "Four grids in a ring, each sharing a corner box with two others.",
    grids: [place("n", 0, 6), place("w", 6, 0), place("e", 6, 12), place("s", 12, 6)],
  },
  cross: {
    name: "cross",
    description: "A center grid sharing a corner box with each of four arms.",
    grids: [place("n", 0, 6), place("w", 6, 0), place("center", 6, 6), place("e", 6, 12), place("s", 12, 6)],
  },
  windmill: {
    name: "windmill",
    description: "A center grid with four sails, each sharing two boxes with it.",
    grids: [place("n", 0, 3), place("e", 3, 12), place("center", 6, 6), place("w", 9, 0), place("s", 12, 9)],
  },
  samurai: {
    name: "samurai",
    description: "Four outer grids, each sharing one corner box with a center grid.",
    grids: [place("nw", 0, 0), place("ne", 0, 12), place("center", 6, 6), place("sw", 12, 0), place("se", 12, 12)],
  },
  "gattai-8": {
    name: "gattai-8",
    description: "Eight grids: two rows of three, linked by two grids between them.",
    grids: [
      place("t1", 0, 0),
      place("t2", 0, 12),
      place("t3", 0, 24),
      place("x1", 6, 6),
      place("x2", 6, 18),
      place("b1", 12, 0),
      place("b2", 12, 12),
      place("b3", 12, 24),
    ],
  },
  shogun: {
    name: "shogun",
    description: "Eleven grids: two rows of four, linked by three grids between them.",
    grids: [
      place("t1", 0, 0),
      place("t2", 0, 12),
      place("t3", 0, 24),
      place("t4", 0, 36),
      place("x1", 6, 6),
      place("x2", 6, 18),
      place("x3", 6, 30),
      place("b1", 12, 0),
      place("b2", 12, 12),
      place("b3", 12, 24),
      place("b4", 12, 36),
    ],
  },
  sumo: {
    name: "sumo",
    description: "Thirteen grids: three rows of three, linked by two grids between each pair of rows.",
    grids: [
      place("t1", 0, 0),
      place("t2", 0, 12),
      place("t3", 0, 24),
      place("x1", 6, 6),
      place("x2", 6, 18),
      place("m1", 12, 0),
      place("m2", 12, 12),
      place("m3", 12, 24),
      place("y1", 18, 6),
      place("y2", 18, 18),
      place("b1", 24, 0),
      place("b2", 24, 12),
      place("b3", 24, 24),
    ],
  },
};

/** True when `name` is a built-in layout's name (an own key, never `__proto__` or `toString`). */
export function isBuiltinLayoutName(name: string): name is BuiltinLayoutName {
  return Object.prototype.hasOwnProperty.call(BUILTIN_LAYOUTS, name);
}
