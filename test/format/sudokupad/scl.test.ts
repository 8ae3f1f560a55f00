/**
 * Multi-grid to SudokuPad and back: a puzzle of any layout written in SudokuPad's own format (an scl link)
 * reads back to the same puzzle (grids, box shape, givens, rules); what SudokuPad cannot show is named.
 */
import fc from "fast-check";
import lz from "lz-string";
import { describe, expect, it } from "vitest";
import { cutPuzzleArb, sizeArb } from "../../../src/arbitraries/index.js";
import { canvasRows } from "../../../src/format/canvas-rows.js";
import { readAnyPuzzle } from "../../../src/format/interchange/read-any.js";
import { writeAs } from "../../../src/format/interchange/write-as.js";
import type { LoadedPuzzle } from "../../../src/format/puzzle-json/load-puzzle.js";
import { loadPuzzleObject } from "../../../src/format/puzzle-json/load-puzzle.js";
import { decodeSclPayload, sclLink, sclLinkPayload } from "../../../src/format/sudokupad/scl-link.js";
import type { SclPuzzle } from "../../../src/format/sudokupad/scl-types.js";
import { toScl } from "../../../src/format/sudokupad/write-scl.js";
import { InvalidInputError } from "../../../src/model/errors.js";
import { disjointGroupsOf } from "../../../src/model/geometry.js";
import { gridShape } from "../../../src/model/grid-size.js";
import type { Layout, Rule } from "../../../src/model/schemas.js";
import type { RuleKindName } from "../../arbitraries/rule-puzzles.js";
import { RULE_KIND_NAMES, constructRulePuzzle } from "../../arbitraries/rule-puzzles.js";
import { loadPuzzleFile } from "../../support/fixtures.js";

/** A puzzle as a set of facts that do not depend on grid ids or the order of rules and cells. */
function facts(p: LoadedPuzzle): { grids: string[]; size: number; box: string; givens: string[]; rules: string[] } {
  const { size, boxRows, boxCols } = gridShape(p.layout);
  const at = new Map(p.layout.grids.map((g) => [g.id, `${g.row},${g.col}`]));
  const sorted = (cells: readonly (readonly number[])[]): string[] => cells.map(([r, c]) => `${r},${c}`).sort();
  const parity: Record<string, string[]> = { odd: [], even: [] };
  const rules: string[] = [];
  for (const rule of p.layout.rules ?? []) {
    switch (rule.type) {
      case "odd":
      case "even":
        parity[rule.type].push(...sorted(rule.cells));
        break;
      case "killer":
      case "region":
        rules.push(`${rule.type} ${sorted(rule.cells).join(" ")}${rule.type === "killer" && rule.sum !== undefined ? ` = ${rule.sum}` : ""}`);
        break;
      case "kropki":
      case "xv":
        rules.push(`${rule.type} ${sorted(rule.cells).join(" ")} ${rule.type === "kropki" ? rule.color : rule.mark}`);
        break;
      case "jigsaw": {
        // Regions by their cells, whatever their letters.
        const cells = new Map<string, string[]>();
        rule.regions.forEach((row, r) => [...row].forEach((ch, c) => cells.set(ch, [...(cells.get(ch) ?? []), `${r},${c}`])));
        const regions = [...cells.values()].map((l) => l.join(" ")).sort();
        // A jigsaw whose regions are the grid's boxes says nothing more than the boxes.
        const boxes = new Map<string, string[]>();
        for (let r = 0; r < size; r++) {
          for (let c = 0; c < size; c++) {
            const b = `${Math.floor(r / boxRows)},${Math.floor(c / boxCols)}`;
            boxes.set(b, [...(boxes.get(b) ?? []), `${r},${c}`]);
          }
        }
        const boxList = [...boxes.values()].map((l) => l.join(" ")).sort();
        if (regions.join("/") !== boxList.join("/")) rules.push(`jigsaw ${at.get(rule.grid)} ${regions.join(" / ")}`);
        break;
      }
      case "diagonal":
        rules.push(`diagonal ${at.get(rule.grid)}`);
        break;
      case "disjoint-groups":
        // Written as each group's hidden cage, read back as regions: the facts are those regions.
        for (const g of p.layout.grids) {
          if (rule.grid !== undefined && rule.grid !== g.id) continue;
          const cells = Array.from({ length: size * size }, (_, i): [number, number] => [g.row + Math.floor(i / size), g.col + (i % size)]);
          for (const group of disjointGroupsOf([...cells.keys()], size, boxRows, boxCols)) {
            rules.push(`region ${sorted(group.map((i) => cells[i] ?? [0, 0])).join(" ")}`);
          }
        }
        break;
      default: {
        // A rule over "every grid" and one over the only grid say the same.
        const grid = "grid" in rule && rule.grid !== undefined && p.layout.grids.length > 1 ? { grid: at.get(rule.grid) } : {};
        const { grid: _id, ...rest } = rule as Rule & { grid?: string };
        rules.push(JSON.stringify({ ...rest, ...grid }));
      }
    }
  }
  for (const type of ["odd", "even"]) if (parity[type].length > 0) rules.push(`${type} ${[...new Set(parity[type])].sort().join(" ")}`);
  return {
    grids: p.layout.grids.map((g) => `${g.row},${g.col}`).sort(),
    size,
    box: `${boxRows}x${boxCols}`,
    givens: canvasRows(p.model.geometry, p.model.givens),
    rules: [...new Set(rules)].sort(),
  };
}

