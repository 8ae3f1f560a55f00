import { DEFAULT_MAX_CANVAS_CELLS } from "../../layout/check-layout.js";
import { InvalidInputError } from "../../model/errors.js";
import { digitChar } from "../../model/digit-chars.js";
import { DEFAULT_BOXES, SIZES } from "../../model/grid-size.js";
import type { GridPlacement, Layout, Puzzle, Rule } from "../../model/schemas.js";
import { BUILTIN_LAYOUT_NAMES, BUILTIN_LAYOUTS } from "../../layout/builtin-layouts.js";
import type { SclCage, SclLine, SclPuzzle, SclShape } from "./scl-types.js";
import { isSclObject, SCL_STYLE } from "./scl-types.js";
import { sandwichLinesAt } from "../../rules/sandwich.js";
import { littleKillerDiagonals, littleKillerDirection } from "../../rules/little-killer.js";

/** A puzzle document read from SudokuPad's format, and what was left out of it (only with `lossy`). */
export interface FromScl {
  readonly document: Puzzle;
  readonly dropped: readonly string[];
}

type Cell = [number, number];

/** The line rules told by their colour alone (write-scl.ts draws them so). */
const LINE_COLORS: ReadonlyMap<string, "renban" | "german-whispers"> = new Map([
  [SCL_STYLE.renban.toLowerCase(), "renban"],
  [SCL_STYLE.whispers.toLowerCase(), "german-whispers"],
]);

/** Largest canvas read (rows x columns): far beyond any layout, small enough to allocate at once. */

/**
 * Reads a puzzle in SudokuPad's own format (scl-types.ts) as a combo-sudoku puzzle document: the grids
 * from the hidden row and column cages (without any, and without `norowcol`, the whole canvas is one
 * grid), the box shape from the regions (regions inside a grid that are not its boxes: a jigsaw), the
 * givens from the cells' values, and the rules from what write-scl.ts and SudokuPad's own f-puzzles
 * decoder draw and check for them (scl-rule-table.ts): unique cages (killer cages, regions, diagonals),
 * thermometer lines, arrows, kropki dots, X and V, odd circles and even squares, the line rules,
 * quadruples, little killers (a thin black arrow beside a clue outside the grids), sandwiches (a sum
 * beside one grid's row or column), the anti-knight and
 * anti-king flags. The grids of a built-in layout's shape take its name and grid ids. Anything else (a
 * drawing whose rule cannot be told, a cage that allows repeats) is an InvalidInputError naming each,
 * unless `lossy`: then it is left out and named in `dropped`.
 */
