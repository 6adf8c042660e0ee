import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every text exists in German and English: an untranslated id fails here, not in front of a user. */
function catalogue(lang: string): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${lang}/messages.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
    entries.set(match[1]!, match[2]!);
  return entries;
}

describe('catalogues', () => {
  const de = catalogue('de');
  const en = catalogue('en');

  it('have the same ids in both languages', () => {
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    expect(de.size).toBeGreaterThan(50);
  });

  it('have no empty translation', () => {
    expect([...de].filter(([, text]) => !text).map(([id]) => id)).toEqual([]);
    expect([...en].filter(([, text]) => !text).map(([id]) => id)).toEqual([]);
  });

  it('keep the placeholders of each message', () => {
    for (const [id, german] of de) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]).sort();
      expect(names(en.get(id) ?? ''), id).toEqual(names(german));
    }
  });

  it('carry the keys docs/product.md names', () => {
    for (const id of [
      'login.failed',
      'reset_password.link_sent_successfully',
      'reset_password.error',
      'change_password.password_too_weak',
    ]) {
      expect(de.has(id), id).toBe(true);
    }
    expect(en.get('not_found.title')).toBe('404 – Page Not Found');
  });
});
