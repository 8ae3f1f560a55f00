/**
 * One puzzle per rule under puzzles/, constructed (test/arbitraries/rule-puzzles.ts: rules drawn from a
 * random solved grid, then givens removed one by one while the solution stays unique, generate/dig-holes.ts).
 * `UPDATE_RULE_PUZZLES=1 npx vitest run test/rules/rule-puzzles.test.ts` writes them again from the recipes
 * in test/support/rule-puzzle-recipes.ts; every run solves the committed files, proves them unique, and checks the solution with the
 * independent checkers.
 */
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canvasRows } from "../../src/format/canvas-rows.js";
import { digitString } from "../../src/model/digit-chars.js";
import { digHoles } from "../../src/generate/dig-holes.js";
import { createRandom } from "../../src/generate/random.js";
import { solve } from "../../src/strategies/solve.js";
import { solveSearch } from "../../src/strategies/solve-search.js";
import { constructRulePuzzle } from "../arbitraries/rule-puzzles.js";
import { ruleProblems } from "../support/check-rules.js";
import { solutionProblems } from "../support/check-solution.js";
import { loadPuzzleFile, projectRoot } from "../support/fixtures.js";
import { RULE_PUZZLES } from "../support/rule-puzzle-recipes.js";

/**
 * Givens removed one by one in a random order while a count to two stays at one: for sizes other than 9,
 * whose digging in generate/ (forced-by-givens.ts) still reads units of nine cells.
 */
function digByCounting(p: ReturnType<typeof constructRulePuzzle>, seed: number): { givens: Uint8Array; unproven: number } {
  const givens = p.solved.slice();
  let unproven = 0;
  for (const cell of createRandom(seed).shuffle([...givens.keys()])) {
    givens[cell] = 0;
    const result = solve({ geometry: p.geometry, givens }, { limit: 2, keep: 0, nodeBudget: 200_000 });
    if (result.status === "unique") continue;
    if (result.status === "unknown") unproven++;
    givens[cell] = p.solved[cell];
  }
  return { givens, unproven };
}

// UPDATE_RULE_PUZZLES=1 writes every puzzle again; UPDATE_RULE_PUZZLES=<name> only that one (the search's
// order changes with the solver, so the others would come out different).
const update = process.env.UPDATE_RULE_PUZZLES;
if (update !== undefined && update !== "") {
  for (const [name, { seed, title, options }] of Object.entries(RULE_PUZZLES)) {
    if (update !== "1" && update !== name) continue;
    const p = constructRulePuzzle(seed, options);
    const orbits = Array.from({ length: p.geometry.cellCount }, (_, c) => [c]);
    const dug = p.geometry.size === 9 ? digHoles(p.geometry, p.solved, createRandom(seed), { orbits, checkBudget: 200 }) : digByCounting(p, seed);
    const doc = {
      $schema: "../schemas/puzzle.schema.json",
      title,
      source: `Constructed in this project by test/rules/rule-puzzles.test.ts (UPDATE_RULE_PUZZLES=${name}), seed ${seed}: rules drawn from a random solved grid, givens removed one by one while the solution stayed unique (${dug.unproven} removals left unproven). Solved grid: ${digitString(p.solved)}.`,
      layout: p.layout,
      givens: canvasRows(p.geometry, dug.givens),
    };
    // One rule a line: a cage's cells spread one number a line would make the file unreadable.
    const rules = (p.layout.rules ?? []).map((rule) => JSON.stringify(rule));
    const text = JSON.stringify({ ...doc, layout: { ...p.layout, rules: ["RULES"] } }, null, 2).replace(/"RULES"/, rules.join(",\n      "));
    writeFileSync(`${projectRoot}puzzles/${name}.json`, `${text}\n`);
  }
}

describe("the rule puzzles under puzzles/", () => {
  for (const name of Object.keys(RULE_PUZZLES)) {
    it(`${name}.json has one solution, which keeps every unit and rule`, () => {
      const { model, layout } = loadPuzzleFile(`puzzles/${name}.json`);
      const kinds = new Set((layout.rules ?? []).map((rule) => rule.type));
      for (const kind of RULE_PUZZLES[name].options.kinds) expect(kinds.has(kind)).toBe(true);
      const result = solve(model, { limit: 2, nodeBudget: 1_000_000 });
      expect(result.status).toBe("unique");
      expect(solutionProblems(layout, model.geometry, result.solutions[0], model.givens)).toEqual([]);
      expect(ruleProblems(layout, model.geometry, result.solutions[0])).toEqual([]);
      const search = solveSearch(model, { limit: 2, nodeBudget: 1_000_000 });
      expect([...search.solutions[0]]).toEqual([...result.solutions[0]]);
    });
  }
});
