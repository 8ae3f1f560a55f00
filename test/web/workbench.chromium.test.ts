/**
 * The workbench's player and setter tools in headless Chromium (playwright-core), through the page's test
 * contract (docs/web.md, "Test contract"): cells by data-row/data-col (1-based canvas) with data-value,
 * data-corner, data-centre, data-colour; rules by data-rule/data-cells; buttons by their names. Each rule
 * tool drawn with the mouse gives the rule JSON of puzzles/<rule>.json; a player session in every mode; a
 * phone's viewport. Skipped where Chromium is missing, except in CI (test/support/chromium.ts). Every wait
 * is bounded; every page, the browser and the temporary directory are closed or removed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Layout, Rule } from "../../src/model/schemas.js";
import { encodeShare } from "../../src/web/share-url.js";
import { runCapture } from "../support/capture-io.js";
import { CHROMIUM, chromiumAvailable } from "../support/chromium.js";
import { downloadText, usePageBench, WAIT } from "../support/open-page.js";
import { projectRoot } from "../support/fixtures.js";

const available = chromiumAvailable();

const bench = usePageBench();
/** A fresh page (in its own context, so no storage is shared) once the page says it is ready. */
const open = (url: string, options: BrowserContextOptions = {}): Promise<Page> => bench.openPage(url, options);

async function close(page: Page): Promise<void> {
  await page.context().close();
}

/** The cell at a 0-based canvas position, found as a test would: data-row and data-col count from 1. */
const cell = (page: Page, [row, col]: readonly number[]) => page.locator(`.cell[data-row="${(row ?? 0) + 1}"][data-col="${(col ?? 0) + 1}"]`);

/** The middle of a cell, moved by (dx, dy) cell sides. */
async function point(page: Page, at: readonly number[], dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = await cell(page, at).boundingBox();
  if (box === null) throw new Error(`no cell at ${at.join(",")}`);
  return { x: box.x + box.width * (0.5 + dx), y: box.y + box.height * (0.5 + dy) };
}

/**
 * The middles of the board's cells, keyed "row,col" (0-based), measured at once: one round trip to the page
 * rather than one a cell (a drag through 81 jigsaw cells made 81).
 */
async function middles(page: Page): Promise<Map<string, { x: number; y: number }>> {
  const found = await page.locator(".cell").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return [Number(e.getAttribute("data-row")) - 1, Number(e.getAttribute("data-col")) - 1, r.x + r.width / 2, r.y + r.height / 2] as const;
    }),
  );
  return new Map(found.map(([row, col, x, y]) => [`${row},${col}`, { x, y }]));
}

/** A mouse drag through the cells' middles, in order (the board does not move while it is dragged over). */
async function drag(page: Page, cells: readonly (readonly number[])[]): Promise<void> {
  if (cells.length === 0) return;
  const at = await middles(page);
  const middle = ([row, col]: readonly number[]): { x: number; y: number } => {
    const m = at.get(`${row},${col}`);
    if (m === undefined) throw new Error(`no cell at ${row},${col}`);
    return m;
  };
  const [first = [], ...rest] = cells;
  const p = middle(first);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const c of rest) {
    const q = middle(c);
    await page.mouse.move(q.x, q.y);
  }
  await page.mouse.up();
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The layout file of puzzles/<file>. */
const layoutOf = (file: string): Layout => (JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")) as { layout: Layout }).layout;

/** The rules of the layout the page exports (Export layout JSON), as the CLI would read them. */
async function exportedRules(page: Page): Promise<Rule[] | undefined> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: WAIT }), button(page, "Export layout JSON").click()]);
  return (JSON.parse(await downloadText(download)) as Layout).rules;
}

