/**
 * `npm run check:external`: solves every puzzle in ../shared/external/ (when that folder exists) and
 * compares with its published solution, reporting per file and per shape. Exit 1 if any fails.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkExternal } from "./read-external.js";

const dir = join(process.cwd(), "..", "shared", "external");
if (!existsSync(dir)) {
  console.log(`${dir}: not present; nothing to check`);
} else {
  const byShape = new Map<string, { ok: number; fail: number }>();
  let failed = 0;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()) {
    const started = performance.now();
    let line: string;
    let shape = "unknown";
    let ok = false;
    try {
      const outcome = checkExternal(readFileSync(join(dir, name), "utf8"), name);
      shape = outcome.shape;
      ok = outcome.verdict !== "fail";
      line = `${ok ? "ok  " : "FAIL"} ${name} (${outcome.layout}): ${outcome.detail}`;
    } catch (e: unknown) {
      line = `FAIL ${name}: ${e instanceof Error ? e.message : String(e)}`;
    }
    console.log(`${line} [${Math.round(performance.now() - started)} ms]`);
    const tally = byShape.get(shape) ?? { ok: 0, fail: 0 };
    if (ok) tally.ok++;
    else tally.fail++;
    byShape.set(shape, tally);
    if (!ok) failed++;
  }
  console.log("\nper shape:");
  for (const [shape, t] of [...byShape].sort()) console.log(`  ${shape.padEnd(12)} ${t.ok} ok${t.fail > 0 ? `, ${t.fail} FAILED` : ""}`);
  process.exitCode = failed > 0 ? 1 : 0;
}
