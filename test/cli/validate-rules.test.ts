/**
 * `validate` checks the variant rules on the givens: a filled grid (or a fully given cage, dot, thermometer;
 * two givens under a pair rule, a digit twice in a cage or a knight's move apart) that breaks a rule is
 * reported at the rule's JSON pointer, exit 2 (invalid givens, as a digit twice in a unit is), while the
 * right filled grid is ok. A jigsaw region in pieces is a warning.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Layout, Puzzle, Rule } from "../../src/model/schemas.js";

type RuleDoc = Omit<Puzzle, "layout"> & { layout: Layout & { rules: Rule[] } };
import { runCapture, tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";

/** A rule puzzle of puzzles/ with every cell given: the solved grid its source names. */
function filled(name: string): RuleDoc {
  const doc = JSON.parse(readFileSync(join(projectRoot, "puzzles", `${name}.json`), "utf8")) as RuleDoc;
  const solved = /Solved grid: ([1-9]{81})/.exec(doc.source ?? "")?.[1];
  if (solved === undefined) throw new Error(`${name}: no solved grid in its source`);
  return { ...doc, givens: { [doc.layout.grids[0].id]: solved } };
}

async function validate(doc: unknown): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = join(tempDir(), "p.json");
  writeFileSync(file, JSON.stringify(doc));
  return runCapture(["validate", file]);
}

describe("validate: the variant rules on the givens", () => {
  it("a filled grid that keeps every rule is ok", async () => {
    for (const name of ["killer", "thermometer", "kropki", "xv", "anti-knight", "non-consecutive"]) {
      const run = await validate(filled(name));
      expect(run.stderr, name).toBe("");
      expect(run.code, name).toBe(0);
    }
  });

  it("a filled grid breaking a killer sum is exit 2 naming the cage's pointer", async () => {
    const doc = filled("killer");
    const cage = doc.layout.rules[3];
    if (cage.type !== "killer" || cage.sum === undefined) throw new Error("rule 3 of killer.json is a cage with a sum");
    cage.sum += 1;
    const run = await validate(doc);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/\/layout\/rules\/3: the givens break this killer rule: /);
    expect(run.stderr.trim().split("\n").length).toBe(1);
  });

  it("a thermometer read backwards, a dot of the wrong colour: each named", async () => {
    const thermo = filled("thermometer");
    const t = thermo.layout.rules.findIndex((r) => r.type === "thermometer");
    const rule = thermo.layout.rules[t];
    if (rule.type === "thermometer") rule.cells.reverse();
    const run = await validate(thermo);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`/layout/rules/${t}: the givens break this thermometer rule`);
    const kropki = filled("kropki");
    const solved = Object.values(kropki.givens as Record<string, string>)[0];
    const digit = ([r, c]: number[]): number => Number(solved[r * 9 + c]);
    // A white dot whose pair is not 1 and 2 (those would be consecutive and 1:2 at once).
    const k = kropki.layout.rules.findIndex((r) => r.type === "kropki" && r.color === "white" && digit(r.cells[0]) * digit(r.cells[1]) !== 2);
    const dot = kropki.layout.rules[k];
    if (dot.type === "kropki") dot.color = "black";
    const broken = await validate(kropki);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain(`/layout/rules/${k}: the givens break this kropki rule: kropki black dot`);
  });

  it("a grid-wide rule added to a filled grid is checked, and on the givens alone too", async () => {
    const doc = filled("killer");
    doc.layout.rules.push({ type: "non-consecutive" });
    const run = await validate(doc);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`/layout/rules/${doc.layout.rules.length - 1}: the givens break this non-consecutive rule`);
    const partial = { ...doc, givens: { [doc.layout.grids[0].id]: `.${(doc.givens as Record<string, string>)[doc.layout.grids[0].id].slice(1)}` } };
    const open = await validate(partial);
    expect(open.stderr).toContain(`/layout/rules/${doc.layout.rules.length - 1}: the givens break this non-consecutive rule`);
  });
});

describe("validate: a jigsaw region in pieces is a warning, not a refusal", () => {
  const regions = ["AABBBBACC", "AAABBBCCC", "AAABBBCCC", "DDDEEEFFF", "DDDEEEFFF", "DDDEEEFFF", "GGGHHHIII", "GGGHHHIII", "GGGHHHIII"];
  regions[0] = "AACBBBACC";

  it("lists each region in pieces on stderr, says ok, exit 0", async () => {
    const doc = { layout: { name: "j", grids: [{ id: "g", row: 0, col: 0 }], rules: [{ type: "jigsaw", grid: "g", regions }] }, givens: { g: ".".repeat(81) } };
    const run = await validate(doc);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/: ok \(/);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/\/layout\/rules\/0\/regions: warning: jigsaw region "A" of grid g is in 2 pieces/);
    expect(lines[1]).toMatch(/warning: jigsaw region "C" of grid g is in 2 pieces/);
  });

  it("a layout file too; contiguous regions give no warning", async () => {
    const dir = tempDir();
    const file = join(dir, "layout.json");
    writeFileSync(file, JSON.stringify({ name: "j", grids: [{ id: "g", row: 0, col: 0 }], rules: [{ type: "jigsaw", grid: "g", regions }] }));
    const run = await runCapture(["validate", file]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/\/rules\/0\/regions: warning: jigsaw region "A"/);
    const jigsaw = await runCapture(["validate", join(projectRoot, "puzzles", "jigsaw.json")]);
    expect(jigsaw.stderr).toBe("");
  });
});

describe("validate: givens that clash under a rule before the grid is full", () => {
  const one = (rules: unknown[], givens: string): unknown => ({
    layout: { name: "r", grids: [{ id: "g", row: 0, col: 0 }], rules },
    givens: { g: givens.padEnd(81, ".") },
  });

  it("two equal givens a knight's move apart, in one cage, or consecutive side by side (non-consecutive): exit 2, placed", async () => {
    const knight = await validate(one([{ type: "anti-knight" }], `..5${".".repeat(10)}5`));
    expect(knight.code).toBe(2);
    expect(knight.stderr).toContain("/layout/rules/0: the givens break this anti-knight rule: 5 given twice, at [0, 2] and [1, 4]");
    const cage = await validate(
      one(
        [
          {
            type: "killer",
            cells: [
              [0, 2],
              [1, 3],
              [2, 4],
            ],
          },
        ],
        `..3${".".repeat(9)}3`,
      ),
    );
    expect(cage.code).toBe(2);
    expect(cage.stderr).toContain("/layout/rules/0: the givens break this killer rule: 3 given twice, at [0, 2] and [1, 3]");
    const consecutive = await validate(one([{ type: "non-consecutive" }], "45"));
    expect(consecutive.code).toBe(2);
    expect(consecutive.stderr).toContain("/layout/rules/0: the givens break this non-consecutive rule: non-consecutive: 4 at [0, 0] beside 5 at [0, 1]");
    const apart = await validate(one([{ type: "non-consecutive" }, { type: "anti-knight" }], "4.5"));
    expect(apart.stderr).toBe("");
    expect(apart.code).toBe(0);
  });
});
