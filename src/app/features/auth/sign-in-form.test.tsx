// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { ApiError } from '../../api/api-error.ts';
import { fakeApi } from '../../test/fake-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(
  submit = vi.fn().mockResolvedValue(undefined),
  path = '/login',
  finish = vi.fn().mockResolvedValue(undefined),
) {
  const view = renderPage(
    <SignInForm
      title="Anmelden"
      submit={submit}
      finish={finish}
      failureMessage={() => 'Anmeldung fehlgeschlagen'}
      links={null}
    />,
    path,
  );
  return { submit, finish, ...view };
}

describe('sign-in form', () => {
  it('requires e-mail and password and sends nothing without them', async () => {
    const { submit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2);
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail address', async () => {
    const { submit } = setup();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'petra.example.de' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'irgendwas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('disables the button while signing in and then follows next', async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { location } = setup(submit, '/login?next=%2Fdashboard');
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: ' petra@example.de ' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(submit).toHaveBeenCalledWith('petra@example.de', 'geheim');
    finish();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('shows the failure toast and lets the person try again', async () => {
    const submit = vi.fn().mockRejectedValue(new Error('nope'));
    setup(submit);
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'petra@example.de' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Anmeldung fehlgeschlagen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for the second factor after the right password and then follows next', async () => {
    fakeApi({
      'GET /account/sign-in-challenge': { json: { methods: ['totp'], recoveryCodes: true, passkeyOptions: null } },
    });
    const submit = vi.fn().mockRejectedValue(new ApiError(403, 'SECOND_FACTOR_REQUIRED', 'Passwort richtig.'));
    const finish = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'SECOND_FACTOR_INVALID', 'Der Code ist falsch.'))
      .mockResolvedValueOnce(undefined);
    const { location } = setup(submit, '/login?next=%2Ftrainings', finish);
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'petra@example.de' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const code = await screen.findByLabelText('Bestätigungscode');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Code ist falsch.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    fireEvent.change(screen.getByLabelText('Wiederherstellungscode'), {
      target: { value: 'ABCD-EFGH-JKLM-NPQR-STUV-WXYZ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/trainings'));
    expect(finish).toHaveBeenLastCalledWith({ code: 'ABCD-EFGH-JKLM-NPQR-STUV-WXYZ' });
  });
});
