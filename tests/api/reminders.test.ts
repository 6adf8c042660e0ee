import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Company } from '../../src/shared/api/companies.ts';
import { Employee } from '../../src/shared/api/employees.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { startReminders } from '../../src/server/reminders/reminder-job.ts';
import { claimLearnersDue } from '../../src/server/reminders/reminders.repository.ts';
import { sendDueReminders, type ReminderDeps } from '../../src/server/reminders/reminders.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, expectRefused, legacyCompany, type TestCompany } from '../support/companies.ts';
import {
  OTHER_PASSWORD,
  createPerson,
  linkToken,
  mailsTo,
  signIn,
  uniqueEmail,
  type Person,
} from '../support/factories.ts';
import { germanDate as german } from '../support/german-date.ts';
import { passCourse } from '../support/learning.ts';

/**
 * Reminder mails (issue 21, point 2; decision 085), with the clock moved through weeks and a
 * year: learners are reminded of open courses 7 and 21 days after they opened and when a
 * deadline nears and comes, at most once a week, in their language, with a link to each course;
 * employers and managers get a weekly digest of who is past a deadline and what lapses within
 * 30 days; the person and the company can switch them off; instances running at once write
 * every mail once.
 */

const h = fileHarness();
let deps: ReminderDeps;
beforeAll(async () => {
  deps = { db: h.db, mail: h.mail, config: h.config, catalog };
});

const catalog = loadCourseCatalog();
const DAY_MS = 24 * 60 * 60 * 1000;

const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);

/** Moves the clock by days and runs the reminders, as the job does at that moment. */
async function after(days: number) {
  h.clock.advance(days * DAY_MS);
  await sendDueReminders(deps, h.clock.now);
}

/** A session of now: the clock moves past the sessions' idle end. */
const token = (person: Person) => signIn(h, person.email, person.password);

async function assign(c: TestCompany, person: Person, slug: CourseSlug) {
  const response = await h.post(
    '/api/trainings/assign',
    { trainingSlug: slug, ownerId: person.id },
    { token: await token(c.owner) },
  );
  expect(response.status).toBe(200);
}

async function pass(person: Person, slug: CourseSlug) {
  await passCourse(h, await token(person), slug);
}

const reminders = async (person: Person) =>
  (await mailsTo(h, person.email)).filter(
    (mail) => mail.subject.includes('Reminder') || mail.subject.includes('Erinnerung'),
  );
const digests = async (person: Person) =>
  (await mailsTo(h, person.email)).filter((mail) => /Wochenübersicht|Weekly/.test(mail.subject));

