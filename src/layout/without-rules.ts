import type { Issue } from "../model/errors.js";

/**
 * The document without the rules (at `${at}/rules`) some issue points into, and for each rule left its
 * index in the original list; undefined when no issue points into a rule, or there are no rules.
 */
export function withoutRules(data: unknown, issues: readonly Issue[], at: string): { document: unknown; index: number[] } | undefined {
  const holder = at === "" ? data : (data as { layout?: unknown } | null)?.layout;
  const rules = (holder as { rules?: unknown } | null | undefined)?.rules;
  if (!Array.isArray(rules)) return undefined;
  const prefix = `${at}/rules/`;
  const bad = new Set(issues.flatMap((i) => (i.pointer?.startsWith(prefix) === true ? [Number(i.pointer.slice(prefix.length).split("/")[0])] : [])));
  if (bad.size === 0) return undefined;
  const index = rules.flatMap((_, i) => (bad.has(i) ? [] : [i]));
  const kept = index.map((i) => rules[i] as unknown);
  const withKept = { ...(holder as object), rules: kept };
  return { document: at === "" ? withKept : { ...(data as object), layout: withKept }, index };
}

/** A pointer into rules/k of a shortened list, pointing at the rule's place in the original one. */
export function remapRule(pointer: string, index: readonly number[]): string {
  return pointer.replace(/\/rules\/(\d+)/, (_, k: string) => `/rules/${index[Number(k)] ?? k}`);
}