/** Draws one rule as a setter would, with the tool already picked. */
async function drawRule(page: Page, rule: Rule): Promise<void> {
  switch (rule.type) {
    case "killer":
    case "rellik":
      await drag(page, rule.cells);
      for (const ch of String(rule.sum ?? "")) await page.keyboard.press(ch);
      await page.keyboard.press("Enter");
      return;
    case "sum-line":
      await drag(page, rule.cells);
      for (const ch of String(rule.sum)) await page.keyboard.press(ch);
      await page.keyboard.press("Enter");
      return;
    case "lockout-line":
      await drag(page, rule.cells);
      for (const ch of String(rule.difference ?? "")) await page.keyboard.press(ch);
      await page.keyboard.press("Enter");
      return;
    case "thermometer":
    case "renban":
    case "german-whispers":
    case "palindrome":
    case "entropic-line":
    case "modular-line":
    case "between-line":
    case "zipper":
    case "region-sum-line":
    case "parity-line":
      return drag(page, rule.cells);
    case "little-killer":
    case "sandwich":
      // Two cells from the grid's edge give the whole line; then the sum. A corner's one-cell diagonal: a drag
      // from the corner out of the grid, the way its arrow points.
      if (rule.type === "little-killer" && rule.cells.length === 1) {
        const [dr, dc] = rule.direction === "UL" ? [-1, -1] : rule.direction === "UR" ? [-1, 1] : rule.direction === "DL" ? [1, -1] : [1, 1];
        const [from = []] = rule.cells;
        const p = await point(page, from);
        const q = await point(page, from, dc * 0.8, dr * 0.8);
        await page.mouse.move(p.x, p.y);
        await page.mouse.down();
        await page.mouse.move(q.x, q.y);
        await page.mouse.up();
      } else await drag(page, rule.cells.slice(0, 2));
      for (const ch of String(rule.sum)) await page.keyboard.press(ch);
      await page.keyboard.press("Enter");
      return;
    case "quadruple": {
      // Inside the top-left cell, near the corner the four cells share.
      const [first = []] = rule.cells;
      const p = await point(page, first, 0.44, 0.44);
      await page.mouse.click(p.x, p.y);
      for (const d of rule.digits) await page.keyboard.press(String(d));
      await page.keyboard.press("Enter");
      return;
    }
    case "arrow":
      return drag(page, [rule.circle, ...rule.cells]);
    case "pill-arrow":
      return drag(page, [...rule.pill, ...rule.cells]);
    case "clone":
      return drag(page, rule.shapes.flat());
    case "kropki":
    case "xv":
    case "inequality": {
      // Inside the first cell, near the side it shares with the second.
      const [[r1 = 0, c1 = 0] = [], [r2 = 0, c2 = 0] = []] = rule.cells;
      const p = await point(page, [r1, c1], (c2 - c1) * 0.42, (r2 - r1) * 0.42);
      return page.mouse.click(p.x, p.y);
    }
    case "candidates":
      // A cell at a time: the tool gives each clicked cell a rule of its own.
      for (const c of rule.cells) {
        const p = await point(page, c);
        await page.mouse.click(p.x, p.y);
        for (const d of rule.digits) await page.keyboard.press(String(d));
        await page.keyboard.press("Enter");
      }
      return;
    case "odd":
    case "even":
      for (const c of rule.cells) {
        const p = await point(page, c);
        await page.mouse.click(p.x, p.y);
      }
      return;
    case "chaos-construction":
      // Each group's cells in the group chosen with its letter.
      for (const [g, cells] of (rule.marks ?? []).entries()) {
        await button(page, `Mark group ${String.fromCharCode(65 + g)}`).click();
        await page.evaluate(() => window.scrollTo(0, 0)); // the buttons sit under the tools: the board back in view
        await drag(page, cells);
      }
      return;
    case "jigsaw":
      for (let n = 1; n <= rule.regions.length; n++) {
        const letter = String.fromCharCode(64 + n);
        const cells = rule.regions.flatMap((line, r) => [...line].flatMap((ch, c) => (ch === letter ? [[r, c]] : [])));
        await button(page, `Region ${letter}`).click();
        await page.evaluate(() => window.scrollTo(0, 0)); // the buttons sit under the tools: the board back in view
        await drag(page, cells);
      }
      return;
    default:
      return; // the grid-wide rules are the tool's button alone
  }
}

/** A one-cell little killer: the corner's own diagonal, which names its direction. */
const CORNER_KILLER: Layout = {
  name: "corner little killer",
  grids: [{ id: "g0", row: 0, col: 0 }],
  rules: [
    { type: "little-killer", cells: [[0, 0]], direction: "DL", sum: 4 },
    { type: "little-killer", cells: [[8, 8]], direction: "UR", sum: 6 },
  ],
};

