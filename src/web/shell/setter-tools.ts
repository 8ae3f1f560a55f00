/**
 * The setter's drawing tools (Set mode), one button per rule, as f-puzzles offers them: drag over cells
 * for a killer cage (then type its sum) or a rellik cage (then type its clue), a thermometer (bulb first), an arrow (circle first), a pill arrow
 * (its two cells first), a value-indexing line (from its dot), a renban, a zipper line, a region-sum line, a parity line, a lockout line (then type its difference), a sum line (then type its sum),
 * German whispers, palindrome or between line (circle to circle), or a jigsaw region (painted in the region
 * chosen with the region buttons, A to the grid's size: P on 16x16); drag from a grid's edge cell one step
 * along a diagonal for a little killer (or out of the grid diagonally: a corner's one-cell diagonal), or along a row or
 * column for a sandwich, an X-sum, a skyscraper, a hidden skyscraper or a numbered room (the clue takes the whole
 * line; then type its sum); drag over cells for a chaos construction's marks (in the group chosen with the group
 * buttons, A on; a drag from a marked cell takes marks away); click an edge for a kropki dot, an X or a V, or inside the smaller cell near its
 * edge for an inequality sign; click the corner of four cells for
 * a quadruple (then type its digits; a click on a quadruple types into it again); click cells for odd and
 * even, and for column or row indexing cells; click cells for counting circles (they join the last set; cells
 * selected first, then the tool, make a new set); click a cell for its given candidates, then type them (a digit
 * typed again comes out); the grid-wide rules (diagonal, anti-knight, anti-king, anti-taxicab, non-consecutive,
 * disjoint groups, every kropki dot given, every X and V given, 159: column indexing on columns 1, 5 and 9) are
 * toggles on the selected cell's grid. Each edits the document through rule-tools.ts.
 */
import { gridShape } from "../../model/grid-size.js";
import { chaosMarkGroups, paintChaosMarks } from "../chaos-marks.js";
import { addRule, isCovered, keyPos } from "../editor-state.js";
import { dragDiagonal, littleKillerLine } from "../little-killer-tool.js";
import type { CellToolName, DraftRule, GridToolName, Tool, ToolName } from "../rule-tools.js";
import {
  clueCells,
  cornerAt,
  edgeAt,
  edgeRule,
  gridAt,
  newCircleSet,
  gridRuleOn,
  ownCandidates,
  paintJigsaw,
  pathRule,
  quadrupleAt,
  regionLetter,
  TOOLS,
  toggleEdgeRule,
  toggleGridRule,
  toggleCircle,
  toggleCellRule,
  startTypedRule,
  typeRuleNumber,
} from "../rule-tools.js";
import type { Page } from "./page.js";
import { $, button, cellAtPoint, cellKey, setAttr } from "./page.js";

/**
 * The path being dragged (canvas keys) and where its drag began (the pointer and the first cell's size, in
 * pixels); the rule whose sum or digits are being typed (its index); a clue or quadruple drawn but not yet
 * in the layout, since it needs its first digit; the jigsaw region painted (1: A); the chaos mark group
 * painted (1: A).
 */
let path: string[] | undefined;
let dragStart: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | undefined;
let typing: number | undefined;
let pending: DraftRule | undefined;
let region = 1;
let markGroup = 1;

/** The cells a tool is working on (drawn as pending on the board). */
export function toolCells(): ReadonlySet<string> {
  return new Set(path ?? pending?.cells.map(([r, c]) => `${r},${c}`) ?? []);
}

function pick(page: Page, tool: Tool): void {
  typing = undefined;
  pending = undefined;
  if (page.mode !== "set") page.mode = "set";
  if (tool.gesture === "toggle") {
    const s = page.state();
    const grid = gridAt(s.layout, page.selection.cursor);
    if (grid === undefined) return page.say("pick a cell of a grid first");
    page.commit(toggleGridRule(s, tool.name as GridToolName, grid));
    page.say(`${tool.label} on grid ${grid}: ${gridRuleOn(page.state().layout, tool.name as GridToolName, grid) ? "on" : "off"}`);
    return page.render();
  }
  page.tool = page.tool === tool.name ? undefined : tool.name;
  page.say(page.tool === undefined ? "" : hint(tool));
  // Cells selected first, then the tool (f-puzzles lets a setter work either way): the rule from them.
  // One cell selected is only the cursor, not a choice of cells.
  if (page.tool !== undefined && page.selection.cells.length > 1 && fromSelection(page, tool, page.selection.cells)) return;
  page.render();
}

