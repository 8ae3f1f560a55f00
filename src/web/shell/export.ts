/**
 * Sharing and exporting: the puzzle and layout files (the JSON the CLI reads), an SVG picture, a link
 * holding the puzzle, f-puzzles and SudokuPad links, printing (the board and the rules in words).
 */
import { puzzleSvg } from "../../format/svg.js";
import { geometryOf } from "../../model/geometry-of.js";
import { checkState } from "../check-state.js";
import type { EditorState } from "../editor-state.js";
import { posKey } from "../editor-state.js";
import { documentText, layoutDocument, puzzleDocument } from "../puzzle-document.js";
import type { LinkTarget } from "../export-links.js";
import { exportLink, rulesText } from "../export-links.js";
import { encodeShare } from "../share-url.js";
import type { Page } from "./page.js";
import { $, listItems, on } from "./page.js";

function slug(s: EditorState): string {
  return (s.title ?? s.layout.name).replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "puzzle";
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function problemsNote(page: Page): string {
  const n = checkState(page.state()).lines.length;
  return n === 0 ? "" : ` (with ${n} problem${n === 1 ? "" : "s"}: combo-sudoku validate will report ${n === 1 ? "it" : "them"})`;
}

function onExportPuzzle(page: Page): void {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) return page.say("nothing to export: the canvas is empty");
  download(`${slug(page.state())}.json`, documentText(doc), "application/json");
  page.say(`puzzle exported${problemsNote(page)}`);
}

function onExportLayout(page: Page): void {
  const doc = layoutDocument(page.state());
  if (doc === undefined) return page.say("nothing to export: the canvas is empty");
  download(`${slug(page.state())}.layout.json`, documentText(doc), "application/json");
  page.say("layout exported");
}

function onExportSvg(page: Page): void {
  const s = page.state();
  if (s.layout.grids.length === 0) return page.say("nothing to export: the canvas is empty");
  const geometry = geometryOf(s.layout);
  const givens = new Uint8Array(geometry.cellCount);
  for (const [cell, row] of geometry.cellRow.entries()) givens[cell] = s.givens.get(posKey(row, geometry.cellCol[cell]!)) ?? 0; // one entry per cell
  download(`${slug(s)}.svg`, puzzleSvg(geometry, givens, { givens, title: s.title ?? s.layout.name }), "image/svg+xml");
  page.say("SVG exported");
}

/** Puts a link in the Link field and copies it; `what` names it in the status line. */
async function offerLink(page: Page, href: string, what: string, note = ""): Promise<void> {
  const link = $<HTMLInputElement>("share-link");
  link.value = href;
  link.select();
  try {
    await navigator.clipboard.writeText(href);
    page.say(`${what} copied${note}`);
  } catch {
    page.say(`${what} ready: copy it from the Link field${note}`);
  }
}

async function onShare(page: Page): Promise<void> {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) return page.say("nothing to share: the canvas is empty");
  const hash = await encodeShare(JSON.stringify(doc));
  window.history.replaceState(null, "", hash);
  await offerLink(page, location.href, "link");
}

/** An f-puzzles or SudokuPad link of the puzzle (the CLI's `convert`), in the Link field and copied. */
async function onExportLink(page: Page, target: LinkTarget): Promise<void> {
  const name = target === "sudokupad" ? "SudokuPad link" : "f-puzzles link";
  const out = exportLink(page.state(), target);
  if (out === undefined) return page.say("nothing to export: the canvas is empty");
  if ("error" in out) return page.say(`no ${name}: ${out.error}`);
  const note = out.dropped.length === 0 ? "" : ` (left out, ${name.split(" ")[0]} cannot say it: ${out.dropped.join(", ")})`;
  await offerLink(page, out.link, name, note);
}

let rulesFor: EditorState["layout"] | undefined;

/** The rules in words under the board (Play, and the printed page), redrawn when the layout changes. */
export function renderRulesText(page: Page): void {
  const s = page.state();
  if (rulesFor === s.layout) return;
  rulesFor = s.layout;
  $<HTMLOListElement>("rules-text").replaceChildren(...listItems(rulesText(s)));
}

function onPrint(): void {
  window.print();
}

/** Wires the Share and export panel's buttons. */
export function installExport(page: Page): void {
  on("export-puzzle", () => onExportPuzzle(page));
  on("export-layout", () => onExportLayout(page));
  on("export-svg", () => onExportSvg(page));
  on("share", () => onShare(page));
  on("export-fpuzzles", () => onExportLink(page, "fpuzzles-link"));
  on("export-sudokupad", () => onExportLink(page, "sudokupad"));
  on("print", onPrint);
}
