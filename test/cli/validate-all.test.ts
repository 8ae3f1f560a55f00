/**
 * validate reports every problem in one run: schema and rule problems together, each located; the nearest
 * rule type for a misspelt one; warnings for overlapping cages and for a cage whose givens leave its sum no way.
 */
import { describe, expect, it } from "vitest";
import { runCapture } from "../support/capture-io.js";

const single = (rules: unknown[], givens: string): string =>
  JSON.stringify({ layout: { name: "mine", grids: [{ id: "main", row: 0, col: 0 }], rules }, givens: { main: givens } });

describe("validate: every problem in one run", () => {
  it("a misspelt rule type, a thermometer whose cells do not touch, an impossible sum and a clashing given, all at once", async () => {
    const givens = `55${".".repeat(79)}`;
    const doc = single(
      [
        {
          type: "thermo",
          cells: [
            [4, 4],
            [4, 5],
          ],
        },
        {
          type: "thermometer",
          cells: [
            [0, 3],
            [2, 5],
          ],
        },
        {
          type: "killer",
          cells: [
            [8, 0],
            [8, 1],
          ],
          sum: 20,
        },
        { type: "diagonal", grid: "main" },
      ],
      givens,
    );
    const run = await runCapture(["validate", "-"], { stdin: doc });
    expect(run.code).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toContainEqual('-: /layout/rules/0/type: unknown rule type "thermo": did you mean "thermometer"?');
    expect(lines.some((l) => l.startsWith("-: /layout/rules/1/cells/1") && /touch/.test(l))).toBe(true);
    expect(lines).toContainEqual("-: /layout/rules/2/sum: no 2 different digits add up to 20");
    expect(lines.some((l) => /given 5 appears twice in row 1/.test(l))).toBe(true);
    // Nothing about the rules that are fine.
    expect(lines.some((l) => l.includes("/rules/3"))).toBe(false);
  });

  it("a layout file: a schema problem in one rule and a layout problem in another, together", async () => {
    const layout = JSON.stringify({
      name: "mine",
      grids: [{ id: "main", row: 0, col: 0 }],
      rules: [
        {
          type: "kropky",
          cells: [
            [0, 0],
            [0, 1],
          ],
          color: "white",
        },
        {
          type: "region",
          cells: [
            [0, 0],
            [0, 1],
          ],
        },
      ],
    });
    const run = await runCapture(["validate", "-"], { stdin: layout });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('-: /rules/0/type: unknown rule type "kropky": did you mean "kropki"?');
    expect(run.stderr).toMatch(/-: \/rules\/1\/cells.*\n/);
  });

  it("warns on overlapping killer cages and on a cage whose givens leave its sum no way; still valid (exit 0)", async () => {
    const givens = `9${".".repeat(80)}`;
    const doc = single(
      [
        {
          type: "killer",
          cells: [
            [0, 0],
            [0, 1],
          ],
          sum: 11,
        },
        {
          type: "killer",
          cells: [
            [0, 1],
            [0, 2],
          ],
          sum: 7,
        },
        {
          type: "killer",
          cells: [
            [1, 0],
            [2, 0],
          ],
        },
      ],
      givens,
    );
    const run = await runCapture(["validate", "-"], { stdin: doc });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^-: ok \(/);
    expect(run.stderr).toContain("-: /layout/rules/1/cells: warning: this killer cage overlaps the cage at /layout/rules/0 in 1 cell ([0, 1])");
    // 9 given in a cage of 11: the other cell would need 2 — possible; so nothing about rule 0's sum.
    expect(run.stderr).not.toContain("/layout/rules/0/sum");
    const stuck = await runCapture(["validate", "-"], {
      stdin: single(
        [
          {
            type: "killer",
            cells: [
              [0, 0],
              [0, 1],
            ],
            sum: 10,
          },
        ],
        `5${".".repeat(80)}`,
      ),
    });
    expect(stuck.code).toBe(0);
    expect(stuck.stderr).toContain(
      "-: /layout/rules/0/sum: warning: the givens 5 in this cage leave 5 for its 1 other cell, which no different digits of 1-9 besides them make: the cage's sum cannot be made",
    );
  });
});
