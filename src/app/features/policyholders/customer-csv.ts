/**
 * The customer list as CSV for a spreadsheet: `;` between fields and a byte-order mark, as German
 * Excel expects; every field quoted. A field that a spreadsheet would run as a formula (it begins
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a company called
 * "=HYPERLINK(…)" stays text (OWASP's advice on CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}
