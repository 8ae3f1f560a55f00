/**
 * The selected cells (canvas keys "row,col", 0-based), as a player picks them: a click picks one, a drag
 * adds the cells it passes, Ctrl- or Shift-click adds or removes one. Pure; the shell keeps the current one.
 */
export interface Selection {
  /** Every selected cell, in the order picked. */
  readonly cells: readonly string[];
  /** The last cell picked: where the arrow keys move from. */
  readonly cursor?: string;
}

/** Nothing selected. */
export const NO_SELECTION: Selection = { cells: [] };

/** Only this cell. */
export function selectOnly(key: string): Selection {
  return { cells: [key], cursor: key };
}

/** The cell added (a drag passing over it); no change when it is already in. */
export function addCell(sel: Selection, key: string): Selection {
  if (sel.cells.includes(key)) return sel.cursor === key ? sel : { ...sel, cursor: key };
  return { cells: [...sel.cells, key], cursor: key };
}

/** The cell added, or removed when it was in (Ctrl- or Shift-click). */
export function toggleCell(sel: Selection, key: string): Selection {
  if (!sel.cells.includes(key)) return addCell(sel, key);
  const cells = sel.cells.filter((k) => k !== key);
  return cells.length === 0 ? NO_SELECTION : { cells, cursor: cells[cells.length - 1] ?? key };
}

/** Whether the cell is selected. */
export function isSelected(sel: Selection, key: string): boolean {
  return sel.cells.includes(key);
}
