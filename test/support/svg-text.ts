/**
 * The words under a picture's grids (its caption and legend), as a reader reads them: the wrapped lines
 * joined by spaces, markup removed, entities decoded.
 */
export function textUnder(svg: string): string {
  return [...svg.matchAll(/<text x="[\d.]+" y="[\d.]+" font-size="[\d.]+">(.*?)<\/text>/g)]
    .map((m) => (m[1] ?? "").replace(/<[^>]*>/g, ""))
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
