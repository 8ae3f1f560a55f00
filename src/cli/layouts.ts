import { layoutText } from "../format/layout-text.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../model/geometry.js";
import type { CliIo } from "./io.js";
import { readLayoutArg } from "./layout-arg.js";
import { packagePath, pathForPeople } from "./package-path.js";

export interface LayoutsArgs {
  /** A built-in name or a layout file to draw; undefined lists the built-in layouts. */
  readonly layout?: string | undefined;
  readonly maxCanvas?: number | undefined;
}

/** `combo-sudoku layouts [NAME|FILE]`: the catalogue as a table, or one layout drawn with its grid ids. */
export function runLayouts(args: LayoutsArgs, io: CliIo): number {
  if (args.layout !== undefined) {
    io.stdout(layoutText(buildGeometry(readLayoutArg(args.layout, io, args.maxCanvas).layout)));
    return 0;
  }
  const headings = ["name", "grids", "canvas", "cells", "grid ids"];
  const rows = [headings];
  for (const [name, layout] of Object.entries(BUILTIN_LAYOUTS)) {
    const g = buildGeometry(layout);
    rows.push([name, String(g.grids.length), `${g.rows}x${g.cols}`, String(g.cellCount), g.grids.map((x) => x.id).join(" ")]);
  }
  const widths = headings.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const text = rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join("  ")).join("\n");
  const folder = packagePath("puzzles/layouts");
  const files = folder === undefined ? "" : ` Files: ${pathForPeople(folder)}/NAME.layout.json`;
  io.stdout(`${text}\n\nDraw one: combo-sudoku layouts NAME (or a layout file).${files}\n`);
  return 0;
}
