import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadInput } from "../../src/format/load-input.js";
import type { LoadedPuzzle } from "../../src/format/puzzle-json/load-puzzle.js";

export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/** A puzzle file of the project (path relative to the project root), loaded. */
export function loadPuzzleFile(path: string): LoadedPuzzle {
  const input = loadInput(readFileSync(`${projectRoot}${path}`, "utf8"), { file: path });
  if (input.kind !== "puzzle") throw new Error(`${path} is a batch`);
  return input.puzzle;
}

export interface SeedSolution {
  grids: Record<string, string>;
  canvas: string[];
}

export function seedSolution(name: "a" | "b"): SeedSolution {
  return JSON.parse(readFileSync(`${projectRoot}test/fixtures/seed/samurai-seed-${name}.solution.json`, "utf8")) as SeedSolution;
}
