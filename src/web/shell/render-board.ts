import { digitChar } from "../../model/digit-chars.js";
import { gridShape } from "../../model/grid-size.js";
import type { Layout } from "../../model/schemas.js";
import type { BoardView, CellView } from "../board-view.js";
import { markDigits } from "../board-view.js";
import { rulePictures } from "../rule-pictures.js";

/** Pixel size of a cell: kept in step with --cell in style.css (read from it at start-up). */
export interface BoardMetrics {
  readonly cell: number;
}

/**
 * Extra marks on cells that are the shell's, not the document's: the selection and the other cells with
 * its digit, region picking, wrong entries.
 */
export interface CellMarks {
  /** The selected cells (canvas keys). */
  readonly selected: ReadonlySet<string>;
  /** The cell the arrow keys move from (canvas key). */
  readonly cursor?: string;
  /** The selected cell's digit (0: none): cells holding it are highlighted, as paper solvers scan for one. */
  readonly sameDigit: number;
  readonly pending: ReadonlySet<string>;
  readonly wrong: ReadonlySet<string>;
  /** The cells of a hint's or an explained step's pattern and targets. */
  readonly hint: ReadonlySet<string>;
  /** Small digits drawn in empty cells (the true candidates), as masks by canvas key. */
  readonly candidates?: ReadonlyMap<string, number>;
  /** Small digits drawn struck through (a hint's eliminations), as masks by canvas key. */
  readonly struck?: ReadonlyMap<string, number>;
}

/**
 * The small digits of a cell, each at its place in a square of ceil(sqrt(size)) columns (1 top left, as
 * pencil marks are written on paper); struck ones crossed out. Test contract: data-candidates and
 * data-struck on the cell hold them as digits ("136").
 */
function smallDigits(doc: Document, size: number, shown: number, struck: number): HTMLElement {
  const box = doc.createElement("div");
  box.className = "small-digits";
  const cols = Math.ceil(Math.sqrt(size));
  box.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
  for (let d = 1; d <= size; d++) {
    const bit = 1 << (d - 1);
    if (((shown | struck) & bit) === 0) continue;
    const span = doc.createElement("span");
    span.textContent = digitChar(d);
    span.style.gridColumn = String(((d - 1) % cols) + 1);
    span.style.gridRow = String(Math.floor((d - 1) / cols) + 1);
    if ((struck & bit) !== 0) span.className = "struck";
    box.append(span);
  }
  return box;
}

/**
 * The smallest text on the board's pictures, in CSS pixels: a cage's sum stays readable on a phone's
 * overview of a samurai (17-pixel cells, where a quarter of the cell is 4 pixels), as SudokuPad keeps its
 * sums; from 38-pixel cells up the sum is a quarter of the cell, as the CLI draws it.
 */
const MIN_TEXT = 9;

/** The colour pad's colours, 1..9, as style.css paints one colour (.cell[data-colour="1"] ...). */
const PALETTE = ["#f4a5a5", "#f7c98b", "#f5ea8a", "#a9dd9b", "#98d3e8", "#a7b4f0", "#d4a9ec", "#c8c8c8", "#7d7d7d"];

/** What a drawn board was built from: while these stay the same, only cells that changed are redrawn. */
interface Drawn {
  readonly draw: boolean;
  readonly layout: Layout;
  readonly s: number;
  readonly originRow: number;
  readonly originCol: number;
  readonly rows: number;
  readonly cols: number;
  /**
   * Each cell's element, the signature of what it shows and its canvas key, in the view's order of cells
   * (the same layout and frame: the same cells in the same order), so that a keypress finds each by index.
   */
  readonly cells: readonly { readonly el: HTMLElement; sig: string; readonly key: string; readonly sum: boolean }[];
}

/**
 * The cells holding a cage's sum: the first cell in reading order of each killer cage with a sum (or rellik cage), where
 * rules/killer/svg.ts draws it (canvas keys).
 */
function sumCells(layout: Layout): Set<string> {
  const out = new Set<string>();
  for (const rule of layout.rules ?? []) {
    if ((rule.type !== "killer" && rule.type !== "rellik") || rule.sum === undefined) continue;
    const [r = 0, c = 0] = [...rule.cells].sort(([ar = 0, ac = 0], [br = 0, bc = 0]) => ar - br || ac - bc)[0] ?? [];
    out.add(`${r},${c}`);
  }
  return out;
}

