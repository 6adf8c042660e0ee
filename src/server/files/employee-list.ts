import {
  UPLOAD_MAX_BYTES,
  type EmployeeListRow,
  type UploadFileType,
  type UploadProblemCounts,
} from '#shared/api/uploads.ts';
import { readCsvTable } from './csv-table.ts';
import { columnIndexes, countProblems, employeeRows } from './employee-rows.ts';
import { UploadRefused } from './upload-refusal.ts';
import { readXlsxTable } from './xlsx-table.ts';

export type EmployeeList = { type: UploadFileType; rows: EmployeeListRow[]; problems: UploadProblemCounts };

export const CONTENT_TYPES: Record<UploadFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const ZIP_MAGIC = [0x50, 0x4b];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // .xls, and password-protected .xlsx

/** The type comes from the name's extension (what the person chose); the content must match it. */
function fileType(fileName: string, bytes: Uint8Array): UploadFileType {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension !== 'xlsx' || OLE_MAGIC.every((byte, index) => bytes[index] === byte)) {
    throw new UploadRefused('fileType');
  }
  if (!ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) throw new UploadRefused('brokenXlsx');
  return 'xlsx';
}

/**
 * Reads an employee list (CSV or XLSX) into people with their problems; used by the employer's
 * upload and by the admin's import of a stored upload. Throws UploadRefused when the file as a
 * whole cannot be used: wrong type, not UTF-8, wrong columns, empty, too many rows, broken.
 */
export async function parseEmployeeList(bytes: Uint8Array, fileName: string): Promise<EmployeeList> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadRefused('fileTooLarge');
  if (bytes.length === 0) throw new UploadRefused('empty');
  const type = fileType(fileName, bytes);
  const [header, ...data] = type === 'csv' ? readCsvTable(bytes) : await readXlsxTable(bytes);
  if (!header) throw new UploadRefused('empty');
  const columns = columnIndexes(header);
  if (data.length === 0) throw new UploadRefused('empty');
  const rows = employeeRows(data, columns);
  return { type, rows, problems: countProblems(rows) };
}
