import { describe, expect, it } from 'vitest';
import { readXlsxTable } from '../files/xlsx-table.ts';
import { xlsxDocument } from './xlsx-export.ts';

const read = async (rows: (string | number | null)[][]) =>
  (await readXlsxTable(await xlsxDocument('Test', rows))).map((row) => row.cells);

describe('xlsxDocument', () => {
  it('writes texts as typed, numbers as numbers, and leaves empty cells empty', async () => {
    const rows = await read([
      ['Name', 'Punkte', 'Notiz'],
      ['=1+2', 80, null],
      ['constructor', 0, '__proto__ & <b> "x"'],
      ['_x0041_ bleibt', null, null],
    ]);
    expect(rows).toEqual([
      ['Name', 'Punkte', 'Notiz'],
      ['=1+2', '80'],
      ['constructor', '0', '__proto__ & <b> "x"'],
      ['_x0041_ bleibt'], // as a spreadsheet shows it: as typed
    ]);
  });

  it('writes a day as a date cell Excel shows in its own date format and sorts', async () => {
    const bytes = await xlsxDocument('Test', [['Frist'], [{ date: '2026-11-30' }], [{ date: '1900-03-01' }]]);
    expect((await readXlsxTable(bytes)).map((row) => row.cells)).toEqual([['Frist'], ['46356'], ['61']]);
  });

  it('drops characters XML cannot carry and names columns beyond Z', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const rows = await read([wide, ['a\u0000b\u0007c', ...wide.slice(1)]]);
    expect(rows[1]?.[0]).toBe('abc');
    expect(rows[1]?.[29]).toBe('c29');
  });

  it(
    'writes a company of ten thousand people with twelve courses, in twelve columns',
    { timeout: 60_000 },
    async () => {
      const row = (i: number) => [
        `Nachname ${i}`,
        'Vorname',
        `p${i}@example.de`,
        'employee',
        'ja',
        'malware',
        '2026-01-05T09:00:00.000Z',
        '2026-12-31',
        'passed',
        100,
        '2026-01-06T09:30:00.000Z',
        '2027-01-06T09:30:00.000Z',
      ];
      const rows = Array.from({ length: 120_000 }, (_, i) => row(i));
      const bytes = await xlsxDocument('Gross', [row(-1), ...rows]);
      expect(bytes.length).toBeGreaterThan(1000);
    },
  );

  it('makes any sheet name one Excel accepts', async () => {
    const bytes = await xlsxDocument("'Q1/Q2: [Stand]?'", [['x']]);
    expect(await readXlsxTable(bytes)).toEqual([{ line: 1, cells: ['x'] }]);
  });
});
