// Fingerprint of the logic engine's ratings (for work on its speed): rates the shared 9x9 sets in-process as
// `rate` does (knownUnique) and writes one line per puzzle: set, index, difficulty, level, technique counts
// and a hash of the whole step sequence (technique, difficulty, placements, eliminations). An optimisation
// of the engine must leave this output byte-identical:
//
//   npm run build && node scripts/logic-fingerprint.mjs OUT.txt [MAGICTOUR=300] [SEVENTEEN=2000] [FH=10] [SE=2344]
//   diff BEFORE.txt OUT.txt
//
// Sets: the first MAGICTOUR magictour_top1465 puzzles, the first SEVENTEEN 17-clue, the 2,344 SE-rated
// puzzles of test/fixtures/third-party/se-rated (the rating bench's; the first SE), and FH forum-hardest puzzles spread evenly
// (../shared/bench; sets not present are skipped). CPU time per set goes to stderr.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { BUILTIN_LAYOUTS, buildGeometry, rateSolve, solveLogically } from "../dist/index.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const [out, mt = "300", sc = "2000", fh = "10", se = "2344"] = process.argv.slice(2);
if (out === undefined) {
  console.error("usage: node scripts/logic-fingerprint.mjs OUT.txt [MAGICTOUR] [SEVENTEEN] [FH] [SE]");
  process.exit(2);
}
const single = buildGeometry(BUILTIN_LAYOUTS.single);
const read = (path) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => /^[0-9.]{81}/.test(l))
    .map((l) => Uint8Array.from(l.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)));
const bench = `${root}../shared/bench/`;
const sets = [];
if (existsSync(`${bench}magictour_top1465.txt`)) sets.push(["magictour", read(`${bench}magictour_top1465.txt`).slice(0, Number(mt))]);
if (existsSync(`${bench}17_clue.txt`)) sets.push(["17clue", read(`${bench}17_clue.txt`).slice(0, Number(sc))]);
sets.push(["se-rated", read(`${root}test/fixtures/third-party/se-rated/sample.txt`).slice(0, Number(se))]);
if (existsSync(`${bench}forum_hardest_1106.txt`) && Number(fh) > 0) {
  const all = read(`${bench}forum_hardest_1106.txt`);
  const step = Math.floor(all.length / Number(fh));
  sets.push(["forum-hardest", all.filter((_, i) => i % step === 0).slice(0, Number(fh))]);
}
const lines = [];
for (const [name, puzzles] of sets) {
  const t0 = process.cpuUsage();
  puzzles.forEach((givens, i) => {
    const result = solveLogically({ geometry: single, givens }, { knownUnique: true });
    const r = rateSolve(result);
    const h = createHash("sha1");
    for (const s of result.steps) {
      h.update(`${s.technique}|${s.difficulty ?? ""}|${s.placements.map((p) => `${p.cell}=${p.digit}`).join(",")}|${s.eliminations.map((e) => `${e.cell}-${e.digits}`).join(",")};`);
    }
    const counts = Object.entries(r.techniques)
      .map(([t, n]) => `${t}:${n}`)
      .join(",");
    lines.push(`${name} ${i} ${r.difficulty} ${r.level} ${result.outcome} ${result.steps.length} ${h.digest("hex").slice(0, 16)} ${counts}`);
  });
  const u = process.cpuUsage(t0);
  const ms = (u.user + u.system) / 1000;
  console.error(`${name}: ${puzzles.length} puzzles, ${ms.toFixed(0)} ms CPU, ${((puzzles.length * 1000) / ms).toFixed(1)}/CPU s`);
}
writeFileSync(out, `${lines.join("\n")}\n`);
