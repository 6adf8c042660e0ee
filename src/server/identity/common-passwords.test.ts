import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonForm, isCommonPassword } from './common-passwords.ts';

describe('the bundled list of breached passwords', () => {
  it('refuses a listed password however it is written, and with digits added', () => {
    for (const password of [
      'correct horse battery staple',
      'Correct-Horse-Battery-Staple!',
      'CorrectHorseBatteryStaple2024',
      'Ich liebe dich für immer',
      'Ich liebe dich fu\u0308r immer',
      'Never gonna give you up 123',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords pass, a listed phrase inside a longer one too', () => {
    for (const password of [
      'Kaffeetasse Fahrrad Wolke',
      'Gartenzaun Regenschirm Mond',
      'correct horse battery staple tisch',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('holds each entry once, in the form it is compared in', () => {
    const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(entries.length).toBeGreaterThan(300);
    expect(entries.filter((entry) => entry !== commonForm(entry))).toEqual([]);
    expect(new Set(entries).size).toBe(entries.length);
  });
});
