/**
 * The workbench page's figures (printed, never pass/fail), each against its target:
 * - the bundle's size, raw and gzipped (target: under 190 KB gzipped, as test/scripts/build-web.test.ts checks);
 * - the first render in headless Chromium (target: under 300 ms): from navigation start to the first frame
 *   painted after the page's "ready" mark (the board drawn, every handler installed), with the seed samurai
 *   loaded from the URL; median and worst over LOADS loads, and the page's main-thread CPU time over the
 *   same span (from a trace), which the load of the machine inflates far less than the wall time; the same
 *   on a phone profile (390x844, touch, the CPU slowed 4x by DevTools' throttling), the same target;
 * - the input latency while the worker counts (target: under 50 ms): from a real key's event time (the
 *   browser's, so a busy page's queueing counts) to the frame painted after its handlers, the digit checked
 *   on the board then; median and worst over two runs of KEYS keys, in Set mode and in Play mode, and the page's
 *   main-thread CPU per key over each run (from a trace);
 * - the key to the next frame in Play on every built-in layout (target: p90 under 16 ms, one frame at 60 Hz),
 *   KEYS keys into an empty puzzle of each, nothing else running: the board's cells updated in place.
 * The machine's load average is printed with the figures (other work shares the CPU). With
 * COMBO_BENCH_WEB_BASE=DIR (a page built by `node scripts/build-web.mjs DIR` from another checkout), that
 * page is measured too, turn about with this one, and the ratios printed: before/after in the same conditions.
 * Skipped, saying so, where /usr/bin/chromium is missing (the size is still reported).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { BUILTIN_LAYOUTS } from "../../src/layout/builtin-layouts.js";
import { encodeShare } from "../../src/web/share-url.js";
import { median, projectRoot } from "./common.js";
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from "../support/chromium.js";

const LOADS = 7;
const KEYS = 20;
const FIRST_RENDER_TARGET_MS = 300;
const LATENCY_TARGET_MS = 50;
const SIZE_TARGET_KB = 190;
const FRAME_TARGET_MS = 16;
/** The phone profile's CPU: this many times slower than the machine's (Chrome DevTools' throttling). */
const PHONE_CPU_SLOWDOWN = 4;

/**
 * Put in every page before its own script: marks "combo-sudoku:painted" (and says so on the console) when the
 * first frame after the ready mark has been painted (a message posted from that frame's animation callback runs after its paint),
 * and, while window.__measure is set, times each key from its event time to the frame painted after it.
 */
const PROBE = `(() => {
  const afterPaint = (f) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = f; c.port2.postMessage(0); });
  const watch = new MutationObserver(() => {
    if (!document.body || !('ready' in document.body.dataset)) return;
    watch.disconnect();
    afterPaint(() => { performance.mark('combo-sudoku:painted'); console.debug('combo-sudoku:painted'); });
  });
  watch.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  window.__latency = [];
  window.__missed = 0;
  let keys = 0;
  window.addEventListener('keydown', (e) => {
    if (!window.__measure) return;
    const start = e.timeStamp;
    const key = e.key;
    const mine = ++keys;
    afterPaint(() => {
      window.__latency.push(performance.now() - start);
      // Checked unless the next key came in before this frame (then that key's digit is shown).
      if (keys === mine && document.querySelector('.cell.selected')?.dataset.value !== key) window.__missed++;
    });
  }, { capture: true });
})()`;

/**
 * LOADS first renders of the page as `combo-sudoku web FILE` serves it (the built CLI, 127.0.0.1), the seed
 * samurai as the file: what a user of the command waits for (the server writes the file into the page it serves).
 * Undefined when the CLI is not built.
 */
async function servedRenders(browser: Browser, root: string): Promise<{ wall: number[]; cpu: number[] } | undefined> {
  const cli = join(root, "dist/cli/main.js");
  if (!existsSync(cli)) return undefined;
  const server = spawn(process.execPath, [cli, "web", join(root, "puzzles/samurai-seed-a.json"), "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      server.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (m !== null) resolve(m[0]);
      });
      server.on("exit", () => reject(new Error(`the web server ended before it printed its address: ${out}`)));
    });
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const r = await firstRender(browser, url);
      wall.push(r.wall);
      cpu.push(r.cpu);
    }
    return { wall, cpu };
  } finally {
    server.kill("SIGINT");
  }
}

