import { gridShape } from "../model/grid-size.js";
import { buildGeometry } from "../model/geometry.js";
import type { Geometry } from "../model/geometry.js";
import type { Layout, Rule } from "../model/schemas.js";
import { RULE_KINDS } from "../rules/registry.js";
import type { Drawing, RuleKind } from "../rules/rule-kind.js";
import { rulePositions } from "../rules/rule-positions.js";

/**
 * The board's picture of each rule of the layout: the SVG the rule kinds draw for the CLI's pictures
 * (RuleKind.svg, as ruleSvg in src/rules/registry.ts gathers them), one entry per rule, with the cells it
 * covers, so that the page can put each rule in an element of its own (data-rule, data-cells). Pure.
 */
export interface RulePicture {
  /** The rule's type, as in the layout file. */
  readonly type: Rule["type"];
  /** Its index in the layout's rules. */
  readonly index: number;
  /** The cells it covers, 1-based canvas, "r1c1 r1c2" (an arrow's circle first; a whole grid's every cell). */
  readonly cells: string;
  /** SVG elements, as text. */
  readonly svg: string;
}

/** "r1c1" for canvas [0, 0]. */
export function cellName(row: number, col: number): string {
  return `r${row + 1}c${col + 1}`;
}

/** The cells a rule covers as canvas [row, col] pairs: its own, else its grid's, else every grid's. */
function coveredCells(rule: Rule, layout: Layout): [number, number][] {
  const own = rulePositions(rule);
  if (own.length > 0) return own;
  const { size } = gridShape(layout);
  const grids = "grid" in rule && rule.grid !== undefined ? layout.grids.filter((g) => g.id === rule.grid) : layout.grids;
  const out: [number, number][] = [];
  const seen = new Set<string>();
  for (const g of grids) {
    for (let r = g.row; r < g.row + size; r++) {
      for (let c = g.col; c < g.col + size; c++) {
        if (seen.has(`${r},${c}`)) continue;
        seen.add(`${r},${c}`);
        out.push([r, c]);
      }
    }
  }
  return out;
}

/** The pictures of the layout's rules, drawn with the board's cell size and origin. */
export function rulePictures(layout: Layout, drawing: Drawing): RulePicture[] {
  const rules = layout.rules ?? [];
  if (rules.length === 0 || layout.grids.length === 0) return [];
  // The geometry of the grids alone (a half-drawn rule must not stop the others being drawn); the rule
  // kinds read the whole layout from it (a kropki pair drawn twice, a jigsaw's grid).
  let geometry: Geometry;
  try {
    const { rules: _rules, ...bare } = layout;
    geometry = { ...buildGeometry(bare), layout };
  } catch {
    return [];
  }
  const { size } = gridShape(layout);
  const { s, x, y, minText } = drawing;
  return rules.map((rule, index) => {
    const cells = coveredCells(rule, layout)
      .map(([r, c]) => cellName(r, c))
      .join(" ");
    let svg = "";
    if (rule.type === "diagonal") {
      const g = layout.grids.find((gr) => gr.id === rule.grid);
      if (g !== undefined) {
        const line = (x1: number, y1: number, x2: number, y2: number): string =>
          `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8a8fa8" stroke-width="1.5"/>`;
        svg = line(x(g.col), y(g.row), x(g.col + size), y(g.row + size)) + line(x(g.col + size), y(g.row), x(g.col), y(g.row + size));
      }
    } else if (rule.type !== "region") {
      const kind = RULE_KINDS[rule.type] as RuleKind<Rule> | undefined;
      try {
        svg = kind?.svg(rule, geometry, { s, x, y, ...(minText === undefined ? {} : { minText }) }).join("") ?? "";
      } catch {
        svg = ""; // a rule the setter is still drawing (a cage cell outside every grid): drawn once it is whole
      }
    }
    return { type: rule.type, index, cells, svg };
  });
}
