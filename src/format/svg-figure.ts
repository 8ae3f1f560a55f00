import { UsageError } from "../model/errors.js";
import { booleanOption, numberOption, optionsObject, shown, stringOption } from "../model/option-checks.js";
import { escapeXml } from "./escape-xml.js";
import type { Cosmetic } from "../model/schemas.js";
import { cosmeticsSvg } from "./cosmetics-svg.js";
import { digitChar } from "../model/digit-chars.js";
import type { Geometry } from "../model/geometry.js";
import { markShape } from "../model/grid-size.js";
import type { Chain, ChainNode } from "../model/step-contract.js";
import { digitList } from "../logic/describe.js";
import { ruleClues, ruleSentences, ruleSvg } from "../rules/registry.js";

export { escapeXml };

export interface FigureOptions {
  /** The puzzle's givens: digits that are not givens are drawn in the "filled" colour. */
  readonly givens?: Uint8Array;
  /** Drawn as a heading above the grids (and used as the document's <title> by puzzleSvg). */
  readonly title?: string | undefined;
  /**
   * Text under the grids, wrapped to their width (render --step: the step in words); the part before the
   * first ": " is set bold.
   */
  readonly caption?: string | undefined;
  /** Lines under the grids saying how to read the picture: every rule in a setter's words, the shading and colours. */
  readonly legend?: boolean;
  /** Side of one cell in SVG units (pixels at 100% zoom). Default 40. */
  readonly cellSize?: number;
  /**
   * Pencil marks: a candidate mask per cell (bit d-1 for digit d), drawn small in every cell without a
   * digit, laid out as the digits' boxes lie in the grid (3x3 for 1-9).
   */
  readonly candidates?: Uint16Array;
  /** One step of a logical solve to show: its pattern cells outlined, placements green, removals struck red, its chains drawn. */
  readonly step?: SvgStep;
  /** Drawing that states no rule (a puzzle's `cosmetics`: text, lines, circles, ...), over the rules' pictures. */
  readonly cosmetics?: readonly Cosmetic[] | undefined;
}

/** What the picture needs of a step (model/step-contract.ts's Step has this shape). */
export interface SvgStep {
  readonly cells: readonly number[];
  readonly placements: readonly { readonly cell: number; readonly digit: number }[];
  readonly eliminations: readonly { readonly cell: number; readonly digits: number }[];
  readonly chains?: readonly Chain[] | undefined;
}

/** A drawing in SVG units: its size, and its elements (no enclosing <svg>), so that a page can place it. */
export interface Figure {
  readonly width: number;
  readonly height: number;
  readonly body: readonly string[];
}

const MARGIN = 12;
const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";
const CELL_LINE = "#9aa0a6";
const BOX_LINE = "#333333";
const GRID_LINE = "#000000";
const GIVEN = "#000000";
const FILLED = "#1a5fb4";
const TEXT = "#222222";
const DIAGONAL_FILL = "#fde7c4";
const REGION_FILLS = ["#d8e8fb", "#d9f2de", "#fbdcea", "#e6defa", "#fbf3c4", "#d4f1f1"] as const;
const CANDIDATE = "#6b6b6b";
/**
 * A step is drawn in strokes, never in cell fills, so that it reads apart from the rules' shading (which
 * stays visible under it): its pattern cells outlined purple, a placement outlined green, removals struck
 * red, chains in their own colours. Rejected: shading the pattern (a pale yellow was one more tint beside
 * the diagonals' and regions' and hid them).
 */
const PATTERN = "#9141ac";
const PLACED = "#1f7a1f";
const REMOVED = "#c01c28";
/** One colour a chain (a forcing chain's branches each their own), none of them the step's other colours. */
const CHAIN_COLOURS = ["#e66100", "#00838f", "#865e3c", "#d6336c"] as const;
/** Average advance of a character of the sans-serif font, in ems: enough to keep a line inside the figure. */
const CHAR_EM = 0.6;

