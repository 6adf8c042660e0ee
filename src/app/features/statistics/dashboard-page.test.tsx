// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyStatistics } from '#shared/api/statistics.ts';
import type { CompanyTodo } from '#shared/api/employer-todo.ts';
import { clearSession } from '../../session/session-store.ts';
import { employee, fakeApi, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const course = (slug: string, title: string) => ({
  id: 1,
  slug,
  image: '',
  section: 'cyber security',
  titleKey: `courses.${slug}.title`,
  title,
  summary: '',
  estimatedMinutes: 10,
  employees: [],
  active: false,
});

const stats: CompanyStatistics = {
  population: 3,
  people: 4,
  started: 2,
  finishedAll: 1,
  attention: 1,
  averageWorkingTimeSeconds: 1500,
  quizRepeats: 2,
  trainingRepeats: 1,
  averageQuizScore: 87,
  courses: [
    { trainingSlug: 'malware', assigned: 3, started: 2, passed: 1, averageQuizScore: 80 },
    { trainingSlug: 'byod', assigned: 0, started: 0, passed: 0, averageQuizScore: null },
  ],
  attentionPeople: [
    {
      userId: 12,
      firstname: 'Lena',
      lastname: 'Lernt',
      overdueCourses: ['malware'],
      overdueSince: '2026-09-01T08:00:00.000Z',
    },
  ],
  overduePeople: [
    {
      userId: 13,
      firstname: 'Otto',
      lastname: 'Spät',
      courses: [{ trainingSlug: 'malware', dueOn: '2026-10-15' }],
    },
  ],
  passesByAttempt: { first: 4, second: 2, total: 8 },
};

/** GET /simulation/booking as the server answers it, booked or not. */
const booking = (booked: boolean) => ({
  available: true,
  versions: { addendum: '1.0', announcement: '1.0', notice: '1.0', checklist: '1.0' },
  booked: booked ? { at: '2026-06-01T08:00:00.000Z', addendumVersion: '1.0' } : null,
  checklist: { staffInformed: null, worksCouncil: null, dataProtectionOfficer: null, complete: false },
  testMailSentAt: null,
  allowList: null,
  senderDomains: [],
  landingUrl: 'https://lernen.example',
  reportAddress: 'report+7-0123456789@melden.example',
  pseudonymous: null,
  participation: null,
});

const month = (n: number) => `2026-${String(n).padStart(2, '0')}`;
const todo: CompanyTodo = {
  today: '2026-11-30',
  dueSoonUntil: '2026-12-06',
  overdue: [
    {
      userId: 12,
      firstname: 'Otto',
      lastname: 'Spät',
      email: 'otto@firma.de',
      courses: [{ trainingSlug: 'malware', dueOn: '2026-10-15' }],
      lastRemindedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  dueSoon: [
    {
      userId: 13,
      firstname: 'Frieda',
      lastname: 'Bald',
      email: 'frieda@firma.de',
      courses: [{ trainingSlug: 'byod', dueOn: '2026-12-03' }],
      lastRemindedAt: null,
    },
  ],
  neverSignedIn: [
    {
      userId: 14,
      firstname: 'Nina',
      lastname: 'Neu',
      email: 'nina@firma.de',
      invitation: 'expired',
      invitedAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  trend: [
    ...Array.from({ length: 10 }, (_, i) => ({ month: `${month(i + 1)}`, population: null, valid: null })),
    { month: '2026-11', population: 4, valid: 1 },
    { month: '2026-12', population: 4, valid: 2 },
  ],
};

async function open(
  answer: CompanyStatistics,
  simulation: Record<string, { json: unknown }> = {},
  todoAnswer: CompanyTodo = todo,
) {
  signedIn(7, 'employer');
  const api = fakeApi({
    ...simulation,
    'GET /statistics/get-company-todo': { json: todoAnswer },
    'POST /reminders/remind-people': {
      json: {
        results: [
          { userId: 12, outcome: 'queued', nextPossibleAt: null },
          { userId: 14, outcome: 'invitationSent', nextPossibleAt: null },
        ],
        sendsFrom: new Date().toISOString(),
      },
    },
    'GET /employee/7': { json: employee() },
    'GET /statistics/get-company-stats': { json: answer },
    'GET /trainings': { json: [course('malware', 'Schadsoftware erkennen'), course('byod', 'Eigene Geräte')] },
  });
  renderPage(<DashboardPage />, '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return api;
}

async function openWithApi(todoAnswer: CompanyTodo = todo) {
  const api = await open(stats, {}, todoAnswer);
  // The trend comes with the to-do answer.
  await screen.findByRole('region', { name: 'Anteil mit gültiger Schulung' });
  return api;
}

describe('the dashboard', () => {
  it('answers "are we covered?" with a headline, the figures, each course and who is behind', async () => {
    await open(stats);
    expect(await screen.findByText('1 von 3 Personen vollständig geschult')).toBeTruthy();
    const figure = (label: string) => screen.getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(figure('Mindestens einen Kurs begonnen')).toBe('2 / 3');
    expect(figure('Alle zugewiesenen Kurse bestanden')).toBe('1 / 3');
    expect(figure('Brauchen Aufmerksamkeit')).toBe('1');
    expect(figure('Lernzeit je Person (Durchschnitt)')).toBe('25 Min.');
    expect(figure('Durchschnittliches Quizergebnis')).toBe('87 %');
    expect(figure('Quizwiederholungen')).toBe('2');
    // 4 at the first attempt and 2 at the second of 8 passes.
    expect(figure('Beim ersten oder zweiten Versuch bestanden')).toBe('75 %');

    const table = screen.getByRole('table', { name: 'Fortschritt je Kurs' });
    const rows = within(table).getAllByRole('row');
    // Header and the one course that is assigned: unassigned courses are left out.
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Schadsoftware erkennen');
    expect(rows[1]!.textContent).toContain('33 %');

    const attention = screen.getByRole('region', { name: 'Wer braucht Aufmerksamkeit?' });
    expect(attention.textContent).toContain('Lena Lernt');
    expect(attention.textContent).toContain('offen seit 01.09.2026: Schadsoftware erkennen');
  });

  it('leads with what needs doing: overdue, due this week and never signed in, each by deadline', async () => {
    await openWithApi();
    const overdue = await screen.findByRole('region', { name: 'Frist überschritten' });
    expect(overdue.textContent).toContain('Otto Spät');
    expect(overdue.textContent).toContain('Schadsoftware erkennen (Frist: 15.10.2026)');
    expect(overdue.textContent).toContain('zuletzt erinnert am 20.11.2026');
    const soon = screen.getByRole('region', { name: 'Frist endet in dieser Woche' });
    expect(soon.textContent).toContain('Eigene Geräte (Frist: 03.12.2026)');
    expect(soon.textContent).toContain('Fristen bis einschließlich 06.12.2026.');
    const never = screen.getByRole('region', { name: 'Noch nie angemeldet' });
    expect(never.textContent).toContain('Nina Neu');
    expect(never.textContent).toContain('eingeladen am 01.11.2026, Link abgelaufen');
    // The to-do view comes before the figures.
    const todoHeading = screen.getByRole('heading', { level: 2, name: 'Zu erledigen' });
    const headline = screen.getByText('1 von 3 Personen vollständig geschult');
    expect(todoHeading.compareDocumentPosition(headline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reminds the chosen people in one request and says what became of them', async () => {
    const api = await openWithApi();
    const button = screen.getByRole('button', { name: 'Ausgewählte erinnern' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Otto Spät' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle 1 auswählen: Noch nie angemeldet' }));
    fireEvent.click(screen.getByRole('button', { name: '2 ausgewählte Personen erinnern' }));
    expect(
      await screen.findByText(
        '1 Erinnerung wird in den nächsten Minuten versendet. 1 Einladung wurde erneut gesendet.',
      ),
    ).toBeTruthy();
    expect(api.sent('POST', '/reminders/remind-people').map((c) => c.body)).toEqual([{ userIds: [12, 14] }]);
    expect((screen.getByRole('checkbox', { name: 'Otto Spät' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the share with valid training per month, and months without a record as such', async () => {
    await openWithApi();
    const trend = screen.getByRole('region', { name: 'Anteil mit gültiger Schulung' });
    const months = within(trend).getAllByRole('listitem');
    expect(months).toHaveLength(12);
    expect(months[0]!.textContent).toContain('kein Stand erfasst');
    expect(months[10]!.textContent).toMatch(/^25 %Nov\. 26: 1 \/ 4 Personen$/);
    expect(months[11]!.textContent).toContain('50 %');
  });

  it('says when there is nothing to do', async () => {
    await openWithApi({ ...todo, overdue: [], dueSoon: [], neverSignedIn: [] });
    expect(screen.getByText(/^Nichts zu erledigen/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Frist überschritten' })).toBeNull();
    expect(screen.queryByRole('button', { name: /erinnern/ })).toBeNull();
  });

  it('invites to assign courses while nobody has one', async () => {
    await open({ ...stats, population: 0, started: 0, finishedAll: 0, attention: 0, attentionPeople: [], courses: [] });
    expect(await screen.findByText(/Noch hat niemand in Ihrem Unternehmen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kurse zuweisen' }).getAttribute('href')).toBe('/course-settings');
  });

  it('shows the phishing simulation’s latest quarter against the one before, once booked', async () => {
    const figure = (delivered: number, clickRate: number, reportRate: number) => ({
      delivered,
      clickRate,
      dataEntryRate: null,
      reportRate,
      reportedBeforeClickRate: reportRate / 2,
      reason: null,
    });
    await open(stats, {
      'GET /simulation/booking': { json: booking(true) },
      'GET /simulation/results': {
        json: {
          minimum: 10,
          waves: [],
          pooled: [],
          quarters: [
            { quarter: '2026-Q3', figure: figure(40, 0.25, 0.1) },
            { quarter: '2026-Q4', figure: figure(42, 0.119, 0.31) },
          ],
          otherReports: [],
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Phishing-Simulation' });
    expect(
      await within(card).findByText(/^Klickrate im Quartal 2026-Q4: 11,9\s% von 42 zugestellten E-Mails\.$/),
    ).toBeTruthy();
    expect(card.textContent).toMatch(/Im Quartal davor \(2026-Q3\): 25\s%/);
    expect(card.textContent).toMatch(/Gemeldet: 31\s%\. Je höher, desto besser\./);
    expect(card.textContent).toMatch(/Gemeldet, bevor jemand geklickt hat: 15,5\s%\./);
    expect(
      within(card).getByText(
        'Ihr Unternehmen wird sicherer: Im Quartal 2026-Q4 wurde häufiger gemeldet und seltener geklickt als im Quartal davor.',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/phishing-simulation');
  });

  it('shows no simulation card to a company that has not booked it', async () => {
    await open(stats, { 'GET /simulation/booking': { json: booking(false) } });
    await screen.findByText('1 von 3 Personen vollständig geschult');
    expect(screen.queryByRole('region', { name: 'Phishing-Simulation' })).toBeNull();
  });
});
