import { canvasRows } from "../format/canvas-rows.js";
import { compactJson } from "../format/compact-json.js";
import { buildGeometry } from "../model/geometry.js";
import type { CliIo } from "./io.js";
import { readLayoutArg } from "./layout-arg.js";
import type { OutputRule } from "./output-target.js";
import { checkOutputTarget, outputFormat } from "./output-target.js";
import { puzzleSchemaRef } from "./schema-ref.js";

export interface InitArgs {
  /** A built-in layout name or a layout file. */
  readonly layout: string;
  readonly output?: string | undefined;
  /** Replace an existing output file. */
  readonly force: boolean;
  readonly maxCanvas?: number | undefined;
}

/** `init -o FILE`: a JSON puzzle file, so a .json name. */
const INIT_OUTPUT: OutputRule<"json"> = { byExtension: { ".json": "json" }, advice: "init writes a JSON puzzle: name the file .json" };

/**
 * `combo-sudoku init NAME|LAYOUT_FILE [-o FILE]`: an empty puzzle for the layout, givens drawn as a canvas of
 * '.' (cells) and ' ' (outside the grids), ready to fill in. A layout file's layout is inlined. `$schema`
 * as puzzleSchemaRef says (the same as generate).
 */
export function runInit(args: InitArgs, io: CliIo): number {
  if (args.output !== undefined) {
    checkOutputTarget(args.output, args.force, io);
    outputFormat(args.output, undefined, INIT_OUTPUT, "json");
  }
  const { layout, builtin } = readLayoutArg(args.layout, io, args.maxCanvas);
  const geometry = buildGeometry(layout);
  const schema = puzzleSchemaRef(args.output);
  const inline = { ...layout };
  delete inline.$schema; // the layout file's own $schema means nothing inside a puzzle
  const layoutJson = builtin !== undefined ? JSON.stringify(builtin) : compactJson(inline).replace(/\n/g, "\n  ");
  const rows = canvasRows(geometry, new Uint8Array(geometry.cellCount));
  const text = [
    "{",
    ...(schema === undefined ? [] : [`  "$schema": ${JSON.stringify(schema)},`]),
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