/**
 * The puzzle (or a solution) as SVG elements: thin lines between cells, thick lines around each box, a
 * heavier outline around each grid, cells of extra rules shaded (diagonals in one tint, each region in its
 * own), the rules' own pictures, digits centred (givens bold black, other digits blue), pencil marks and a
 * step's highlights when given; above, the title; below, the caption and the legend.
 *
 * Layout, top to bottom: margin, heading band (1.2 cells, when titled), the canvas, the caption and the
 * legend (lines of 0.6 cells, text 0.36 cells: they scale with the cells, so with the page), margin. Text
 * wider than the figure wraps at spaces (a word longer than a line is set smaller rather than cut); its
 * width is estimated from the character count (no font metrics in a string builder).
 */
export function svgFigure(geometry: Geometry, digits: Uint8Array, asked: FigureOptions = {}): Figure {
  const options = checkedFigureOptions(geometry, digits, asked);
  const s = options.cellSize ?? 40;
  // Room for clues beside the canvas (little killers, sandwiches): a band of one cell on each side that has one.
  const clues = ruleClues(geometry.layout);
  const band = (off: (p: [number, number]) => boolean): number => (clues.some(off) ? s : 0);
  const [above, below] = [band(([r]) => r < 0), band(([r]) => r >= geometry.rows)];
  const [left, right] = [band(([, c]) => c < 0), band(([, c]) => c >= geometry.cols)];
  const width = geometry.cols * s + 2 * MARGIN + left + right;
  const inner = width - 2 * MARGIN;
  const headingHeight = options.title === undefined ? 0 : Math.round(1.2 * s);
  const top = MARGIN + headingHeight + above;
  const x = (col: number): number => MARGIN + left + col * s;
  const y = (row: number): number => top + row * s;
  const fit = (text: string, size: number): number => Math.min(size, Math.floor((inner / (text.length * CHAR_EM)) * 10) / 10);
  const out: string[] = [];

  if (options.title !== undefined) {
    const size = fit(options.title, Math.round(s * 0.6));
    out.push(
      `<text x="${width / 2}" y="${MARGIN + headingHeight / 2}" font-family="${FONT}" font-size="${size}" font-weight="bold" text-anchor="middle" dominant-baseline="central">${escapeXml(options.title)}</text>`,
    );
  }

  // Cells: white, or shaded when an extra rule covers them.
  const fill = shading(geometry);
  out.push(`<g stroke="${CELL_LINE}" stroke-width="1">`);
  // cell < cellCount: in cellCol and cellRow (the `!` below)
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    out.push(`<rect x="${x(geometry.cellCol[cell]!)}" y="${y(geometry.cellRow[cell]!)}" width="${s}" height="${s}" fill="${fill.get(cell) ?? "#ffffff"}"/>`);
  }
  out.push("</g>");

  // Boxes covered by some grid (grids sit on box boundaries, so a box is covered whole or not at all).
  out.push(`<g fill="none" stroke="${BOX_LINE}" stroke-width="2">`);
  // A jigsaw grid's boxes give way to its regions, drawn by the rule; a box another grid shares keeps its lines.
  const jigsaw = new Set((geometry.layout.rules ?? []).flatMap((rule) => (rule.type === "jigsaw" ? [rule.grid] : [])));
  // Grids without boxes ("box": "none") have no box lines at all.
  const boxed = geometry.boxes ? geometry.grids.filter((g) => !jigsaw.has(g.id)) : [];
  const { size, boxRows: h, boxCols: w } = geometry;
  for (let br = 0; br < geometry.rows / h; br++) {
    for (let bc = 0; bc < geometry.cols / w; bc++) {
      if ((geometry.canvas[h * br * geometry.cols + w * bc] ?? -1) < 0) continue;
      if (!boxed.some((g) => h * br >= g.row && h * br < g.row + size && w * bc >= g.col && w * bc < g.col + size)) continue;
      out.push(`<rect x="${x(w * bc)}" y="${y(h * br)}" width="${w * s}" height="${h * s}"/>`);
    }
  }
  out.push("</g>");

  // The rules' own pictures (src/rules/): cages, thermometers, jigsaw borders, over the cells, under the digits.
  // Loops, not push(...lines): a big layout draws more lines than a call can take as arguments.
  for (const line of ruleSvg(geometry, { s, x, y, digits })) out.push(line);
  for (const line of cosmeticsSvg(options.cosmetics ?? [], { s, x, y })) out.push(line);

  out.push(`<g fill="none" stroke="${GRID_LINE}" stroke-width="3.5">`);
  for (const g of geometry.grids) out.push(`<rect x="${x(g.col)}" y="${y(g.row)}" width="${size * s}" height="${size * s}"/>`);
  out.push("</g>");

  if (options.step !== undefined) for (const line of stepOutlines(geometry, options.step, s, x, y)) out.push(line);

  out.push(`<g font-family="${FONT}" font-size="${Math.round(s * 0.62)}" text-anchor="middle" dominant-baseline="central">`);
  let filled = false;
  // cell < cellCount: in cellCol and cellRow (the `!` below)
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const d = digits[cell] ?? 0;
    if (d === 0) continue;
    const isGiven = options.givens === undefined || options.givens[cell] !== 0;
    filled ||= !isGiven;
    const style = isGiven ? `fill="${GIVEN}" font-weight="bold"` : `fill="${FILLED}"`;
    out.push(`<text x="${x(geometry.cellCol[cell]!) + s / 2}" y="${y(geometry.cellRow[cell]!) + s / 2}" ${style}>${digitChar(d)}</text>`);
  }
  out.push("</g>");
  const marks = markPlaces(geometry, s, x, y);
  if (options.candidates !== undefined) for (const line of candidateMarks(geometry, digits, options.candidates, options.step, marks)) out.push(line);
  const chains = options.step?.chains ?? [];
  const middle = { x: x(geometry.cols / 2), y: y(geometry.rows / 2) };
  chains.forEach((chain, i) => {
    for (const line of chainSvg(geometry, chain, CHAIN_COLOURS[i % CHAIN_COLOURS.length] ?? CHAIN_COLOURS[0], marks, middle)) out.push(line);
  });

  // Caption and legend: wrapped lines under the grids.
  const textSize = Math.round(s * 0.36);
  const line = Math.round(s * 0.6);
  const blocks: { lines: TextLine[]; swatch?: Swatch | undefined }[] = [];
  if (options.caption !== undefined) blocks.push({ lines: wrap(captionSegments(options.caption), inner, textSize) });
  const legend = options.legend === true ? legendLines(geometry, filled, options.step !== undefined, chains.length) : [];
  const swatchSize = Math.round(line * 0.7);
  for (const entry of legend) {
    const room = inner - (entry.swatch === undefined ? 0 : swatchSize + 6);
    blocks.push({ lines: wrap(entry.segments, room, textSize), swatch: entry.swatch });
  }
  let cy = y(geometry.rows) + below + (blocks.length > 0 ? line / 2 : 0);
  if (blocks.length > 0) {
    out.push(`<g font-family="${FONT}" dominant-baseline="central" fill="${TEXT}">`);
    for (const [b, block] of blocks.entries()) {
      // The caption stands apart from the legend by half a line.
      if (b === 1 && options.caption !== undefined) cy += line / 2;
      let textX = MARGIN;
      if (block.swatch !== undefined) {
        const { fill: sw, stroke } = block.swatch;
        const mid = cy + line / 2;
        out.push(
          `<rect x="${MARGIN}" y="${mid - swatchSize / 2}" width="${swatchSize}" height="${swatchSize}" fill="${sw}" stroke="${stroke ?? CELL_LINE}" stroke-width="${stroke === undefined ? 1 : 2.5}"/>`,
        );
        textX += swatchSize + 6;
      }
      for (const l of block.lines) {
        out.push(`<text x="${textX}" y="${cy + line / 2}" font-size="${l.size}">${l.markup}</text>`);
        cy += line;
      }
    }
    out.push("</g>");
  }
  const height = cy + MARGIN;
  return { width, height, body: out };
}

