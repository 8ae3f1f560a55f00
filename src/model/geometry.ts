import { allDigitsOf } from "./digits.js";
import { gridShape } from "./grid-size.js";
import type { Layout } from "./schemas.js";

/**
 * The geometry of a layout, built once: cells, units and peers (Norvig's model, over several grids).
 *
 * Data layout (chosen for the solver's hot loops: flat typed arrays, no objects per cell):
 * - Every grid of a layout is size x size (4 to 16; 9 unless the layout says otherwise) with boxes of
 *   boxRows x boxCols cells, or without boxes (`boxes` false: rows and columns only, and a jigsaw's
 *   regions where a rule gives them); every unit holds `size` cells and the digits 1..size.
 * - Cells are numbered 0..cellCount-1 in canvas row-major order, so a one-grid layout numbers its cells
 *   r*size+c. A canvas position covered by several grids is one cell.
 * - unitCells holds unitCount*size cell numbers: unit u is unitCells[size*u .. size*u+size-1] (the stride
 *   is `size`). Units that contain the same
 *   cells (a box shared by two grids, columns shared by side-by-side grids) are kept once; their names are
 *   joined so messages can say both.
 * - cellUnits and peers are compressed rows: the units of cell c are cellUnitList[cellUnitStart[c] ..
 *   cellUnitStart[c+1]-1], likewise peerList/peerStart.
 * - canvas maps a canvas position row*cols+col to its cell, or -1 where no grid covers it. The layout
 *   checks cap the canvas size before this is built, so the array stays small.
 * Rejected: Map-keyed sparse cells (slower lookups in the solver, no saving at sane sizes) and arrays of
 * cell objects (pointer chasing, and a copy per search node would be far larger).
 */
export interface GridGeometry {
  readonly id: string;
  /** Canvas position of the grid's top-left cell. */
  readonly row: number;
  readonly col: number;
  /** The grid's size*size cells, row by row. */
  readonly cells: Int32Array;
}

export type UnitKind = "row" | "column" | "box" | "diagonal" | "region";

export interface UnitInfo {
  readonly kind: UnitKind;
  /** Human name, e.g. "row 3 of grid nw" or "box 9 of grid nw = box 1 of grid center". */
  readonly name: string;
}

export interface Geometry {
  readonly name: string;
  readonly layout: Layout;
  /** Side of every grid (its digits are 1..size); also the number of cells of a unit. */
  readonly size: number;
  /** False when the grids have no boxes (`"box": "none"`): no unit is a box; boxRows and boxCols are then 1. */
  readonly boxes: boolean;
  /** Shape of a box: boxRows * boxCols === size (1 x 1 without boxes: grids sit at any row and column). */
  readonly boxRows: number;
  readonly boxCols: number;
  /** The candidate mask of every digit: (1 << size) - 1. */
  readonly allDigits: number;
  /** Canvas size: enough rows and columns for every grid. */
  readonly rows: number;
  readonly cols: number;
  readonly grids: readonly GridGeometry[];
  readonly cellCount: number;
  readonly cellRow: Int32Array;
  readonly cellCol: Int32Array;
  readonly canvas: Int32Array;
  readonly unitCount: number;
  readonly unitCells: Int32Array;
  readonly units: readonly UnitInfo[];
  readonly cellUnitStart: Int32Array;
  readonly cellUnitList: Int32Array;
  readonly peerStart: Int32Array;
  readonly peerList: Int32Array;
}

/**
 * Builds the geometry of a layout that has passed the layout checks (unique grid ids, rules naming
 * existing grids and covered, distinct cells, a canvas within the size cap). Units come from the grids and
 * from the rules that are units: diagonals, regions, jigsaw regions (in place of their grid's boxes) and
 * killer cages of nine cells. Other rules (src/rules/) do not change the geometry.
 */
