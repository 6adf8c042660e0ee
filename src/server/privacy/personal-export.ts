import { progressStatus } from '#shared/rules/progress-status.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { csvDocument } from './csv-export.ts';
import type { Lang } from '#shared/constants.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import {
  auditWord,
  certificateWord,
  courseTitle,
  day,
  duration,
  languageWord,
  moment,
  roleWord,
  salutationWord,
  statusWord,
  storedDay,
} from './export-words.ts';
import {
  aiToolsNaming,
  assignmentsOf,
  auditEntriesAbout,
  certificatesOf,
  confirmationsOfPerson,
  personRow,
  quizAttemptsOf,
  quizDrawsOf,
  roundsOf,
  sessionsOf,
  identityLinksOf,
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
  const [assignments, rounds, attempts, draws, certificates, sessions, audit, identityLinks, confirmations, aiTools] =
    await Promise.all([
      assignmentsOf(deps.db, [userId]),
      roundsOf(deps.db, [userId]),
      quizAttemptsOf(deps.db, userId),
      quizDrawsOf(deps.db, userId),
      certificatesOf(deps.db, { userId }),
      sessionsOf(deps.db, userId, deps.now()),
      auditEntriesAbout(deps.db, userId),
      identityLinksOf(deps.db, userId),
      confirmationsOfPerson(deps.db, userId),
      aiToolsNaming(deps.db, { id: person.id, companyId: person.company_id, role: person.role }, deps.now()),
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
      /** Since when the employer names the person as management (decision 103); null if not. */
      namedAsManagementAt: iso(person.management_named_at),
      /** The AI tools the company's inventory names the person as a user of (decision 109). */
      aiTools,
      // When the employer or a manager last asked that the person be reminded (decision 105).
      reminderRequestedAt: iso(person.reminder_requested_at),
      /** The company's identity providers the person signs in with (decision 106): the issuer, never the subject. */
      identityProviders: identityLinks.map((link) => ({
        issuer: link.issuer,
        linkedAt: iso(link.linked_at),
        lastSignInAt: iso(link.last_sign_in_at),
      })),
      /** Since when the company's directory keeps the person, and its id for them (decision 107); null if not. */
      directoryManagedAt: iso(person.directory_managed_at),
      directoryExternalId: person.directory_external_id,
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
    /** "Gelesen und verstanden" of the company's policies (decision 108), per version. */
    policyConfirmations: confirmations.map((c) => ({
      policyId: c.policy_id,
      version: c.version,
      title: c.title,
      confirmedAt: iso(c.confirmed_at),
      receivedAt: iso(c.received_at),
    })),
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

/** The labels of the readable table (CSV and PDF), in the reader's language (decision 104). */
export const PERSONAL_TEXTS = {
  de: {
    header: ['Bereich', 'Zeitpunkt', 'Gegenstand', 'Angabe'],
    account: 'Konto',
    email: 'E-Mail-Adresse',
    name: 'Name',
    salutation: 'Anrede',
    role: 'Rolle',
    language: 'Sprache',
    company: 'Unternehmen',
    reminders: 'Erinnerungen',
    on: 'an',
    off: 'aus',
    lastReminder: 'Letzte Erinnerung',
    lastDigest: 'Letzte Wochenübersicht',
    namedAsManagement: 'Als Geschäftsleitung benannt',
    directoryManaged: 'Vom Verzeichnis des Unternehmens verwaltet (SCIM)',
    aiTools: 'Im KI-Verzeichnis als Nutzer genannt',
    reminderRequested: 'Erinnerung angefordert',
    identityProvider: 'Mit Identitätsanbieter verknüpft',
    none: 'noch keine',
    assignment: 'Zuweisung',
    deadline: (date: string) => `Frist ${date}`,
    progress: 'Fortschritt',
    passedOn: (date: string) => `bestanden am ${date}`,
    attempt: (n: number) => `im ${n}. Versuch`,
    validUntil: (date: string) => `gültig bis ${date}`,
    bestScore: (score: number) => `bestes Ergebnis ${score} %`,
    learningTime: (time: string) => `Lernzeit ${time}`,
    archivedOn: (date: string) => `abgeschlossene Runde, archiviert am ${date}`,
    quiz: 'Quiz',
    quizResult: (correct: number, of: number, percent: number, passed: boolean) =>
      `${correct} von ${of} richtig (${percent} %), ${passed ? 'bestanden' : 'nicht bestanden'}`,
    quizQuestions: 'Quizfragen',
    questions: (ids: string, answered: boolean) => `ausgegeben: ${ids}${answered ? '' : ' (nicht beantwortet)'}`,
    certificate: 'Zertifikat',
    policy: 'Richtlinie bestätigt',
    policyVersion: (title: string, version: number) => `${title} (Version ${version})`,
    session: 'Sitzung',
    audit: 'Protokoll',
    byYourself: 'von Ihnen selbst',
    by: (who: string) => `durch: ${who}`,
  },
  en: {
    header: ['Area', 'When', 'Subject', 'Detail'],
    account: 'Account',
    email: 'E-mail address',
    name: 'Name',
    salutation: 'Salutation',
    role: 'Role',
    language: 'Language',
    company: 'Company',
    reminders: 'Reminders',
    on: 'on',
    off: 'off',
    lastReminder: 'Last reminder',
    lastDigest: 'Last weekly digest',
    namedAsManagement: 'Named as management',
    directoryManaged: 'Kept by the company’s directory (SCIM)',
    aiTools: 'Named as a user in the AI inventory',
    reminderRequested: 'Reminder requested',
    identityProvider: 'Linked to identity provider',
    none: 'none yet',
    assignment: 'Assignment',
    deadline: (date: string) => `deadline ${date}`,
    progress: 'Progress',
    passedOn: (date: string) => `passed on ${date}`,
    attempt: (n: number) => `at attempt ${n}`,
    validUntil: (date: string) => `valid until ${date}`,
    bestScore: (score: number) => `best score ${score}%`,
    learningTime: (time: string) => `learning time ${time}`,
    archivedOn: (date: string) => `completed round, archived on ${date}`,
    quiz: 'Quiz',
    quizResult: (correct: number, of: number, percent: number, passed: boolean) =>
      `${correct} of ${of} correct (${percent}%), ${passed ? 'passed' : 'not passed'}`,
    quizQuestions: 'Quiz questions',
    questions: (ids: string, answered: boolean) => `handed out: ${ids}${answered ? '' : ' (not answered)'}`,
    certificate: 'Certificate',
    policy: 'Policy confirmed',
    policyVersion: (title: string, version: number) => `${title} (version ${version})`,
    session: 'Session',
    audit: 'Audit log',
    byYourself: 'by yourself',
    by: (who: string) => `by: ${who}`,
  },
} as const;

/**
 * The same data as one readable table (CSV and PDF): area, moment, subject, detail, in the reader's
 * language, with course titles, roles, statuses and audit events in words and moments in German time
 * (DD.MM.YYYY, HH:MM).
 */
export function personalDataRows(data: PersonalData, lang: Lang, catalog: CourseCatalog): PersonalRow[] {
  const w = PERSONAL_TEXTS[lang];
  const a = data.account;
  const title = (slug: string) => courseTitle(catalog, lang, slug);
  return [
    [w.account, moment(a.createdAt), w.email, a.email],
    [w.account, null, w.name, `${a.firstname} ${a.lastname}`],
    [w.account, null, w.salutation, salutationWord(lang, a.salutation)],
    [w.account, null, w.role, roleWord(lang, a.role, a.salutation)],
    [w.account, null, w.language, languageWord(a.language)],
    [w.account, null, w.company, a.company],
    [w.account, null, w.reminders, a.remindersEnabled ? w.on : w.off],
    [w.account, moment(a.lastReminderAt), w.lastReminder, a.lastReminderAt ? null : w.none],
    [w.account, moment(a.lastDigestAt), w.lastDigest, a.lastDigestAt ? null : w.none],
    ...(a.namedAsManagementAt
      ? [[w.account, moment(a.namedAsManagementAt), w.namedAsManagement, null] as PersonalRow]
      : []),
    ...(a.aiTools.length > 0 ? [[w.account, null, w.aiTools, a.aiTools.join(', ')] as PersonalRow] : []),
    [w.account, moment(a.reminderRequestedAt), w.reminderRequested, a.reminderRequestedAt ? null : w.none],
    ...a.identityProviders.map((link): PersonalRow => [
      w.account,
      moment(link.linkedAt),
      w.identityProvider,
      link.issuer,
    ]),
    ...(a.directoryManagedAt
      ? [[w.account, moment(a.directoryManagedAt), w.directoryManaged, a.directoryExternalId] as PersonalRow]
      : []),
    ...data.assignments.map((x): PersonalRow => [
      w.assignment,
      moment(x.assignedAt),
      title(x.trainingSlug),
      x.dueOn ? w.deadline(storedDay(x.dueOn)!) : null,
    ]),
    ...data.progress.map((p): PersonalRow => [
      w.progress,
      moment(p.startedAt),
      title(p.trainingSlug),
      [
        statusWord(lang, p.status),
        p.passedAt ? w.passedOn(day(p.passedAt)!) : null,
        p.passedAtAttempt ? w.attempt(p.passedAtAttempt) : null,
        p.validUntil ? w.validUntil(day(p.validUntil)!) : null,
        p.bestScore === null ? null : w.bestScore(p.bestScore),
        w.learningTime(duration(lang, p.timeSpentSeconds)),
        p.archivedAt ? w.archivedOn(day(p.archivedAt)!) : null,
      ]
        .filter(Boolean)
        .join(', '),
    ]),
    ...data.quizAttempts.map((q): PersonalRow => [
      w.quiz,
      moment(q.attemptedAt),
      title(q.trainingSlug),
      w.quizResult(q.correct, q.questions, q.scorePercent, q.passed),
    ]),
    ...data.quizDraws.map((d): PersonalRow => [
      w.quizQuestions,
      moment(d.handedOutAt),
      title(d.trainingSlug),
      w.questions(d.questionIds.join(', '), d.answered),
    ]),
    ...data.certificates.map((c): PersonalRow => [
      w.certificate,
      moment(c.issuedAt),
      certificateWord(lang, c.kind, isInterim(c.content)),
      null,
    ]),
    ...data.policyConfirmations.map((c): PersonalRow => [
      w.policy,
      moment(c.confirmedAt),
      w.policyVersion(c.title, c.version),
      null,
    ]),
    ...data.sessions.map((s): PersonalRow => [w.session, moment(s.createdAt), s.device, s.clientAddress]),
    ...data.auditEntries.map((e): PersonalRow => [
      w.audit,
      moment(e.at),
      auditWord(lang, e.action),
      e.byThisPerson ? w.byYourself : w.by(roleWord(lang, e.actorRole)),
    ]),
  ];
}

const isInterim = (content: unknown) =>
  typeof content === 'object' && content !== null && (content as { interim?: unknown }).interim === true;

export const personalDataCsv = (data: PersonalData, lang: Lang, catalog: CourseCatalog): string =>
  csvDocument([[...PERSONAL_TEXTS[lang].header], ...personalDataRows(data, lang, catalog)]);
