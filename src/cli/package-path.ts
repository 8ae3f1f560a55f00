import { existsSync } from "node:fs";
import { isAbsolute, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A file or folder shipped with the package (schemas/, puzzles/), found from this module: src/cli and
 * dist/cli are both two levels below the package root, in a clone and in node_modules alike. Undefined
 * when it is not on disk (a bundle that left it out).
 */
export function packagePath(inPackage: string): string | undefined {
  const path = fileURLToPath(new URL(`../../${inPackage}`, import.meta.url));
  return existsSync(path) ? path : undefined;
}

/**
 * A path as a person should type it from the current folder: relative when it lies below, absolute
 * otherwise (an installed package: "../../usr/lib/node_modules/..." helps nobody). '/' on every system.
 */
export function pathForPeople(path: string, from: string = process.cwd()): string {
  const rel = relative(from, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return path;
  return rel.split(sep).join("/");
}
