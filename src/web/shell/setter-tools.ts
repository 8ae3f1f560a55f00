/**
 * The setter's drawing tools (Set mode), one button per rule, as f-puzzles offers them: drag over cells
 * for a killer cage (then type its sum), a thermometer (bulb first), an arrow (circle first) or a jigsaw
 * region (painted in the region chosen with the region buttons, A to the grid's size: P on 16x16); click an edge for a kropki dot, an X or a V; click cells for odd and even;
 * the grid-wide rules (diagonal, anti-knight, anti-king, non-consecutive) are toggles on the selected
 * cell's grid. Each edits the document through rule-tools.ts.
 */
import { gridShape } from "../../model/grid-size.js";
import { addRule } from "../editor-state.js";
import type { Tool, ToolName } from "../rule-tools.js";
import {
  edgeAt,
  edgeRule,
  gridAt,
  paintJigsaw,
  pathRule,
  regionLetter,
  TOOLS,
  toggleEdgeRule,
  toggleGridRule,
  toggleParityCell,
  typeCageSum,
} from "../rule-tools.js";
import type { Page } from "./page.js";
import { $, button, cellAtPoint, cellKey } from "./page.js";

/** The path being dragged (canvas keys), the cage whose sum is being typed, the jigsaw region painted (1: A). */
let path: string[] | undefined;
let cage: number | undefined;
let region = 1;

/** The cells a tool is working on (drawn as pending on the board). */
export function toolCells(): ReadonlySet<string> {
  return new Set(path ?? []);
}

function pick(page: Page, tool: Tool): void {
  cage = undefined;
  if (page.mode !== "set") page.mode = "set";
  if (tool.gesture === "toggle") {
    const s = page.state();
    const grid = gridAt(s.layout, page.selection.cursor);
    if (grid === undefined) return page.say("pick a cell of a grid first");
    page.commit(toggleGridRule(s, tool.name as "diagonal" | "anti-knight" | "anti-king" | "non-consecutive", grid));
    page.say(
      `${tool.label} on grid ${grid}: ${(page.state().layout.rules ?? []).some((r) => r.type === tool.name && "grid" in r && r.grid === grid) ? "on" : "off"}`,
    );
    return page.render();
  }
  page.tool = page.tool === tool.name ? undefined : tool.name;
  page.say(page.tool === undefined ? "" : hint(tool));
  page.render();
}

function hint(tool: Tool): string {
  if (tool.name === "killer") return "Killer cage: drag over the cage's cells, then type its sum";
  if (tool.name === "jigsaw") return "Jigsaw region: choose a region (A, B, ...), then drag over its cells";
  if (tool.gesture === "path") return `${tool.label}: drag from the ${tool.name === "arrow" ? "circle" : "bulb"} along the cells`;
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
      cage = undefined;
      const k = cellKey(target);
      const s = page.state();
      if (tool.gesture === "path") {
        path = [k];
        return page.render();
      }
      if (tool.gesture === "cell") return page.commit(toggleParityCell(s, tool.name as "odd" | "even", k));
      const rect = target.getBoundingClientRect();
      const row = Number(target.dataset.row) - 1 + (e.clientY - rect.top) / rect.height;
      const col = Number(target.dataset.col) - 1 + (e.clientX - rect.left) / rect.width;
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
  document.addEventListener("pointerup", () => {
    if (path === undefined) return;
    const cells = path;
    path = undefined;
    const tool = page.tool;
    if (tool === "jigsaw") {
      page.commit(paintJigsaw(page.state(), cells, region));
      page.say(`${cells.length} cell${cells.length === 1 ? "" : "s"} painted into region ${regionLetter(region)}`);
      return page.render();
    }
    if (tool !== "killer" && tool !== "thermometer" && tool !== "arrow") return page.render();
    const rule = pathRule(tool, cells);
    if (rule === undefined) {
      page.say(`${toolOf(tool)?.label ?? tool}: drag over two cells at least`);
      return page.render();
    }
    page.commit(addRule(page.state(), rule));
    if (tool === "killer") {
      cage = (page.state().layout.rules ?? []).length - 1;
      page.say("type the cage's sum (Enter when done)");
    }
  });
  // Digits typed for a cage's sum, before the player's keys see them.
  document.addEventListener(
    "keydown",
    (e) => {
      if (cage === undefined) return;
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
      const digit = /^(?:Digit|Numpad)([0-9])$/.exec(e.code);
      if (e.key === "Enter" || e.key === "Escape") cage = undefined;
      else if (digit !== null || e.key === "Backspace") page.commit(typeCageSum(page.state(), cage, digit === null ? "backspace" : Number(digit[1])));
      else return;
      e.preventDefault();
      e.stopImmediatePropagation();
      page.render();
    },
    { capture: true },
  );
}

/** Shows which tool is in use, and with the jigsaw tool the region buttons (A to the grid's size). */
export function renderSetter(page: Page): void {
  const regions = $<HTMLDivElement>("regions");
  const jigsawOn = page.mode === "set" && page.tool === "jigsaw";
  regions.hidden = !jigsawOn;
  if (jigsawOn) {
    const { size } = gridShape(page.state().layout);
    if (region > size) region = 1;
    if (regions.childElementCount !== size) {
      regions.replaceChildren(
        ...Array.from({ length: size }, (_, i) =>
          button(regionLetter(i + 1), `Region ${regionLetter(i + 1)}`, () => {
            region = i + 1;
            page.render();
          }),
        ),
      );
    }
    for (const [i, b] of [...regions.children].entries()) b.setAttribute("aria-pressed", String(i + 1 === region));
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>("[data-tool]")) {
    const tool = toolOf(b.dataset.tool as ToolName);
    if (tool?.gesture === "toggle") {
      const grid = gridAt(page.state().layout, page.selection.cursor);
      b.setAttribute("aria-pressed", String((page.state().layout.rules ?? []).some((r) => r.type === tool.name && "grid" in r && r.grid === grid)));
    } else b.setAttribute("aria-pressed", String(page.mode === "set" && page.tool === b.dataset.tool));
  }
}
