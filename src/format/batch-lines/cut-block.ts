import type { LineBlock } from "./line-block.js";

/**
 * The first `lines` lines of a block (at least one), and the rest of it when any is left: how a batch cuts
 * the blocks it reads into pieces of the size its threads should get (cli/batch.ts). An overlong block is
 * one line and stays whole. Line numbers follow: the rest starts at the head's first line plus the lines
 * cut off. `lines` counts the head's lines (fewer than asked when the block is shorter).
 */
export function cutBlock(block: LineBlock, lines: number): { head: LineBlock; lines: number; rest?: LineBlock } {
  if (block.overlong === true) return { head: block, lines: 1 };
  const { text, firstLine } = block;
  let end = 0;
  let cut = 0;
  while (cut < Math.max(1, lines)) {
    const eol = text.indexOf("\n", end);
    cut++;
    if (eol < 0 || eol + 1 === text.length) return { head: block, lines: cut };
    end = eol + 1;
  }
  return { head: { firstLine, text: text.slice(0, end) }, lines: cut, rest: { firstLine: firstLine + cut, text: text.slice(end) } };
}
