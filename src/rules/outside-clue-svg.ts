import type { Drawing } from "./rule-kind.js";

/** How a clue outside the grid is framed: bare (a sum), in a box (a skyscraper count), a dashed box, a circle. */
export type ClueFrame = "none" | "box" | "dashed" | "circle";

/**
 * The picture of a clue outside a grid beside a row or column (sandwich, X-sum, skyscraper and the like):
 * its text centred in the canvas cell `clue` (one step before the line's first cell, `sandwichClue`), smaller from three characters
 * on, in the frame that tells the kinds apart. `kind` is the elements' class.
 */
export function outsideClueSvg(kind: string, clue: readonly number[], text: string, { s, x, y }: Drawing, frame: ClueFrame = "none"): string[] {
  const [r = 0, c = 0] = clue;
  const cx = x(c) + s / 2;
  const cy = y(r) + s / 2;
  const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${Math.round(s * (frame !== "none" ? 0.4 : text.length >= 3 ? 0.36 : 0.42))}" fill="#000000"`;
  const label = `<text class="${kind}" x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" ${font}>${text}</text>`;
  const stroke = `fill="none" stroke="#000000" stroke-width="${Math.max(1, s / 40)}"`;
  const half = s * 0.3;
  if (frame === "box" || frame === "dashed") {
    const dash = frame === "dashed" ? ` stroke-dasharray="${s / 16} ${s / 16}"` : "";
    return [`<rect class="${kind}" x="${cx - half}" y="${cy - half}" width="${2 * half}" height="${2 * half}" ${stroke}${dash}/>`, label];
  }
  if (frame === "circle") return [`<circle class="${kind}" cx="${cx}" cy="${cy}" r="${s * 0.34}" ${stroke}/>`, label];
  return [label];
}
