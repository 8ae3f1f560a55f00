import type { DiagonalRule, GridPlacement, RegionRule, Rule } from "../../model/schemas.js";
import { littleKillerClue, littleKillerDirection, littleKillerStep } from "../../rules/little-killer.js";
import { sandwichClue, sandwichLinesAt } from "../../rules/sandwich.js";
import type { FpuzzlesPuzzle } from "./fpuzzles-types.js";
import { cellName, parseCellName } from "./fpuzzles-types.js";

/**
 * How each combo-sudoku rule maps onto f-puzzles, one entry per rule type, and how each f-puzzles constraint
 * key maps back. Adding a rule type to the layout schema makes `WRITE_RULE` fail to compile until its entry
 * is added ("unsupported" when f-puzzles cannot say it), so a rule is never silently dropped.
 *
 * The field forms of the variant constraints are those of two public programs that both read and write
 * f-puzzles JSON, and they agree:
 * - dclamage/SudokuSolver (the solver behind f-puzzles' own solver button), `SudokuSolver/SolverFactory.cs`:
 *   `CreateFromFPuzzles` reads and `ToFPuzzlesURL` writes `killercage` `{cells, value}` (value a string, absent
 *   for no sum), `thermometer` `{lines: [[cells, bulb first]]}`, `arrow` `{cells: [circle], lines: [[circle,
 *   ...arrow cells]]}`, `difference` (white dot; `value` absent for 1) and `ratio` (black dot; `value` absent for
 *   2) `{cells: [a, b]}`, `xv` `{cells: [a, b], value: "X" | "V"}`, `odd` / `even` `{cell}`, `antiknight`,
 *   `antiking` and `nonconsecutive` booleans ("f-puzzles only supports negative constraint for difference of
 *   1, which it calls nonconsecutive"), `negative: ["ratio", "xv"]` (all black dots / all X and V given: `kropki-all-dots` black, `xv-all-marks`),
 *   and a grid cell's `region` (0-based region index; its `FPuzzlesBoard.cs` declares the fields).
 *   Its newer `FPuzzlesBoard.cs` also declares `renban`, `whispers` (`{lines, value}`: `value` the least
 *   difference, absent for `(MAX_VALUE + 1) / 2`, WhispersConstraint.cs), `palindrome` and `betweenline`
 *   (`{lines}`), `disjointgroups` (a boolean), `quadruple` (`{cells, values: number[]}`), which
 *   `CreateFromFPuzzles` reads one constraint per line; `littlekillersum` (`{cell, direction, value}`: the
 *   clue's cell outside the grid, "R0C3" above column 3, and UL/UR/DL/DR, from which `LittleKillerConstraint`
 *   steps along the diagonal; an empty or "0" value is skipped), `sandwichsum` (`{cell, value}`, the cell
 *   outside the grid beside the row or column's end; an empty value is skipped), and `xsum` and `skyscraper` in the same form;
 *   `zipperline` (`{lines}`, ZipperLineConstraint.cs: a key of the solver's, f-puzzles' editor has no zipper line) and
 *   `regionsumline` (`{lines}`, RegionSumLinesConstraint.cs).
 * - SudokuPad/sudokutools `src/fpuzzlesdecoder.js`: `parse.killercage`, `parse.thermometer`, `parse.arrow`,
 *   `parse.difference`, `parse.ratio`, `parse.xv`, `parse.odd`, `parse.even`, `parse.antiknight`,
 *   `parse.antiking`, and `createBlankPuzzle` (a cell's `region`: absent = the standard box, a number = that
 *   region, `null` = no region).
 */

/** Writes one rule of the single grid `grid` into `out`. */
type RuleWriter<R extends Rule> = (rule: R, grid: GridPlacement, out: FpuzzlesPuzzle) => void;

type Part = Record<string, unknown>;

/** Appends `part` to the list under `key` of `out`. */
function add(out: FpuzzlesPuzzle, key: string, part: Part): void {
  const list = out[key];
  if (Array.isArray(list)) list.push(part);
  else out[key] = [part];
}