/** A run of legend text in one style (plain text: escaped when drawn). */
interface Segment {
  readonly text: string;
  readonly fill?: string;
  readonly bold?: boolean;
}

/** A swatch beside a legend line: a filled square, or an outlined one. */
interface Swatch {
  readonly fill: string;
  readonly stroke?: string;
}

interface LegendLine {
  readonly segments: readonly Segment[];
  readonly swatch?: Swatch;
}

/** One drawn line of wrapped text: its markup and its font size. */
interface TextLine {
  readonly markup: string;
  readonly size: number;
}

/**
 * Segments broken into lines of at most `room` units at `size` (greedy, at spaces only: two segments
 * written together, "Blue" and ": the solution", stay together); a word wider than a whole line gets a
 * line of its own, set smaller to fit.
 */
function wrap(segments: readonly Segment[], room: number, size: number): TextLine[] {
  const perLine = Math.max(8, Math.floor(room / (size * CHAR_EM)));
  // Words in their segments' styles; `spaced`: a space comes before it (where a line may break).
  const words: (Segment & { spaced: boolean })[] = [];
  let space = false;
  for (const seg of segments) {
    for (const part of seg.text.split(/( +)/)) {
      if (part === "") continue;
      if (part.startsWith(" ")) space = true;
      else {
        words.push({ ...seg, text: part, spaced: space && words.length > 0 });
        space = false;
      }
    }
  }
  // Lines of pieces: a piece is a word with the words glued to it (no space between them).
  const lines: (Segment & { spaced: boolean })[][] = [];
  let current: (Segment & { spaced: boolean })[] = [];
  let length = 0;
  for (let i = 0; i < words.length; ) {
    let j = i + 1;
    while (j < words.length && words[j]?.spaced === false) j++;
    const piece = words.slice(i, j);
    const pieceLength = piece.reduce((n, w) => n + w.text.length, 0);
    if (current.length > 0 && length + 1 + pieceLength > perLine) {
      lines.push(current);
      current = [];
      length = 0;
    }
    length += (current.length === 0 ? 0 : 1) + pieceLength;
    const spaced = current.length > 0;
    for (const [k, w] of piece.entries()) current.push(k === 0 ? { ...w, spaced } : w);
    i = j;
  }
  if (current.length > 0) lines.push(current);
  return lines.map((ws) => {
    const chars = ws.reduce((n, w) => n + w.text.length + (w.spaced ? 1 : 0), 0);
    const markup = runs(ws)
      .map((r) => {
        const text = escapeXml(r.text);
        if (r.fill === undefined && r.bold !== true) return text;
        return `<tspan${r.fill === undefined ? "" : ` fill="${r.fill}"`}${r.bold === true ? ' font-weight="bold"' : ""}>${text}</tspan>`;
      })
      .join("");
    return { markup, size: chars > perLine ? Math.floor(((size * perLine) / chars) * 10) / 10 : size };
  });
}

