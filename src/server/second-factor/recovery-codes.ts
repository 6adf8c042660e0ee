import { randomInt } from 'node:crypto';
import { hashToken } from '../core/tokens.ts';

/**
 * Single-use codes for a lost second factor: ten of them, 16 characters each (80 random bits),
 * without letters that read alike, shown in groups of four. Only a hash is stored; with 80 bits a
 * plain SHA-256 cannot be searched backwards.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** Whether a typed code has the shape of a recovery code (an app's code is six digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalized(code).length === 16;
}

export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${normalized(code)}`);
}

const normalized = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
