/**
 * The scoped noUncheckedIndexedAccess check (scripts/indexed-access.ts): an error outside the exempt files
 * fails it, one inside is let through, and a stale entry is reported.
 */
import { describe, expect, it } from "vitest";
import { EXEMPT, PENDING, indexedAccessReport, parseTscErrors, runIndexedTsc } from "../../scripts/indexed-access.js";
import { projectRoot } from "../support/fixtures.js";

const OUTPUT = [
  "src/solver/nine.ts(3,10): error TS2532: Object is possibly 'undefined'.",
  "src/cli/unchecked.ts(3,10): error TS18048: 'x' is possibly 'undefined'.",
  "  Type 'undefined' is not assignable to type 'number'.",
].join("\n");

describe("the indexed-access check", () => {
  it("reads tsc's errors, one per located line", () => {
    expect(parseTscErrors(OUTPUT).map((e) => e.file)).toEqual(["src/solver/nine.ts", "src/cli/unchecked.ts"]);
  });

  it("fails an error outside the exemptions, lets one inside through, and names an exemption no error needs", () => {
    const exemptions = [
      { path: "src/solver/", reason: "hot loops" },
      { path: "src/logic/scan.ts", reason: "hot loops" },
    ];
    const report = indexedAccessReport(parseTscErrors(OUTPUT), exemptions);
    expect(report.violations.map((v) => v.file)).toEqual(["src/cli/unchecked.ts"]);
    expect(report.exempted.get("src/solver/")).toBe(1);
    expect(report.unused.map((u) => u.path)).toEqual(["src/logic/scan.ts"]);
  });

  it("on a project, tsc's real errors: the non-exempt file is a violation, the exempt one is not", { timeout: 60_000 }, () => {
    const { status, output } = runIndexedTsc(`${projectRoot}test/fixtures/indexed-access`);
    expect(status).not.toBe(0);
    const report = indexedAccessReport(parseTscErrors(output), [...EXEMPT, ...PENDING]);
    expect(report.violations.map((v) => v.file)).toEqual(["src/cli/unchecked.ts"]);
    expect(report.exempted.get("src/solver/nine.ts")).toBe(1);
  });

  it("keeps every exemption a reason", () => {
    for (const e of [...EXEMPT, ...PENDING]) expect(e.reason.length, e.path).toBeGreaterThan(0);
  });
});