/** Words of one line joined back into runs of one style each (a space before a word goes with the run before it). */
function runs(words: readonly (Segment & { spaced: boolean })[]): Segment[] {
  const out: Segment[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last !== undefined && w.spaced) out[out.length - 1] = { ...last, text: `${last.text} ` };
    const prev = out[out.length - 1];
    if (prev !== undefined && prev.fill === w.fill && prev.bold === w.bold) out[out.length - 1] = { ...prev, text: prev.text + w.text };
    else out.push({ text: w.text, ...(w.fill === undefined ? {} : { fill: w.fill }), ...(w.bold === undefined ? {} : { bold: w.bold }) });
  }
  return out;
}

/** A caption: the part before the first ": " bold (the technique of a step), the rest plain. */
function captionSegments(caption: string): Segment[] {
  const at = caption.indexOf(": ");
  return at < 0 ? [{ text: caption }] : [{ text: caption.slice(0, at + 1), bold: true }, { text: ` ${caption.slice(at + 2)}` }];
}

/**
 * What a reader of the printed puzzle needs: the rules, each in a setter's words (the sentences the
 * f-puzzles export writes, RuleKind.sentence), then what each shade and colour means.
 */
function legendLines(geometry: Geometry, filled: boolean, step: boolean, chains: number): LegendLine[] {
  const n = geometry.grids.length;
  const digits = digitRange(geometry.size);
  const box = `${geometry.boxRows}x${geometry.boxCols}`;
  const rules = geometry.layout.rules ?? [];
  const jigsaw = rules.some((r) => r.type === "jigsaw");
  // Grids without boxes: rows and columns only, and a jigsaw's regions where a rule gives them.
  const units = !geometry.boxes
    ? jigsaw
      ? "row, column and region"
      : "row and column"
    : jigsaw && n === 1
      ? "row, column and region"
      : `row, column and ${box} box`;
  const lines: LegendLine[] = [
    {
      segments: [
        {
          text:
            n === 1
              ? `Place ${digits} once in every ${units}.`
              : geometry.boxes
                ? `Place ${digits} once in every row, column and ${box} box of each of the ${n} grids; a shared box counts in both.`
                : `Place ${digits} once in every ${units} of each of the ${n} grids; a shared cell counts in both.`,
        },
      ],
    },
  ];
  const diagonals = rules.flatMap((r) => (r.type === "diagonal" ? [r.grid] : []));
  if (diagonals.length > 0) {
    const which = n === 1 ? "both diagonals" : `both diagonals of grid${diagonals.length === 1 ? "" : "s"} ${diagonals.join(", ")}`;
    lines.push({ swatch: { fill: DIAGONAL_FILL }, segments: [{ text: `Shaded diagonals: ${digits} once along ${which}.` }] });
  }
  const regions = rules.filter((r) => r.type === "region").length;
  if (regions > 0) {
    lines.push({
      swatch: { fill: REGION_FILLS[0] },
      segments: [{ text: `Shaded region${regions === 1 ? "" : "s"} (each colour its own): ${digits} once in each.` }],
    });
  }
  // Every other rule in the setter's words, each sentence once; its picture is on the grid (or, for a rule
  // over whole grids such as anti-knight, this line is all there is of it).
  for (const sentence of ruleSentences(rules.filter((r) => r.type !== "diagonal" && r.type !== "region"))) lines.push({ segments: [{ text: sentence }] });
  if (filled) {
    lines.push({
      segments: [{ text: "Bold black: the givens. " }, { text: "Blue", fill: FILLED, bold: true }, { text: `: ${step ? "placed so far" : "the solution"}.` }],
    });
  }
  if (step) {
    lines.push({ swatch: { fill: "#ffffff", stroke: PATTERN }, segments: [{ text: "Outlined: the cells of the step's pattern." }] });
    lines.push({
      segments: [
        { text: "Green", fill: PLACED, bold: true },
        { text: ": placed by the step. " },
        { text: "Red, struck", fill: REMOVED, bold: true },
        { text: ": removed by it." },
      ],
    });
  }
  if (chains > 0) {
    lines.push({
      segments: [
        { text: chains === 1 ? "The chain" : "Each chain", fill: CHAIN_COLOURS[0], bold: true },
        {
          text: `${chains === 1 ? "" : " (a colour each)"}, circled candidates joined in its order from the one ringed twice: a solid line is a strong link (if one end is false, the other is true), a dashed line a weak link (the two are not both true); a filled circle is true along the chain, a hollow one false.`,
        },
      ],
    });
  }
  return lines;
}

