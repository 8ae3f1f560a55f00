import { ComboSudokuError, formatIssue } from "../model/errors.js";
import { BUILTIN_LAYOUTS } from "../layout/builtin-layouts.js";
import { buildGeometry } from "../model/geometry.js";
import { loadInput } from "../format/load-input.js";
import { readLine81 } from "../format/batch-lines/read-line.js";
import type { CliIo } from "./io.js";
import type { Stopper } from "./stop.js";
import type { BatchLine } from "../format/batch-lines/line-kind.js";
import { DEFAULT_MAX_INPUT_BYTES, sniffInput } from "../format/sniff-input.js";
import { OVERLONG_REASON } from "../format/batch-lines/solve-line.js";

export interface ValidateArgs {
  readonly files: readonly string[];
  readonly maxCanvas?: number;
  readonly maxInputBytes?: number;
}

/**
 * `combo-sudoku validate FILE...`: checks each file without solving (schema, layout rules, givens) and
 * says "ok" with a summary, or prints every problem, one a line, on stderr. Exit 2 if any file is invalid.
 */
export async function runValidate(args: ValidateArgs, io: CliIo, stopper: Stopper): Promise<number> {
  let exitCode = 0;
  for (const file of args.files) {
    try {
      const source = io.openInput(file);
      const sniffed = await sniffInput(source, file, args.maxInputBytes ?? DEFAULT_MAX_INPUT_BYTES);
      const input = sniffed.kind === "batch" ? undefined : loadInput(sniffed.text, { file, maxCanvasCells: args.maxCanvas });
      if (input === undefined || input.kind === "batch") {
        const lines = sniffed.kind === "batch" ? sniffed.lines : (input?.batch.lines ?? []);
        const geometry = buildGeometry(BUILTIN_LAYOUTS.single);
        let bad = 0;
        let count = 0;
        for await (const { line, text, overlong } of lines as AsyncIterable<BatchLine> | Iterable<BatchLine>) {
          if (stopper.cause !== undefined) {
            source.close();
            io.stderr(`${file}: interrupted at line ${line}\n`);
            return 3;
          }
          count++;
          const read = overlong === true ? { reason: OVERLONG_REASON } : readLine81(geometry, text);
          if (!(read instanceof Uint8Array)) {
            bad++;
            io.stderr(`${formatIssue({ file, line, message: read.reason })}\n`);
          }
        }
        if (bad > 0) exitCode = 2;
        else io.stdout(`${file}: ok (${count} 9x9 puzzles, one a line)\n`);
        continue;
      }
      const { model, layoutName, layout } = input.puzzle;
      const g = model.geometry;
      const givens = model.givens.reduce((n, d) => n + (d === 0 ? 0 : 1), 0);
      io.stdout(
        `${file}: ok (layout ${layoutName ?? `"${layout.name}" (inline)`}, ${g.grids.length} grid${g.grids.length === 1 ? "" : "s"}, ${g.cellCount} cells, ${givens} givens)\n`,
      );
    } catch (e: unknown) {
      if (!(e instanceof ComboSudokuError)) throw e;
      io.stderr(`${e.message}\n`);
      exitCode = Math.max(exitCode, e.exitCode);
    }
  }
  return exitCode;
}
