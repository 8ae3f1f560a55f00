import type { Issue } from "../model/errors.js";
import { InvalidInputError } from "../model/errors.js";
import { geometryOf } from "../model/geometry-of.js";
import { loadInput } from "../format/load-input.js";
import type { EditorState } from "./editor-state.js";
import { posKey } from "./editor-state.js";
import { issueWords } from "./issue-words.js";
import { puzzleDocument } from "./puzzle-document.js";

/**
 * What is wrong with the state, placed where the page shows it. Messages are the CLI's, with places said
 * as the page says them (issue-words.ts: r5c6, not a JSON pointer and a 0-based pair).
 */
export interface StateIssues {
  /** Every problem, one line each, in the CLI's words with the page's names of places (no file name). */
  readonly lines: readonly string[];
  /** Canvas position key to the lines about that cell (both cells of a clash). */
  readonly byCell: ReadonlyMap<string, readonly string[]>;
  /** Grid index to the lines about that grid (its id, its place, its diagonal rule). */
  readonly byGrid: ReadonlyMap<number, readonly string[]>;
}

const NONE: StateIssues = { lines: [], byCell: new Map(), byGrid: new Map() };

/**
 * Checks the state exactly as `combo-sudoku validate` checks the file the page would export: the same
 * loader, so the same messages. `digits` are the digits to check: the givens, or in play the givens with
 * the player's entries (a clash with an entry is shown the same way).
 *
 * The loader reports a clash once, at the later cell, naming the earlier one; the page marks both: the
 * other cell is the peer of the reported cell holding the same digit.
 */
export function checkState(state: EditorState, digits: ReadonlyMap<string, number> = state.givens): StateIssues {
  const doc = puzzleDocument(state, digits);
  if (doc === undefined) return { ...NONE, lines: ["the canvas is empty: add a grid (click a box, or use Add grid)"] };
  const text = JSON.stringify(doc);
  if (last?.text === text) return last.issues;
  const issues = issuesOf(state, digits, text);
  last = { text, issues };
  return issues;
}

/**
 * The last document checked and its issues. The page redraws on every selection change, drag step and
 * mode switch, most of them with the same document; running the loader again for those cost most of a
 * keypress. The document's text says everything the result depends on (layout, rules, digits).
 */
let last: { text: string; issues: StateIssues } | undefined;

function issuesOf(state: EditorState, digits: ReadonlyMap<string, number>, text: string): StateIssues {
  let issues: readonly Issue[];
  try {
    loadInput(text);
    return NONE;
  } catch (e: unknown) {
    if (!(e instanceof InvalidInputError)) throw e;
    issues = e.issues;
  }
  const byCell = new Map<string, string[]>();
  const byGrid = new Map<number, string[]>();
  const add = <K>(m: Map<K, string[]>, k: K, line: string): void => {
    const list = m.get(k) ?? [];
    if (!list.includes(line)) list.push(line);
    m.set(k, list);
  };
  // Only reached when the layout passed its checks (cell issues come after them), so its geometry is sound.
  let geometry: ReturnType<typeof geometryOf> | undefined;
  for (const issue of issues) {
    const line = issueWords(issue, state.layout);
    const grid = /^\/layout\/(?:grids\/(\d+)|rules\/(\d+))/.exec(issue.pointer ?? "");
    if (grid?.[1] !== undefined) add(byGrid, Number(grid[1]), line);
    if (grid?.[2] !== undefined) {
      const rule = state.layout.rules?.[Number(grid[2])];
      const index = rule?.type === "diagonal" ? state.layout.grids.findIndex((g) => g.id === rule.grid) : -1;
      if (index >= 0) add(byGrid, index, line);
    }
    if (issue.row === undefined || issue.col === undefined) continue;
    const r = issue.row - 1;
    const c = issue.col - 1;
    add(byCell, posKey(r, c), line);
    geometry ??= geometryOf(state.layout);
    const cell = geometry.canvas[r * geometry.cols + c];
    const digit = digits.get(posKey(r, c));
    if (cell === undefined || cell < 0 || digit === undefined) continue;
    for (const peer of geometry.peerList.subarray(geometry.peerStart[cell], geometry.peerStart[cell + 1])) {
      const k = posKey(geometry.cellRow[peer]!, geometry.cellCol[peer]!); // a peer is a cell of the geometry
      if (peer !== cell && digits.get(k) === digit) add(byCell, k, line);
    }
  }
  return { lines: issues.map((issue) => issueWords(issue, state.layout)), byCell, byGrid };
}
