import { canvasRows } from "../format/canvas-rows.js";
import { compactJson } from "../format/compact-json.js";
import { buildGeometry } from "../model/geometry.js";
import type { CliIo } from "./io.js";
import { readLayoutArg } from "./layout-arg.js";
import { puzzleSchemaRef } from "./schema-ref.js";

export interface InitArgs {
  /** A built-in layout name or a layout file. */
  readonly layout: string;
  readonly output?: string;
  readonly maxCanvas?: number;
}

/**
 * `combo-sudoku init NAME|LAYOUT_FILE [-o FILE]`: an empty puzzle for the layout, givens drawn as a canvas of
 * '.' (cells) and ' ' (outside the grids), ready to fill in. A layout file's layout is inlined. `$schema`
 * points at the project's puzzle schema relative to the output file (to the current folder for stdout,
 * as for `> FILE` there), or is just "puzzle.schema.json" when the schema is not on disk.
 */
export function runInit(args: InitArgs, io: CliIo): number {
  const { layout, builtin } = readLayoutArg(args.layout, io, args.maxCanvas);
  const geometry = buildGeometry(layout);
  const schema = puzzleSchemaRef(args.output, "cwd");
  const inline = { ...layout };
  delete inline.$schema; // the layout file's own $schema means nothing inside a puzzle
  const layoutJson = builtin !== undefined ? JSON.stringify(builtin) : compactJson(inline).replace(/\n/g, "\n  ");
  const rows = canvasRows(geometry, new Uint8Array(geometry.cellCount));
  const text = [
    "{",
    `  "$schema": ${JSON.stringify(schema)},`,
    `  "title": ${JSON.stringify(`${layout.name} puzzle`)},`,
    `  "layout": ${layoutJson},`,
    '  "givens": [',
    rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
  if (args.output !== undefined) io.writeFileAtomic(args.output, text);
  else io.stdout(text);
  return 0;
}
