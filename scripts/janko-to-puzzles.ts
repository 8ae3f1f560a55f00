/**
 * Converts published puzzles in janko.at's text form (as collected by github SmilingWayne/PuzzleSolver)
 * into the JSON-lines fixtures of test/fixtures/third-party/janko: one line per puzzle, {"id", "puzzle": our puzzle
 * JSON, "solution": size x size digits}.
 *
 *   node .build/scripts/janko-to-puzzles.js killer|odd-even|jigsaw DIR [SIZE] > test/fixtures/third-party/janko/KIND.jsonl
 *
 * DIR holds problems/ and solutions/: one .txt file per puzzle (assets/Sudoku/<Kind>, the older layout), or
 * one .json collection each ({"puzzles"|"solutions": {"11_6x6": {"problem"|"solution": text, "source"}}},
 * assets/data/<Kind>, the newer one), of which the puzzles of SIZE (9 by default) are taken. Forms read (a
 * header line "9 9" or "6 6" first, then size rows of size tokens):
 *   killer:   the clue grid (a cage's sum in one of its cells, '-' elsewhere), then the cage grid (ids);
 *   odd-even: one grid, a digit (given), 'O' (odd) or 'E' (even) or '-' per cell;
 *   jigsaw:   the givens grid ('-' empty), then the region grid (letters).
 * A puzzle whose form is off (a cage with no sum or two, a solution not adding up) is skipped, said on stderr.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

type Kind = "killer" | "odd-even" | "jigsaw";

function grids(text: string): string[][] {
  const rows = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .slice(1)
    .map((l) => l.split(/\s+/));
  return rows;
}

function convert(kind: Kind, id: string, problem: string, solutionText: string, n = 9): object | string {
  const rows = grids(problem);
  const sol = grids(solutionText).flat().join("");
  if (sol.length !== n * n || !/^[1-9]+$/.test(sol)) return "no published solution";
  const at = (r: number, c: number): number => Number(sol[r * n + c]);
  const sized = n === 9 ? "" : ` ${n}x${n}`;
  const base = {
    $schema: "../../../../schemas/puzzle.schema.json",
    title: `${kindTitle(kind)}${sized} ${id} (janko.at)`,
    source: `janko.at ${kindPath(kind)} ${id}`,
  };
  const layout = (rules: object[]): object => ({ name: `single ${kind}`, ...(n === 9 ? {} : { size: n }), grids: [{ id: "g0", row: 0, col: 0 }], rules });
  const empty = Array.from({ length: n }, () => ".".repeat(n));
  if (kind === "killer") {
    if (rows.length !== 2 * n) return `${rows.length} rows, not ${2 * n}`;
    const cages = new Map<string, { cells: [number, number][]; sums: number[] }>();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const key = rows[n + r]?.[c] ?? "?";
        const cage = cages.get(key) ?? { cells: [], sums: [] };
        cage.cells.push([r, c]);
        const clue = rows[r]?.[c] ?? "-";
        if (/^\d+$/.test(clue)) cage.sums.push(Number(clue));
        cages.set(key, cage);
      }
    }
    const rules: object[] = [];
    for (const [key, cage] of cages) {
      if (cage.sums.length !== 1) return `cage ${key} has ${cage.sums.length} sums`;
      const sum = cage.sums[0] ?? 0;
      const total = cage.cells.reduce((a, [r, c]) => a + at(r, c), 0);
      if (total !== sum) return `cage ${key}: the solution adds up to ${total}, not ${sum}`;
      rules.push({ type: "killer", cells: cage.cells, sum });
    }
    return { id, puzzle: { ...base, layout: layout(rules), givens: empty }, solution: sol };
  }
  if (kind === "odd-even") {
    if (rows.length !== n) return `${rows.length} rows, not ${n}`;
    const odd: [number, number][] = [];
    const even: [number, number][] = [];
    const givens = rows.map((row, r) =>
      row
        .map((t, c) => {
          if (t === "O") odd.push([r, c]);
          if (t === "E") even.push([r, c]);
          return /^[1-9]$/.test(t) ? t : ".";
        })
        .join(""),
    );
    if ([...odd, ...even].some(([r, c]) => at(r, c) % 2 !== (odd.some(([a, b]) => a === r && b === c) ? 1 : 0))) return "a mark disagrees with the solution";
    const rules = [...(odd.length > 0 ? [{ type: "odd", cells: odd }] : []), ...(even.length > 0 ? [{ type: "even", cells: even }] : [])];
    return { id, puzzle: { ...base, layout: layout(rules), givens }, solution: sol };
  }
  if (rows.length !== 2 * n) return `${rows.length} rows, not ${2 * n}`;
  const givens = rows.slice(0, n).map((row) => row.map((t) => (/^[1-9]$/.test(t) ? t : ".")).join(""));
  const regions = rows.slice(n).map((row) => row.join("").toUpperCase());
  return { id, puzzle: { ...base, layout: layout([{ type: "jigsaw", grid: "g0", regions }]), givens }, solution: sol };
}

function kindTitle(kind: Kind): string {
  return kind === "killer" ? "Killer sudoku" : kind === "odd-even" ? "Even-odd sudoku" : "Jigsaw sudoku";
}

function kindPath(kind: Kind): string {
  return kind === "killer" ? "Raetsel/Sudoku/Killer" : kind === "odd-even" ? "Raetsel/Sudoku/Odd-Even" : "jigsaw sudoku";
}

interface Entry {
  readonly problem?: string;
  readonly solution?: string;
}

/** The one .json collection in DIR/sub ("puzzles" or "solutions" inside), by key ("11_6x6"), or undefined. */
function collection(dir: string, sub: "problems" | "solutions"): Record<string, Entry> | undefined {
  const file = readdirSync(join(dir, sub)).find((f) => f.endsWith(".json"));
  if (file === undefined) return undefined;
  const data = JSON.parse(readFileSync(join(dir, sub, file), "utf8")) as Record<string, Record<string, Entry> | undefined>;
  return data[sub === "problems" ? "puzzles" : "solutions"];
}

const [kindArg, dir, sizeArg = "9"] = process.argv.slice(2);
const n = Number(sizeArg);
if ((kindArg !== "killer" && kindArg !== "odd-even" && kindArg !== "jigsaw") || dir === undefined || !(n >= 4 && n <= 9)) {
  process.stderr.write("usage: janko-to-puzzles killer|odd-even|jigsaw DIR [SIZE]\n");
  process.exit(2);
}
const problems = collection(dir, "problems");
if (problems !== undefined) {
  const solutions = collection(dir, "solutions") ?? {};
  const keys = Object.keys(problems)
    .filter((k) => k.endsWith(`_${n}x${n}`))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  for (const key of keys) {
    const id = String(Number.parseInt(key, 10)).padStart(3, "0");
    const out = convert(kindArg, id, problems[key]?.problem ?? "", solutions[key]?.solution ?? "", n);
    if (typeof out === "string") process.stderr.write(`${key}: skipped, ${out}\n`);
    else process.stdout.write(`${JSON.stringify(out)}\n`);
  }
  process.exit(0);
}
const files = readdirSync(join(dir, "problems"))
  .filter((f) => f.endsWith(".txt"))
  .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
for (const f of files) {
  const id = String(Number.parseInt(f, 10)).padStart(3, "0");
  const out = convert(kindArg, id, readFileSync(join(dir, "problems", f), "utf8"), readFileSync(join(dir, "solutions", f), "utf8"));
  if (typeof out === "string") process.stderr.write(`${f}: skipped, ${out}\n`);
  else process.stdout.write(`${JSON.stringify(out)}\n`);
}
