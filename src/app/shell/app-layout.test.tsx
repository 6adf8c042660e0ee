// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '#shared/api/employees.ts';
import { forgetAccountFacts, knownAccountFact } from '../session/account-state.ts';
import { clearSession } from '../session/session-store.ts';
import { employee, error, fakeApi, publicConfig, signedIn } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { AppLayout } from './app-layout.tsx';

const BLOCKED =
  'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert. Bis dahin sind Aktionen gesperrt.';
/** The menu entry as a screen reader says it: the soft hyphens that break it on screen are silent. */
const agreementEntry = (name: string) => name.replace(/\u00AD/g, '') === 'Auftragsverarbeitungsvertrag';

afterEach(() => {
  cleanup();
  clearSession();
  forgetAccountFacts();
  vi.unstubAllGlobals();
});

function open(me: Employee, path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn(me.id, me.role);
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    [`GET /employee/${me.id}`]: { json: me },
    [`POST /employee/supervisor-data/${me.id}`]: { json: { hasOrderProcessing: true } },
    ...routes,
  });
  const view = renderPage(
    <AppLayout role={me.role} userId={me.id}>
      <h1>Seiteninhalt</h1>
    </AppLayout>,
    path,
  );
  return { ...api, ...view };
}

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const legacyEmployer = employee({
  createdAt: '2021-06-01T08:00:00.000Z',
  orderProcessingAccepted: false,
  orderProcessingAcceptedAt: null,
  notifications: [{ name: 'orderProcessingAgreement' }],
});

// The agreement dialog is a chunk of its own: on a busy machine it takes more than a second to load.
const LAZY_DIALOG = { timeout: 5000 };

