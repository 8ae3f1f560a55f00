import { describe, expect, it } from "vitest";
import { readAnyPuzzle } from "../../src/format/interchange/read-any.js";
import { puzzleSvg } from "../../src/format/svg.js";
import { applyStep, nextStep, techniquesFor } from "../../src/logic/engine.js";
import { initialState } from "../../src/logic/state.js";
import { forcingChains } from "../../src/logic/techniques/forcing-chains.js";
import { xChain } from "../../src/logic/techniques/x-chain.js";
import type { LogicState, Step } from "../../src/model/step-contract.js";
import { emptyPosition, remove, rowCells } from "../logic/position.js";

/**
 * The picture of a chain step read back without trusting its labels: each link's two ends (the path's
 * first and last points) turned into the candidate whose pencil-mark slot they lie in, from the picture's
 * own geometry (no title: the canvas starts at the margin, 12 units; cells of 40; marks 3x3 in a cell;
 * a link starts on its circle's edge, 0.46/3 of a cell from the mark's centre, inside the mark's slot).
 */
const MARGIN = 12;
const CELL = 40;

function candidateAt(x: number, y: number): string {
  const col = Math.floor((x - MARGIN) / CELL);
  const row = Math.floor((y - MARGIN) / CELL);
  const slot = CELL / 3;
  const digit = Math.floor((y - MARGIN - row * CELL) / slot) * 3 + Math.floor((x - MARGIN - col * CELL) / slot) + 1;
  return `(${digit})r${row + 1}c${col + 1}`;
}

interface DrawnLink {
  readonly kind: string;
  readonly from: string;
  readonly to: string;
  readonly labels: readonly [string, string];
}

function drawnLinks(svg: string): DrawnLink[] {
  const re = /<path class="link (strong|weak)" data-from="([^"]*)" data-to="([^"]*)" d="M([\d.]+) ([\d.]+) Q[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/g;
  return [...svg.matchAll(re)].map((m) => ({
    kind: m[1] ?? "",
    from: candidateAt(Number(m[4]), Number(m[5])),
    to: candidateAt(Number(m[6]), Number(m[7])),
    labels: [m[2] ?? "", m[3] ?? ""],
  }));
}

/** The circles the picture draws for chain nodes: candidate -> "on" or "off". */
function drawnNodes(svg: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+"(?: fill="[^"]*" fill-opacity="[\d.]+")? class="node (on|off)"/g)) {
    out.set(candidateAt(Number(m[1]), Number(m[2])), m[3] ?? "");
  }
  return out;
}

function draw(state: LogicState, step: Step): string {
  return puzzleSvg(state.geometry, state.values, { candidates: state.candidates, step });
}

/** A position with one X-chain on digit 4 (rows 1, 5 and 9 hold 4 in two cells each), and that step. */
function xChainPosition(): { s: ReturnType<typeof emptyPosition>; step: NonNullable<ReturnType<typeof xChain.find>> } {
  const s = emptyPosition();
  remove(s, 4, rowCells(1, 1, 9, [1, 4]));
  remove(s, 4, rowCells(5, 1, 9, [4, 8]));
  remove(s, 4, rowCells(9, 1, 9, [8, 2]));
  const step = xChain.find(s);
  if (step === undefined) throw new Error("no X-chain found");
  return { s, step };
}

