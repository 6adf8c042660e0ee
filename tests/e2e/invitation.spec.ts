import { expect, test } from '@playwright/test';
import { completeSettings, linkPath, register, uniqueEmail, waitForMail } from './support.ts';

test('an invited employee follows the mail link, sets a password and lands on the trainings', async ({
  page,
  browser,
}) => {
  await register(page, uniqueEmail('owner'));
  await completeSettings(page);
  const invitee = uniqueEmail('employee');
  // The invitation form of /users comes with the company pages; the call is the same.
  const status = await page.evaluate(async (email) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
    const response = await fetch('/api/employee/invite-employee', {
      method: 'POST',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Max',
        lastname: 'Muster',
        email,
        isManager: false,
        assignedCourseList: ['malware'],
      }),
    });
    return response.status;
  }, invitee);
  expect(status).toBe(200);

  const mail = await waitForMail(invitee);
  expect(mail.subject).toContain('Schmidt Sanitär GmbH');
  const employee = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await employee.goto(linkPath(mail.text ?? '', '/login/'));
  await expect(employee.getByRole('heading', { name: 'Willkommen! Legen Sie Ihr Passwort fest' })).toBeVisible();
  await expect(employee.getByLabel('E-Mail-Adresse')).toHaveValue(invitee);
  await expect(employee.getByLabel('E-Mail-Adresse')).not.toBeEditable();

  const password = 'Wanderweg Kompass Laterne';
  await employee.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await employee.getByLabel('Passwort bestätigen').fill(password);
  await employee.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(employee.getByText('Bitte bestätigen Sie dies, um fortzufahren.')).toBeVisible();
  await employee.getByRole('checkbox').check();
  await employee.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(employee).toHaveURL(/\/trainings$/);
  await expect(employee.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende verwalten' })).toHaveCount(0);

  // The link was single-use.
  await employee.goto(linkPath(mail.text ?? '', '/login/'));
  await employee.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await employee.getByLabel('Passwort bestätigen').fill(password);
  await employee.getByRole('checkbox').check();
  await employee.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(
    employee.getByText('Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.'),
  ).toBeVisible();
});
