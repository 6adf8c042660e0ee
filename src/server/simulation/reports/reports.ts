import { createBatchQueue } from '../../core/batch-queue.ts';
import { berlinToday } from '../../core/berlin-dates.ts';
import { type ThrottleRule, throttleWindowStart } from '../../core/throttle.ts';
import type { AppDeps } from '../../deps.ts';
import { hashToken } from '../../identity/tokens.ts';
import type { OutboxMail } from '../../mail/outbox.repository.ts';
import { addresseeOf, brandingOf } from '../../mail/templates.ts';
import { allowListValue } from '../allow-list.ts';
import { loadTemplateLibrary } from '../template-library.ts';
import { otherReportedMail, simulationReportedMail } from './report-answers.ts';
import type { ReportFindings } from './report-scan.ts';
import { lookUpReports, recordReports, type Reporter } from './reports.repository.ts';

/** Reports count as long as a lesson page's events do: until 14 days after the wave's window. */
const EVENTS_COUNT_DAYS = 14;
/** Answers to one reporter an hour: enough for a keen person, never a mail cannon for a forger. */
export const REPORT_ANSWERS_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 0, maxPerWindow: 5 };
/** The throttle key of a reporter's answers: this and their id. */
const ANSWER_KEY = 'simulation-report-answer:';

/** What handling a report needs of the program: no sessions, no HTTP. */
export type ReportDeps = Pick<AppDeps, 'db' | 'config' | 'mail' | 'now'>;

/** What a report was taken for; the receiver only logs it, without any detail of the mail. */
export type ReportOutcome = 'simulation' | 'other' | 'foreign';

/** A report as read: the company whose address it reached and what its mail says about itself. */
export type ScannedReport = { companyId: number; findings: ReportFindings };

/** Reports written in one statement at most; the relay's connections (Postfix: 20) rarely bring more at once. */
const MAX_BATCH = 50;

/**
 * Reports handled as they come, those that arrive while the last ones are written handled together
 * (decision 115): a lone report waits for nothing, a burst costs two statements a batch.
 */
export function createReportQueue(deps: ReportDeps): (report: ScannedReport) => Promise<ReportOutcome> {
  const queue = createBatchQueue((reports: ScannedReport[]) => handleReports(deps, reports), MAX_BATCH);
  return (report) => queue.add(report);
}

/**
 * Reported mails to companies' report addresses (docs/decisions/101-simulation-reports.md): a
 * simulation of the company is recognised by its token or its allow-list header, its token marked
 * reported once; any other mail is counted for the company's month. The reporter, if they are one
 * of the company's active people, gets an answer in their language: praise and the signs of the
 * scenario, or what to do now and whom to call. Nothing of the mail itself is kept.
 *
 * Two statements for all of them (decisions 114 and 115): one reads what each report is and how
 * often its reporter was answered this hour; one writes the marks, the counts, the answers and the
 * answer counts together, so that a failure and the relay's next try neither lose nor double a
 * report. Answers each report's outcome, in order.
 */
export async function handleReports(deps: ReportDeps, reports: readonly ScannedReport[]): Promise<ReportOutcome[]> {
  const now = deps.now();
  const windowStart = throttleWindowStart(now);
  const found = await lookUpReports(
    deps.db,
    reports.map(({ companyId, findings }) => ({
      companyId,
      tokenHashes: findings.tokens.map(hashToken),
      from: findings.from,
    })),
    { keyPrefix: ANSWER_KEY, windowStart },
  );
  const month = `${berlinToday(now).slice(0, 7)}-01`;
  const tokenHashes = new Set<string>();
  const others = new Map<number, number>();
  const hits = new Map<number, number>();
  const answers: OutboxMail[] = [];
  const outcomes = reports.map(({ companyId, findings }, i): ReportOutcome => {
    const { match, reporter } = found[i]!;
    // Only another company's token: a forward between companies or a forgery; neither counts here.
    if (match.kind === 'foreign') return 'foreign';
    const simulation = match.kind === 'simulation' || findings.markers.includes(allowListValue(deps.config, companyId));
    if (match.kind === 'simulation') tokenHashes.add(match.tokenHash);
    if (!simulation) others.set(companyId, (others.get(companyId) ?? 0) + 1);
    if (reporter) {
      // Only the company's own people are answered (a forged sender gets no mail from us), a few an hour.
      const counted = hits.get(reporter.id) ?? 0;
      hits.set(reporter.id, counted + 1);
      if (reporter.answers + counted < REPORT_ANSWERS_PER_PERSON.maxPerWindow)
        answers.push(
          deps.mail.row(answerTo(deps, reporter, match.kind === 'simulation' ? match.templateId : null, simulation)),
        );
    }
    return simulation ? 'simulation' : 'other';
  });
  await recordReports(deps.db, {
    tokenHashes: [...tokenHashes],
    countsAfter: new Date(now.getTime() - EVENTS_COUNT_DAYS * 86_400_000),
    now,
    others: [...others].map(([companyId, reports]) => ({ companyId, month, reports })),
    answers,
    hits: [...hits].map(([id, count]) => ({ key: `${ANSWER_KEY}${id}`, hits: count })),
    windowStart,
  });
  if (answers.length > 0) deps.mail.written();
  return outcomes;
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
