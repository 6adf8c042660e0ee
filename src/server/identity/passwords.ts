import { hash, verify } from '@node-rs/argon2';
import zxcvbn from 'zxcvbn';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { lengthProblem, passwordProblem, passwordScore } from '#shared/rules/password.ts';
import { HttpError } from '../core/errors.ts';
import { isBreachedPassword } from './breached-passwords.ts';

/** argon2id at the OWASP/ASVS parameters: 19 MiB, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the library's const enum cannot be imported under type stripping).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Verifies against a stored hash; with none, spends the same time and fails (no user enumeration). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? (await dummyHash), password);
    return matches && storedHash !== null;
  } catch {
    return false;
  }
}

const dummyHash = hash('no account has this password', ARGON2);

/**
 * Refuses a new password that breaks the shared rule, with the message keys of docs/product.md §8,
 * or that is known from data leaks (decision 097). `facts` are what a guesser knows of the person:
 * names, e-mail, company, the insurer's brand. Signing in never comes here.
 */
export async function assertAcceptablePassword(
  password: string,
  facts: readonly string[],
  config: { breachedPasswordsUrl: string | undefined },
): Promise<void> {
  // The length first: scoring is the expensive part, and a password of the wrong length needs none.
  const problem = lengthProblem(password) ?? passwordProblem(password, passwordScore(zxcvbn, password, facts));
  if (problem === 'tooWeak') throw new HttpError(400, 'PASSWORD_TOO_WEAK');
  if (problem) {
    throw new HttpError(400, 'PASSWORD_TOO_SHORT', { params: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } });
  }
  // Looked up last, so that only a password the rule accepts goes anywhere near the network.
  if (await isBreachedPassword(password, config.breachedPasswordsUrl)) throw new HttpError(400, 'PASSWORD_BREACHED');
}

export function assertPasswordsMatch(password: string, confirmation: string | undefined): void {
  if (confirmation !== undefined && confirmation !== password) throw new HttpError(400, 'PASSWORDS_DO_NOT_MATCH');
}
