import writeExcelFile from 'write-excel-file/node';

/**
 * A workbook of one sheet for people who open data in Excel: the first row bold and frozen, every
 * cell a text or a number. Text is never written as a formula, so a name typed as `=cmd|…` is
 * shown as typed and never run (CSV injection has no way in; decision 084).
 */
export async function xlsxDocument(sheet: string, rows: readonly (readonly (string | number | null)[])[]) {
  const [header = [], ...body] = rows;
  const widths = header.map((_, column) =>
    Math.min(40, Math.max(8, ...rows.map((row) => String(row[column] ?? '').length + 2))),
  );
  return writeExcelFile(
    [
      header.map((value) => ({ value: String(value ?? ''), type: String, fontWeight: 'bold' as const })),
      ...body.map((row) =>
        row.map((value) =>
          value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String },
        ),
      ),
    ],
    { sheet, stickyRowsCount: 1, columns: widths.map((width) => ({ width })) },
  ).toBuffer();
}
