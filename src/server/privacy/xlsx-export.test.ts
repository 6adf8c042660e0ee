import { describe, expect, it } from 'vitest';
import { readXlsxTable } from '../files/xlsx-table.ts';
import { xlsxDocument } from './xlsx-export.ts';

const read = async (rows: (string | number | null)[][]) =>
  (await readXlsxTable(xlsxDocument('Test', rows))).map((row) => row.cells);

describe('xlsxDocument', () => {
  it('writes texts as typed, numbers as numbers, and leaves empty cells empty', async () => {
    const rows = await read([
      ['Name', 'Punkte', 'Notiz'],
      ['=1+2', 80, null],
      ['constructor', 0, '__proto__ & <b> "x"'],
    ]);
    expect(rows).toEqual([
      ['Name', 'Punkte', 'Notiz'],
      ['=1+2', '80'],
      ['constructor', '0', '__proto__ & <b> "x"'],
    ]);
  });

  it('drops characters XML cannot carry and names columns beyond Z', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const rows = await read([wide, ['a\u0000b\u0007c', ...wide.slice(1)]]);
    expect(rows[1]?.[0]).toBe('abc');
    expect(rows[1]?.[29]).toBe('c29');
  });

  it('writes a company of ten thousand people with twelve courses', () => {
    const rows = Array.from({ length: 130_000 }, (_, i) => [`Person ${i}`, 'malware', i]);
    expect(() => xlsxDocument('Gross', [['Name', 'Kurs', 'Nr.'], ...rows])).not.toThrow();
  });
});
