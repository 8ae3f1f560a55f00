/**
 * An independent check of the extra rules of a layout, read from the layout itself (not the solver's
 * geometry nor src/rules/): both main diagonals of each diagonal-rule grid, each region and each jigsaw
 * region hold 1..size once (size from the layout, 9 unless it says otherwise); killer cages do not repeat and
 * add up to their sum; rellik cages do not repeat and no digits of one add up to its clue; thermometers increase; arrows sum to their circle; dots (and all dots given), X and V,
 * odd and even cells, anti-knight, anti-king, anti-taxicab (no digit N exactly N steps from another N) and non-consecutive hold; renban lines are runs of
 * consecutive digits without repeats; neighbours on German whispers lines differ by ceil(size / 2);
 * palindromes read the same both ways; digits side by side on a parity line differ in parity; a lockout line's ends differ by its difference (half the size rounded down by default) and its other digits lie outside their range; a sum line (or loop) cuts into stretches of its sum; zipper pairs from the centre share one total (the centre digit on an odd line); a region-sum line's stretches in its boxes share one total; given candidates' cells hold one of their digits; whispers lines with their own
 * difference differ by it; pairs without an X or V (all marks given) add up to neither 10 nor 5; inequality signs
 * point at the smaller digit; a pill's number (its digits read in order) is its arrow's sum; clones hold the same digits cell by cell; every three cells in a row on an entropic (modular) line hold one digit of each third of the digits (each remainder mod 3);
 * between lines hold digits strictly between their ends'; disjoint groups hold 1..size;
 * quadruples' cells hold their digits; little killers' diagonals add up to their clues; the digits
 * between the 1 and size on a sandwich's line add up to its clue; a digit N in a set of counting circles is in exactly N of
 * them; an indexing cell in column C (row R) of its
 * grid holding V has C (R) in the V-th cell of its row (column), the grid the one named or the one covering it;
 * a value-indexing line's cell N on from its second cell (N that cell's digit) holds its first cell's digit.
 */
import type { Geometry } from "../../src/model/geometry.js";
import type { Layout } from "../../src/model/schemas.js";
import { DEFAULT_BOXES } from "../../src/model/grid-size.js";
import { countChaos } from "./chaos-enumerator.js";
import { lineSegments } from "../../src/rules/region-sum-line/segments.js";
import { pairsSideBySide } from "./side-by-side.js";