/** Milliseconds against a target: "median 120 ms, worst 180 ms (target < 300 ms: met)". */
function against(values: readonly number[], target: number): string {
  const m = median(values);
  return `median ${m.toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms (target < ${target} ms: ${m < target ? "met" : "NOT met"} by the median)`;
}

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
}

interface Build {
  readonly name: string;
  readonly dir: string;
  readonly paint: number[];
  readonly cpu: number[];
  readonly set: number[];
  readonly play: number[];
  /** Main-thread CPU ms per key, one figure per run: Set, then Play. */
  readonly setCpu: number[];
  readonly playCpu: number[];
}

/**
 * One load of the page from the URL, traced: navigation start to the painted mark (wall), and the renderer
 * main thread's CPU time over that span (the thread time of its tasks).
 */
async function firstRender(browser: Browser, url: string, phone = false): Promise<{ wall: number; cpu: number }> {
  const page = await browser.newPage(
    phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } },
  );
  try {
    await page.addInitScript(PROBE);
    await page.goto("about:blank");
    // A phone's slower CPU, as DevTools' "4x slowdown" makes it: the protocol's throttling, set before the load.
    if (phone) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"] });
    // Heard as a console message, not polled with waitForFunction: polling puts Playwright's own script into
    // the page while it starts (its compile ran between the ready mark and the paint, about 17 ms of main
    // thread here and 77 ms on the phone profile, counted in both figures).
    const painted = page.waitForEvent("console", { predicate: (m) => m.text() === "combo-sudoku:painted", timeout: 30_000 });
    await page.goto(url, { timeout: 30_000 });
    await painted;
    const wall = (await page.evaluate("performance.getEntriesByName('combo-sudoku:painted')[0].startTime")) as number;
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { wall, cpu: mainThreadCpu(trace.traceEvents) };
  } finally {
    await page.close();
  }
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string; readonly type?: string } };
}

/** The CPU ms of the page's main-thread tasks from its navigation start (file: URL) to the painted mark. */
function mainThreadCpu(events: readonly TraceEvent[]): number {
  const nav = events.find((e) => e.name === "navigationStart" && /^(file|http):/.test(e.args?.data?.documentLoaderURL ?? ""));
  const painted = events.find((e) => e.name === "combo-sudoku:painted");
  if (nav === undefined || painted === undefined) return Number.NaN;
  let us = 0;
  for (const e of events) {
    if (e.pid === nav.pid && e.tid === nav.tid && e.name === "RunTask" && e.ph === "X" && e.ts + (e.dur ?? 0) >= nav.ts && e.ts <= painted.ts)
      us += e.tdur ?? 0;
  }
  return us / 1000;
}

/** The CPU ms of all the tasks of the page's main thread (the one that handled the keys) over the trace. */
function keysCpu(events: readonly TraceEvent[]): number {
  const key = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
  if (key === undefined) return Number.NaN;
  let us = 0;
  for (const e of events) if (e.pid === key.pid && e.tid === key.tid && e.name === "RunTask" && e.ph === "X") us += e.tdur ?? 0;
  return us / 1000;
}

/**
 * KEYS real key presses into the first empty cell of an empty puzzle on the layout (a twin unless said)
 * while the worker counts its solutions (unless `count` is false: the page alone).
 */