export const WRITE_RULE: { readonly [T in Rule["type"]]: RuleWriter<Extract<Rule, { type: T }>> | "unsupported" } = {
  diagonal: (_rule: DiagonalRule, _grid, out) => {
    out["diagonal+"] = true;
    out["diagonal-"] = true;
  },
  region: (rule: RegionRule, grid, out) => {
    out.extraregion ??= [];
    out.extraregion.push({ cells: names(rule.cells, grid) });
  },
  killer: (rule, grid, out) => add(out, "killercage", { cells: names(rule.cells, grid), ...(rule.sum === undefined ? {} : { value: String(rule.sum) }) }),
  jigsaw: (rule, _grid, out) => {
    // Region numbers 0..size-1 in the order the characters first appear, row by row.
    const index = new Map<string, number>();
    for (const ch of rule.regions.join("")) if (!index.has(ch)) index.set(ch, index.size);
    rule.regions.forEach((row, r) => {
      [...row].forEach((ch, c) => {
        const cell = out.grid[r]?.[c]; // a checked jigsaw rule has the grid's rows and columns
        if (cell !== undefined) cell.region = index.get(ch) ?? null; // every character was indexed above
      });
    });
  },
  thermometer: (rule, grid, out) => add(out, "thermometer", { lines: [names(rule.cells, grid)] }),
  arrow: (rule, grid, out) => add(out, "arrow", { cells: names([rule.circle], grid), lines: [names([rule.circle, ...rule.cells], grid)] }),
  kropki: (rule, grid, out) => add(out, rule.color === "white" ? "difference" : "ratio", { cells: names(rule.cells, grid) }),
  "kropki-all-dots": (rule, _grid, out) => {
    const colors = rule.colors ?? ["white", "black"];
    if (colors.includes("white")) out.nonconsecutive = true;
    if (colors.includes("black")) {
      const negative = Array.isArray(out.negative) ? out.negative : [];
      if (!negative.includes("ratio")) out.negative = [...negative, "ratio"];
    }
  },
  xv: (rule, grid, out) => add(out, "xv", { cells: names(rule.cells, grid), value: rule.mark }),
  odd: (rule, grid, out) => {
    for (const name of names(rule.cells, grid)) add(out, "odd", { cell: name });
  },
  even: (rule, grid, out) => {
    for (const name of names(rule.cells, grid)) add(out, "even", { cell: name });
  },
  "anti-knight": (_rule, _grid, out) => {
    out.antiknight = true;
  },
  "anti-king": (_rule, _grid, out) => {
    out.antiking = true;
  },
  "non-consecutive": (_rule, _grid, out) => {
    out.nonconsecutive = true;
  },
  renban: (rule, grid, out) => add(out, "renban", { lines: [names(rule.cells, grid)] }),
  // No value: the difference readers take by default, half the size rounded up (dclamage's WhispersConstraint).
  "german-whispers": (rule, grid, out) =>
    add(out, "whispers", { lines: [names(rule.cells, grid)], ...(rule.difference === undefined ? {} : { value: String(rule.difference) }) }),
  palindrome: (rule, grid, out) => add(out, "palindrome", { lines: [names(rule.cells, grid)] }),
  // f-puzzles' editor draws no zipper line; the key is the one dclamage's solver (behind its solver button) reads.
  zipper: (rule, grid, out) => add(out, "zipperline", { lines: [names(rule.cells, grid)] }),
  // f-puzzles has no chaos construction: its puzzles are set as a grid without regions and the rule in words.
  "chaos-construction": "unsupported",
  "region-sum-line": (rule, grid, out) => add(out, "regionsumline", { lines: [names(rule.cells, grid)] }),
  // f-puzzles has no rellik cage (nor does dclamage's solver declare one): a cage with "≠15" would read as no sum.
  rellik: "unsupported",
  // f-puzzles has no anti-taxicab flag (dclamage's solver's `taxi` is a command-line constraint of one fixed distance for every digit, another rule).
  "anti-taxicab": "unsupported",
  "between-line": (rule, grid, out) => add(out, "betweenline", { lines: [names(rule.cells, grid)] }),
  "disjoint-groups": (_rule, _grid, out) => {
    out.disjointgroups = true;
  },
  quadruple: (rule, grid, out) => add(out, "quadruple", { cells: names(rule.cells, grid), values: [...rule.digits] }),
  // The clue's cell outside the grid ("R0C3": row 0 is above it), the direction of the arrow, the sum as text;
  // `cells` (the diagonal) as f-puzzles itself writes it, which some readers use.
  "little-killer": (rule, grid, out) => {
    const [name = ""] = names([littleKillerClue(rule)], grid);
    add(out, "littlekillersum", {
      cell: name,
      cells: names(rule.cells, grid),
      direction: littleKillerDirection(littleKillerStep(rule)),
      value: String(rule.sum),
    });
  },
  // The clue's cell outside the grid ("R0C3" above column 3, "R3C10" right of row 3 on a 9x9 grid), the sum as text.
  sandwich: (rule, grid, out) => add(out, "sandwichsum", { cell: names([sandwichClue(rule.cells)], grid)[0] ?? "", value: String(rule.sum) }),
  // As a sandwich: the clue's cell outside the grid, the sum as text (dclamage's FPuzzlesBoard.cs `xsum`, `{cell, value}`).
  "x-sum": (rule, grid, out) => add(out, "xsum", { cell: names([sandwichClue(rule.cells)], grid)[0] ?? "", value: String(rule.sum) }),
  // The count as text at the clue's cell (FPuzzlesBoard.cs `skyscraper`, `{cell, value}`).
  skyscraper: (rule, grid, out) => add(out, "skyscraper", { cell: names([sandwichClue(rule.cells)], grid)[0] ?? "", value: String(rule.count) }),
  // f-puzzles has no key for these (neither its editor nor dclamage's FPuzzlesBoard.cs): left out by name.
  "hidden-skyscraper": "unsupported",
  "numbered-room": "unsupported",
  lunchbox: "unsupported",
  "xv-all-marks": (_rule, _grid, out) => {
    const negative = Array.isArray(out.negative) ? out.negative : [];
    if (!negative.includes("xv")) out.negative = [...negative, "xv"];
  },
  // f-puzzles has no inequality sign: a two-cell thermometer from the smaller cell says the same (setters use it so), and reads back as one.
  inequality: (rule, grid, out) => add(out, "thermometer", { lines: [names(rule.cells, grid)] }),
  // The pill's cells as the circle (f-puzzles' multi-cell circle is a pill), the line from the pill cell nearest the arrow.
  "pill-arrow": (rule, grid, out) => {
    const [ar = 0, ac = 0] = rule.cells[0] ?? [];
    const from = rule.pill.reduce((best, p) =>
      Math.hypot((p[0] ?? 0) - ar, (p[1] ?? 0) - ac) < Math.hypot((best[0] ?? 0) - ar, (best[1] ?? 0) - ac) ? p : best,
    );
    add(out, "arrow", { cells: names(rule.pill, grid), lines: [names([from, ...rule.cells], grid)] });
  },
  // f-puzzles' `clone` pairs two shapes, cell by cell: one part per shape after the first, each against the first.
  clone: (rule, grid, out) => {
    const [first = [], ...others] = rule.shapes;
    for (const shape of others) add(out, "clone", { cells: names(first, grid), cloneCells: names(shape, grid) });
  },
  // `entropicline` and `modularline` `{lines}`, one rule per line (dclamage's FPuzzlesBoard.cs declares both).
  "entropic-line": (rule, grid, out) => add(out, "entropicline", { lines: [names(rule.cells, grid)] }),
  "modular-line": (rule, grid, out) => add(out, "modularline", { lines: [names(rule.cells, grid)] }),
  // Neither f-puzzles nor the solvers that read its JSON (dclamage's FPuzzlesBoard.cs, SudokuPad's decoder) have a parity line.
  "parity-line": "unsupported",
  // Nor a lockout line (ISS's Lockout has no f-puzzles form either).
  "lockout-line": "unsupported",
  // Nor a sum line (dclamage's SumLinesConstraint is read from its own console syntax, not from f-puzzles JSON).
  "sum-line": "unsupported",
  // Nor counting circles: f-puzzles' circle is a drawing without meaning (read back as a cosmetic).
  "counting-circles": "unsupported",
  // Nor a value-indexing line (neither f-puzzles' editor nor dclamage's FPuzzlesBoard.cs declares one).
  "value-indexing": "unsupported",
  // One part per cell, as f-puzzles' editor keeps its indexer cells (dclamage's solver joins the parts' cells into one constraint).
  indexing: (rule, grid, out) => {
    for (const name of names(rule.cells, grid)) add(out, rule.index === "column" ? "columnindexer" : "rowindexer", { cells: [name] });
  },
  // Each cell's `givenPencilMarks` (sorted); a cell of two candidates rules keeps the digits both allow.
  candidates: (rule, grid, out) => {
    for (const [r = -1, c = -1] of rule.cells) {
      const cell = out.grid[r - grid.row]?.[c - grid.col];
      if (cell === undefined) continue; // a checked rule's cells are in the one grid
      const before = cell.givenPencilMarks;
      cell.givenPencilMarks = [...rule.digits].filter((d) => before === undefined || before.includes(d)).sort((a, b) => a - b);
    }
  },
};