export function ruleProblems(layout: Layout, geometry: Geometry, solution: Uint8Array): string[] {
  const at = (r: number, c: number): number => {
    const cell = geometry.canvas[r * geometry.cols + c];
    return cell < 0 ? -1 : solution[cell];
  };
  const problems: string[] = [];
  const size = layout.size ?? 9;
  const all = Array.from({ length: size }, (_, j) => j + 1).join(",");
  const check = (name: string, digits: number[]): void => {
    if ([...digits].sort((a, b) => a - b).join(",") !== all) problems.push(`${name}: ${digits.join(",")}`);
  };
  (layout.rules ?? []).forEach((rule, i) => {
    if (rule.type === "diagonal" || rule.type === "jigsaw") {
      const g = layout.grids.find((x) => x.id === rule.grid);
      if (g === undefined) {
        problems.push(`rule ${i}: no grid ${rule.grid}`);
        return;
      }
      const nine = Array.from({ length: size }, (_, j) => j);
      if (rule.type === "diagonal") {
        check(
          `main diagonal of ${g.id}`,
          nine.map((j) => at(g.row + j, g.col + j)),
        );
        check(
          `anti-diagonal of ${g.id}`,
          nine.map((j) => at(g.row + j, g.col + size - 1 - j)),
        );
        return;
      }
      for (const ch of new Set(rule.regions.join(""))) {
        check(
          `jigsaw region ${ch} of ${g.id}`,
          nine.flatMap((r) => nine.filter((c) => rule.regions[r][c] === ch).map((c) => at(g.row + r, g.col + c))),
        );
      }
      return;
    }
    if (rule.type === "value-indexing") {
      // The second cell's digit N: the cell N on from it holds the first cell's digit.
      const digits = rule.cells.map(([r, c]) => at(r, c));
      const n = digits[1] ?? 0;
      if (n > digits.length - 2 || digits[n + 1] !== digits[0]) problems.push(`value-indexing ${i}: ${digits.join("")}`);
      return;
    }
    if (rule.type === "indexing") {
      for (const [r, c] of rule.cells) {
        const g = layout.grids.find((x) => (rule.grid === undefined || x.id === rule.grid) && r >= x.row && r < x.row + size && c >= x.col && c < x.col + size);
        if (g === undefined) {
          problems.push(`indexing ${i}: no grid for [${r}, ${c}]`);
          continue;
        }
        const v = at(r, c);
        const [tr, tc, want] = rule.index === "column" ? [r, g.col + v - 1, c - g.col + 1] : [g.row + v - 1, c, r - g.row + 1];
        if (at(tr, tc) !== want) problems.push(`indexing ${i}: [${r}, ${c}] holds ${v} but [${tr}, ${tc}] holds ${at(tr, tc)}, not ${want}`);
      }
      return;
    }
    if (rule.type === "anti-knight" || rule.type === "anti-king" || rule.type === "non-consecutive") {
      const moves =
        rule.type === "anti-knight"
          ? [
              [1, 2],
              [2, 1],
              [1, -2],
              [2, -1],
            ]
          : rule.type === "anti-king"
            ? [
                [1, 1],
                [1, -1],
                [0, 1],
                [1, 0],
              ]
            : [
                [0, 1],
                [1, 0],
              ];
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        for (let r = 0; r < size; r++) {
          for (let c = 0; c < size; c++) {
            for (const [dr, dc] of moves) {
              if (r + dr >= size || c + dc < 0 || c + dc >= size) continue;
              const a = at(g.row + r, g.col + c);
              const b = at(g.row + r + dr, g.col + c + dc);
              if (rule.type === "non-consecutive" ? Math.abs(a - b) === 1 : a === b)
                problems.push(`${rule.type} ${i} in ${g.id}: ${a} at (${r},${c}) and ${b} at (${r + dr},${c + dc})`);
            }
          }
        }
      }
      return;
    }
    if (rule.type === "anti-taxicab") {
      // Every two cells of a grid: the same digit d, |rows apart| + |columns apart| = d, is a break.
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        for (let p = 0; p < size * size; p++) {
          for (let q = p + 1; q < size * size; q++) {
            const [r1, c1, r2, c2] = [Math.floor(p / size), p % size, Math.floor(q / size), q % size];
            const a = at(g.row + r1, g.col + c1);
            if (a === at(g.row + r2, g.col + c2) && Math.abs(r1 - r2) + Math.abs(c1 - c2) === a)
              problems.push(`anti-taxicab ${i} in ${g.id}: two ${a}s at (${r1},${c1}) and (${r2},${c2})`);
          }
        }
      }
      return;
    }
    if (rule.type === "disjoint-groups") {
      // The cells at place (dr, dc) of every box of the grid, boxes of the layout's shape.
      const [h, w] = layout.box === undefined ? DEFAULT_BOXES[size] : layout.box === "none" ? [1, 1] : [layout.box.rows, layout.box.cols];
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        for (let dr = 0; dr < h; dr++) {
          for (let dc = 0; dc < w; dc++) {
            const group: number[] = [];
            for (let br = 0; br < size; br += h) for (let bc = 0; bc < size; bc += w) group.push(at(g.row + br + dr, g.col + bc + dc));
            check(`disjoint group (${dr},${dc}) of ${g.id}`, group);
          }
        }
      }
      return;
    }
    if (rule.type === "kropki-all-dots") {
      // Every pair side by side of the grid(s): without a white dot not consecutive, without a black not 1:2.
      const colors = rule.colors ?? ["white", "black"];
      const hasDot = (color: string, p: number[], q: number[]): boolean =>
        (layout.rules ?? []).some(
          (d) =>
            d.type === "kropki" &&
            d.color === color &&
            ((d.cells[0][0] === p[0] && d.cells[0][1] === p[1] && d.cells[1][0] === q[0] && d.cells[1][1] === q[1]) ||
              (d.cells[0][0] === q[0] && d.cells[0][1] === q[1] && d.cells[1][0] === p[0] && d.cells[1][1] === p[1])),
        );
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        for (const [p, q] of pairsSideBySide(g, size)) {
          const [a, b] = [at(p[0], p[1]), at(q[0], q[1])];
          if (colors.includes("white") && Math.abs(a - b) === 1 && !hasDot("white", p, q)) problems.push(`kropki-all-dots ${i}: ${a} ${b} without a white dot`);
          if (colors.includes("black") && (a === 2 * b || b === 2 * a) && !hasDot("black", p, q))
            problems.push(`kropki-all-dots ${i}: ${a} ${b} without a black dot`);
        }
      }
      return;
    }
    if (rule.type === "xv-all-marks") {
      // Every pair side by side of the grid(s): adding up to 10 or 5 only with its X or V.
      const hasMark = (p: number[], q: number[]): boolean =>
        (layout.rules ?? []).some(
          (m) =>
            m.type === "xv" &&
            ((m.cells[0][0] === p[0] && m.cells[0][1] === p[1] && m.cells[1][0] === q[0] && m.cells[1][1] === q[1]) ||
              (m.cells[0][0] === q[0] && m.cells[0][1] === q[1] && m.cells[1][0] === p[0] && m.cells[1][1] === p[1])),
        );
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        for (const [p, q] of pairsSideBySide(g, size)) {
          const [a, b] = [at(p[0], p[1]), at(q[0], q[1])];
          if ((a + b === 10 || a + b === 5) && !hasMark(p, q)) problems.push(`xv-all-marks ${i}: ${a} ${b} without a mark`);
        }
      }
      return;
    }
    if (rule.type === "clone") {
      const read = rule.shapes.map((shape) => shape.map(([r, c]) => at(r, c)).join(","));
      if (read.some((digits) => digits !== read[0])) problems.push(`clone ${i}: ${read.join(" / ")}`);
      return;
    }
    if (rule.type === "chaos-construction") {
      // Brute force over every division (chaos-enumerator.ts) up to 5x5; above, what any division needs:
      // each marked group's digits differ.
      for (const g of layout.grids) {
        if (rule.grid !== undefined && rule.grid !== g.id) continue;
        const marks = (rule.marks ?? []).map((group) => group.map(([r, c]) => (r - g.row) * size + (c - g.col)));
        for (const group of rule.marks ?? []) {
          const read = group.map(([r, c]) => at(r, c));
          if (new Set(read).size !== read.length) problems.push(`chaos construction ${i}: a marked group repeats ${read.join(",")}`);
        }
        if (size > 5) continue;
        const grid = Array.from({ length: size * size }, (_, j) => at(g.row + Math.floor(j / size), g.col + (j % size)));
        if (countChaos(size, grid, marks) === 0) problems.push(`chaos construction ${i}: grid ${g.id} admits no division`);
      }
      return;
    }
    const digits = rule.cells.map(([r, c]) => at(r, c));
    if (rule.type === "entropic-line" || rule.type === "modular-line") {
      const classOf = (d: number): number => (rule.type === "modular-line" ? d % 3 : Math.floor(((d - 1) * 3) / size));
      if (digits.some((d, j) => j > 0 && [digits[j - 1], digits[j - 2]].some((e) => e !== undefined && classOf(e) === classOf(d))))
        problems.push(`${rule.type} ${i}: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "pill-arrow") {
      const value = Number(rule.pill.map(([r, c]) => String(at(r, c))).join(""));
      const sum = digits.reduce((a, b) => a + b, 0);
      if (value !== sum) problems.push(`pill arrow ${i}: pill ${value}, sum ${sum}`);
      return;
    }
    if (rule.type === "inequality") {
      if (!(digits[0] < digits[1])) problems.push(`inequality ${i}: ${digits.join(" < ")}`);
      return;
    }
    if (rule.type === "renban") {
      const sorted = [...digits].sort((a, b) => a - b);
      if (sorted.some((d, j) => j > 0 && d !== sorted[j - 1] + 1)) problems.push(`renban ${i} is not a run: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "german-whispers") {
      const least = rule.difference ?? Math.ceil(size / 2);
      if (digits.some((d, j) => j > 0 && Math.abs(d - digits[j - 1]) < least)) problems.push(`whispers ${i} closer than ${least}: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "candidates") {
      if (digits.some((d) => !rule.digits.includes(d))) problems.push(`candidates ${i} (${rule.digits.join("")}): ${digits.join(",")}`);
      return;
    }
    if (rule.type === "region-sum-line") {
      const cut = lineSegments(layout, rule.cells);
      const totals = "problem" in cut ? [] : cut.segments.map((s) => s.reduce((sum, j) => sum + digits[j], 0));
      if ("problem" in cut || totals.some((t) => t !== totals[0])) problems.push(`region-sum line ${i} totals differ: ${totals.join(",")}`);
      return;
    }
    if (rule.type === "zipper") {
      const n = digits.length;
      const totals = digits.slice(0, n >> 1).map((d, j) => d + digits[n - 1 - j]);
      if (n % 2 === 1) totals.push(digits[n >> 1]);
      if (totals.some((t) => t !== totals[0])) problems.push(`zipper ${i} totals differ: ${totals.join(",")}`);
      return;
    }
    if (rule.type === "counting-circles") {
      // Each digit of the set is in exactly as many of its circles as it says.
      const times = new Map<number, number>();
      for (const d of digits) times.set(d, (times.get(d) ?? 0) + 1);
      for (const [d, k] of times) if (k !== d) problems.push(`counting circles ${i}: ${d} in ${k} circles`);
      return;
    }
    if (rule.type === "sum-line") {
      // Cut before each cell in turn (the first only, on a line): each stretch must close on the sum exactly.
      const n = digits.length;
      const cuts = Array.from({ length: rule.loop === true ? n : 1 }, (_, from) => from).some((from) => {
        let run = 0;
        for (let k = 0; k < n; k++) {
          run += digits[(from + k) % n];
          if (run === rule.sum) run = 0;
          else if (run > rule.sum) return false;
        }
        return run === 0;
      });
      if (!cuts) problems.push(`sum line ${i} (${rule.sum}${rule.loop === true ? ", loop" : ""}): ${digits.join(",")}`);
      return;
    }
    if (rule.type === "lockout-line") {
      const [a, b] = [digits[0], digits[digits.length - 1]];
      const least = rule.difference ?? Math.floor(size / 2);
      const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
      if (hi - lo < least || digits.slice(1, -1).some((d) => d >= lo && d <= hi))
        problems.push(`lockout line ${i} (at least ${least} apart): ${digits.join(",")}`);
      return;
    }
    if (rule.type === "parity-line") {
      if (digits.some((d, j) => j > 0 && (d - digits[j - 1]) % 2 === 0)) problems.push(`parity line ${i} does not alternate: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "palindrome") {
      if (digits.some((d, j) => d !== digits[digits.length - 1 - j])) problems.push(`palindrome ${i} is not one: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "between-line") {
      const [lo, hi] = [Math.min(digits[0], digits[digits.length - 1]), Math.max(digits[0], digits[digits.length - 1])];
      if (digits.slice(1, -1).some((d) => d <= lo || d >= hi)) problems.push(`between line ${i}: ${digits.join(",")}`);
      return;
    }
    if (rule.type === "quadruple") {
      const left = [...digits];
      for (const d of rule.digits) {
        const k = left.indexOf(d);
        if (k < 0) problems.push(`quadruple ${i} misses ${d}: ${digits.join(",")}`);
        else left.splice(k, 1);
      }
      return;
    }
    if (rule.type === "little-killer") {
      const sum = digits.reduce((a, b) => a + b, 0);
      if (sum !== rule.sum) problems.push(`little killer ${i} adds up to ${sum}, not ${rule.sum}`);
      return;
    }
    if (rule.type === "sandwich") {
      const [from, to] = [digits.indexOf(1), digits.indexOf(size)].sort((a, b) => a - b);
      const sum = digits.slice(from + 1, to).reduce((a, b) => a + b, 0);
      if (from < 0 || sum !== rule.sum) problems.push(`sandwich ${i}: between 1 and ${size} of ${digits.join(",")} is not ${rule.sum}`);
      return;
    }
    if (rule.type === "hidden-skyscraper") {
      const hidden = digits.find((d, j) => digits.slice(0, j).some((e) => e > d)) ?? 0;
      if (hidden !== rule.digit) problems.push(`hidden skyscraper ${i}: ${digits.join(",")} first hides ${hidden}, not ${rule.digit}`);
      return;
    }
    if (rule.type === "numbered-room") {
      if (digits[digits[0] - 1] !== rule.digit)
        problems.push(`numbered room ${i}: ${digits.join(",")} has ${digits[digits[0] - 1]} at ${digits[0]}, not ${rule.digit}`);
      return;
    }
    if (rule.type === "lunchbox") {
      const sorted = [...digits].sort((a, b) => a - b);
      const ends = [digits.indexOf(sorted[0]), digits.indexOf(sorted[sorted.length - 1])].sort((a, b) => a - b);
      let sum = 0;
      for (let j = ends[0] + 1; j < ends[1]; j++) sum += digits[j];
      if (new Set(digits).size !== digits.length || sum !== rule.sum) problems.push(`lunchbox ${i}: ${digits.join(",")} is not ${rule.sum}`);
      return;
    }
    if (rule.type === "skyscraper") {
      let tallest = 0;
      let seen = 0;
      for (const d of digits) if (d > tallest) (tallest = d), seen++;
      if (seen !== rule.count) problems.push(`skyscraper ${i}: ${digits.join(",")} shows ${seen}, not ${rule.count}`);
      return;
    }
    if (rule.type === "x-sum") {
      const sum = digits.slice(0, digits[0]).reduce((a, b) => a + b, 0);
      if (sum !== rule.sum) problems.push(`X-sum ${i}: the first ${digits[0]} of ${digits.join(",")} add up to ${sum}, not ${rule.sum}`);
      return;
    }
    if (rule.type === "arrow") {
      const sum = digits.reduce((a, b) => a + b, 0);
      if (at(rule.circle[0], rule.circle[1]) !== sum) problems.push(`arrow ${i}: circle ${at(rule.circle[0], rule.circle[1])}, sum ${sum}`);
      return;
    }
    const [a, b] = digits;
    if (rule.type === "kropki" && !(rule.color === "white" ? Math.abs(a - b) === 1 : a === 2 * b || b === 2 * a)) problems.push(`kropki ${i}: ${a} ${b}`);
    if (rule.type === "xv" && a + b !== (rule.mark === "X" ? 10 : 5)) problems.push(`${rule.mark} ${i}: ${a} ${b}`);
    if (rule.type === "odd" && digits.some((d) => d % 2 !== 1)) problems.push(`odd ${i}: ${digits.join("")}`);
    if (rule.type === "even" && digits.some((d) => d % 2 !== 0 || d < 2)) problems.push(`even ${i}: ${digits.join("")}`);
    if (rule.type === "kropki" || rule.type === "xv" || rule.type === "odd" || rule.type === "even") return;
    if (rule.type === "region") check(`region ${i}`, digits);
    else if (rule.type === "killer") {
      if (new Set(digits).size !== digits.length || digits.includes(-1)) problems.push(`killer ${i} repeats: ${digits.join("")}`);
      const sum = digits.reduce((a, b) => a + b, 0);
      if (rule.sum !== undefined && sum !== rule.sum) problems.push(`killer ${i} adds up to ${sum}, not ${rule.sum}`);
    } else if (rule.type === "rellik") {
      if (new Set(digits).size !== digits.length || digits.includes(-1)) problems.push(`rellik ${i} repeats: ${digits.join("")}`);
      // Every non-empty subset of the cage's cells, by bit mask.
      for (let m = 1; m < 1 << digits.length; m++) {
        const part = digits.filter((_, j) => (m >> j) & 1);
        if (part.reduce((a, b) => a + b, 0) === rule.sum) {
          problems.push(`rellik ${i}: ${part.join(" + ")} = ${rule.sum}`);
          break;
        }
      }
    } else if (rule.type === "thermometer") {
      if (digits.some((d, j) => j > 0 && d <= digits[j - 1])) problems.push(`thermometer ${i} does not increase: ${digits.join("")}`);
    } else {
      // Every rule type has its own check above: a new type fails to compile here until it has one.
      const unchecked: never = rule;
      problems.push(`no independent check for rule ${i}: ${JSON.stringify(unchecked)}`);
    }
  });
  return problems;
}