export function fromScl(
  data: unknown,
  options: { readonly lossy?: boolean; readonly file?: string | undefined; readonly maxCanvasCells?: number | undefined } = {},
): FromScl {
  const file = options.file;
  const bad = (message: string): never => {
    throw new InvalidInputError([{ file, message }]);
  };
  if (!isSclObject(data)) return bad("not a SudokuPad puzzle (an object with cells)");
  const rows = data.cells.length;
  // A loop, not Math.max(...rows): a spread puts every row on the stack, and the input sets their count.
  const cols = data.cells.reduce((most: number, row) => Math.max(most, Array.isArray(row) ? row.length : 0), 0);
  // The canvas cap of every layout (--max-canvas), checked before anything canvas-sized is built.
  const cap = options.maxCanvasCells ?? DEFAULT_MAX_CANVAS_CELLS;
  if (rows === 0 || cols === 0) return bad(`cells is ${rows} x ${cols}: not a puzzle's canvas`);
  if (rows * cols > cap) return bad(`cells is ${rows} x ${cols}: more than the ${cap} canvas positions allowed (--max-canvas)`);
  const unsaid: string[] = [];
  const cages = list<SclCage>(data.cages);
  const rowcol = cages.filter((c) => c.type === "rowcol" && Array.isArray(c.cells));
  const found = rowcol.length > 0 ? gridsOfCages(rowcol) : data.metadata?.norowcol === true ? undefined : wholeCanvas(rows, cols);
  if (found === undefined) return bad("no grids: neither row and column cages nor a square canvas of 4 to 16 cells a side");
  const { size, grids } = found;
  for (const what of found.unsaid) unsaid.push(what);
  const inGrid = (r: number, c: number): boolean => grids.some((g) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size);
  const gridOf = (cells: readonly Cell[]): GridPlacement | undefined =>
    grids.find((g) => cells.every(([r, c]) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size));

  // Givens.
  const canvas: string[] = [];
  for (let r = 0; r < rows; r++) {
    let line = "";
    for (let c = 0; c < cols; c++) {
      const value = (data.cells[r] ?? [])[c]?.value;
      const d = typeof value === "number" ? value : typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : 0;
      if (!inGrid(r, c)) {
        if (d !== 0) unsaid.push(`the digit ${d} at row ${r + 1}, column ${c + 1}, outside every grid`);
        line += " ";
      } else if (d >= 1 && d <= size && Number.isInteger(d)) line += digitChar(d);
      else line += ".";
    }
    canvas.push(line.trimEnd());
  }

  // Boxes and jigsaw regions.
  const rules: Rule[] = [];
  for (const rule of givenMarks(data.cells, size, inGrid, unsaid)) rules.push(rule);
  const box = boxOf(list<Cell[]>(data.regions), grids, size, rules, unsaid);

  // Cages: meta-data, the rows and columns (read above), killer cages, regions and diagonals.
  let title: string | undefined;
  let author: string | undefined;
  const diagonals = new Map<string, Set<"down" | "up">>();
  for (const [i, cage] of cages.entries()) {
    if (cage.type === "rowcol") continue;
    const cells = cellsOf(cage.cells);
    if (cells === undefined || cells.length === 0) {
      const meta = /^\s*([a-z]+):\s*([\s\S]*)$/i.exec(String(cage.value ?? ""));
      if (meta?.[1]?.toLowerCase() === "title") title = meta[2];
      else if (meta?.[1]?.toLowerCase() === "author") author = meta[2];
      continue;
    }
    const grid = gridOf(cells);
    if (cage.hidden === true && cage.unique !== false) {
      const diagonal = grid === undefined ? undefined : diagonalOf(cells, grid, size);
      if (grid !== undefined && diagonal !== undefined) {
        const set = diagonals.get(grid.id) ?? new Set();
        set.add(diagonal);
        diagonals.set(grid.id, set);
      } else if (cells.length === size && cells.every(([r, c]) => inGrid(r, c))) rules.push({ type: "region", cells });
      else unsaid.push(`cage ${i + 1}: a hidden group of ${cells.length} cells whose digits may not repeat`);
      continue;
    }
    if (cage.unique === false) {
      unsaid.push(`cage ${i + 1}: a cage whose digits may repeat`);
      continue;
    }
    if (!cells.every(([r, c]) => inGrid(r, c)) || cells.length > size) {
      unsaid.push(`cage ${i + 1}: a cage of ${cells.length} cells not in the grids`);
      continue;
    }
    const value = cage.value;
    if (value === undefined || value === null || value === "") rules.push({ type: "killer", cells });
    else if (/^\s*\d+\s*$/.test(String(value))) rules.push({ type: "killer", cells, sum: Number(value) });
    else unsaid.push(`cage ${i + 1} with the clue "${String(value)}" (not a sum)`);
  }

  // Drawn parts: each recognised one is consumed; what is left cannot be told.
  const lines = list<SclLine>(data.lines);
  const arrows = list<SclLine>(data.arrows);
  const overlays = list<SclShape>(data.overlays);
  const underlays = list<SclShape>(data.underlays);
  const usedUnder = new Set<number>();
  const usedOver = new Set<number>();
  const at = (shape: SclShape): Cell | undefined => {
    const [r, c] = Array.isArray(shape.center) ? shape.center : [];
    return typeof r === "number" && typeof c === "number" && isCentre(r) && isCentre(c) ? [r - 0.5, c - 0.5] : undefined;
  };
  const findShape = (shapes: SclShape[], used: Set<number>, test: (s: SclShape) => boolean): number => {
    const k = shapes.findIndex((s, j) => !used.has(j) && test(s));
    if (k >= 0) used.add(k);
    return k;
  };

  for (const [i, line] of lines.entries()) {
    const points = pointsOf(line.wayPoints);
    const color = String(line.color ?? "").toLowerCase();
    if (points !== undefined && color === SCL_STYLE.diagonal.toLowerCase() && points.length === 2) {
      const g = grids.find((x) => diagonalLine(points, x, size) !== undefined);
      const which = g === undefined ? undefined : diagonalLine(points, g, size);
      if (g !== undefined && which !== undefined) {
        const set = diagonals.get(g.id) ?? new Set();
        set.add(which);
        diagonals.set(g.id, set);
        continue;
      }
    }
    const lineRule = LINE_COLORS.get(color);
    if (points !== undefined && lineRule !== undefined && points.every(([r, c]) => isCentre(r) && isCentre(c))) {
      const cells = points.map(([r, c]): Cell => [r - 0.5, c - 0.5]);
      if (cells.length >= 2 && cells.every(([r, c]) => inGrid(r, c))) {
        rules.push({ type: lineRule, cells });
        continue;
      }
    }
    const grey = color === SCL_STYLE.thermo.toLowerCase();
    if (points !== undefined && grey && line.thickness === SCL_STYLE.betweenThickness && points.every(([r, c]) => isCentre(r) && isCentre(c))) {
      const cells = points.map(([r, c]): Cell => [r - 0.5, c - 0.5]);
      const first = cells[0];
      const last = cells.at(-1);
      if (first !== undefined && last !== undefined && cells.length >= 3 && cells.every(([r, c]) => inGrid(r, c))) {
        for (const end of [first, last]) findShape(overlays, usedOver, (s) => s.rounded === true && same(at(s), end));
        rules.push({ type: "between-line", cells });
        continue;
      }
    }
    if (points !== undefined && grey && line.thickness === SCL_STYLE.palindromeThickness && points.every(([r, c]) => isCentre(r) && isCentre(c))) {
      const cells = points.map(([r, c]): Cell => [r - 0.5, c - 0.5]);
      if (cells.length >= 2 && cells.every(([r, c]) => inGrid(r, c))) {
        rules.push({ type: "palindrome", cells });
        continue;
      }
    }
    if (points !== undefined && grey && points.every(([r, c]) => isCentre(r) && isCentre(c))) {
      const cells = points.map(([r, c]): Cell => [r - 0.5, c - 0.5]);
      const [br, bc] = cells[0] ?? [-1, -1];
      if (cells.length >= 2 && cells.every(([r, c]) => inGrid(r, c))) {
        findShape(underlays, usedUnder, (s) => s.rounded === true && same(at(s), [br, bc]));
        rules.push({ type: "thermometer", cells });
        continue;
      }
    }
    unsaid.push(`line ${i + 1} (a drawn line whose rule combo-sudoku cannot tell)`);
  }

  for (const [i, arrow] of arrows.entries()) {
    const points = pointsOf(arrow.wayPoints);
    const killer = points === undefined ? undefined : littleKiller(arrow, points, grids, size);
    if (killer !== undefined) {
      const k = findShape(overlays, usedOver, (s) => same(at(s), killer.clue) && /^\s*\d+\s*$/.test(String(s.text ?? "")));
      const sum = Number(String(overlays[k]?.text ?? "").trim());
      if (k >= 0 && sum >= 1) {
        // One cell (a corner alone) does not say which way the arrow points: the rule names it.
        const [r0 = 0, c0 = 0] = killer.cells[0] ?? [];
        const direction = littleKillerDirection([r0 - killer.clue[0], c0 - killer.clue[1]]);
        rules.push(
          killer.cells.length === 1 ? { type: "little-killer", cells: killer.cells, sum, direction } : { type: "little-killer", cells: killer.cells, sum },
        );
        continue;
      }
    }
    const cells = points?.map(([r, c]): Cell => [Math.floor(r), Math.floor(c)]);
    const [circle, ...rest] = cells ?? [];
    if (circle !== undefined && rest.length > 0 && [circle, ...rest].every(([r, c]) => inGrid(r, c))) {
      findShape(overlays, usedOver, (s) => s.rounded === true && same(at(s), circle));
      rules.push({ type: "arrow", circle, cells: rest });
    } else unsaid.push(`arrow ${i + 1} (not from a circle cell to cells of the grids)`);
  }

  for (const [i, shape] of overlays.entries()) {
    if (usedOver.has(i)) continue;
    const cell = at(shape);
    const text = shape.text === undefined ? "" : String(shape.text).trim();
    const fill = String(shape.backgroundColor ?? "").toLowerCase();
    if (cell !== undefined && !inGrid(cell[0], cell[1]) && text === "" && fill.startsWith("#fff")) continue; // a cover outside the grids
    if (text === "" && coversOutside(shape, inGrid)) continue;
    const [qr, qc] = Array.isArray(shape.center) ? shape.center : [];
    if (
      typeof qr === "number" &&
      typeof qc === "number" &&
      Number.isInteger(qr) &&
      Number.isInteger(qc) &&
      shape.rounded === true &&
      /^\d+(\s+\d+){0,3}$/.test(text)
    ) {
      const square: Cell[] = [
        [qr - 1, qc - 1],
        [qr - 1, qc],
        [qr, qc - 1],
        [qr, qc],
      ];
      const digits = text.split(/\s+/).map(Number);
      if (square.every(([r, c]) => inGrid(r, c)) && digits.every((d) => d >= 1 && d <= size)) {
        rules.push({ type: "quadruple", cells: square, digits });
        continue;
      }
    }
    // A sum at a cell's centre beside the end of one grid's row or column, on no grid: a sandwich clue.
    if (cell !== undefined && !inGrid(cell[0], cell[1]) && /^\d+$/.test(text)) {
      const lines = sandwichLinesAt(cell, grids, size);
      const [cells] = lines;
      if (lines.length === 1 && cells !== undefined) {
        rules.push({ type: "sandwich", cells, sum: Number(text) });
        continue;
      }
    }
    const pair = edgeCells(shape.center);
    if (pair !== undefined && pair.every(([r, c]) => inGrid(r, c))) {
      if (text === "X" || text === "V") {
        rules.push({ type: "xv", cells: pair, mark: text });
        continue;
      }
      // An inequality sign, its point at the smaller digit (edgeCells gives the top or left cell first).
      const [first, second] = pair;
      const across = first[0] === second[0];
      if ((across && (text === "<" || text === ">")) || (!across && (text === "∧" || text === "∨" || text === "^" || text === "v"))) {
        rules.push({ type: "inequality", cells: text === "<" || text === "∧" || text === "^" ? [first, second] : [second, first] });
        continue;
      }
      if (text === "" && shape.rounded === true && (fill === "#ffffff" || fill === "#000000")) {
        rules.push({ type: "kropki", cells: pair, color: fill === "#ffffff" ? "white" : "black" });
        continue;
      }
    }
    unsaid.push(`overlay ${i + 1} (a drawn shape${text === "" ? "" : ` "${text}"`} whose rule combo-sudoku cannot tell)`);
  }

  const regionCells = new Set(rules.flatMap((r) => (r.type === "region" ? r.cells.map(([a, b]) => `${a},${b}`) : [])));
  const odd: Cell[] = [];
  const even: Cell[] = [];
  for (const [i, shape] of underlays.entries()) {
    if (usedUnder.has(i)) continue;
    const cell = at(shape);
    const fill = String(shape.backgroundColor ?? "").toLowerCase();
    if (cell !== undefined && inGrid(cell[0], cell[1])) {
      if (shape.width === 1 && regionCells.has(`${cell[0]},${cell[1]}`)) continue; // a region's shading
      if (fill === SCL_STYLE.parity.toLowerCase() && shape.width === SCL_STYLE.paritySize) {
        (shape.rounded === true ? odd : even).push(cell);
        continue;
      }
    }
    unsaid.push(`underlay ${i + 1} (a shaded shape whose rule combo-sudoku cannot tell)`);
  }
  if (odd.length > 0) rules.push({ type: "odd", cells: odd });
  if (even.length > 0) rules.push({ type: "even", cells: even });

  for (const [id, which] of diagonals) {
    const g = grids.find((x) => x.id === id);
    if (g === undefined) continue;
    if (which.size === 2) rules.push({ type: "diagonal", grid: id });
    else for (const w of which) rules.push({ type: "region", cells: diagonalCells(g, size, w) });
  }
  // The same cells twice (a diagonal drawn and checked, or a region listed twice) say one rule.
  const unique = dedupe(rules);
  if (data.metadata?.antiknight === true) unique.push({ type: "anti-knight" });
  if (data.metadata?.antiking === true) unique.push({ type: "anti-king" });

  if (unsaid.length > 0 && options.lossy !== true) {
    throw new InvalidInputError(unsaid.map((what) => ({ file, message: `combo-sudoku cannot express ${what} (--lossy leaves it out)` })));
  }
  return { document: documentOf(grids, size, box, unique, canvas, title, author), dropped: unsaid };
}