async function latency(
  browser: Browser,
  url: string,
  mode: "set" | "play",
  layout = "twin",
  count = true,
): Promise<{ times: number[]; cpu: number; busy: boolean; missed: number }> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(PROBE);
    await page.goto(url, { timeout: 30_000 });
    await page.waitForSelector("body[data-ready]", { state: "attached", timeout: 30_000 });
    await page.getByLabel("Layout", { exact: true }).selectOption(layout);
    await page.getByRole("button", { name: "New", exact: true }).click();
    // The count starts in Set mode (Play folds the Solve panel away, as it gives the answer), then goes on in Play.
    if (count) {
      await page.getByLabel("Limit").fill("1000000000");
      await page.getByRole("button", { name: "Count", exact: true }).click();
    }
    if (mode === "play") await page.locator('[data-mode="play"]').click();
    await page.waitForTimeout(300);
    const busy = ((await page.locator("#status").textContent()) ?? "").startsWith("counting");
    await page.locator(".cell:not([data-given])").first().click();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.evaluate("window.__measure = true");
    for (let i = 0; i < KEYS; i++) {
      await page.keyboard.press(String((i % 9) + 1));
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(`window.__latency.length >= ${KEYS}`, undefined, { timeout: 30_000 });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const times = (await page.evaluate("window.__latency")) as number[];
    const missed = (await page.evaluate("window.__missed")) as number;
    const still = ((await page.locator("#status").textContent()) ?? "").startsWith("counting");
    return { times, cpu: keysCpu(trace.traceEvents) / KEYS, busy: busy && still, missed };
  } finally {
    await page.close();
  }
}

