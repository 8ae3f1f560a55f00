/**
 * A run of whole lines of a batch, as read: the unit a batch is streamed, solved and written in (a worker
 * thread receives one as a single string and answers it with one string; solve-block.ts). `text` holds
 * the lines, each ending with a newline but for the input's last line, whose newline may be missing.
 */
export interface LineBlock {
  /** The 1-based input line number of the block's first line (blank and comment lines count). */
  readonly firstLine: number;
  readonly text: string;
  /** The block is one line, longer than the input cap: `text` holds only its start, and it is a bad line. */
  readonly overlong?: boolean;
}
