import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.ts';

describe('requestLanguage', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr', 'de'],
    ['de-AT', 'de'],
    ['en;q=0, de', 'de'],
  ])('%s -> %s', (header, expected) => {
    expect(requestLanguage(header)).toBe(expected);
  });
});
