import { PASSWORD, completeSettings, expect, register, test, uniqueEmail, waitForMail } from './support.ts';
import { SCENARIO, axeViolations, publishScenario } from './simulation.ts';

/**
 * The phishing-simulation add-on as an employer sets it up (decision 096): the offer, the booking
 * with the addendum, the three items of the checklist, a mail domain with its TXT record, and the
 * preview of a scenario an admin published, a test mail, a campaign created and refused its launch;
 * axe finds no violation of WCAG 2.1 A and AA on the way. The admin adds a sender domain and
 * publishes the scenario first.
 */

test('an employer books phishing simulation, sets it up, sends a test mail and creates a campaign', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await publishScenario(browser);

  const email = uniqueEmail('simulation');
  await register(page, email);
  await completeSettings(page);
  await page.goto('/phishing-simulation');

  // Not booked: the offer, the addendum and its acceptance.
  await expect(page.getByRole('heading', { level: 1, name: 'Phishing-Simulation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was die Phishing-Simulation leistet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Text der Ergänzungsvereinbarung' })).toContainText(
    'Ergänzungsvereinbarung Phishing-Simulation zum Auftragsverarbeitungsvertrag',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Phishing-Simulation buchen' }).click();
  await expect(page.getByText('Bitte bestätigen Sie dies, um fortzufahren.')).toBeVisible();
  await page.getByLabel('Ich habe die Ergänzungsvereinbarung gelesen und nehme sie an').check();
  await page.getByRole('button', { name: 'Phishing-Simulation buchen' }).click();

  // Booked: the checklist before the first launch.
  const checklist = page.getByRole('region', { name: 'Voraussetzungen vor dem ersten Start' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 von 3 erledigt')).toBeVisible();
  await checklist.getByText('Ankündigung lesen').click();
  await expect(
    checklist.getByRole('heading', { name: 'Ankündigung: Phishing-Simulation bei Schmidt Sanitär GmbH' }),
  ).toBeVisible();
  await checklist.getByRole('button', { name: 'Ankündigung an alle senden' }).click();
  await expect(checklist.getByText('Die Ankündigung wurde an 1 Person gesendet.')).toBeVisible();
  const announcement = await waitForMail(email);
  expect(announcement.subject).toBe('Ankündigung: Phishing-Simulation bei Schmidt Sanitär GmbH');
  await checklist.getByRole('button', { name: 'Bestätigen: Mitarbeitende sind informiert' }).click();
  await expect(checklist.getByText('1 von 3 erledigt')).toBeVisible();

  await checklist.getByRole('radio', { name: 'Betriebsrat unterrichtet' }).check();
  await checklist.getByRole('button', { name: 'Angabe bestätigen' }).click();
  await expect(checklist.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await checklist.getByLabel('Datum der Unterrichtung').fill('2026-01-15');
  await checklist.getByRole('button', { name: 'Angabe bestätigen' }).click();
  await expect(checklist.getByText('Betriebsrat unterrichtet am 15.01.2026')).toBeVisible();

  await checklist.getByRole('button', { name: 'Bestätigen: Datenschutz ist einbezogen' }).click();
  await expect(checklist.getByText('Alle Voraussetzungen erfüllt')).toBeVisible();
  await expect(checklist.getByText(/Bestätigt am \d\d\.\d\d\.\d{4}, \d\d:\d\d/)).toHaveCount(3);

  // A mail domain: a public provider's is refused at the field, the company's shows its TXT record.
  const domains = page.getByRole('region', { name: 'Mail-Domains' });
  await domains.getByLabel('Domain hinzufügen').fill('gmail.com');
  await domains.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(domains.getByText(/Diese Domain kann nicht bestätigt werden/)).toBeVisible();
  const domain = `sanitaer-${Date.now().toString(36)}.de`;
  await domains.getByLabel('Domain hinzufügen').fill(domain);
  await domains.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  const entry = domains.getByRole('article', { name: domain });
  await expect(entry.getByText('Nicht bestätigt')).toBeVisible();
  await expect(entry.getByText(`_awareness-portal-verify.${domain}`, { exact: true })).toBeVisible();
  await expect(entry.getByText(/^awareness-portal-verify=\S+$/)).toBeVisible();
  await entry.getByRole('button', { name: `${domain} jetzt prüfen` }).click();
  await expect(
    entry.getByText(/Eintrag noch nicht gefunden – DNS-Änderungen brauchen manchmal etwas Zeit/),
  ).toBeVisible();

  // Delivery settings and the people.
  const delivery = page.getByRole('region', { name: 'Zustellung einrichten' });
  await expect(delivery.getByText('X-Awareness-Simulation', { exact: true })).toBeVisible();
  const people = page.getByRole('region', { name: 'Personen' });
  await expect(people.getByText('0 von 1 Person kann simulierte E-Mails erhalten.')).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);

  // The published scenario's preview: the mail as it arrives, its red flags and the lesson page.
  const scenarios = page.getByRole('region', { name: 'Szenarien' });
  await scenarios.getByRole('button', { name: `Vorschau: ${SCENARIO}` }).click();
  const dialog = page.getByRole('dialog', { name: `Vorschau: ${SCENARIO}` });
  await expect(dialog.getByText(/^Letzte Benachrichtigung: Zustellung fehlgeschlagen/)).toBeVisible();
  await expect(dialog.getByText('Paketdienst Blitzlogistik', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Woran man die E-Mail erkennt' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Unpersönliche Anrede' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Lernseite ansehen/ })).toHaveAttribute(
    'href',
    /\/de\/parcel-not-delivered\/preview$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Sprache der E-Mail' }).selectOption('en');
  await expect(dialog.getByText('Impersonal greeting', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  // A test mail of the published scenario, required before the first launch.
  const testMail = page.getByRole('region', { name: 'Testmail an mich' });
  await expect(testMail.getByText(/Noch keine Testmail versandt/)).toBeVisible();
  await testMail.getByLabel('Szenario').selectOption({ label: SCENARIO });
  await testMail.getByRole('button', { name: 'Testmail senden' }).click();
  await expect(testMail.getByText(/^Letzte Testmail versandt am \d\d\.\d\d\.\d{4}, \d\d:\d\d$/)).toBeVisible();

  // A campaign: the form checks itself, then the draft appears in the list.
  const campaigns = page.getByRole('region', { name: 'Kampagnen' });
  await expect(campaigns.getByText('Noch keine Kampagne angelegt.')).toBeVisible();
  await campaigns.getByRole('button', { name: 'Kampagne anlegen' }).click();
  await expect(campaigns.getByText('Bitte wählen Sie mindestens eine Kategorie.')).toBeVisible();
  await campaigns.getByLabel('Name der Kampagne').fill('Paketwelle Dezember');
  await campaigns.getByRole('group', { name: 'Kategorien' }).getByLabel('Paketzustellung').check();
  const start = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await campaigns.getByLabel('Erster Versandtag').fill(start);
  await campaigns.getByRole('button', { name: 'Kampagne anlegen' }).click();
  const draft = campaigns.getByRole('article', { name: 'Paketwelle Dezember' });
  await expect(draft.getByText('Entwurf')).toBeVisible();
  await expect(draft.getByText('Alle 4 Wochen')).toBeVisible();
  await expect(draft.getByText('Paketzustellung', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Its launch is refused while the domain is not verified: the server's reason shows in the dialog.
  await draft.getByRole('button', { name: 'Paketwelle Dezember starten' }).click();
  const launch = page.getByRole('dialog', { name: '„Paketwelle Dezember“ starten' });
  await launch.getByLabel('Aktuelles Passwort').fill(PASSWORD);
  await launch.getByRole('button', { name: 'Starten' }).click();
  await expect(launch.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await launch.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(draft.getByText('Entwurf')).toBeVisible();
  const results = page.getByRole('region', { name: 'Ergebnisse' });
  await expect(results.getByText('Noch keine Ergebnisse: Sie erscheinen nach der ersten Welle.')).toBeVisible();
});
