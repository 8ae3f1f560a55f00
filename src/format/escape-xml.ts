import { printable } from "./printable.js";

/** Text for an XML text node or attribute. */
export function escapeXml(raw: string): string {
  const text = printable(raw); // XML forbids control characters: an SVG with one would not open
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
