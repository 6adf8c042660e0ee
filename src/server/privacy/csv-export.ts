/**
 * CSV for people, not programs: ";" between fields as German Excel expects, a byte-order mark so
 * Excel reads UTF-8, every field quoted. A field that a spreadsheet would run as a formula
 * (=, +, -, @, tab or carriage return first) gets a leading apostrophe: names and company data are
 * typed by users (CSV injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvDocument(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
