/**
 * `npm run typecheck`'s scoped noUncheckedIndexedAccess check (see indexed-access.ts): runs tsc on
 * tsconfig.indexed.json and fails on an error outside the exempt and pending lists, or on an entry there with
 * no error left. Run from the project root (npm does); `--project DIR` checks another project (the test's
 * fixture) against the same lists.
 */
import { resolve } from "node:path";
import { EXEMPT, PENDING, indexedAccessReport, parseTscErrors, runIndexedTsc } from "./indexed-access.js";

const at = process.argv.indexOf("--project");
const project = resolve(at >= 0 ? (process.argv[at + 1] ?? ".") : ".");
const { status, output } = runIndexedTsc(project);
const errors = parseTscErrors(output);
if (status !== 0 && errors.length === 0) {
  // tsc failed without a located error (a broken config): say so rather than pass.
  process.stderr.write(output);
  process.exit(1);
}
const report = indexedAccessReport(errors, [...EXEMPT, ...PENDING]);
for (const v of report.violations) console.error(v.text);
for (const u of report.unused) console.error(`${u.path}: listed in scripts/indexed-access.ts but has no indexed-access error: remove it`);
const count = (list: readonly { path: string }[]): number => list.reduce((n, e) => n + (report.exempted.get(e.path) ?? 0), 0);
if (report.violations.length > 0 || report.unused.length > 0) {
  console.error(`indexed access: ${report.violations.length} error(s) outside the exempt files (scripts/indexed-access.ts)`);
  process.exit(1);
}
console.log(
  `indexed access: no error outside the exempt files (${count(EXEMPT)} in the ${EXEMPT.length} hot-loop files; ${count(PENDING)} still to fix in ${PENDING.length} pending files)`,
);
