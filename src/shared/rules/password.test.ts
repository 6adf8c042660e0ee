import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password.ts';

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
