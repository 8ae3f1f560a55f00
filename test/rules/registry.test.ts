import { describe, expect, it } from "vitest";
import { RULE_KINDS, ruleSentence, ruleSentences } from "../../src/rules/registry.js";
import type { Rule } from "../../src/model/schemas.js";

describe("rule registry", () => {
  it("every kind states its rule in one sentence, the geometry's diagonal and region too", () => {
    for (const kind of Object.values(RULE_KINDS)) {
      // a rule of the kind with no cells: the sentence says the rule, not where it is
      const text = kind.sentence({ type: kind.type, cells: [], grid: "main", regions: [], circle: [0, 0], sum: 1, color: "white", mark: "X" } as never);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    expect(ruleSentence({ type: "diagonal", grid: "main" })).toMatch(/diagonal/);
  });

  it("lists each sentence once, in the order the rules first appear", () => {
    const rules: Rule[] = [
      {
        type: "killer",
        cells: [
          [0, 0],
          [0, 1],
        ],
        sum: 3,
      },
      { type: "odd", cells: [[1, 1]] },
      {
        type: "killer",
        cells: [
          [2, 0],
          [2, 1],
        ],
        sum: 4,
      },
      { type: "kropki-all-dots", colors: ["white"] },
    ];
    const sentences = ruleSentences(rules);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toBe(ruleSentence(rules[0]!));
    expect(sentences[1]).toBe(ruleSentence(rules[1]!));
    expect(sentences[2]).toMatch(/^All white kropki dots are given/);
    expect(ruleSentences([])).toEqual([]);
  });
});
