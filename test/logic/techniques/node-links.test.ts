import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NodeLinksBuilder } from "../../../src/logic/techniques/node-links.js";
import { linkRow } from "./link-row.js";

/** The rows as the lists they stand for: each node's links in the order first added, each once (the old layout). */
const reference = (nodes: number, links: readonly (readonly [number, number])[], under?: readonly number[][]): number[][] => {
  const lists: number[][] = Array.from({ length: nodes }, (_, n) => [...(under?.[n] ?? [])]);
  for (const [from, to] of links) if (!lists[from]!.includes(to)) lists[from]!.push(to);
  return lists;
};

/** A build's links: few nodes and targets, so that a link often comes twice (and some nodes have none). */
const builds = fc.integer({ min: 1, max: 12 }).chain((nodes) =>
  fc.record({
    nodes: fc.constant(nodes),
    extra: fc.integer({ min: 0, max: 5 }),
    links: fc.array(fc.tuple(fc.integer({ min: 0, max: nodes - 1 }), fc.integer({ min: 0, max: nodes + 4 })), { maxLength: 60 }),
    more: fc.array(fc.tuple(fc.integer({ min: 0, max: nodes - 1 }), fc.integer({ min: 0, max: nodes + 4 })), { maxLength: 60 }),
  }),
);

describe("NodeLinksBuilder", () => {
  it("lays out each node's links in the order added, each once, a row per node (one builder reused across builds)", () => {
    const builder = new NodeLinksBuilder();
    let dropped = 0;
    fc.assert(
      fc.property(builds, ({ nodes, extra, links }) => {
        builder.reset();
        for (const [from, to] of links) builder.add(from, to);
        const out = builder.finish(nodes + extra);
        const want = reference(nodes + extra, links);
        expect(out.start.length).toBe(nodes + extra + 1);
        for (let n = 0; n < nodes + extra; n++) expect(linkRow(out, n)).toEqual(want[n]);
        dropped += links.length - want.reduce((k, l) => k + l.length, 0);
      }),
    );
    // Links added twice were met (the "each once" rule and the closing up of rows were exercised).
    expect(dropped).toBeGreaterThan(0);
  });

  it("on top of earlier rows: a node's earlier links first, then the new ones not among them; the earlier rows unchanged", () => {
    const builder = new NodeLinksBuilder();
    fc.assert(
      fc.property(builds, ({ nodes, extra, links, more }) => {
        builder.reset();
        for (const [from, to] of links) builder.add(from, to);
        const under = builder.finish(nodes);
        const before = { start: under.start.slice(), to: under.to.slice() };
        builder.reset(under);
        for (const [from, to] of more) builder.add(from, to);
        const out = builder.finish(nodes + extra);
        const want = reference(nodes + extra, more, reference(nodes, links));
        for (let n = 0; n < nodes + extra; n++) expect(linkRow(out, n)).toEqual(want[n]);
        expect(under).toEqual(before);
      }),
    );
  });

  it("grows past its first room for links (2,000 links, every one kept, in order)", () => {
    const builder = new NodeLinksBuilder();
    builder.reset();
    for (let i = 0; i < 2000; i++) builder.add(i % 7, i);
    const out = builder.finish(7);
    for (let n = 0; n < 7; n++) expect(linkRow(out, n)).toEqual(Array.from({ length: 2000 }, (_, i) => i).filter((i) => i % 7 === n));
  });
});
