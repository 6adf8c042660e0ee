import type { Lang } from '#shared/constants.ts';
import type { CourseCatalog } from '../../courses/course-catalog.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../identity/tokens.ts';
import { activeSenderDomains } from '../booking.repository.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { companyOfPreviewToken, reportAddress } from '../reports/report-address.ts';
import { companyOfToken, recordOutcome } from '../tokens.repository.ts';
import { landingPage } from './landing-page.ts';

/** Events count until this long after a wave's window closed. */
const EVENTS_COUNT_DAYS = 14;
/** The sender domain a page shows is looked up at most this often. */
const SENDER_DOMAIN_TTL_MS = 60_000;
/** A token's company is remembered this long (a reload, a burst of clicks): no query each time. */
const TOKEN_COMPANY_TTL_MS = 60_000;
/** At most this many tokens' companies and made pages are kept; the oldest go first. */
const MAX_TOKENS = 20_000;
const MAX_PAGES = 1_000;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Puts `key` in a map that keeps at most `max` entries, dropping the oldest. */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

export type Lessons = {
  has: (id: string) => boolean;
  /**
   * The scenario's lesson page in the language, with the report address of the company whose
   * wave the token belongs to (none for a token that is none), made once and kept as bytes.
   */
  page: (id: string, lang: Lang, token: string) => Promise<Buffer>;
  /** The same page if it is made, the token's company known and the sender domain current: no waiting at all. */
  pageNow: (id: string, lang: Lang, token: string) => Buffer | undefined;
  /** What the page's script reported for a token: nothing happens for a token that is none. */
  record: (token: string, outcome: 'seen' | 'submit') => Promise<void>;
};

export function createLessons(deps: AppDeps, catalog: CourseCatalog): Lessons {
  const library = loadTemplateLibrary();
  const pages = new Map<string, Buffer>();
  // Token hash → company (null: no such token). Nothing of a visitor, only what the token row says.
  const companies = new Map<string, { company: number | null; until: number }>();
  let senderDomain = { value: 'simulation.example', until: 0 };

  const knownCompany = (token: string): { company: number | null } | undefined => {
    // The test mail's preview: its company from the signature, nothing looked up, nothing counted.
    const previewed = companyOfPreviewToken(deps.config, token);
    if (previewed !== undefined) return { company: previewed };
    if (!TOKEN.test(token)) return { company: null };
    const known = companies.get(hashToken(token));
    return known !== undefined && Date.now() <= known.until ? known : undefined;
  };
  const companyOf = async (token: string): Promise<number | null> => {
    const known = knownCompany(token);
    if (known) return known.company;
    const hash = hashToken(token);
    const company = await companyOfToken(deps.db, hash);
    keep(companies, hash, { company, until: Date.now() + TOKEN_COMPANY_TTL_MS }, MAX_TOKENS);
    return company;
  };

  const currentSenderDomain = async () => {
    if (Date.now() > senderDomain.until) {
      const [first] = await activeSenderDomains(deps.db);
      senderDomain = { value: first ?? 'simulation.example', until: Date.now() + SENDER_DOMAIN_TTL_MS };
    }
    return senderDomain.value;
  };

  return {
    has: (id) => library.has(id),
    pageNow: (id, lang, token) => {
      if (Date.now() > senderDomain.until) return undefined;
      const known = knownCompany(token);
      return known && pages.get(`${id}.${lang}.${senderDomain.value}.${known.company ?? ''}`);
    },
    async page(id, lang, token) {
      const [domain, company] = await Promise.all([currentSenderDomain(), companyOf(token)]);
      const key = `${id}.${lang}.${domain}.${company ?? ''}`;
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
            reportAddress: company === null ? null : reportAddress(deps.config, company),
          }),
        );
        keep(pages, key, html, MAX_PAGES);
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
