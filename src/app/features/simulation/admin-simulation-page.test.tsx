// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSimulationTemplate } from '#shared/api/simulation.ts';
import { clearSession } from '../../session/session-store.ts';
import { fakeApi, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import AdminSimulationPage from './admin-simulation-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const scenario = (id: string, title: string, state: Partial<AdminSimulationTemplate>): AdminSimulationTemplate => ({
  id,
  title,
  category: 'sign-in',
  difficulty: 2,
  kind: 'data-entry',
  course: 'password-security',
  publishedAt: null,
  retiredAt: null,
  campaignsUsing: 0,
  ...state,
});

const templates = [
  scenario('mailbox-full', 'Postfach voll', { publishedAt: '2026-11-01T09:00:00.000Z', campaignsUsing: 2 }),
  scenario('parcel-new', 'Paket neu', {}),
  scenario('old-one', 'Altes Szenario', { publishedAt: null, retiredAt: '2026-10-01T09:00:00.000Z' }),
];

describe('/admin/simulation', () => {
  it('shows each scenario’s state and use, publishes one and retires one after a question', async () => {
    signedIn(1, 'admin');
    const api = fakeApi({
      'GET /admin/simulation/templates': { json: { templates } },
      'GET /trainings': { json: [] },
      'POST /admin/simulation/templates/parcel-new/publish': { json: { success: true } },
      'POST /admin/simulation/templates/mailbox-full/retire': { json: { success: true } },
    });
    renderPage(<AdminSimulationPage />, '/admin/simulation');
    const row = async (title: string) =>
      (await screen.findByRole('rowheader', { name: new RegExp(`^${title} `) })).closest('tr')!;

    const published = await row('Postfach voll');
    expect(published.textContent).toContain('Freigegeben seit 01.11.2026');
    expect(published.textContent).toContain('Anmeldung und Konten');
    expect(published.textContent).toContain('Daten eingeben');
    expect(within(published).getByRole('cell', { name: '2' })).toBeTruthy();
    expect((await row('Paket neu')).textContent).toContain('Nicht freigegeben');
    expect((await row('Altes Szenario')).textContent).toContain('Zurückgezogen am 01.10.2026');

    fireEvent.click(screen.getByRole('button', { name: 'Paket neu freigeben' }));
    await vi.waitFor(() => expect(api.sent('POST', '/admin/simulation/templates/parcel-new/publish')).toHaveLength(1));

    fireEvent.click(within(published).getByRole('button', { name: 'Postfach voll zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szenario zurückziehen' });
    expect(api.sent('POST', '/admin/simulation/templates/mailbox-full/retire')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    await vi.waitFor(() => expect(api.sent('POST', '/admin/simulation/templates/mailbox-full/retire')).toHaveLength(1));
  });
});
