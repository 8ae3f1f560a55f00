import type { EntropicLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { classLine } from "./class-line.js";

/**
 * Entropic lines: every run of three consecutive cells on the line holds one low, one middle and one high
 * digit: 1-3, 4-6 and 7-9 on a 9x9 grid (ISS's Entropic Line, which it allows on 9x9 only); at other sizes
 * that are multiples of 3 the thirds of 1..size (1-2, 3-4, 5-6 on 6x6; 1-4, 5-8, 9-12 on 12x12).
 */
export const ENTROPIC_LINE: RuleKind<EntropicLineRule> = classLine<EntropicLineRule>({
  type: "entropic-line",
  name: "entropic line",
  classOf: (d, size) => Math.floor(((d - 1) * 3) / size),
  sentence:
    "Every three consecutive cells on an orange line hold one low (1-3), one middle (4-6) and one high (7-9) digit; the thirds of the digits at other sizes.",
  color: "#f39c2a",
});
