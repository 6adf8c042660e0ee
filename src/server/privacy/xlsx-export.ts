import { strToU8, zip, type Zippable } from 'fflate';

/**
 * A workbook of one sheet for people who open data in Excel: the first row bold and frozen, every
 * cell a number or an inline text. Text is never written as a formula, so a name typed as `=cmd|…`
 * is shown as typed and never run (CSV injection has no way in; decision 084). Written by hand:
 * five small XML parts in a zip, which no library made simpler (the one tried looked texts up in a
 * plain object and broke on a name such as "constructor").
 */
export type XlsxCell = string | number | null | { date: string };

/** Excel's serial day number of a yyyy-mm-dd day (days since 30.12.1899). */
const serialDay = (day: string) =>
  (Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - Date.UTC(1899, 11, 30)) /
  86_400_000;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Characters XML 1.0 cannot carry are dropped; the rest is escaped, and `_xHHHH_`, which Excel
 * reads as an escaped character, is itself escaped so that it shows as typed.
 */
const text = (value: string) =>
  value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/_x([0-9A-Fa-f]{4})_/g, '_x005F_x$1_')
    .replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

/** A sheet name Excel accepts: none of []:*?/\, no quote at either end, 1 to 31 characters. */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31) || 'Tabelle1';

/** A, B, …, Z, AA, AB, … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(value: XlsxCell, ref: string, style: string): string {
  if (value === null) return '';
  // A day is a number shown in the date format of the reader's Excel (DD.MM.YYYY in German), so it sorts.
  if (typeof value === 'object') return `<c r="${ref}" s="2"><v>${serialDay(value.date)}</v></c>`;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text(String(value))}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly XlsxCell[])[]): string {
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  const widths = Array.from({ length: columns }, () => 8);
  for (const row of rows) {
    row.forEach((value, column) => {
      const shown = value !== null && typeof value === 'object' ? 'DD.MM.YYYY' : String(value ?? '');
      widths[column] = Math.min(40, Math.max(widths[column] ?? 8, shown.length + 2));
    });
  }
  const body = rows
    .map((row, index) => {
      const style = index === 0 ? ' s="1"' : '';
      const cells = row.map((value, column) => cell(value, `${columnName(column)}${index + 1}`, style)).join('');
      return `<row r="${index + 1}">${cells}</row>`;
    })
    .join('');
  const cols = widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`);
  return (
    `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `${cols.length > 0 ? `<cols>${cols.join('')}</cols>` : ''}<sheetData>${body}</sheetData></worksheet>`
  );
}

const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>';

/**
 * The workbook's bytes: one sheet named after `sheet`. Compressed off the main thread (fflate's
 * workers), so a large company's export does not hold up other requests.
 */
export function xlsxDocument(sheet: string, rows: readonly (readonly XlsxCell[])[]): Promise<Uint8Array<ArrayBuffer>> {
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;
  const parts: Zippable = {
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type('styles')}"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
        `Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
        `<sheet name="${text(sheetName(sheet))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships xmlns="${RELS}">` +
        `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)),
  };
  return new Promise((resolve, reject) =>
    zip(parts, (error, bytes) => (error ? reject(error) : resolve(new Uint8Array(bytes)))),
  );
}
