import { numberOption, optionsObject } from "../model/option-checks.js";
import type { Geometry } from "../model/geometry.js";
import type { FigureOptions } from "./svg-figure.js";
import { escapeXml, svgFigure } from "./svg-figure.js";

export interface SvgOptions extends FigureOptions {
  /**
   * Printed width in millimetres (the height follows): width and height are then given in "mm", so a
   * browser or a print dialog lays the picture out at that size. Default: pixels, one per SVG unit.
   */
  readonly widthMm?: number | undefined;
}

/**
 * The puzzle (or a solution) as a standalone SVG document (see svgFigure for the drawing): titled for
 * tooltips and screen readers, on a white background, sized in pixels or millimetres around a viewBox,
 * so it prints sharp at any size. A pure string builder: no DOM, no file system.
 */
export function puzzleSvg(geometry: Geometry, digits: Uint8Array, asked: SvgOptions = {}): string {
  const options = optionsObject("puzzleSvg", asked) as SvgOptions;
  numberOption("widthMm", options.widthMm, { min: 1, max: 10_000 });
  const { width, height, body } = svgFigure(geometry, digits, options);
  const size =
    options.widthMm === undefined
      ? `width="${width}" height="${height}"`
      : `width="${mm(options.widthMm)}mm" height="${mm((options.widthMm * height) / width)}mm"`;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${width} ${height}">`];
  if (options.title !== undefined) out.push(`<title>${escapeXml(options.title)}</title>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  // concat, not push(...body): the body has a line per cell and rule, too many to spread as arguments.
  return out.concat(body, ["</svg>", ""]).join("\n");
}

/** Millimetres to a tenth, without trailing zeros. */
function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}