/** Where a cell's pencil mark for a digit sits, and the size of a mark; for candidates and chains alike. */
interface MarkPlaces {
  readonly at: (cell: number, digit: number) => { readonly cx: number; readonly cy: number };
  /** Font size of a mark, and the radius of a chain's circle around one. */
  readonly font: number;
  readonly radius: number;
  /** Half a mark's slot, across and down: how far a strike runs. */
  readonly half: { readonly x: number; readonly y: number };
}

/**
 * Marks sit in the cell as the digits' boxes sit in the grid: boxCols across, boxRows down (3x3 for 1-9,
 * 4x4 for 1-G, 3 across and 2 down for 1-6); without boxes, nearly square (markShape). A cell holding a killer cage's sum keeps its top band for the
 * sum (the sum is drawn with the rules, under the marks), the marks set in the rest of the cell; with cages, the marks keep inside
 * the cage outlines.
 */
function markPlaces(geometry: Geometry, s: number, x: (col: number) => number, y: (row: number) => number): MarkPlaces {
  const { across, down } = markShape(geometry);
  const perLine = Math.max(across, down);
  const summed = new Set<number>();
  const killers = (geometry.layout.rules ?? []).filter((rule) => rule.type === "killer");
  for (const rule of killers) {
    if (rule.sum === undefined) continue;
    const [r = 0, c = 0] = [...rule.cells].sort(([ar = 0, ac = 0], [br = 0, bc = 0]) => ar - br || ac - bc)[0] ?? [];
    summed.add(geometry.canvas[r * geometry.cols + c] ?? -1);
  }
  // With killer cages the marks keep inside the cages' dashed outlines (drawn 0.08 of a cell in from its
  // edges, rules/killer/svg.ts): every cell's marks are set in the cell less a margin, in a smaller font (one
  // for all cells) so that the three rows under a sum (the sum takes the top third) do not touch.
  const caged = killers.length > 0;
  const margin = caged ? s * 0.1 : 0;
  const inner = s - 2 * margin;
  const band = caged ? 0.32 : 0.36;
  return {
    at: (cell, digit) => {
      const k = digit - 1;
      const left = x(geometry.cellCol[cell] ?? 0) + margin;
      const topY = y(geometry.cellRow[cell] ?? 0) + margin;
      const row = (Math.floor(k / across) + 0.5) / down;
      return {
        cx: left + (inner * ((k % across) + 0.5)) / across,
        cy: topY + inner * (summed.has(cell) ? band + (1 - band) * row : row),
      };
    },
    font: Math.round((inner * (caged ? 0.7 : 0.8)) / perLine),
    radius: (inner * 0.46) / perLine,
    // Under a sum the rows are closer: a strike keeps to the closer slot in every cell of a killer.
    half: { x: inner / (2 * across), y: (inner * (caged ? 1 - band : 1)) / (2 * down) },
  };
}

