import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';
import type { AppEnv } from './types.ts';

/**
 * The request's language from Accept-Language (Hono's detector: quality values, regions reduced
 * to the language): the best one the portal has, German when nothing fits. Set as `lang`.
 */
export function requestLanguage(): MiddlewareHandler<AppEnv> {
  const detect = languageDetector({
    order: ['header'],
    supportedLanguages: [...LANGS],
    fallbackLanguage: DEFAULT_LANG,
    convertDetectedLanguage: (tag) => tag.split('-')[0] ?? tag,
    caches: false,
  });
  return (c, next) =>
    detect(c, async () => {
      c.set('lang', c.get('language' as never) as Lang);
      await next();
    });
}
