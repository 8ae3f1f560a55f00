/**
 * The page's graded hints in headless Chromium: each press of Hint on the same position tells more
 * (where to look, the technique and its cells, the whole step), worked out from the player's own digits:
 * a wrong digit is said first; a changed position starts again at level 1. The words are those of
 * `combo-sudoku hint --level` and of the library (api/graded-hint.ts).
 * Skipped where Chromium is missing, except in CI (test/support/chromium.ts); every wait is bounded.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gradedHint } from "../../src/api/graded-hint.js";
import { solve } from "../../src/strategies/solve.js";
import { encodeShare } from "../../src/web/share-url.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { usePageBench, WAIT } from "../support/open-page.js";
import { loadPuzzleFile, projectRoot } from "../support/fixtures.js";

const available = chromiumAvailable();
const bench = usePageBench();
const FILE = "puzzles/classic-seed.json";

/** Presses Hint and waits for the hint of that level; returns its words. */
async function hintAt(page: Page, level: number): Promise<string> {
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect.poll(() => page.locator("#hint-text").getAttribute("data-level"), { timeout: WAIT }).toBe(String(level));
  return (await page.locator("#hint-text").textContent()) ?? "";
}

/** The highlighted cells, as "r1c2" names in page order. */
async function highlighted(page: Page): Promise<string[]> {
  return page.locator(".cell[data-hint]").evaluateAll((els) => els.map((el) => `r${(el as HTMLElement).dataset.row}c${(el as HTMLElement).dataset.col}`));
}

describe.skipIf(!available)(`graded hints on the page${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("a wrong digit first, one level more at each press; a changed position starts again at level 1", async () => {
    const { model } = loadPuzzleFile(FILE);
    const solution = solve(model, { limit: 2, keep: 1 }).solutions[0];
    if (solution === undefined) throw new Error("no solution");
    const json = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, FILE), "utf8")));
    const page = await bench.openPage(`${bench.indexUrl}${await encodeShare(json)}`, { viewport: { width: 1400, height: 1000 } });
    const empty = page.locator(".cell:not([data-given])").first();
    const row = Number(await empty.getAttribute("data-row"));
    const col = Number(await empty.getAttribute("data-col"));
    const right = solution[model.geometry.canvas[(row - 1) * model.geometry.cols + (col - 1)] ?? -1] ?? 0;
    const wrong = (right % 9) + 1;
    await empty.click();
    await page.keyboard.press(String(wrong));
    await page.keyboard.press("Escape");
    const position = { digits: [{ row, col, digit: wrong }] };

    const one = await hintAt(page, 1);
    expect(one).toBe(gradedHint(model, position, 1).text);
    expect(one).toMatch(/^One of your digits is wrong: look at (box|row|column) \d\.$/);
    const unit = await highlighted(page);
    expect(unit).toHaveLength(9);
    expect(unit).toContain(`r${row}c${col}`);
    expect(await hintAt(page, 2)).toBe(`The ${wrong} at r${row}c${col} is wrong.`);
    expect(await highlighted(page)).toEqual([`r${row}c${col}`]);
    expect(await hintAt(page, 3)).toBe(gradedHint(model, position, 3).text);

    // The right digit typed over it: the position changed, the hint starts again, now at the next step.
    await empty.click();
    await page.keyboard.press(String(right));
    await page.keyboard.press("Escape");
    const next = { digits: [{ row, col, digit: right }] };
    expect(await hintAt(page, 1)).toBe(gradedHint(model, next, 1).text);
    expect(await hintAt(page, 2)).toBe(gradedHint(model, next, 2).text);
    const whole = gradedHint(model, next, 3);
    expect(await hintAt(page, 3)).toBe(whole.text);
    // The whole step is drawn: the cells it places in show its digits.
    for (const p of whole.step?.placements ?? []) {
      expect(await page.locator(`.cell[data-row="${p.row}"][data-col="${p.col}"]`).getAttribute("data-value")).toBe(String(p.digit));
    }
    await page.context().close();
  });
});