export function buildGeometry(layout: Layout): Geometry {
  const { size, boxes, boxRows, boxCols } = gridShape(layout);
  const rows = Math.max(...layout.grids.map((g) => g.row)) + size;
  const cols = Math.max(...layout.grids.map((g) => g.col)) + size;

  // Cells, numbered in canvas row-major order.
  const canvas = new Int32Array(rows * cols).fill(-1);
  for (const g of layout.grids) {
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) canvas[(g.row + r) * cols + g.col + c] = 0;
  }
  let cellCount = 0;
  for (let p = 0; p < canvas.length; p++) if (canvas[p] === 0) canvas[p] = ++cellCount;
  const cellRow = new Int32Array(cellCount);
  const cellCol = new Int32Array(cellCount);
  // Index loops here and in the peers below, not entries() or subarray(): over 64 grids of 16x16 (a canvas
  // of 596,000 positions, 15,000 cells) their iterators took most of the build's 240 ms.
  for (let p = 0; p < canvas.length; p++) {
    const numbered = canvas[p]!; // p < canvas.length
    if (numbered > 0) {
      const cell = numbered - 1;
      canvas[p] = cell;
      cellRow[cell] = Math.floor(p / cols);
      cellCol[cell] = p % cols;
    }
  }
  const at = (r: number, c: number): number => canvas[r * cols + c] ?? -1; // off the canvas: no cell, as -1 marks on it

  const grids: GridGeometry[] = layout.grids.map((g) => {
    const cells = new Int32Array(size * size);
    for (let i = 0; i < size * size; i++) cells[i] = at(g.row + Math.floor(i / size), g.col + (i % size));
    return { id: g.id, row: g.row, col: g.col, cells };
  });

  // Units, each kept once however many grids contain it.
  const unitList: number[][] = [];
  const unitNames: string[][] = [];
  const unitKinds: UnitKind[] = [];
  const byKey = new Map<string, number>();
  const addUnit = (kind: UnitKind, name: string, cells: number[]): void => {
    const key = [...cells].sort((a, b) => a - b).join(",");
    const seen = byKey.get(key);
    if (seen !== undefined) {
      unitNames[seen]?.push(name); // seen indexes unitNames: both are filled together below
      return;
    }
    byKey.set(key, unitList.length);
    unitList.push(cells);
    unitNames.push([name]);
    unitKinds.push(kind);
  };
  // A jigsaw rule's regions take the place of its grid's boxes (the first such rule of a grid counts).
  const jigsaw = new Map<string, readonly string[]>();
  for (const rule of layout.rules ?? []) if (rule.type === "jigsaw" && !jigsaw.has(rule.grid)) jigsaw.set(rule.grid, rule.regions);
  for (const g of grids) {
    const cell = (r: number, c: number): number => g.cells[r * size + c]!; // r, c in 0..size-1: one of the grid's cells
    // Box i starts at box row floor(i / boxesAcross), box column i % boxesAcross; boxes are numbered
    // row by row, as rows and columns are.
    const boxesAcross = size / boxCols;
    for (let i = 0; i < size; i++) {
      addUnit(
        "row",
        `row ${i + 1} of grid ${g.id}`,
        range(size, (j) => cell(i, j)),
      );
      addUnit(
        "column",
        `column ${i + 1} of grid ${g.id}`,
        range(size, (j) => cell(j, i)),
      );
      if (!boxes || jigsaw.has(g.id)) continue;
      const br = boxRows * Math.floor(i / boxesAcross);
      const bc = boxCols * (i % boxesAcross);
      addUnit(
        "box",
        `box ${i + 1} of grid ${g.id}`,
        range(size, (j) => cell(br + Math.floor(j / boxCols), bc + (j % boxCols))),
      );
    }
    const regions = jigsaw.get(g.id);
    if (regions !== undefined) {
      regionCells(regions, g.cells, size).forEach((cells, k) => addUnit("region", `jigsaw region ${k + 1} of grid ${g.id}`, cells));
    }
  }
  for (const rule of layout.rules ?? []) {
    if (rule.type === "diagonal") {
      const g = grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue; // the layout checks report it
      addUnit(
        "diagonal",
        `main diagonal of grid ${g.id}`,
        range(size, (j) => g.cells[j * size + j]!), // j in 0..size-1: one of the grid's cells
      );
      addUnit(
        "diagonal",
        `anti-diagonal of grid ${g.id}`,
        range(size, (j) => g.cells[j * size + size - 1 - j]!), // j in 0..size-1: one of the grid's cells
      );
    } else if (rule.type === "disjoint-groups" && boxes) {
      for (const g of grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        disjointGroupsOf(g.cells, size, boxRows, boxCols).forEach((cells, k) => addUnit("region", `disjoint group ${k + 1} of grid ${g.id}`, cells));
      }
    } else if (rule.type === "region" || (rule.type === "killer" && rule.cells.length === size)) {
      // A killer cage of size cells holds that many different digits: 1..size, a unit like a region.
      // [row, col] pairs (the schema); -1: no cell, as the layout checks report.
      const cells = rule.cells.map(([r = -1, c = -1]) => at(r, c));
      const [r0 = -1, c0 = -1] = rule.cells[0] ?? [];
      addUnit("region", `${rule.type === "killer" ? "killer cage" : "region"} at canvas row ${r0 + 1}, column ${c0 + 1}`, cells);
    }
  }

  const unitCount = unitList.length;
  const unitCells = new Int32Array(unitCount * size);
  unitList.forEach((cells, u) => unitCells.set(cells, u * size));
  const units: UnitInfo[] = unitKinds.map((kind, u) => ({ kind, name: unitNames[u]?.join(" = ") ?? "" })); // filled together

  // Units of each cell, then peers, as compressed rows.
  const unitsOf: number[][] = Array.from({ length: cellCount }, () => []);
  unitList.forEach((cells, u) => {
    for (const c of cells) unitsOf[c]?.push(u); // a unit's cells are cells of the layout (0..cellCount-1)
  });
  const cellUnitStart = new Int32Array(cellCount + 1);
  const cellUnitList = new Int32Array(unitCount * size);
  let listed = 0;
  unitsOf.forEach((us, c) => {
    cellUnitStart[c] = listed;
    cellUnitList.set(us, listed);
    listed += us.length;
  });
  cellUnitStart[cellCount] = listed;

  const mark = new Int32Array(cellCount).fill(-1);
  const peerStart = new Int32Array(cellCount + 1);
  // At most size cells per unit of each cell: written into one typed array and cut to length (a number[]
  // grown by push was the build's slowest line on large layouts).
  const peers = new Int32Array(listed * size);
  let peerCount = 0;
  for (const [c, us] of unitsOf.entries()) {
    mark[c] = c;
    for (const u of us) {
      for (let j = u * size; j < u * size + size; j++) {
        const p = unitCells[j]!; // j within unit u's cells
        if (mark[p] !== c) {
          mark[p] = c;
          peers[peerCount++] = p;
        }
      }
    }
    peerStart[c + 1] = peerCount;
  }

  return {
    name: layout.name,
    layout,
    size,
    boxes,
    boxRows,
    boxCols,
    allDigits: allDigitsOf(size),
    rows,
    cols,
    grids,
    cellCount,
    cellRow,
    cellCol,
    canvas,
    unitCount,
    unitCells,
    units,
    cellUnitStart,
    cellUnitList,
    peerStart,
    peerList: peers.slice(0, peerCount),
  };
}

