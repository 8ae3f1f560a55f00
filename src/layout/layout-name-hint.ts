import { BUILTIN_LAYOUTS } from "./builtin-layouts.js";
import { didYouMean } from "./did-you-mean.js";

/**
 * What follows "no built-in layout ..." in a message: the nearest built-in name when one is close, then
 * all of them, e.g. `: did you mean samurai? (built-in: single, twin, ...)`.
 */
export function layoutNameHint(name: string): string {
  const names = Object.keys(BUILTIN_LAYOUTS);
  const near = didYouMean(name, names);
  return `${near === undefined ? "" : `: did you mean ${near}?`} (built-in: ${names.join(", ")})`;
}
