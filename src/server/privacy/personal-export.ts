import { progressStatus } from '#shared/rules/progress-status.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { csvDocument } from './csv-export.ts';
import {
  assignmentsOf,
  auditEntriesAbout,
  certificatesOf,
  personRow,
  quizAttemptsOf,
  quizDrawsOf,
  roundsOf,
  sessionsOf,
} from './privacy.repository.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * GET /employee/{id}/export (GDPR Art. 15 and 20, decision 084): everything the portal stores
 * about a person, for the person themself and for admins. Passwords, second factors and tokens
 * are stored only as hashes or sealed and are named, never given out; a certificate's code exists
 * only on its paper.
 */
export async function personalData(deps: AppDeps, caller: Caller, userId: number) {
  if (caller.role !== 'admin' && caller.userId !== userId) throw forbidden();
  const person = await personRow(deps.db, userId);
  if (!person) throw notFound();
  const months = deps.config.trainingValidityMonths;
  const [assignments, rounds, attempts, draws, certificates, sessions, audit] = await Promise.all([
    assignmentsOf(deps.db, [userId]),
    roundsOf(deps.db, [userId]),
    quizAttemptsOf(deps.db, userId),
    quizDrawsOf(deps.db, userId),
    certificatesOf(deps.db, { userId }),
    sessionsOf(deps.db, userId, deps.now()),
    auditEntriesAbout(deps.db, userId),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    account: {
      id: person.id,
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
      salutation: person.salutation,
      role: person.role,
      language: person.lang,
      company: person.company_name,
      createdAt: iso(person.created_at),
      invitationAccepted: person.active,
      remindersEnabled: person.reminders_enabled,
      lastReminderAt: iso(person.learner_reminded_at),
      lastDigestAt: iso(person.digest_sent_at),
      // When the employer or a manager last asked that the person be reminded (decision 105).
      reminderRequestedAt: iso(person.reminder_requested_at),
      storedOnlyAsHashOrSealed: ['password', 'second factor', 'session and link tokens', 'certificate codes'],
    },
    assignments: assignments.map((a) => ({
      trainingSlug: a.training_slug,
      assignedAt: iso(a.assigned_at),
      dueOn: a.due_on,
    })),
    progress: rounds.map((r) => ({
      trainingSlug: r.training_slug,
      status: progressStatus({
        moduleFinishedAt: r.module_finished_at,
        quizAttemptCount: r.quiz_attempt_count,
        passedAt: r.passed_at,
      }),
      startedAt: iso(r.started_at),
      furthestSlide: r.furthest_slide,
      slideCount: r.slide_count,
      timeSpentSeconds: r.time_spent_seconds,
      moduleFinishedAt: iso(r.module_finished_at),
      moduleRepeatCount: r.module_repeat_count,
      quizAttemptCount: r.quiz_attempt_count,
      bestScore: r.best_score,
      lastScore: r.last_score,
      passedAt: iso(r.passed_at),
      passedAtAttempt: r.passed_at ? r.passed_at_attempt : null,
      validUntil: r.passed_at ? validUntil(r.passed_at, months).toISOString() : null,
      exercisesStarted: r.exercises_started,
      exercisesFinished: r.exercises_finished,
      archivedAt: iso(r.archived_at),
      lapsedAt: iso(r.lapsed_at),
    })),
    quizAttempts: attempts.map((a) => ({
      trainingSlug: a.training_slug,
      attemptedAt: iso(a.attempted_at),
      correct: a.correct_count,
      questions: a.question_count,
      scorePercent: a.score_percent,
      passed: a.passed,
    })),
    quizDraws: draws.map((d) => ({
      trainingSlug: d.training_slug,
      handedOutAt: iso(d.handed_out_at),
      questionIds: d.question_ids,
      answered: d.attempt_id !== null,
    })),
    certificates: certificates.map((c) => ({ kind: c.kind, issuedAt: iso(c.issued_at), content: c.content })),
    sessions: sessions.map((s) => ({
      createdAt: iso(s.created_at),
      lastUsedAt: iso(s.last_used_at),
      expiresAt: iso(s.expires_at),
      device: s.device,
      clientAddress: s.client_address,
    })),
    auditEntries: audit.map((e) => ({
      at: iso(e.at),
      action: e.action,
      byThisPerson: e.actor_id === userId,
      actorRole: e.actor_role,
      clientAddress: e.actor_id === userId ? e.client_address : null,
      details: e.details,
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalData>>;

export type PersonalRow = [area: string, when: string | null, subject: string | null, detail: string | number | null];

/** The header of the readable table. */
export const PERSONAL_HEADER = ['Bereich / area', 'Zeitpunkt / when', 'Gegenstand / subject', 'Angabe / detail'];

/** The same data as one readable table (CSV and PDF): area, moment, subject, detail. */
export function personalDataRows(data: PersonalData): PersonalRow[] {
  const a = data.account;
  return [
    ['Konto / account', a.createdAt, 'E-Mail', a.email],
    ['Konto / account', null, 'Name', `${a.firstname} ${a.lastname}`],
    ['Konto / account', null, 'Anrede / salutation', a.salutation],
    ['Konto / account', null, 'Rolle / role', a.role],
    ['Konto / account', null, 'Sprache / language', a.language],
    ['Konto / account', null, 'Unternehmen / company', a.company],
    ['Konto / account', null, 'Erinnerungen / reminders', a.remindersEnabled ? 'an / on' : 'aus / off'],
    ['Konto / account', a.lastReminderAt, 'Letzte Erinnerung / last reminder', null],
    ['Konto / account', a.lastDigestAt, 'Letzte Wochenübersicht / last weekly digest', null],
    ['Konto / account', a.reminderRequestedAt, 'Erinnerung angefordert / reminder requested', null],
    ...data.assignments.map((x): PersonalRow => [
      'Zuweisung / assignment',
      x.assignedAt,
      x.trainingSlug,
      x.dueOn ? `Frist / deadline ${x.dueOn}` : null,
    ]),
    ...data.progress.map((p): PersonalRow => [
      'Fortschritt / progress',
      p.startedAt,
      p.trainingSlug,
      [
        p.status,
        p.passedAt ? `bestanden / passed ${p.passedAt}` : null,
        p.passedAtAttempt ? `Versuch / attempt ${p.passedAtAttempt}` : null,
        p.validUntil ? `gültig bis / valid until ${p.validUntil}` : null,
        p.bestScore === null ? null : `${p.bestScore} %`,
        `${p.timeSpentSeconds} s`,
        p.archivedAt ? `archiviert / archived ${p.archivedAt}` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ]),
    ...data.quizAttempts.map((q): PersonalRow => [
      'Quiz',
      q.attemptedAt,
      q.trainingSlug,
      `${q.correct}/${q.questions} (${q.scorePercent} %)`,
    ]),
    ...data.quizDraws.map((d): PersonalRow => [
      'Quizfragen / quiz questions',
      d.handedOutAt,
      d.trainingSlug,
      `${d.questionIds.join(' ')}${d.answered ? '' : ' (offen / open)'}`,
    ]),
    ...data.certificates.map((c): PersonalRow => ['Zertifikat / certificate', c.issuedAt, c.kind, null]),
    ...data.sessions.map((s): PersonalRow => ['Sitzung / session', s.createdAt, s.device, s.clientAddress]),
    ...data.auditEntries.map((e): PersonalRow => [
      'Protokoll / audit',
      e.at,
      e.action,
      e.byThisPerson ? 'selbst / self' : e.actorRole,
    ]),
  ];
}

export const personalDataCsv = (data: PersonalData): string =>
  csvDocument([PERSONAL_HEADER, ...personalDataRows(data)]);
