import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyTodo, RemindPeopleResponse } from '../../src/shared/api/employer-todo.ts';
import { CompanyProgress } from '../../src/shared/api/progress.ts';
import type { CourseSlug } from '../../src/shared/courses.ts';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { sendDueReminders, type ReminderDeps } from '../../src/server/reminders/reminders.ts';
import { recordTrainingMonthNow } from '../../src/server/statistics/company-todo.ts';
import { fileHarness } from '../support/api-harness.ts';
import { companyWithPeople, type TestCompany } from '../support/companies.ts';
import { createPerson, mailsTo, signIn, type Person } from '../support/factories.ts';
import { passCourse } from '../support/learning.ts';

/**
 * The employer's to-do view (issue 46, point 3; decision 105): who is past a deadline and whose
 * deadline comes this week, who never signed in, one request that reminds the chosen people
 * through the rules of the reminder mails (decision 085), and the share of people with valid
 * training over the last 12 months.
 */

const h = fileHarness();
const catalog = loadCourseCatalog();
const DAY_MS = 24 * 60 * 60 * 1000;
const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);
const dayAhead = (days: number) => berlinDay(new Date(h.clock.now.getTime() + days * DAY_MS));

/** A session of now: the clock moves past the sessions' idle end. */
const token = (person: Person) => signIn(h, person.email, person.password);

async function assign(c: TestCompany, person: Person, slug: CourseSlug, dueInDays?: number) {
  const owner = await token(c.owner);
  expect(
    (await h.post('/api/trainings/assign', { trainingSlug: slug, ownerId: person.id }, { token: owner })).status,
  ).toBe(200);
  if (dueInDays !== undefined) {
    const body = { trainingSlug: slug, ownerId: person.id, dueOn: dayAhead(dueInDays) };
    expect((await h.post('/api/trainings/set-deadline', body, { token: owner })).status).toBe(200);
  }
}

async function todo(caller: Person) {
  const response = await h.get('/api/statistics/get-company-todo', { token: await token(caller) });
  expect(response.status).toBe(200);
  return v.parse(CompanyTodo, response.body);
}

async function remind(caller: Person, people: Person[]) {
  const response = await h.post(
    '/api/reminders/remind-people',
    { userIds: people.map((p) => p.id) },
    { token: await token(caller) },
  );
  expect(response.status).toBe(200);
  return v.parse(RemindPeopleResponse, response.body);
}

const outcomes = (answer: RemindPeopleResponse) => answer.results.map((r) => r.outcome);

const reminders = async (person: Person) =>
  (await mailsTo(h, person.email)).filter((mail) => /Erinnerung|Reminder/.test(mail.subject));

/** A Wednesday at 10 o'clock German time, a working hour, some weeks after the harness's start. */
function toWorkingMorning() {
  const now = h.clock.now;
  let at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14, 9, 0, 0));
  while (at.getUTCDay() !== 3) at = new Date(at.getTime() + DAY_MS);
  h.clock.advance(at.getTime() - now.getTime());
}

