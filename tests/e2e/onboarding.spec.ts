import { completeSettings, expect, register, test, uniqueEmail } from './support.ts';

/** Onboarding (issue 21, point 3): the employer picks the courses every new person gets. */
test('the employer chooses courses for new people, and an invitation assigns them', async ({ page }) => {
  await register(page, uniqueEmail('onboarding-owner'));
  await completeSettings(page);
  await page.goto('/course-settings');
  const card = page.getByRole('region', { name: 'Kurse für neue Mitarbeitende' });
  await expect(card).toBeVisible();
  await card.getByText('Noch keine Kurse gewählt – Auswahl öffnen').click();
  const save = card.getByRole('button', { name: 'Auswahl speichern' });
  await expect(save).toBeDisabled();
  await card.getByRole('checkbox', { name: 'Schadsoftware erkennen und richtig reagieren' }).check();
  await card.getByRole('checkbox', { name: 'Private Geräte dienstlich nutzen (BYOD)' }).check();
  await save.click();
  await expect(page.getByText('Gespeichert: Neue Mitarbeitende erhalten 2 Kurse automatisch.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await card.getByText('2 Kurse gewählt – Auswahl öffnen').click();
  await expect(card.getByRole('checkbox', { name: 'Schadsoftware erkennen und richtig reagieren' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Private Geräte dienstlich nutzen (BYOD)' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Sicher arbeiten im Homeoffice und unterwegs' })).not.toBeChecked();

  // A person invited without naming courses has the two.
  const email = uniqueEmail('onboarding-new');
  const courses = await page.evaluate(async (address) => {
    const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
    const headers = { authorization: session.token, 'content-type': 'application/json' };
    const invited = await fetch('/api/employee/invite-employee', {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstname: 'Nora', lastname: 'Neu', email: address, assignedCourseList: [] }),
    });
    if (invited.status !== 200) return [`invite ${invited.status}`];
    const me = (await (await fetch(`/api/employee/${session.userId}`, { headers })).json()) as { companyId: number };
    const people = (await (await fetch(`/api/company/${me.companyId}/employees`, { headers })).json()) as {
      email: string;
      assignedCourseList: string[];
    }[];
    return people.find((person) => person.email === address)?.assignedCourseList ?? [];
  }, email);
  expect([...courses].sort()).toEqual(['byod', 'malware']);
});

/** Review 1-4: the invitation starts from the onboarding courses, never from the last dialog's choice. */
test('the invitation dialog starts from the courses for new people and forgets the last choice', async ({ page }) => {
  await register(page, uniqueEmail('invite-defaults'));
  await completeSettings(page);
  await page.goto('/users');
  const open = page.getByRole('button', { name: 'Person einladen' });
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  const courses = dialog.getByRole('group', { name: 'Kurse zuweisen' }).getByRole('checkbox');

  // No courses chosen for new people: nothing is ticked.
  await open.click();
  await expect(courses).toHaveCount(12);
  for (const box of await courses.all()) await expect(box).not.toBeChecked();
  // A choice made and cancelled is not carried over to the next dialog.
  await dialog.getByRole('button', { name: 'Alle' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Private Geräte dienstlich nutzen (BYOD)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await open.click();
  for (const box of await courses.all()) await expect(box).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  // With two courses for new people, those two are ticked and stay so; a third can be added.
  await page.getByRole('navigation').getByRole('link', { name: 'Kurse verwalten' }).click();
  const card = page.getByRole('region', { name: 'Kurse für neue Mitarbeitende' });
  await card.getByText('Noch keine Kurse gewählt – Auswahl öffnen').click();
  await card.getByRole('checkbox', { name: 'Schadsoftware erkennen und richtig reagieren' }).check();
  await card.getByRole('checkbox', { name: 'Private Geräte dienstlich nutzen (BYOD)' }).check();
  await card.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByText('Gespeichert: Neue Mitarbeitende erhalten 2 Kurse automatisch.')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Mitarbeitende verwalten' }).click();
  await open.click();
  const malware = dialog.getByRole('checkbox', { name: 'Schadsoftware erkennen und richtig reagieren' });
  const byod = dialog.getByRole('checkbox', { name: 'Private Geräte dienstlich nutzen (BYOD)' });
  const homeOffice = dialog.getByRole('checkbox', { name: 'Sicher arbeiten im Homeoffice und unterwegs' });
  await expect(malware).toBeChecked();
  await expect(malware).toBeDisabled();
  await expect(byod).toBeChecked();
  await expect(homeOffice).not.toBeChecked();
  await expect(dialog).toContainText('Die Kurse für neue Mitarbeitende (unter „Kurse verwalten“) sind vorausgewählt');
  await dialog.getByRole('button', { name: 'Keine' }).click();
  await expect(malware).toBeChecked();
  await homeOffice.check();
  await dialog.getByLabel('Vorname').fill('Nora');
  await dialog.getByLabel('Nachname').fill('Neu');
  await dialog.getByLabel('E-Mail-Adresse').fill(uniqueEmail('invite-defaults-new'));
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('row', { name: /Nora Neu/ })).toContainText('0 von 3 bestanden');
});
