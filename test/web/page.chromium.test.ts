/**
 * The workbench page in a real browser: Debian's headless Chromium driven by playwright-core. The page is
 * built fresh into a temporary directory (so these tests never run a stale bundle) and opened from disk
 * (file://), as a user who opens dist/web/index.html would; one test goes through `combo-sudoku web`.
 * Skipped where Chromium is missing, except in CI (see test/support/chromium.ts). Every wait is bounded.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runWeb } from "../../src/cli/web.js";
import { encodeShare } from "../../src/web/share-url.js";
import { runCapture, tempDir } from "../support/capture-io.js";
import { captureIo } from "../support/memory-io.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { downloadText, usePageBench, WAIT } from "../support/open-page.js";
import { loadPuzzleFile, projectRoot, seedSolution } from "../support/fixtures.js";
import { decodePng, pixelDifference } from "../support/png-pixels.js";

const available = chromiumAvailable();
const SEED_A = "puzzles/samurai-seed-a.json";
/** A single 16x16 grid, inline. */
const BIG = { name: "single-16", size: 16, grids: [{ id: "main", row: 0, col: 0 }] };
const REFERENCE_PNG = join(projectRoot, "test/fixtures/web/samurai-seed-a.board.png");

const bench = usePageBench();
const open = (url: string): Promise<Page> => bench.openPage(url);

/** The cell at a 0-based canvas position (the page's data-row and data-col count from 1). */
const cell = (page: Page, row: number, col: number) => page.locator(`.cell[data-row="${row + 1}"][data-col="${col + 1}"]`);

/** The digit every cell shows, by canvas position. */
async function cellTexts(page: Page): Promise<Map<string, string>> {
  const all = await page
    .locator(".cell")
    .evaluateAll((els) =>
      els.map((e) => [`${Number((e as HTMLElement).dataset.row) - 1},${Number((e as HTMLElement).dataset.col) - 1}`, e.textContent ?? ""] as const),
    );
  return new Map(all);
}

async function seedLink(): Promise<string> {
  const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, SEED_A), "utf8")));
  return `${bench.indexUrl}${await encodeShare(json)}`;
}

