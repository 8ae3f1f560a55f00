import type { Issue } from "../model/errors.js";
import type { Geometry } from "../model/geometry.js";
import type { Layout, Rule } from "../model/schemas.js";
import type { Technique } from "../model/step-contract.js";
import { ANTI_KING } from "./anti-king.js";
import { ANTI_KNIGHT } from "./anti-knight.js";
import { ANTI_TAXICAB } from "./anti-taxicab.js";
import { INDEXING } from "./indexing.js";
import { VALUE_INDEXING } from "./value-indexing.js";
import { ARROW } from "./arrow.js";
import { JIGSAW } from "./jigsaw.js";
import { KILLER } from "./killer.js";
import { KROPKI } from "./kropki.js";
import { KROPKI_ALL_DOTS } from "./kropki-all-dots.js";
import { NON_CONSECUTIVE } from "./non-consecutive.js";
import { RENBAN } from "./renban.js";
import { GERMAN_WHISPERS } from "./german-whispers.js";
import { PALINDROME } from "./palindrome.js";
import { PILL_ARROW } from "./pill-arrow.js";
import { REGION_SUM_LINE } from "./region-sum-line.js";
import { RELLIK } from "./rellik.js";
import { PARITY_LINE } from "./parity-line.js";
import { LOCKOUT_LINE } from "./lockout-line.js";
import { SUM_LINE } from "./sum-line.js";
import { ZIPPER } from "./zipper.js";
import { BETWEEN_LINE } from "./between-line.js";
import { CANDIDATES } from "./candidates.js";
import { CHAOS_CONSTRUCTION } from "./chaos-construction.js";
import { CLONE } from "./clone.js";
import { COUNTING_CIRCLES } from "./counting-circles.js";
import { ENTROPIC_LINE } from "./entropic-line.js";
import { MODULAR_LINE } from "./modular-line.js";
import { INEQUALITY } from "./inequality.js";
import { DISJOINT_GROUPS } from "./disjoint-groups.js";
import { QUADRUPLE } from "./quadruple.js";
import { LITTLE_KILLER } from "./little-killer.js";
import { SANDWICH } from "./sandwich.js";
import { SKYSCRAPER } from "./skyscraper.js";
import { HIDDEN_SKYSCRAPER } from "./hidden-skyscraper.js";
import { NUMBERED_ROOM } from "./numbered-room.js";
import { LUNCHBOX } from "./lunchbox.js";
import { X_SUM } from "./x-sum.js";
import { EVEN, ODD } from "./parity.js";
import type { Drawing, Propagator, RuleKind, SumFact, WarningContext } from "./rule-kind.js";
import { candidateText, cellAt, cellRef, placeOf } from "./rule-kind.js";
import { ruleStepTechnique } from "./rule-step.js";
import { THERMOMETER } from "./thermometer.js";
import { XV } from "./xv.js";
import { XV_ALL_MARKS } from "./xv-all-marks.js";

/**
 * The one registry of rule kinds beyond the geometry's own diagonal and region units. Adding a kind: its
 * file under src/rules/, its entry here, its definition in schemas/layout.schema.json.
 */
type Kinds = { readonly [T in Rule["type"]]?: RuleKind<Extract<Rule, { type: T }>> };
export const RULE_KINDS: Kinds = {
  killer: KILLER,
  jigsaw: JIGSAW,
  thermometer: THERMOMETER,
  arrow: ARROW,
  kropki: KROPKI,
  "kropki-all-dots": KROPKI_ALL_DOTS,
  xv: XV,
  odd: ODD,
  even: EVEN,
  "anti-knight": ANTI_KNIGHT,
  "anti-king": ANTI_KING,
  "non-consecutive": NON_CONSECUTIVE,
  renban: RENBAN,
  "german-whispers": GERMAN_WHISPERS,
  palindrome: PALINDROME,
  "between-line": BETWEEN_LINE,
  "disjoint-groups": DISJOINT_GROUPS,
  quadruple: QUADRUPLE,
  "little-killer": LITTLE_KILLER,
  sandwich: SANDWICH,
  candidates: CANDIDATES,
  "xv-all-marks": XV_ALL_MARKS,
  inequality: INEQUALITY,
  "pill-arrow": PILL_ARROW,
  "x-sum": X_SUM,
  skyscraper: SKYSCRAPER,
  "hidden-skyscraper": HIDDEN_SKYSCRAPER,
  "numbered-room": NUMBERED_ROOM,
  lunchbox: LUNCHBOX,
  clone: CLONE,
  "entropic-line": ENTROPIC_LINE,
  "modular-line": MODULAR_LINE,
  zipper: ZIPPER,
  "region-sum-line": REGION_SUM_LINE,
  "chaos-construction": CHAOS_CONSTRUCTION,
  rellik: RELLIK,
  "anti-taxicab": ANTI_TAXICAB,
  "parity-line": PARITY_LINE,
  "lockout-line": LOCKOUT_LINE,
  "sum-line": SUM_LINE,
  "counting-circles": COUNTING_CIRCLES,
  indexing: INDEXING,
  "value-indexing": VALUE_INDEXING,
};

