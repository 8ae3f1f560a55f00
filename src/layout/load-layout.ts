import { InvalidInputError } from "../errors.js";
import { checkLayout } from "./check-layout.js";
import { parseJson } from "./parse-json.js";
import type { Layout } from "./schemas.js";
import { validateSchema } from "./validate-schema.js";

/**
 * Reads a layout file: JSON syntax, then the layout schema, then the layout rules (checkLayout), each
 * stage reporting every problem it finds at once in an InvalidInputError naming the file.
 */
export function loadLayout(text: string, options: { file?: string; maxCanvasCells?: number } = {}): Layout {
  const file = options.file;
  const data = parseJson(text, file);
  const schemaIssues = validateSchema("layout", data);
  if (schemaIssues.length > 0) throw new InvalidInputError(schemaIssues.map((i) => ({ file, ...i })));
  const layout = data as Layout;
  const layoutIssues = checkLayout(layout, "", { maxCanvasCells: options.maxCanvasCells });
  if (layoutIssues.length > 0) throw new InvalidInputError(layoutIssues.map((i) => ({ file, ...i })));
  return layout;
}
