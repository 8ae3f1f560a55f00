import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findTurbot } from "./turbot.js";

/** Two-string kite: a strong link in a row and one in a column, one end of each in a common box; see turbot.ts. */
export const twoStringKite: Technique = {
  name: "two-string kite",
  difficulty: 4.1,
  find(state: LogicState): Step | undefined {
    return findTurbot(state, "two-string kite", [{ links: ["row", "column"], joint: "box" }]);
  },
};
