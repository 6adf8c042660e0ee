import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndexes } from './employee-rows.ts';
import { UploadRefused } from './upload-refusal.ts';
import { cleanFileName } from './uploads.ts';
import { decodeOoxmlEscapes } from './xml-parts.ts';
import { readXlsxTable } from './xlsx-table.ts';

const header = (...cells: string[]) => ({ line: 1, cells });

function refusal(run: () => unknown): UploadRefused {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadRefused) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the employee list header', () => {
  it.each([
    [['Vorname', 'Nachname', 'E-Mail'], { firstname: 0, lastname: 1, email: 2 }],
    [[' e_mail ', 'FIRST NAME', 'Last-Name', ''], { firstname: 1, lastname: 2, email: 0 }],
    [['Given Name', 'Familienname', 'E-Mail-Adresse'], { firstname: 0, lastname: 1, email: 2 }],
  ])('finds the columns in %j', (cells, expected) => {
    expect(columnIndexes(header(...cells))).toEqual(expected);
  });

  it('names what is wrong', () => {
    expect(refusal(() => columnIndexes(header('Vorname', 'Name', 'E-Mail')))).toMatchObject({
      refusal: 'unknownColumns',
      columns: ['Name'],
    });
    expect(refusal(() => columnIndexes(header('Vorname', '', 'E-Mail', 'Nachname')))).toMatchObject({
      refusal: 'unknownColumns',
      columns: ['#2'],
    });
    expect(refusal(() => columnIndexes(header('Vorname', 'E-Mail')))).toMatchObject({
      refusal: 'missingColumns',
      missing: ['lastname'],
    });
    expect(refusal(() => columnIndexes(header('Vorname\tNachname\tE-Mail')))).toMatchObject({ refusal: 'separator' });
  });
});

describe('stored file names', () => {
  it.each([
    ['C:\\Users\\petra\\Liste.csv', 'Liste.csv'],
    ['../../etc/passwd.csv', 'passwd.csv'],
    ['Liste\u0000\u202e  März .xlsx', 'Liste März .xlsx'],
    [`${'a'.repeat(200)}.xlsx`, `${'a'.repeat(115)}.xlsx`],
  ])('%j is stored as %j', (name, stored) => {
    expect(cleanFileName(name)).toBe(stored);
  });
});

describe('XLSX cells', () => {
  it('decodes OOXML escapes', () => {
    expect(decodeOoxmlEscapes('a_x000D__x000A_b_x005F_x0041_')).toBe('a\r\nb_x0041_');
  });

  it('reads inline strings, numbers, booleans and formula results, leaving gaps empty', async () => {
    const workbook = zipSync({
      '_rels/.rels': strToU8(
        '<Relationships><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<x:workbook xmlns:x="urn:x" xmlns:r="urn:r"><x:sheets><x:sheet r:id="s1"/></x:sheets></x:workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="s1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="sheet.xml"/></Relationships>',
      ),
      'xl/sheet.xml': strToU8(
        '<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row><x:c r="A1" t="inlineStr"><x:is><x:t>Zeile_x000D_eins &amp; zwei</x:t></x:is></x:c><x:c r="C1"><x:v>42</x:v></x:c></x:row><x:row r="4"><x:c t="b"><x:v>1</x:v></x:c><x:c t="str"><x:f>A1</x:f><x:v>Ergebnis</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      ),
    });
    expect(await readXlsxTable(workbook)).toEqual([
      { line: 1, cells: ['Zeile\reins & zwei', '', '42'] },
      { line: 4, cells: ['TRUE', 'Ergebnis'] },
    ]);
  });
});
