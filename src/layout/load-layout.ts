import { InvalidInputError } from "../model/errors.js";
import type { LayoutLimits } from "./check-layout.js";
import { checkLayout } from "./check-layout.js";
import { parseJson } from "./parse-json.js";
import { remapRule, withoutRules } from "./without-rules.js";
import type { Layout } from "../model/schemas.js";
import { isLayoutDocument, validateSchema } from "./validate-schema.js";

/**
 * Reads a JSON layout file: syntax, the layout schema, then the layout rules (checkLayout), each reported
 * with every problem at once in an InvalidInputError.
 */
export function loadLayout(text: string, options: LayoutLimits & { readonly file?: string | undefined } = {}): Layout {
  const file = options.file;
  const data = parseJson(text, file);
  if (!isLayoutDocument(data)) {
    // Every problem at once: the rules the schema finds fault with left out, the rest checked too.
    const schema = validateSchema("layout", data);
    const rest = withoutRules(data, schema, "");
    const doc = rest?.document;
    const more =
      rest !== undefined && isLayoutDocument(doc)
        ? checkLayout(doc, "", options).map((i) => ({ ...i, ...(i.pointer === undefined ? {} : { pointer: remapRule(i.pointer, rest.index) }) }))
        : [];
    throw new InvalidInputError([...schema, ...more].map((i) => ({ file, ...i })));
  }
  const issues = checkLayout(data, "", options);
  if (issues.length > 0) throw new InvalidInputError(issues.map((i) => ({ file, ...i })));
  return data;
}