function kindOf<R extends Rule>(rule: R): RuleKind<R> | undefined {
  return RULE_KINDS[rule.type] as RuleKind<R> | undefined;
}

/** What the search needs of a layout's rules; undefined when no rule adds any (the fast path stays as it was). */
export interface CompiledRules {
  /** Groups of cells whose digits may not repeat, beyond the units. */
  readonly distinct: readonly (readonly number[])[];
  /** Every rule's propagators (the logic's implications run them all). */
  readonly propagators: readonly Propagator[];
  /** The rule each propagator comes from (owners[i] made propagators[i]), for the logic's texts. */
  readonly owners: readonly Rule[];
  /** The rule each distinct group comes from (distinctOwners[i] made distinct[i]), likewise. */
  readonly distinctOwners: readonly Rule[];
  /** The rules' sums (RuleKind.sums), which the search propagates itself (rules/sum-propagator.ts). */
  readonly sums: readonly SumFact[];
  /** The propagators of the kinds that give no sums: what the search runs beside its sum propagators. */
  readonly unsummed: readonly Propagator[];
  /**
   * The rules' own variables (RuleKind.variables), numbered from geometry.cellCount on: their starting masks
   * and the propagators over them, which only the search runs (the logic's candidates are the cells').
   */
  readonly variables: { readonly domains: readonly number[]; readonly propagators: readonly Propagator[] };
}

/** The distinct groups, propagators and sums of every rule of a geometry's layout. */
export function compileRules(geometry: Geometry): CompiledRules | undefined {
  const distinct: number[][] = [];
  const propagators: Propagator[] = [];
  const owners: Rule[] = [];
  const distinctOwners: Rule[] = [];
  const sums: SumFact[] = [];
  const unsummed: Propagator[] = [];
  const domains: number[] = [];
  const variablePropagators: Propagator[] = [];
  // Loops, not push(...items): a rule may bring more items than a call can take as arguments.
  for (const rule of geometry.layout.rules ?? []) {
    const kind = kindOf(rule);
    if (kind === undefined) continue;
    for (const group of kind.distinct?.(rule, geometry) ?? []) {
      distinct.push(group);
      distinctOwners.push(rule);
    }
    for (const p of kind.propagators?.(rule, geometry) ?? []) {
      propagators.push(p);
      owners.push(rule);
      if (kind.sums === undefined) unsummed.push(p);
    }
    for (const fact of kind.sums?.(rule, geometry) ?? []) sums.push(fact);
    const own = kind.variables?.(rule, geometry, geometry.cellCount + domains.length);
    if (own !== undefined) {
      for (const d of own.domains) domains.push(d);
      for (const p of own.propagators) variablePropagators.push(p);
    }
  }
  const variables = { domains, propagators: variablePropagators };
  const none = distinct.length === 0 && propagators.length === 0 && sums.length === 0 && domains.length === 0;
  return none ? undefined : { distinct, propagators, owners, distinctOwners, sums, unsummed, variables };
}

/**
 * The propagators the logic's trials run (logic/implications.ts), with the rule of each: every rule's
 * pieces (RuleKind.pieces), else its propagators. The order is the layout's rules' order.
 */