describe.skipIf(!available)(`the workbench in headless Chromium${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("a puzzle in the URL: every given at its cell, marked data-given, and nothing else filled", async () => {
    const page = await open(await seedLink());
    const { geometry, givens } = loadPuzzleFile(SEED_A).model;
    const texts = await cellTexts(page);
    expect(texts.size).toBe(geometry.cellCount);
    let count = 0;
    for (let c = 0; c < geometry.cellCount; c++) {
      const key = `${geometry.cellRow[c]},${geometry.cellCol[c]}`;
      expect(texts.get(key), key).toBe(givens[c] === 0 ? "" : String(givens[c]));
      if (givens[c] !== 0) count++;
    }
    expect(await page.locator(".cell[data-given]").count()).toBe(count);
    await page.close();

    // A link cut short when copied: a message, the page still works.
    const cut = await open(`${bench.indexUrl}#p=${"A".repeat(5)}`);
    expect(await cut.locator("#status").textContent()).toBe("the link's puzzle could not be read");
    expect(await cut.locator("#issue-list li").allTextContents()).toEqual(["link: the puzzle in the address is damaged (cut short when copied?)"]);
    expect(await cut.locator(".cell").count()).toBe(369);
    await cut.close();
  });

  it("Solve on the seed samurai: 'unique solution', and the cells hold the known solution", async () => {
    const page = await open(await seedLink());
    await page.getByRole("button", { name: "Set", exact: true }).click(); // Solve and Explain are the setter's (folded away in Play)
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("unique solution");
    const canvas = seedSolution("a").canvas;
    const texts = await cellTexts(page);
    for (const [key, text] of texts) {
      const [r, c] = key.split(",").map(Number);
      expect(text, key).toBe(canvas[r][c]);
    }
    await page.close();
  });

  it("Hint and Explain on the seed samurai: the CLI's words, the step's cells marked, steps shown one by one", async () => {
    const page = await open(await seedLink());
    const cliHint = (await runCapture(["hint", SEED_A])).stdout.trim();
    // Graded: the first press says where to look, the second the technique, the third the whole step.
    for (const level of ["1", "2", "3"]) {
      const [words] = (await runCapture(["hint", SEED_A, "--level", level])).stdout.split("\n");
      await page.getByRole("button", { name: "Hint", exact: true }).click();
      await expect.poll(() => page.locator("#hint-text").getAttribute("data-level"), { timeout: WAIT }).toBe(level);
      expect(await page.locator("#hint-text").textContent()).toBe(words);
    }
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe(cliHint);
    expect(await page.locator(".cell[data-hint]").count()).toBeGreaterThan(0);

    const cliExplain = (await runCapture(["explain", SEED_A, "--format", "json"])).stdout;
    const steps = (JSON.parse(cliExplain) as { steps: { text: string; placements: { row: number; col: number; digit: number }[] }[] }).steps;
    await page.getByRole("button", { name: "Set", exact: true }).click(); // Solve and Explain are the setter's (folded away in Play)
    await page.getByRole("button", { name: "Explain", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(new RegExp(`^solved by logic in ${steps.length} steps: `));
    expect(await page.locator("#explain-steps li").allTextContents()).toEqual(steps.map((st) => st.text));
    // Choosing step 3 shows the digits placed by steps 1-3, and marks step 3's cells.
    await page.getByRole("button", { name: `Step 3: ${steps[2].text}` }).click();
    const placed = steps.slice(0, 3).flatMap((st) => st.placements);
    expect(await page.locator(".cell[data-solution]").count()).toBe(placed.length);
    for (const p of placed) expect(await cell(page, p.row - 1, p.col - 1).textContent()).toBe(String(p.digit));
    for (const p of steps[2].placements) expect(await cell(page, p.row - 1, p.col - 1).getAttribute("data-hint")).toBe("");
    await page.close();
  });

  it("keyboard only: a clash typed on a 9x9 shows the CLI's message, places said as r1c5, at both cells", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("single");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.locator("#board").focus();
    await page.keyboard.press("ArrowDown"); // selects the first cell
    await page.keyboard.press("5");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("5");
    const message = "r1c5: given 5 appears twice in row 1 of grid main (also at r1c1)";
    await expect.poll(() => cell(page, 0, 4).getAttribute("data-error"), { timeout: WAIT }).toBe(message);
    expect(await cell(page, 0, 0).getAttribute("data-error")).toBe(message);
    expect(await page.locator(".cell[data-error]").count()).toBe(2);
    expect(await page.locator("#issue-list li").allTextContents()).toEqual([message]);
    expect(await page.locator("#cell-issue").textContent()).toBe(message); // the selected cell's problem, in words
    expect(await page.locator(".cell.same-digit").count()).toBe(1); // the other 5
    await page.keyboard.press("Delete");
    await expect.poll(() => page.locator(".cell[data-error]").count(), { timeout: WAIT }).toBe(0);
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator(".cell[data-error]").count(), { timeout: WAIT }).toBe(2);
    await page.close();
  });

  it("Draw a twin from an empty canvas: the exported puzzle passes combo-sudoku validate", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("(empty canvas)");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.locator('.slot[data-slot-row="0"][data-slot-col="0"]').click();
    // Hovering a cell of the first grid's corner box shows where the new grid would go: its top-left there.
    await page.locator('.cell[data-row="8"][data-col="9"]').hover();
    const ghost = await page.locator(".grid-ghost").boundingBox();
    const corner = await cell(page, 6, 6).boundingBox();
    expect([ghost?.x, ghost?.y]).toEqual([corner?.x, corner?.y]);
    await page.locator('.cell[data-row="7"][data-col="7"]').click(); // the new grid's corner on the first's corner box
    expect(await page.locator(".grid-outline").count()).toBe(2);
    await page.getByRole("button", { name: "Set", exact: true }).click();
    await cell(page, 7, 7).click();
    await page.keyboard.press("4");
    expect(await cell(page, 7, 7).getAttribute("data-given")).toBe("");
    expect(await page.locator(".cell.shared").count()).toBe(9);

    const dir = tempDir();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: WAIT }), page.getByRole("button", { name: "Export puzzle JSON" }).click()]);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const doc = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(doc.$schema).toBe("puzzle.schema.json");
    expect(doc.layout).toEqual({
      name: "my-layout",
      grids: [
        { id: "g1", row: 0, col: 0 },
        { id: "g2", row: 6, col: 6 },
      ],
    });
    const run = await runCapture(["validate", file]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    const [layoutDownload] = await Promise.all([
      page.waitForEvent("download", { timeout: WAIT }),
      page.getByRole("button", { name: "Export layout JSON" }).click(),
    ]);
    const layoutFile = join(dir, layoutDownload.suggestedFilename());
    await layoutDownload.saveAs(layoutFile);
    const layoutRun = await runCapture(["layouts", layoutFile]);
    expect(layoutRun.code).toBe(0);
    await page.close();
  });

  it("Draw on a twin: drag a grid, rename it, add a diagonal and a region; the layout file says so", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("twin");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByRole("button", { name: "Draw", exact: true }).click();
    // The board in view, clear of the sticky top bar (the setter's panels are long enough to scroll it away).
    await page.evaluate(() => window.scrollTo(0, 0));
    // Drag se's label one box right: the outline follows in whole boxes, the drop moves the grid.
    const label = page.getByRole("button", { name: "Move grid se (drag, or arrow keys)" });
    const box = await label.boundingBox();
    if (box === null) throw new Error("no label");
    const cellPx = await page
      .locator(".cell")
      .first()
      .evaluate((e) => (e as HTMLElement).offsetWidth);
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 5 + cellPx * 1.5, box.y + 5, { steps: 4 });
    await page.mouse.move(box.x + 5 + cellPx * 3.2, box.y + 5, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByLabel("Grid se column").inputValue(), { timeout: WAIT }).toBe("9");
    // The keyboard moves it too: the label takes arrow keys.
    await page.getByRole("button", { name: "Move grid se (drag, or arrow keys)" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.getByLabel("Grid se column").inputValue(), { timeout: WAIT }).toBe("6");
    await page.getByLabel("Grid 2 id").fill("right");
    await page.getByLabel("Grid 2 id").press("Enter");
    await page.getByLabel("Grid right diagonal rule").check();
    await page.getByLabel("Pick region cells (click one cell per digit: nine on 9x9 grids)").check();
    for (let i = 0; i < 9; i++) await cell(page, 0, i).click();
    await page.getByRole("button", { name: "Add region (9/9)" }).click();
    expect(await page.locator("#rule-list li").count()).toBe(2);
    expect(await page.locator(".cell.rule").count()).toBe(17 + 9); // both diagonals share their middle cell
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: WAIT }), page.getByRole("button", { name: "Export layout JSON" }).click()]);
    const layout = JSON.parse(await downloadText(download)) as Record<string, unknown>;
    expect(layout).toEqual({
      $schema: "layout.schema.json",
      name: "twin",
      description: "Two grids sharing one corner box (the center box of a samurai pair).",
      grids: [
        { id: "nw", row: 0, col: 0 },
        { id: "right", row: 6, col: 6 },
      ],
      rules: [
        { type: "diagonal", grid: "right" },
        { type: "region", cells: Array.from({ length: 9 }, (_, i) => [0, i]) },
      ],
    });
    const [svg] = await Promise.all([page.waitForEvent("download", { timeout: WAIT }), page.getByRole("button", { name: "Export SVG" }).click()]);
    expect(await downloadText(svg)).toMatch(/^<svg /);
    await page.close();
  });

  it("a 16x16 puzzle by link: givens A-G at their cells, 16 boxes, Solve fills 1-9 and A-G, Hint in the CLI's words, keys A-G type", async () => {
    const solved = (await runCapture(["solve", "-", "-f", "json", "--limit", "1"], { stdin: JSON.stringify({ layout: BIG, givens: {} }) })).stdout;
    const grid = (JSON.parse(solved) as { solutions: { grids: { main: string } }[] }).solutions[0].grids.main;
    // The first row and column open: unique (every other row and column misses one digit; the corner is last).
    const givens = [...grid].map((ch, i) => (i < 16 || i % 16 === 0 ? "." : ch)).join("");
    const doc = JSON.stringify({ layout: BIG, givens: { main: givens } });
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`);
    const texts = await cellTexts(page);
    expect(texts.size).toBe(256);
    for (let i = 0; i < 256; i++) expect(texts.get(`${Math.floor(i / 16)},${i % 16}`), String(i)).toBe(givens[i] === "." ? "" : givens[i]);
    expect(await page.locator(".box").count()).toBe(16);
    expect(
      await page
        .locator(".box")
        .first()
        .evaluate((e) => (e as HTMLElement).style.width),
    ).toMatch(/^\d+px$/);

    const cliHint = (await runCapture(["hint", "-"], { stdin: doc })).stdout.trim();
    for (const level of ["1", "2", "3"]) {
      await page.getByRole("button", { name: "Hint", exact: true }).click(); // the third press: the whole step
      await expect.poll(() => page.locator("#hint-text").getAttribute("data-level"), { timeout: WAIT }).toBe(level);
    }
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe(cliHint);
    await page.getByRole("button", { name: "Set", exact: true }).click(); // Solve and Explain are the setter's (folded away in Play)
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("unique solution");
    const after = await cellTexts(page);
    for (let i = 0; i < 256; i++) expect(after.get(`${Math.floor(i / 16)},${i % 16}`), String(i)).toBe(grid[i]);

    // Keys in Play: Shift+B and Shift+A corner marks "AB"; a digit key or A-G an entry.
    await page.close();
    const play = await open(`${bench.indexUrl}${await encodeShare(doc)}`);
    await play.getByRole("button", { name: "Play", exact: true }).click();
    await cell(play, 0, 0).click();
    await play.keyboard.press("Shift+KeyB");
    await play.keyboard.press("Shift+KeyA");
    expect(await cell(play, 0, 0).getAttribute("data-corner")).toBe("AB");
    // C is the Centre key on every size: 12 is typed as 1 then 2.
    for (const key of grid[0] === "C" ? ["1", "2"] : [grid[0] >= "A" ? `Key${grid[0]}` : grid[0]]) await play.keyboard.press(key);
    expect(await cell(play, 0, 0).textContent()).toBe(grid[0]);
    await cell(play, 0, 1).click();
    await play.keyboard.press("KeyG");
    expect(await cell(play, 0, 1).textContent()).toBe("G");
    await play.close();
  });

  it("New 6x6 single: 36 cells in 2x3 boxes, 7 is not a digit there, an empty grid has many solutions of 1-6", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("single");
    await page.getByLabel("Grid size").selectOption("6");
    await page.getByRole("button", { name: "New", exact: true }).click();
    expect(await page.locator("#status").textContent()).toBe("new 6x6 puzzle");
    expect(await page.locator(".cell").count()).toBe(36);
    expect(await page.locator(".box").count()).toBe(6);
    await cell(page, 0, 0).click();
    await page.keyboard.press("7");
    expect(await cell(page, 0, 0).textContent()).toBe("");
    await page.keyboard.press("6");
    expect(await cell(page, 0, 0).textContent()).toBe("6");
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("more than one solution: showing the first found");
    const texts = [...(await cellTexts(page)).entries()].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
    const rows = Array.from({ length: 6 }, (_, r) => texts.filter(([k]) => k.startsWith(`${r},`)).map(([, t]) => t));
    for (const row of rows) expect([...row].sort().join("")).toBe("123456");
    expect(rows[0][0]).toBe("6");
    await page.close();
  });

  it("Draw a 4x4 twin on an empty canvas: grids snap to 2x2 boxes, the ghost is a 4x4 grid, the export validates", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("(empty canvas)");
    await page.getByLabel("Grid size").selectOption("4");
    await page.getByRole("button", { name: "New", exact: true }).click();
    expect(await page.locator("#status").textContent()).toBe("empty canvas for 4x4 grids: click a box to add a grid");
    expect(await page.locator(".slot").count()).toBe(36); // 12 x 12 cells in 2x2 boxes
    await page.locator('.slot[data-slot-row="0"][data-slot-col="0"]').click();
    expect(await page.locator(".cell").count()).toBe(16);
    await page.locator('.cell[data-row="4"][data-col="3"]').hover(); // the first grid's corner box
    const ghost = await page.locator(".grid-ghost").boundingBox();
    const corner = await cell(page, 2, 2).boundingBox();
    const cellPx = corner?.width ?? 0;
    expect([ghost?.x, ghost?.y, ghost?.width]).toEqual([corner?.x, corner?.y, 4 * cellPx]);
    await cell(page, 3, 2).click();
    expect(await page.locator(".grid-outline").count()).toBe(2);
    expect(await page.locator(".cell.shared").count()).toBe(4);
    await page.getByRole("button", { name: "Set", exact: true }).click();
    await cell(page, 3, 3).click();
    await page.keyboard.press("4");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("5"); // no 5 on a 4x4 grid
    expect(await cell(page, 3, 4).textContent()).toBe("");

    const dir = tempDir();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: WAIT }), page.getByRole("button", { name: "Export puzzle JSON" }).click()]);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const doc = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    expect(doc.layout).toEqual({
      name: "my-layout",
      size: 4,
      grids: [
        { id: "g1", row: 0, col: 0 },
        { id: "g2", row: 2, col: 2 },
      ],
    });
    const run = await runCapture(["validate", file]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    await page.close();
  });

  it("Print: the puzzle alone on one page, even a tower of four grids", async () => {
    // Chromium already shrinks a page too wide for the paper; too tall is the page's own job.
    const tower = { layout: { name: "tower", grids: [0, 9, 18, 27].map((row, i) => ({ id: `g${i}`, row, col: 0 })) }, givens: {} };
    const page = await open(`${bench.indexUrl}${await encodeShare(JSON.stringify(tower))}`);
    expect(await page.locator(".cell").count()).toBe(4 * 81);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".panels").isVisible()).toBe(false);
    expect(await page.locator("#board").isVisible()).toBe(true);
    const pdf = (await page.pdf({ format: "A4", margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" } })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await page.close();
  });

  it("Stop ends a long count at once, and the page solves again afterwards", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("twin");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Limit").fill("1000000000");
    await page.getByRole("button", { name: "Count", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(/^counting up to 1000000000/);
    await page.waitForTimeout(500);
    // The page is not frozen while the worker counts: the board still takes a digit.
    await cell(page, 0, 0).click();
    await page.keyboard.press("1");
    expect(await cell(page, 0, 0).textContent()).toBe("1");
    await page.keyboard.press("Delete");
    await page.getByRole("button", { name: "Stop", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(/^stopped after/);
    expect(await page.getByRole("button", { name: "Stop", exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("more than one solution: showing the first found");
    await page.close();
  });

  it("Play: digits, corner marks, Check and the undo of an entry", async () => {
    const page = await open(await seedLink());
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const canvas = seedSolution("a").canvas;
    const { givens, geometry } = loadPuzzleFile(SEED_A).model;
    const empty = [...Array(geometry.cellCount).keys()].filter((c) => givens[c] === 0).slice(0, 2);
    const [a, b] = empty.map((c) => [geometry.cellRow[c], geometry.cellCol[c]] as const);
    const right = canvas[a[0]][a[1]];
    const wrongDigit = String((Number(canvas[b[0]][b[1]]) % 9) + 1);
    await cell(page, a[0], a[1]).click();
    await page.keyboard.press(right);
    await cell(page, b[0], b[1]).click();
    await page.keyboard.press(wrongDigit);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(/^1 wrong, \d+ empty$/);
    expect(await cell(page, b[0], b[1]).getAttribute("data-wrong")).toBe("");
    await cell(page, b[0], b[1]).click();
    await page.keyboard.press("Delete");
    await page.keyboard.press("Shift+Digit3");
    expect(await cell(page, b[0], b[1]).getAttribute("data-corner")).toBe("3");
    expect(await cell(page, b[0], b[1]).textContent()).toBe("");
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await cell(page, b[0], b[1]).getAttribute("data-corner")).toBe("");
    await page.getByRole("button", { name: "Reveal", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("solution revealed");
    expect(await page.locator(".cell[data-entry]").count()).toBe(geometry.cellCount - givens.filter((d) => d !== 0).length);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(/^solved in \d+:\d\d!$/);
    await page.close();
  });

  it("Autosave: a reload brings back the puzzle and the player's digits", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("twin");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await cell(page, 2, 3).click();
    await page.keyboard.press("6");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await cell(page, 2, 4).click();
    await page.keyboard.press("7");
    await page.reload();
    await page.waitForSelector("body[data-ready]", { state: "attached", timeout: WAIT });
    expect(await page.locator("#status").textContent()).toBe("your last puzzle is back (New starts another)");
    expect(await page.locator(".cell").count()).toBe(2 * 81 - 9);
    expect(await cell(page, 2, 3).getAttribute("data-given")).toBe("");
    expect(await cell(page, 2, 3).textContent()).toBe("6");
    expect(await cell(page, 2, 4).textContent()).toBe("7");
    expect(await cell(page, 2, 4).getAttribute("data-given")).toBeNull();
    await page.close();
  });

  it("Share link: the address then holds #p= and reopens the same puzzle", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("single");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await cell(page, 4, 4).click();
    await page.keyboard.press("8");
    await page.getByRole("button", { name: "Share link" }).click();
    await expect.poll(() => page.locator("#share-link").inputValue(), { timeout: WAIT }).toMatch(/#p=[A-Za-z0-9_-]+$/);
    const link = await page.locator("#share-link").inputValue();
    const again = await open(link);
    expect(await cell(again, 4, 4).textContent()).toBe("8");
    expect(await again.locator(".cell[data-given]").count()).toBe(1);
    await page.close();
    await again.close();
  });

  it("Generate on a twin with a seed gives a puzzle Solve calls unique", async () => {
    const page = await open(bench.indexUrl);
    await page.getByLabel("Layout", { exact: true }).selectOption("twin");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByLabel("Seed").fill("7");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(/^generated: \d+ givens, seed 7/);
    expect(await page.locator(".cell[data-given]").count()).toBeGreaterThan(20);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("unique solution");
    await page.close();
  });

  it("combo-sudoku web FILE: the page from 127.0.0.1 shows the file's givens, drawn once (no empty board first)", async () => {
    const stop = new AbortController();
    const io = { ...captureIo({ [SEED_A]: readFileSync(join(projectRoot, SEED_A), "utf8") }), interrupt: stop.signal };
    const running = runWeb({ file: SEED_A, open: false, pageDir: `${bench.pageDir}/` }, io);
    await expect.poll(() => io.out.join(""), { timeout: WAIT }).toMatch(/^combo-sudoku web: http:\/\/127\.0\.0\.1:\d+\//);
    const address = /http:\/\/127\.0\.0\.1:\d+\//.exec(io.out.join(""))?.[0] ?? "";
    // Watches every change of the board from the start: a board of cells with no given is the empty samurai.
    const watch = `window.__emptyBoard = false; new MutationObserver(() => {
      if (document.querySelector(".cell") !== null && document.querySelector(".cell[data-given]") === null) window.__emptyBoard = true;
    }).observe(document, { childList: true, subtree: true });`;
    const page = await bench.openPage(address, {}, watch);
    await expect
      .poll(() => page.locator(".cell[data-given]").count(), { timeout: WAIT })
      .toBe(loadPuzzleFile(SEED_A).model.givens.filter((d) => d !== 0).length);
    expect(await page.evaluate("window.__emptyBoard")).toBe(false);
    expect(await page.locator("#status").textContent()).toBe("samurai-seed-a.json loaded");
    // The file came inside the page: nothing was requested after it but its script and style sheet (no icon either).
    const requested = (await page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")) as string[];
    // (Each under its content's hash: the server sends them to be cached.)
    expect(requested.sort().map((path) => path.replace(/\.[0-9a-f]{12}\./, "."))).toEqual(["/app.js", "/style.css"]);
    expect(requested.every((path) => /^\/(app|style)\.[0-9a-f]{12}\.(js|css)$/.test(path))).toBe(true);
    await page.close();
    stop.abort();
    expect(await running).toBe(0);
  });

  it("the seed samurai's board looks like the reference picture (pixels, tolerantly)", async () => {
    const page = await open(await seedLink());
    const shoot = () => page.locator("#board").screenshot({ animations: "disabled", caret: "hide" });
    const shot = await shoot();
    // The control: the solved board differs from the reference by far more than the tolerance below.
    await page.getByRole("button", { name: "Set", exact: true }).click(); // Solve and Explain are the setter's (folded away in Play)
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("unique solution");
    const solved = decodePng(await shoot());
    await page.close();
    if (process.env.UPDATE_SCREENSHOTS === "1") {
      mkdirSync(join(projectRoot, "test/fixtures/web"), { recursive: true });
      writeFileSync(REFERENCE_PNG, shot);
    }
    const actual = decodePng(shot);
    const reference = decodePng(readFileSync(REFERENCE_PNG));
    expect([actual.width, actual.height]).toEqual([reference.width, reference.height]);
    // Font rendering differs a little between machines (anti-aliasing, hinting): up to 1% of the pixels.
    // The tolerance lets that through; a moved or lost line, box or grid, or a colour change, is far more.
    expect(pixelDifference(actual, reference)).toBeLessThan(0.01);
    expect(pixelDifference(solved, reference)).toBeGreaterThan(0.02);
  });
});
