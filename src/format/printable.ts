/**
 * Text from a puzzle file (a title, a layout's name, a value quoted in a message) as it may be printed: its
 * control characters (C0, DEL and C1: escape sequences, bells, carriage returns) written out as `\xHH`, so
 * that a file cannot move the cursor, recolour or retitle the terminal it is shown on, and an SVG stays
 * valid XML (which forbids them). `keepNewlines` keeps line breaks, for several lines of messages.
 */
export function printable(text: string, keepNewlines = false): string {
  return text.replace(
    keepNewlines ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g,
    (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}