/**
 * The pencil marks of the cells without a digit: grey, a step's placed digit green and bold, the digits
 * it removes red, bold and struck through corner to corner of their slot.
 */
function candidateMarks(geometry: Geometry, digits: Uint8Array, candidates: Uint16Array, step: SvgStep | undefined, marks: MarkPlaces): string[] {
  const removed = new Map<number, number>();
  for (const e of step?.eliminations ?? []) removed.set(e.cell, (removed.get(e.cell) ?? 0) | e.digits);
  const placed = new Map<number, number>();
  for (const p of step?.placements ?? []) placed.set(p.cell, p.digit);
  const out = [`<g font-family="${FONT}" font-size="${marks.font}" text-anchor="middle" dominant-baseline="central">`];
  const { x: hx, y: hy } = { x: marks.half.x * 0.8, y: marks.half.y * 0.8 };
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    for (let d = 1; d <= geometry.size; d++) {
      if (((candidates[cell] ?? 0) & (1 << (d - 1))) === 0) continue;
      const { cx, cy } = marks.at(cell, d);
      const ch = digitChar(d);
      if ((removed.get(cell) ?? 0) & (1 << (d - 1))) {
        out.push(`<text x="${cx}" y="${cy}" fill="${REMOVED}" font-weight="bold" class="removed">${ch}</text>`);
        out.push(`<line x1="${cx - hx}" y1="${cy + hy}" x2="${cx + hx}" y2="${cy - hy}" stroke="${REMOVED}" stroke-width="2" stroke-linecap="round"/>`);
      } else if (placed.get(cell) === d) out.push(`<text x="${cx}" y="${cy}" fill="${PLACED}" font-weight="bold" class="placed">${ch}</text>`);
      else out.push(`<text x="${cx}" y="${cy}" fill="${CANDIDATE}">${ch}</text>`);
    }
  }
  out.push("</g>");
  return out;
}

