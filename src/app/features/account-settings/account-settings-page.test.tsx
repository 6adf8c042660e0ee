// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '#shared/api/companies.ts';
import type { Employee } from '#shared/api/employees.ts';
import { clearSession } from '../../session/session-store.ts';
import { company, employee, error, fakeApi, publicConfig, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import AccountSettingsPage from './account-settings-page.tsx';

const POLICY_RULE =
  'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.';
const STRONG = 'Kaffeetasse Fahrrad Wolke';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** Signs in as `me`, answers the account and company calls, and opens the page. */
async function open(me: Employee, firm: Company | null = company(), routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn(me.id, me.role);
  let current = me;
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    [`GET /employee/${me.id}`]: () => ({ json: current }),
    [`GET /employee/${me.id}/ownsOneCompany`]: firm ? { json: firm } : error(404, 'NOT_FOUND', 'nicht gefunden'),
    [`PATCH /employee/${me.id}`]: ({ body }) => {
      current = { ...current, ...(body as Partial<Employee>) };
      return { json: current };
    },
    [`PATCH /company/${firm?.id ?? 0}`]: ({ body }) => ({ json: { ...firm, ...(body as object) } }),
    ...routes,
  });
  const view = renderPage(<AccountSettingsPage />, '/account-settings');
  await screen.findByRole('heading', { level: 1, name: 'Kontoeinstellungen' });
  return { ...api, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
/** The error tied to a field: marked invalid and named by its aria-describedby. */
const errorOf = (label: string) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field-error'))
    ?.textContent;
};

