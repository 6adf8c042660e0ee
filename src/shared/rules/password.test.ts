import { describe, expect, it } from 'vitest';
import zxcvbn from 'zxcvbn';
import { passwordContextWords, passwordProblem, passwordScore, withoutRepeatedParts } from './password.ts';

describe('password rule', () => {
  it('accepts a long password with a medium score', () => {
    expect(passwordProblem('Kaffeetasse Fahrrad Wolke', 2)).toBeNull();
  });

  it('refuses a password below the minimum length whatever its score', () => {
    expect(passwordProblem('Xy7!kQ2#', 4)).toBe('tooShort');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀'.repeat(14), 4)).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(15), 4)).toBeNull();
  });

  it('allows 64 characters and refuses more than 128', () => {
    expect(passwordProblem('a'.repeat(64), 3)).toBeNull();
    expect(passwordProblem('a'.repeat(129), 4)).toBe('tooLong');
  });

  it('refuses a score below 2', () => {
    expect(passwordProblem('passwordpassword', 0)).toBe('tooWeak');
    expect(passwordProblem('passwordpassword1', 1)).toBe('tooWeak');
  });
});

describe('password strength with context words', () => {
  const facts = ['Maximilian', 'Mustermann', 'e4@corpc.test', 'Corp C GmbH', 'Musterversicherung'];

  it('knows the facts whole, without separators and in parts, the portal’s words and the years', () => {
    const words = passwordContextWords(['Anna-Lena Schmidt', 'a.schmidt@firma.de'], 2026);
    for (const word of ['anna-lena schmidt', 'annalenaschmidt', 'anna', 'lena', 'schmidt', 'firma', 'sommer', 'qwertz'])
      expect(words).toContain(word);
    expect(words).toContain('2026');
    expect(words).toContain('1990');
  });

  it('takes out a part written again later', () => {
    expect(withoutRepeatedParts('Passwort2024Passwort')).toBe('Passwort2024');
    expect(withoutRepeatedParts('Sommer2024Sommer2024')).toBe('Sommer2024');
    expect(withoutRepeatedParts('Kaffeetasse Fahrrad Wolke')).toBe('Kaffeetasse Fahrrad Wolke');
  });

  it('scores the person’s name, the brand and German words with a year below medium', () => {
    for (const password of [
      'Maximilian Mustermann',
      'Musterversicherung2024',
      'Sommer2024Sommer2024',
      'Qwertz123456789!',
    ])
      expect(passwordScore(zxcvbn, password, facts), password).toBeLessThan(2);
  });

  it('scores passphrases as strong, in German too', () => {
    for (const password of [
      'Kaffeetasse Fahrrad Wolke',
      'vier Elche tanzen leise',
      'Mein Hund heißt Bello und frisst gern',
    ])
      expect(passwordScore(zxcvbn, password, facts), password).toBeGreaterThanOrEqual(3);
  });
});
