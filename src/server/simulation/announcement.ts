import { readFileSync } from 'node:fs';
import type { Lang } from '#shared/constants.ts';
import { fillPlaceholders, parseLegalMarkdown } from '#shared/legal/legal-document.ts';
import { placeholderValues } from '#shared/legal/placeholders.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { ANNOUNCEMENTS_PER_COMPANY, assertNotThrottled, recordHit } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { findCompany } from '../identity/companies.repository.ts';
import {
  addresseeOf,
  brandingOf,
  compose,
  footer,
  greeting,
  type MailContent,
  type MailList,
} from '../mail/templates.ts';
import { requireBooking } from './booking.ts';
import { activePeopleOf } from './people.repository.ts';
import { reportAddress } from './reports/report-address.ts';

const sources = new Map<Lang, string>();
const source = (lang: Lang): string => {
  let text = sources.get(lang);
  if (text === undefined) {
    text = readFileSync(new URL(`../../content/legal/simulation-announcement.${lang}.md`, import.meta.url), 'utf8');
    sources.set(lang, text);
  }
  return text;
};

/**
 * The announcement (src/content/legal/simulation-announcement.*.md) as a mail: its title the
 * subject, its paragraphs and lists the body, the company's name, report address and IT contact
 * filled in.
 */
export function announcementMail(
  deps: AppDeps,
  lang: Lang,
  to: Parameters<typeof greeting>[1],
  values: Record<string, string>,
): MailContent {
  const blocks = parseLegalMarkdown(fillPlaceholders(source(lang), values));
  const plain = (text: string) => text.replace(/\*\*/g, '');
  const title = blocks.find((b) => b.type === 'heading');
  const body: Array<string | MailList> = [greeting(lang, to)];
  for (const block of blocks) {
    if (block === title) continue;
    if (block.type === 'paragraph' && /^Version \d/.test(block.text)) continue;
    if (block.type === 'paragraph' || block.type === 'heading') body.push(plain(block.text));
    if (block.type === 'list') body.push({ items: block.items.map((item) => ({ text: plain(item) })) });
  }
  const subject = title?.type === 'heading' ? plain(title.text) : '';
  return compose(subject, body, null, footer(lang, brandingOf(deps.config)));
}

/** Sends the announcement to every active person of the company, each in their language; audited. */
export async function sendAnnouncement(deps: AppDeps, caller: Caller, clientAddress: string): Promise<number> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const key = `simulation-announcement:${companyId}`;
  await assertNotThrottled(deps.db, key, deps.now());
  const company = await findCompany(deps.db, companyId);
  const people = await activePeopleOf(deps.db, companyId);
  const values = (lang: Lang) => ({
    ...placeholderValues({
      provider: deps.config.provider,
      brandName: deps.config.brandName,
      publicUrl: deps.config.publicUrl,
    }),
    companyName: company?.company_name ?? '',
    itContact: deps.config.courseContacts.itContact[lang],
    reportAddress: reportAddress(deps.config, companyId),
  });
  await deps.db.transaction().execute(async (trx) => {
    await deps.mail.enqueueMany(
      trx,
      people.map((p) => ({ to: p.email, ...announcementMail(deps, p.lang, addresseeOf(p), values(p.lang)) })),
    );
    await audit(trx, {
      action: 'simulation.announcement_sent',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { recipients: people.length },
    });
  });
  await recordHit(deps.db, key, ANNOUNCEMENTS_PER_COMPANY, deps.now());
  return people.length;
}