describe('reminders of open courses', () => {
  it('come 7 and 21 days after a course opened, at most weekly, listing every open course with its link', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'malware');
    await after(6.9);
    expect(await reminders(c.employee)).toHaveLength(0);

    await after(0.2);
    const [first] = await reminders(c.employee);
    expect(first?.subject).toBe('Erinnerung: Ein Kurs wartet auf Sie');
    expect(first?.text_body).toContain('Guten Tag Herr Muster,');
    expect(first?.text_body).toContain(`${catalog.get('malware', 'de').title}: http://portal.test/trainings/malware`);
    expect(first?.text_body).toContain('Zu meinen Schulungen: http://portal.test/trainings');
    expect(first?.text_body).toContain('http://portal.test/account-settings');
    expect(first?.html_body).toContain('href="http://portal.test/trainings/malware"');

    // Nothing new to remind of, and within the week: nothing.
    await after(3);
    await after(3);
    expect(await reminders(c.employee)).toHaveLength(1);

    // Day 21 of the course; a second course, assigned now, comes along in the same mail later.
    await after(11);
    expect(await reminders(c.employee)).toHaveLength(2);
    await assign(c, c.employee, 'byod');
    await after(6.9);
    expect(await reminders(c.employee)).toHaveLength(2);
    await after(0.2);
    const third = (await reminders(c.employee))[2];
    expect(third?.subject).toBe('Erinnerung: 2 Kurse warten auf Sie');
    expect(third?.text_body).toContain('/trainings/malware');
    expect(third?.text_body).toContain('/trainings/byod');

    // Every moment reminded of, a month on: nothing more.
    await after(30);
    expect(await reminders(c.employee)).toHaveLength(4); // byod's day 21
    await after(30);
    expect(await reminders(c.employee)).toHaveLength(4);
  });

  it('leave out passed courses, and people who never signed in', async () => {
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null });
    await assign(c, c.employee, 'byod');
    await assign(c, invited, 'byod');
    await assign(c, c.manager, 'byod');
    await pass(c.employee, 'byod');
    await after(8);
    expect(await reminders(c.employee)).toHaveLength(0);
    expect(await reminders(invited)).toHaveLength(0);
    expect(await reminders(c.manager)).toHaveLength(1);
  });

  it('follow a deadline: a week before it and on its day', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'email-security');
    const due = new Date(h.clock.now.getTime() + 12 * DAY_MS);
    const set = await h.post(
      '/api/trainings/set-deadline',
      { trainingSlug: 'email-security', ownerId: c.employee.id, dueOn: berlinDay(due) },
      { token: await token(c.owner) },
    );
    expect(set.status).toBe(200);
    await after(5.5); // a week before the day
    const [week] = await reminders(c.employee);
    expect(week?.text_body).toContain(`(bitte bis ${german(due)} bestehen)`);
    await after(3); // day 7 after the assignment, but within the week
    expect(await reminders(c.employee)).toHaveLength(1);
    await after(4); // the due day
    expect(await reminders(c.employee)).toHaveLength(2);
  });

  it('leave out locked people, blocked companies, companies without the agreement and unused temporary passwords', async () => {
    const c = await companyWithPeople(h);
    const temporary = await createPerson(h, 'employee', c.companyId);
    const blocked = await companyWithPeople(h);
    const legacy = await legacyCompany(h);
    await assign(c, c.employee, 'byod');
    await assign(c, c.manager, 'byod');
    await assign(c, temporary, 'byod');
    await assign(blocked, blocked.employee, 'byod');
    await h.db
      .insertInto('training_assignments')
      .values({ user_id: legacy.employee.id, training_slug: 'byod' })
      .execute();
    await h.db.updateTable('users').set({ locked_at: h.clock.now }).where('id', '=', c.employee.id).execute();
    await h.db
      .updateTable('users')
      .set({ password_expires_at: new Date(h.clock.now.getTime() + 7 * DAY_MS) })
      .where('id', '=', temporary.id)
      .execute();
    await h.db.updateTable('companies').set({ blocked_at: h.clock.now }).where('id', '=', blocked.companyId).execute();
    await after(7.1);
    expect(await reminders(c.employee)).toHaveLength(0);
    expect(await reminders(temporary)).toHaveLength(0);
    expect(await reminders(blocked.employee)).toHaveLength(0);
    expect(await reminders(legacy.employee)).toHaveLength(0);
    expect(await reminders(c.manager)).toHaveLength(1);
  });

  it('count from joining: nobody is reminded right after accepting the invitation', async () => {
    const c = await companyWithPeople(h);
    const email = uniqueEmail('joiner');
    const invited = await h.post<{ employeeId: number }>(
      '/api/employee/invite-employee',
      { firstname: 'Jana', lastname: 'Neu', email, isManager: false, assignedCourseList: ['malware'] },
      { token: await token(c.owner) },
    );
    expect(invited.status).toBe(200);
    h.clock.advance(8 * DAY_MS);
    const link = linkToken((await mailsTo(h, email)).at(-1)!.text_body, '/login');
    const accepted = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token: link },
    );
    expect(accepted.status).toBe(200);
    const joiner = { ...c.employee, id: invited.body.employeeId, email, password: OTHER_PASSWORD };
    await after(0.1);
    expect(await reminders(joiner)).toHaveLength(0);
    await after(13.1); // day 21 after the invitation
    const [mail] = await reminders(joiner);
    expect(mail?.text_body).toContain('Guten Tag Jana Neu,');
  });

  it('speak the learner’s language', async () => {
    const c = await companyWithPeople(h);
    expect(
      (await h.patch(`/api/employee/${c.employee.id}`, { lang: 'en' }, { token: await token(c.employee) })).status,
    ).toBe(200);
    await assign(c, c.employee, 'remote-work');
    await after(7.1);
    const [mail] = await reminders(c.employee);
    expect(mail?.subject).toBe('Reminder: a course is waiting for you');
    expect(mail?.text_body).toContain('Dear Mr Muster,');
    expect(mail?.text_body).toContain(
      `${catalog.get('remote-work', 'en').title}: http://portal.test/trainings/remote-work`,
    );
  });

  it('stop when the person or the company switches them off, each for themselves only', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'malware');
    await assign(c, c.manager, 'malware');

    const off = await h.patch<unknown>(
      `/api/employee/${c.employee.id}`,
      { remindersEnabled: false },
      { token: await token(c.employee) },
    );
    expect(off.status).toBe(200);
    expect(v.parse(Employee, off.body).remindersEnabled).toBe(false);
    // Nobody switches someone else's.
    const ownerToken = await token(c.owner);
    await expectRefused(
      h,
      () => h.patch(`/api/employee/${c.manager.id}`, { remindersEnabled: false }, { token: ownerToken }),
      403,
      'ACCESS_DENIED',
    );
    await after(7.1);
    expect(await reminders(c.employee)).toHaveLength(0);
    expect(await reminders(c.manager)).toHaveLength(1);

    // The company's switch: the employer only; it stops everyone's, and back on they come again.
    const managerToken = await token(c.manager);
    await expectRefused(
      h,
      () => h.patch(`/api/company/${c.companyId}`, { remindersEnabled: false }, { token: managerToken }),
      403,
      'ACCESS_DENIED',
    );
    const companyOff = await h.patch<unknown>(
      `/api/company/${c.companyId}`,
      { remindersEnabled: false },
      { token: await token(c.owner) },
    );
    expect(v.parse(Company, companyOff.body).remindersEnabled).toBe(false);
    expect(
      (await h.patch(`/api/employee/${c.employee.id}`, { remindersEnabled: true }, { token: await token(c.employee) }))
        .status,
    ).toBe(200);
    await after(14.1);
    expect(await reminders(c.employee)).toHaveLength(0);
    expect(await reminders(c.manager)).toHaveLength(1);

    await h.patch(`/api/company/${c.companyId}`, { remindersEnabled: true }, { token: await token(c.owner) });
    const read = await h.get<unknown>(`/api/company/${c.companyId}`, { token: await token(c.manager) });
    expect(v.parse(Company, read.body).remindersEnabled).toBe(true);
    await after(0.1);
    expect(await reminders(c.employee)).toHaveLength(1);
    // Day 21 passed while the company had them off: that reminder comes now.
    expect(await reminders(c.manager)).toHaveLength(2);
  });

  it('are written once when several instances run at the same moment', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'physical-security');
    h.clock.advance(7.1 * DAY_MS);
    await Promise.all([1, 2, 3, 4].map(() => sendDueReminders(deps, h.clock.now)));
    expect(await reminders(c.employee)).toHaveLength(1);
  });

  it('skip a person another instance holds, and find them no longer due once it commits', async (context) => {
    // Two connections at once: PostgreSQL only (PGlite has one).
    if (h.database.kind !== 'postgresql') context.skip();
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'byod');
    h.clock.advance(7.1 * DAY_MS);
    const now = h.clock.now;
    await h.db.transaction().execute(async (trx) => {
      const held = await claimLearnersDue(trx, now, [7, 21], 10_000);
      expect(held.due.map((person) => person.id)).toContain(c.employee.id);
      // Another instance runs while this one holds the person: it skips them.
      await sendDueReminders(deps, now);
      expect(await reminders(c.employee)).toHaveLength(0);
    });
    // Committed without a mail (this test wrote none): the person is reminded, nobody sends again.
    await sendDueReminders(deps, now);
    expect(await reminders(c.employee)).toHaveLength(0);
  });

  it('go out from the job on working days between 8 and 18 o’clock German time only', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'social-media');
    h.clock.advance(8 * DAY_MS);
    // The next Sunday at noon, then the Monday after at 9 o'clock (German time; UTC+1 or +2).
    const sunday = new Date(h.clock.now.getTime());
    while (new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(sunday) !== 'Sun')
      sunday.setTime(sunday.getTime() + DAY_MS);
    sunday.setTime(Date.parse(`${berlinDay(sunday)}T10:00:00Z`));
    const monday = new Date(Date.parse(`${berlinDay(new Date(sunday.getTime() + DAY_MS))}T07:30:00Z`));
    for (const [moment, expected] of [
      [sunday, 0],
      [monday, 1],
    ] as const) {
      h.clock.now = moment;
      const stop = startReminders(deps, () => h.clock.now, 60_000);
      if (expected > 0) await vi.waitFor(async () => expect(await reminders(c.employee)).toHaveLength(expected));
      else await new Promise((resolve) => setTimeout(resolve, 500));
      await stop();
      expect(await reminders(c.employee)).toHaveLength(expected);
    }
  });
});

