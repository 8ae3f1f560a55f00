import { gridShape } from "../model/grid-size.js";
import type { Layout } from "../model/schemas.js";
import { keyPos } from "./editor-state.js";

/**
 * The grid a zoomed board shows (a phone's view of a samurai: one grid across the screen's width, as
 * SudokuPad lets a player zoom in), and the cursor it was chosen with. Pure: the shell (shell/grid-zoom.ts)
 * draws it.
 */
export interface GridFocus {
  /** The grid's id, as in the layout. */
  readonly grid: string;
  /** The cursor (canvas key) when the grid was chosen or last followed; undefined: none. */
  readonly cursor: string | undefined;
}

/**
 * The focus after the cursor moved: the same grid while the cursor stays in it or has not moved (a grid
 * chosen with its button keeps a cursor left in another grid), else the grid the cursor went into (arrow
 * keys across a grid's edge), else the layout's first grid if the focused one is gone.
 * Undefined when the layout has no grid.
 */
export function followFocus(layout: Layout, focus: GridFocus, cursor: string | undefined): GridFocus | undefined {
  const { size } = gridShape(layout);
  const inside = (id: string, key: string): boolean => {
    const g = layout.grids.find((x) => x.id === id);
    const [r, c] = keyPos(key);
    return g !== undefined && r >= g.row && r < g.row + size && c >= g.col && c < g.col + size;
  };
  const first = layout.grids[0];
  if (first === undefined) return undefined;
  const known = layout.grids.some((g) => g.id === focus.grid) ? focus.grid : first.id;
  if (cursor === undefined || cursor === focus.cursor || inside(known, cursor)) return { grid: known, cursor };
  const into = layout.grids.find((g) => inside(g.id, cursor));
  return { grid: into?.id ?? known, cursor };
}