describe('GET /statistics/get-company-todo', () => {
  it('lists who is overdue and who is due this week by deadline, each person once, and who never signed in', async () => {
    // From a morning: started late in the evening, the 2.1 days below would end a day further on.
    toWorkingMorning();
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    const late = await createPerson(h, 'employee', c.companyId);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    await assign(c, c.employee, 'malware', 2);
    await assign(c, c.employee, 'byod', 4);
    await assign(c, late, 'malware', 1);
    const lateDue = dayAhead(1);
    await assign(c, late, 'email-security', 30);
    await assign(c, c.manager, 'byod', 3);
    await assign(other, other.employee, 'malware', 1);
    await passCourse(h, await token(c.manager), 'byod');

    h.clock.advance(2.1 * DAY_MS);
    const seen = await todo(c.owner);
    expect(seen.today).toBe(berlinDay(h.clock.now));
    expect(seen.dueSoonUntil).toBe(dayAhead(6));
    // late's malware deadline passed yesterday; phishing is a month away and not listed.
    expect(seen.overdue.map((p) => p.userId)).toEqual([late.id]);
    expect(seen.overdue[0]?.courses).toEqual([{ trainingSlug: 'malware', dueOn: lateDue }]);
    expect(seen.overdue[0]?.email).toBe(late.email);
    // The employee's two deadlines come this week, earliest first; the manager passed.
    expect(seen.dueSoon.map((p) => p.userId)).toEqual([c.employee.id]);
    expect(seen.dueSoon[0]?.courses.map((course) => course.trainingSlug)).toEqual(['malware', 'byod']);
    expect(seen.dueSoon[0]?.lastRemindedAt).toBeNull();
    expect(seen.neverSignedIn.map((p) => ({ id: p.userId, invitation: p.invitation }))).toEqual([
      { id: invited.id, invitation: 'expired' },
    ]);
    // The manager sees the same; another company's people are nowhere.
    expect(await todo(c.manager)).toEqual(seen);
    expect((await todo(other.owner)).overdue.map((p) => p.userId)).toEqual([other.employee.id]);
  });

  it('is for the employer and managers of the company only', async () => {
    const c = await companyWithPeople(h);
    const response = await h.get('/api/statistics/get-company-todo', { token: await token(c.employee) });
    expect(response.status).toBe(403);
  });

  it('gives the share with valid training for each of the last 12 months as recorded, this month as of now', async () => {
    const c = await companyWithPeople(h);
    const start = h.clock.now;
    await assign(c, c.employee, 'malware');
    await assign(c, c.manager, 'malware');
    // Two months ago: nobody had passed.
    await todo(c.owner); // folds the company's changes, as the fold job does every second
    await recordTrainingMonthNow(h.db, start);
    h.clock.advance(32 * DAY_MS);
    await passCourse(h, await token(c.employee), 'malware');
    await todo(c.owner);
    await recordTrainingMonthNow(h.db, h.clock.now);
    h.clock.advance(32 * DAY_MS);
    await passCourse(h, await token(c.manager), 'malware');

    const { trend } = await todo(c.owner);
    expect(trend).toHaveLength(12);
    const month = (at: Date) => berlinDay(at).slice(0, 7);
    expect(trend.at(-1)).toEqual({ month: month(h.clock.now), population: 2, valid: 2 });
    const earlier = new Map(trend.map((m) => [m.month, m]));
    expect(earlier.get(month(start))).toEqual({ month: month(start), population: 2, valid: 0 });
    expect(earlier.get(month(new Date(start.getTime() + 32 * DAY_MS)))).toMatchObject({ population: 2, valid: 1 });
    // Months before any record have none, not a made-up zero.
    expect(trend[0]).toMatchObject({ population: null, valid: null });
    expect(trend.map((m) => m.month)).toEqual([...trend.map((m) => m.month)].sort());
  });
});

describe('GET /progress/get-company-progress', () => {
  it('names the deadline of each assigned course, for the people table', async () => {
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'malware', 10);
    await assign(c, c.employee, 'byod');
    const response = await h.get('/api/progress/get-company-progress', { token: await token(c.manager) });
    const people = v.parse(CompanyProgress, response.body);
    const courses = people.find((p) => p.userId === c.employee.id)?.courses;
    expect(courses?.map((course) => [course.trainingSlug, course.dueOn])).toEqual([
      ['byod', null],
      ['malware', dayAhead(10)],
    ]);
  });
});

