/** One line of a batch: its 1-based number in the input, its text trimmed, and whether it was cut short. */
export interface BatchLine {
  readonly line: number;
  readonly text: string;
  /** The line was longer than the input cap: only its start is kept, and it is a bad line. */
  readonly overlong?: boolean;
}

/**
 * Whether the first (trimmed) puzzle line of a text makes it a batch: 81 characters, and not the start of a
 * JSON document. The CLI, which streams batches, decides from the first puzzle line alone with this test.
 */
export function isBatchLine(trimmed: string): boolean {
  return trimmed.length === 81 && !trimmed.startsWith("{");
}

/** A line of a text input that holds no puzzle: blank, or a '#' comment. */
export function isSkippedLine(trimmed: string): boolean {
  return trimmed === "" || trimmed.startsWith("#");
}
