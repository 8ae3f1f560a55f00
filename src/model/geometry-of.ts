import type { Layout } from "./schemas.js";
import type { Geometry } from "./geometry.js";
import { buildGeometry } from "./geometry.js";

/** Layouts remembered (the page edits one layout at a time; a batch reads one or a few). */
const RECENT = 8;

/** Layout text (JSON) to its geometry, oldest first. */
const recent = new Map<string, Geometry>();

/**
 * The geometry of a layout, built once for equal layouts (the same JSON text) among the last RECENT asked:
 * a geometry is never changed once built, so one can serve every puzzle of its layout. The page checks its
 * document at every key (src/web/check-state.ts), reading the layout again each time, and building a
 * samurai's geometry was a quarter of that check (4 ms warm, 16 ms the first time; a sumo's 9 ms); a batch
 * of puzzles of one layout builds it once, and the engines' per-geometry caches (rules, implications, plane
 * memos) carry over from one puzzle to the next.
 *
 * Built from a copy of the layout (its JSON text parsed again), so that a caller changing its layout object
 * later cannot change a geometry shared with others. Rejected: a WeakMap by layout object (the page and
 * the loader parse a new object from text every time, so it would never hit).
 */
export function geometryOf(layout: Layout): Geometry {
  const key = JSON.stringify(layout);
  const known = recent.get(key);
  if (known !== undefined) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const built = buildGeometry(JSON.parse(key) as Layout);
  recent.set(key, built);
  for (const oldest of recent.keys()) {
    if (recent.size <= RECENT) break;
    recent.delete(oldest);
  }
  return built;
}
