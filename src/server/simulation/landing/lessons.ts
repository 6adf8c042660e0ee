import type { Lang } from '#shared/constants.ts';
import type { CourseCatalog } from '../../courses/course-catalog.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../identity/tokens.ts';
import { activeSenderDomains } from '../booking.repository.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { recordOutcome } from '../tokens.repository.ts';
import { landingPage } from './landing-page.ts';

/** Events count until this long after a wave's window closed. */
const EVENTS_COUNT_DAYS = 14;
/** The sender domain a page shows is looked up at most this often. */
const SENDER_DOMAIN_TTL_MS = 60_000;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

export type Lessons = {
  has: (id: string) => boolean;
  /** The scenario's lesson page in the language, made once and kept as bytes. */
  page: (id: string, lang: Lang) => Promise<Buffer>;
  /** The same page if it is made and its sender domain still current: no waiting at all. */
  pageNow: (id: string, lang: Lang) => Buffer | undefined;
  /** What the page's script reported for a token: nothing happens for a token that is none. */
  record: (token: string, outcome: 'seen' | 'submit') => Promise<void>;
};

export function createLessons(deps: AppDeps, catalog: CourseCatalog): Lessons {
  const library = loadTemplateLibrary();
  const pages = new Map<string, Buffer>();
  let senderDomain = { value: 'simulation.example', until: 0 };

  const currentSenderDomain = async () => {
    if (Date.now() > senderDomain.until) {
      const [first] = await activeSenderDomains(deps.db);
      senderDomain = { value: first ?? 'simulation.example', until: Date.now() + SENDER_DOMAIN_TTL_MS };
    }
    return senderDomain.value;
  };

  return {
    has: (id) => library.has(id),
    pageNow: (id, lang) =>
      Date.now() > senderDomain.until ? undefined : pages.get(`${id}.${lang}.${senderDomain.value}`),
    async page(id, lang) {
      const domain = await currentSenderDomain();
      const key = `${id}.${lang}.${domain}`;
      let html = pages.get(key);
      if (html === undefined) {
        const t = library.get(id, lang);
        html = Buffer.from(
          landingPage(t, lang, {
            senderDomain: domain,
            itContact: deps.config.courseContacts.itContact[lang],
            insurerHotline: deps.config.courseContacts.insurerHotline,
            courseTitle: catalog.get(t.course, lang).title,
            courseUrl: `${deps.config.publicUrl}/trainings/${t.course}`,
          }),
        );
        pages.set(key, html);
      }
      return html;
    },
    async record(token, outcome) {
      if (!TOKEN.test(token)) return;
      const countsAfter = new Date(deps.now().getTime() - EVENTS_COUNT_DAYS * 86_400_000);
      await recordOutcome(deps.db, hashToken(token), outcome, countsAfter, deps.now());
    },
  };
}
