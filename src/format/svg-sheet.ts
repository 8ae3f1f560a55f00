import { numberOption, optionsObject, stringOption } from "../model/option-checks.js";
import type { Figure } from "./svg-figure.js";
import { escapeXml } from "./svg-figure.js";

export interface SheetOptions {
  /** The page's heading, e.g. "Puzzles" or "Answers". */
  readonly title: string;
  /** Page width in millimetres; the height follows the A-series ratio (1 : square root of 2). Default 210 (A4). */
  readonly widthMm?: number | undefined;
}

/** Page margin and the gap between figures, in millimetres. */
const MARGIN_MM = 10;
const GAP_MM = 6;
const HEADING_MM = 12;

/**
 * Several figures on one printable page, in millimetres (with the scale used, figure units to millimetres, so
 * that a caller can tell whether the cells are still large enough to write in): a heading, then the figures in a table of columns
 * and rows, each figure scaled to fit its slot (aspect kept, centred) through a nested <svg> with its own
 * viewBox. The column count is the one that draws the smallest figure largest, so a page of samurai and a
 * page of 9x9s both fill the paper. Figures keep their order, row by row.
 *
 * Rejected: one SVG per puzzle placed by <image> (external files a print shop may not have) and a tall
 * "multi-page" SVG (browsers print an SVG as one page, cut anywhere).
 */
export function sheetSvg(figures: readonly Figure[], asked: SheetOptions): { svg: string; scale: number } {
  // Checked as puzzleSvg checks its own: a width that is not a number went into the SVG's attributes as it was.
  const options = optionsObject("sheetSvg", asked) as unknown as SheetOptions;
  stringOption("title", options.title);
  const width = numberOption("widthMm", options.widthMm, { min: 1, max: 10_000 }) ?? 210;
  const height = Math.round(width * Math.SQRT2 * 10) / 10;
  const areaTop = MARGIN_MM + HEADING_MM;
  const areaWidth = width - 2 * MARGIN_MM;
  const areaHeight = height - areaTop - MARGIN_MM;
  const { columns, scale } = bestColumns(figures, areaWidth, areaHeight);
  const rows = Math.ceil(figures.length / columns);
  const slotWidth = (areaWidth - (columns - 1) * GAP_MM) / columns;
  const slotHeight = (areaHeight - (rows - 1) * GAP_MM) / rows;

  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="${MARGIN_MM + HEADING_MM / 2}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="7" font-weight="bold" text-anchor="middle" dominant-baseline="central">${escapeXml(options.title)}</text>`,
  ];
  figures.forEach((figure, i) => {
    // Every figure at the same scale (the one that fits them all), so cells are the same size on the page.
    const w = figure.width * scale;
    const h = figure.height * scale;
    const slotX = MARGIN_MM + (i % columns) * (slotWidth + GAP_MM);
    const slotY = areaTop + Math.floor(i / columns) * (slotHeight + GAP_MM);
    const x = round(slotX + (slotWidth - w) / 2);
    const y = round(slotY + (slotHeight - h) / 2);
    out.push(`<svg x="${x}" y="${y}" width="${round(w)}" height="${round(h)}" viewBox="0 0 ${figure.width} ${figure.height}">`);
    for (const line of figure.body) out.push(line); // a line per cell and rule: too many to spread as arguments
    out.push("</svg>");
  });
  out.push("</svg>", "");
  return { svg: out.join("\n"), scale };
}

/** The column count whose common scale (figure units to millimetres) is largest. */
function bestColumns(figures: readonly Figure[], areaWidth: number, areaHeight: number): { columns: number; scale: number } {
  let best = { columns: 1, scale: 0 };
  for (let columns = 1; columns <= figures.length; columns++) {
    const rows = Math.ceil(figures.length / columns);
    const slotWidth = (areaWidth - (columns - 1) * GAP_MM) / columns;
    const slotHeight = (areaHeight - (rows - 1) * GAP_MM) / rows;
    if (slotWidth <= 0 || slotHeight <= 0) break;
    const scale = figures.reduce((least, f) => Math.min(least, slotWidth / f.width, slotHeight / f.height), Infinity);
    if (scale > best.scale) best = { columns, scale };
  }
  return best;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