/**
 * The tool's rule on cells selected before it was picked: a path over them in the order they were
 * selected (a cage, a line, a clue's first two cells), a jigsaw region painted, odd or even on each, the
 * edge between two neighbours, the corner of a 2x2 square. False when the selection does not fit the
 * tool (then the tool waits for a drag or a click, as ever).
 */
function fromSelection(page: Page, tool: Tool, cells: readonly string[]): boolean {
  const s = page.state();
  if (tool.gesture === "path") return finishPath(page, tool.name, cells);
  if (tool.name === "counting-circles") {
    page.commit(newCircleSet(s, cells));
    return true;
  }
  if (tool.gesture === "cell") {
    page.commit(cells.reduce((st, k) => toggleCellRule(st, tool.name as CellToolName, k), s));
    return true;
  }
  const pos = cells.map(keyPos);
  if (tool.gesture === "edge" && pos.length === 2) {
    const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = pos;
    if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1) return false;
    const rule = edgeRule(tool.name, [cells[0] ?? "", cells[1] ?? ""]);
    if (rule === undefined) return false;
    page.commit(toggleEdgeRule(s, rule));
    return true;
  }
  if (tool.gesture === "corner" && pos.length === 4) {
    const top = Math.min(...pos.map(([r = 0]) => r));
    const left = Math.min(...pos.map(([, c = 0]) => c));
    const corner = cornerAt(top + 1, left + 1);
    if (corner === undefined || !corner.every((k) => cells.includes(k))) return false;
    startCorner(page, corner);
    return true;
  }
  return false;
}

/** A quadruple's corner chosen: its digits typed next, into the clue there or a new one. */
function startCorner(page: Page, corner: readonly string[]): void {
  const index = quadrupleAt(page.state().layout, corner);
  if (index >= 0) typing = index;
  else pending = { type: "quadruple", cells: corner.map(keyPos) };
  page.say(index >= 0 ? "type more digits, or Backspace to take one off (Enter when done)" : "type the quadruple's digits (Enter when done)");
  page.render();
}

/**
 * A path drawn (dragged, or selected then the tool picked) with a path tool: the jigsaw region painted, a
 * clue's line found (its sum typed next), or the rule added (a cage's sum typed next). False when the
 * cells make no rule of the tool (said in the status line).
 */
function finishPath(page: Page, tool: ToolName | undefined, cells: readonly string[]): boolean {
  if (tool === "chaos-mark") {
    const before = page.state();
    const grid = gridAt(before.layout, cells[0]);
    const marked = new Set(chaosMarkGroups(before, grid).flatMap((g) => g.map(([r, c]) => `${r},${c}`)));
    page.commit(paintChaosMarks(before, cells, markGroup));
    const n = cells.length;
    // The group painted: the chosen one, or the new one after the last (then chosen, for the next drag).
    const painted = chaosMarkGroups(page.state(), grid).findIndex((g) => g.some(([r, c]) => `${r},${c}` === cells[0]));
    if (painted >= 0) markGroup = painted + 1;
    page.say(
      page.state() === before
        ? "Chaos mark: drag over cells of a grid (a grid has as many groups as regions)"
        : cells[0] !== undefined && marked.has(cells[0])
          ? `marks taken off ${n} cell${n === 1 ? "" : "s"}`
          : `${n} cell${n === 1 ? "" : "s"} marked ${regionLetter(markGroup)}`,
    );
    page.render();
    return true;
  }
  if (tool === "jigsaw") {
    page.commit(paintJigsaw(page.state(), cells, region));
    page.say(`${cells.length} cell${cells.length === 1 ? "" : "s"} painted into region ${regionLetter(region)}`);
    page.render();
    return true;
  }
  if (tool === "lunchbox") {
    if (cells.length < 2) {
      page.say("Lunchbox: drag over two cells at least");
      page.render();
      return false;
    }
    pending = { type: "lunchbox", cells: cells.map(keyPos) };
    page.say("type the lunchbox's sum (Enter when done)");
    page.render();
    return true;
  }
  if (
    tool === "little-killer" ||
    tool === "sandwich" ||
    tool === "x-sum" ||
    tool === "skyscraper" ||
    tool === "hidden-skyscraper" ||
    tool === "numbered-room"
  ) {
    const line = clueCells(page.state().layout, tool, cells);
    if (line === undefined) {
      page.say(`${toolOf(tool)?.label}: drag from a cell one step along ${tool === "little-killer" ? "a diagonal" : "its row or column"}`);
      page.render();
      return false;
    }
    pending = { type: tool, cells: line };
    page.say("type the clue's sum (Enter when done)");
    page.render();
    return true;
  }
  if (tool === "rellik") {
    // The clue is required: the cage waits as a draft until its first digit is typed.
    pending = { type: "rellik", cells: cells.map(keyPos) };
    page.say("type the rellik cage's clue (Enter when done)");
    page.render();
    return true;
  }
  if (tool === "sum-line") {
    if (cells.length < 2) {
      page.say("Sum line: drag over two cells at least");
      page.render();
      return false;
    }
    pending = { type: "sum-line", cells: cells.map(keyPos) };
    page.say("type the sum of each stretch (Enter when done)");
    page.render();
    return true;
  }
  if (toolOf(tool)?.gesture !== "path" || tool === undefined) {
    page.render();
    return false;
  }
  const rule = pathRule(tool as Parameters<typeof pathRule>[0], cells);
  if (rule === undefined) {
    page.say(
      `${toolOf(tool)?.label ?? tool}: ${tool === "clone" ? "drag over a shape's cells, then as many for its clone" : `drag over ${tool === "between-line" || tool === "pill-arrow" || tool === "zipper" ? "three" : "two"} cells at least`}`,
    );
    page.render();
    return false;
  }
  page.commit(addRule(page.state(), rule));
  if (tool === "killer" || tool === "lockout-line") {
    typing = (page.state().layout.rules ?? []).length - 1;
    page.say(tool === "killer" ? "type the cage's sum (Enter when done)" : "type the least difference of its ends (Enter for half the size)");
    page.render();
  }
  return true;
}

