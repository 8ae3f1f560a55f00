/**
 * Typed errors. Each carries the exit code the CLI reports for it, so that only the CLI entry decides how
 * a process ends, and the library never calls process.exit.
 *
 * Exit codes: 0 solved (or valid), 1 no solution, 2 invalid input or usage, 3 stopped by a limit or interrupt,
 * 4 an internal error (a bug; the CLI reports any error that is not one of these classes so).
 */

/** Where in an input a problem is. Every field is optional: an issue names what it can. */
export interface Place {
  /** The file (or "-" for standard input). */
  file?: string | undefined;
  /** JSON pointer into the file, e.g. "/layout/grids/2/row". */
  pointer?: string | undefined;
  /** 1-based line and column of a text position (JSON syntax errors, text puzzles). */
  line?: number | undefined;
  column?: number | undefined;
  /** 1-based canvas row and column. */
  row?: number | undefined;
  col?: number | undefined;
  /** Grid id and the 1-based row and column inside that grid. */
  grid?: string | undefined;
  gridRow?: number | undefined;
  gridCol?: number | undefined;
}

/** One problem found in an input: where, and what is wrong. */
export interface Issue extends Place {
  message: string;
}

export abstract class ComboSudokuError extends Error {
  abstract readonly exitCode: number;
}

/** The input cannot be used: bad JSON, a schema violation, a layout or givens that break the rules. */
export class InvalidInputError extends ComboSudokuError {
  readonly exitCode = 2;
  constructor(readonly issues: readonly Issue[]) {
    super(issues.map(formatIssue).join("\n"));
    this.name = "InvalidInputError";
  }
}

/** The puzzle has no solution, where the work asked for needs one (drawing its solution). */
export class NoSolutionError extends ComboSudokuError {
  readonly exitCode = 1;
  constructor(message: string) {
    super(message);
    this.name = "NoSolutionError";
  }
}

/** The command line itself is wrong (unknown option, bad value, a strategy that does not apply). */
export class UsageError extends ComboSudokuError {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** A limit the user can raise (time, count, size, budget) stopped the work. */
export class LimitError extends ComboSudokuError {
  readonly exitCode = 3;
  constructor(message: string) {
    super(message);
    this.name = "LimitError";
  }
}

/**
 * One line for an issue: "file:place: message", where place is the most precise position known,
 * e.g. "samurai.json: canvas row 7, column 9 (grid nw, row 7, column 9): digit 4 twice in row 7 of grid nw".
 */
export function formatIssue(issue: Issue): string {
  const where: string[] = [];
  if (issue.line !== undefined) {
    where.push(issue.column !== undefined ? `line ${issue.line}, column ${issue.column}` : `line ${issue.line}`);
  }
  if (issue.pointer !== undefined) where.push(issue.pointer === "" ? "(top level)" : issue.pointer);
  if (issue.row !== undefined && issue.col !== undefined) {
    let canvas = `canvas row ${issue.row}, column ${issue.col}`;
    if (issue.grid !== undefined && issue.gridRow !== undefined && issue.gridCol !== undefined) {
      canvas += ` (grid ${issue.grid}, row ${issue.gridRow}, column ${issue.gridCol})`;
    }
    where.push(canvas);
  } else if (issue.grid !== undefined) {
    where.push(
      issue.gridRow !== undefined && issue.gridCol !== undefined ? `grid ${issue.grid}, row ${issue.gridRow}, column ${issue.gridCol}` : `grid ${issue.grid}`,
    );
  }
  const prefix = [issue.file, where.join(", ")].filter((s) => s !== undefined && s !== "").join(": ");
  return prefix === "" ? issue.message : `${prefix}: ${issue.message}`;
}
