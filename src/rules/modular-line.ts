import type { ModularLineRule } from "../model/schemas.js";
import type { RuleKind } from "./rule-kind.js";
import { classLine } from "./class-line.js";

/**
 * Modular lines: every run of three consecutive cells on the line holds one digit of each remainder when
 * divided by 3 (one of 1 4 7, one of 2 5 8, one of 3 6 9 on a 9x9 grid): ISS's Modular Line with mod 3, the
 * form setters publish. Sizes that are multiples of 3 (each remainder then has as many digits).
 */
export const MODULAR_LINE: RuleKind<ModularLineRule> = classLine<ModularLineRule>({
  type: "modular-line",
  name: "modular line",
  classOf: (d) => d % 3,
  sentence: "Every three consecutive cells on a teal line hold one digit of each of 147, 258 and 369 (one of each remainder when divided by 3).",
  color: "#3aa6a0",
});
