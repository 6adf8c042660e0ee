import { DIGEST_LAPSE_DAYS } from '#shared/constants.ts';
import type { Lang } from '#shared/constants.ts';
import { byCourseOrder, isCourseSlug } from '#shared/courses.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import { mapYielding } from '../core/map-yielding.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { addresseeOf, brandingOf } from '../mail/templates.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { overdueList } from '../statistics/company-statistics.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import { digestMail, learnerReminderMail } from './reminder-mails.ts';
import {
  claimDigestsDue,
  claimLearnersDue,
  companyDigestFacts,
  passesLapsingBy,
  renewCheckBasis,
  type Recipient,
} from './reminders.repository.ts';

/**
 * Reminder mails (docs/decisions/085-reminders.md): learners are reminded of open courses after
 * REMINDER_AFTER_DAYS and when a deadline nears or comes, at most once a week; employers and
 * managers get a weekly digest when there is something to report. Each batch claims its people,
 * writes their mails to the outbox and marks them in one transaction, so any number of instances
 * may run this at once and every mail is written once.
 */
export type ReminderDeps = {
  db: Db;
  mail: MailOutbox;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'contact' | 'reminderAfterDays' | 'trainingValidityMonths'>;
  catalog: CourseCatalog;
};

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends what is due at `now`; answers how many learner reminders and digests were written. An
 * aborted `signal` (the server stopping) ends the work after the batch in progress.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  now: Date,
  signal?: AbortSignal,
): Promise<{ learners: number; digests: number }> {
  // Passes that lapsed are due again before anyone is told what is open.
  await archiveLapsed(deps.db, 'all', deps.config.trainingValidityMonths, now);
  await renewCheckBasis(deps.db, deps.config.reminderAfterDays, deps.config.trainingValidityMonths, DIGEST_LAPSE_DAYS);
  const learners = signal?.aborted ? 0 : await remindLearners(deps, now, signal);
  const digests = signal?.aborted ? 0 : await sendDigests(deps, now, signal);
  return { learners, digests };
}

async function remindLearners(deps: ReminderDeps, now: Date, signal: AbortSignal | undefined): Promise<number> {
  const today = berlinToday(now);
  let total = 0;
  do {
    const sent = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimLearnersDue(trx, now, deps.config.reminderAfterDays, BATCH);
      // Built a few at a time: the job runs inside a portal process that also answers requests.
      const built = await mapYielding(claimed.due, (person) => {
        const open = person.courses.toSorted((a, b) => byCourseOrder(a.slug, b.slug));
        if (open.length === 0) return null;
        return {
          to: person.email,
          ...learnerReminderMail(person.lang, brandingOf(deps.config), {
            ...addresseeOf(person),
            courses: open.map((course) => ({
              title: titleOf(deps, course.slug, person.lang),
              url: `${deps.config.publicUrl}/trainings/${course.slug}`,
              dueOn: course.dueOn,
            })),
            today,
            trainingsUrl: `${deps.config.publicUrl}/trainings`,
            settingsUrl: `${deps.config.publicUrl}/account-settings`,
          }),
        };
      });
      const mails = built.filter((mail) => mail !== null);
      await deps.mail.enqueueMany(trx, mails);
      return { claimed: claimed.lookedAt, mails: mails.length };
    });
    total += sent.mails;
    if (sent.claimed < BATCH) break;
  } while (!signal?.aborted);
  return total;
}

async function sendDigests(deps: ReminderDeps, now: Date, signal: AbortSignal | undefined): Promise<number> {
  const months = deps.config.trainingValidityMonths;
  const horizon = new Date(now.getTime() + DIGEST_LAPSE_DAYS * DAY_MS);
  const today = berlinToday(now);
  let total = 0;
  do {
    const sent = await deps.db.transaction().execute(async (trx) => {
      const claimed = await claimDigestsDue(trx, { now, horizon, months }, BATCH);
      const recipients = claimed.due;
      const byCompany = Map.groupBy(recipients, (recipient) => recipient.company_id);
      const mails = [];
      for (const [companyId, staff] of byCompany) {
        const facts = await companyFacts(deps, trx, companyId, now, today, horizon);
        for (const recipient of staff) {
          const mail = digestFor(deps, recipient, facts);
          if (mail) mails.push(mail);
        }
      }
      await deps.mail.enqueueMany(trx, mails);
      return { claimed: claimed.lookedAt, mails: mails.length };
    });
    total += sent.mails;
    if (sent.claimed < BATCH) break;
  } while (!signal?.aborted);
  return total;
}

type CompanyFacts = Awaited<ReturnType<typeof companyFacts>>;

async function companyFacts(deps: ReminderDeps, db: Db, companyId: number, now: Date, today: string, horizon: Date) {
  const months = deps.config.trainingValidityMonths;
  const company = await companyDigestFacts(db, companyId, months);
  const certificateUntil = company.certificate_end;
  return {
    companyName: company.company_name,
    overdue: (await overdueList(db, companyId, today)).flatMap((person) =>
      person.courses.map((course) => ({ person, slug: course.trainingSlug, dueOn: course.dueOn })),
    ),
    lapsing: await passesLapsingBy(db, companyId, horizon, months),
    companyCertificateUntil:
      certificateUntil && certificateUntil > now && certificateUntil <= horizon ? certificateUntil : null,
  };
}

function digestFor(deps: ReminderDeps, recipient: Recipient, facts: CompanyFacts) {
  if (facts.overdue.length === 0 && facts.lapsing.length === 0 && !facts.companyCertificateUntil) return null;
  const lang = recipient.lang;
  return {
    to: recipient.email,
    ...digestMail(lang, brandingOf(deps.config), {
      ...addresseeOf(recipient),
      companyName: facts.companyName,
      overdue: facts.overdue.map((entry) => ({
        name: `${entry.person.firstname} ${entry.person.lastname}`,
        title: titleOf(deps, entry.slug, lang),
        dueOn: entry.dueOn,
      })),
      lapsing: facts.lapsing.map((entry) => ({
        name: `${entry.firstname} ${entry.lastname}`,
        title: titleOf(deps, entry.training_slug, lang),
        validUntil: entry.valid_until,
      })),
      companyCertificateUntil: facts.companyCertificateUntil,
      dashboardUrl: `${deps.config.publicUrl}/dashboard`,
      settingsUrl: `${deps.config.publicUrl}/account-settings`,
    }),
  };
}

const titleOf = (deps: ReminderDeps, slug: string, lang: Lang) =>
  isCourseSlug(slug) ? deps.catalog.get(slug, lang).title : slug;
