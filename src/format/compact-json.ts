/**
 * Indented JSON as people write puzzle and layout files: two spaces, with each grid placement
 * ({ "id", "row", "col" }) and each [row, col] pair kept on one line, so a layout reads as a table.
 */
export function compactJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
    .replace(/\{\s*("id": "[^"]*"),\s*("row": \d+),\s*("col": \d+)\s*\}/g, "{ $1, $2, $3 }")
    .replace(/\[\s*(\d+),\s*(\d+)\s*\]/g, "[$1, $2]");
}
