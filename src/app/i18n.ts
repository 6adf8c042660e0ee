import { i18n } from '@lingui/core';
import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';

const STORAGE_KEY = 'lang';

/** The language the app starts in: the last choice on this device, else German. */
export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : DEFAULT_LANG;
}

/** Loads one catalogue lazily (each language is its own chunk) and switches to it. */
export async function activateLang(lang: Lang): Promise<void> {
  const { messages } = (await import(`../../locales/${lang}/messages.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
  // The installed app carries the name of the language it was installed in.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  localStorage.setItem(STORAGE_KEY, lang);
}

export { i18n };
