import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv-export.ts';

describe('CSV for spreadsheets', () => {
  it.each(["=cmd|' /C calc'!A0", '+SUM(1+1)', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'])(
    'neutralises the formula %j with an apostrophe',
    (value) => {
      expect(csvField(value)).toBe(`"'${value}"`);
    },
  );

  it('quotes every field, doubles quotes and leaves ordinary text and numbers as they are', () => {
    expect(csvField('Müller "Max"')).toBe('"Müller ""Max"""');
    expect(csvField(80)).toBe('"80"');
    expect(csvField(null)).toBe('""');
    expect(csvDocument([['a', 'b;c']])).toBe('\uFEFF"a";"b;c"\r\n');
  });
});
