import { createHash, randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_PATTERN } from '#shared/api/certificates.ts';

/** Crockford's base 32: digits and letters without I, L, O and U, which people misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;
/** Crockford's decoding: the letters people may type for the digits they look like. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

function grouped(characters: string): string {
  return characters.match(/.{4}/g)!.join('-');
}

/** A new code: 80 random bits as 16 characters in groups of four (ABCD-EFGH-JKMN-PQRS). */
export function newCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  // 32 divides 256, so each byte modulo 32 is uniform: 16 × 5 = 80 bits.
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return grouped(characters);
}

/**
 * A code as a person may type it (any case, spaces or hyphens anywhere, O for 0, I or L for 1) in
 * its one written form, or undefined when it cannot be a code at all.
 */
export function normalizeCertificateCode(input: string): string | undefined {
  if (input.length > 64) return undefined;
  const characters = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter]!);
  if (characters.length !== CODE_LENGTH) return undefined;
  const code = grouped(characters);
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : undefined;
}

/** Only this is stored, like session tokens: a database leak yields no printable codes. */
export function hashCertificateCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
