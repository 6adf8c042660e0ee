import { posix } from 'node:path';
import { UploadRefused } from './upload-refusal.ts';
import { tableCollector, type TableRow } from './table-rows.ts';
import { decodeOoxmlEscapes, localName, parseXmlPart } from './xml-parts.ts';
import { openZipArchive, type ZipArchive } from './zip-archive.ts';

/**
 * The first worksheet of an XLSX workbook as a table of texts, read with a zip reader that guards
 * against zip bombs (zip-archive.ts) and a streaming XML parser (xml-parts.ts). Only what a list of
 * names needs: shared and inline strings, numbers and booleans as their text; formulas count with
 * their last result; styles, dates and further sheets are ignored.
 */

/** Cells beyond this column are kept together in one cell, enough to tell that there are more. */
const MAX_COLUMNS = 64;

type Relationship = { type: string; target: string };

const broken = () => new UploadRefused('brokenXlsx');

/** `xl/_rels/workbook.xml.rels` for `xl/workbook.xml`; `_rels/.rels` for the package itself. */
const relsPathOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

function resolveTarget(part: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(part), target);
  return posix.normalize(path);
}

async function relationships(zip: ZipArchive, part: string): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>();
  const path = part === '' ? '_rels/.rels' : relsPathOf(part);
  if (!zip.has(path)) return found;
  await parseXmlPart(zip.read(path), {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      if (attributes.TargetMode === 'External') return;
      found.set(attributes.Id, { type: attributes.Type ?? '', target: resolveTarget(part, attributes.Target) });
    },
  });
  return found;
}

/** The relationship id of the workbook's first sheet, in the order the workbook lists them. */
async function firstSheetId(zip: ZipArchive, workbook: string): Promise<string> {
  let id: string | undefined;
  await parseXmlPart(zip.read(workbook), {
    open(name, attributes) {
      if (name !== 'sheet' || id !== undefined) return;
      id = Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1];
    },
  });
  if (!id) throw broken();
  return id;
}

async function sharedStrings(zip: ZipArchive, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0; // text of <rPh> is a reading aid (e.g. furigana), not part of the value
  await parseXmlPart(zip.read(part), {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't') inText = phonetic === 0;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current !== null) {
        strings.push(decodeOoxmlEscapes(current));
        current = null;
      }
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}

/** "A" is 0, "Z" 25, "AA" 26 … from a cell reference such as "AB12". */
function columnOf(reference: string): number {
  const letters = /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) throw broken();
  return [...letters].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

type Cell = { column: number; type: string; value: string; inline: string };

function cellText(cell: Cell, strings: string[]): string {
  if (cell.type === 's') {
    const text = strings[Number(cell.value)];
    if (text === undefined || cell.value.trim() === '') throw broken();
    return text;
  }
  if (cell.type === 'inlineStr') return decodeOoxmlEscapes(cell.inline);
  if (cell.type === 'b') return cell.value === '1' ? 'TRUE' : 'FALSE';
  return cell.value; // n, str (a formula's text), e (an error such as #N/A), d
}

async function sheetRows(zip: ZipArchive, part: string, strings: string[]): Promise<TableRow[]> {
  const table = tableCollector();
  let line = 0;
  let cells: string[] | null = null;
  let cell: Cell | null = null;
  let reading: 'value' | 'inline' | null = null;
  let inlineDepth = 0;
  await parseXmlPart(zip.read(part), {
    open(name, attributes) {
      if (name === 'row') {
        line = attributes.r ? Number(attributes.r) : line + 1;
        cells = [];
      } else if (name === 'c' && cells) {
        const column = attributes.r ? columnOf(attributes.r) : cells.length;
        cell = { column: Math.min(column, MAX_COLUMNS), type: attributes.t ?? 'n', value: '', inline: '' };
      } else if (cell && name === 'v') reading = 'value';
      else if (cell && name === 'is') inlineDepth = 1;
      else if (cell && inlineDepth > 0 && name === 'rPh') inlineDepth++;
      else if (cell && inlineDepth === 1 && name === 't') reading = 'inline';
    },
    close(name) {
      if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh' && inlineDepth > 1) inlineDepth--;
      else if (name === 'is') inlineDepth = 0;
      else if (name === 'c' && cell && cells) {
        const text = cellText(cell, strings);
        while (cells.length < cell.column) cells.push('');
        cells[cell.column] = (cells[cell.column] ?? '') + text;
        cell = null;
      } else if (name === 'row' && cells) {
        if (!Number.isSafeInteger(line) || line < 1) throw broken();
        table.add(line, cells);
        cells = null;
      }
    },
    text(text) {
      if (!cell) return;
      if (reading === 'value') cell.value += text;
      else if (reading === 'inline') cell.inline += text;
    },
  });
  return table.rows;
}

/** The first sheet's rows; a file that is no readable workbook is refused as broken. */
export async function readXlsxTable(bytes: Uint8Array): Promise<TableRow[]> {
  const zip = await openZipArchive(bytes);
  try {
    const packageRels = await relationships(zip, '');
    const workbook = [...packageRels.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.target;
    if (!workbook || !zip.has(workbook)) throw broken();
    const sheetId = await firstSheetId(zip, workbook);
    const workbookRels = await relationships(zip, workbook);
    const sheet = workbookRels.get(sheetId)?.target;
    if (!sheet || !zip.has(sheet)) throw broken();
    const stringsPart = [...workbookRels.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
    const strings = stringsPart && zip.has(stringsPart) ? await sharedStrings(zip, stringsPart) : [];
    return await sheetRows(zip, sheet, strings);
  } finally {
    zip.close();
  }
}
