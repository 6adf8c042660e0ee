import { CERTIFICATE_CODE_PATTERN } from '#shared/api/certificates.ts';

const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * A typed code in its written form (ABCD-EFGH-JKMN-PQRS): any case, spaces and hyphens anywhere, O
 * for 0 and I or L for 1, as the server reads it; undefined when it cannot be a code.
 */
export function normalizeCode(input: string): string | undefined {
  const characters = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter]!);
  if (characters.length !== 16) return undefined;
  const code = characters.match(/.{4}/g)!.join('-');
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : undefined;
}
