// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { error, fakeApi } from '../../test/fake-api.ts';
import CustomerRecoveryPage from './recovery-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SERVER_SAYS =
  'Ihr Unternehmen meldet Sie über seinen Identitätsanbieter an; ein Passwort für das Portal brauchen Sie nicht.';

function submitNewPassword() {
  fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Gartenzaun Regenschirm Mond' } });
  fireEvent.change(screen.getByLabelText('Passwort bestätigen'), { target: { value: 'Gartenzaun Regenschirm Mond' } });
  fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('recovery page', () => {
  it('where the company now signs its people in through its provider, says so and leads to /login', async () => {
    const api = fakeApi({ 'POST /employee/reset-password': error(403, 'PASSWORD_SIGN_IN_OFF', SERVER_SAYS) });
    renderPage(
      <Route path="/recovery-password/:token">
        <CustomerRecoveryPage />
      </Route>,
      '/recovery-password/abc',
    );
    submitNewPassword();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(SERVER_SAYS);
    expect(notice.textContent).toContain('Arbeitgeber');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    // No form left to try again with: no password helps.
    expect(screen.queryByRole('button', { name: 'Passwort speichern' })).toBeNull();
    expect(api.sent('POST', '/employee/reset-password')).toHaveLength(1);
  });
});
