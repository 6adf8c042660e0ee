import { DIGEST_LAPSE_DAYS, QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT, type Lang } from '#shared/constants.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';
import { compose, footer, greeting, type Addressee, type Branding, type MailContent } from '../mail/templates.ts';

/** The texts of reminder mails (docs/decisions/085-reminders.md), in the recipient's language. */

export type RemindedCourse = { title: string; url: string; dueOn: string | null };

/**
 * A learner's open courses, each with its link and deadline (one passed before `today`, a German
 * day, is named as missed); the way to switch reminders off at the end.
 */
export function learnerReminderMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { courses: readonly RemindedCourse[]; trainingsUrl: string; settingsUrl: string; today: string },
): MailContent {
  const day = (dueOn: string) => formatBerlinDate(`${dueOn}T12:00:00Z`);
  const one = p.courses.length === 1;
  const deadline = (dueOn: string) =>
    lang === 'de'
      ? dueOn < p.today
        ? `Frist abgelaufen am ${day(dueOn)}`
        : `bitte bis ${day(dueOn)} bestehen`
      : dueOn < p.today
        ? `deadline was ${day(dueOn)}`
        : `please pass by ${day(dueOn)}`;
  if (lang === 'de') {
    return compose(
      one ? 'Erinnerung: Ein Kurs wartet auf Sie' : `Erinnerung: ${p.courses.length} Kurse warten auf Sie`,
      [
        greeting('de', p),
        one
          ? `im Awareness-Portal von ${b.brandName} ist ein Kurs für Sie noch offen:`
          : `im Awareness-Portal von ${b.brandName} sind ${p.courses.length} Kurse für Sie noch offen:`,
        {
          items: p.courses.map((course) => ({
            text: course.dueOn ? `${course.title} (${deadline(course.dueOn)})` : course.title,
            url: course.url,
          })),
        },
        `Jeder Kurs endet mit einem kurzen Quiz aus ${QUIZ_QUESTIONS_PER_ATTEMPT} Fragen; mit ${QUIZ_PASS_PERCENT} % richtigen Antworten ist er bestanden. Ihr Fortschritt bleibt gespeichert, Sie können jederzeit unterbrechen.`,
        `Sie möchten keine Erinnerungen mehr erhalten? Schalten Sie sie in Ihren Kontoeinstellungen unter „Erinnerungen per E-Mail“ ab: ${p.settingsUrl}`,
      ],
      { label: 'Zu meinen Schulungen', url: p.trainingsUrl },
      footer(lang, b),
    );
  }
  return compose(
    one ? 'Reminder: a course is waiting for you' : `Reminder: ${p.courses.length} courses are waiting for you`,
    [
      greeting('en', p),
      one
        ? `a course in the ${b.brandName} awareness portal is still open for you:`
        : `${p.courses.length} courses in the ${b.brandName} awareness portal are still open for you:`,
      {
        items: p.courses.map((course) => ({
          text: course.dueOn ? `${course.title} (${deadline(course.dueOn)})` : course.title,
          url: course.url,
        })),
      },
      `Each course ends with a short quiz of ${QUIZ_QUESTIONS_PER_ATTEMPT} questions; ${QUIZ_PASS_PERCENT} % correct answers pass it. Your progress is saved, so you can stop at any time.`,
      `Prefer not to receive reminders? Switch them off in your account settings under “E-mail reminders”: ${p.settingsUrl}`,
    ],
    { label: 'Go to my trainings', url: p.trainingsUrl },
    footer(lang, b),
  );
}

export type DigestFacts = {
  companyName: string;
  overdue: ReadonlyArray<{ name: string; title: string; dueOn: string }>;
  lapsing: ReadonlyArray<{ name: string; title: string; validUntil: Date }>;
  /** The end of the company's latest certificate, when it comes within the horizon. */
  companyCertificateUntil: Date | null;
  dashboardUrl: string;
  settingsUrl: string;
};