/** The grids whose boxes have lines: none without boxes; a jigsaw grid's boxes give way to its regions (as the CLI's pictures draw them). */
function boxedGrids(layout: Layout, hasBoxes: boolean): Layout["grids"] {
  if (!hasBoxes) return [];
  const jigsaw = new Set((layout.rules ?? []).flatMap((rule) => (rule.type === "jigsaw" ? [rule.grid] : [])));
  return layout.grids.filter((g) => !jigsaw.has(g.id));
}

const drawn = new WeakMap<HTMLElement, Drawn>();

/**
 * Everything a cell's element shows besides its place, as one string: equal strings, equal elements. Made
 * for every cell at every keypress (a sumo's 1,053), so one template, not an array joined.
 */
function cellSignature(cell: CellView, marks: CellMarks, k: string): string {
  const selected = marks.selected.has(k);
  const same = marks.sameDigit !== 0 && cell.digit === marks.sameDigit && !selected;
  const errors = cell.errors.length === 0 ? "" : cell.errors.join("\n");
  return `${cell.digit}|${cell.kind}|${cell.marks}|${cell.corner}|${cell.colour}|${cell.shared}|${cell.rule}|${errors}|${selected}|${same}|${marks.cursor === k}|${marks.pending.has(k)}|${marks.wrong.has(k)}|${marks.hint.has(k)}|${marks.candidates?.get(k) ?? 0}|${marks.struck?.get(k) ?? 0}`;
}