/** A step's cells outlined inside their edges: the pattern purple, a placement green. */
function stepOutlines(geometry: Geometry, step: SvgStep, s: number, x: (col: number) => number, y: (row: number) => number): string[] {
  const width = Math.max(2, Math.round(s * 0.07));
  const inset = width / 2 + 1.5;
  const placed = new Set(step.placements.map((p) => p.cell));
  const outline = (cell: number, colour: string, cls: string): string =>
    `<rect class="${cls}" x="${x(geometry.cellCol[cell] ?? 0) + inset}" y="${y(geometry.cellRow[cell] ?? 0) + inset}" width="${s - 2 * inset}" height="${s - 2 * inset}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
  return [...step.cells.filter((c) => !placed.has(c)).map((c) => outline(c, PATTERN, "pattern")), ...[...placed].map((c) => outline(c, PLACED, "placed-cell"))];
}

/**
 * A chain drawn over the pencil marks, as HoDoKu draws one: each node's candidates circled (a group node's
 * or an ALS's every cell), filled pale where the chain makes the node true and hollow where it makes it
 * false, the first node ringed twice (where to start reading); each link a line from node to node ending
 * in an arrowhead, solid for a strong link, dashed for a weak one, slightly curved towards the middle of
 * the canvas (so that links along one row or column stay apart from the marks between them, and a link
 * along the edge stays on the picture). Each link names its ends (data-from, data-to: "(8)r1c1", canvas
 * rows and columns as the chain's text writes them), so that the picture can be read back.
 *
 * A node's truth needs no field of its own: a strong link leads from a false node to a true one and a weak
 * link from a true node to a false one, so every node but the first is what its incoming link makes it,
 * and the first the opposite of what its outgoing link needs.
 */
function chainSvg(geometry: Geometry, chain: Chain, colour: string, marks: MarkPlaces, middle: { readonly x: number; readonly y: number }): string[] {
  const r = marks.radius;
  const centre = (node: ChainNode): { cx: number; cy: number } => {
    const points = node.cells.flatMap((cell) => digitList(node.digits).map((d) => marks.at(cell, d)));
    const n = Math.max(1, points.length);
    return { cx: points.reduce((t, p) => t + p.cx, 0) / n, cy: points.reduce((t, p) => t + p.cy, 0) / n };
  };
  const label = (node: ChainNode): string =>
    `(${digitList(node.digits).map(digitChar).join("")})${node.cells.map((c) => `r${(geometry.cellRow[c] ?? 0) + 1}c${(geometry.cellCol[c] ?? 0) + 1}`).join(",")}`;
  const isTrue = (i: number): boolean => (i === 0 ? chain.links[0] === "weak" : chain.links[i - 1] === "strong");
  const out = [`<g class="chain" fill="none" stroke="${colour}" stroke-width="2">`];
  const circled = new Set<string>();
  chain.nodes.forEach((node, i) => {
    for (const cell of node.cells) {
      for (const d of digitList(node.digits)) {
        const key = `${cell}:${d}`;
        if (circled.has(key)) continue;
        circled.add(key);
        const { cx, cy } = marks.at(cell, d);
        const fill = isTrue(i) ? ` fill="${colour}" fill-opacity="0.22" class="node on"` : ' class="node off"';
        out.push(`<circle cx="${round2(cx)}" cy="${round2(cy)}" r="${round2(r)}"${fill}/>`);
        if (i === 0) out.push(`<circle class="start" cx="${round2(cx)}" cy="${round2(cy)}" r="${round2(r * 1.35)}" stroke-width="1.5"/>`);
      }
    }
  });
  chain.links.forEach((link, i) => {
    const a = chain.nodes[i];
    const b = chain.nodes[i + 1];
    if (a === undefined || b === undefined) return;
    const p = centre(a);
    const q = centre(b);
    const dx = q.cx - p.cx;
    const dy = q.cy - p.cy;
    const length = Math.hypot(dx, dy);
    if (length < 2 * r + 1) return;
    // The control point off the middle of the way by a fifth of its length, on the side of the canvas's middle.
    const bend = 0.2 * length;
    const mx = (p.cx + q.cx) / 2;
    const my = (p.cy + q.cy) / 2;
    const side = -dy * (middle.x - mx) + dx * (middle.y - my) < 0 ? -1 : 1;
    const ctrl = { x: mx - side * (dy / length) * bend, y: my + side * (dx / length) * bend };
    const trim = (from: { cx: number; cy: number }, towards: { x: number; y: number }): { x: number; y: number } => {
      const tx = towards.x - from.cx;
      const ty = towards.y - from.cy;
      const t = Math.hypot(tx, ty);
      return { x: from.cx + (tx / t) * r, y: from.cy + (ty / t) * r };
    };
    const start = trim(p, ctrl);
    const end = trim(q, ctrl);
    const dash = link === "weak" ? ` stroke-dasharray="${round2(r * 0.7)} ${round2(r * 0.5)}"` : "";
    out.push(
      `<path class="link ${link}" data-from="${escapeXml(label(a))}" data-to="${escapeXml(label(b))}" d="M${round2(start.x)} ${round2(start.y)} Q${round2(ctrl.x)} ${round2(ctrl.y)} ${round2(end.x)} ${round2(end.y)}"${dash}/>`,
    );
    // The arrowhead along the curve's last direction (from the control point to the end).
    const ux = end.x - ctrl.x;
    const uy = end.y - ctrl.y;
    const u = Math.hypot(ux, uy);
    const head = r * 0.9;
    const [bx, by] = [end.x - (ux / u) * head, end.y - (uy / u) * head];
    const [nx, ny] = [(-uy / u) * head * 0.5, (ux / u) * head * 0.5];
    out.push(
      `<path d="M${round2(end.x)} ${round2(end.y)} L${round2(bx + nx)} ${round2(by + ny)} L${round2(bx - nx)} ${round2(by - ny)} Z" fill="${colour}" stroke="none"/>`,
    );
  });
  out.push("</g>");
  return out;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Fill colour of each cell some extra rule covers. */
function shading(geometry: Geometry): Map<number, string> {
  const fill = new Map<number, string>();
  let region = 0;
  for (const rule of geometry.layout.rules ?? []) {
    if (rule.type === "diagonal") {
      const g = geometry.grids.find((x) => x.id === rule.grid);
      if (g === undefined) continue;
      const size = geometry.size;
      for (let j = 0; j < size; j++) {
        fill.set(g.cells[j * size + j]!, DIAGONAL_FILL); // j in 0..size-1: one of the grid's cells
        fill.set(g.cells[j * size + size - 1 - j]!, DIAGONAL_FILL);
      }
    } else if (rule.type === "region") {
      const colour = REGION_FILLS[region++ % REGION_FILLS.length] ?? REGION_FILLS[0]; // the remainder is in range
      for (const [r = -1, c = -1] of rule.cells) fill.set(geometry.canvas[r * geometry.cols + c] ?? -1, colour); // [row, col] pairs (the schema)
    }
  }
  return fill;
}

/** The digits of a size as a reader says them: "1-9", "1-6", "1-9 and A-G". */
function digitRange(size: number): string {
  return size <= 9 ? `1-${size}` : `1-9 and A-${digitChar(size)}`;
}

/**
 * The picture's arguments checked (a UsageError naming what is wrong): digits and givens one per cell,
 * candidates one mask per cell, the texts strings, the cell size a number of 1 to 1,000 units, the step
 * the shape of a logic step.
 */
function checkedFigureOptions(geometry: Geometry, digits: unknown, asked: FigureOptions): FigureOptions {
  const options = optionsObject("svgFigure", asked) as FigureOptions;
  const n = geometry.cellCount;
  const perCell = (name: string, value: unknown, type: typeof Uint8Array | typeof Uint16Array): void => {
    if (value !== undefined && !(value instanceof type && value.length === n)) {
      throw new UsageError(`${name} must be a ${type.name} of one entry per cell (${n}), got ${shown(value)}`);
    }
  };
  perCell("digits", digits, Uint8Array);
  perCell("givens", options.givens, Uint8Array);
  perCell("candidates", options.candidates, Uint16Array);
  stringOption("title", options.title);
  stringOption("caption", options.caption);
  booleanOption("legend", options.legend);
  numberOption("cellSize", options.cellSize, { min: 1, max: 1000 });
  if (options.cosmetics !== undefined && !Array.isArray(options.cosmetics)) throw new UsageError(`cosmetics must be a list, got ${shown(options.cosmetics)}`);
  const step: unknown = options.step;
  if (step !== undefined) {
    const x = step as Partial<SvgStep> | null;
    const inCells = (c: unknown): boolean => Number.isInteger(c) && (c as number) >= 0 && (c as number) < n;
    const ok =
      x !== null &&
      typeof x === "object" &&
      Array.isArray(x.cells) &&
      x.cells.every(inCells) &&
      Array.isArray(x.placements) &&
      x.placements.every((p) => p !== null && typeof p === "object" && inCells(p.cell)) &&
      Array.isArray(x.eliminations) &&
      x.eliminations.every((e) => e !== null && typeof e === "object" && inCells(e.cell)) &&
      (x.chains === undefined || Array.isArray(x.chains));
    if (!ok) throw new UsageError("step must be a logic step of this layout: { cells, placements, eliminations, chains? } naming its cells");
  }
  return options;
}