/**
 * A little killer drawn by a drag that stayed in its first cell or left the grid: the whole diagonal through
 * that cell in the way the pointer moved (a corner's one-cell diagonal, which names its direction); its sum
 * typed next. False when the pointer did not move diagonally.
 */
function finishLittleKiller(page: Page, cell: string, moved: { readonly dx: number; readonly dy: number } | undefined): boolean {
  const step = moved === undefined ? undefined : dragDiagonal(moved.dx, moved.dy);
  const line = step === undefined ? undefined : littleKillerLine(page.state().layout, cell, step);
  if (line === undefined) {
    page.say("Little killer: drag from a cell one step along a diagonal, or out of the grid along it");
    page.render();
    return false;
  }
  pending = { type: "little-killer", cells: line.cells, ...(line.direction === undefined ? {} : { direction: line.direction }) };
  page.say("type the clue's sum (Enter when done)");
  page.render();
  return true;
}

/** Whether a rule waits for typed digits (a cage's or a clue's sum, a quadruple's digits): the pad then offers 0-9 and Enter. */
export function setterTyping(): boolean {
  return typing !== undefined || pending !== undefined;
}

/**
 * A key for the rule waiting for digits, from the keyboard or the pad: a digit 0-9, "backspace", or
 * "enter" (done). False when no rule waits (the key is then the player's).
 */
export function typeOnRule(page: Page, key: number | "backspace" | "enter"): boolean {
  if (typing === undefined && pending === undefined) return false;
  if (key === "enter") {
    typing = undefined;
    pending = undefined;
  } else if (pending !== undefined) {
    const rule = key === "backspace" ? undefined : startTypedRule(pending, key);
    if (rule !== undefined) {
      page.commit(addRule(page.state(), rule));
      typing = (page.state().layout.rules ?? []).length - 1;
      pending = undefined;
    }
  } else if (typing !== undefined) {
    const before = (page.state().layout.rules ?? []).length;
    page.commit(typeRuleNumber(page.state(), typing, key));
    if ((page.state().layout.rules ?? []).length < before) typing = undefined;
  }
  page.render();
  return true;
}

