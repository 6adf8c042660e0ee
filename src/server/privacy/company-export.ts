import { progressStatus } from '#shared/rules/progress-status.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import { forbidden, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { csvDocument } from './csv-export.ts';
import type { Lang } from '#shared/constants.ts';
import { berlinToday } from '../core/berlin-dates.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { courseTitle, roleWord, statusWord, storedDay, yesNo } from './export-words.ts';
import { assignmentsOf, certificatesOf, companyPeople, roundsOf } from './privacy.repository.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * GET /company/{id}/export (decision 084): the company's data to take along, for its employer
 * and for admins (managers see the people in the portal, but the export is the owner's): the
 * company, its people with each assigned course and its current round, and the certificates issued.
 */
export async function companyData(deps: AppDeps, caller: Caller, companyId: number) {
  const mayExport = caller.role === 'admin' || (caller.role === 'employer' && caller.companyId === companyId);
  if (!mayExport) throw forbidden();
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound();
  const months = deps.config.trainingValidityMonths;
  const people = await companyPeople(deps.db, companyId);
  const ids = people.map((p) => p.id);
  const [assignments, rounds, certificates] = await Promise.all([
    assignmentsOf(deps.db, ids),
    roundsOf(deps.db, ids),
    certificatesOf(deps.db, { companyId }),
  ]);
  const current = new Map(
    rounds.filter((r) => r.archived_at === null).map((r) => [`${r.user_id}:${r.training_slug}`, r]),
  );
  return {
    exportedAt: deps.now().toISOString(),
    company: {
      id: company.id,
      companyName: company.company_name,
      address: { street: company.street, postCode: company.post_code, city: company.city },
      phoneNumber: company.phone_number,
      insuranceNumber: company.insurance_number,
      employeeCount: company.employee_count,
      onboardingCourses: company.onboarding_courses,
      remindersEnabled: company.reminders_enabled,
      createdAt: iso(company.created_at),
    },
    people: people.map((p) => ({
      id: p.id,
      email: p.email,
      firstname: p.firstname,
      lastname: p.lastname,
      salutation: p.salutation,
      role: p.role,
      createdAt: iso(p.created_at),
      invitationAccepted: p.password_hash !== null,
      courses: assignments
        .filter((a) => a.user_id === p.id)
        .map((a) => {
          const round = current.get(`${p.id}:${a.training_slug}`);
          return {
            trainingSlug: a.training_slug,
            assignedAt: iso(a.assigned_at),
            dueOn: a.due_on,
            status: progressStatus(
              round && {
                moduleFinishedAt: round.module_finished_at,
                quizAttemptCount: round.quiz_attempt_count,
                passedAt: round.passed_at,
              },
            ),
            bestScore: round?.best_score ?? null,
            timeSpentSeconds: round?.time_spent_seconds ?? 0,
            passedAt: iso(round?.passed_at),
            validUntil: round?.passed_at ? validUntil(round.passed_at, months).toISOString() : null,
          };
        }),
    })),
    certificates: certificates.map((c) => ({ kind: c.kind, userId: c.user_id, issuedAt: iso(c.issued_at) })),
  };
}

export type CompanyData = Awaited<ReturnType<typeof companyData>>;

/** A cell of the readable table: text, a number, empty, or a day (yyyy-mm-dd, German time). */
export type Cell = string | number | null | { date: string };

/** The day of a moment in German time, as a spreadsheet date; null stays empty. */
const dayCell = (iso: string | null): Cell => (iso ? { date: berlinToday(new Date(iso)) } : null);

const HEADER: Record<Lang, string[]> = {
  de: [
    'Nachname',
    'Vorname',
    'E-Mail',
    'Rolle',
    'Einladung angenommen',
    'Kurs',
    'Zugewiesen am',
    'Frist',
    'Status',
    'Bestes Ergebnis (%)',
    'Bestanden am',
    'Gültig bis',
  ],
  en: [
    'Last name',
    'First name',
    'E-mail',
    'Role',
    'Invitation accepted',
    'Course',
    'Assigned on',
    'Deadline',
    'Status',
    'Best score (%)',
    'Passed on',
    'Valid until',
  ],
};

/**
 * One row per person and assigned course (a person without courses gets one row), for a
 * spreadsheet in the reader's language (decision 104): course titles, role and status in words,
 * days in German time.
 */
export function companyDataRows(data: CompanyData, lang: Lang, catalog: CourseCatalog): Cell[][] {
  const rows = data.people.flatMap((p) => {
    const person: Cell[] = [
      p.lastname,
      p.firstname,
      p.email,
      roleWord(lang, p.role, p.salutation),
      yesNo(lang, p.invitationAccepted),
    ];
    if (p.courses.length === 0) return [[...person, null, null, null, null, null, null, null]];
    return p.courses.map((c) => [
      ...person,
      courseTitle(catalog, lang, c.trainingSlug),
      dayCell(c.assignedAt),
      c.dueOn ? { date: c.dueOn } : null,
      statusWord(lang, c.status),
      c.bestScore,
      dayCell(c.passedAt),
      dayCell(c.validUntil),
    ]);
  });
  return [HEADER[lang], ...rows];
}

/** The rows as CSV: a day as DD.MM.YYYY, which German Excel reads as a date. */
export const companyDataCsv = (data: CompanyData, lang: Lang, catalog: CourseCatalog): string =>
  csvDocument(
    companyDataRows(data, lang, catalog).map((row) =>
      row.map((cell) => (cell !== null && typeof cell === 'object' ? storedDay(cell.date) : cell)),
    ),
  );
