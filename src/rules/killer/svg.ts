import type { KillerRule } from "../../model/schemas.js";
import type { Drawing } from "../rule-kind.js";

/**
/**
 * A cage drawn: a dashed outline inset in its cells, its clue in the top-left cell, when it has one: the sum,
 * or the text `label` (a rellik cage's "≠15"), a quarter of the cell high and never below the drawing's
 * `minText`; `what` is the picture's class ("killer", "rellik").
 */
export function killerSvg(
  rule: Pick<KillerRule, "cells" | "sum">,
  { s, x, y, minText = 0 }: Drawing,
  label: string | undefined = rule.sum === undefined ? undefined : String(rule.sum),
  what = "killer",
): string[] {
  const inCage = new Set(rule.cells.map(([r, c]) => `${r},${c}`));
  const has = (r: number, c: number): boolean => inCage.has(`${r},${c}`);
  const inset = Math.round(s * 0.08);
  const out: string[] = [
    `<g class="${what}" fill="none" stroke="#333333" stroke-width="1.2" stroke-dasharray="${Math.max(2, Math.round(s / 10))} ${Math.max(2, Math.round(s / 14))}">`,
  ];
  // Each side of each cell that faces outside the cage, inset; it runs on to the cell's edge where the
  // cage continues sideways, so straight stretches of outline join up.
  const line = (x1: number, y1: number, x2: number, y2: number): number => out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  // The schema's cells are [row, col] each, one at least.
  for (const [r = 0, c = 0] of rule.cells) {
    const left = x(c);
    const top = y(r);
    const from = (side: boolean): number => (side ? 0 : inset);
    if (!has(r - 1, c)) line(left + from(has(r, c - 1)), top + inset, left + s - from(has(r, c + 1)), top + inset);
    if (!has(r + 1, c)) line(left + from(has(r, c - 1)), top + s - inset, left + s - from(has(r, c + 1)), top + s - inset);
    if (!has(r, c - 1)) line(left + inset, top + from(has(r - 1, c)), left + inset, top + s - from(has(r + 1, c)));
    if (!has(r, c + 1)) line(left + s - inset, top + from(has(r - 1, c)), left + s - inset, top + s - from(has(r + 1, c)));
  }
  out.push("</g>");
  if (label !== undefined) {
    const [r = 0, c = 0] = [...rule.cells].sort(([ar = 0, ac = 0], [br = 0, bc = 0]) => ar - br || ac - bc)[0] ?? [];
    const size = Math.max(minText, Math.round(s * 0.24));
    out.push(
      `<text class="${what}-sum" x="${x(c) + inset + 1}" y="${y(r) + inset + size}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="#000000" stroke="#ffffff" stroke-width="3" paint-order="stroke">${label}</text>`,
    );
  }
  return out;
}
