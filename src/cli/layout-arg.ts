import { InvalidInputError } from "../model/errors.js";
import { BUILTIN_LAYOUTS, isBuiltinLayoutName } from "../layout/builtin-layouts.js";
import { loadLayout } from "../layout/load-layout.js";
import type { Layout } from "../model/schemas.js";
import type { CliIo } from "./io.js";

export interface LayoutArg {
  readonly layout: Layout;
  /** The built-in name when the argument named one; undefined for a layout file. */
  readonly builtin?: string;
}

/**
 * A command-line argument naming a layout: a built-in name, or else a layout file ('-' reads stdin).
 * A bare word that is neither says so and lists the built-in names.
 */
export function readLayoutArg(arg: string, io: CliIo, maxCanvasCells?: number): LayoutArg {
  if (isBuiltinLayoutName(arg)) return { layout: BUILTIN_LAYOUTS[arg], builtin: arg };
  let text: string;
  try {
    text = io.readText(arg);
  } catch (e: unknown) {
    if (e instanceof InvalidInputError && /^[A-Za-z0-9_-]+$/.test(arg)) {
      throw new InvalidInputError([
        { file: arg, message: `no built-in layout or file by this name (built-in: ${Object.keys(BUILTIN_LAYOUTS).join(", ")})` },
      ]);
    }
    throw e;
  }
  return { layout: loadLayout(text, { file: arg, maxCanvasCells }) };
}