/** What reading an f-puzzles constraint key gives: rules of the grid "main" at (0, 0), or why not. */
export type KeyReading =
  | { readonly rules: readonly Rule[] /** Parts combo-sudoku cannot say (refused, or left out with lossy). */; readonly unsaid?: readonly string[] }
  | { readonly problem: string };

type KeyReader = (value: unknown, puzzle: Readonly<FpuzzlesPuzzle>) => KeyReading;

/**
 * Readers of the f-puzzles constraint keys combo-sudoku can express, for the grid "main" at canvas (0, 0).
 * A key read here is consumed whole; `diagonal+` and `diagonal-` are read together (both: a diagonal rule;
 * one alone: a region rule of its nine cells, which says the same). `nonconsecutive` (every pair side by
 * side without a white dot is not consecutive) is the `non-consecutive` rule when the grid has no white dot,
 * else `kropki-all-dots` of the white dots; `negative: ["ratio"]` is `kropki-all-dots` of the black dots.
 */
export const READ_KEY: Readonly<Record<string, KeyReader>> = {
  "diagonal+": (value, puzzle) =>
    value !== true ? { rules: [] } : puzzle["diagonal-"] === true ? { rules: [] } : { rules: [diagonalRegion("+", sizeOf(puzzle))] },
  "diagonal-": (value, puzzle) =>
    value !== true
      ? { rules: [] }
      : puzzle["diagonal+"] === true
        ? { rules: [{ type: "diagonal", grid: "main" }] }
        : { rules: [diagonalRegion("-", sizeOf(puzzle))] },
  extraregion: (value, puzzle) =>
    eachPart(value, "extraregion", (part, i) => {
      const n = sizeOf(puzzle);
      const cells = cellsOf(part.cells, n);
      if (cells === undefined || cells.length !== n)
        return `extraregion ${i + 1} is not ${n === 9 ? "nine" : n} cells named ${range(n)} (combo-sudoku regions hold 1-${n} once)`;
      return { type: "region", cells };
    }),
  killercage: (value, puzzle) =>
    eachPart(value, "killercage", (part, i) => {
      const cells = cellsOf(part.cells, sizeOf(puzzle));
      if (cells === undefined || cells.length === 0) return `killercage ${i + 1}: its cells are not a list of ${range(sizeOf(puzzle))} names`;
      const sum = part.value;
      if (sum === undefined || sum === null || sum === "") return { type: "killer", cells };
      const n = Number(sum);
      if ((typeof sum !== "string" && typeof sum !== "number") || !Number.isInteger(n) || String(n) !== String(sum).trim()) {
        return { unsaid: `killercage ${i + 1} with the clue "${String(sum)}" (not a sum)` };
      }
      return { type: "killer", cells, sum: n };
    }),
  clone: (value, puzzle) => {
    // `{cells, cloneCells}`: cell j of one matches cell j of the other (dclamage's CloneConstraint). Parts with the same
    // `cells` are one rule of several shapes, as written above.
    const n = sizeOf(puzzle);
    const read = eachPart(value, "clone", (part, i) => {
      const cells = cellsOf(part.cells, n);
      const clone = cellsOf(part.cloneCells, n);
      if (cells === undefined || clone === undefined || cells.length === 0)
        return `clone ${i + 1}: its cells and cloneCells are not lists of ${range(n)} names`;
      if (cells.length !== clone.length)
        return `clone ${i + 1}: ${cells.length} cells and ${clone.length} cloneCells (a clone has as many cells as its original)`;
      return { type: "clone", shapes: [cells, clone] };
    });
    if ("problem" in read) return read;
    const rules: Rule[] = [];
    for (const rule of read.rules) {
      if (rule.type !== "clone") continue;
      const key = JSON.stringify(rule.shapes[0]);
      const same = rules.find((r) => r.type === "clone" && JSON.stringify(r.shapes[0]) === key);
      if (same?.type === "clone") for (const shape of rule.shapes.slice(1)) same.shapes.push(shape);
      else rules.push(rule);
    }
    return { rules, unsaid: read.unsaid ?? [] };
  },
  entropicline: (value, puzzle) => lines(value, "entropicline", sizeOf(puzzle), (line) => ({ type: "entropic-line", cells: line })),
  modularline: (value, puzzle) => lines(value, "modularline", sizeOf(puzzle), (line) => ({ type: "modular-line", cells: line })),
  thermometer: (value, puzzle) => lines(value, "thermometer", sizeOf(puzzle), (line) => ({ type: "thermometer", cells: line })),
  renban: (value, puzzle) => lines(value, "renban", sizeOf(puzzle), (line) => ({ type: "renban", cells: line })),
  palindrome: (value, puzzle) => lines(value, "palindrome", sizeOf(puzzle), (line) => ({ type: "palindrome", cells: line })),
  regionsumline: (value, puzzle) => lines(value, "regionsumline", sizeOf(puzzle), (line) => ({ type: "region-sum-line", cells: line })),
  zipperline: (value, puzzle) =>
    eachPartMany(value, "zipperline", (part, i) => {
      const read = lineRules(part, i, "zipperline", sizeOf(puzzle), (cells) => ({ type: "zipper", cells }));
      if (typeof read === "string") return read;
      return read.some((rule) => "cells" in rule && rule.cells.length < 3) ? { unsaid: `zipperline ${i + 1} of fewer than three cells` } : read;
    }),
  betweenline: (value, puzzle) =>
    eachPartMany(value, "betweenline", (part, i) => {
      const read = lineRules(part, i, "betweenline", sizeOf(puzzle), (cells) => ({ type: "between-line", cells }));
      if (typeof read === "string") return read;
      const short = read.findIndex((rule) => "cells" in rule && rule.cells.length < 3);
      return short < 0 ? read : { unsaid: `betweenline ${i + 1} of fewer than three cells (no cell between its circles)` };
    }),
  whispers: (value, puzzle) => {
    // A part's `value` is its least difference (dclamage's reader); the default, half the size rounded up, is German whispers.
    const n = sizeOf(puzzle);
    const least = Math.ceil(n / 2);
    return eachPartMany(value, "whispers", (part, i) => {
      const v = part.value;
      const absent = v === undefined || v === null || v === "";
      const given = absent ? least : Number(v);
      const number = typeof v === "string" || typeof v === "number";
      if (!absent && (!number || !Number.isInteger(given) || String(given) !== String(v).trim() || given < 1 || given > n - 1)) {
        return { unsaid: `whispers ${i + 1} with the difference "${String(v)}" (a whispers line's difference is 1 to ${n - 1} at this size)` };
      }
      const difference = given === least ? {} : { difference: given };
      return lineRules(part, i, "whispers", n, (cells) => ({ type: "german-whispers", cells, ...difference }));
    });
  },
  arrow: (value, puzzle) =>
    eachPartMany(value, "arrow", (part, i) => {
      const n = sizeOf(puzzle);
      const circle = cellsOf(part.cells, n);
      const center = circle?.[0];
      if (circle === undefined || center === undefined) return `arrow ${i + 1}: its circle cells are not a list of ${range(n)} names`;
      if (circle.length > 1) return pillArrows(part, i, circle, n);
      const inCircle = (p: [number, number]): boolean => p[0] === center[0] && p[1] === center[1];
      const ls = Array.isArray(part.lines) ? part.lines : undefined;
      const out: Rule[] = [];
      for (const line of ls ?? []) {
        const cells = cellsOf(line, n);
        if (cells === undefined) return `arrow ${i + 1}: a line is not a list of ${range(n)} names`;
        out.push({ type: "arrow", circle: center, cells: cells.filter((p) => !inCircle(p)) });
      }
      if (ls === undefined || out.length === 0) return `arrow ${i + 1} has no lines`;
      return out;
    }),
  difference: (value, puzzle) => dots(value, "difference", sizeOf(puzzle), "1", "white"),
  ratio: (value, puzzle) => dots(value, "ratio", sizeOf(puzzle), "2", "black"),
  xv: (value, puzzle) =>
    eachPart(value, "xv", (part, i) => {
      const cells = cellsOf(part.cells, sizeOf(puzzle));
      if (cells === undefined || cells.length !== 2) return `xv ${i + 1} is not two cells named ${range(sizeOf(puzzle))}`;
      // No value: nothing drawn (dclamage's reader skips it too).
      if (part.value === undefined || part.value === null || part.value === "") return [];
      const mark = typeof part.value === "string" ? part.value.toUpperCase() : "";
      if (mark !== "X" && mark !== "V") return { unsaid: `xv ${i + 1} with the value "${String(part.value)}" (not X or V)` };
      return { type: "xv", cells, mark };
    }),
  odd: (value, puzzle) => parity(value, sizeOf(puzzle), "odd"),
  columnindexer: (value, puzzle) => indexers(value, sizeOf(puzzle), "column"),
  rowindexer: (value, puzzle) => indexers(value, sizeOf(puzzle), "row"),
  even: (value, puzzle) => parity(value, sizeOf(puzzle), "even"),
  quadruple: (value, puzzle) =>
    eachPart(value, "quadruple", (part, i) => {
      const n = sizeOf(puzzle);
      const cells = cellsOf(part.cells, n);
      if (cells === undefined || cells.length !== 4) return `quadruple ${i + 1} is not four cells named ${range(n)}`;
      const values = Array.isArray(part.values) ? part.values.map(Number) : [];
      if (values.length === 0 || values.length > 4 || !values.every((d) => Number.isInteger(d) && d >= 1 && d <= n)) {
        return { unsaid: `quadruple ${i + 1} with the values ${JSON.stringify(part.values)} (one to four digits 1-${n})` };
      }
      return { type: "quadruple", cells, digits: values };
    }),
  littlekillersum: (value, puzzle) =>
    eachPart(value, "littlekillersum", (part, i) => {
      const n = sizeOf(puzzle);
      const clue = parseClueName(part.cell, n);
      const step = typeof part.direction === "string" ? DIRECTIONS[part.direction.toUpperCase()] : undefined;
      if (clue === undefined || step === undefined)
        return `littlekillersum ${i + 1}: its cell is not named R0C0..R${n + 1}C${n + 1} or its direction is not UL, UR, DL or DR`;
      const v = part.value;
      // No clue (or 0, which dclamage's reader skips too): nothing to say.
      if (v === undefined || v === null || v === "" || String(v) === "0") return [];
      const sum = Number(v);
      if ((typeof v !== "string" && typeof v !== "number") || !Number.isInteger(sum) || String(sum) !== String(v).trim() || sum < 1) {
        return { unsaid: `littlekillersum ${i + 1} with the clue "${String(v)}" (not a sum)` };
      }
      const inGrid = ([r, c]: [number, number]): boolean => r >= 0 && r < n && c >= 0 && c < n;
      if (inGrid(clue)) return { unsaid: `littlekillersum ${i + 1} with its clue at ${String(part.cell)}, inside the grid` };
      const cells: [number, number][] = [];
      for (let p: [number, number] = [clue[0] + step[0], clue[1] + step[1]]; inGrid(p); p = [p[0] + step[0], p[1] + step[1]]) cells.push(p);
      if (cells.length === 0) return { unsaid: `littlekillersum ${i + 1} whose arrow at ${String(part.cell)} points along no diagonal of the grid` };
      // One cell (a corner alone) does not say which way the arrow points: the rule names it.
      return cells.length === 1 ? { type: "little-killer", cells, sum, direction: littleKillerDirection(step) } : { type: "little-killer", cells, sum };
    }),
  sandwichsum: (value, puzzle) =>
    eachPart(value, "sandwichsum", (part, i) => {
      const n = sizeOf(puzzle);
      const clue = parseClueName(part.cell, n);
      if (clue === undefined) return `sandwichsum ${i + 1}: its cell is not named R0C1..R${n + 1}C${n}`;
      const v = part.value;
      // No clue: nothing to say (dclamage's reader skips it too); 0 is a clue (1 and the largest digit side by side).
      if (v === undefined || v === null || v === "") return [];
      const sum = Number(v);
      if ((typeof v !== "string" && typeof v !== "number") || !Number.isInteger(sum) || String(sum) !== String(v).trim() || sum < 0) {
        return { unsaid: `sandwichsum ${i + 1} with the clue "${String(v)}" (not a sum)` };
      }
      const [cells] = sandwichLinesAt(clue, [{ row: 0, col: 0 }], n);
      if (cells === undefined) return { unsaid: `sandwichsum ${i + 1} with its clue at ${String(part.cell)}, not beside a row or column` };
      return { type: "sandwich", cells, sum };
    }),
  xsum: (value, puzzle) =>
    eachPart(value, "xsum", (part, i) => {
      const n = sizeOf(puzzle);
      const clue = parseClueName(part.cell, n);
      if (clue === undefined) return `xsum ${i + 1}: its cell is not named R0C1..R${n + 1}C${n}`;
      const v = part.value;
      // No clue: nothing to say (dclamage's reader skips it too).
      if (v === undefined || v === null || v === "") return [];
      const sum = Number(v);
      if ((typeof v !== "string" && typeof v !== "number") || !Number.isInteger(sum) || String(sum) !== String(v).trim() || sum < 1) {
        return { unsaid: `xsum ${i + 1} with the clue "${String(v)}" (not a sum)` };
      }
      const [cells] = sandwichLinesAt(clue, [{ row: 0, col: 0 }], n);
      if (cells === undefined) return { unsaid: `xsum ${i + 1} with its clue at ${String(part.cell)}, not beside a row or column` };
      return { type: "x-sum", cells, sum };
    }),
  skyscraper: (value, puzzle) =>
    eachPart(value, "skyscraper", (part, i) => {
      const n = sizeOf(puzzle);
      const clue = parseClueName(part.cell, n);
      if (clue === undefined) return `skyscraper ${i + 1}: its cell is not named R0C1..R${n + 1}C${n}`;
      const v = part.value;
      if (v === undefined || v === null || v === "") return [];
      const count = Number(v);
      if ((typeof v !== "string" && typeof v !== "number") || !Number.isInteger(count) || String(count) !== String(v).trim() || count < 1) {
        return { unsaid: `skyscraper ${i + 1} with the clue "${String(v)}" (not a count)` };
      }
      const [cells] = sandwichLinesAt(clue, [{ row: 0, col: 0 }], n);
      if (cells === undefined) return { unsaid: `skyscraper ${i + 1} with its clue at ${String(part.cell)}, not beside a row or column` };
      return { type: "skyscraper", cells, count };
    }),
  disjointgroups: (value) => (value === true ? { rules: [{ type: "disjoint-groups" }] } : { rules: [] }),
  antiknight: (value) => (value === true ? { rules: [{ type: "anti-knight" }] } : { rules: [] }),
  antiking: (value) => (value === true ? { rules: [{ type: "anti-king" }] } : { rules: [] }),
  // f-puzzles says "all white dots given" as nonconsecutive, and "all black dots given" as negative: ["ratio"].
  nonconsecutive: (value, puzzle) => {
    if (value !== true) return { rules: [] };
    if (negativeOf(puzzle).includes("ratio")) return { rules: [{ type: "kropki-all-dots" }] };
    if (isPresentList(puzzle.difference)) return { rules: [{ type: "kropki-all-dots", colors: ["white"] }] };
    return { rules: [{ type: "non-consecutive" }] };
  },
  negative: (value, puzzle) => {
    if (!Array.isArray(value)) return { problem: "negative is not a list" };
    const rules: Rule[] = value.includes("ratio") && puzzle.nonconsecutive !== true ? [{ type: "kropki-all-dots", colors: ["black"] }] : [];
    if (value.includes("xv")) rules.push({ type: "xv-all-marks" });
    const unsaid = value.filter((what) => what !== "ratio" && what !== "xv").map((what) => `negative "${String(what)}" (every ${String(what)} clue given)`);
    return { rules, unsaid };
  },
};

