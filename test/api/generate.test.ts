/** generate in one call: the CLI's puzzle, a drawn seed reported, a batch with count as generate --count. */
import { describe, expect, it } from "vitest";
import { generate } from "../../src/api/generate.js";
import { rate } from "../../src/api/rate.js";
import { UsageError } from "../../src/model/errors.js";
import { runCapture } from "../support/capture-io.js";

describe("generate in one call", () => {
  it("without a seed draws one and reports it; the same seed makes the same puzzle", () => {
    const made = generate({ layout: "twin" });
    expect(made.puzzle.source).toBe(`combo-sudoku generate: layout twin, seed ${made.seed}, minimal, symmetry none, ${made.stats.givens} givens`);
    expect(generate({ layout: "twin", seed: made.seed }).puzzle).toEqual(made.puzzle);
    expect(rate(made.puzzle).status).toBe("unique");
  });

  it("matches the CLI's generate (without $schema), and makes puzzles at a level", async () => {
    const cli = JSON.parse((await runCapture(["generate", "-l", "samurai", "--seed", "7", "--symmetry", "central"])).stdout) as Record<string, unknown>;
    delete cli.$schema;
    expect(generate({ layout: "samurai", seed: 7, symmetry: "central" }).puzzle).toEqual(cli);
    const hard = generate({ seed: 3, difficulty: "medium" });
    expect(hard.rating?.level).toBe("medium");
    expect(rate(hard.puzzle)).toMatchObject({ level: "medium" });
  });

  it("with count: the puzzles generate --count makes, in order, made as they are read", async () => {
    const cli = (await runCapture(["generate", "-l", "single", "-n", "3", "--seed", "11"])).stdout
      .trim()
      .split("\n")
      .map((l) => {
        const { $schema: _schema, ...doc } = JSON.parse(l) as Record<string, unknown>;
        return doc;
      });
    const made: unknown[] = [];
    for await (const a of generate({ count: 3, seed: 11 })) made.push("result" in a ? a.result.puzzle : a.error);
    expect(made).toEqual(cli);
    expect(cli).toHaveLength(3);
  });

  it("refuses what the CLI refuses, with the reason", () => {
    expect(() => generate({ layout: "samuria" as "samurai" })).toThrow(/no built-in layout "samuria".*samurai/);
    expect(() => generate({ givens: 30, difficulty: "easy" })).toThrow(UsageError);
    expect(() => generate({ count: 0 })).toThrow(UsageError);
  });
});
