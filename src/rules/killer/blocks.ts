import type { Geometry } from "../../model/geometry.js";

/**
 * The blocks the 45 rule is applied to: every unit alone, and runs of two or more neighbouring rows (or
 * columns) of one grid, as setters use them ("rows 1-2 add up to 90"). Each block is its cells and how
 * many units it spans (its total is that many times size(size+1)/2).
 */
export function blocksOf(geometry: Geometry): { cells: number[]; count: number; name: string }[] {
  const size = geometry.size;
  const unitCells = (u: number): number[] => [...geometry.unitCells.subarray(u * size, u * size + size)];
  const out: { cells: number[]; count: number; name: string }[] = [];
  for (let u = 0; u < geometry.unitCount; u++) out.push({ cells: unitCells(u), count: 1, name: geometry.units[u]?.name ?? `unit ${u}` });
  for (const kind of ["row", "column"] as const) {
    // Lines of one kind, keyed by their cells' other coordinates, sorted by position: neighbours are runs.
    const lines = new Map<string, { at: number; u: number }[]>();
    for (let u = 0; u < geometry.unitCount; u++) {
      if (geometry.units[u]?.kind !== kind) continue;
      const cells = unitCells(u);
      const across = cells.map((c) => (kind === "row" ? geometry.cellCol[c] : geometry.cellRow[c])).sort((a = 0, b = 0) => a - b);
      const key = across.join(",");
      const first = cells[0] ?? 0;
      const at = (kind === "row" ? geometry.cellRow[first] : geometry.cellCol[first]) ?? 0;
      const list = lines.get(key) ?? [];
      list.push({ at, u });
      lines.set(key, list);
    }
    for (const list of lines.values()) {
      list.sort((a, b) => a.at - b.at);
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length && j - i + 1 < size; j++) {
          if ((list[j]?.at ?? 0) - (list[i]?.at ?? 0) !== j - i) break;
          const run = list.slice(i, j + 1);
          const head = geometry.units[run[0]?.u ?? 0]?.name ?? "";
          out.push({
            cells: run.flatMap(({ u }) => unitCells(u)),
            count: run.length,
            name: `${kind}s ${(run[0]?.at ?? 0) + 1}-${(run[run.length - 1]?.at ?? 0) + 1}${head.includes(" of grid ") ? head.slice(head.indexOf(" of grid ")) : ""}`,
          });
        }
      }
    }
  }
  return out;
}