/** Write as a SudokuPad link (lossy when asked), read back. */
function roundTrip(p: LoadedPuzzle, lossy = false): { back: LoadedPuzzle; dropped: readonly string[]; link: string } {
  const written = writeAs(p, "sudokupad", { lossy });
  const link = written.text.trim();
  return { back: readAnyPuzzle(link, { lossy }).puzzle, dropped: written.dropped, link };
}

/** What SudokuPad's format cannot say on a layout of several grids. */
function expressible(rule: Rule, grids: number): boolean {
  if (
    rule.type === "non-consecutive" ||
    rule.type === "kropki-all-dots" ||
    rule.type === "xv-all-marks" ||
    rule.type === "pill-arrow" ||
    rule.type === "x-sum" ||
    rule.type === "skyscraper" ||
    rule.type === "hidden-skyscraper" ||
    rule.type === "numbered-room" ||
    rule.type === "lunchbox" ||
    rule.type === "clone" ||
    rule.type === "entropic-line" ||
    rule.type === "modular-line" ||
    rule.type === "zipper" ||
    rule.type === "region-sum-line" ||
    rule.type === "chaos-construction" ||
    rule.type === "rellik" ||
    rule.type === "anti-taxicab" ||
    rule.type === "parity-line" ||
    rule.type === "lockout-line" ||
    rule.type === "sum-line" ||
    rule.type === "counting-circles" ||
    rule.type === "indexing" ||
    rule.type === "value-indexing"
  )
    return false;
  if (rule.type === "german-whispers" && rule.difference !== undefined) return false;
  if ((rule.type === "anti-knight" || rule.type === "anti-king") && rule.grid !== undefined && grids > 1) return false;
  return true;
}

