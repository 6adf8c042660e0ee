import { i18n } from '@lingui/core';
import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';
// German, the default, comes with the app: the first paint does not wait for another request.
import { messages as german } from '../../locales/de/messages.po';

const STORAGE_KEY = 'lang';

/** The language the app starts in: the last choice on this device, else German. */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : DEFAULT_LANG;
}

/** The app's language now (only languages of LANGS are ever activated). */
export const currentLang = (): Lang =>
  (LANGS as readonly string[]).includes(i18n.locale) ? (i18n.locale as Lang) : DEFAULT_LANG;

/** Switches to a language; English is loaded when first chosen (a chunk of its own). */
export async function activateLang(lang: Lang): Promise<void> {
  const messages =
    lang === 'de'
      ? (german as Record<string, string>)
      : ((await import('../../locales/en/messages.po')) as { messages: Record<string, string> }).messages;
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
  // The installed app carries the name of the language it was installed in.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  localStorage.setItem(STORAGE_KEY, lang);
}

export { i18n };
