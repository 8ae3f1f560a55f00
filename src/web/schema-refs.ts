/**
 * `$schema` of the files the page exports: the schema's file name, as `combo-sudoku generate` writes for
 * standard output, since the page cannot know where the download will be saved (put the schema beside it,
 * or edit). A file of its own so that the worker's bundle, which writes generated puzzles (jobs.ts), does
 * not take in puzzle-document.ts and the readers of every format behind it (the link readers' lz-string).
 */
export const PUZZLE_SCHEMA_REF = "puzzle.schema.json";
export const LAYOUT_SCHEMA_REF = "layout.schema.json";
