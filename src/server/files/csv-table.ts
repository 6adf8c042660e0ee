import { UploadRefused } from './upload-refusal.ts';
import { tableCollector, type TableRow } from './table-rows.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true }); // also drops a leading byte order mark

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
/** Files that are surely no text: ZIP (e.g. an XLSX renamed), old Office, PDF. */
const BINARY_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
];
const UTF16_MAGIC = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * A CSV list as docs/product.md §5 asks for it: UTF-8, ";" between the fields, no text delimiter
 * (a quote is part of the text). Blank lines are skipped; line breaks may be \r\n, \n or \r.
 */
export function readCsvTable(bytes: Uint8Array): TableRow[] {
  if (UTF16_MAGIC.some((magic) => startsWith(bytes, magic))) throw new UploadRefused('notUtf8');
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic)) || bytes.includes(0)) {
    throw new UploadRefused('fileType');
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new UploadRefused('notUtf8');
  }
  const table = tableCollector();
  const lines = text.split(/\r\n|\n|\r/);
  for (let index = 0; index < lines.length; index++) table.add(index + 1, lines[index]!.split(';'));
  return table.rows;
}