/** The puzzle document: a built-in layout's name and grid ids when the grids have its shape, else inline. */
function documentOf(
  grids: GridPlacement[],
  size: number,
  box: Layout["box"] | undefined,
  rules: Rule[],
  canvas: string[],
  title: string | undefined,
  author: string | undefined,
): Puzzle {
  const builtin =
    size === 9 && box === undefined
      ? BUILTIN_LAYOUT_NAMES.find((name) => {
          const b = BUILTIN_LAYOUTS[name].grids;
          return b.length === grids.length && b.every((g) => grids.some((x) => x.row === g.row && x.col === g.col));
        })
      : undefined;
  let placed = grids;
  let named = rules;
  if (builtin !== undefined) {
    const ids = new Map(grids.map((g) => [g.id, BUILTIN_LAYOUTS[builtin].grids.find((b) => b.row === g.row && b.col === g.col)?.id ?? g.id]));
    placed = grids.map((g) => ({ ...g, id: ids.get(g.id) ?? g.id }));
    named = rules.map((r) => ("grid" in r && r.grid !== undefined ? { ...r, grid: ids.get(r.grid) ?? r.grid } : r));
  }
  const layout: Layout | string =
    builtin !== undefined && named.length === 0
      ? builtin
      : {
          name: builtin ?? "SudokuPad puzzle",
          ...(size === 9 ? {} : { size }),
          ...(box === undefined ? {} : { box }),
          grids: placed,
          ...(named.length === 0 ? {} : { rules: named }),
        };
  return {
    ...(title !== undefined && title.trim() !== "" ? { title: title.trim().slice(0, 200) } : {}),
    ...(author !== undefined && author.trim() !== "" ? { source: `SudokuPad, by ${author.trim()}`.slice(0, 2000) } : {}),
    layout,
    givens: canvas,
  };
}