export function logicPropagators(geometry: Geometry): { readonly propagators: readonly Propagator[]; readonly owners: readonly Rule[] } {
  const propagators: Propagator[] = [];
  const owners: Rule[] = [];
  for (const rule of geometry.layout.rules ?? []) {
    const kind = kindOf(rule);
    if (kind === undefined) continue;
    for (const p of (kind.pieces ?? kind.propagators)?.(rule, geometry) ?? []) {
      propagators.push(p);
      owners.push(rule);
    }
  }
  return { propagators, owners };
}

/**
 * Why a rule cannot be kept with the given candidates (a trial's, where its propagator failed), as a
 * setter says it: the kind's own words (RuleKind.broken: "the cage of 15 at r1c3 r2c3 would need 14 from
 * r2c3"), else the rule and what its cells would be left with ("thermometer: cells r1c1 r1c2 r1c3 increase
 * from the bulb, with r1c1 7 and r1c2 6 or 7"). `cells`: the cells the reason rests on (the kind's
 * words name its own), at most a few named.
 */
export function brokenRuleText(rule: Rule, geometry: Geometry, cand: ArrayLike<number>, cells: readonly number[]): string {
  const kind = kindOf(rule);
  const own = kind?.broken?.(rule, geometry, cand);
  if (own !== undefined) return own;
  const what = kind?.describe(rule) ?? rule.type;
  const named = cells.slice(0, 6).map((c) => `${cellRef(geometry, c)} ${candidateText(cand[c] ?? 0)}`);
  return named.length === 0 ? `${what}: broken` : `${what}, cannot hold with ${named.join(", ")}${cells.length > 6 ? ", ..." : ""}`;
}

/** Layout issues of the registered rules (the layout checks call this for every rule they do not know). */
export function ruleIssues(rule: Rule, at: string, layout: Layout, index: number): Issue[] {
  return kindOf(rule)?.check(rule, at, layout, index) ?? [];
}

/**
 * What the layout's rules allow but a setter likely did not mean (a jigsaw region in several pieces, two
 * cages sharing cells, a cage whose givens leave its sum no way), one issue each at `${at}/rules/${i}`: for
 * `validate` to list as warnings, never a refusal. `given`: a puzzle's givens, for the warnings about them.
 */
export function ruleWarnings(layout: Layout, at: string, given?: WarningContext["given"]): Issue[] {
  return (layout.rules ?? []).flatMap(
    (rule, i) => kindOf(rule)?.warnings?.(rule, `${at}/rules/${i}`, { layout, index: i, rulesAt: `${at}/rules`, given }) ?? [],
  );
}

/** The sentences of the geometry's own rules, which have no kind of their own (their units do the work). */
const GEOMETRY_SENTENCE = {
  diagonal: "Digits do not repeat on the marked diagonals.",
  region: "Digits do not repeat in the shaded regions.",
} as const;

/** A rule as a setter states it: one sentence (RuleKind.sentence; the diagonal's and region's here). */
export function ruleSentence(rule: Rule): string {
  if (rule.type === "diagonal" || rule.type === "region") return GEOMETRY_SENTENCE[rule.type];
  return kindOf(rule)?.sentence(rule) ?? "";
}

/**
 * Rules (a layout's) as a setter states them, each sentence once, in the order the rules first appear
 * (a legend, f-puzzles' and SudokuPad's rules text); none for a classic layout.
 */
export function ruleSentences(rules: readonly Rule[]): string[] {
  return [...new Set(rules.map(ruleSentence).filter((s) => s !== ""))];
}

/**
 * The logic techniques of the layout's rules (RuleKind.logic), each kind given all its rules at once; the
 * step engine adds them to the classic techniques (logic/engine.ts techniquesFor).
 */
export function ruleTechniques(geometry: Geometry): Technique[] {
  const byType = new Map<Rule["type"], Rule[]>();
  for (const rule of geometry.layout.rules ?? []) {
    const list = byType.get(rule.type);
    if (list === undefined) byType.set(rule.type, [rule]);
    else list.push(rule);
  }
  const out: Technique[] = [];
  for (const rules of byType.values()) {
    const first = rules[0];
    if (first === undefined) continue;
    const kind = kindOf(first);
    if (kind === undefined) continue;
    if (kind.distinct !== undefined || kind.propagators !== undefined) {
      out.push(ruleStepTechnique(kind, rules, geometry, kind.step ?? { name: `${first.type} rule`, difficulty: 2.0 }));
    }
    out.push(...(kind.logic?.(rules, geometry) ?? []));
  }
  return out;
}