/**
 * An f-puzzles arrow whose circle is several cells: a pill, its cells in reading order, each line from it an
 * arrow (its cells but the pill's). A pill of more than three cells, not in one row or column, or on a
 * grid of digits above 9 (a pill reads decimal digits) is refused.
 */
function pillArrows(part: Part, i: number, circle: [number, number][], size: number): Rule[] | { unsaid: string } | string {
  const pill = [...circle].sort(([r1, c1], [r2, c2]) => r1 - r2 || c1 - c2);
  const [r0, c0] = pill[0] ?? [0, 0];
  const straight = pill.every(([r, c], j) => (r === r0 && c === c0 + j) || (c === c0 && r === r0 + j));
  if (pill.length > 3 || !straight || size > 9) {
    return { unsaid: `arrow ${i + 1} with a ${pill.length}-cell circle (a pill of two or three cells in a row or column, on digits 1-9, is read)` };
  }
  const inPill = (p: [number, number]): boolean => pill.some(([r, c]) => p[0] === r && p[1] === c);
  const ls = Array.isArray(part.lines) ? part.lines : [];
  const out: Rule[] = [];
  for (const line of ls) {
    const cells = cellsOf(line, size);
    if (cells === undefined) return `arrow ${i + 1}: a line is not a list of ${range(size)} names`;
    out.push({ type: "pill-arrow", pill, cells: cells.filter((p) => !inPill(p)) });
  }
  return out.length === 0 ? `arrow ${i + 1} has no lines` : out;
}

