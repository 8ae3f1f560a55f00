import type { Step, Technique } from "../step.js";
import type { LogicState } from "../state.js";
import { findTurbot } from "./turbot.js";

/** Skyscraper: strong links in two rows (or two columns) whose bases share a column (row); see turbot.ts. */
export const skyscraper: Technique = {
  name: "skyscraper",
  weight: 130,
  level: "hard",
  find(state: LogicState): Step | undefined {
    return findTurbot(state, "skyscraper", [
      { links: ["row", "row"], joint: "column" },
      { links: ["column", "column"], joint: "row" },
    ]);
  },
};
