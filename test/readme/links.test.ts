/**
 * Every relative link of the README and of docs/*.md leads somewhere: the file (or folder) exists, and an
 * anchor (`page.md#section`, `#section`) names a heading of that page as GitHub spells its anchors. Links out
 * of the project (http, https, mailto) are not followed: nothing here touches the network.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/fixtures.js";

/** GitHub's anchor for a heading: lower case, punctuation other than '-' and '_' dropped, spaces to '-'. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** A page's text without its fenced code blocks (their brackets are code, not links). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors a markdown page offers: one per heading, a repeated heading getting -1, -2 ... as on GitHub. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6} +(.+)$/gm)) {
    const base = anchorOf(m[1].replace(/`/g, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const DOCS = join(projectRoot, "docs");
const pages = [
  join(projectRoot, "README.md"),
  ...readdirSync(DOCS)
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(DOCS, f)),
];

describe("links of the README and docs/", () => {
  it("finds the pages and their links", () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  for (const page of pages) {
    it(`${relative(projectRoot, page)}: every relative link resolves`, () => {
      const text = readFileSync(page, "utf8");
      const broken: string[] = [];
      for (const m of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^(https?:|mailto:)/.test(target)) continue;
        const [path, anchor] = target.split("#", 2);
        const file = path === "" ? page : join(dirname(page), decodeURI(path));
        if (!existsSync(file)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (anchor !== undefined && anchor !== "" && file.endsWith(".md") && !anchorsOf(readFileSync(file, "utf8")).has(anchor)) {
          broken.push(`${target}: no heading with that anchor`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
