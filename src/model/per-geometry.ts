import type { Geometry } from "./geometry.js";

/**
 * A value derived from a geometry, built the first time it is asked for and kept as long as the geometry
 * lives: `const tablesOf = perGeometry(buildTables)`, then `tablesOf(geometry)` anywhere. The techniques
 * and the search keep their work arrays and lookup tables this way (a WeakMap keyed on the geometry, so a
 * geometry dropped by its caller takes its tables with it). `build` must not return undefined.
 */
export function perGeometry<T>(build: (geometry: Geometry) => T): (geometry: Geometry) => T {
  const values = new WeakMap<Geometry, T>();
  return (geometry) => {
    let value = values.get(geometry);
    if (value === undefined) {
      value = build(geometry);
      values.set(geometry, value);
    }
    return value;
  };
}
