import type { Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, notFound } from '../core/errors.ts';
import { sealingKey } from '../core/secret-box.ts';
import { assertNotThrottled, recordHit, TEST_MAILS_PER_COMPANY } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { findUserById } from '../identity/users.repository.ts';
import { sealBody } from '../mail/outbox.ts';
import { allowListValue, simulationHeaders } from './allow-list.ts';
import { activeSenderDomains, markTestMailSent } from './booking.repository.ts';
import { requireBooking, simulationOffered } from './booking.ts';
import { insertTestMail } from './outbox-simulation.repository.ts';
import { lessonUrl, mailDate, simulationMail } from './simulation-mail.ts';
import { loadTemplateLibrary } from './template-library.ts';
import { previewToken } from './reports/report-address.ts';
import { publishedTemplateIds } from './templates.repository.ts';
import { LATEST_AFTER_WINDOW_MS } from '#shared/rules/simulation-disclosure.ts';

/**
 * A simulation mail to the employer's own address: the way every simulation mail goes (its own
 * transport, a provider sender domain, the allow-list header), so the employer sees whether it
 * arrives in the inbox and opens without a warning. Its link leads to the lesson page's preview
 * (with the company's report address, as a real mail's page), which counts nothing: the employer is
 * no target. Required once before the first launch.
 */
export async function sendTestMail(
  deps: AppDeps,
  caller: Caller,
  request: { templateId?: string | undefined; lang?: Lang | undefined },
  clientAddress: string,
): Promise<{ to: string; templateId: string }> {
  const booking = await requireBooking(deps, caller);
  const companyId = booking.company_id;
  if (!simulationOffered(deps.config)) throw new HttpError(409, 'SIMULATION_UNAVAILABLE');
  const library = loadTemplateLibrary();
  const published = [...(await publishedTemplateIds(deps.db))].filter((id) => library.has(id)).sort();
  const templateId = request.templateId ?? published[0];
  if (templateId === undefined) throw new HttpError(409, 'SIMULATION_NO_SCENARIOS');
  if (!published.includes(templateId)) throw notFound();
  const [senderDomain] = await activeSenderDomains(deps.db);
  if (senderDomain === undefined) throw new HttpError(409, 'SIMULATION_UNAVAILABLE');
  const key = `simulation-test-mail:${companyId}`;
  await assertNotThrottled(deps.db, key, deps.now());

  const person = (await findUserById(deps.db, caller.userId))!;
  const company = await findCompany(deps.db, companyId);
  const lang = request.lang ?? person.lang;
  const now = deps.now();
  const mail = simulationMail(
    library.get(templateId, lang),
    {
      firstname: person.firstname,
      lastname: person.lastname,
      company: company?.company_name ?? '',
      date: mailDate(lang, now),
    },
    senderDomain,
    lessonUrl(deps.config.simulation.landingUrl, lang, templateId, previewToken(deps.config, companyId)),
  );
  const sealKey = sealingKey(deps.config);
  await deps.db.transaction().execute(async (trx) => {
    await insertTestMail(trx, {
      recipient: person.email,
      cc: null,
      subject: mail.subject,
      text_body: sealBody(sealKey, mail.text),
      html_body: sealBody(sealKey, mail.html),
      created_at: now,
      next_attempt_at: now,
      kind: 'simulation',
      from_address: mail.from,
      headers: simulationHeaders(allowListValue(deps.config, companyId), senderDomain),
      not_after: new Date(now.getTime() + LATEST_AFTER_WINDOW_MS),
    });
    await markTestMailSent(trx, companyId, now);
    await audit(trx, {
      action: 'simulation.test_mail_sent',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
    });
  });
  await recordHit(deps.db, key, TEST_MAILS_PER_COMPANY, now);
  return { to: person.email, templateId };
}
