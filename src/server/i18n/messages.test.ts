import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/constants.ts';
import { ERROR_MESSAGE_IDS } from '#shared/errors.ts';
import { translate } from './messages.ts';

/** The app's Lingui catalogue of one language: message id → text. */
function catalogue(lang: string): Map<string, string> {
  const text = readFileSync(new URL(`../../../locales/${lang}/messages.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
    entries.set(match[1]!, match[2]!.replace(/\\"/g, '"'));
  return entries;
}

/**
 * The server answers errors from its own table (typed, complete at compile time), the app shows
 * texts from Lingui's catalogue. Where both use an id, a person must read the same sentence,
 * whichever side said it.
 */
describe('the server’s messages and the app’s catalogue', () => {
  for (const lang of LANGS) {
    it(`say the same where they share an id (${lang})`, () => {
      const app = catalogue(lang);
      const shared = Object.values(ERROR_MESSAGE_IDS).filter((id) => app.has(id));
      expect(shared.length).toBeGreaterThan(0);
      const differing = shared
        .filter((id) => translate(lang, id) !== app.get(id))
        .map((id) => ({ id, server: translate(lang, id), app: app.get(id) }));
      expect(differing).toEqual([]);
    });
  }
});
