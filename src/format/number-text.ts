/**
 * Numbers for people: whole numbers with thousands grouped by commas ("12,345"), milliseconds rounded to
 * what a reader can use ("0.06 ms", "12.3 ms", "1,234 ms"): two significant digits below 1 ms, one decimal
 * below 100 ms, whole beyond. Grouping is done by hand, not by toLocaleString: the output must not depend
 * on the machine's locale (or on Node being built without full ICU).
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (!Number.isInteger(n)) return String(Number(n.toPrecision(3)));
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${grouped}` : grouped;
}

/** Milliseconds as "0.06 ms", "12.3 ms", "1,234 ms" (see numberText). */
export function msText(ms: number): string {
  if (!Number.isFinite(ms)) return `${ms} ms`;
  if (ms === 0) return "0 ms";
  if (ms < 0.001) return "< 0.001 ms"; // below the timer's resolution in practice
  if (ms < 1) return `${Number(ms.toPrecision(2))} ms`;
  if (ms < 100) return `${(Math.round(ms * 10) / 10).toFixed(1)} ms`;
  return `${numberText(Math.round(ms))} ms`;
}
