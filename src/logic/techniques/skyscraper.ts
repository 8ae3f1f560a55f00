import type { Step, Technique } from "../../model/step-contract.js";
import type { LogicState } from "../../model/step-contract.js";
import { findTurbot } from "./turbot.js";

/** Skyscraper: strong links in two rows (or two columns) whose bases share a column (row); see turbot.ts. */
export const skyscraper: Technique = {
  name: "skyscraper",
  difficulty: 4.0,
  find(state: LogicState): Step | undefined {
    return findTurbot(state, "skyscraper", [
      { links: ["row", "row"], joint: "column" },
      { links: ["column", "column"], joint: "row" },
    ]);
  },
};
