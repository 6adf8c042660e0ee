import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Lang } from '#shared/constants.ts';
import { LATEST_AFTER_WINDOW_MS, SIMULATION_GAP_DAYS } from '#shared/rules/simulation-disclosure.ts';
import { HttpError } from '../core/errors.ts';
import { sealingKey } from '../core/secret-box.ts';
import type { Db } from '../db/database.ts';
import type { MailOutboxTable, SimulationPersonLinksTable, SimulationTokensTable } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken } from '../identity/tokens.ts';
import { sealBody } from '../mail/outbox.ts';
import { allowListValue, simulationHeaders } from './allow-list.ts';
import { activeSenderDomains } from './booking.repository.ts';
import { type CampaignRow, eligibleRecipients, insertWave, insertWaveMails } from './campaigns.repository.ts';
import { planSendTimes, windowHours } from './send-window.ts';
import { lessonUrl, mailDate, simulationMail } from './simulation-mail.ts';
import { loadTemplateLibrary } from './template-library.ts';
import { publishedTemplateIds } from './templates.repository.ts';
import { companyIsPseudonymous, insertLinks, linkedHistory } from './person-links.repository.ts';
import { chooseScenario, recordsOf } from './pseudonymous/scenario-choice.ts';

const DAY_MS = 86_400_000;

/** A wave planned: its window and how many mails it holds. */
export type PlannedWave = { id: string; windowStart: Date; windowEnd: Date; planned: number };