function hint(tool: Tool): string {
  if (tool.name === "killer") return "Killer cage: drag over the cage's cells, then type its sum";
  if (tool.name === "rellik") return "Rellik cage: drag over the cage's cells, then type the total no digits of it may add up to";
  if (tool.name === "jigsaw") return "Jigsaw region: choose a region (A, B, ...), then drag over its cells";
  if (tool.name === "little-killer")
    return "Little killer: drag from a cell one step along the diagonal (from a corner, out of the grid for its own one-cell diagonal), then type the sum";
  if (tool.name === "chaos-mark")
    return "Chaos mark: choose a group (A, B, ...), then drag over its cells; cells of one group share a region (a drag from a marked cell takes marks away)";
  if (tool.name === "sandwich") return "Sandwich: drag from a cell on the grid's edge one step along the row or column, then type the sum";
  if (tool.name === "skyscraper") return "Skyscraper: drag from a cell on the grid's edge one step along the row or column, then type the count seen";
  if (tool.name === "hidden-skyscraper")
    return "Hidden skyscraper: drag from a cell on the grid's edge one step along the row or column, then type the first hidden digit";
  if (tool.name === "numbered-room") return "Numbered room: drag from a cell on the grid's edge one step along the row or column, then type the digit";
  if (tool.name === "lunchbox") return "Lunchbox: drag along its cells, then type the sum between its smallest and largest digit";
  if (tool.name === "x-sum") return "X-sum: drag from a cell on the grid's edge one step along the row or column, then type the sum";
  if (tool.name === "between-line") return "Between line: drag from one circle along the line to the other";
  if (tool.name === "value-indexing") return "Value indexing: drag from the dot (the digit X) through the count's cell and on to the arrowhead";
  if (tool.name === "sum-line") return "Sum line: drag along the line's cells, then type the sum of each stretch";
  if (tool.name === "lockout-line") return "Lockout line: drag from one diamond along the line to the other, then type the least difference of its ends";
  if (tool.gesture === "corner") return `${tool.label}: click the corner four cells share, then type its digits`;
  if (tool.name === "candidates") return "Candidates: click a cell, then type the digits it may hold";
  if (tool.name === "counting-circles")
    return "Counting circles: click cells to circle them (again to remove); select cells first, then this tool, for a new set";
  if (tool.name === "pill-arrow") return "Pill arrow: drag over the pill's two cells, then along the arrow";
  if (tool.name === "clone") return "Clone: drag over (or select) a shape's cells, then its clone's cells in the same order";
  if (tool.name === "arrow" || tool.name === "thermometer") return `${tool.label}: drag from the ${tool.name === "arrow" ? "circle" : "bulb"} along the cells`;
  if (tool.gesture === "path") return `${tool.label}: drag along the line's cells`;
  if (tool.name === "inequality") return "Inequality: click inside the smaller cell, near the edge it shares with the larger (again to remove)";
  if (tool.gesture === "edge") return `${tool.label}: click the edge between two cells (again to remove)`;
  return `${tool.label}: click cells (again to remove)`;
}

function toolOf(name: ToolName | undefined): Tool | undefined {
  return TOOLS.find((t) => t.name === name);
}

