import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './customer-csv.ts';

describe('the customer list as CSV', () => {
  it('quotes every field and doubles quotes inside', () => {
    expect(csvField('Müller "Bau" GmbH; Nord')).toBe('"Müller ""Bau"" GmbH; Nord"');
    expect(csvField(42)).toBe('"42"');
  });

  it('keeps whatever a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("http://evil.example")`)).toBe(
        `"'${start}HYPERLINK(""http://evil.example"")"`,
      );
    }
    expect(csvField('Anna-Lena')).toBe('"Anna-Lena"');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Nr.', 'Name'],
        [1, 'Ä'],
      ]),
    ).toBe('\uFEFF"Nr.";"Name"\r\n"1";"Ä"\r\n');
  });
});
