/**
 * `npm run bench`: figures, never pass/fail. Sections that read ../shared/bench or ../shared/external skip
 * themselves, saying so, where those folders are missing. `npm run bench -- NAME...` runs only the named
 * sections.
 */
import { cpus } from "node:os";
import { benchBatch } from "./batch.js";
import { benchFixtures } from "./fixtures.js";
import { benchGenerate } from "./generate.js";
import { benchEveryRule, benchGenerateRules, benchKropki } from "./generate-rules.js";
import { benchGenerateLevels, benchLogic } from "./logic.js";
import { benchMultigrid } from "./multigrid.js";
import { benchNine } from "./nine.js";
import { benchPlanner } from "./planner.js";
import { benchPublished } from "./published.js";
import { benchRating } from "./rating.js";
import { benchRules } from "./rules.js";
import { benchSizes } from "./sizes.js";
import { benchStops } from "./stops.js";
import { benchSums } from "./sums.js";
import { benchVariantLogic } from "./variant-logic.js";
import { benchWeb } from "./web.js";
import { benchWorstSamurai } from "./worst-samurai.js";

const sections: Record<string, () => Promise<void>> = {
  fixtures: benchFixtures,
  nine: benchNine,
  multigrid: benchMultigrid,
  planner: benchPlanner,
  rules: benchRules,
  generate: benchGenerate,
  "generate-rules": benchGenerateRules,
  "generate-kropki": benchKropki,
  "generate-every-rule": benchEveryRule,
  worst: benchWorstSamurai,
  batch: benchBatch,
  logic: benchLogic,
  "generate-level": benchGenerateLevels,
  rating: benchRating,
  published: benchPublished,
  web: benchWeb,
  sizes: benchSizes,
  stops: benchStops,
  sums: benchSums,
  "variant-logic": benchVariantLogic,
};

const wanted = process.argv.slice(2);
console.log(`# combo-sudoku bench: node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? "unknown cpu"})`);
/** Sections that are a part of another, run only when named (the whole bench runs them within that one). */
const parts = new Set(["generate-level"]);
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length === 0 ? !parts.has(name) : wanted.includes(name)) await run();
}
