/**
 * `--shard i/n` across machines, as the README shows it: examples/shards/shards.sh (GNU parallel, with
 * --sshlogin ":" standing for this machine) and examples/shards/bank-job.yaml (a Kubernetes indexed Job,
 * its command run here once per completion index) each give, joined in shard order, what one run gives,
 * line for line. Runs the built CLI (dist/, which npm test builds first). GNU parallel is a Debian package
 * (.ci/run installs it): where it is missing the test skips, except under CI (CI=true), where it fails.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/capture-io.js";
import { projectRoot } from "../support/fixtures.js";
import { MAIN } from "../support/run-node.js";

const hasParallel = spawnSync("parallel", ["--version"], { encoding: "utf8" }).stdout?.startsWith("GNU parallel") === true;
if (!hasParallel && process.env.CI === "true") {
  throw new Error("GNU parallel is missing in CI: install it (apt-get install -y parallel); the shards test must not skip there");
}
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// Six puzzles in four shards: parts of two and of one, so an uneven split is joined too.
const COUNT = 6;
const SEED = 7;

/** One run of the built CLI, its standard output; a failure fails the test with its stderr. */
function cli(args: readonly string[]): string {
  const run = spawnSync(process.execPath, [MAIN, ...args], { cwd: dir, encoding: "utf8", timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** What one run on one machine gives: the bank both ways of sharding are held to (made once, when first asked). */
let oneRun: string | undefined;
const oneRunBank = (): string => (oneRun ??= cli(["generate", "-l", "single", "-n", String(COUNT), "--seed", String(SEED), "-f", "text"]));

describe("shards across machines: the parts, joined, are one run", () => {
  it.skipIf(!hasParallel)("GNU parallel over 4 shards (examples/shards/shards.sh): the bank and its ratings, line for line", () => {
    const run = spawnSync("bash", [join(projectRoot, "examples/shards/shards.sh")], {
      cwd: dir,
      encoding: "utf8",
      timeout: 300_000,
      env: { ...process.env, CLI: `${process.execPath} ${MAIN}`, HOSTS: ":", SHARDS: "4", COUNT: String(COUNT), SEED: String(SEED), OUT: "bank" },
    });
    expect(run.status, run.stderr).toBe(0);
    const bank = readFileSync(join(dir, "bank.txt"), "utf8");
    expect(bank).toBe(oneRunBank());
    expect(bank.trimEnd().split("\n")).toHaveLength(COUNT);
    const ratings = readFileSync(join(dir, "bank.ratings.jsonl"), "utf8");
    expect(ratings).toBe(cli(["rate", "bank.txt", "-f", "json"]));
    expect(
      ratings
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as { line: number }).line),
    ).toEqual([...Array(COUNT).keys()].map((i) => i + 1));
  });

  it("the Kubernetes indexed Job's command (examples/shards/bank-job.yaml), once per completion index", () => {
    const manifest = readFileSync(join(projectRoot, "examples/shards/bank-job.yaml"), "utf8");
    const completions = Number(/^\s*completions: (\d+)$/m.exec(manifest)?.[1]);
    const command = /^\s*- (combo-sudoku generate .*)$/m.exec(manifest)?.[1];
    expect(completions).toBe(4);
    expect(command).toMatch(/--shard "\$\(\(JOB_COMPLETION_INDEX \+ 1\)\)\/4"/);
    // The same command on this machine: the built CLI, a small count, the volume a temporary folder.
    const local = (command ?? "")
      .replace(/^combo-sudoku/, `"${process.execPath}" "${MAIN}"`)
      .replace(/-n \d+/, `-n ${COUNT}`)
      .replaceAll("/bank/", `${dir}/k8s-`);
    for (let index = 0; index < completions; index++) {
      const run = spawnSync("sh", ["-c", local], {
        cwd: dir,
        encoding: "utf8",
        timeout: 120_000,
        env: { ...process.env, JOB_COMPLETION_INDEX: String(index) },
      });
      expect(run.status, run.stderr).toBe(0);
    }
    const parts = readdirSync(dir)
      .filter((n) => n.startsWith("k8s-part-"))
      .sort();
    expect(parts).toEqual(["k8s-part-000.txt", "k8s-part-001.txt", "k8s-part-002.txt", "k8s-part-003.txt"]);
    const joined = parts.map((n) => readFileSync(join(dir, n), "utf8")).join("");
    expect(joined).toBe(oneRunBank());
  });
});