/** Fisher–Yates with a secure random source: the order of rows must tell nothing. */
function shuffled<T>(items: readonly T[]): T[] {
  const list = items.slice();
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomBytes(4).readUInt32BE() % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const secureRandom = () => randomBytes(4).readUInt32BE() / 0x1_0000_0000;

/** The published scenarios of the campaign's choice. */
export async function scenariosOf(
  db: Db,
  campaign: Pick<CampaignRow, 'categories' | 'difficulties'>,
): Promise<string[]> {
  const library = loadTemplateLibrary();
  const published = await publishedTemplateIds(db);
  return library.ids.filter((id) => {
    const t = library.get(id, 'de');
    return (
      published.has(id) && campaign.categories.includes(t.category) && campaign.difficulties.includes(t.difficulty)
    );
  });
}

/**
 * In the pseudonymous mode each person's scenario follows their record (decision 102): never a
 * repeat, the difficulty adapted; who had every scenario of the choice gets none (null).
 */
async function personalScenarios(
  db: Db,
  people: readonly { id: number }[],
  scenarioIds: readonly string[],
): Promise<(userId: number) => string | null> {
  const library = loadTemplateLibrary();
  const choice = scenarioIds.map((id) => ({ id, difficulty: library.get(id, 'de').difficulty }));
  const records = recordsOf(
    await linkedHistory(
      db,
      people.map((p) => p.id),
    ),
  );
  return (userId) =>
    chooseScenario(choice, records.get(userId) ?? { had: new Set(), latest: null }, secureRandom)?.id ?? null;
}

/**
 * Plans one wave of a campaign into the outbox, inside the caller's transaction: every recipient
 * gets a random scenario of the choice in their language at a random moment of the window. The
 * tokens are stored apart from the mails, in an order of their own, holding only their hash, the
 * wave, the scenario and the outcome: nothing of the person. Only a pseudonymous company links
 * each mail to its person, apart from the token (decision 102). Until a mail is sent its outbox row
 * holds its token's hash (so a stop removes both); sending blanks it (mail/outbox.repository.ts).
 * Refuses (409) a wave that would reach nobody, a choice without a published scenario, a window
 * that is over, and a provider without a sender domain.
 */
export async function planWave(
  deps: Pick<AppDeps, 'config' | 'now'>,
  db: Db,
  campaign: CampaignRow,
  companyName: string,
  startsOn: string,
): Promise<PlannedWave> {
  const now = deps.now();
  const hours = windowHours({
    startsOn,
    days: campaign.window_days,
    hourFrom: campaign.hour_from,
    hourTo: campaign.hour_to,
  });
  const open = hours.filter((hour) => hour.end > now);
  if (open.length === 0) throw new HttpError(409, 'SIMULATION_WINDOW_PASSED');
  const windowStart = new Date(Math.max(open[0]!.start.getTime(), now.getTime()));
  const windowEnd = open[open.length - 1]!.end;

  const scenarios = await scenariosOf(db, campaign);
  if (scenarios.length === 0) throw new HttpError(409, 'SIMULATION_NO_SCENARIOS');
  const senderDomains = await activeSenderDomains(db);
  if (senderDomains.length === 0) throw new HttpError(409, 'SIMULATION_UNAVAILABLE');
  const eligible = shuffled(
    await eligibleRecipients(db, campaign.company_id, new Date(windowStart.getTime() - SIMULATION_GAP_DAYS * DAY_MS)),
  );
  const library = loadTemplateLibrary();
  const pseudonymous = await companyIsPseudonymous(db, campaign.company_id);
  const scenarioOf = pseudonymous
    ? await personalScenarios(db, eligible, scenarios)
    : () => scenarios[Math.floor(secureRandom() * scenarios.length)]!;
  const recipients = eligible
    .map((person) => ({ person, templateId: scenarioOf(person.id) }))
    .filter((r): r is { person: (typeof eligible)[number]; templateId: string } => r.templateId !== null);
  if (recipients.length === 0) throw new HttpError(409, 'SIMULATION_NO_RECIPIENTS');

  const times = planSendTimes(recipients.length, hours, now, secureRandom);
  const waveId = randomUUID();
  const key = sealingKey(deps.config);
  const allowList = allowListValue(deps.config, campaign.company_id);
  const notAfter = new Date(windowEnd.getTime() + LATEST_AFTER_WINDOW_MS);
  const tokens: Insertable<SimulationTokensTable>[] = [];
  const links: Insertable<SimulationPersonLinksTable>[] = [];
  const mails: Insertable<MailOutboxTable>[] = recipients.map(({ person, templateId }, index) => {
    const lang: Lang = person.lang;
    const senderDomain = senderDomains[Math.floor(secureRandom() * senderDomains.length)]!;
    const token = randomBytes(16).toString('base64url');
    const tokenHash = hashToken(token);
    tokens.push({ token_hash: tokenHash, wave_id: waveId, template_id: templateId });
    const sendAt = times[index]!;
    if (pseudonymous) {
      links.push({
        token_hash: tokenHash,
        user_id: person.id,
        company_id: campaign.company_id,
        wave_id: waveId,
        template_id: templateId,
        difficulty: library.get(templateId, 'de').difficulty,
        planned_at: sendAt,
      });
    }
    const mail = simulationMail(
      library.get(templateId, lang),
      { firstname: person.firstname, lastname: person.lastname, company: companyName, date: mailDate(lang, sendAt) },
      senderDomain,
      lessonUrl(deps.config.simulation.landingUrl, lang, templateId, token),
    );
    return {
      recipient: person.email,
      cc: null,
      subject: mail.subject,
      text_body: sealBody(key, mail.text),
      html_body: sealBody(key, mail.html),
      created_at: now,
      next_attempt_at: sendAt,
      kind: 'simulation',
      from_address: mail.from,
      headers: simulationHeaders(allowList, senderDomain),
      not_after: notAfter,
      wave_id: waveId,
      template_id: templateId,
      token_hash: tokenHash,
    };
  });
  await insertWave(db, {
    id: waveId,
    campaignId: campaign.id,
    companyId: campaign.company_id,
    windowStart,
    windowEnd,
    planned: mails.length,
  });
  await insertWaveMails(db, mails, shuffled(tokens));
  await insertLinks(db, links);
  return { id: waveId, windowStart, windowEnd, planned: mails.length };
}