/** Each tool, the puzzle whose rules it draws (or its layout), and how many of them (the first ones). */
const CASES: readonly { file: string; layout?: Layout; tools: Record<string, string>; count?: number }[] = [
  { file: "killer.json", tools: { killer: "Killer cage" }, count: 3 },
  { file: "thermometer.json", tools: { thermometer: "Thermometer" }, count: 3 },
  { file: "arrow.json", tools: { arrow: "Arrow" }, count: 3 },
  { file: "kropki.json", tools: { white: "Kropki white", black: "Kropki black" }, count: 3 },
  { file: "xv.json", tools: { X: "X", V: "V" }, count: 3 },
  { file: "odd-even.json", tools: { odd: "Odd", even: "Even" } },
  { file: "x-sudoku.json", tools: { diagonal: "Diagonal" } },
  { file: "jigsaw.json", tools: { jigsaw: "Jigsaw region" } },
  { file: "anti-knight.json", tools: { "anti-knight": "Anti-knight" } },
  { file: "anti-king.json", tools: { "anti-king": "Anti-king" } },
  { file: "anti-taxicab.json", tools: { "anti-taxicab": "Anti-taxicab" } },
  { file: "non-consecutive.json", tools: { "non-consecutive": "Non-consecutive" } },
  { file: "renban.json", tools: { renban: "Renban" }, count: 3 },
  { file: "german-whispers.json", tools: { "german-whispers": "German whispers" }, count: 3 },
  { file: "palindrome.json", tools: { palindrome: "Palindrome" }, count: 3 },
  { file: "between-line.json", tools: { "between-line": "Between line" }, count: 3 },
  { file: "little-killer.json", tools: { "little-killer": "Little killer" }, count: 3 },
  { file: "a corner's little killer", layout: CORNER_KILLER, tools: { "little-killer": "Little killer" } },
  { file: "sandwich.json", tools: { sandwich: "Sandwich" }, count: 3 },
  { file: "quadruple.json", tools: { quadruple: "Quadruple" }, count: 3 },
  { file: "disjoint-groups.json", tools: { "disjoint-groups": "Disjoint groups" } },
  { file: "kropki-all-dots.json", tools: { "kropki-all-dots": "Kropki all dots", white: "Kropki white", black: "Kropki black" }, count: 3 },
  { file: "candidates.json", tools: { candidates: "Candidates" }, count: 1 },
  { file: "inequality.json", tools: { inequality: "Inequality" }, count: 4 },
  { file: "pill-arrow.json", tools: { "pill-arrow": "Pill arrow" } },
  { file: "clone.json", tools: { clone: "Clone" } },
  { file: "entropic-line.json", tools: { "entropic-line": "Entropic line" } },
  { file: "modular-line.json", tools: { "modular-line": "Modular line" } },
  { file: "zipper.json", tools: { zipper: "Zipper line" }, count: 3 },
  { file: "region-sum-line.json", tools: { "region-sum-line": "Region-sum line" }, count: 3 },
  { file: "rellik.json", tools: { rellik: "Rellik cage" }, count: 3 },
  { file: "parity-line.json", tools: { "parity-line": "Parity line" }, count: 3 },
  { file: "lockout-line.json", tools: { "lockout-line": "Lockout line" } },
  { file: "sum-line.json", tools: { "sum-line": "Sum line" } },
  { file: "xv-all-marks.json", tools: { "xv-all-marks": "XV all marks", X: "X", V: "V" }, count: 4 },
  { file: "chaos-construction.json", tools: { "chaos-construction": "Chaos mark" } },
];

/**
 * The rules the tools give for the file's: given candidates a cell at a time, a chaos construction naming
 * the grid its marks were drawn on (the file's only one), the rest as they are.
 */
function asDrawn(rules: readonly Rule[]): Rule[] {
  return rules.flatMap((r) =>
    r.type === "candidates" ? r.cells.map((c): Rule => ({ ...r, cells: [c] })) : r.type === "chaos-construction" ? [{ ...r, grid: "g0" }] : [r],
  );
}

/** The grid-wide rules: their tool is a toggle, and its button stays pressed while the rule is on. */
const GRID_WIDE = ["diagonal", "anti-knight", "anti-king", "anti-taxicab", "non-consecutive", "disjoint-groups"];

/** The tool button that draws the rule. */
function toolFor(rule: Rule, tools: Record<string, string>): string {
  const name = rule.type === "kropki" ? tools[rule.color] : rule.type === "xv" ? tools[rule.mark] : tools[rule.type];
  if (name === undefined) throw new Error(`no tool for ${rule.type}`);
  return name;
}

