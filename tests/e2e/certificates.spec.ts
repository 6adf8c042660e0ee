import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { acceptInvitation, completeSettings, expect, register, test, uniqueEmail, waitForMail } from './support.ts';
import { germanDate } from '../support/german-date.ts';
import { passByApi } from './learning.ts';

const SIX = ['social-engineering', 'password-security', 'email-security', 'byod', 'malware', 'remote-work'];

type CourseFile = { title: string };
const course = (slug: string, lang = 'de') =>
  JSON.parse(
    readFileSync(new URL(`../../src/content/courses/${slug}.${lang}.json`, import.meta.url), 'utf8'),
  ) as CourseFile;
const TITLES = SIX.map((slug) => course(slug).title);

const today = () => germanDate(new Date());

/**
 * The signed-in person finishes the courses and passes their quizzes through the API, as the
 * training pages do (the questions drawn by the server, all answered right; the server scores them).
 */
async function passCourses(page: Page, slugs: string[]) {
  for (const slug of slugs) await passByApi(page, slug);
}

/** The text of a downloaded PDF, as Debian's pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const file = (await download.path())!;
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const codeIn = (text: string) => text.match(/Prüfcode: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1] ?? '';

test.describe('certificates', () => {
  test('an employee earns, downloads and verifies the personal certificate; the employer can download it too', async ({
    page,
    browser,
    baseURL,
  }) => {
    await register(page, uniqueEmail('cert-owner'));
    await completeSettings(page);
    const email = uniqueEmail('cert-learner');
    const invited = await page.evaluate(
      async ({ email, courses }) => {
        const session = JSON.parse(localStorage.getItem('session')!) as { token: string };
        const response = await fetch('/api/employee/invite-employee', {
          method: 'POST',
          headers: { authorization: session.token, 'content-type': 'application/json' },
          body: JSON.stringify({ firstname: 'Jonas', lastname: 'Weiß', email, assignedCourseList: courses }),
        });
        return response.status;
      },
      { email, courses: SIX },
    );
    expect(invited).toBe(200);

    const mail = await waitForMail(email);
    const context = await browser.newContext({
      locale: 'de-DE',
      extraHTTPHeaders: { 'x-forwarded-for': '198.19.20.1' },
    });
    const learner = await context.newPage();
    await acceptInvitation(learner, mail, 'Leuchtfeuer Anker Möwe');
    await expect(learner).toHaveURL(/\/trainings$/);

    // Two courses passed: the page says what is missing and offers no download.
    await passCourses(learner, SIX.slice(0, 2));
    await learner.goto('/personalCertificate');
    await expect(learner.getByRole('heading', { name: 'Noch 4 Kurse bis zum Zertifikat' })).toBeVisible();
    await expect(learner.getByText('2 von 6 zugewiesenen Kursen bestanden')).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Zertifikat herunterladen' })).toHaveCount(0);

    await passCourses(learner, SIX.slice(2));
    await learner.reload();
    await expect(learner.getByRole('heading', { name: 'Ihr Zertifikat ist bereit' })).toBeVisible();
    await expect(learner.getByText(`bestanden am ${today()}`)).toHaveCount(6);
    const [download] = await Promise.all([
      learner.waitForEvent('download'),
      learner.getByRole('button', { name: 'Zertifikat herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Zertifikat Jonas Weiß.pdf');
    await expect(learner.getByText('„Zertifikat Jonas Weiß.pdf“ wurde heruntergeladen.')).toBeVisible();
    const text = await pdfText(download);
    expect(text).toContain('Jonas Weiß');
    expect(text).toContain('Schmidt Sanitär GmbH');
    for (const title of TITLES) expect(text).toContain(title);
    expect(text).toContain(`bestanden am ${today()}`);
    const code = codeIn(text);
    expect(code).not.toBe('');
    expect(text).toContain(`${baseURL}/verify/${code}`);

    // Anyone checks it without signing in, at the address printed on it.
    const insurer = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await insurer.goto(`/verify/${code}`);
    const result = insurer.getByRole('region', { name: 'Zertifikat gültig' });
    await expect(insurer.getByRole('heading', { name: 'Zertifikat gültig' })).toBeVisible();
    await expect(result).toContainText('Jonas Weiß');
    await expect(result).toContainText('Schmidt Sanitär GmbH');
    await expect(result).toContainText(code);
    for (const title of TITLES) await expect(insurer.getByText(title)).toBeVisible();
    // A typo answers clearly; the form checks another code.
    await insurer.getByLabel('Prüfcode').fill('ABCD-EFGH-JKMN-PQRS');
    await insurer.getByRole('button', { name: 'Code prüfen' }).click();
    await expect(insurer).toHaveURL(/\/verify\/ABCD-EFGH-JKMN-PQRS$/);
    await expect(insurer.getByRole('heading', { name: 'Dieses Zertifikat ist nicht gültig.' })).toBeVisible();
    await insurer.getByLabel('Prüfcode').fill(code.toLowerCase().replace(/-/g, ' '));
    await insurer.getByRole('button', { name: 'Code prüfen' }).click();
    await expect(insurer.getByRole('heading', { name: 'Zertifikat gültig' })).toBeVisible();
    await context.close();

    // The employer sees the employee's certificate in the list and downloads it in English.
    await page.goto('/personalCertificate');
    const row = page.getByRole('row', { name: /Jonas Weiß/ });
    await expect(row).toContainText('6 von 6');
    await page
      .getByRole('region', { name: 'Zertifikate Ihrer Mitarbeitenden' })
      .getByLabel('Sprache des Zertifikats')
      .selectOption('en');
    const [forEmployee] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Zertifikat von Jonas Weiß herunterladen' }).click(),
    ]);
    expect(forEmployee.suggestedFilename()).toBe('Certificate Jonas Weiß.pdf');
    const english = await pdfText(forEmployee);
    expect(english).toContain('CERTIFICATE');
    for (const slug of SIX) expect(english).toContain(course(slug, 'en').title);
    // The employer has no courses yet: their own certificate explains why there is none.
    await expect(page.getByRole('heading', { name: 'Noch nicht genug Kurse zugewiesen' })).toBeVisible();
  });

  test('the employer downloads the company document on /proofOfInsurance, an interim status below 80 %, and its code verifies', async ({
    page,
    browser,
    baseURL,
  }) => {
    await register(page, uniqueEmail('proof-owner'));
    await completeSettings(page);
    // The employer learns too (docs/product.md R13): six courses, five passed.
    const assigned = await page.evaluate(async (courses) => {
      const session = JSON.parse(localStorage.getItem('session')!) as { token: string; userId: number };
      const statuses: number[] = [];
      for (const trainingSlug of courses) {
        const response = await fetch('/api/trainings/assign', {
          method: 'POST',
          headers: { authorization: session.token, 'content-type': 'application/json' },
          body: JSON.stringify({ trainingSlug, ownerId: session.userId }),
        });
        statuses.push(response.status);
      }
      return statuses;
    }, SIX);
    expect(assigned).toEqual(SIX.map(() => 200));
    await passCourses(page, SIX.slice(0, 5));

    await page.goto('/proofOfInsurance');
    await expect(page.getByRole('heading', { name: 'Unternehmenszertifikat', level: 1 })).toBeVisible();
    // The dashboard's headline, from the company statistics.
    await expect(page.getByText('0 von 1 Person vollständig geschult')).toBeVisible();
    const figures = page.getByRole('region', { name: 'Stand der Schulungen' });
    await expect(figures).toContainText('0 von 1');
    await expect(figures).toContainText('5 von 6');
    await expect(figures).toContainText('100 %');
    await expect(page.getByText('AS-4711081542')).toBeVisible();
    // 0 of 1 fully trained: the document is a dated interim status without the seal (decision 104).
    await expect(page.getByText('Noch kein Unternehmenszertifikat')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Zwischenstand herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Zwischenstand Schmidt Sanitär GmbH \d{4}-\d\d-\d\d\.pdf$/);
    const text = await pdfText(download);
    expect(text).toContain('ZWISCHENSTAND');
    expect(text).toContain(`Stand der Schulungen am ${today()} im Unternehmen`);
    expect(text).toContain('Schmidt Sanitär GmbH');
    expect(text).toContain('Hauptstraße 5, 50667 Köln');
    expect(text).toContain('Versicherungsnummer: AS-4711081542');
    expect(text).toContain('Dies ist kein Zertifikat.');
    expect(text).not.toContain('gültig bis');
    const code = codeIn(text);
    expect(text).toContain(`${baseURL}/verify/${code}`);

    const insurer = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await insurer.goto(`/verify/${code}`);
    await expect(insurer.getByRole('heading', { name: 'Zwischenstand – kein Zertifikat' })).toBeVisible();
    await insurer.getByLabel('Sprache').selectOption('en');
    await expect(insurer.getByRole('heading', { name: 'Interim status – not a certificate' })).toBeVisible();
    const result = insurer.getByRole('region', { name: 'Interim status – not a certificate' });
    await expect(result).toContainText('Schmidt Sanitär GmbH');
    await expect(result).toContainText('AS-4711081542');
    await expect(result).toContainText('0 of 1');
    await expect(result).toContainText('5 of 6');
  });
});