/**
 * The cells of each jigsaw region of a grid: regions are `size` strings of `size` characters (nine of nine
 * on a 9x9 grid), one per row of the grid, the same character marking the same region; gridCells are the
 * grid's cells row by row. Regions come in order of first appearance. A layout that passed the checks has
 * size regions of size cells.
 */
export function regionCells(regions: readonly string[], gridCells: Int32Array, size = 9): number[][] {
  const byChar = new Map<string, number[]>();
  regions.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      const list = byChar.get(ch) ?? [];
      list.push(gridCells[r * size + c]!); // r, c in 0..size-1 (a checked layout): one of the grid's cells
      byChar.set(ch, list);
    });
  });
  return [...byChar.values()];
}

function range(n: number, f: (j: number) => number): number[] {
  const out: number[] = [];
  for (let j = 0; j < n; j++) out.push(f(j));
  return out;
}

/**
 * The disjoint groups of one grid (its cells row by row): for each place k inside a box (0..size-1, row by
 * row), the cells at that place in every box, box by box; boxes of the layout's shape, also under a jigsaw.
 * A disjoint-groups rule makes each a unit (src/rules/disjoint-groups.ts).
 */
export function disjointGroupsOf(gridCells: ArrayLike<number>, size: number, boxRows: number, boxCols: number): number[][] {
  const across = size / boxCols;
  return Array.from({ length: size }, (_, k) =>
    // Box b starts at row boxRows * floor(b / across), column boxCols * (b % across): the index is a cell of the grid.
    Array.from(
      { length: size },
      (_, b) => gridCells[(boxRows * Math.floor(b / across) + Math.floor(k / boxCols)) * size + boxCols * (b % across) + (k % boxCols)]!,
    ),
  );
}