/** Wires the tool buttons and the board's pointer and keys for them. */
export function installSetter(page: Page): void {
  const board = $<HTMLDivElement>("board");
  $<HTMLDivElement>("tools").replaceChildren(
    ...TOOLS.map((tool) => {
      const b = button(tool.label, tool.label, () => pick(page, tool));
      b.dataset.tool = tool.name;
      b.className = `tool tool-${tool.gesture}`;
      return b;
    }),
  );
  board.addEventListener(
    "pointerdown",
    (e) => {
      const tool = toolOf(page.tool);
      if (tool === undefined || page.mode !== "set" || e.button !== 0) return;
      const target = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(".cell") : null;
      if (target === null) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      board.focus();
      typing = undefined;
      pending = undefined;
      const k = cellKey(target);
      const s = page.state();
      if (tool.gesture === "path") {
        path = [k];
        const box = target.getBoundingClientRect();
        dragStart = { x: e.clientX, y: e.clientY, width: box.width, height: box.height };
        return page.render();
      }
      if (tool.name === "candidates") {
        const own = ownCandidates(s, k);
        if (own.index >= 0) {
          if (own.state !== s) page.commit(own.state);
          typing = own.index;
        } else pending = { type: "candidates", cells: [keyPos(k)] };
        page.say("type the cell's candidates, a digit again to take it out (Enter when done)");
        return page.render();
      }
      if (tool.name === "counting-circles") return page.commit(toggleCircle(s, k));
      if (tool.gesture === "cell") return page.commit(toggleCellRule(s, tool.name as CellToolName, k));
      const rect = target.getBoundingClientRect();
      const row = Number(target.dataset.row) - 1 + (e.clientY - rect.top) / rect.height;
      const col = Number(target.dataset.col) - 1 + (e.clientX - rect.left) / rect.width;
      if (tool.gesture === "corner") {
        const corner = cornerAt(row, col);
        if (corner === undefined || !corner.every((c) => isCovered(s.layout, ...keyPos(c))))
          return page.say(`${tool.label}: click nearer a corner four cells of the grid share`);
        return startCorner(page, corner);
      }
      const edge = edgeAt(row, col);
      const rule = edge === undefined ? undefined : edgeRule(tool.name, edge);
      if (rule === undefined) return page.say(`${tool.label}: click nearer the edge between two cells`);
      page.commit(toggleEdgeRule(s, rule));
    },
    { capture: true },
  );
  board.addEventListener(
    "pointermove",
    (e) => {
      if (path === undefined) return;
      e.stopImmediatePropagation();
      const over = cellAtPoint(e.clientX, e.clientY);
      const k = over === undefined ? undefined : cellKey(over);
      if (k === undefined || path.includes(k)) return;
      path.push(k);
      page.render();
    },
    { capture: true },
  );
  document.addEventListener("pointerup", (e) => {
    if (path === undefined) return;
    const cells = path;
    const start = dragStart;
    path = undefined;
    dragStart = undefined;
    const [only] = cells;
    if (page.tool === "little-killer" && cells.length === 1 && only !== undefined) {
      // No second cell: the pointer stayed in the first or left the grid; the way it moved is the arrow's.
      const moved = start === undefined ? undefined : { dx: (e.clientX - start.x) / start.width, dy: (e.clientY - start.y) / start.height };
      finishLittleKiller(page, only, moved);
      return;
    }
    finishPath(page, page.tool, cells);
  });
  // Digits typed for a sum or a quadruple, before the player's keys see them.
  document.addEventListener(
    "keydown",
    (e) => {
      if (!setterTyping()) return;
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
      const digit = /^(?:Digit|Numpad)([0-9])$/.exec(e.code);
      const key = e.key === "Enter" || e.key === "Escape" ? "enter" : digit !== null ? Number(digit[1]) : e.key === "Backspace" ? "backspace" : undefined;
      if (key === undefined) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      typeOnRule(page, key);
    },
    { capture: true },
  );
}

/**
 * Shows which tool is in use; with the jigsaw tool the region buttons (A to the grid's size), with the chaos
 * mark tool the group buttons (the selected cell's grid's groups and the next letter, up to the grid's size).
 */
export function renderSetter(page: Page): void {
  const regions = $<HTMLDivElement>("regions");
  const jigsawOn = page.mode === "set" && page.tool === "jigsaw";
  const marksOn = page.mode === "set" && page.tool === "chaos-mark";
  if (regions.hidden !== !(jigsawOn || marksOn)) regions.hidden = !(jigsawOn || marksOn);
  if (jigsawOn || marksOn) {
    const { size } = gridShape(page.state().layout);
    const count = jigsawOn ? size : Math.min(size, chaosMarkGroups(page.state(), gridAt(page.state().layout, page.selection.cursor)).length + 1);
    if (region > size) region = 1;
    if (markGroup > count) markGroup = count;
    const kind = jigsawOn ? "Region" : "Mark group";
    setAttr(regions, "aria-label", jigsawOn ? "Jigsaw region" : "Chaos mark group");
    if (regions.childElementCount !== count || regions.dataset.kind !== kind) {
      regions.dataset.kind = kind;
      regions.replaceChildren(
        ...Array.from({ length: count }, (_, i) =>
          button(regionLetter(i + 1), `${kind} ${regionLetter(i + 1)}`, () => {
            if (jigsawOn) region = i + 1;
            else markGroup = i + 1;
            page.render();
          }),
        ),
      );
    }
    const chosen = jigsawOn ? region : markGroup;
    for (const [i, b] of [...regions.children].entries()) setAttr(b, "aria-pressed", String(i + 1 === chosen));
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-tool]")) {
    const tool = toolOf(b.dataset.tool as ToolName);
    if (tool?.gesture === "toggle") {
      const grid = gridAt(page.state().layout, page.selection.cursor);
      setAttr(b, "aria-pressed", String(gridRuleOn(page.state().layout, tool.name as GridToolName, grid)));
    } else setAttr(b, "aria-pressed", String(page.mode === "set" && page.tool === b.dataset.tool));
  }
}
