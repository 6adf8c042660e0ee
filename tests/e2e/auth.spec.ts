import {
  expect,
  test,
  PASSWORD,
  completeSettings,
  linkPath,
  register,
  signIn,
  signInAdmin,
  uniqueEmail,
  waitForMail,
} from './support.ts';

test.describe('registration and sign-in', () => {
  test('a new employer registers, lands on the settings with the warning, signs out and in again with next', async ({
    page,
  }) => {
    const email = uniqueEmail('owner');
    await register(page, email);
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByText('Bitte füllen Sie zuerst alle Felder in den Einstellungen aus')).toBeVisible();
    // Every other page leads back here until the settings are complete.
    await page.goto('/users');
    await expect(page).toHaveURL(/\/account-settings$/);

    await completeSettings(page);
    await page.getByRole('link', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The browser is marked as one the person signed in on (decision 065), out of reach of scripts.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_device');
  });

  test('shows the registration errors and sends nothing while the form is wrong', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
    await expect(page.getByText('Bitte bestätigen Sie dies, um fortzufahren.').first()).toBeVisible();
    await page.getByLabel('Neues Passwort', { exact: true }).fill('passwordpassword');
    await page.getByLabel('Passwort bestätigen').fill('passwordpassword');
    await page.getByLabel('Vorname').fill('Max');
    await page.getByLabel('Nachname').fill('Muster');
    await page.getByLabel('Name des Unternehmens').fill('Muster KG');
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('weak'));
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByText('Die Passwortkomplexität muss mindestens „mittel“ sein.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows the login.failed toast', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'nobody@example.de', 'definitely not the password');
    await expect(page.getByText('Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forgotten password is reset through the link in the mail', async ({ page }) => {
    const email = uniqueEmail('reset');
    await register(page, email);
    await expect(page).toHaveURL(/\/account-settings$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Der Link wurde erfolgreich versendet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();

    const mail = await waitForMail(email);
    await page.goto(linkPath(mail.text ?? '', '/recovery-password/'));
    const newPassword = 'Sonnenblume Trampolin Hafen';
    await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await page.getByLabel('Passwort bestätigen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Anmeldung fehlgeschlagen')).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/account-settings$/);

    // The link is used: said in words, with the way to a new one.
    await page.goto(linkPath(mail.text ?? '', '/recovery-password/'));
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Dritter Versuch mit Ziege');
    await page.getByLabel('Passwort bestätigen').fill('Dritter Versuch mit Ziege');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(
      page.getByRole('alert').getByText('Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('an admin signs in at /admin/login and sees the admin menu without a language switch', async ({ page }) => {
    await page.goto('/admin/statistics');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstatistics$/);
    await signInAdmin(page);
    await expect(page).toHaveURL(/\/admin\/statistics$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/policyholders$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Kunden verwalten' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Meine Schulungen' })).toHaveCount(0);
    await expect(page.getByLabel('Sprache')).toHaveCount(0);
    // A customer page sends an admin back to their start page.
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/admin\/policyholders$/);
  });
});

test('unknown paths show the 404 page in the interface’s language, with a logo linking home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 – Seite nicht gefunden' })).toBeVisible();
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '404 – Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Awareness-Portal' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
});

test('the chosen language stays after signing out and in again', async ({ page }) => {
  const email = uniqueEmail('english');
  await register(page, email, 'en');
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log out' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You were logged out successfully.')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('lang'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await signIn(page, email);
  await expect(page.getByRole('link', { name: 'My trainings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a page whose code cannot be loaded offers a reload', async ({ page }) => {
  await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeVisible();
  await page.unroute(/\/assets\/register-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await expect(page.getByRole('heading', { name: 'Unternehmen registrieren' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu opens with the burger button, holds the keyboard, and closes on navigation, Escape, its button or a tap beside it', async ({
    page,
  }) => {
    await register(page, uniqueEmail('phone'));
    await expect(page).toHaveURL(/\/account-settings$/);
    await completeSettings(page);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen oder schließen' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav).toBeHidden();

    // Its own button stays in view; focus starts in the menu and stays there; Escape closes it.
    const burger = page.getByRole('button', { name: 'Menü öffnen oder schließen' });
    await burger.click();
    const close = nav.getByRole('button', { name: 'Menü schließen' });
    await expect(close).toBeFocused();
    const burgerBox = (await burger.boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    expect(navBox.y).toBeGreaterThanOrEqual(burgerBox.y + burgerBox.height);
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(
        () =>
          document.getElementById('side-navigation')!.contains(document.activeElement) ||
          document.activeElement?.getAttribute('aria-controls') === 'side-navigation',
      );
      expect(inMenu, `focus left the menu after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(burger).toBeFocused();
    // The close button and a tap beside the menu close it too.
    await burger.click();
    await close.click();
    await expect(nav).toBeHidden();
    await burger.click();
    await page.mouse.click(370, 500);
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a session the server no longer knows sends the person to sign in again, with next', async ({ page }) => {
  const email = uniqueEmail('expired');
  await register(page, email);
  await completeSettings(page);
  // The server forgets the token (as after a password change elsewhere); the browser still has it.
  await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
    await fetch('/api/employee/logout', { method: 'POST', headers: { authorization: session.token } });
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
