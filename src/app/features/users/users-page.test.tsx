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