/** One grid over the whole canvas, when it is square and of a size combo-sudoku has. */
function wholeCanvas(rows: number, cols: number): { size: number; grids: GridPlacement[]; unsaid: string[] } | undefined {
  return rows === cols && SIZES.includes(rows) ? { size: rows, grids: [{ id: "main", row: 0, col: 0 }], unsaid: [] } : undefined;
}

/**
 * The grids the row and column cages make: a grid of side n at (r, c) is n row cages starting at column c,
 * rows r..r+n-1, and n column cages starting at row r, columns c..c+n-1. Cages that make no grid are named.
 */
function gridsOfCages(cages: SclCage[]): { size: number; grids: GridPlacement[]; unsaid: string[] } | undefined {
  const unsaid: string[] = [];
  const across = new Set<string>();
  const down = new Set<string>();
  const lengths = new Map<number, number>();
  // How many times each row or column cage is written: write-scl.ts writes every grid's, a shared one twice.
  const counts = new Map<string, number>();
  for (const cage of cages) {
    const cells = cellsOf(cage.cells);
    if (cells === undefined || cells.length < 2) continue;
    const [r0, c0] = cells[0] ?? [0, 0];
    const n = cells.length;
    const isAcross = cells.every(([r, c], k) => r === r0 && c === c0 + k);
    const isDown = cells.every(([r, c], k) => c === c0 && r === r0 + k);
    if (isAcross) across.add(`${r0},${c0},${n}`);
    else if (isDown) down.add(`${r0},${c0},${n}`);
    else continue;
    const key = `${isAcross ? "a" : "d"}${r0},${c0},${n}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    lengths.set(n, (lengths.get(n) ?? 0) + 1);
  }
  const size = [...lengths.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (size === undefined || !SIZES.includes(size)) return undefined;
  const grids: GridPlacement[] = [];
  const used = new Set<string>();
  const starts = [...across].map((k) => k.split(",").map(Number) as [number, number, number]).filter(([, , n]) => n === size);
  starts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const candidates: [number, number][] = [];
  for (const [r, c] of starts) {
    if (candidates.some(([cr, cc]) => cr === r && cc === c)) continue;
    let whole = true;
    for (let k = 0; k < size && whole; k++) whole = across.has(`${r + k},${c},${size}`) && down.has(`${r},${c + k},${size}`);
    if (whole) candidates.push([r, c]);
  }
  for (const [r, c] of chooseGrids(candidates, size, counts)) {
    grids.push({ id: `g${grids.length + 1}`, row: r, col: c });
    for (let k = 0; k < size; k++) {
      used.add(`a${r + k},${c}`);
      used.add(`d${r},${c + k}`);
    }
  }
  if (grids.length === 0) return undefined;
  for (const k of across)
    if (!used.has(`a${k.split(",").slice(0, 2).join(",")}`)) unsaid.push(`a row cage at ${k.split(",").slice(0, 2).join(", ")} (0-based) outside the grids`);
  for (const k of down)
    if (!used.has(`d${k.split(",").slice(0, 2).join(",")}`)) unsaid.push(`a column cage at ${k.split(",").slice(0, 2).join(", ")} (0-based) outside the grids`);
  return { size, grids, unsaid };
}

/**
 * The grids among the candidates (squares whose rows and columns are all cages) that account for every
 * cage exactly as often as it is written (write-scl.ts writes each grid's own): without boxes, grids at
 * any offset can frame a square whose rows and columns all belong to other grids, which is no grid of the
 * puzzle. All the candidates when no such choice is found (a writer that lists a shared cage once) or the
 * search runs long.
 */
function chooseGrids(candidates: readonly [number, number][], size: number, counts: Map<string, number>): readonly [number, number][] {
  const keysOf = ([r, c]: readonly [number, number]): string[] =>
    Array.from({ length: size }, (_, k) => [`a${r + k},${c},${size}`, `d${r},${c + k},${size}`]).flat();
  const keys = new Set(candidates.flatMap(keysOf));
  const left = new Map([...keys].map((k) => [k, counts.get(k) ?? 0]));
  let steps = 0;
  const pick = (i: number, chosen: [number, number][]): [number, number][] | undefined => {
    if (++steps > 10_000) return undefined;
    const candidate = candidates[i];
    if (candidate === undefined) return [...left.values()].every((n) => n === 0) ? chosen : undefined;
    const own = keysOf(candidate);
    if (own.every((k) => (left.get(k) ?? 0) > 0)) {
      for (const k of own) left.set(k, (left.get(k) ?? 0) - 1);
      const found = pick(i + 1, [...chosen, candidate]);
      for (const k of own) left.set(k, (left.get(k) ?? 0) + 1);
      if (found !== undefined) return found;
    }
    return pick(i + 1, chosen);
  };
  return pick(0, []) ?? candidates;
}

/**
 * The box shape the regions give (undefined: the size's default; "none" when no grid has regions of its own), and a jigsaw rule for each grid whose
 * regions are not boxes; a region in no grid is named.
 */
function boxOf(regions: Cell[][], grids: GridPlacement[], size: number, rules: Rule[], unsaid: string[]): Layout["box"] | undefined {
  const cleaned = regions.map((r) => cellsOf(r) ?? []).filter((r) => r.length > 0);
  const inside = (g: GridPlacement, cells: Cell[]): boolean => cells.every(([r, c]) => r >= g.row && r < g.row + size && c >= g.col && c < g.col + size);
  for (const [i, cells] of cleaned.entries()) {
    if (!grids.some((g) => inside(g, cells))) unsaid.push(`region ${i + 1}: ${cells.length} cells in no one grid`);
  }
  // Each grid's own regions: `size` regions inside it that cover it (another grid's region may lie inside
  // it too, where two grids overlap: an exact cover leaves it out).
  const standard = DEFAULT_BOXES[size];
  const usualBox = (cells: Cell[], g: GridPlacement): boolean => standard !== undefined && same(boxShape(cells, g, size), [standard[0], standard[1]]);
  // write-scl.ts lists each grid's regions together, grid by grid in canvas order: taken as they stand when
  // they cover their grids so; else (another writer) each grid's by an exact cover.
  const blocks = grids.map((_, k) => cleaned.slice(k * size, (k + 1) * size));
  const inBlocks = cleaned.length === grids.length * size && grids.every((g, k) => covers(blocks[k] ?? [], g, size));
  const own = inBlocks
    ? blocks
    : grids.map((g) =>
        exactCover(
          cleaned.filter((cells) => inside(g, cells) && cells.length === size),
          g,
          size,
          usualBox,
        ),
      );
  // The box shape: the size's usual one wherever the grids may sit on it (so that a jigsaw of straight
  // lines is not taken for boxes), else the one the grids whose regions are boxes agree on.
  const fits = ([h, w]: [number, number]): boolean => grids.every((g) => g.row % h === 0 && g.col % w === 0);
  const shapes = own.flatMap((regions, k) => {
    const g = grids[k];
    const found = g === undefined ? [] : regions.map((cells) => boxShape(cells, g, size));
    const first = found[0];
    return first !== undefined && found.every((b) => b !== undefined && b[0] === first[0] && b[1] === first[1]) ? [first] : [];
  });
  const usual: [number, number] | undefined = standard === undefined ? undefined : [standard[0], standard[1]];
  const shape = usual !== undefined && fits(usual) ? usual : (shapes.find(fits) ?? usual);
  // No grid with regions of its own: grids without boxes (write-scl.ts writes none for them).
  const boxless = own.every((regions) => regions.length === 0);
  grids.forEach((g, k) => {
    if (boxless) return;
    const regions = own[k] ?? [];
    if (shape !== undefined && regions.length > 0 && regions.every((cells) => same(boxShape(cells, g, size), shape))) return;
    if (regions.length === size) {
      const letters = new Map<string, string>();
      regions.forEach((cells, n) => {
        for (const [r, c] of cells) letters.set(`${r},${c}`, "ABCDEFGHIJKLMNOP"[n] ?? "?");
      });
      const rows = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => letters.get(`${g.row + r},${g.col + c}`) ?? "?").join(""));
      rules.push({ type: "jigsaw", grid: g.id, regions: rows });
    } else unsaid.push(`the regions of grid ${g.id}: neither its boxes nor ${size} regions covering it (a grid without boxes)`);
  });
  // A region inside a grid that no grid took as a box or a jigsaw region still says its cells hold 1..size once.
  const taken = new Set(own.flatMap((regions) => regions.map(regionKey)));
  for (const cells of cleaned) {
    if (cells.length === size && grids.some((g) => inside(g, cells)) && !taken.has(regionKey(cells))) rules.push({ type: "region", cells });
  }
  if (boxless) return standard === undefined ? undefined : "none";
  return shape === undefined || standard === undefined || (shape[0] === standard[0] && shape[1] === standard[1])
    ? undefined
    : { rows: shape[0], cols: shape[1] };
}

/**
 * `size` of the regions that together cover the grid's cells once each (found by backtracking over the
 * first cell not yet covered; a grid has few regions), preferring the `preferred` ones (the usual boxes),
 * then the regions in the order given (a writer lists a grid's regions together); [] when none do.
 */
function exactCover(regions: Cell[][], g: GridPlacement, size: number, preferred: (cells: Cell[], g: GridPlacement) => boolean): Cell[][] {
  const ordered = [...regions].sort((a, b) => Number(preferred(b, g)) - Number(preferred(a, g)));
  const keys = ordered.map((cells) => new Set(cells.map(([r, c]) => `${r},${c}`)));
  const chosen: number[] = [];
  const covered = new Set<string>();
  const search = (): boolean => {
    let free: string | undefined;
    for (let r = 0; r < size && free === undefined; r++) {
      for (let c = 0; c < size && free === undefined; c++) if (!covered.has(`${g.row + r},${g.col + c}`)) free = `${g.row + r},${g.col + c}`;
    }
    if (free === undefined) return true;
    for (const [i, set] of keys.entries()) {
      if (chosen.includes(i) || !set.has(free) || [...set].some((k) => covered.has(k))) continue;
      chosen.push(i);
      for (const k of set) covered.add(k);
      if (search()) return true;
      chosen.pop();
      for (const k of set) covered.delete(k);
    }
    return false;
  };
  return search() ? chosen.map((i) => ordered[i] ?? []) : [];
}

/** A region's box shape [rows, cols] when it is a box aligned in the grid, else undefined. */
function boxShape(cells: Cell[], g: GridPlacement, size: number): [number, number] | undefined {
  // Loops, not Math.min(...cells): a region's cell count is the input's.
  let [top, left, bottom, right] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [r, c] of cells) {
    top = Math.min(top, r);
    bottom = Math.max(bottom, r);
    left = Math.min(left, c);
    right = Math.max(right, c);
  }
  const h = bottom - top + 1;
  const w = right - left + 1;
  if (h * w !== size || (top - g.row) % h !== 0 || (left - g.col) % w !== 0) return undefined;
  return [h, w];
}

function diagonalCells(g: GridPlacement, size: number, which: "down" | "up"): Cell[] {
  return Array.from({ length: size }, (_, i): Cell => (which === "down" ? [g.row + i, g.col + i] : [g.row + size - 1 - i, g.col + i]));
}

/** Whether the regions cover the grid's cells once each, `size` cells a region. */
function covers(regions: Cell[][], g: GridPlacement, size: number): boolean {
  const seen = new Set<string>();
  for (const cells of regions) {
    if (cells.length !== size) return false;
    for (const [r, c] of cells) {
      const key = `${r},${c}`;
      if (r < g.row || r >= g.row + size || c < g.col || c >= g.col + size || seen.has(key)) return false;
      seen.add(key);
    }
  }
  return seen.size === size * size;
}

function regionKey(cells: Cell[]): string {
  return cells
    .map(([r, c]) => `${r},${c}`)
    .sort()
    .join(" ");
}

/** Which main diagonal of the grid the cells are, if one. */
function diagonalOf(cells: Cell[], g: GridPlacement, size: number): "down" | "up" | undefined {
  if (cells.length !== size) return undefined;
  const has = new Set(cells.map(([r, c]) => `${r},${c}`));
  for (const which of ["down", "up"] as const) if (diagonalCells(g, size, which).every(([r, c]) => has.has(`${r},${c}`))) return which;
  return undefined;
}

/** Which diagonal of the grid a corner-to-corner line is, if one. */
function diagonalLine(points: [number, number][], g: GridPlacement, size: number): "down" | "up" | undefined {
  const key = points
    .map(([r, c]) => `${r},${c}`)
    .sort()
    .join(" ");
  const down = [`${g.row},${g.col}`, `${g.row + size},${g.col + size}`].sort().join(" ");
  const up = [`${g.row + size},${g.col}`, `${g.row},${g.col + size}`].sort().join(" ");
  return key === down ? "down" : key === up ? "up" : undefined;
}

/** The two cells side by side whose shared edge's middle is `center`, if it is one. */
function edgeCells(center: unknown): [Cell, Cell] | undefined {
  if (!Array.isArray(center)) return undefined;
  const [r, c] = center as unknown[];
  if (typeof r !== "number" || typeof c !== "number") return undefined;
  if (Number.isInteger(r) && isCentre(c))
    return [
      [r - 1, c - 0.5],
      [r, c - 0.5],
    ];
  if (isCentre(r) && Number.isInteger(c))
    return [
      [r - 0.5, c - 1],
      [r - 0.5, c],
    ];
  return undefined;
}

/**
 * A little killer's arrow as SudokuPad's decoder draws one (scl-rule-table.ts): thin, black, two points from
 * beside the centre of a clue's cell outside the grids towards the corner of a grid's cell; its clue's cell
 * and the diagonal it points along (to the edge of that cell's grid), or undefined when it is no such arrow
 * (or points along the diagonals of two grids).
 */
function littleKiller(arrow: SclLine, points: [number, number][], grids: GridPlacement[], size: number): { clue: Cell; cells: Cell[] } | undefined {
  const [from, to] = points;
  if (points.length !== 2 || from === undefined || to === undefined) return undefined;
  if (String(arrow.color ?? "").toLowerCase() !== SCL_STYLE.black.toLowerCase() || arrow.thickness !== SCL_STYLE.littleKillerArrow) return undefined;
  const dr = Math.sign(to[0] - from[0]);
  const dc = Math.sign(to[1] - from[1]);
  if (dr === 0 || dc === 0 || Math.abs(Math.abs(to[0] - from[0]) - Math.abs(to[1] - from[1])) > 1e-6) return undefined;
  const clue: Cell = [Math.floor(from[0]), Math.floor(from[1])];
  const onAGrid = grids.some((g) => clue[0] >= g.row && clue[0] < g.row + size && clue[1] >= g.col && clue[1] < g.col + size);
  const diagonals = littleKillerDiagonals(clue, [dr, dc], grids, size);
  const [cells] = diagonals;
  return !onAGrid && diagonals.length === 1 && cells !== undefined && cells.length >= 1 ? { clue, cells } : undefined;
}

/** Whether a white cover sits over cells outside the grids only (write-scl.ts's covers reach past their cell). */
function coversOutside(shape: SclShape, inGrid: (r: number, c: number) => boolean): boolean {
  const [r, c] = Array.isArray(shape.center) ? shape.center : [];
  const fill = String(shape.backgroundColor ?? "").toLowerCase();
  if (typeof r !== "number" || typeof c !== "number" || !fill.startsWith("#fff")) return false;
  const cell: Cell = [Math.floor(r), Math.floor(c)];
  return (shape.width ?? 0) <= 1.2 && (shape.height ?? 0) <= 1.2 && !inGrid(cell[0], cell[1]);
}

function isCentre(v: number): boolean {
  return Number.isFinite(v) && Math.abs(v - Math.floor(v) - 0.5) < 1e-9;
}

function same(a: Cell | undefined, b: Cell): boolean {
  return a !== undefined && a[0] === b[0] && a[1] === b[1];
}

/** A list's items; an item that is not an object (a stranger's file may hold anything) stands as {}. */
function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? value.map((item: unknown) => (typeof item === "object" && item !== null ? item : {}) as T) : [];
}

/** A list of [row, col] cells of whole numbers, or undefined. */
function cellsOf(value: unknown): Cell[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: Cell[] = [];
  for (const item of value) {
    if (!Array.isArray(item)) return undefined;
    const [r, c] = item as unknown[];
    if (typeof r !== "number" || typeof c !== "number" || !Number.isInteger(r) || !Number.isInteger(c) || r < 0 || c < 0) return undefined;
    out.push([r, c]);
  }
  return out;
}

/** Drawn points: pairs of finite numbers. */
function pointsOf(value: unknown): [number, number][] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: [number, number][] = [];
  for (const item of value) {
    if (!Array.isArray(item)) return undefined;
    const [r, c] = item as unknown[];
    if (typeof r !== "number" || typeof c !== "number" || !Number.isFinite(r) || !Number.isFinite(c)) return undefined;
    out.push([r, c]);
  }
  return out;
}

/** Rules without repeats (two identical rules say one). */
function dedupe(rules: Rule[]): Rule[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = JSON.stringify(r.type === "region" ? { ...r, cells: [...r.cells].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)) } : r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The given centre marks of the cells (`centremarks`, SudokuPad's given candidates) as candidates rules,
 * one for each set of digits; given corner marks (`pencilMarks`) say where a digit goes in SudokuPad's
 * convention, not what a cell holds, and are left unsaid.
 */
function givenMarks(cells: SclPuzzle["cells"], size: number, inGrid: (r: number, c: number) => boolean, unsaid: string[]): Rule[] {
  const byDigits = new Map<string, Cell[]>();
  cells.forEach((row, r) => {
    (Array.isArray(row) ? row : []).forEach((cell, c) => {
      const { centremarks, pencilMarks } = cell ?? {};
      if (Array.isArray(pencilMarks) && pencilMarks.length > 0) unsaid.push(`the given corner marks at row ${r + 1}, column ${c + 1}`);
      if (!Array.isArray(centremarks) || centremarks.length === 0) return;
      const digits = [...new Set(centremarks.map(Number))].sort((a, b) => a - b);
      if (!inGrid(r, c) || !digits.every((d) => Number.isInteger(d) && d >= 1 && d <= size)) {
        unsaid.push(`the given centre marks ${JSON.stringify(centremarks)} at row ${r + 1}, column ${c + 1}`);
        return;
      }
      const key = digits.join(",");
      const list = byDigits.get(key);
      if (list === undefined) byDigits.set(key, [[r, c]]);
      else list.push([r, c]);
    });
  });
  return [...byDigits].map(([key, list]): Rule => ({ type: "candidates", cells: list, digits: key.split(",").map(Number) }));
}
