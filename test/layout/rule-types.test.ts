import { describe, expect, it } from "vitest";
import { RULE_TYPES } from "../../src/layout/validate-schema.js";
import { layoutSchema } from "../../src/model/schemas.js";

describe("the rule types the validator names", () => {
  it("are the schema's rule definitions, in the schema's order", () => {
    const fromSchema = layoutSchema.$defs.rule.oneOf.map((branch) => branch.$ref.replace(/^#\/\$defs\/(.*)Rule$/, "$1"));
    expect(RULE_TYPES).toEqual(fromSchema);
  });
});