describe('POST /reminders/remind-people', () => {
  it('queues a reminder the job sends at its next run, at most one a week, and resends an invitation instead', async () => {
    toWorkingMorning();
    const c = await companyWithPeople(h);
    const invited = await createPerson(h, 'employee', c.companyId, { password: null, isFirstLogin: true });
    const idle = await createPerson(h, 'employee', c.companyId);
    await assign(c, c.employee, 'malware', 3);
    await assign(c, invited, 'malware');
    h.clock.advance(60_000);
    const deps: ReminderDeps = { db: h.db, mail: h.mail, config: h.config, catalog };

    const first = await remind(c.manager, [c.employee, invited, idle]);
    expect(outcomes(first)).toEqual(['queued', 'invitationSent', 'nothingOpen']);
    expect(first.sendsFrom).toBe(h.clock.now.toISOString());
    expect((await mailsTo(h, invited.email)).at(-1)?.subject).toMatch(/Einladung/);
    expect(await reminders(c.employee)).toHaveLength(0);

    h.clock.advance(5 * 60_000);
    const sentAt = h.clock.now;
    await sendDueReminders(deps, h.clock.now);
    const [mail] = await reminders(c.employee);
    expect(mail?.text_body).toContain(catalog.get('malware', 'de').title);
    expect(mail?.text_body).toContain('http://portal.test/trainings/malware');

    // Within the week: nothing, and the answer says from when.
    h.clock.advance(DAY_MS);
    const again = await remind(c.owner, [c.employee, invited]);
    expect(outcomes(again)).toEqual(['remindedRecently', 'remindedRecently']);
    expect(new Date(again.results[0]!.nextPossibleAt!).getTime()).toBe(sentAt.getTime() + 7 * DAY_MS);
    await sendDueReminders(deps, h.clock.now);
    expect(await reminders(c.employee)).toHaveLength(1);
    expect((await todo(c.owner)).dueSoon[0]?.lastRemindedAt).toBe(sentAt.toISOString());
  });

  it('leaves out people who are locked, on a temporary password or switched off, and refuses people of another company', async () => {
    toWorkingMorning();
    const c = await companyWithPeople(h);
    const other = await companyWithPeople(h);
    const locked = await createPerson(h, 'employee', c.companyId);
    const off = await createPerson(h, 'employee', c.companyId);
    for (const person of [locked, off, c.employee]) await assign(c, person, 'byod');
    await h.db.updateTable('users').set({ locked_at: h.clock.now }).where('id', '=', locked.id).execute();
    await h.db.updateTable('users').set({ reminders_enabled: false }).where('id', '=', off.id).execute();

    expect(outcomes(await remind(c.owner, [locked, off]))).toEqual(['unreachable', 'switchedOff']);
    const before = await h.db
      .selectFrom('users')
      .select(['id', 'reminder_requested_at'])
      .where('company_id', '=', c.companyId)
      .execute();
    const refused = await h.post(
      '/api/reminders/remind-people',
      { userIds: [c.employee.id, other.employee.id] },
      { token: await token(c.owner) },
    );
    expect(refused.status).toBe(403);
    expect(
      await h.db
        .selectFrom('users')
        .select(['id', 'reminder_requested_at'])
        .where('company_id', '=', c.companyId)
        .execute(),
    ).toEqual(before);
    const employee = await h.post(
      '/api/reminders/remind-people',
      { userIds: [c.owner.id] },
      { token: await token(c.employee) },
    );
    expect(employee.status).toBe(403);

    h.clock.advance(10 * 60_000);
    await sendDueReminders({ db: h.db, mail: h.mail, config: h.config, catalog }, h.clock.now);
    expect(await reminders(locked)).toHaveLength(0);
    expect(await reminders(off)).toHaveLength(0);
  });

  it('outside working hours says the reminders go out on the next working morning', async () => {
    toWorkingMorning();
    // Wednesday 10 o'clock → Friday 19 o'clock German time: the next start is Monday 8 o'clock.
    h.clock.advance(2 * DAY_MS + 9 * 60 * 60 * 1000);
    const c = await companyWithPeople(h);
    await assign(c, c.employee, 'byod');
    const answer = await remind(c.owner, [c.employee]);
    expect(outcomes(answer)).toEqual(['queued']);
    const sendsFrom = new Date(answer.sendsFrom);
    expect(sendsFrom.getTime() - h.clock.now.getTime()).toBeGreaterThan(2 * DAY_MS);
    expect(
      new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'long', hour: '2-digit' }).format(
        sendsFrom,
      ),
    ).toBe('Montag, 08 Uhr');
  });
});
