import { berlinToday } from '../../core/berlin-dates.ts';
import { type ThrottleRule, throttleWindowStart } from '../../core/throttle.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../identity/tokens.ts';
import { addresseeOf, brandingOf } from '../../mail/templates.ts';
import { allowListValue } from '../allow-list.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { otherReportedMail, simulationReportedMail } from './report-answers.ts';
import { type ReportFindings, scanReport } from './report-scan.ts';
import { lookUpReport, recordReport, type Reporter } from './reports.repository.ts';

/** Reports count as long as a lesson page's events do: until 14 days after the wave's window. */
const EVENTS_COUNT_DAYS = 14;
/** Answers to one reporter an hour: enough for a keen person, never a mail cannon for a forger. */
export const REPORT_ANSWERS_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 0, maxPerWindow: 5 };
/** The throttle key of a reporter's answers: this and their id. */
const ANSWER_KEY = 'simulation-report-answer:';

/** What handling a report needs of the program: no sessions, no HTTP; `scan` reads the mail (in this thread when not given). */
export type ReportDeps = Pick<AppDeps, 'db' | 'config' | 'mail' | 'now'> & {
  scan?: (raw: Uint8Array) => Promise<ReportFindings>;
};

/** What a report was taken for; the receiver only logs it, without any detail of the mail. */
export type ReportOutcome = 'simulation' | 'other' | 'foreign';

/**
 * One reported mail to one company's report address (docs/decisions/101-simulation-reports.md):
 * a simulation of the company is recognised by its token or its allow-list header, its token
 * marked reported once; any other mail is counted for the company's month. The reporter, if they
 * are one of the company's active people, gets an answer in their language: praise and the signs
 * of the scenario, or what to do now and whom to call. Nothing of the mail itself is kept.
 *
 * Two statements (decision 114): one reads what the report is and how often the reporter was
 * answered this hour; one writes the mark, the count, the answer and the answer count together, so
 * that a failure and the relay's next try neither lose nor double a report.
 */
export async function handleReport(deps: ReportDeps, companyId: number, raw: Uint8Array): Promise<ReportOutcome> {
  const findings = await (deps.scan ?? scanReport)(raw);
  const now = deps.now();
  const windowStart = throttleWindowStart(now);
  const { match, reporter } = await lookUpReport(deps.db, companyId, findings.tokens.map(hashToken), findings.from, {
    keyPrefix: ANSWER_KEY,
    windowStart,
  });
  // Only another company's token: a forward between companies or a forgery; neither counts here.
  if (match.kind === 'foreign') return 'foreign';
  const simulation = match.kind === 'simulation' || findings.markers.includes(allowListValue(deps.config, companyId));
  const templateId = match.kind === 'simulation' ? match.templateId : null;
  // Only the company's own people are answered (a forged sender gets no mail from us), a few an hour.
  const answer =
    reporter && reporter.answers < REPORT_ANSWERS_PER_PERSON.maxPerWindow
      ? answerTo(deps, reporter, templateId, simulation)
      : null;
  await recordReport(deps.db, {
    companyId,
    tokenHash: match.kind === 'simulation' ? match.tokenHash : null,
    countsAfter: new Date(now.getTime() - EVENTS_COUNT_DAYS * 86_400_000),
    now,
    otherMonth: simulation ? null : `${berlinToday(now).slice(0, 7)}-01`,
    answer: answer && deps.mail.row(answer),
    hit: reporter ? { key: `${ANSWER_KEY}${reporter.id}`, windowStart } : null,
  });
  if (answer) deps.mail.written();
  return simulation ? 'simulation' : 'other';
}

/** The answer in the reporter's language: praise and the scenario's signs, or what to do now and whom to call. */
function answerTo(deps: ReportDeps, reporter: Reporter, templateId: string | null, simulation: boolean) {
  const lang = reporter.lang;
  const branding = brandingOf(deps.config);
  const library = loadTemplateLibrary();
  const flags = templateId && library.has(templateId) ? library.get(templateId, lang).flags : [];
  const content = simulation
    ? simulationReportedMail(lang, branding, addresseeOf(reporter), flags)
    : otherReportedMail(lang, branding, addresseeOf(reporter), deps.config.courseContacts.itContact[lang]);
  return { to: reporter.email, ...content };
}
