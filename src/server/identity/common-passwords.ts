import { readFileSync } from 'node:fs';

const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

/** A password as the bundled list writes it: lower case, without spaces, punctuation and symbols. */
export function commonForm(password: string): string {
  // NFKC first, so that an umlaut typed as a letter and a combining mark compares as one.
  return password.normalize('NFKC').toLowerCase().replace(SEPARATORS, '');
}

let list: ReadonlySet<string> | undefined;

/** The bundled list (common-passwords.txt, decision 097), read at its first use and kept. */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return list;
}

/**
 * Whether a password is on the bundled list of well-known breached passwords, in any case, with any
 * spaces or punctuation, and with digits appended (a year, "123"): the check that works offline.
 */
export function isCommonPassword(password: string): boolean {
  const form = commonForm(password);
  return commonPasswords().has(form) || commonPasswords().has(form.replace(/\d+$/, ''));
}
