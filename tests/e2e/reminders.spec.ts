import { completeSettings, expect, register, signIn, test, uniqueEmail } from './support.ts';

/** Reminder mails (issue 21, point 2): the company's switch on /course-settings, one's own on /account-settings. */
test('the employer switches reminders off for the company and for themselves, and it stays so', async ({ page }) => {
  await register(page, uniqueEmail('reminders-owner'));
  await completeSettings(page);

  await page.goto('/course-settings');
  const company = page.getByRole('region', { name: 'Erinnerungen per E-Mail' });
  const companySwitch = company.getByRole('checkbox', { name: 'Mitarbeitende an offene Kurse und Fristen erinnern' });
  await expect(companySwitch).toBeChecked();
  await companySwitch.uncheck();
  await expect(page.getByText('Erinnerungen an Ihre Mitarbeitenden sind ausgeschaltet.')).toBeVisible();
  await page.reload();
  await expect(companySwitch).not.toBeChecked();

  await page.goto('/account-settings');
  const own = page.getByRole('region', { name: 'Erinnerungen per E-Mail' });
  await expect(own).toContainText('wöchentliche Übersicht');
  const ownSwitch = own.getByRole('checkbox', { name: 'Erinnerungen per E-Mail erhalten' });
  await expect(ownSwitch).toBeChecked();
  await ownSwitch.uncheck();
  await expect(page.getByText('Erinnerungen sind ausgeschaltet.')).toBeVisible();
  await page.reload();
  await expect(ownSwitch).not.toBeChecked();
  await ownSwitch.check();
  await expect(page.getByText('Erinnerungen sind eingeschaltet.')).toBeVisible();
  await page.reload();
  await expect(ownSwitch).toBeChecked();
});

test('a course link from a reminder opens the course after signing in', async ({ page }) => {
  const email = uniqueEmail('reminders-link');
  await register(page, email);
  await completeSettings(page);
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/trainings/malware');
  await expect(page).toHaveURL(/\/login\?next=%2Ftrainings%2Fmalware$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/trainings\/malware$/);
});