export async function benchWeb(): Promise<void> {
  const root = projectRoot();
  const dir = mkdtempSync(join(tmpdir(), "combo-sudoku-bench-web-"));
  try {
    execFileSync(process.execPath, [join(root, "scripts/build-web.mjs"), dir], { timeout: 120_000 });
    const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
    let raw = 0;
    let gzipped = 0;
    for (const file of ["index.html", "style.css", "app.js"]) {
      const bytes = readFileSync(join(dir, file));
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    console.log(
      `web page size: ${kb(raw)} raw, ${kb(gzipped)} gzipped (index.html + style.css + app.js with its worker; ` +
        `target < ${SIZE_TARGET_KB} KB gzipped: ${gzipped / 1024 < SIZE_TARGET_KB ? "met" : "NOT met"})`,
    );

    if (!existsSync(FULL_CHROMIUM)) {
      console.log(`web first render: skipped (${FULL_CHROMIUM} is not installed)`);
      return;
    }
    const builds: Build[] = [{ name: "this page", dir, paint: [], cpu: [], set: [], play: [], setCpu: [], playCpu: [] }];
    const base = process.env.COMBO_BENCH_WEB_BASE;
    if (base !== undefined && base !== "") builds.push({ name: `baseline ${base}`, dir: base, paint: [], cpu: [], set: [], play: [], setCpu: [], playCpu: [] });
    const json = JSON.stringify(JSON.parse(readFileSync(join(root, "puzzles/samurai-seed-a.json"), "utf8")));
    const hash = await encodeShare(json);
    const startLoad = load();
    const browser = await chromium.launch({
      executablePath: FULL_CHROMIUM,
      args: CHROMIUM_FLAGS.filter((f) => f !== "--headless"),
      headless: true,
      timeout: 30_000,
    });
    const notes: string[] = [];
    let served: { wall: number[]; cpu: number[] } | undefined;
    const phone: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };
    const frames: [string, number[]][] = [];
    try {
      // Turn about, so that both pages see the same load of the machine.
      for (let i = 0; i < LOADS; i++) {
        for (const b of builds) {
          const r = await firstRender(browser, `${pathToFileURL(join(b.dir, "index.html")).href}${hash}`);
          b.paint.push(r.wall);
          b.cpu.push(r.cpu);
        }
      }
      for (let i = 0; i < LOADS; i++) {
        const r = await firstRender(browser, `${pathToFileURL(join(dir, "index.html")).href}${hash}`, true);
        phone.wall.push(r.wall);
        phone.cpu.push(r.cpu);
      }
      served = await servedRenders(browser, root);
      // Two runs of each mode, the order of the pages swapped between them.
      for (const [round, mode] of [
        [0, "set"],
        [0, "play"],
        [1, "set"],
        [1, "play"],
      ] as const) {
        for (const b of round === 0 ? builds : [...builds].reverse()) {
          const r = await latency(browser, pathToFileURL(join(b.dir, "index.html")).href, mode);
          (mode === "set" ? b.set : b.play).push(...r.times);
          (mode === "set" ? b.setCpu : b.playCpu).push(r.cpu);
          if (!r.busy) notes.push(`${b.name}, ${mode}: the worker was NOT busy throughout`);
          if (r.missed > 0)
            notes.push(`${b.name}, ${mode}: ${r.missed} keys' digits not on the board at the frame after them (a bug: a key's frame must show it)`);
        }
      }
      // The key to the next frame on every built-in layout, in Play, the page alone (this page only).
      for (const layout of Object.keys(BUILTIN_LAYOUTS)) {
        const r = await latency(browser, pathToFileURL(join(dir, "index.html")).href, "play", layout, false);
        frames.push([layout, r.times]);
      }
    } finally {
      await browser.close();
    }
    const endLoad = load();
    console.log(
      `web load average during the section: ${startLoad} at its start, ${endLoad} at its end (1, 5, 15 min; ${cpus().length} cores shared: wall times scale with it)`,
    );
    for (const b of builds) {
      const tag = builds.length > 1 ? ` [${b.name}]` : "";
      console.log(
        `web first render${tag} (seed samurai from the URL, navigation start to the board painted, ${LOADS} loads): ${against(b.paint, FIRST_RENDER_TARGET_MS)}`,
      );
      console.log(
        `web first render${tag}, the page's main-thread CPU over the same span: median ${median(b.cpu).toFixed(0)} ms, worst ${Math.max(...b.cpu).toFixed(0)} ms`,
      );
      console.log(
        `web input latency${tag} in Set mode while the worker counts (${KEYS} keys, key event to the frame painted after it): ${against(b.set, LATENCY_TARGET_MS)}`,
      );
      console.log(`web input latency${tag} in Play mode while the worker counts (${KEYS} keys, the same way): ${against(b.play, LATENCY_TARGET_MS)}`);
      console.log(
        `web input${tag}, the page's main-thread CPU per key (all its tasks while typing; two runs): Set ${b.setCpu.map((c) => c.toFixed(1)).join(" and ")} ms, Play ${b.playCpu.map((c) => c.toFixed(1)).join(" and ")} ms`,
      );
    }
    console.log(
      `web first render on a phone profile (this page; 390x844, touch, CPU slowed ${PHONE_CPU_SLOWDOWN}x by the DevTools protocol's throttling; the seed samurai from the URL, ${LOADS} loads): ` +
        `${against(phone.wall, FIRST_RENDER_TARGET_MS)}; main-thread CPU median ${median(phone.cpu).toFixed(0)} ms, worst ${Math.max(...phone.cpu).toFixed(0)} ms`,
    );
    if (served === undefined) console.log("web first render served by `combo-sudoku web FILE`: skipped (the CLI is not built: npm run build)");
    else {
      console.log(
        `web first render served by \`combo-sudoku web FILE\` (this page; the seed samurai as FILE, written into the page by the server on 127.0.0.1, ${LOADS} loads): ${against(served.wall, FIRST_RENDER_TARGET_MS)}; ` +
          `main-thread CPU median ${median(served.cpu).toFixed(0)} ms, worst ${Math.max(...served.cpu).toFixed(0)} ms`,
      );
    }
    const [now, before] = builds;
    if (now !== undefined && before !== undefined) {
      const ratio = (a: readonly number[], b: readonly number[]): string => (median(a) / median(b)).toFixed(2);
      console.log(
        `web this page / baseline, medians in the same run: first render ${ratio(now.paint, before.paint)}, its CPU ${ratio(now.cpu, before.cpu)}, ` +
          `Set-mode key ${ratio(now.set, before.set)} (CPU ${ratio(now.setCpu, before.setCpu)}), Play-mode key ${ratio(now.play, before.play)} (CPU ${ratio(now.playCpu, before.playCpu)})`,
      );
    }
    const p90 = (times: readonly number[]): number => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.9) - 1] ?? Number.NaN;
    if (frames.length > 0) {
      const worst = Math.max(...frames.map(([, t]) => p90(t)));
      console.log(
        `web key to the next frame in Play, p90 over ${KEYS} keys per built-in layout (target < ${FRAME_TARGET_MS} ms on each: ${worst < FRAME_TARGET_MS ? "met" : "NOT met"}): ` +
          frames.map(([name, t]) => `${name} ${p90(t).toFixed(1)}`).join(", "),
      );
    }
    for (const note of notes) console.log(`web note: ${note}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