describe("SudokuPad's own format (scl links)", () => {
  it("a samurai goes to an scl link and back: the built-in layout, its grid ids, the same givens", () => {
    const ours = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const { back, link } = roundTrip(ours);
    expect(link).toMatch(/^https:\/\/sudokupad\.app\/scl[A-Za-z0-9+/=]+$/);
    expect(back.layoutName).toBe("samurai");
    expect(back.title).toBe(ours.title);
    expect(Array.from(back.model.givens)).toEqual(Array.from(ours.model.givens));
  });

  it("what it holds: cells outside the grids covered, each grid's rows and columns checked, boxes as regions", () => {
    const ours = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const scl = decodeSclPayload(sclLinkPayload(roundTrip(ours).link) ?? "") as SclPuzzle;
    expect(scl.cells).toHaveLength(21);
    expect(scl.cells.every((row) => row.length === 21)).toBe(true);
    expect(scl.metadata?.norowcol).toBe(true);
    expect(scl.cages?.filter((c) => c.type === "rowcol" && c.hidden === true && c.unique === true)).toHaveLength(5 * 18);
    expect(scl.regions).toHaveLength(5 * 9); // each grid's boxes (a shared box with each of its grids)
    expect(scl.overlays?.filter((o) => o.backgroundColor === "#FFFFFF")).toHaveLength(21 * 21 - 369);
    expect(scl.cages?.map((c) => c.value)).toContain("title: Samurai seed A");
    expect(String(scl.cages?.find((c) => String(c.value).startsWith("rules:"))?.value)).toMatch(/each of the 5 grids/);
  });

  for (const file of ["puzzles/killer-samurai.json", "puzzles/killer-samurai-sparse.json", "puzzles/samurai-16x16.json", "puzzles/samurai-4x4.json"]) {
    it(`${file}: round trip keeps grids, box shape, givens and rules`, () => {
      const ours = loadPuzzleFile(file);
      expect(facts(roundTrip(ours).back)).toEqual(facts(ours));
    });
  }

  it("every rule puzzle under puzzles/ written in SudokuPad's format reads back the same, or names what it cannot say", () => {
    for (const name of [
      "killer",
      "jigsaw",
      "thermometer",
      "arrow",
      "kropki",
      "xv",
      "odd-even",
      "anti-knight",
      "anti-king",
      "x-sudoku",
      "killer-6x6",
      "renban",
      "german-whispers",
      "palindrome",
      "between-line",
      "disjoint-groups",
      "quadruple",
      "little-killer",
      "sandwich",
    ]) {
      const ours = loadPuzzleFile(`puzzles/${name}.json`);
      const scl = toScl(ours).scl;
      const back = readAnyPuzzle(sclLink(scl)).puzzle;
      expect(facts(back), name).toEqual(facts(ours));
    }
    for (const name of ["non-consecutive", "kropki-all-dots"]) {
      expect(() => toScl(loadPuzzleFile(`puzzles/${name}.json`)), name).toThrow(/cannot express rule 1 \(/);
    }
  });

  it("random layouts of every size, with random givens: the same puzzle back", () => {
    fc.assert(
      fc.property(
        sizeArb().chain((size) => cutPuzzleArb({ maxGrids: 5, minGrids: 2, keep: [0.1, 0.5], size })),
        (p) => {
          const ours = loadPuzzleObject({ layout: p.layout, givens: canvasRows(p.geometry, p.givens) });
          expect(facts(roundTrip(ours).back)).toEqual(facts(ours));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("random multi-grid puzzles with random rules: what SudokuPad can show comes back, the rest is named (and refused without --lossy)", () => {
    // Every rule kind the arbitraries draw (the order fixes what a seed draws).
    const kinds: RuleKindName[] = [...RULE_KIND_NAMES];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.constantFrom("twin", "side", "samurai"),
        fc.subarray(kinds, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(4, 6, 9),
        (seed, shape, chosen, size) => {
          const p = constructRulePuzzle(seed, { shape, size, kinds: chosen, keep: 30, wideBudget: 500 });
          const ours = loadPuzzleObject({ layout: { ...p.layout, name: "random" }, givens: canvasRows(p.geometry, p.givens) });
          const rules = ours.layout.rules ?? [];
          const kept = rules.filter((r) => expressible(r, ours.layout.grids.length));
          const unsaid = rules.length - kept.length;
          if (unsaid > 0) expect(() => writeAs(ours, "sudokupad")).toThrow(InvalidInputError);
          const { back, dropped } = roundTrip(ours, true);
          expect(dropped).toHaveLength(unsaid);
          const expected: Layout = { ...ours.layout, rules: kept };
          expect(facts(back)).toEqual(facts({ ...ours, layout: expected }));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("reads SudokuPad's zipped form and a plain SudokuPad puzzle without row cages (one grid over the canvas)", () => {
    const plain = {
      cellSize: 50,
      cells: Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => (r === 0 && c === 0 ? { value: 1 } : {}))),
      regions: [
        [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
        [
          [0, 2],
          [0, 3],
          [1, 2],
          [1, 3],
        ],
        [
          [2, 0],
          [2, 1],
          [3, 0],
          [3, 1],
        ],
        [
          [2, 2],
          [2, 3],
          [3, 2],
          [3, 3],
        ],
      ],
      cages: [
        { value: "title: Tiny" },
        {
          cells: [
            [3, 2],
            [3, 3],
          ],
          value: "7",
        },
      ],
    };
    const read = readAnyPuzzle(JSON.stringify(plain)).puzzle;
    expect(read.title).toBe("Tiny");
    expect(read.layout.rules).toEqual([
      {
        type: "killer",
        cells: [
          [3, 2],
          [3, 3],
        ],
        sum: 7,
      },
    ]);
    // The zipped form: short keys, unquoted, apostrophes for quotes (SudokuPad's PuzzleZipper).
    const zipped =
      "{cs:50,ce:[[{v:1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],ca:[{v:'title: Tiny'}]}";
    const fromZipped = readAnyPuzzle(`https://sudokupad.app/scl${lz.compressToBase64(zipped)}`).puzzle;
    expect(fromZipped.title).toBe("Tiny");
    expect(Array.from(fromZipped.model.givens.slice(0, 2))).toEqual([1, 0]);
    expect(fromZipped.layout.size).toBe(4);
  });

  it("names what it cannot tell, and leaves it out with --lossy", () => {
    const ours = loadPuzzleFile("puzzles/samurai-seed-a.json");
    const scl = toScl(ours).scl;
    scl.lines = [
      {
        wayPoints: [
          [0.5, 0.5],
          [1.5, 1.5],
        ],
        color: "#ff0000",
        thickness: 8,
      },
    ];
    expect(() => readAnyPuzzle(sclLink(scl))).toThrow(/this is a SudokuPad link: combo-sudoku cannot express line 1/);
    const lossy = readAnyPuzzle(sclLink(scl), { lossy: true });
    expect(lossy.dropped).toEqual(["line 1 (a drawn line whose rule combo-sudoku cannot tell)"]);
  });
});

describe("a stranger's SudokuPad puzzle never crashes the reader", () => {
  it("any JSON in any field is read or refused with an InvalidInputError", () => {
    const base = toScl(loadPuzzleFile("puzzles/samurai-seed-a.json")).scl;
    const fields = ["cells", "regions", "cages", "lines", "arrows", "overlays", "underlays", "metadata"] as const;
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.anything({ maxDepth: 4 }), (field, value) => {
        try {
          readAnyPuzzle(JSON.stringify({ ...base, [field]: value }), { lossy: true });
        } catch (e: unknown) {
          expect(e).toBeInstanceOf(InvalidInputError);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