/** Sets an attribute, or removes it when the value is undefined; only when it differs (a write restyles the cell). */
function attr(el: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** A new cell element at its place, filled as fillCell fills it. */
function cellElement(doc: Document, cell: CellView, marks: CellMarks, k: string, size: number, left: number, top: number, sum: boolean): HTMLElement {
  const el = doc.createElement("div");
  el.id = `cell-${cell.row}-${cell.col}`;
  el.setAttribute("role", "gridcell");
  el.dataset.row = String(cell.row + 1);
  el.dataset.col = String(cell.col + 1);
  el.style.left = `${left}px`;
  el.style.top = `${top}px`;
  fillCell(el, cell, marks, k, size, sum);
  return el;
}

/**
 * Writes what a cell shows into its element (see renderBoard for the test contract): its classes, state
 * attributes, colours and content. The element keeps its place: a keypress changes a cell's element in place,
 * so that the board's layout (a thousand positioned cells on a sumo) is not redone around a new one.
 */
function fillCell(el: HTMLElement, cell: CellView, marks: CellMarks, k: string, size: number, sum: boolean): void {
  const doc = el.ownerDocument;
  const selected = marks.selected.has(k);
  const same = marks.sameDigit !== 0 && cell.digit === marks.sameDigit && !selected;
  const className = `cell${cell.shared ? " shared" : ""}${cell.rule ? " rule" : ""}${same ? " same-digit" : ""}${selected ? " selected" : ""}${marks.cursor === k ? " cursor" : ""}${sum ? " cage-sum" : ""}`;
  if (el.className !== className) el.className = className;
  attr(el, "aria-selected", String(selected));
  attr(el, "data-value", cell.digit === 0 ? "" : digitChar(cell.digit));
  attr(el, "data-given", cell.kind === "given" ? "" : undefined);
  attr(el, "data-entry", cell.kind === "entry" ? "" : undefined);
  attr(el, "data-solution", cell.kind === "solution" ? "" : undefined);
  attr(el, "data-corner", markDigits(cell.corner));
  attr(el, "data-centre", markDigits(cell.marks));
  // Several colours: their numbers, space-separated, and the cell in slices of them, as SudokuPad draws it.
  const colours = markDigits(cell.colour).split("");
  attr(el, "data-colour", colours.join(" "));
  const share = 100 / colours.length;
  const slices =
    colours.length > 1
      ? `conic-gradient(from 45deg, ${colours.map((c, i) => `${PALETTE[Number(c) - 1] ?? "#c8c8c8"} ${i * share}% ${(i + 1) * share}%`).join(", ")})`
      : "";
  if (el.style.background !== slices) el.style.background = slices;
  const errors = cell.errors.length > 0 ? cell.errors.join("\n") : undefined;
  attr(el, "data-error", errors);
  attr(el, "title", errors);
  attr(el, "data-pending", marks.pending.has(k) ? "" : undefined);
  attr(el, "data-wrong", marks.wrong.has(k) ? "" : undefined);
  attr(el, "data-hint", marks.hint.has(k) ? "" : undefined);
  attr(
    el,
    "aria-label",
    `row ${cell.row + 1}, column ${cell.col + 1}: ${cell.digit === 0 ? "empty" : `${digitChar(cell.digit)}${cell.kind === "given" ? ", given" : ""}`}`,
  );
  const shown = cell.digit === 0 ? (marks.candidates?.get(k) ?? 0) : 0;
  const struck = cell.digit === 0 ? (marks.struck?.get(k) ?? 0) : 0;
  attr(el, "data-candidates", shown === 0 ? undefined : markDigits(shown));
  attr(el, "data-struck", struck === 0 ? undefined : markDigits(struck));
  if (cell.digit !== 0) {
    // In a span of its own, stacked above the rules' pictures (lines, circles) that lie over the cell's
    // colour: a line runs under the digit, as SudokuPad draws it. Its text changed in place when it is there.
    const text = digitChar(cell.digit);
    const first = el.firstElementChild;
    if (el.childElementCount === 1 && first instanceof HTMLSpanElement && first.className === "digit") {
      if (first.textContent !== text) first.textContent = text;
    } else {
      const digit = doc.createElement("span");
      digit.className = "digit";
      digit.textContent = text;
      el.replaceChildren(digit);
    }
  } else if ((shown | struck) !== 0) el.replaceChildren(smallDigits(doc, size, shown, struck));
  else if (el.firstChild !== null) el.replaceChildren();
}

/**
 * Draws the view into the board element: one element per cell, box lines, one SVG group per rule, and in
 * Draw mode the grid outlines with a drag label and the empty box slots.
 *
 * Built whole when the layout, the cell size or the view's frame changed, and always in Draw mode (whose
 * grid drags and ghost outline count on a fresh board); otherwise only the cells whose signature changed
 * are written again, in place (fillCell). Rebuilding all of a samurai's 369 cells and their style and
 * layout on every keypress was most of the time from a key to its digit on screen; replacing a changed
 * cell's element still laid the whole board out again around the new one.
 *
 * The page's test contract (docs/web.md, "Test contract"), kept stable: every cell has data-row and data-col
 * (1-based canvas), data-value (its digit, "" when empty), data-corner and data-centre (pencil marks as
 * digits, "" when none), data-colour ("1".."9"; several space-separated, "3 5"; "" when none); a given has data-given. Every rule drawn is
 * an element with data-rule (its type) and data-cells ("r1c1 r1c2", 1-based canvas).
 */
export function renderBoard(board: HTMLElement, view: BoardView, layout: Layout, marks: CellMarks, metrics: BoardMetrics, draw: boolean): void {
  const s = metrics.cell;
  // Boxes, slots and grid outlines take the layout's grid size and box shape (style.css sizes them for 9x9).
  const { size, boxes: hasBoxes, boxRows, boxCols } = gridShape(layout);
  const x = (col: number): number => (col - view.originCol) * s;
  const y = (row: number): number => (row - view.originRow) * s;
  const doc = board.ownerDocument;
  const before = drawn.get(board);
  if (
    !draw &&
    before !== undefined &&
    !before.draw &&
    before.layout === layout &&
    before.s === s &&
    before.originRow === view.originRow &&
    before.originCol === view.originCol &&
    before.rows === view.rows &&
    before.cols === view.cols &&
    before.cells.length === view.cells.length
  ) {
    view.cells.forEach((cell, i) => {
      const old = before.cells[i];
      if (old === undefined) return; // as many cells as drawn
      const sig = cellSignature(cell, marks, old.key);
      if (old.sig === sig) return;
      fillCell(old.el, cell, marks, old.key, size, old.sum);
      old.sig = sig;
    });
    return;
  }
  board.dataset.size = String(size);
  const frag = doc.createDocumentFragment();
  board.style.width = `${view.cols * s}px`;
  board.style.height = `${view.rows * s + (draw ? 0 : 2)}px`;

  for (const [r, c] of view.slots) {
    const slot = doc.createElement("div");
    slot.className = "slot";
    slot.dataset.slotRow = String(r);
    slot.dataset.slotCol = String(c);
    slot.style.left = `${x(c)}px`;
    slot.style.top = `${y(r)}px`;
    slot.style.width = `${boxCols * s}px`;
    slot.style.height = `${boxRows * s}px`;
    slot.title = `add a grid with its top-left cell here (row ${r}, column ${c})`;
    frag.append(slot);
  }
  const boxes = new Set<string>();
  const cells: { el: HTMLElement; sig: string; key: string; sum: boolean }[] = [];
  const sums = sumCells(layout);
  const boxed = boxedGrids(layout, hasBoxes);
  for (const cell of view.cells) {
    const k = `${cell.row},${cell.col}`;
    const sum = sums.has(k);
    const el = cellElement(doc, cell, marks, k, size, x(cell.col), y(cell.row), sum);
    cells.push({ el, sig: cellSignature(cell, marks, k), key: k, sum });
    frag.append(el);
    // No box lines without boxes, nor in a jigsaw grid (its regions are the rule's lines), unless another grid shares the box.
    if (boxed.some((g) => cell.row >= g.row && cell.row < g.row + size && cell.col >= g.col && cell.col < g.col + size))
      boxes.add(`${cell.row - (cell.row % boxRows)},${cell.col - (cell.col % boxCols)}`);
  }
  // Box lines first, then each grid's frame, then the rules' pictures over both (a quadruple's circle over
  // the box lines it stands on); the digits and marks are stacked above all of them (style.css).
  for (const b of boxes) {
    const [r = 0, c = 0] = b.split(",").map(Number); // "row,col" keys made just above
    const el = doc.createElement("div");
    el.className = "box";
    el.style.left = `${x(c)}px`;
    el.style.top = `${y(r)}px`;
    el.style.width = `${boxCols * s}px`;
    el.style.height = `${boxRows * s}px`;
    frag.append(el);
  }
  if (!draw) {
    for (const g of layout.grids) {
      const el = doc.createElement("div");
      el.className = "grid-frame";
      el.dataset.grid = g.id;
      el.style.left = `${x(g.col)}px`;
      el.style.top = `${y(g.row)}px`;
      el.style.width = el.style.height = `${size * s + 3}px`; // its 3 px border centred on the grid's edge (margin -2 px)
      frag.append(el);
    }
  }
  const pictures = rulePictures(layout, { s, x, y, minText: MIN_TEXT });
  // The corner marks of a cell holding a cage's sum start under it (style.css): the sum's size as drawn;
  // and what it grew by, to move the cell's digit down and right, off the sum.
  const sumText = Math.max(MIN_TEXT, Math.round(s * 0.24));
  board.style.setProperty("--sum-text", `${sumText}px`);
  board.style.setProperty("--sum-lift", `${sumText - Math.round(s * 0.24)}px`);
  if (pictures.length > 0) {
    const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.classList.add("rules");
    svg.setAttribute("width", String(view.cols * s));
    svg.setAttribute("height", String(view.rows * s));
    svg.setAttribute("aria-hidden", "true");
    for (const p of pictures) {
      const g = doc.createElementNS("http://www.w3.org/2000/svg", "g");
      g.dataset.rule = p.type;
      g.dataset.cells = p.cells;
      g.dataset.index = String(p.index);
      g.innerHTML = p.svg; // SVG text the rule kinds make from numbers and the rule's own sum or mark
      svg.append(g);
    }
    frag.append(svg);
  }
  if (draw) {
    layout.grids.forEach((g, i) => {
      const el = doc.createElement("div");
      el.className = "grid-outline";
      el.dataset.grid = String(i);
      el.style.left = `${x(g.col)}px`;
      el.style.top = `${y(g.row)}px`;
      el.style.width = el.style.height = `${size * s}px`;
      const label = doc.createElement("button");
      label.type = "button";
      label.className = "grid-label";
      label.dataset.grid = String(i);
      label.textContent = g.id;
      label.setAttribute("aria-label", `Move grid ${g.id} (drag, or arrow keys)`);
      el.append(label);
      frag.append(el);
    });
  }
  board.replaceChildren(frag);
  drawn.set(board, { draw, layout, s, originRow: view.originRow, originCol: view.originCol, rows: view.rows, cols: view.cols, cells });
}