function negativeOf(puzzle: Readonly<FpuzzlesPuzzle>): unknown[] {
  return Array.isArray(puzzle.negative) ? puzzle.negative : [];
}

/** Top-level keys that carry no constraint: read elsewhere (size, grid, title) or metadata ignored. */
export const NON_CONSTRAINT_KEYS: ReadonlySet<string> = new Set([
  "size",
  "grid",
  "title",
  "author",
  "ruleset",
  "solution",
  "disabledlogic",
  "truecandidatesoptions",
]);

/** Whether an f-puzzles constraint value actually constrains anything (`false` and `[]` do not). */
export function isPresent(value: unknown): boolean {
  return !(value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0));
}

function isPresentList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

function diagonalRegion(which: "+" | "-", size: number): RegionRule {
  const cells: [number, number][] = [];
  for (let i = 0; i < size; i++) cells.push(which === "-" ? [i, i] : [i, size - 1 - i]);
  return { type: "region", cells };
}

/** The grid side of a puzzle whose size the reader has already checked (fromFpuzzles). */
function sizeOf(puzzle: Readonly<FpuzzlesPuzzle>): number {
  return typeof puzzle.size === "number" ? puzzle.size : 9;
}

/** The range of cell names of a size x size grid, for messages: "R1C1..R6C6". */
function range(size: number): string {
  return `R1C1..R${size}C${size}`;
}

