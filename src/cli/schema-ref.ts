import { dirname, relative, resolve, sep } from "node:path";
import { packagePath } from "./package-path.js";

/**
 * The "$schema" that `init` and `generate` write into a puzzle file, one way for both, so that editors
 * find the package's puzzle schema (in a clone or in node_modules): a path with '/' from the folder of
 * `output` to schemas/puzzle.schema.json, or, for standard output, from the current folder (where
 * `> p.json` puts the file). Undefined when the schema is not on disk: no "$schema" is better than one
 * that points at nothing (the bare "puzzle.schema.json" generate used to write).
 * Rejected: the schema's $id (a URN; editors cannot fetch it) and an absolute path (the bytes would name the
 * machine, and a moved folder would break them as surely).
 */
export function puzzleSchemaRef(output: string | undefined): string | undefined {
  const schema = packagePath("schemas/puzzle.schema.json");
  if (schema === undefined) return undefined;
  const from = output === undefined ? process.cwd() : dirname(resolve(output));
  return relative(from, schema).split(sep).join("/");
}
