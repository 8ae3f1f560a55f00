import type { SolveStats } from "../model/contract.js";

/** Stats as "key: value" lines for a person; nested objects (a strategy's stages) are flattened with dots. */
export function statsText(stats: SolveStats): string {
  const lines: string[] = [];
  const walk = (prefix: string, value: unknown): void => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(prefix === "" ? k : `${prefix}.${k}`, v);
    } else {
      const shown = typeof value === "number" && !Number.isInteger(value) ? value.toFixed(3) : JSON.stringify(value);
      lines.push(`${prefix}: ${typeof value === "string" ? value : shown}`);
    }
  };
  walk("", stats);
  return lines.join("\n");
}
