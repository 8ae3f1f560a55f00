import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import type { Layout } from "../model/schemas.js";

/**
 * The built-in layout whose grids the layout has (the same places; its rules do not matter: a killer on one
 * grid is on the single layout), for the Layout list to show what is loaded; undefined when none has them
 * (a custom layout). The built-ins are 9x9; one grid of any size is "single", as New draws it. Pure.
 */
export function builtinNameOf(layout: Pick<Layout, "grids" | "size">): string | undefined {
  const places = (grids: Layout["grids"]): string =>
    grids
      .map((g) => `${g.row},${g.col}`)
      .sort()
      .join(" ");
  const mine = places(layout.grids);
  if (layout.grids.length === 1 && mine === "0,0") return "single";
  if ((layout.size ?? 9) !== 9) return undefined;
  return Object.entries(BUILTIN_LAYOUTS).find(([, builtin]) => (builtin.size ?? 9) === 9 && places(builtin.grids) === mine)?.[0];
}