describe('the weekly digest', () => {
  it('tells employer and managers who is past a deadline, weekly, and only when there is something to tell', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'cyber-emergency');
    const due = new Date(h.clock.now.getTime() + 2 * DAY_MS);
    await h.post(
      '/api/trainings/set-deadline',
      { trainingSlug: 'cyber-emergency', ownerId: c.employee.id, dueOn: berlinDay(due) },
      { token: await token(c.owner) },
    );
    await after(1);
    expect(await digests(c.owner)).toHaveLength(0);
    await after(2);
    const [digest] = await digests(c.owner);
    expect(digest?.subject).toBe('Wochenübersicht Sicherheitsschulungen: Schmidt Sanitär GmbH');
    expect(digest?.text_body).toContain('Frist überschritten, noch nicht bestanden:');
    expect(digest?.text_body).toContain(
      `- Max Muster – ${catalog.get('cyber-emergency', 'de').title} (Frist ${german(due)})`,
    );
    expect(digest?.text_body).toContain('Zum Dashboard: http://portal.test/dashboard');
    expect(await digests(c.manager)).toHaveLength(1);
    expect(await digests(c.employee)).toHaveLength(0);

    await after(3);
    expect(await digests(c.owner)).toHaveLength(1);
    // The employer switches their own off; the manager's comes on.
    await h.patch(`/api/employee/${c.owner.id}`, { remindersEnabled: false }, { token: await token(c.owner) });
    await after(4.1);
    expect(await digests(c.owner)).toHaveLength(1);
    expect(await digests(c.manager)).toHaveLength(2);

    // Passed: nothing left to tell.
    await pass(c.employee, 'cyber-emergency');
    await after(7.1);
    expect(await digests(c.manager)).toHaveLength(2);
  });

  it('names passes that lapse within 30 days, in the recipient’s language', async () => {
    const c = await companyWithPeople(h);
    await h.patch(`/api/employee/${c.manager.id}`, { lang: 'en' }, { token: await token(c.manager) });
    await assign(c, c.employee, 'patchmanagement');
    await pass(c.employee, 'patchmanagement');
    const passedAt = new Date(h.clock.now.getTime());
    await after(300);
    expect(await digests(c.manager)).toHaveLength(0);
    await after(40);
    const [digest] = await digests(c.manager);
    expect(digest?.subject).toBe('Weekly security training summary: Schmidt Sanitär GmbH');
    const end = new Date(passedAt);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(digest?.text_body).toContain(
      `- Max Muster – ${catalog.get('patchmanagement', 'en').title} (valid until ${german(end)})`,
    );
    expect(digest?.text_body).toContain('Dear Mr Muster,');
  });
  it('tells each company only about its own people', async () => {
    const first = await companyWithPeople(h, { companyName: 'Nordlicht GmbH' });
    const second = await companyWithPeople(h, { companyName: 'Südwind KG' });
    for (const [c, lastname] of [
      [first, 'Nordmann'],
      [second, 'Südmann'],
    ] as const) {
      await h.db.updateTable('users').set({ lastname }).where('id', '=', c.employee.id).execute();
      await assign(c, c.employee, 'malware');
      await h.post(
        '/api/trainings/set-deadline',
        { trainingSlug: 'malware', ownerId: c.employee.id, dueOn: berlinDay(new Date(h.clock.now.getTime() + DAY_MS)) },
        { token: await token(c.owner) },
      );
    }
    await after(2.1);
    const [north] = await digests(first.owner);
    const [south] = await digests(second.manager);
    expect(north?.subject).toContain('Nordlicht GmbH');
    expect(north?.text_body).toContain('Max Nordmann');
    expect(north?.text_body).not.toContain('Südmann');
    expect(south?.text_body).toContain('Max Südmann');
    expect(south?.text_body).not.toContain('Nordmann');
  });

  it('names the end of the company certificate, unless a reset has voided it', async () => {
    const c = await companyWithPeople(h, { companyName: 'Zertifikat AG' });
    const end = new Date(h.clock.now.getTime() + 20 * DAY_MS);
    await h.db
      .insertInto('certificates')
      .values({
        code_hash: `test-${crypto.randomUUID()}`,
        kind: 'company',
        company_id: c.companyId,
        user_id: null,
        issued_by: c.owner.id,
        content: JSON.stringify({ validUntil: end.toISOString() }),
        issued_at: new Date(end.getTime() - 365 * DAY_MS),
      })
      .execute();
    await after(0.1);
    const [digest] = await digests(c.owner);
    expect(digest?.text_body).toContain(`Ihr Unternehmenszertifikat gilt bis ${german(end)}.`);

    await h.db
      .updateTable('companies')
      .set({ last_progress_reset_at: h.clock.now })
      .where('id', '=', c.companyId)
      .execute();
    await after(7.1);
    expect(await digests(c.owner)).toHaveLength(1);
  });

  it('counts a deadline met by a pass that lapsed since as met, and no old deadline reminds a new round', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'social-engineering');
    const due = new Date(h.clock.now.getTime() + 5 * DAY_MS);
    await h.post(
      '/api/trainings/set-deadline',
      { trainingSlug: 'social-engineering', ownerId: c.employee.id, dueOn: berlinDay(due) },
      { token: await token(c.owner) },
    );
    await after(1);
    await pass(c.employee, 'social-engineering');
    // A year and a few days on, the pass has lapsed: the course is open again, its deadline long past.
    await after(370);
    expect(await digests(c.owner)).toHaveLength(0);
    const owner = await h.db
      .selectFrom('users')
      .select('digest_sent_at')
      .where('id', '=', c.owner.id)
      .executeTakeFirstOrThrow();
    expect(owner.digest_sent_at).toBeNull();
    expect(await reminders(c.employee)).toHaveLength(0);
    // Seven days after the lapse, the reminder names the course without the old deadline.
    await after(4);
    const [mail] = await reminders(c.employee);
    expect(mail?.text_body).toContain(
      `${catalog.get('social-engineering', 'de').title}: http://portal.test/trainings/social-engineering`,
    );
    expect(mail?.text_body).not.toContain('Frist');
    expect(mail?.text_body).not.toContain('bitte bis');
  });
});
