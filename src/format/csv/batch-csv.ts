/**
 * CSV for batch results (RFC 4180): a header, then one row per input line, for a spreadsheet or a script
 * that wants each line's status and effort side by side. Fields with a comma, a quote or a line break are
 * quoted, quotes doubled; everything else is written bare. Line ends are CRLF, as the RFC says.
 */

/** One batch line's answer, as the CSV shows it. */
export interface CsvRow {
  readonly line: number;
  readonly status: string;
  readonly solution?: string | undefined;
  /** Search nodes and milliseconds spent on the line (absent for a line that is not a puzzle). */
  readonly nodes?: number | undefined;
  readonly ms?: number | undefined;
  readonly reason?: string;
}

const COLUMNS = ["line", "status", "solution", "nodes", "ms", "reason"] as const;

/** The header row. */
export function csvHeader(): string {
  return `${COLUMNS.join(",")}\r\n`;
}

/** One row, fields in the header's order; an absent field is empty. */
export function csvRow(row: CsvRow): string {
  const fields = [
    String(row.line),
    row.status,
    row.solution ?? "",
    row.nodes === undefined ? "" : String(row.nodes),
    row.ms === undefined ? "" : row.ms.toFixed(3),
    row.reason ?? "",
  ];
  return `${fields.map(csvField).join(",")}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
