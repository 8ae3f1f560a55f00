import { existsSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's puzzle schema, found from this file: src/cli or dist/cli, both two levels down. */
const SCHEMA_PATH = fileURLToPath(new URL("../../schemas/puzzle.schema.json", import.meta.url));

/**
 * The "$schema" to write into a puzzle file so that editors find the project's puzzle schema: a path with
 * '/' from the directory of `output` to schemas/puzzle.schema.json. For standard output (`output`
 * undefined) the file's place is unknown: `stdout: "cwd"` assumes the current folder (`init NAME > p.json`),
 * `stdout: "bare"` writes "puzzle.schema.json", which keeps the bytes independent of where the command
 * ran (the generator's promise of byte-identical output). The bare name too when the schema is not on disk.
 * The schema's $id (a URN) was rejected: editors cannot fetch it.
 */
export function puzzleSchemaRef(output: string | undefined, stdout: "cwd" | "bare"): string {
  if (!existsSync(SCHEMA_PATH) || (output === undefined && stdout === "bare")) return "puzzle.schema.json";
  const from = output === undefined ? process.cwd() : dirname(resolve(output));
  return relative(from, SCHEMA_PATH).split(sep).join("/");
}
