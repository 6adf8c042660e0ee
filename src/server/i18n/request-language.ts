import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';

/** The best supported language of an Accept-Language header; German when nothing fits. */
export function requestLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0] ?? '', weight: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const match = ranked.find((entry) => (LANGS as readonly string[]).includes(entry.base));
  return (match?.base as Lang | undefined) ?? DEFAULT_LANG;
}
