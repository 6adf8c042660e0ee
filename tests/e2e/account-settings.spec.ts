import { type Page } from '@playwright/test';
import {
  acceptInvitation,
  expect,
  test,
  PASSWORD,
  linkPath,
  mailsTo,
  register,
  signIn,
  uniqueEmail,
  waitForMail,
} from './support.ts';

const POLICY_RULE =
  'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.';

async function fillCompany(page: Page, insuranceNumber: string) {
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5');
  await page.getByLabel('Postleitzahl').fill('50667');
  await page.getByLabel('Ort', { exact: true }).fill('Köln');
  await page.getByLabel('Telefonnummer').fill('0221 123456');
  await page.getByLabel('Versicherungsnummer').fill(insuranceNumber);
}

// One employer for the whole file, in order: registrations from one address are throttled
// (docs/decisions/003-throttling-instead-of-lockout.md), so the browser tests register as few employers as they can.
test.describe.configure({ mode: 'serial' });

test.describe('account settings of a new employer', () => {
  const email = uniqueEmail('settings');
  let page: Page;
  /** The report link of the notice the old address got when the e-mail changed. */
  let reportLink = '';

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'de-DE' });
    page = await context.newPage();
    await register(page, email);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('a wrong insurance number is refused with the product’s message, as typed and by the server', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(page.getByText('Ihre Angaben sind noch unvollständig.')).toBeVisible();
    await fillCompany(page, 'AS-47110815');
    const number = page.getByLabel('Versicherungsnummer');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(POLICY_RULE)).toBeVisible();
    await number.fill('AS-1234567890');
    await expect(page.getByText(POLICY_RULE)).toBeVisible();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(number).toBeFocused();

    // The server refuses the same number with the same words.
    const answer = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
      const headers = { authorization: session.token, 'content-type': 'application/json', 'accept-language': 'de' };
      const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
      const response = await fetch(`/api/company/${me.companyId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ insuranceNumber: 'AS-1234567890' }),
      });
      return (await response.json()) as { error: { message: string } };
    });
    expect(answer.error.message).toBe(POLICY_RULE);
  });

  test('the employer completes the settings through the page and is released to the portal', async () => {
    await page.getByLabel('Versicherungsnummer').fill('AS-4711081542');
    await expect(page.getByText(POLICY_RULE)).toHaveCount(0);
    await page.getByLabel('Anzahl der Mitarbeitenden').fill('55');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page).toHaveURL(/\/course-settings$/);
    await expect(page.getByText('Ihre Einstellungen wurden gespeichert.')).toBeVisible();

    // Stored, and no longer forced back.
    await page.goto('/account-settings');
    await expect(page.getByLabel('Versicherungsnummer')).toHaveValue('AS-4711081542');
    await expect(page.getByLabel('Anzahl der Mitarbeitenden')).toHaveValue('55');
    await expect(page.getByRole('radio', { name: 'Frau' })).toBeChecked();
    await expect(page.getByText('Ihre Angaben sind noch unvollständig.')).toHaveCount(0);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/users$/);
  });

  test('the help video can be shown again', async () => {
    await page.goto('/account-settings');
    const video = page.getByRole('dialog', { name: 'Erste Schritte im Portal' });
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(video).toBeHidden();
    await page.getByRole('button', { name: 'Video erneut anzeigen' }).click();
    await expect(video).toBeVisible();
    await video.getByRole('button', { name: 'Schließen' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(video).toBeHidden();
  });

  test('a manager sees only language, password and the help video', async ({ browser }) => {
    const manager = uniqueEmail('manager');
    const status = await page.evaluate(async (address) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
      const response = await fetch('/api/employee/invite-employee', {
        method: 'POST',
        headers: { authorization: session.token, 'content-type': 'application/json' },
        body: JSON.stringify({ firstname: 'Max', lastname: 'Muster', email: address, isManager: true }),
      });
      return response.status;
    }, manager);
    expect(status).toBe(200);

    const mail = await waitForMail(manager);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
    const other = await context.newPage();
    await acceptInvitation(other, mail);
    await expect(other).toHaveURL(/\/course-settings$/);
    await other.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();

    await other.getByRole('navigation').getByRole('link', { name: 'Profil' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(other.getByLabel('Sprache für Portal und E-Mails')).toBeVisible();
    await expect(other.getByLabel('Aktuelles Passwort')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Video erneut anzeigen' })).toBeVisible();
    await expect(other.getByLabel('Vorname')).toHaveCount(0);
    await expect(other.getByLabel('Versicherungsnummer')).toHaveCount(0);
    await expect(
      other.getByRole('navigation').getByRole('button', { name: 'Auftragsverarbeitungsvertrag' }),
    ).toHaveCount(0);
    await context.close();
  });

  test('the e-mail is changed only with a matching confirmation, and the password with the current one', async () => {
    await page.goto('/account-settings');
    const newEmail = uniqueEmail('changed');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(newEmail);
    await page.getByLabel('Neue E-Mail-Adresse bestätigen').fill(`x${newEmail}`);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Die E-Mail-Adressen stimmen nicht überein.')).toBeVisible();
    await page.getByLabel('Neue E-Mail-Adresse bestätigen').fill(newEmail);
    // A new address needs the password (decision 066) and counts once the new address confirms it.
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByLabel('Ihr Passwort')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Ihr Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Ihre Einstellungen wurden gespeichert.')).toBeVisible();
    await expect(
      page.getByText(`Bitte bestätigen Sie die neue Adresse über den Link, den wir an ${newEmail}`),
    ).toBeVisible();
    await expect(page.getByText(`Ihre neue E-Mail-Adresse ${newEmail} ist noch nicht bestätigt.`)).toBeVisible();
    await expect(page.getByLabel('Neue E-Mail-Adresse bestätigen')).toHaveCount(0);
    const notice = await waitForMail(email);
    expect(notice.subject).toBe('Ihre E-Mail-Adresse im Awareness-Portal soll geändert werden');
    reportLink = linkPath(notice.text ?? '', '/report-email-change/');
    const confirmation = await waitForMail(newEmail);
    await page.goto(linkPath(confirmation.text ?? '', '/confirm-email/'));
    await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
    await page.goto('/account-settings');
    await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(newEmail);

    const newPassword = 'Sonnenblume Trampolin Hafen';
    await page.getByLabel('Aktuelles Passwort').fill('nicht mein Passwort');
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Passwort bestätigen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await page.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email, newPassword);
    await expect(page.getByText('Anmeldung fehlgeschlagen')).toBeVisible();
    await signIn(page, newEmail, newPassword);
    await expect(page).toHaveURL(/\/course-settings$/);
  });

  test('a password the employer set opens only the account settings until the person chose their own', async ({
    browser,
  }) => {
    const address = uniqueEmail('temporary');
    const temporary = 'Regenbogen Zitronenbaum Kiesel';
    const status = await page.evaluate(
      async ({ address, temporary }) => {
        const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
        const headers = { authorization: session.token, 'content-type': 'application/json' };
        const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as {
          companyId: number;
        };
        const invited = await fetch('/api/employee/invite-employee', {
          method: 'POST',
          headers,
          body: JSON.stringify({ firstname: 'Tina', lastname: 'Temporär', email: address, isManager: false }),
        });
        const { employeeId } = (await invited.json()) as { employeeId: number };
        const set = await fetch(`/api/company/${me.companyId}/employees/${employeeId}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ firstname: 'Tina', lastname: 'Temporär', password: temporary }),
        });
        return set.status;
      },
      { address, temporary },
    );
    expect(status).toBe(200);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
    const person = await context.newPage();
    await person.goto('/login');
    await signIn(person, address, temporary);
    await expect(person).toHaveURL(/\/account-settings$/);
    await expect(person.getByText('Sie haben sich mit einem vorläufigen Passwort angemeldet.')).toBeVisible();
    await person.goto('/trainings');
    await expect(person).toHaveURL(/\/account-settings$/);

    const own = 'Hagebutte Segelflug Eichhörnchen';
    await person.getByLabel('Vorläufiges Passwort').fill(temporary);
    await person.getByLabel('Neues Passwort', { exact: true }).fill(own);
    await person.getByLabel('Passwort bestätigen').fill(own);
    await person.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(person.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
    await person.getByRole('navigation').getByRole('link', { name: 'Meine Schulungen' }).click();
    await expect(person).toHaveURL(/\/trainings$/);
    await expect(person.getByRole('heading', { level: 1 })).not.toHaveText('Kontoeinstellungen');
    await context.close();
  });

  test('the old address reports the change it did not ask for: undone, every session ends, a reset brings the owner back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
    const owner = await context.newPage();
    // Opening the link changes nothing: a mail scanner may open it too.
    await owner.goto(reportLink);
    await expect(owner.getByRole('heading', { level: 1, name: 'Änderung der E-Mail-Adresse melden' })).toBeVisible();
    await expect(
      owner.getByText('Sie haben eine Änderung Ihrer E-Mail-Adresse nicht selbst veranlasst?'),
    ).toBeVisible();
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/account-settings$/);

    await owner.getByRole('button', { name: 'Änderung melden und rückgängig machen' }).click();
    await expect(owner.getByText('Danke für Ihre Meldung. Die Änderung wurde verworfen')).toBeVisible();
    // The other browser's session has ended.
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/login\?next=%2Faccount-settings$/);

    // The owner sets a new password through the old address and signs in with it.
    const mailsBefore = (await mailsTo(email)).length;
    await owner.getByRole('link', { name: 'Neues Passwort anfordern' }).click();
    await expect(owner).toHaveURL(/\/reset-password$/);
    await owner.getByLabel('E-Mail-Adresse').fill(email);
    await owner.getByRole('button', { name: 'Weiter' }).click();
    await expect(owner.getByText('Der Link wurde erfolgreich versendet.')).toBeVisible();
    const reset = await waitForMail(email, mailsBefore + 1);
    await owner.goto(linkPath(reset.text ?? '', '/recovery-password/'));
    const regained = 'Leuchtkäfer Gartenzaun Morgenrot';
    await owner.getByLabel('Neues Passwort', { exact: true }).fill(regained);
    await owner.getByLabel('Passwort bestätigen').fill(regained);
    await owner.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(owner).toHaveURL(/\/login$/);
    await signIn(owner, email, regained);
    await expect(owner).toHaveURL(/\/(course-settings|account-settings)$/);
    await owner.goto('/account-settings');
    await expect(owner.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
    await context.close();
  });
});
