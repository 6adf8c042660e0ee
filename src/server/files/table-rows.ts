import { UPLOAD_MAX_ROWS } from '#shared/api/uploads.ts';
import { UploadRefused } from './upload-refusal.ts';

/** One row of an uploaded table; `line` is its number in the file (CSV line, sheet row). */
export type TableRow = { line: number; cells: string[] };

/**
 * Collects the rows of a table that are not blank: the header and at most UPLOAD_MAX_ROWS rows
 * after it. One more refuses the file at once, so a huge file is not read to its end.
 */
export function tableCollector() {
  const rows: TableRow[] = [];
  return {
    rows,
    add(line: number, cells: string[]) {
      if (cells.every((cell) => cell.trim() === '')) return;
      if (rows.length > UPLOAD_MAX_ROWS) throw new UploadRefused('tooManyRows');
      rows.push({ line, cells });
    },
  };
}
