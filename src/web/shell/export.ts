/**
 * Sharing and exporting: the puzzle and layout files (the JSON the CLI reads), an SVG picture, a link
 * holding the puzzle, printing.
 */
import { puzzleSvg } from "../../format/svg.js";
import { buildGeometry } from "../../model/geometry.js";
import { checkState } from "../check-state.js";
import type { EditorState } from "../editor-state.js";
import { posKey } from "../editor-state.js";
import { documentText, layoutDocument, puzzleDocument } from "../puzzle-document.js";
import { encodeShare } from "../share-url.js";
import type { Page } from "./page.js";
import { $ } from "./page.js";

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

export function onExportPuzzle(page: Page): void {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) return page.say("nothing to export: the canvas is empty");
  download(`${slug(page.state())}.json`, documentText(doc), "application/json");
  page.say(`puzzle exported${problemsNote(page)}`);
}

export function onExportLayout(page: Page): void {
  const doc = layoutDocument(page.state());
  if (doc === undefined) return page.say("nothing to export: the canvas is empty");
  download(`${slug(page.state())}.layout.json`, documentText(doc), "application/json");
  page.say("layout exported");
}

export function onExportSvg(page: Page): void {
  const s = page.state();
  if (s.layout.grids.length === 0) return page.say("nothing to export: the canvas is empty");
  const geometry = buildGeometry(s.layout);
  const givens = new Uint8Array(geometry.cellCount);
  for (const [cell, row] of geometry.cellRow.entries()) givens[cell] = s.givens.get(posKey(row, geometry.cellCol[cell]!)) ?? 0; // one entry per cell
  download(`${slug(s)}.svg`, puzzleSvg(geometry, givens, { givens, title: s.title ?? s.layout.name }), "image/svg+xml");
  page.say("SVG exported");
}

export async function onShare(page: Page): Promise<void> {
  const doc = puzzleDocument(page.state());
  if (doc === undefined) return page.say("nothing to share: the canvas is empty");
  const hash = await encodeShare(JSON.stringify(doc));
  window.history.replaceState(null, "", hash);
  const link = $<HTMLInputElement>("share-link");
  link.value = location.href;
  link.select();
  try {
    await navigator.clipboard.writeText(location.href);
    page.say("link copied");
  } catch {
    page.say("link ready: copy it from the Link field");
  }
}

export function onPrint(): void {
  window.print();
}