/** "R1C1" names of canvas cells, relative to the grid's corner. */
function names(cells: readonly (readonly number[])[], grid: GridPlacement): string[] {
  return cells.map(([r = 0, c = 0]) => cellName(r - grid.row, c - grid.col)); // [row, col] pairs (the schema)
}

/** The diagonal steps [dr, dc] of f-puzzles' little killer directions (up is row - 1). */
const DIRECTIONS: Readonly<Record<string, [number, number]>> = { UL: [-1, -1], UR: [-1, 1], DL: [1, -1], DR: [1, 1] };

/**
 * The 0-based [row, col] of a clue's cell of a size x size grid, which may lie one row or column outside it
 * ("R0C3" above column 3, "R10C3" below it on a 9x9 grid: row -1 and row 9), or undefined.
 */
function parseClueName(name: unknown, size: number): [number, number] | undefined {
  const m = typeof name === "string" ? /^R([0-9]{1,2})C([0-9]{1,2})$/i.exec(name) : null;
  if (m === null) return undefined;
  const r = Number(m[1]);
  const c = Number(m[2]);
  return r > size + 1 || c > size + 1 ? undefined : [r - 1, c - 1];
}

/** The 0-based cells of a list of "R1C1" names of a size x size grid, or undefined when it is not one. */
function cellsOf(value: unknown, size: number): [number, number][] | undefined {
  if (!Array.isArray(value)) return undefined;
  const cells = value.map((name) => parseCellName(name, size));
  return cells.every((p) => p !== undefined) ? (cells as [number, number][]) : undefined;
}

