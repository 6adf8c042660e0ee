import { randomInt } from 'node:crypto';
import { hashToken } from '../identity/tokens.ts';

/**
 * Single-use codes for a lost second factor: ten of them, 24 characters each (120 random bits),
 * without letters that read alike, shown in groups of four. Only a SHA-256 is stored: from 112 bits
 * on, a plain hash is as strong as a password hash would be (ASVS 6.5.2).
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 24;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** Whether a typed code has the shape of a recovery code (an app's code is six digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalized(code).length === CODE_LENGTH;
}

export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${normalized(code)}`);
}

const normalized = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
