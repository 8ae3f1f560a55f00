import type { SolveStats } from "../model/contract.js";
import { msText, numberText } from "./number-text.js";

/**
 * Stats as "key: value" lines for a person; nested objects (a strategy's stages) are flattened with dots.
 * Times (a key named "ms", or under "ms") are rounded with their unit; counts are grouped by thousands.
 */
export function statsText(stats: SolveStats): string {
  const lines: string[] = [];
  const walk = (path: readonly string[], value: unknown): void => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk([...path, k], v);
      return;
    }
    const shown =
      typeof value === "number" ? (path.includes("ms") ? msText(value) : numberText(value)) : typeof value === "string" ? value : JSON.stringify(value);
    lines.push(`${path.join(".")}: ${shown}`);
  };
  walk([], stats);
  return lines.join("\n");
}