/** One part's reading: a rule (or several), a problem (a string: the input is malformed), or what cannot be said. */
type PartReading = Rule | Rule[] | string | { readonly unsaid: string };

/** Reads each part of a constraint list; the first malformed part is the problem. */
function eachPartMany(value: unknown, key: string, read: (part: Part, i: number) => PartReading): KeyReading {
  if (!Array.isArray(value)) return { problem: `${key} is not a list` };
  const rules: Rule[] = [];
  const unsaid: string[] = [];
  for (const [i, part] of value.entries()) {
    if (typeof part !== "object" || part === null || Array.isArray(part)) return { problem: `${key} ${i + 1} is not an object` };
    const got = read(part as Part, i);
    if (typeof got === "string") return { problem: got };
    if (Array.isArray(got)) for (const rule of got) rules.push(rule);
    else if ("unsaid" in got) unsaid.push(got.unsaid);
    else rules.push(got);
  }
  return { rules, unsaid };
}

const eachPart = eachPartMany;

/** Thermometer-like parts: `{ lines: [[names]] }`, one rule per line. */
function lines(value: unknown, key: string, size: number, rule: (cells: [number, number][]) => Rule): KeyReading {
  return eachPartMany(value, key, (part, i) => lineRules(part, i, key, size, rule));
}

