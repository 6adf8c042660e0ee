import { NOT_IN_ONE_LINE } from '#shared/api/common.ts';

/**
 * Characters no file system takes in a name, and those that are no part of a one-line name
 * (NOT_IN_ONE_LINE): a name stored before they were refused cannot turn "fdp.exe" into "exe.pdf".
 */
const UNSAFE = new RegExp(`(?:[\\\\/:*?"<>|]|${NOT_IN_ONE_LINE.source})+`, 'gu');
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A file name made of people's and companies' names: one line, no characters file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || 'document';
}

/** The same name in plain ASCII for clients that do not read `filename*` (umlauts spelled out). */
function asciiFallback(name: string): string {
  return name
    .replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** RFC 6266: `attachment` with the ASCII name and the exact UTF-8 name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encoded}`;
}
