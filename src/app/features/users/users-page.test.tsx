// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../session/session-store.ts';
import { employee, error, fakeApi, publicConfig, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import UsersPage from './users-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/users when the server refuses the list', () => {
  it('says so with the server’s words and a retry, instead of an empty table', async () => {
    const me = employee({ id: 9, role: 'manager' });
    signedIn(me.id, me.role);
    const api = fakeApi({
      'GET /public-config': { json: publicConfig },
      [`GET /employee/${me.id}`]: { json: me },
      'GET /company/3/employees': error(403, 'FORBIDDEN', 'Dafür fehlt Ihnen die Berechtigung.'),
      'GET /progress/get-company-progress': { json: [] },
    });
    renderPage(<UsersPage />, '/users');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Daten konnten nicht geladen werden.');
    expect(alert.textContent).toContain('Dafür fehlt Ihnen die Berechtigung.');
    expect(screen.queryByRole('table')).toBeNull();
    const before = api.sent('GET', '/company/3/employees').length;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await vi.waitFor(() => expect(api.sent('GET', '/company/3/employees').length).toBeGreaterThan(before));
  });
});

// Rendering 5,000 rows takes seconds on a busy machine: these tests get more than the default five.
describe('/users in a company of 5,000 people', { timeout: 30_000 }, () => {
  const people = Array.from({ length: 5000 }, (_, index) => ({
    id: 100 + index,
    companyId: 3,
    firstname: `Vorname${index}`,
    lastname: `Nachname${index}`,
    salutation: null,
    email: `person${index}@example.de`,
    role: index === 0 ? ('employer' as const) : ('employee' as const),
    active: true,
    isFirstLogin: false,
    lang: 'de' as const,
    createdAt: '2026-01-05T09:00:00.000Z',
    assignedCourseList: index % 10 === 0 ? [] : (['malware'] as const).slice(),
    invitation: index % 7 === 0 ? ('pending' as const) : ('accepted' as const),
    invitationExpiresAt: null,
  }));
  // Every fourth person with the course has passed it.
  const progress = people.map((person, index) => ({
    userId: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    role: person.role,
    assignedCount: person.assignedCourseList.length,
    startedCount: 0,
    passedCount: person.assignedCourseList.length > 0 && index % 4 === 1 ? 1 : 0,
    certificateAvailable: false,
    courses: [],
  }));

  function open() {
    const me = employee({ id: 100, role: 'employer' });
    signedIn(me.id, me.role);
    fakeApi({
      'GET /public-config': { json: publicConfig },
      [`GET /employee/${me.id}`]: { json: me },
      'GET /company/3/employees': { json: people },
      'GET /progress/get-company-progress': { json: progress },
    });
    renderPage(<UsersPage />, '/users');
  }
  const rows = () => screen.getAllByRole('row').slice(1);

  it('shows 50 rows and the next 50 on request', async () => {
    open();
    await screen.findByText('Vorname1 Nachname1');
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('50 von 5.000 angezeigt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere 50 anzeigen' }));
    expect(rows()).toHaveLength(100);
    expect(screen.getByText('Vorname99 Nachname99')).toBeTruthy();
  });

  it('keeps the keyboard where the button was once the last rows are shown', async () => {
    open();
    await screen.findByText('Vorname1 Nachname1');
    // person49, person490–499 and person4900–4999: 111 people, three steps.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'person49' } });
    await vi.waitFor(() => expect(rows()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Weitere 50 anzeigen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weitere 11 anzeigen' }));
    expect(rows()).toHaveLength(111);
    expect(screen.queryByRole('button', { name: /Weitere/ })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('111 von 111 angezeigt'));
  });

  it('finds a person far down the list by name or address', async () => {
    open();
    await screen.findByText('Vorname1 Nachname1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suchen' }), { target: { value: 'person4321@' } });
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Vorname4321 Nachname4321');
    expect(screen.getByRole('status').textContent).toBe('1 Treffer');
  });

  it('filters by the state of the courses and of the invitation', async () => {
    open();
    await screen.findByText('Vorname1 Nachname1');
    const show = screen.getByRole('combobox', { name: 'Anzeigen' });
    const count = (filter: (index: number) => boolean) =>
      people.filter((_, index) => filter(index)).length.toLocaleString('de-DE');
    const hasCourse = (index: number) => index % 10 !== 0;
    const passed = (index: number) => hasCourse(index) && index % 4 === 1;

    fireEvent.change(show, { target: { value: 'passed' } });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${count(passed)} Treffer`));
    expect(rows().every((row) => row.textContent?.includes('1 von 1 bestanden'))).toBe(true);

    fireEvent.change(show, { target: { value: 'open' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${count((i) => hasCourse(i) && !passed(i))} Treffer`),
    );
    expect(rows().every((row) => row.textContent?.includes('0 von 1 bestanden'))).toBe(true);

    fireEvent.change(show, { target: { value: 'noCourses' } });
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${count((i) => !hasCourse(i))} Treffer`),
    );
    expect(rows().every((row) => row.textContent?.includes('Keine Kurse'))).toBe(true);

    fireEvent.change(show, { target: { value: 'invited' } });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${count((i) => i % 7 === 0)} Treffer`));
    expect(rows().every((row) => row.textContent?.includes('Eingeladen'))).toBe(true);
  });
});
