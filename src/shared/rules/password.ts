import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '../constants.ts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooWeak';

/**
 * The password rule shared by app and server: length bounds and a zxcvbn score of at least 2
 * (passwordScore below). No composition rules (NIST SP 800-63B-4).
 */
export function passwordProblem(password: string, score: number): PasswordProblem | null {
  return lengthProblem(password) ?? (score < PASSWORD_MIN_SCORE ? 'tooWeak' : null);
}

/** The length bounds alone: checked before scoring, which is the slow part. */
export function lengthProblem(password: string): 'tooShort' | 'tooLong' | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Labels of the strength indicator, indexed by zxcvbn score. */
export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'medium', 'strong', 'veryStrong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** zxcvbn as both sides load it; passed in so this module stays free of its 800 KB dictionaries. */
export type Zxcvbn = (password: string, userInputs: string[]) => { score: number };

/**
 * Words a guesser tries first against this portal (docs/decisions/063-password-context.md): its own
 * name and subject, the German password classics, seasons and months, German keyboard rows.
 * zxcvbn's dictionaries are English, so none of these counted before.
 */
const PORTAL_WORDS = [
  ...['awareness', 'portal', 'awarenessportal', 'schulung', 'training', 'sicherheit', 'security', 'cyber'],
  ...['passwort', 'password', 'kennwort', 'geheim', 'willkommen', 'welcome', 'hallo', 'anmeldung', 'login'],
  ...['admin', 'firma', 'versicherung', 'phishing', 'qwertz', 'qwertzuiop', 'asdfghjkl', 'yxcvbnm'],
  ...['frühling', 'fruehling', 'sommer', 'herbst', 'winter', 'spring', 'summer', 'autumn'],
  ...['januar', 'februar', 'märz', 'maerz', 'april', 'mai', 'juni', 'juli', 'august', 'september'],
  ...['oktober', 'november', 'dezember'],
];

const SEPARATORS = /[\s\p{P}\p{S}]+/gu;

/**
 * The context words for zxcvbn: each fact (the person's names, e-mail, company, the insurer's brand)
 * whole, without separators and in its parts, then the portal's words, then the years around now
 * (zxcvbn's own year pattern ends in 2019).
 */
export function passwordContextWords(facts: readonly string[], year = new Date().getFullYear()): string[] {
  const words = new Set<string>();
  for (const fact of facts) {
    const lower = fact.trim().toLowerCase();
    if (!lower) continue;
    words.add(lower);
    words.add(lower.replace(SEPARATORS, ''));
    for (const part of lower.split(SEPARATORS)) if (part.length >= 3) words.add(part);
  }
  for (const word of PORTAL_WORDS) words.add(word);
  for (let y = year - 60; y <= year + 10; y++) words.add(String(y));
  return [...words].filter(Boolean);
}

/**
 * A password's strength (0 to 4): the weakest zxcvbn score of three readings, so that spaces and
 * punctuation between known words, or a part written twice with something between, add nothing.
 */
export function passwordScore(zxcvbn: Zxcvbn, password: string, facts: readonly string[] = []): number {
  // zxcvbn's time grows fast with length; past 100 characters a password is strong by length alone.
  const bounded = password.slice(0, 100);
  const words = passwordContextWords(facts);
  const readings = new Set([bounded, bounded.replace(SEPARATORS, ''), withoutRepeatedParts(bounded)]);
  return Math.min(...[...readings].filter(Boolean).map((reading) => zxcvbn(reading, words).score));
}

/** The password with every later copy of a part of 4 or more characters taken out (case ignored). */
export function withoutRepeatedParts(password: string): string {
  let text = password.slice(0, 64);
  for (let found = true; found;) {
    found = false;
    const lower = text.toLowerCase();
    for (let length = Math.floor(lower.length / 2); length >= 4 && !found; length--) {
      for (let start = 0; start + 2 * length <= lower.length && !found; start++) {
        const later = lower.indexOf(lower.slice(start, start + length), start + length);
        if (later >= 0) {
          text = text.slice(0, later) + text.slice(later + length);
          found = true;
        }
      }
    }
  }
  return text + password.slice(64);
}
