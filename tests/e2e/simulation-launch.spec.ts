import { startDnsServer, type TestDnsServer } from '../support/dns-server.ts';
import { SIMULATION_TEXT_VERSIONS } from '#shared/api/simulation.ts';
import { api } from './learning.ts';
import { SCENARIO, axeViolations, publishScenario } from './simulation.ts';
import {
  PASSWORD,
  acceptInvitation,
  completeSettings,
  expect,
  postgresServer,
  register,
  sql,
  test,
  waitForMail,
} from './support.ts';

/**
 * A campaign from the verified domain to the learner's lesson (decision 096): the employer adds
 * the company's mail domain, publishes its TXT record on a real DNS server, has the portal check
 * it, sends a test mail and launches a campaign with the password; the planned mail reaches the
 * employee's inbox with the simulation header, and its link opens the lesson page on its own origin.
 * A wave's mails go out over its days: this runs on the PostgreSQL test server, where the test
 * moves the planned mail to now, as the day of sending would.
 */
test.describe('a phishing-simulation campaign from the domain check to the lesson', () => {
  test.skip(!postgresServer, 'needs TEST_DATABASE_URL: the second test server runs on PostgreSQL');
  test.use({ baseURL: postgresServer });

  let dns: TestDnsServer;
  test.beforeAll(async () => {
    dns = await startDnsServer(Number(process.env.E2E_DNS_PORT));
  });
  test.afterAll(async () => {
    await dns.close();
  });

  test('the employer verifies the domain and launches; the employee gets the mail and sees the lesson', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const mailDir = process.env.E2E_PG_DATA_DIR;
    const sender = await publishScenario(browser, postgresServer);
    const domain = `werkstatt-${Date.now().toString(36)}.de`;
    const employeeEmail = `max.muster@${domain}`;

    await register(page, `inhaberin@${domain}`);
    await completeSettings(page);
    await api(page, 'POST', '/employee/invite-employee', {
      firstname: 'Max',
      lastname: 'Muster',
      email: employeeEmail,
      isManager: false,
    });
    const employee = await browser.newContext({
      baseURL: postgresServer,
      locale: 'de-DE',
      extraHTTPHeaders: { 'x-forwarded-for': '198.19.8.8' },
    });
    const learner = await employee.newPage();
    await acceptInvitation(learner, await waitForMail(employeeEmail, 1, mailDir));
    await expect(learner).toHaveURL(/\/trainings$/);

    // Booked and prepared as simulation-setup.spec.ts does it on the page.
    const version = SIMULATION_TEXT_VERSIONS.checklist;
    await api(page, 'POST', '/simulation/booking', { addendumVersion: SIMULATION_TEXT_VERSIONS.addendum });
    await api(page, 'POST', '/simulation/checklist', { item: 'staffInformed', version });
    await api(page, 'POST', '/simulation/checklist', { item: 'worksCouncil', version, choice: 'none' });
    await api(page, 'POST', '/simulation/checklist', { item: 'dataProtectionOfficer', version });
    await page.goto('/phishing-simulation');

    // The domain: its TXT record published, the check finds it.
    const domains = page.getByRole('region', { name: 'Mail-Domains' });
    await domains.getByLabel('Domain hinzufügen').fill(domain);
    await domains.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    const entry = domains.getByRole('article', { name: domain });
    const value = await entry.getByText(/^awareness-portal-verify=\S+$/).textContent();
    dns.setTxt(`_awareness-portal-verify.${domain}`, ['v=spf1 -all', value ?? '']);
    await entry.getByRole('button', { name: `${domain} jetzt prüfen` }).click();
    await expect(entry.getByText('Bestätigt', { exact: true })).toBeVisible();
    await expect(entry.getByText(/^Bestätigt am \d\d\.\d\d\.\d{4}, \d\d:\d\d · zuletzt geprüft am/)).toBeVisible();
    const people = page.getByRole('region', { name: 'Personen' });
    await expect(people.getByText('2 von 2 Personen können simulierte E-Mails erhalten.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The test mail reaches the employer, marked for the mail filter.
    const testMail = page.getByRole('region', { name: 'Testmail an mich' });
    await testMail.getByLabel('Szenario').selectOption({ label: SCENARIO });
    await testMail.getByRole('button', { name: 'Testmail senden' }).click();
    await expect(testMail.getByText(/^Letzte Testmail versandt am/)).toBeVisible();
    const preview = await waitForMail(`inhaberin@${domain}`, 1, mailDir, 'mail-simulation');
    expect(preview.from?.address).toMatch(new RegExp(`@${sender.replace('.', '\\.')}$`));
    expect(preview.headers.some((header) => header.key === 'x-awareness-simulation')).toBe(true);

    // A campaign from today, launched with the password.
    const campaigns = page.getByRole('region', { name: 'Kampagnen' });
    await campaigns.getByLabel('Name der Kampagne').fill('Paketwelle');
    await campaigns.getByRole('group', { name: 'Kategorien' }).getByLabel('Paketzustellung').check();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    await campaigns.getByLabel('Erster Versandtag').fill(today);
    await campaigns.getByRole('button', { name: 'Kampagne anlegen' }).click();
    const campaign = campaigns.getByRole('article', { name: 'Paketwelle' });
    await campaign.getByRole('button', { name: 'Paketwelle starten' }).click();
    const launch = page.getByRole('dialog', { name: '„Paketwelle“ starten' });
    await launch.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await launch.getByRole('button', { name: 'Starten' }).click();
    await expect(launch).toBeHidden();
    await expect(campaign.getByText('Läuft', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The employee's planned mail falls due now (the employer's test mail keeps them out of this wave).
    await sql(
      `update mail_outbox set next_attempt_at = now(), not_after = now() + interval '1 hour'
        where kind = 'simulation' and sent_at is null and recipient = $1`,
      [employeeEmail],
    );
    const mail = await waitForMail(employeeEmail, 1, mailDir, 'mail-simulation');
    expect(mail.subject).toMatch(/^Letzte Benachrichtigung: Zustellung fehlgeschlagen/);
    expect(mail.from?.address).toMatch(new RegExp(`@${sender.replace('.', '\\.')}$`));
    expect(mail.headers.some((header) => header.key === 'x-awareness-simulation')).toBe(true);
    const link = /http:\/\/lessons\.localhost:\d+\/de\/[a-z0-9-]+\/[\w-]{22}/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();

    // The link opens the lesson on its own origin: no portal session there.
    await learner.goto(link!);
    await expect(
      learner.getByRole('heading', {
        level: 1,
        name: 'Das war eine Phishing-Simulation – gut, dass es nur eine Übung war.',
      }),
    ).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Daran war sie zu erkennen' })).toBeVisible();
    // Next time, report: the company's report address, as the simulation page shows it.
    const report = learner.getByRole('region', { name: 'Beim nächsten Mal: melden' });
    const address = await page
      .getByRole('region', { name: 'Verdächtige E-Mails melden' })
      .getByText(/^report\+/)
      .textContent();
    await expect(report.getByText(address ?? 'report+', { exact: true })).toBeVisible();
    expect(await learner.evaluate(() => localStorage.getItem('session'))).toBeNull();
    expect(await axeViolations(learner)).toEqual([]);
    await employee.close();
  });
});
