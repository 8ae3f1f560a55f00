import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { readText, runCapture, tempDir } from "../support/capture-io.js";
import { seedSolution } from "../support/fixtures.js";

interface StepOut {
  technique: string;
  placements: { row: number; col: number; digit: number }[];
  eliminations: { row: number; col: number; digits: number[] }[];
  cells: { row: number; col: number }[];
  units?: string[];
  chains?: { nodes: { cells: { row: number; col: number }[]; digits: number[] }[]; links: string[] }[];
  text: string;
}

interface ExplainOut {
  solved: boolean;
  steps: StepOut[];
  rating?: { difficulty: number; level: string; solvedByLogic: boolean; techniques: Record<string, number> };
}

/** A 9x9 puzzle as a JSON puzzle file's text, for stdin. */
function nine(givens: string): string {
  return JSON.stringify({ layout: "single", givens: { main: givens } });
}

// The first puzzle of test/fixtures/third-party/nine/forum_hardest_1106.sample.txt: beyond every technique here.
const HARDEST = "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8";
// HARDEST without its first given: several solutions, so logic stops where they part (the nets, which
// solve HARDEST itself, are left out on a puzzle with several solutions).
const STUCK = `.${HARDEST.slice(1)}`;

describe("combo-sudoku explain", () => {
  it("lists the steps of a samurai, one a line naming cells by canvas and grid, and ends in the solved canvas", async () => {
    const run = await runCapture(["explain", "puzzles/samurai-seed-a.json"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(/^ +1\. (full house|naked single|hidden single): .*places \d at r\d+c\d+( \(\w+ r\dc\d\))?$/);
    expect(run.stdout).toMatch(/\nsolved by logic in \d+ steps: \d\.\d medium \(/);
    expect(run.stdout).toContain("│ 9 3 8 │ 1 5 2 │ 6 4 7 │");
  });

  it("json: the placements, applied to the givens, give the published solution", async () => {
    const run = await runCapture(["explain", "puzzles/samurai-seed-a.json", "--format", "json"]);
    const out = JSON.parse(run.stdout) as ExplainOut;
    expect(out.solved).toBe(true);
    expect(out.rating).toMatchObject({ level: "medium", solvedByLogic: true });
    const canvas = seedSolution("a").canvas;
    let placedCount = 0;
    for (const step of out.steps) {
      for (const p of step.placements) {
        expect(String(p.digit)).toBe(canvas[p.row - 1][p.col - 1]);
        placedCount++;
      }
      for (const e of step.eliminations) expect(e.digits).not.toContain(Number(canvas[e.row - 1][e.col - 1]));
      expect(step.text.startsWith(`${step.technique}: `)).toBe(true);
    }
    const open = canvas.join("").replace(/ /g, "").length - (await givenCount("puzzles/samurai-seed-a.json"));
    expect(placedCount).toBe(open);
  });

  it("says where logic stops on a puzzle beyond the techniques: the candidate grid and one summary line, never the rest of the solution", async () => {
    const run = await runCapture(["explain", "-", "--format", "json"], { stdin: nine(STUCK) });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as ExplainOut & {
      stuck?: { summary: string; open: number; candidates: { row: number; col: number; digits: number[] }[] };
    };
    expect(out.solved).toBe(false);
    expect(out.rating).toMatchObject({ level: "needs search", solvedByLogic: false });
    expect(out.steps.map((s) => s.technique)).not.toContain("search");
    // Every open cell with its candidates, each of which a solution may hold (the unique solution's digit among them).
    const placed = out.steps.reduce((n, st) => n + st.placements.length, 0);
    expect(out.stuck?.open).toBe(81 - STUCK.replace(/\./g, "").length - placed);
    expect(out.stuck?.candidates).toHaveLength(out.stuck?.open ?? -1);
    const solved = await runCapture(["solve", "-", "-f", "text"], { stdin: `${STUCK}\n` });
    const solution = solved.stdout.trim();
    for (const c of out.stuck?.candidates ?? []) expect(c.digits).toContain(Number(solution[(c.row - 1) * 9 + c.col - 1]));
    expect(out.stuck?.summary).toMatch(/^logic stops after \d+ steps: \d+ cells open, \d+ candidates; no technique here applies: needs search/);
    const text = await runCapture(["explain", "-"], { stdin: nine(STUCK) });
    const lines = text.stdout.trimEnd().split("\n");
    // The summary, then the grid: 9 rows, 2 box lines, top and bottom, columns lined up.
    const grid = lines.slice(-13);
    expect(lines.at(-14)).toBe(out.stuck?.summary);
    expect(grid[0]).toMatch(/^\.-+\.-+\.-+\.$/);
    expect(grid.at(-1)).toMatch(/^'-+'-+'-+'$/);
    expect(new Set(grid.map((l) => l.length)).size).toBe(1);
    // No line lists the rest of the solution: every line is short.
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(400);
  });

  it("a multi-grid puzzle where logic stops: one candidate block per grid, headed by its id", async () => {
    // An empty samurai: many solutions, so logic goes only as far as they agree: nowhere.
    const run = await runCapture(["explain", "-"], { stdin: JSON.stringify({ layout: "samurai", givens: {} }) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^logic stops after 0 steps: 369 cells open, 3321 candidates;/);
    for (const id of ["nw", "ne", "center", "sw", "se"])
      expect(run.stdout).toMatch(new RegExp(`\ngrid ${id} \\(canvas rows \\d+-\\d+, columns \\d+-\\d+\\):\n\\.-`));
  });

  it("exit 1 without a solution, 2 for a batch or bad input, one line on stderr", async () => {
    const none = await runCapture(["explain", "-"], { stdin: nine(`12345678.........9${".".repeat(63)}`) });
    expect(none).toMatchObject({ code: 1, stdout: "", stderr: "-: no solution\n" });
    const batch = await runCapture(["explain", "test/fixtures/third-party/nine/17_clue.sample.txt"]);
    expect(batch.code).toBe(2);
    expect(batch.stderr.trim().split("\n")).toHaveLength(1);
    const bad = await runCapture(["explain", "-"], { stdin: "{" });
    expect(bad.code).toBe(2);
  });

  it("-o writes the explanation atomically", async () => {
    const out = join(tempDir(), "steps.txt");
    const run = await runCapture(["explain", "puzzles/classic-seed.json", "-o", out]);
    expect(run).toMatchObject({ code: 0, stdout: "" });
    expect(readText(out)).toMatch(/solved by logic/);
  });
});

describe("combo-sudoku hint", () => {
  it("gives only the next step: the first step explain takes", async () => {
    const hint = JSON.parse((await runCapture(["hint", "puzzles/samurai-seed-b.json", "--format", "json"])).stdout) as ExplainOut;
    const explain = JSON.parse((await runCapture(["explain", "puzzles/samurai-seed-b.json", "--format", "json"])).stdout) as ExplainOut;
    expect(hint.steps).toHaveLength(1);
    expect(hint.steps[0]).toEqual(explain.steps[0]);
    expect(hint.rating).toBeUndefined();
    const text = await runCapture(["hint", "puzzles/samurai-seed-b.json"]);
    expect(text.stdout).toBe(`${explain.steps[0].text}\n`);
  });

  it("says so when no technique applies", async () => {
    // Where logic stops on a puzzle with several solutions: give it to hint as it stands there.
    const explain = JSON.parse((await runCapture(["explain", "-", "--format", "json"], { stdin: nine(STUCK) })).stdout) as ExplainOut;
    const cells = [...STUCK];
    for (const s of explain.steps.filter((st) => st.technique !== "search")) for (const p of s.placements) cells[(p.row - 1) * 9 + p.col - 1] = String(p.digit);
    const run = await runCapture(["hint", "-"], { stdin: nine(cells.join("")) });
    expect(run).toMatchObject({ code: 0, stdout: "no step: the puzzle needs more than these techniques (search)\n" });
  });
});

describe("a puzzle as one 81-character line: in a file, or typed as the argument", () => {
  // puzzles/classic-seed.txt, the nine lines made one, '.' for the empty cells.
  const seed = readText("puzzles/classic-seed.txt")
    .split("\n")
    .filter((l) => /^\d{9}$/.test(l))
    .join("")
    .replace(/0/g, ".");

  it("explain and hint read the line from a one-line file and from the command line alike, as the nine-line file", async () => {
    expect(seed).toHaveLength(81);
    const file = join(tempDir(), "seed-line.txt");
    writeFileSync(file, `${seed}\n`);
    const expected = (await runCapture(["explain", "puzzles/classic-seed.txt"])).stdout;
    expect(expected).toMatch(/^ *1\. /);
    for (const arg of [file, seed, seed.replace(/\./g, "0")]) {
      const explain = await runCapture(["explain", arg]);
      expect({ arg, code: explain.code, stdout: explain.stdout }).toEqual({ arg, code: 0, stdout: expected });
      const hint = await runCapture(["hint", arg]);
      expect(hint.code).toBe(0);
      expect(hint.stdout).toBe((await runCapture(["hint", "puzzles/classic-seed.txt"])).stdout);
    }
    const render = await runCapture(["render", seed, "--step", "1"]);
    expect(render.code).toBe(0);
    expect(render.stdout).toContain('class="placed-cell"');
  });

  it("rate reads a typed line as it reads the nine-line file: the same rating and techniques, named by the line", async () => {
    const file = "puzzles/classic-seed.txt";
    const expected = await runCapture(["rate", file]);
    expect(expected).toMatchObject({ code: 0, stderr: "" });
    expect(expected.stdout).toMatch(/^puzzles\/classic-seed\.txt: \d+\.\d \w+ \(.+\)\n$/);
    const typed = await runCapture(["rate", seed, file]);
    expect(typed).toMatchObject({ code: 0, stderr: "" });
    expect(typed.stdout).toBe(`${expected.stdout.replace(file, seed)}${expected.stdout}`);
    const json = await runCapture(["rate", seed.replace(/\./g, "0"), "-f", "json"]);
    expect(json.stdout).toBe((await runCapture(["rate", file, "-f", "json"])).stdout);
    const short = await runCapture(["rate", seed.slice(1)]);
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/^80 characters: a puzzle on the command line is one line of 81/);
  });

  it('a line of another length that is no file: exit 2 saying how long it is, not "no such file"', async () => {
    const short = await runCapture(["hint", seed.slice(0, 80)]);
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/80 characters: a puzzle on the command line is one line of 81/);
    // A short run of digits is a file name, as before.
    expect((await runCapture(["hint", "12345"])).stderr).toMatch(/12345: cannot read/);
  });
});

describe("explain --format json: the chains of chain steps", () => {
  it("each chain step carries its chain: nodes on the pattern's cells, a link between each two, in the text's order", async () => {
    // An SE 7.1 puzzle of test/fixtures/third-party/se-rated/sample.txt: a two-string kite, an XY-wing and AICs.
    const line = "040901050600000001150000027004708500071000230003000600000216000000803000010070060";
    const out = JSON.parse((await runCapture(["explain", line, "-f", "json"])).stdout) as ExplainOut;
    const chained = out.steps.filter((s) => s.chains !== undefined);
    expect(chained.map((s) => s.technique)).toEqual(expect.arrayContaining(["two-string kite", "AIC"]));
    for (const step of chained) {
      const pattern = new Set(step.cells.map((c) => `r${c.row}c${c.col}`));
      for (const chain of step.chains ?? []) {
        expect(chain.links).toHaveLength(chain.nodes.length - 1);
        for (const node of chain.nodes) for (const c of node.cells) expect(pattern.has(`r${c.row}c${c.col}`)).toBe(true);
      }
      if (/chain|AIC/.test(step.technique)) {
        // The Eureka text names the nodes in order: (8)r1c1 = (8)r1c7 - ...
        const chain = step.chains?.[0];
        const named = (chain?.nodes ?? []).map(
          (n, i) => `${i === 0 ? "" : chain?.links[i - 1] === "strong" ? " = " : " - "}(${n.digits.join("")})r${n.cells[0]?.row}c${n.cells[0]?.col}`,
        );
        expect(step.text).toContain(`: ${named.join("")}: one end is true`);
      }
    }
  });
});

describe("combo-sudoku rate", () => {
  it("rates puzzle files, one line each, and json has difficulty, level, hardest, solvedByLogic, techniques", async () => {
    const run = await runCapture(["rate", "puzzles/samurai-seed-a.json", "puzzles/classic-seed.json"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^puzzles\/samurai-seed-a\.json: \d\.\d medium \(full house \d+, .*locked candidates \d+\)$/);
    const json = JSON.parse((await runCapture(["rate", "puzzles/samurai-seed-a.json", "-f", "json"])).stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(["difficulty", "level", "hardest", "solvedByLogic", "techniques"]);
    expect(json).toMatchObject({ level: "medium", hardest: "locked candidates", solvedByLogic: true });
  });

  it("rates a batch one line per puzzle: the puzzle, its difficulty and level; json lines", async () => {
    const run = await runCapture(["rate", "test/fixtures/qqwing/qqwing-intermediate.txt", "-j", "1"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(50);
    for (const l of lines) expect(l).toMatch(/^[.1-9]{81} \d\.\d medium$/);
    const json = await runCapture(["rate", "-", "-f", "json"], { stdin: `${HARDEST}\n${"1".repeat(81)}\n` });
    const [first, second] = json.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // The nets solve it: SE rates it in the 10s, ours too.
    expect(first).toMatchObject({ line: 1, status: "unique", level: "extreme", solvedByLogic: true });
    expect(second).toMatchObject({ line: 2, status: "invalid" });
    expect(json.code).toBe(2);
  });

  it("exit 1 for a puzzle without solution, 2 for -o with several files", async () => {
    expect((await runCapture(["rate", "-"], { stdin: nine(`12345678.........9${".".repeat(63)}`) })).code).toBe(1);
    const two = await runCapture(["rate", "puzzles/classic-seed.json", "puzzles/samurai-seed-a.json", "-o", join(tempDir(), "x")]);
    expect(two.code).toBe(2);
  });
});

async function givenCount(file: string): Promise<number> {
  const run = await runCapture(["validate", file]);
  return Number(/(\d+) givens/.exec(run.stdout)?.[1]);
}

describe("combo-sudoku generate --difficulty", () => {
  it("makes a puzzle that rate puts at that level, reproducibly from its seed, and --stats says the attempts", async () => {
    const dir = tempDir();
    const out = join(dir, "hard.json");
    const run = await runCapture(["generate", "-l", "single", "--difficulty", "hard", "--seed", "13", "--stats", "-o", out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^seed 13: givens \d+, attempts \d+, rated \d\.\d hard, /);
    const text = readText(out);
    expect(text).toMatch(/"source": "combo-sudoku generate: layout single, seed 13, difficulty hard \(attempt \d+ of 100 allowed\)/);
    const rated = await runCapture(["rate", out, "-f", "json"]);
    expect(JSON.parse(rated.stdout)).toMatchObject({ level: "hard", solvedByLogic: true });
    const again = join(dir, "again.json");
    await runCapture(["generate", "-l", "single", "--difficulty", "hard", "--seed", "13", "-o", again]);
    expect(readText(again).replace(/"\$schema": "[^"]*"/, "")).toBe(text.replace(/"\$schema": "[^"]*"/, ""));
  });

  it("at other grid sizes too: a 6x6 puzzle that rate puts at the level asked for, unique", async () => {
    const dir = tempDir();
    const layoutFile = join(dir, "six.layout.json");
    writeFileSync(layoutFile, JSON.stringify({ name: "single-6", size: 6, grids: [{ id: "main", row: 0, col: 0 }] }));
    const out = join(dir, "six.json");
    const run = await runCapture(["generate", "-l", layoutFile, "--difficulty", "hard", "--seed", "3", "-o", out]);
    expect(run.code).toBe(0);
    const rated = await runCapture(["rate", out, "-f", "json"]);
    expect(JSON.parse(rated.stdout)).toMatchObject({ level: "hard", solvedByLogic: true });
    expect((await runCapture(["validate", out, "--unique"])).code).toBe(0);
  });

  it("refuses --givens or --minimal with --difficulty, and an unknown level (exit 2)", async () => {
    expect((await runCapture(["generate", "-l", "single", "--difficulty", "hard", "--givens", "30"])).code).toBe(2);
    expect((await runCapture(["generate", "-l", "single", "--difficulty", "hard", "--minimal"])).code).toBe(2);
    expect((await runCapture(["generate", "-l", "single", "--difficulty", "fiendish"])).code).toBe(2);
  });

  it("exit 3 when no attempt reaches the level", async () => {
    const run = await runCapture(["generate", "-l", "single", "--difficulty", "extreme", "--seed", "1", "--attempts", "1"]);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/no extreme puzzle in 1 attempts/);
  });
});

describe("--with: techniques outside the default list (rate, explain, hint)", () => {
  // Line 1912 of test/fixtures/third-party/se-rated/sample.txt (the public-domain Sudoku Exchange bank), SE 8.2: by the
  // default techniques a death blossom takes it to 8.0; with the ALS-XY-chain a chain of four sets (7.9)
  // does that work.
  const line = "020005001850000920109000000000080003090342080700060000000000802018000034600400090";

  it("rate and explain: the ALS-XY-chain changes the rating and takes a step only when asked for", async () => {
    const plain = JSON.parse((await runCapture(["rate", line, "-f", "json"])).stdout) as { difficulty: number; techniques: Record<string, number> };
    const asked = await runCapture(["rate", line, "-f", "json", "--with", "als-xy-chain"]);
    expect(asked).toMatchObject({ code: 0, stderr: "" });
    const rated = JSON.parse(asked.stdout) as { difficulty: number; techniques: Record<string, number> };
    expect(plain.techniques["ALS-XY-chain"]).toBeUndefined();
    expect(rated.techniques["ALS-XY-chain"]).toBeGreaterThan(0);
    expect(rated.difficulty).toBe(7.9);
    expect(plain.difficulty).toBeGreaterThan(rated.difficulty);
    // HoDoKu's name and the option given twice name the same technique; beside it the ALS-XY-wing (7.7)
    // finds the easier step.
    const same = await runCapture(["rate", line, "-f", "json", "--with", "als-chain", "--with", "ALS-XY-chain"]);
    expect(same.stdout).toBe(asked.stdout);
    const both = JSON.parse((await runCapture(["rate", line, "-f", "json", "--with", "als-chain,als-xy-wing"])).stdout) as typeof rated;
    expect(both).toMatchObject({ difficulty: 7.7, techniques: { "ALS-XY-wing": 1 } });
    const explained = await runCapture(["explain", line, "--with", "als-xy-chain"]);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toMatch(
      /ALS-XY-chain: chain of 4 almost locked sets r\d+c\d+.* -\d- .*, restricted commons \d, \d, \d: the first set or the last holds \d; /,
    );
    expect((await runCapture(["explain", line])).stdout).not.toContain("ALS-XY-chain");
  });

  it("the continuous nice loop is in the default list: it takes steps in the explanation, and it is no opt-in name", async () => {
    // Line 1240 of test/fixtures/third-party/se-rated/sample.txt (SE 6.6): without loops an AIC of 7.3 was its hardest
    // step; a continuous nice loop of six nodes (7.1) does that work.
    const loopLine = "100300760075000000380500009001003004040000070800900100500009012000000490094002003";
    const explained = await runCapture(["explain", loopLine]);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toMatch(/\d+\. continuous nice loop: \(\d\)r\dc\d = .* - \(\d\)r\dc\d: a continuous loop, every weak link strong; .*removes /);
    expect(JSON.parse((await runCapture(["rate", loopLine, "-f", "json"])).stdout)).toMatchObject({ difficulty: 7.1 });
    expect((await runCapture(["rate", loopLine, "--with", "continuous-nice-loop"])).code).toBe(2);
  });

  it("a batch of lines and a batch of puzzle documents are rated with it too", async () => {
    const batch = await runCapture(["rate", "-", "-j", "1", "--with", "als-xy-chain"], { stdin: `${line}\n` });
    expect(batch).toMatchObject({ code: 0, stdout: `${line} 7.9 expert\n` });
    const documents = await runCapture(["rate", "-", "-f", "json", "--with", "als-xy-chain"], { stdin: `${nine(line)}\n` });
    expect(documents.code).toBe(0);
    expect(JSON.parse(documents.stdout)).toMatchObject({ difficulty: 7.9 });
  });

  it("an unknown name: exit 2, one line naming the option and the valid names, before any work", async () => {
    for (const command of ["rate", "explain", "hint"]) {
      const run = await runCapture([command, line, "--with", "als-xy-wing,als-xy-chian"]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        'combo-sudoku: --with: unknown technique "als-xy-chian" (did you mean als-xy-chain?); the techniques to add are als-xy-wing, als-xy-chain\n',
      );
    }
    expect((await runCapture(["hint", line, "--with", "als-xy-wing"])).code).toBe(0);
  });

  it("--help names every opt-in technique", async () => {
    const { OPT_IN_NAMES } = await import("../../src/logic/opt-in.js");
    for (const command of ["rate", "explain", "hint"]) {
      const help = (await runCapture([command, "--help"])).stdout.replace(/\s+/g, " ");
      for (const name of OPT_IN_NAMES) expect(help).toContain(name);
    }
  });
});
