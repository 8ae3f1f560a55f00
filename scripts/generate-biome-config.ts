/** `npm run lint:config`: writes biome.json from scripts/biome-config.ts. Run from the project root (npm does). */
import { writeFileSync } from "node:fs";
import { biomeConfig } from "./biome-config.js";

writeFileSync("biome.json", `${JSON.stringify(biomeConfig(), null, 2)}\n`);
console.log("biome.json: written");
