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