describe('blocked actions of managers and employees', () => {
  it('covers the page with the message and disables most links while the company has no agreement', async () => {
    open(employee({ role: 'employee' }), '/trainings', {
      'POST /employee/supervisor-data/7': { json: { hasOrderProcessing: false } },
    });
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Seiteninhalt' })).toBeNull();
    const trainings = within(nav()).getByText('Meine Schulungen');
    expect(trainings.getAttribute('aria-disabled')).toBe('true');
    // No href and no tabindex: not focusable, not followed.
    expect(trainings.hasAttribute('href')).toBe(false);
    expect(trainings.hasAttribute('tabindex')).toBe(false);
    expect(within(nav()).getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/account-settings');
    expect(within(nav()).getByRole('link', { name: 'Abmelden' }).getAttribute('href')).toBe('/logout');
    // Managers and employees have no agreement entry and no "read now".
    expect(screen.queryByRole('button', { name: 'Jetzt durchlesen' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: agreementEntry })).toBeNull();
  });

  it('shows the page at once where this device saw the actions allowed, and gives way to the notice when that changed', async () => {
    open(employee({ role: 'employee' }), '/trainings', {
      'POST /employee/supervisor-data/7': { json: { hasOrderProcessing: true } },
    });
    // Nothing known on this device: the page waits for the answer.
    expect(screen.queryByRole('heading', { name: 'Seiteninhalt' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    cleanup();

    // Known from that visit: shown before the answer arrives; the answer (now blocked) still decides.
    expect(knownAccountFact(7, 'blocked')).toBe(false);
    open(employee({ role: 'employee' }), '/trainings', {
      'POST /employee/supervisor-data/7': { json: { hasOrderProcessing: false } },
    });
    expect(screen.getByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Seiteninhalt' })).toBeNull();
    cleanup();

    // Another person's answer on the same device counts for nothing.
    open(employee({ id: 8, role: 'employee' }), '/trainings', {
      'POST /employee/supervisor-data/8': { json: { hasOrderProcessing: true } },
    });
    expect(screen.queryByRole('heading', { name: 'Seiteninhalt' })).toBeNull();
  });

  it('blocks too when the supervisor data cannot be loaded', async () => {
    open(employee({ role: 'manager' }), '/users', {
      'POST /employee/supervisor-data/7': error(500, 'INTERNAL', 'Etwas ist schiefgelaufen.'),
    });
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(within(nav()).getByText('Mitarbeitende verwalten').getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves the account settings open', async () => {
    open(employee({ role: 'employee' }), '/account-settings', {
      'POST /employee/supervisor-data/7': { json: { hasOrderProcessing: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    expect(screen.queryByText(BLOCKED)).toBeNull();
  });

  it('shows the page when the company has accepted', async () => {
    open(employee({ role: 'employee' }), '/trainings');
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Meine Schulungen' }).getAttribute('href')).toBe('/trainings');
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
  });
});

describe('the employer without the agreement', () => {
  it('sees the notice with the contact, and the overlay leads to the agreement too', async () => {
    const { sent } = open(legacyEmployer, '/course-settings');
    const bar = await screen.findByRole('region', { name: 'Hinweise' });
    expect(within(bar).getByText(/neuen Auftragsverarbeitungsvertrag/)).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'hilfe@nordsee.example' }).getAttribute('href')).toBe(
      'mailto:hilfe@nordsee.example',
    );
    expect(within(bar).getByRole('link', { name: '040 123 45' }).getAttribute('href')).toBe('tel:04012345');
    expect(within(bar).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByText(BLOCKED)).toBeTruthy();
    // The employer's own acceptance decides; the supervisor data is not asked for.
    expect(sent('POST', '/employee/supervisor-data/7')).toEqual([]);

    const overlay = screen.getByText(BLOCKED).closest('section')!;
    fireEvent.click(within(overlay).getByRole('button', { name: 'Jetzt durchlesen' }));
    expect(await screen.findByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' }, LAZY_DIALOG)).toBeTruthy();
  });

  it('opens the agreement from the notice and from the menu entry', async () => {
    open(legacyEmployer, '/account-settings');
    const bar = await screen.findByRole('region', { name: 'Hinweise' });
    expect(screen.getByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Jetzt durchlesen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' }, LAZY_DIALOG);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen und abmelden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(nav()).getByRole('button', { name: agreementEntry }));
    expect(await screen.findByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' }, LAZY_DIALOG)).toBeTruthy();
  });

  it('signs out from the notice', async () => {
    const { location } = open(legacyEmployer, '/account-settings');
    const bar = await screen.findByRole('region', { name: 'Hinweise' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/logout'));
  });

  it('an employer who accepted sees neither notice nor overlay, and keeps the agreement entry', async () => {
    open(employee(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hinweise' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(nav()).getByRole('button', { name: agreementEntry })).toBeTruthy();
  });
});

describe('a second factor the company requires (decision 099)', () => {
  it('sends a person without one to the sign-in security page and shows only that page', async () => {
    const me = employee({ role: 'employee', secondFactorRequired: true, hasSecondFactor: false });
    const { location } = open(me, '/trainings');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/sign-in-security'));
    cleanup();
    open(me, '/sign-in-security', { [`POST /employee/supervisor-data/${me.id}`]: { status: 403, json: {} } });
    // Shown even where the frame's other checks are refused meanwhile.
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
  });

  it('offers the employer a factor on the start page until they say not now', async () => {
    open(employee(), '/course-settings');
    const offer = await screen.findByRole('complementary', { name: 'Schützen Sie Ihr Unternehmenskonto' });
    expect(within(offer).getByRole('link', { name: 'Zweiten Faktor einrichten' }).getAttribute('href')).toBe(
      '/sign-in-security',
    );
    fireEvent.click(within(offer).getByRole('button', { name: 'Nicht jetzt' }));
    expect(screen.queryByRole('complementary', { name: 'Schützen Sie Ihr Unternehmenskonto' })).toBeNull();
    cleanup();
    open(employee({ hasSecondFactor: true }), '/course-settings');
    expect(await screen.findByRole('heading', { name: 'Seiteninhalt' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Schützen Sie Ihr Unternehmenskonto' })).toBeNull();
  });
});
