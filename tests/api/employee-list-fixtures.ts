import { constants, crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/**
 * Employee lists made in the test: CSV text, XLSX workbooks zipped with fflate (a library other
 * than the server's yauzl, with the parts and the quirks real spreadsheet programs write), and
 * zip bombs whose ZIP structure is written by hand, since no zip library writes lies on purpose.
 */

export const HEADER_DE = ['Vorname', 'Nachname', 'E-Mail'];
export const HEADER_EN = ['firstname', 'lastname', 'email'];

const FIRST_NAMES = ['Anna', 'Jürgen', 'Özlem', 'Björn', 'Chloé', 'Matthias', 'Ümit', 'Sören', 'Zoë', 'Łukasz'];
const LAST_NAMES = ['Müller', 'Schäfer', 'Weiß', 'Öztürk', 'Groß', 'Jäger', 'Krämer', 'Nowak', 'Dąbrowski', 'Becker'];

/** `count` valid people with distinct addresses. */
export function people(count: number, domain = 'firma.de'): string[][] {
  return Array.from({ length: count }, (_, index) => [
    FIRST_NAMES[index % FIRST_NAMES.length]!,
    LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!,
    `person.${index + 1}@${domain}`,
  ]);
}

/** A CSV as docs/product.md §5 asks for it: ";" between fields, no text delimiter, CRLF unless told otherwise. */
export function csv(rows: string[][], options: { eol?: string; bom?: boolean } = {}): string {
  const eol = options.eol ?? '\r\n';
  return (options.bom ? '\uFEFF' : '') + rows.map((row) => row.join(';')).join(eol) + eol;
}

export const utf8 = (text: string) => new TextEncoder().encode(text);
/** ISO-8859-1, as old "CSV (Trennzeichen-getrennt)" exports write it. */
export const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const columnLetter = (index: number) => String.fromCharCode(65 + index);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
// The list is the first sheet of the workbook but the second file of the package, as after
// reordering sheets in Excel: the reader must follow the workbook, not the file names.
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Mitarbeiter" sheetId="2" r:id="rId5"/><sheet name="Notizen" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const NOTES_SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Notiz</t></is></c></row></sheetData></worksheet>`;

/**
 * The list as the first sheet of a workbook: texts as shared strings (the first header word in
 * two formatted runs with a phonetic hint, as Excel writes edited cells), e-mail addresses as
 * inline strings, an empty cell left out, numbers as numbers.
 */
export function xlsxParts(rows: string[][]): Record<string, string> {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (text: string) => {
    if (!stringIndex.has(text)) stringIndex.set(text, strings.push(text) - 1);
    return stringIndex.get(text)!;
  };
  const sheetRows = rows.map((row, rowIndex) => {
    const line = rowIndex + 1;
    const cells = row.map((text, column) => {
      const reference = `${columnLetter(column)}${line}`;
      if (text === '') return '';
      if (/^\d+$/.test(text)) return `<c r="${reference}"><v>${text}</v></c>`;
      if (text.includes('@')) return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
      return `<c r="${reference}" t="s"><v>${shared(text)}</v></c>`;
    });
    return `<row r="${line}" spans="1:${row.length}">${cells.join('')}</row>`;
  });
  const sharedItems = strings.map((text, index) =>
    index === 0 && text.length > 3
      ? `<si><r><rPr><b/></rPr><t>${escapeXml(text.slice(0, 3))}</t></r><r><t xml:space="preserve">${escapeXml(text.slice(3))}</t></r><rPh sb="0" eb="1"><t>ignoriert</t></rPh></si>`
      : `<si><t>${escapeXml(text)}</t></si>`,
  );
  return {
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': PACKAGE_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': NOTES_SHEET,
    'xl/worksheets/sheet2.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:C${rows.length}"/><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${sharedItems.join('')}</sst>`,
  };
}

export function zipParts(parts: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])));
}

export const xlsx = (rows: string[][]) => zipParts(xlsxParts(rows));

type RawEntry = { name: string; deflated: Uint8Array; declaredSize: number; crc: number };

/** A ZIP written field by field (APPNOTE 4.3), so that an entry can declare any size. */
function writeZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * Deflate data for `megabytes` MB of spaces, a few hundred bytes per MB: one MB compressed once
 * and ending in a full flush is a self-contained run of blocks, so repeating it repeats the MB.
 */
function deflatedSpaces(megabytes: number): Uint8Array {
  const oneMegabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return new Uint8Array(
    Buffer.concat([...Array<Buffer>(megabytes).fill(oneMegabyte), deflateRawSync(Buffer.alloc(0))]),
  );
}

/**
 * A zip bomb posing as XLSX: a proper workbook whose list sheet inflates to `megabytes` MB.
 * `declare: 'honestly'` writes the true size into the directory; `'small'` claims 2,000 bytes,
 * so that only a reader that counts what it inflates notices.
 */
export function zipBomb(megabytes: number, declare: 'honestly' | 'small'): Uint8Array {
  const parts = xlsxParts([HEADER_DE, ...people(3)]);
  const entries: RawEntry[] = Object.entries(parts).map(([name, text]) => {
    const bytes = strToU8(text);
    return { name, deflated: new Uint8Array(deflateRawSync(bytes)), declaredSize: bytes.length, crc: crc32(bytes) };
  });
  const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet2.xml')!;
  sheet.deflated = deflatedSpaces(megabytes);
  sheet.declaredSize = declare === 'honestly' ? megabytes * 1024 * 1024 : 2000;
  return writeZip(entries);
}