/** The registered rule in words, for a terminal (undefined for the geometry's own diagonal and region). */
export function describeRule(rule: Rule): string | undefined {
  return kindOf(rule)?.describe(rule);
}

/**
 * Propagators that hold exactly when this clue is broken (RuleKind.negation), over the cells of `geometry`;
 * undefined when its kind has none (its breaking is no single relation).
 */
export function ruleNegation(rule: Rule, geometry: Geometry): Propagator[] | undefined {
  return kindOf(rule)?.negation?.(rule, geometry);
}

/** The SVG fragments of the registered rules, in layout order. */
export function ruleSvg(geometry: Geometry, drawing: Drawing): string[] {
  return (geometry.layout.rules ?? []).flatMap((rule) => kindOf(rule)?.svg(rule, geometry, drawing) ?? []);
}

/** The canvas positions the rules' pictures draw clues at (RuleKind.clues), which may lie off the canvas. */
export function ruleClues(layout: Layout): [number, number][] {
  return (layout.rules ?? []).flatMap((rule) => kindOf(rule)?.clues?.(rule) ?? []);
}

/** Whether the layout has rules the geometry alone does not express (the 9x9 engine and planner skip those). */
export function hasRuleKinds(layout: Layout): boolean {
  return (layout.rules ?? []).some((rule) => kindOf(rule) !== undefined);
}

/**
 * The rules the givens alone already break, one issue each at `${at}/rules/${i}` (at: where the layout
 * sits in the document, "" or "/layout"): a rule whose every cell is given (a cage, a dot, a thermometer;
 * a jigsaw once its grid is full; every rule on a filled grid), a pair relation over a grid
 * (non-consecutive, all dots given: `partial`) on any two givens, and a digit given twice in a rule's
 * no-repeat group (a cage, a knight's or king's move). The rest is left to the solver.
 */
export function givenRuleIssues(geometry: Geometry, givens: Uint8Array, at: string): Issue[] {
  const issues: Issue[] = [];
  (geometry.layout.rules ?? []).forEach((rule, i) => {
    const kind = kindOf(rule);
    if (kind === undefined) return;
    const issue = (message: string): void => {
      issues.push({ pointer: `${at}/rules/${i}`, message: `the givens break this ${rule.type} rule: ${message}` });
    };
    if (kind.partial === true || ruleCells(rule, geometry).every((c) => c >= 0 && givens[c] !== 0)) {
      const broken = kind.violation(rule, geometry, givens);
      if (broken !== undefined) return issue(broken);
    }
    // A digit given twice in one of the rule's no-repeat groups (a cage, a knight's move), as in a unit.
    for (const group of kind.distinct?.(rule, geometry) ?? []) {
      const seen = new Map<number, number>();
      for (const c of group) {
        const d = givens[c] ?? 0;
        if (d === 0) continue;
        const other = seen.get(d);
        if (other !== undefined) return issue(`${d} given twice, at ${placeOf(geometry, other)} and ${placeOf(geometry, c)}`);
        seen.set(d, c);
      }
    }
  });
  return issues;
}

/** The cells a rule reads: its listed cells (and an arrow's circle), else its grid's, else every cell. */
function ruleCells(rule: Rule, geometry: Geometry): number[] {
  if ("cells" in rule) {
    // An arrow's circle and a pill arrow's pill are cells of the rule too: a violation reads them.
    const clue = rule.type === "arrow" ? [rule.circle] : rule.type === "pill-arrow" ? rule.pill : [];
    return [...rule.cells, ...clue].map((p) => cellAt(geometry, p));
  }
  if ("grid" in rule && rule.grid !== undefined) return [...(geometry.grids.find((g) => g.id === rule.grid)?.cells ?? [-1])];
  return Array.from({ length: geometry.cellCount }, (_, c) => c);
}
