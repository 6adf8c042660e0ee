// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import RegisterPage from './register-page.tsx';

// The form is under test, not the video: Plyr sets timers of its own that may fire after the test's
// document is gone (the browser tests play the video).
vi.mock('../../components/video/video-player.tsx', () => ({ default: () => null }));

const config = {
  brandName: 'Nordsee Versicherung',
  contact: { email: 'hilfe@example.de', phone: '040 1' },
  provider: {
    name: 'P',
    address: 'A',
    representative: 'R',
    register: 'HRB',
    vatId: 'DE',
    email: 'e',
    phone: 'p',
    dataProtectionContact: 'd',
    supervisoryAuthority: 's',
  },
  videos: { registration: '/videos/registration', firstSteps: '/videos/first-steps' },
  agreementVersion: '5.40',
  publicUrl: 'http://portal.test',
  itContact: { de: 'die IT-Abteilung', en: 'the IT department' },
  adminSignIn: null,
  subprocessors: [],
};

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(url.endsWith('/public-config') ? config : {}), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('registration form', () => {
  it('names the configured insurer brand in the customer confirmation', async () => {
    renderPage(<RegisterPage />, '/register');
    expect(
      await screen.findByText('Ich bestätige, dass mein Unternehmen Kunde der Nordsee Versicherung ist.'),
    ).toBeTruthy();
  });

  it('lists every missing field and consent, and sends nothing', async () => {
    renderPage(<RegisterPage />, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(6);
    expect(screen.getAllByText('Bitte bestätigen Sie dies, um fortzufahren.')).toHaveLength(3);
    expect(calls.filter((url) => url.includes('create-employer'))).toEqual([]);
  });

  it('refuses a short password, a differing confirmation and, below medium strength, shows the toast', async () => {
    renderPage(<RegisterPage />, '/register');
    fill('Vorname', 'Petra');
    fill('Nachname', 'Schmidt');
    fill('Name des Unternehmens', 'Schmidt GmbH');
    fill('E-Mail-Adresse', 'petra@example.de');
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);

    fill('Neues Passwort', 'kurz');
    fill('Passwort bestätigen', 'anders');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Das Passwort muss mindestens 15 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();

    fill('Neues Passwort', 'passwordpassword');
    fill('Passwort bestätigen', 'passwordpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(
      await screen.findByText('Die Passwortkomplexität muss mindestens „mittel“ sein.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.filter((url) => url.includes('create-employer'))).toEqual([]);
  });
});
