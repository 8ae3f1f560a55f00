import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The first `n` puzzles of the SE-rated sample (test/fixtures/third-party/se-rated) that Sukaku Explainer rated `min` or more: givens. */
export function hardPuzzles(min: number, n: number): Uint8Array[] {
  const text = readFileSync(fileURLToPath(new URL("../fixtures/third-party/se-rated/sample.txt", import.meta.url)), "utf8");
  return text
    .split("\n")
    .filter((l) => /^[0-9.]{81} /.test(l) && Number(l.split(" ")[1]) >= min)
    .slice(0, n)
    .map((l) => Uint8Array.from(l.slice(0, 81), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)));
}
