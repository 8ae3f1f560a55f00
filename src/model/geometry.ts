import type { Layout } from "./schemas.js";

/**
 * The geometry of a layout, built once: cells, units and peers (Norvig's model, over several grids).
 *
 * Data layout (chosen for the solver's hot loops: flat typed arrays, no objects per cell):
 * - Cells are numbered 0..cellCount-1 in canvas row-major order, so a one-grid layout numbers its cells
 *   r*9+c. A canvas position covered by several grids is one cell.
 * - unitCells holds unitCount*9 cell numbers: unit u is unitCells[9u .. 9u+8]. Units that contain the same
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
  /** The grid's 81 cells, row by row. */
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
  const rows = Math.max(...layout.grids.map((g) => g.row)) + 9;
  const cols = Math.max(...layout.grids.map((g) => g.col)) + 9;

  // Cells, numbered in canvas row-major order.
  const canvas = new Int32Array(rows * cols).fill(-1);
  for (const g of layout.grids) {
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) canvas[(g.row + r) * cols + g.col + c] = 0;
  }
  let cellCount = 0;
  for (let p = 0; p < canvas.length; p++) if (canvas[p] === 0) canvas[p] = ++cellCount;
  const cellRow = new Int32Array(cellCount);
  const cellCol = new Int32Array(cellCount);
  for (const [p, numbered] of canvas.entries()) {
    if (numbered > 0) {
      const cell = numbered - 1;
      canvas[p] = cell;
      cellRow[cell] = Math.floor(p / cols);
      cellCol[cell] = p % cols;
    }
  }
  const at = (r: number, c: number): number => canvas[r * cols + c] ?? -1; // off the canvas: no cell, as -1 marks on it

  const grids: GridGeometry[] = layout.grids.map((g) => {
    const cells = new Int32Array(81);
    for (let i = 0; i < 81; i++) cells[i] = at(g.row + Math.floor(i / 9), g.col + (i % 9));
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
    const cell = (r: number, c: number): number => g.cells[r * 9 + c]!; // r, c in 0..8: one of the grid's 81 cells
    for (let i = 0; i < 9; i++) {
      addUnit(
        "row",
        `row ${i + 1} of grid ${g.id}`,
        range9((j) => cell(i, j)),
      );
      addUnit(
        "column",
        `column ${i + 1} of grid ${g.id}`,
        range9((j) => cell(j, i)),
      );
      if (jigsaw.has(g.id)) continue;
      const br = 3 * Math.floor(i / 3);
      const bc = 3 * (i % 3);
      addUnit(
        "box",
        `box ${i + 1} of grid ${g.id}`,
        range9((j) => cell(br + Math.floor(j / 3), bc + (j % 3))),
      );
    }
    const regions = jigsaw.get(g.id);
    if (regions !== undefined) {
      regionCells(regions, g.cells).forEach((cells, k) => addUnit("region", `jigsaw region ${k + 1} of grid ${g.id}`, cells));
    }
  }
  for (const rule of layout.rules ?? []) {
    if (rule.type === "diagonal") {
      const g = grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue; // the layout checks report it
      addUnit(
        "diagonal",
        `main diagonal of grid ${g.id}`,
        range9((j) => g.cells[j * 9 + j]!), // j in 0..8: one of the grid's 81 cells
      );
      addUnit(
        "diagonal",
        `anti-diagonal of grid ${g.id}`,
        range9((j) => g.cells[j * 9 + 8 - j]!), // j in 0..8: one of the grid's 81 cells
      );
    } else if (rule.type === "region" || (rule.type === "killer" && rule.cells.length === 9)) {
      // A killer cage of nine cells holds nine different digits: 1-9, a unit like a region.
      // [row, col] pairs (the schema); -1: no cell, as the layout checks report.
      const cells = rule.cells.map(([r = -1, c = -1]) => at(r, c));
      const [r0 = -1, c0 = -1] = rule.cells[0] ?? [];
      addUnit("region", `${rule.type === "killer" ? "killer cage" : "region"} at canvas row ${r0 + 1}, column ${c0 + 1}`, cells);
    }
  }

  const unitCount = unitList.length;
  const unitCells = new Int32Array(unitCount * 9);
  unitList.forEach((cells, u) => unitCells.set(cells, u * 9));
  const units: UnitInfo[] = unitKinds.map((kind, u) => ({ kind, name: unitNames[u]?.join(" = ") ?? "" })); // filled together

  // Units of each cell, then peers, as compressed rows.
  const unitsOf: number[][] = Array.from({ length: cellCount }, () => []);
  unitList.forEach((cells, u) => {
    for (const c of cells) unitsOf[c]?.push(u); // a unit's cells are cells of the layout (0..cellCount-1)
  });
  const cellUnitStart = new Int32Array(cellCount + 1);
  const cellUnitList = new Int32Array(unitCount * 9);
  let listed = 0;
  unitsOf.forEach((us, c) => {
    cellUnitStart[c] = listed;
    cellUnitList.set(us, listed);
    listed += us.length;
  });
  cellUnitStart[cellCount] = listed;

  const mark = new Int32Array(cellCount).fill(-1);
  const peerStart = new Int32Array(cellCount + 1);
  const peers: number[] = [];
  for (const [c, us] of unitsOf.entries()) {
    mark[c] = c;
    for (const u of us) {
      for (const p of unitCells.subarray(u * 9, u * 9 + 9)) {
        if (mark[p] !== c) {
          mark[p] = c;
          peers.push(p);
        }
      }
    }
    peerStart[c + 1] = peers.length;
  }

  return {
    name: layout.name,
    layout,
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
    peerList: Int32Array.from(peers),
  };
}

/**
 * The cells of each jigsaw region of a grid: regions are nine strings of nine characters, one per row of
 * the grid, the same character marking the same region; gridCells are the grid's 81 cells row by row.
 * Regions come in order of first appearance. A layout that passed the checks has nine regions of nine.
 */
export function regionCells(regions: readonly string[], gridCells: Int32Array): number[][] {
  const byChar = new Map<string, number[]>();
  regions.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      const list = byChar.get(ch) ?? [];
      list.push(gridCells[r * 9 + c]!); // r, c in 0..8 (a checked layout): one of the grid's 81 cells
      byChar.set(ch, list);
    });
  });
  return [...byChar.values()];
}

function range9(f: (j: number) => number): number[] {
  const out: number[] = [];
  for (let j = 0; j < 9; j++) out.push(f(j));
  return out;
}
