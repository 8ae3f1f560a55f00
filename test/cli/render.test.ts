import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runRender } from "../../src/cli/render.js";
import { Stopper } from "../../src/cli/stop.js";
import { LimitError } from "../../src/model/errors.js";
import { readText, runCapture, tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { captureIo } from "../support/memory-io.js";
import { textUnder } from "../support/svg-text.js";

const count = (svg: string, re: RegExp): number => [...svg.matchAll(re)].length;
const DIGIT = /<text [^>]*>\d<\/text>/g;

describe("combo-sudoku render: what a person sees", () => {
  it("shows the puzzle's title above the grid and a legend of the rules below", async () => {
    const run = await runCapture(["render", "puzzles/x-sudoku.json"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/<text [^>]*font-weight="bold"[^>]*>X-sudoku \(constructed\)<\/text>/);
    expect(textUnder(run.stdout)).toContain("Place 1-9 once in every row, column and 3x3 box.");
    expect(textUnder(run.stdout)).toContain("Shaded diagonals: 1-9 once along both diagonals.");
    expect(run.stdout).not.toContain("the solution."); // no filled digits to explain
    const solved = await runCapture(["render", "puzzles/x-sudoku.json", "--solve"]);
    expect(textUnder(solved.stdout)).toContain("Bold black: the givens. Blue: the solution.");
    expect(solved.stdout).toContain('<tspan fill="#1a5fb4" font-weight="bold">Blue</tspan>');
  });

  it("a multi-grid puzzle without a title is headed by its layout's name, and the legend says shared boxes count twice", async () => {
    const run = await runCapture(["render", "-"], { stdin: JSON.stringify({ layout: "twin", givens: {} }) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/>twin<\/text>/);
    expect(textUnder(run.stdout)).toContain("of each of the 2 grids; a shared box counts in both.");
  });

  it("--size sets the printed width in millimetres, the height in proportion, the drawing unchanged", async () => {
    const px = await runCapture(["render", "puzzles/samurai-seed-a.json"]);
    const mm = await runCapture(["render", "puzzles/samurai-seed-a.json", "--size", "180"]);
    expect(mm.code).toBe(0);
    const [, w, h] = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 \1 \2"/.exec(px.stdout) ?? [];
    const [, wm, hm] = /^<svg [^>]*width="([\d.]+)mm" height="([\d.]+)mm" viewBox="0 0 (\d+) (\d+)"/.exec(mm.stdout) ?? [];
    expect(Number(wm)).toBe(180);
    expect(Number(hm)).toBeCloseTo((180 * Number(h)) / Number(w), 1);
    expect(mm.stdout.slice(mm.stdout.indexOf(">"))).toBe(px.stdout.slice(px.stdout.indexOf(">")));
    const withUnit = await runCapture(["render", "puzzles/samurai-seed-a.json", "--size", "180mm"]);
    expect(withUnit.stdout).toBe(mm.stdout);
    const bad = await runCapture(["render", "puzzles/samurai-seed-a.json", "--size", "A4"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('combo-sudoku: --size must be a positive number, not "A4"\n');
  });

  it("--sheet puts several puzzles on a printable page and their solutions on an answer page", async () => {
    const dir = tempDir();
    const out = join(dir, "week.svg");
    const files = ["puzzles/samurai-seed-a.json", "puzzles/samurai-seed-b.json", "puzzles/x-sudoku.json", "puzzles/classic-seed.json"];
    const run = await runCapture(["render", ...files, "--sheet", "-o", out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(`${out}: 4 puzzles; answers in ${join(dir, "week-answers.svg")}\n`);
    const page = readText(out);
    const answers = readText(join(dir, "week-answers.svg"));
    for (const svg of [page, answers]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="210mm" height="297mm" viewBox="0 0 210 297">/);
      expect(count(svg, /<svg x="/g)).toBe(4); // one nested picture per puzzle
      for (const title of ["Samurai seed A", "Samurai seed B", "X-sudoku (constructed)", "Classic seed"]) expect(svg).toContain(`>${title}</text>`);
    }
    expect(page).toContain(">Puzzles</text>");
    expect(answers).toContain(">Answers</text>");
    const cells = 369 + 369 + 81 + 81;
    expect(count(answers, DIGIT)).toBe(cells); // every cell of every puzzle filled in
    expect(count(page, DIGIT)).toBeLessThan(cells / 2); // only the givens
    expect(page).toContain("Place 1-9 once"); // the legend travels with each puzzle
  });

  it("--sheet follows --size for the page, and refuses a page too crowded to write in", async () => {
    const dir = tempDir();
    const out = join(dir, "letter.svg");
    expect((await runCapture(["render", "puzzles/classic-seed.json", "--sheet", "--size", "216", "-o", out])).code).toBe(0);
    expect(readText(out)).toMatch(/^<svg [^>]*width="216mm" height="305.5mm"/);
    const crowd = Array<string>(40).fill("puzzles/samurai-seed-a.json");
    const run = await runCapture(["render", ...crowd, "--sheet", "-o", join(dir, "crowd.svg")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^combo-sudoku: 40 puzzles on one page would have cells of \d\.\d mm \(at least 4 mm to write in\): put fewer on a sheet, or give a larger --size\n$/,
    );
    expect(readdirSync(dir)).toEqual(["letter-answers.svg", "letter.svg"]);
  });

  it("--sheet writes nothing when a puzzle has no solution, and says which", async () => {
    const dir = tempDir();
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ layout: "single", givens: { main: `.23456789.1${".".repeat(70)}` } }));
    const out = join(dir, "s.svg");
    const run = await runCapture(["render", "puzzles/classic-seed.json", bad, "--sheet", "-o", out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${bad}: no solution; no sheet written\n`);
    expect(existsSync(out)).toBe(false);
  });

  it("several files need --sheet, and --sheet needs -o", async () => {
    const many = await runCapture(["render", "puzzles/classic-seed.json", "puzzles/x-sudoku.json"]);
    expect(many.code).toBe(2);
    expect(many.stderr).toBe("combo-sudoku: render draws one puzzle; for 2 on a printable page add --sheet\n");
    const noOut = await runCapture(["render", "puzzles/classic-seed.json", "--sheet"]);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toBe("combo-sudoku: --sheet writes two pages, the puzzles and the answers: name the first with -o FILE.svg\n");
  });
});

describe("render --solve stopped", () => {
  it("a stop after a first solution, while the search looks for a second: exit 3, nothing drawn", async () => {
    // The stop comes as the search reports its first solution (the in-process search polls this stopper), on
    // a puzzle whose proof of uniqueness takes thousands of nodes after it.
    const io = captureIo({ "big.json": readFileSync(join(projectRoot, "puzzles", "samurai-16x16.json"), "utf8") });
    const interrupt = new AbortController();
    const stopper = new Stopper(interrupt.signal);
    stopper.onPoll = () => {
      if (stopper.progress[0]! >= 1) interrupt.abort();
    };
    const args = { files: ["big.json"], solve: true, sheet: false, force: false };
    try {
      await expect(runRender(args, io, stopper)).rejects.toThrow(
        new LimitError("big.json: interrupted before the search could tell one solution from several; nothing drawn"),
      );
      expect(stopper.progress[0]).toBe(1);
      expect(io.out).toEqual([]);
    } finally {
      stopper.dispose();
    }
  });
});