/** The rules of one thermometer-like part, one per line, or the problem. */
function lineRules(part: Part, i: number, key: string, size: number, rule: (cells: [number, number][]) => Rule): Rule[] | string {
  if (!Array.isArray(part.lines) || part.lines.length === 0) return `${key} ${i + 1} has no lines`;
  const out: Rule[] = [];
  for (const line of part.lines) {
    const cells = cellsOf(line, size);
    if (cells === undefined) return `${key} ${i + 1}: a line is not a list of ${range(size)} names`;
    out.push(rule(cells));
  }
  return out;
}

/** Kropki dots: `difference` (white, value 1) and `ratio` (black, value 2); other values are other dots. */
function dots(value: unknown, key: string, size: number, standard: string, color: "white" | "black"): KeyReading {
  return eachPart(value, key, (part, i) => {
    const cells = cellsOf(part.cells, size);
    if (cells === undefined || cells.length !== 2) return `${key} ${i + 1} is not two cells named ${range(size)}`;
    const v = part.value;
    if (!(v === undefined || v === null || v === "" || String(v) === standard)) {
      return { unsaid: `${key} ${i + 1} with the value ${String(v)} (kropki dots are ${key === "ratio" ? "1:2" : "difference 1"})` };
    }
    return { type: "kropki", cells, color };
  });
}

/**
 * `columnindexer` / `rowindexer`: `[{ cells }]` (f-puzzles writes a part per cell, dclamage's solver one of
 * them all), read as one indexing rule of all their cells, each once. dclamage's ColIndexerConstraint is
 * column indexing: the cell at row i, column j holding v says the cell at row i, column v holds j.
 */
function indexers(value: unknown, size: number, index: "column" | "row"): KeyReading {
  const key = `${index}indexer`;
  const seen = new Set<string>();
  const cells: [number, number][] = [];
  const read = eachPart(value, key, (part, i) => {
    const got = cellsOf(part.cells, size);
    if (got === undefined || got.length === 0) return `${key} ${i + 1} is not a list of cells named ${range(size)}`;
    for (const [r, c] of got) {
      if (seen.has(`${r},${c}`)) continue;
      seen.add(`${r},${c}`);
      cells.push([r, c]);
    }
    return [];
  });
  if ("problem" in read) return read;
  return { rules: cells.length === 0 ? [] : [{ type: "indexing", index, cells }] };
}

/** `odd` / `even`: `[{ cell }]`, read as one rule of all their cells. */
function parity(value: unknown, size: number, type: "odd" | "even"): KeyReading {
  const read = eachPart(value, type, (part, i) => {
    const cell = parseCellName(part.cell, size);
    if (cell === undefined) return `${type} ${i + 1}: its cell is not named ${range(size)}`;
    return { type, cells: [cell] };
  });
  if ("problem" in read) return read;
  // One rule of the distinct cells (a cell listed twice, as two rules of ours may write it, is one cell).
  const seen = new Set<string>();
  const cells: [number, number][] = [];
  for (const rule of read.rules) {
    if (rule.type !== type) continue;
    for (const [r = 0, c = 0] of rule.cells) {
      // [row, col] pairs (the schema)
      if (seen.has(`${r},${c}`)) continue;
      seen.add(`${r},${c}`);
      cells.push([r, c]);
    }
  }
  return { rules: cells.length === 0 ? [] : [{ type, cells }] };
}