describe("SVG of a chain step", () => {
  it("draws an X-chain's links between the candidates its text names, strong solid and weak dashed", () => {
    const { s, step } = xChainPosition();
    // The text, in Eureka notation: "(4)r1c1 = (4)r1c4 - (4)r5c4 = ...": nodes, and "=" strong, "-" weak.
    const eureka = (step.reason ?? "").replace(/: one end is true$/, "").split(" ");
    const expected: { kind: string; from: string; to: string }[] = [];
    for (let i = 1; i < eureka.length; i += 2) {
      expected.push({ kind: eureka[i] === "=" ? "strong" : "weak", from: eureka[i - 1] ?? "", to: eureka[i + 1] ?? "" });
    }
    expect(expected).toHaveLength(5);
    const svg = draw(s, step);
    const links = drawnLinks(svg);
    expect(links.map(({ kind, from, to }) => ({ kind, from, to }))).toEqual(expected);
    // The labels say the same as the geometry; a weak link is dashed, a strong one is not.
    for (const l of links) expect(l.labels).toEqual([l.from, l.to]);
    expect([...svg.matchAll(/<path class="link (strong|weak)"[^>]*?( stroke-dasharray)?(?:="[^"]*")?\/>/g)].map((m) => `${m[1]}${m[2] ?? ""}`)).toEqual(
      expected.map((e) => (e.kind === "weak" ? "weak stroke-dasharray" : "strong")),
    );
    // The first node starts false (a strong link leaves it), then the nodes alternate.
    const nodes = drawnNodes(svg);
    expect(eureka.filter((_, i) => i % 2 === 0).map((n) => nodes.get(n))).toEqual(["off", "on", "off", "on", "off", "on"]);
    expect(svg).toContain('class="start"');
  });

  it("control: the same step without its chains draws no link (the test above reads links, not just any path)", () => {
    const { s, step } = xChainPosition();
    expect(step.chains).toHaveLength(1);
    const { chains: _, ...bare } = step;
    const svg = draw(s, bare);
    expect(drawnLinks(svg)).toEqual([]);
    expect(drawnNodes(svg).size).toBe(0);
    expect(drawnLinks(draw(s, step)).length).toBeGreaterThan(0);
  });

  it("draws a forcing chain from its assumption, each fact on or off as its text says", () => {
    // An SE 7.1 puzzle of test/fixtures/third-party/se-rated/sample.txt (Sudoku Explainer's ratings, see its README).
    const { puzzle } = readAnyPuzzle("100300760075000000380500009001003004040000070800900100500009012000000490094002003");
    // Where the techniques below forcing chains stop (else the first "chain" is a naked single's contradiction).
    const state = initialState(puzzle.model);
    const easier = techniquesFor(state.geometry).filter((t) => t.difficulty < forcingChains.difficulty);
    for (let n = 0; n < 200; n++) {
      const easy = nextStep(state, easier);
      if (easy === undefined) break;
      applyStep(state, easy);
    }
    const step = forcingChains.find(state);
    if (step === undefined) throw new Error("no forcing chain found");
    const chain = step.chains?.[0];
    expect(chain).toBeDefined();
    // The first chain of the text: "r4c4=6 -> r4c4<>7 -> ...", up to its end (a contradiction, or the next chain).
    const first = /: (r\d+c\d+(?:=|<>)\d(?: -> r\d+c\d+(?:=|<>)\d)*)/.exec(step.reason ?? "")?.[1] ?? "";
    const facts = first.split(" -> ").map((f) => {
      const m = /^(r\d+c\d+)(=|<>)(\d)$/.exec(f);
      return { name: `(${m?.[3]})${m?.[1]}`, on: m?.[2] === "=" };
    });
    expect(facts.length).toBeGreaterThan(1);
    const svg = draw(state, step);
    const links = drawnLinks(svg).slice(0, facts.length - 1);
    expect(links.map((l) => [l.from, l.to])).toEqual(facts.slice(1).map((f, i) => [facts[i]?.name, f.name]));
    // A link into a true fact is strong, into a false one weak; the circles say which facts are true.
    expect(links.map((l) => l.kind)).toEqual(facts.slice(1).map((f) => (f.on ? "strong" : "weak")));
    // The first chain's group only: another chain may reach one of its candidates with the other truth.
    const nodes = drawnNodes(svg.split('<g class="chain"')[1] ?? "");
    for (const f of facts) expect([f.name, nodes.get(f.name)]).toEqual([f.name, f.on ? "on" : "off"]);
  });
});
