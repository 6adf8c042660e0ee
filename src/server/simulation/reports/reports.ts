import { berlinToday } from '../../core/berlin-dates.ts';
import { recordHit, type ThrottleRule } from '../../core/throttle.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../identity/tokens.ts';
import { addresseeOf, brandingOf } from '../../mail/templates.ts';
import { allowListValue } from '../allow-list.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { otherReportedMail, simulationReportedMail } from './report-answers.ts';
import { scanReport } from './report-scan.ts';
import { countOtherReport, findReporter, recordReport } from './reports.repository.ts';

/** Reports count as long as a lesson page's events do: until 14 days after the wave's window. */
const EVENTS_COUNT_DAYS = 14;
/** Answers to one reporter an hour: enough for a keen person, never a mail cannon for a forger. */
export const REPORT_ANSWERS_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 0, maxPerWindow: 5 };

/** What handling a report needs of the program: no sessions, no HTTP. */
export type ReportDeps = Pick<AppDeps, 'db' | 'config' | 'mail' | 'now'>;

/** What a report was taken for; the receiver only logs it, without any detail of the mail. */
export type ReportOutcome = 'simulation' | 'other' | 'foreign';

/**
 * One reported mail to one company's report address (docs/decisions/101-simulation-reports.md):
 * a simulation of the company is recognised by its token or its allow-list header, its token
 * marked reported once; any other mail is counted for the company's month. The reporter, if they
 * are one of the company's active people, gets an answer in their language: praise and the signs
 * of the scenario, or what to do now and whom to call. Nothing of the mail itself is kept.
 */
export async function handleReport(deps: ReportDeps, companyId: number, raw: Uint8Array): Promise<ReportOutcome> {
  const findings = await scanReport(raw);
  const now = deps.now();
  const countsAfter = new Date(now.getTime() - EVENTS_COUNT_DAYS * 86_400_000);
  // One transaction: the mark, the counters, the throttle hit and the answer are kept together or,
  // on a 451 and the relay's next try, not at all; and one commit waits for the disk, not three.
  return deps.db.transaction().execute(async (trx) => {
    const match = await recordReport(trx, companyId, findings.tokens.map(hashToken), countsAfter, now);
    // Only another company's token: a forward between companies or a forgery; neither counts here.
    if (match.kind === 'foreign') return 'foreign';
    const simulation = match.kind === 'simulation' || findings.markers.includes(allowListValue(deps.config, companyId));
    const templateId = match.kind === 'simulation' ? match.templateId : null;
    await answer({ ...deps, db: trx }, companyId, findings.from, templateId, simulation);
    // Last: the company's month is one row, which concurrent reports of other mail wait for.
    if (!simulation) await countOtherReport(trx, companyId, `${berlinToday(now).slice(0, 7)}-01`);
    return simulation ? 'simulation' : 'other';
  });
}

async function answer(
  deps: ReportDeps,
  companyId: number,
  from: string | null,
  templateId: string | null,
  simulation: boolean,
): Promise<void> {
  // Only the company's own people are answered: a forged sender gets no mail from us.
  const reporter = from ? await findReporter(deps.db, companyId, from) : undefined;
  if (!reporter) return;
  const hits = await recordHit(
    deps.db,
    `simulation-report-answer:${reporter.id}`,
    REPORT_ANSWERS_PER_PERSON,
    deps.now(),
  );
  if (hits > REPORT_ANSWERS_PER_PERSON.maxPerWindow) return;
  const lang = reporter.lang;
  const branding = brandingOf(deps.config);
  const library = loadTemplateLibrary();
  const flags = templateId && library.has(templateId) ? library.get(templateId, lang).flags : [];
  const content = simulation
    ? simulationReportedMail(lang, branding, addresseeOf(reporter), flags)
    : otherReportedMail(lang, branding, addresseeOf(reporter), deps.config.courseContacts.itContact[lang]);
  await deps.mail.enqueue(deps.db, { to: reporter.email, ...content });
}