describe.skipIf(!available)(`the workbench's tools in headless Chromium${available ? "" : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it("every rule tool: drawing with the mouse gives the rules of puzzles/<rule>.json, each drawn with data-rule and data-cells", async () => {
    const page = await open(bench.indexUrl);
    for (const { file, layout, tools, count } of CASES) {
      const { rules = [], ...bare } = layout ?? layoutOf(file);
      const drawnFrom = rules.slice(0, count ?? rules.length);
      const want = asDrawn(drawnFrom);
      // The puzzle's grids, no rules yet: pasted as a layout file.
      await page.locator("#paste-text").fill(JSON.stringify(bare));
      await button(page, "Load").click();
      await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("pasted text loaded");
      let current = "";
      // Exporting scrolled the page to the panels: the board back in view, clear of the sticky toolbar.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const rule of drawnFrom) {
        const tool = toolFor(rule, tools);
        if (tool !== current) {
          await button(page, tool).click();
          current = tool;
        }
        await drawRule(page, rule);
      }
      // Leave the tool, so that the next puzzle starts with none.
      if ((await button(page, current).getAttribute("aria-pressed")) === "true" && !GRID_WIDE.includes(want.at(-1)?.type ?? "")) {
        await button(page, current).click();
      }
      expect(await exportedRules(page), file).toEqual(want);
      const drawn = await page.locator("[data-rule]").evaluateAll((els) => els.map((e) => [e.getAttribute("data-rule"), e.getAttribute("data-cells")]));
      expect(
        drawn.map(([type]) => type),
        file,
      ).toEqual(want.map((r) => r.type));
      for (const [type, cells] of drawn) expect(cells, `${file} ${type}`).toMatch(/^r\d+c\d+( r\d+c\d+)*$/);
    }
    await close(page);
  }, 240_000);

  it("a player session: digits in each mode, colour, undo, a clash marked, then the solved message", async () => {
    // A valid fill with three cells left empty.
    const digit = (r: number, c: number): number => ((r * 3 + Math.floor(r / 3) + c) % 9) + 1;
    const empty = [
      [0, 0],
      [4, 4],
      [8, 7],
    ];
    const rows = Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) => (empty.some(([er, ec]) => er === r && ec === c) ? "." : String(digit(r, c)))).join(""),
    );
    const doc = JSON.stringify({ layout: "single", givens: rows });
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`);
    // A shared link opens for play: no Play press needed, and a digit typed is the player's, not a given.
    expect(await button(page, "Play").getAttribute("aria-pressed")).toBe("true");
    // Play is the player's page: the setter's panels are folded away, the player's own are there.
    const shown = async (): Promise<boolean[]> =>
      Promise.all(["#rules-panel", "#puzzle-panel", "#draw-panel", "#solve-panel", "#generate-panel", "#play-panel"].map((id) => page.locator(id).isVisible()));
    expect(await shown()).toEqual([false, false, false, false, false, true]);
    await button(page, "Set").click();
    expect(await shown()).toEqual([true, true, true, true, true, true]);
    await button(page, "Play").click();
    const a = cell(page, [0, 0]);
    await a.click();
    await button(page, "Corner").click();
    await page.keyboard.press("1");
    await page.keyboard.press("3");
    expect(await a.getAttribute("data-corner")).toBe("13");
    await button(page, "Centre").click();
    await page.keyboard.press("2");
    expect(await a.getAttribute("data-centre")).toBe("2");
    // Keys: Z Normal, X Corner (Shift held: corner; Ctrl held: centre), V Colour.
    await page.keyboard.press("Control+Digit4");
    expect(await a.getAttribute("data-centre")).toBe("24");
    await page.keyboard.press("Shift+Digit3");
    expect(await a.getAttribute("data-corner")).toBe("1");
    await page.keyboard.press("v");
    expect(await button(page, "Colour").getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("5");
    expect(await a.getAttribute("data-colour")).toBe("5");
    await button(page, "Undo").click();
    expect(await a.getAttribute("data-colour")).toBe("");
    await page.keyboard.press("z");
    expect(await button(page, "Normal").getAttribute("aria-pressed")).toBe("true");
    // A clash: the digit of its row's neighbour, marked as an error; then the right one.
    await page.keyboard.press(String(digit(0, 1)));
    expect(await a.getAttribute("data-value")).toBe(String(digit(0, 1)));
    await expect.poll(() => a.getAttribute("data-error"), { timeout: WAIT }).not.toBeNull();
    await page.keyboard.press(String(digit(0, 0)));
    expect(await a.getAttribute("data-error")).toBeNull();
    expect(await page.locator(".cell.same-digit").count()).toBe(8); // the other cells holding that digit
    // A drag selects two cells; the pad's keys enter (the same digit would go into both: one each here).
    await drag(page, [empty[1] ?? [], empty[2] ?? []]);
    expect(await page.locator(".cell.selected").count()).toBe(2);
    await cell(page, empty[1] ?? []).click();
    await button(page, String(digit(4, 4))).click();
    expect(await page.locator("#solved").isHidden()).toBe(true);
    await cell(page, empty[2] ?? []).click();
    await button(page, String(digit(8, 7))).click();
    await expect.poll(() => page.locator("#solved").textContent(), { timeout: WAIT }).toMatch(/^Solved! \d+:\d\d$/);
    expect(await page.locator("#status").textContent()).toMatch(/^solved in \d+:\d\d!$/);
    // Progress survives a reload: digits, marks and all.
    await page.reload();
    await page.waitForSelector("body[data-ready]", { state: "attached", timeout: WAIT });
    expect(await cell(page, [8, 7]).getAttribute("data-value")).toBe(String(digit(8, 7)));
    await close(page);
  });

  it("the board redrawn cell by cell equals the board built whole from the same state, step by step", async () => {
    // The page rewrites only the cells that changed, in place (render-board.ts); a whole build (Draw mode
    // builds the board whole, and so does the way back) is the reference, taken after each step, since a
    // later change to a cell would redraw it and hide a stale one. Compared as what the board holds: each
    // element's attributes and style declarations in name order (a cell written in place adds an attribute
    // after those it had; the order of attributes means nothing).
    const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/samurai-seed-a.json"), "utf8")));
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`);
    const board = page.locator("#board");
    const shown = (): Promise<string> =>
      board.evaluate((b) => {
        const text = (el: Element): string => {
          const attrs = [...el.attributes].map(
            (a) =>
              `${a.name}="${
                a.name === "style"
                  ? a.value
                      .split(";")
                      .map((d) => d.trim())
                      .filter(Boolean)
                      .sort()
                      .join("; ")
                  : a.value
              }"`,
          );
          const inside = [...el.childNodes].map((n) => (n instanceof Element ? text(n) : (n.textContent ?? ""))).join("");
          return `<${el.tagName} ${attrs.sort().join(" ")}>${inside}</${el.tagName}>`;
        };
        return [...b.children].map(text).join("");
      });
    const checkpoint = async (mode: "Set" | "Play", step: string): Promise<void> => {
      const incremental = await shown();
      await button(page, "Draw").click();
      await button(page, mode).click();
      expect(await shown(), step).toBe(incremental);
    };
    const free = page.locator(".cell:not([data-given])");
    await free.nth(0).click();
    const steps: [string, string[]][] = [
      ["corner mark", ["Shift+Digit1"]],
      ["centre mark", ["Control+Digit3"]],
      ["digit", ["4"]],
      ["colour", ["v", "2"]],
      ["two cells", ["z", "ArrowRight", "Shift+ArrowDown", "5"]],
      ["the same digit again", ["5"]],
      ["undo", ["Control+z"]],
      ["cleared", ["Delete"]],
    ];
    for (const [step, keys] of steps) {
      for (const key of keys) await page.keyboard.press(key);
      await checkpoint("Play", step);
    }
    await button(page, "Set").click();
    await free.nth(100).click();
    await page.keyboard.press("7"); // a given, maybe a clash: errors at both cells
    await checkpoint("Set", "a given");
    await button(page, "Play").click();
    await free.nth(5).click();
    await checkpoint("Play", "a new selection");
    expect(await board.innerHTML()).toContain("data-entry");
    await close(page);
  });

  it("16x16: a jigsaw region P painted by its button; 1 then 2 types 12, C is Centre, G is 16", async () => {
    const big = { name: "single-16", size: 16, grids: [{ id: "main", row: 0, col: 0 }] };
    const page = await open(`${bench.indexUrl}${await encodeShare(JSON.stringify({ layout: big, givens: { main: ".".repeat(256) } }))}`);
    await button(page, "Set").click();
    await button(page, "Jigsaw region").click();
    expect(await page.locator("#regions button").count()).toBe(16);
    await button(page, "Region P").click();
    // The region buttons sit under the rule tools: the board back in view, clear of the sticky toolbar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await drag(page, [
      [0, 0],
      [0, 1],
    ]);
    const jigsaw = (await exportedRules(page))?.find((r) => r.type === "jigsaw");
    expect(jigsaw?.type === "jigsaw" ? jigsaw.regions[0]?.slice(0, 5) : undefined).toBe("PPAAB");
    await button(page, "Jigsaw region").click();
    await button(page, "Play").click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await cell(page, [5, 5]).click();
    await page.keyboard.press("1");
    await page.keyboard.press("2");
    expect(await cell(page, [5, 5]).getAttribute("data-value")).toBe("C");
    await button(page, "Undo").click(); // one step: the 12 goes, not back to a 1
    expect(await cell(page, [5, 5]).getAttribute("data-value")).toBe("");
    await page.keyboard.press("c");
    expect(await button(page, "Centre").getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("g");
    expect(await cell(page, [5, 5]).getAttribute("data-centre")).toBe("G");
    await close(page);
  });

  it("Set mode's live verdict: unique with the rating, multiple after a given goes, true candidates drawn on demand", async () => {
    const doc = readFileSync(join(projectRoot, "puzzles/classic-seed.json"), "utf8");
    const page = await open(`${bench.indexUrl}${await encodeShare(JSON.stringify(JSON.parse(doc)))}`);
    expect(await page.locator("#verdict").isVisible()).toBe(false); // Play: no verdict
    await button(page, "Set").click();
    const rated = JSON.parse((await runCapture(["rate", "puzzles/classic-seed.json", "--format", "json"])).stdout) as { difficulty: number; level: string };
    await expect
      .poll(() => page.locator("#verdict").textContent(), { timeout: WAIT })
      .toMatch(new RegExp(`^unique: ${rated.difficulty.toFixed(1)} ${rated.level}`));
    // A given taken away: a few solutions, then true candidates on the empty cells.
    const given = page.locator(".cell[data-given]").first();
    await given.click();
    await page.keyboard.press("Delete");
    const givenCount = await page.locator(".cell[data-given]").count();
    await expect.poll(() => page.locator("#verdict").textContent(), { timeout: WAIT }).toMatch(/^(multiple: \d+\+? solutions|unique)/);
    await button(page, "True candidates").click();
    await expect.poll(() => page.locator("#verdict").textContent(), { timeout: WAIT }).toMatch(/; true candidates over /);
    expect(await page.locator(".cell[data-candidates]").count()).toBe(81 - givenCount);
    await button(page, "True candidates").click();
    await expect.poll(() => page.locator(".cell[data-candidates]").count(), { timeout: WAIT }).toBe(0);
    await close(page);
  });

  it("Hint draws the step: its cells outlined, eliminated candidates struck, the CLI's words under the board", async () => {
    const doc = readFileSync(join(projectRoot, "puzzles/renban.json"), "utf8");
    const step = (
      JSON.parse((await runCapture(["hint", "puzzles/renban.json", "--format", "json"])).stdout) as {
        steps: { text: string; eliminations: { row: number; col: number; digits: number[] }[] }[];
      }
    ).steps[0];
    if (step === undefined) throw new Error("no hint");
    const page = await open(`${bench.indexUrl}${await encodeShare(JSON.stringify(JSON.parse(doc)))}`);
    for (const level of ["1", "2", "3"]) {
      await button(page, "Hint").click(); // graded: the third press on the same position shows the whole step
      await expect.poll(() => page.locator("#hint-text").getAttribute("data-level"), { timeout: WAIT }).toBe(level);
    }
    await expect.poll(() => page.locator("#hint-text").textContent(), { timeout: WAIT }).toBe(step.text);
    expect(await page.locator(".cell[data-hint]").count()).toBeGreaterThan(0);
    for (const e of step.eliminations) expect(await cell(page, [e.row - 1, e.col - 1]).getAttribute("data-struck")).toBe(e.digits.join(""));
    expect(await page.locator(".small-digits .struck").count()).toBe(step.eliminations.reduce((n, e) => n + e.digits.length, 0));
    // A digit typed clears the hint.
    await page.locator(".cell:not([data-given])").first().click();
    await page.keyboard.press("1");
    expect(await page.locator(".cell[data-struck]").count()).toBe(0);
    expect(await page.locator("#hint-text").textContent()).toBe("");
    await close(page);
  });

  it("export as f-puzzles and SudokuPad links, pasted back as a player would: the same puzzle; print shows the rules", async () => {
    const doc = readFileSync(join(projectRoot, "puzzles/killer.json"), "utf8");
    const page = await open(`${bench.indexUrl}${await encodeShare(JSON.stringify(JSON.parse(doc)))}`);
    const givens = await page
      .locator(".cell[data-given]")
      .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-row")},${e.getAttribute("data-col")},${e.textContent}`));
    const rules = await page.locator("[data-rule]").count();
    for (const name of ["f-puzzles link", "SudokuPad link"]) {
      await button(page, name).click();
      await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toMatch(new RegExp(`^${name} (copied|ready)`));
      const link = await page.locator("#share-link").inputValue();
      const other = await open(bench.indexUrl);
      await other.locator("#paste-text").fill(link);
      await button(other, "Load").click();
      await expect.poll(() => other.locator("#status").textContent(), { timeout: WAIT }).toBe("pasted text loaded");
      expect(await button(other, "Play").getAttribute("aria-pressed"), name).toBe("true");
      const back = await other
        .locator(".cell[data-given]")
        .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-row")},${e.getAttribute("data-col")},${e.textContent}`));
      expect(back, name).toEqual(givens);
      expect(await other.locator("[data-rule]").count(), name).toBe(rules);
      await close(other);
    }
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#rules-text").isVisible()).toBe(true);
    expect(await page.locator("#rules-text li").first().textContent()).toBe("Place 1-9 once in every row, column and box.");
    const pdf = (await page.pdf({ format: "A4", margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" } })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await close(page);
  });

  it("clues beside the grid (little killer arrows, sandwich sums) are drawn inside the board, in Play and Set", async () => {
    for (const file of ["little-killer.json", "sandwich.json"]) {
      const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles", file), "utf8")));
      const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`);
      for (const mode of ["Play", "Set"]) {
        await button(page, mode).click();
        const board = await page.locator("#board").boundingBox();
        if (board === null) throw new Error("no board");
        const clues = page.locator(`[data-rule="${file.replace(".json", "")}"]`);
        expect(await clues.count()).toBeGreaterThan(0);
        for (const box of await clues.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.left, `${file} ${mode}`).toBeGreaterThanOrEqual(board.x);
          expect(box.top, `${file} ${mode}`).toBeGreaterThanOrEqual(board.y);
          expect(box.right, `${file} ${mode}`).toBeLessThanOrEqual(board.x + board.width);
          expect(box.bottom, `${file} ${mode}`).toBeLessThanOrEqual(board.y + board.height);
        }
      }
      await close(page);
    }
  });

  it("the dark theme draws every rule picture in its own colours: sums and lines stand out from the cells", async () => {
    const page = await open(bench.indexUrl, { colorScheme: "dark" });
    const files = ["arrow", "between-line", "german-whispers", "jigsaw", "killer", "kropki", "kropki-all-dots", "little-killer", "odd-even"];
    files.push("palindrome", "quadruple", "renban", "sandwich", "thermometer", "xv", "x-sudoku");
    for (const file of files) {
      await page.locator("#paste-text").fill(readFileSync(join(projectRoot, "puzzles", `${file}.json`), "utf8"));
      await button(page, "Load").click();
      await expect.poll(() => page.locator("#status").textContent(), { timeout: WAIT }).toBe("pasted text loaded");
      await button(page, "Set").click(); // a puzzle with givens opens in Play
      expect(await page.locator("[data-rule] > *").count(), file).toBeGreaterThan(0);
      // Contrast (WCAG's ratio) of each painted part with a plain cell: text 4.5, thin lines 3, fills and
      // thick lines (thermometers, whispers) 1.5, as they lie under the digits.
      const faint = await page.evaluate(() => {
        const rgb = (c: string): number[] | undefined => /^rgba?\((\d+), (\d+), (\d+)/.exec(c)?.slice(1).map(Number);
        const lum = ([r = 0, g = 0, b = 0]: number[]): number =>
          [0.2126, 0.7152, 0.0722].reduce((sum, w, i) => {
            const v = ([r, g, b][i] ?? 0) / 255;
            return sum + w * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          }, 0);
        const contrast = (a: number[], b: number[]): number => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
        const cellBg = rgb(getComputedStyle(document.querySelector(".cell:not(.rule):not(.shared):not(.selected)") ?? document.body).backgroundColor) ?? [];
        const out: string[] = [];
        if (getComputedStyle(document.querySelector("svg.rules") ?? document.body).filter !== "none") out.push("the pictures are filtered");
        for (const el of document.querySelectorAll<SVGElement>("[data-rule] :is(circle, rect, line, polyline, polygon, path, text)")) {
          const st = getComputedStyle(el);
          const fill = rgb(st.fill);
          const stroke = Number.parseFloat(st.strokeWidth) > 0 ? rgb(st.stroke) : undefined;
          const best = Math.max(fill === undefined ? 0 : contrast(fill, cellBg), stroke === undefined ? 0 : contrast(stroke, cellBg));
          const need = el.tagName === "text" ? 4.5 : fill === undefined && Number.parseFloat(st.strokeWidth) < 4 ? 3 : 1.5;
          if (best < need)
            out.push(`${el.closest("[data-rule]")?.getAttribute("data-rule")} ${el.tagName} ${st.fill} ${st.stroke}: ${best.toFixed(2)} < ${need}`);
        }
        return out;
      });
      expect(faint, file).toEqual([]);
    }
    await close(page);
  });

  it("a phone (390x844, touch): the board fills the width, the pad below it, no horizontal scroll; a tap selects and enters", async () => {
    const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/classic-seed.json"), "utf8")));
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const board = await page.locator("#board").boundingBox();
    const pad = await page.locator("#pad").boundingBox();
    if (board === null || pad === null) throw new Error("no board or pad");
    expect(board.width).toBeGreaterThan(390 * 0.85);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    expect(pad.y).toBeGreaterThan(board.y + board.height - 1);
    expect(await page.locator("#pad").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await button(page, "Play").tap();
    const first = page.locator(".cell:not([data-given])").first();
    const target = page.locator(`.cell[data-row="${await first.getAttribute("data-row")}"][data-col="${await first.getAttribute("data-col")}"]`);
    await target.tap();
    expect(await target.getAttribute("class")).toContain("selected");
    await button(page, "7").tap();
    expect(await target.getAttribute("data-value")).toBe("7");
    await close(page);
  });

  it("a wide window (1400x1000): the samurai's cells grow past 34 pixels while the pad still shows under the board; a short window shrinks them", async () => {
    const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/samurai-seed-a.json"), "utf8")));
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`, { viewport: { width: 1400, height: 1000 } });
    const measure = async (): Promise<{ cell: number; padBottom: number; boardRight: number; areaRight: number }> => {
      const [c, pad, board, area] = await Promise.all(["#board .cell", ".play-bar", "#board", ".board-area"].map((s) => page.locator(s).first().boundingBox()));
      if (!c || !pad || !board || !area) throw new Error("no cell, pad, board or board area");
      return { cell: c.width, padBottom: pad.y + pad.height, boardRight: board.x + board.width, areaRight: area.x + area.width };
    };
    const wide = await measure();
    expect(wide.cell).toBeGreaterThan(35);
    expect(wide.padBottom).toBeLessThanOrEqual(1000);
    expect(wide.boardRight).toBeLessThanOrEqual(wide.areaRight);
    // A shorter window: smaller cells, the pad still in the window, down to 22 pixels (then the page scrolls).
    await page.setViewportSize({ width: 1400, height: 700 });
    await expect.poll(async () => (await measure()).cell, { timeout: WAIT }).toBeLessThan(34);
    const short = await measure();
    expect(short.cell).toBeGreaterThanOrEqual(22);
    if (short.cell > 22) expect(short.padBottom).toBeLessThanOrEqual(700);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await expect.poll(async () => (await measure()).cell, { timeout: WAIT }).toBe(wide.cell);
    await close(page);
  });

  it("a wide window (1400x1000): the words of a hint show in the window, under the board fitted to its height, the toolbar still on top", async () => {
    const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/samurai-seed-a.json"), "utf8")));
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`, { viewport: { width: 1400, height: 1000 } });
    await page.locator("#hint").click();
    await expect.poll(async () => ((await page.locator("#hint-text").textContent()) ?? "").length, { timeout: WAIT }).toBeGreaterThan(10);
    await expect
      .poll(async () => page.locator("#hint-text").evaluate((e) => e.getBoundingClientRect().bottom <= window.innerHeight), { timeout: WAIT })
      .toBe(true);
    // Scrolled down to them, the toolbar still stands at the window's top (sticky to the window, not the body).
    expect(await page.evaluate(() => [window.scrollY > 0, document.querySelector(".toolbar")?.getBoundingClientRect().top])).toEqual([true, 0]);
    await close(page);
  });

  it("a phone zooms to one grid of a samurai: digits readable, a tap selects and enters, arrow keys carry the zoom on", async () => {
    const doc = JSON.stringify(JSON.parse(readFileSync(join(projectRoot, "puzzles/samurai-seed-a.json"), "utf8")));
    const page = await open(`${bench.indexUrl}${await encodeShare(doc)}`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const size = () =>
      page
        .locator(".cell")
        .first()
        .evaluate((e) => [e.getBoundingClientRect().width, Number.parseFloat(getComputedStyle(e).fontSize)]);
    const [small = 0] = await size();
    expect(small).toBeLessThan(20); // 21 columns across 390 pixels
    await page.getByRole("button", { name: "Zoom to grid nw" }).tap();
    const [wide = 0, font = 0] = await size();
    expect(wide).toBeGreaterThanOrEqual(36);
    expect(font).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The window shows grid nw (canvas rows and columns 0-8) and hides the rest.
    const win = await page.locator("#board-window").boundingBox();
    if (win === null) throw new Error("no board window");
    const seen = async (row: number, col: number): Promise<boolean> => {
      const box = await cell(page, [row, col]).boundingBox();
      return (
        box !== null && box.x >= win.x - 1 && box.x + box.width <= win.x + win.width + 1 && box.y >= win.y - 1 && box.y + box.height <= win.y + win.height + 1
      );
    };
    expect([await seen(0, 0), await seen(8, 8), await seen(0, 12), await seen(9, 9)]).toEqual([true, true, false, false]);
    const target = page.locator(".cell:not([data-given])").first();
    await target.tap();
    expect(await target.getAttribute("class")).toContain("selected");
    await button(page, "5").tap();
    expect(await target.getAttribute("data-value")).toBe("5");
    // A finger drawn over three cells of the zoomed grid selects the three (CDP touch events: one finger).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [await point(page, [2, 0])] });
    for (const at of [
      [2, 1],
      [2, 2],
    ])
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [await point(page, at)] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect(
      await page.locator(".cell.selected").evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.row},${(e as HTMLElement).dataset.col}`)),
    ).toEqual(["3,1", "3,2", "3,3"]);
    // Arrow keys from the shared box at nw's bottom right go on into the centre grid, and the zoom with them.
    await cell(page, [8, 8]).tap();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("button", { name: "Zoom to grid center" }).getAttribute("aria-pressed")).toBe("true");
    expect(await seen(11, 8)).toBe(true);
    await page.getByRole("button", { name: "Show all grids" }).tap();
    expect((await size())[0]).toBe(small);
    await close(page);
  });
});