/** At most this many lines per list; the rest is counted and found on the dashboard. */
const LIST_LIMIT = 20;

function capped<T>(entries: readonly T[], line: (entry: T) => string, more: (count: number) => string) {
  const lines = entries.slice(0, LIST_LIMIT).map((entry) => ({ text: line(entry) }));
  if (entries.length > LIST_LIMIT) lines.push({ text: more(entries.length - LIST_LIMIT) });
  return { items: lines };
}

/** The weekly digest for employers and managers: deadlines passed, passes and the company certificate lapsing soon. */
export function digestMail(lang: Lang, b: Branding, p: Addressee & DigestFacts): MailContent {
  const day = (dueOn: string) => formatBerlinDate(`${dueOn}T12:00:00Z`);
  if (lang === 'de') {
    return compose(
      `Wochenübersicht Sicherheitsschulungen: ${p.companyName}`,
      [
        greeting('de', p),
        `hier ist die wöchentliche Übersicht der Sicherheitsschulungen von ${p.companyName}.`,
        ...(p.overdue.length > 0
          ? [
              'Frist überschritten, noch nicht bestanden:',
              capped(
                p.overdue,
                (e) => `${e.name} – ${e.title} (Frist ${day(e.dueOn)})`,
                (n) => `… und ${n} weitere`,
              ),
            ]
          : []),
        ...(p.lapsing.length > 0
          ? [
              `In den nächsten ${DIGEST_LAPSE_DAYS} Tagen läuft die Gültigkeit ab; der Kurs ist danach erneut zu bestehen:`,
              capped(
                p.lapsing,
                (e) => `${e.name} – ${e.title} (gültig bis ${formatBerlinDate(e.validUntil)})`,
                (n) => `… und ${n} weitere`,
              ),
            ]
          : []),
        ...(p.companyCertificateUntil
          ? [
              `Ihr Unternehmenszertifikat gilt bis ${formatBerlinDate(p.companyCertificateUntil)}. Stellen Sie rechtzeitig ein neues aus, damit Sie Ihrem Versicherer einen gültigen Nachweis vorlegen können.`,
            ]
          : []),
        `Diese Übersicht erhalten Sie höchstens einmal pro Woche und nur, wenn es etwas zu berichten gibt. Abschalten können Sie sie in Ihren Kontoeinstellungen unter „Erinnerungen per E-Mail“: ${p.settingsUrl}`,
      ],
      { label: 'Zum Dashboard', url: p.dashboardUrl },
      footer(lang, b),
    );
  }
  return compose(
    `Weekly security training summary: ${p.companyName}`,
    [
      greeting('en', p),
      `here is the weekly summary of the security training at ${p.companyName}.`,
      ...(p.overdue.length > 0
        ? [
            'Past the deadline, not yet passed:',
            capped(
              p.overdue,
              (e) => `${e.name} – ${e.title} (deadline ${day(e.dueOn)})`,
              (n) => `… and ${n} more`,
            ),
          ]
        : []),
      ...(p.lapsing.length > 0
        ? [
            `Lapsing within the next ${DIGEST_LAPSE_DAYS} days; the course must then be passed again:`,
            capped(
              p.lapsing,
              (e) => `${e.name} – ${e.title} (valid until ${formatBerlinDate(e.validUntil)})`,
              (n) => `… and ${n} more`,
            ),
          ]
        : []),
      ...(p.companyCertificateUntil
        ? [
            `Your company certificate is valid until ${formatBerlinDate(p.companyCertificateUntil)}. Issue a new one in good time so that you can show your insurer valid proof of training.`,
          ]
        : []),
      `You get this summary at most once a week, and only when there is something to report. You can switch it off in your account settings under “E-mail reminders”: ${p.settingsUrl}`,
    ],
    { label: 'Go to the dashboard', url: p.dashboardUrl },
    footer(lang, b),
  );
}
