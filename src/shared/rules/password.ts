import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../constants.ts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooWeak';

/**
 * The password rule shared by app and server: length bounds and a zxcvbn score of at least 2.
 * No composition rules (NIST SP 800-63B-4). The caller supplies the zxcvbn score so this module
 * stays free of the 400 KB dictionary; `userInputs` for zxcvbn are the person's own names/e-mail.
 */
export function passwordProblem(password: string, score: number): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (score < PASSWORD_MIN_SCORE) return 'tooWeak';
  return null;
}

/** Labels of the strength indicator, indexed by zxcvbn score. */
export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'medium', 'strong', 'veryStrong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];