describe('account settings of the employer', () => {
  it('checks the insurance number as it is typed, placeholders included', async () => {
    await open(employee());
    const cases: Array<[string, boolean]> = [
      ['AS-47', false],
      ['AS-47110815420', false],
      ['XS-4711081542', false],
      ['AS-0000000000', false],
      ['AS-5555555555', false],
      ['AS-1234567890', false],
      ['AS-1234567899', false],
      ['AS-9876543210', false],
      ['AS-9876543211', false],
      ['AS-4711081542', true],
      ['as-4711081542', true],
    ];
    for (const [value, valid] of cases) {
      type('Versicherungsnummer', value);
      expect(errorOf('Versicherungsnummer'), value).toBe(valid ? undefined : POLICY_RULE);
    }
  });

  it('names a stored insurance number that fails the rule (docs/product.md R15)', async () => {
    await open(employee(), company({ insuranceNumber: 'AS-1111111111', insuranceNumberInvalid: true }));
    expect(errorOf('Versicherungsnummer')).toContain('Die gespeicherte Versicherungsnummer ist ungültig.');
    expect(screen.getByText(/Ihre Angaben sind noch unvollständig/)).toBeTruthy();
  });

  it('refuses empty required fields, a bad post code and a placeholder number, and sends nothing', async () => {
    const { calls } = await open(
      employee({ salutation: null }),
      company({ address: { street: null, postCode: null, city: null } }),
    );
    type('Postleitzahl', '5066');
    type('Versicherungsnummer', 'AS-1234567890');
    type('Telefonnummer', 'abc');
    save();
    expect(await screen.findByText('Bitte wählen Sie eine Anrede.')).toBeTruthy();
    expect(errorOf('Straße und Hausnummer')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(errorOf('Ort')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(errorOf('Postleitzahl')).toBe('Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.');
    expect(errorOf('Telefonnummer')).toMatch(/Telefonnummer aus Ziffern/);
    expect(errorOf('Versicherungsnummer')).toBe(POLICY_RULE);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('asks for a changed e-mail twice and with the password, and refuses a differing confirmation', async () => {
    const { calls } = await open(employee());
    expect(screen.queryByLabelText('Neue E-Mail-Adresse bestätigen')).toBeNull();
    type('E-Mail-Adresse', 'petra.neu@example.de');
    save();
    await waitFor(() => expect(errorOf('Neue E-Mail-Adresse bestätigen')).toBe('Bitte füllen Sie dieses Feld aus.'));
    type('Neue E-Mail-Adresse bestätigen', 'petra.alt@example.de');
    save();
    await waitFor(() =>
      expect(errorOf('Neue E-Mail-Adresse bestätigen')).toBe('Die E-Mail-Adressen stimmen nicht überein.'),
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    type('Neue E-Mail-Adresse bestätigen', 'Petra.Neu@example.de ');
    save();
    await waitFor(() => expect(errorOf('Ihr Passwort')).toBe('Bitte füllen Sie dieses Feld aus.'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    type('Ihr Passwort', 'Kaffeetasse Fahrrad Wolke');
    save();
    expect(await screen.findByText('Ihre Einstellungen wurden gespeichert.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH' && call.path === '/employee/7')?.body).toEqual({
      firstname: 'Petra',
      lastname: 'Schmidt',
      salutation: 'Frau',
      email: 'petra.neu@example.de',
      currentPassword: 'Kaffeetasse Fahrrad Wolke',
    });
  });

  it('saves own and company data, reloads them, and sends a newly complete employer on to the portal', async () => {
    const { sent, location } = await open(
      employee({ salutation: null }),
      company({ insuranceNumber: null, address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' } }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Herr' }));
    type('Versicherungsnummer', ' as-4711081542 ');
    type('Anzahl der Mitarbeitenden', '55');
    save();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(sent('PATCH', '/employee/7')[0]?.body).toEqual({
      firstname: 'Petra',
      lastname: 'Schmidt',
      salutation: 'Herr',
    });
    expect(sent('PATCH', '/company/3')[0]?.body).toEqual({
      companyName: 'Schmidt Sanitär GmbH',
      address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
      phoneNumber: '0221 123456',
      insuranceNumber: 'AS-4711081542',
      employeeCount: 55,
    });
    // meQuery and ownCompanyQuery are loaded again after saving.
    expect(sent('GET', '/employee/7').length).toBeGreaterThan(1);
    expect(sent('GET', '/employee/7/ownsOneCompany').length).toBeGreaterThan(1);
  });

  it('shows a refused e-mail address at its field', async () => {
    await open(employee(), company(), {
      'PATCH /employee/7': error(409, 'EMAIL_ALREADY_EXISTS', 'Diese E-Mail-Adresse wird bereits verwendet.'),
    });
    type('E-Mail-Adresse', 'max@example.de');
    type('Neue E-Mail-Adresse bestätigen', 'max@example.de');
    type('Ihr Passwort', 'Kaffeetasse Fahrrad Wolke');
    save();
    await waitFor(() => expect(errorOf('E-Mail-Adresse')).toBe('Diese E-Mail-Adresse wird bereits verwendet.'));
  });
});

describe('own password', () => {
  it('needs the current password, the minimum length, a matching confirmation and medium strength', async () => {
    const { calls } = await open(employee());
    const change = () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    type('Neues Passwort', 'kurz');
    type('Passwort bestätigen', 'anders');
    change();
    await waitFor(() => expect(errorOf('Aktuelles Passwort')).toBe('Bitte füllen Sie dieses Feld aus.'));
    expect(errorOf('Neues Passwort')).toBe('Das Passwort muss mindestens 15 Zeichen lang sein.');
    expect(errorOf('Passwort bestätigen')).toBe('Die Passwörter stimmen nicht überein.');

    type('Aktuelles Passwort', 'altes Passwort');
    type('Neues Passwort', 'passwordpassword');
    type('Passwort bestätigen', 'passwordpassword');
    change();
    expect(
      await screen.findByText('Die Passwortkomplexität muss mindestens „mittel“ sein.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    type('Neues Passwort', STRONG);
    type('Passwort bestätigen', STRONG);
    change();
    expect(await screen.findByText('Ihr Passwort wurde geändert.', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      password: STRONG,
      currentPassword: 'altes Passwort',
      isFirstLogin: false,
    });
    expect(field('Neues Passwort').value).toBe('');
  });

  it('shows a wrong current password at its field', async () => {
    await open(employee(), company(), {
      'PATCH /employee/7': error(400, 'CURRENT_PASSWORD_WRONG', 'Das aktuelle Passwort ist falsch.'),
    });
    type('Aktuelles Passwort', 'falsch');
    type('Neues Passwort', STRONG);
    type('Passwort bestätigen', STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(errorOf('Aktuelles Passwort')).toBe('Das aktuelle Passwort ist falsch.'), {
      timeout: 5000,
    });
  });

  it('asks a person on a temporary password to replace it, typing the temporary one first', async () => {
    const { sent } = await open(employee({ role: 'employee', isFirstLogin: true }), null);
    expect(screen.getByText(/Sie haben sich mit einem vorläufigen Passwort angemeldet/)).toBeTruthy();
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Jetzt Passwort ändern' }));
    expect(document.activeElement).toBe(field('Vorläufiges Passwort'));
    type('Vorläufiges Passwort', 'Regenbogen Zitronenbaum Kiesel');
    type('Neues Passwort', STRONG);
    type('Passwort bestätigen', STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(
      () =>
        expect(sent('PATCH', '/employee/7')[0]?.body).toEqual({
          password: STRONG,
          currentPassword: 'Regenbogen Zitronenbaum Kiesel',
          isFirstLogin: false,
        }),
      { timeout: 5000 },
    );
  });
});

describe('what each role sees', () => {
  it('a manager: language, password and video only; the video can be shown again', async () => {
    const { sent } = await open(employee({ role: 'manager' }), null);
    expect(screen.queryByLabelText('Vorname')).toBeNull();
    expect(screen.queryByLabelText('Versicherungsnummer')).toBeNull();
    expect(screen.getByLabelText('Sprache für Portal und E-Mails')).toBeTruthy();
    expect(screen.getByLabelText('Neues Passwort')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Video erneut anzeigen' }));
    await waitFor(() => expect(sent('PATCH', '/employee/7')[0]?.body).toEqual({ sawVideo: false }));
    expect(sent('GET', '/employee/7/ownsOneCompany')).toEqual([]);
  });

  it('an employee: own data, language and password, no company and no video', async () => {
    const { sent } = await open(employee({ role: 'employee', salutation: null }), null);
    expect(field('Vorname').value).toBe('Petra');
    expect(field('E-Mail-Adresse').value).toBe('petra@example.de');
    expect(screen.queryByLabelText('Versicherungsnummer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video erneut anzeigen' })).toBeNull();
    type('Nachname', 'Meyer');
    save();
    await waitFor(() =>
      expect(sent('PATCH', '/employee/7')[0]?.body).toEqual({ firstname: 'Petra', lastname: 'Meyer' }),
    );
    expect(sent('PATCH', '/company/3')).toEqual([]);
  });

  it('asks a person who has not accepted the privacy notice to do so', async () => {
    const { sent } = await open(employee({ role: 'employee', dataProtectionPolicyAccepted: false }), null);
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Bitte bestätigen Sie dies, um fortzufahren.')).toBeTruthy();
    expect(sent('PATCH', '/employee/7')).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(sent('PATCH', '/employee/7')[0]?.body).toEqual({ dataProtectionPolicyAccepted: true }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull());
  });
});
