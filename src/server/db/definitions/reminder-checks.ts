import { sql } from 'kysely';
import type { DefinitionGroup } from './definition.ts';

/**
 * When to look at a person next for a reminder and for the weekly digest
 * (docs/decisions/091-reminder-checks.md). `users.reminder_check_at` and `users.digest_check_at`
 * are never later than the moment the person becomes due: the job writes the exact moment after
 * looking (null: never, as things stand), and every change that can bring that moment forward
 * brings the stored one forward too. The triggers see every writer (services, imports, tools), so
 * no code path can forget: an assignment made or changed, a pass gained or lapsed, a company
 * certificate issued, the company blocked, reset, switched or handed to another owner, the owner's
 * agreement, and the person's own lock, block, password, switch, role or last mail.
 *
 * Most marks are `-infinity`, "look again": looking at a learner costs a few index reads. Looking
 * at a company's news for the digest reads all its people, so the frequent changes (a pass, a
 * lapse, an assignment or deadline) bring the staff's moment forward only to when that change can
 * first be news (the pass's lapse within the digest's window, the day after the deadline), reckoned
 * with the rules the job last stored in `reminder_check_basis`. A mark only writes a row whose
 * moment it brings forward, so a burst of changes in one company writes each row at most once.
 */
/** Marks the learners `people` and every person of `learner_companies` to be looked at again for reminders, and the employers and managers of `digest_companies` for the digest; one statement, so that the rows it locks are taken in one order. */
const markReminderChecks = sql`
    create function mark_reminder_checks(people integer[], learner_companies integer[], digest_companies integer[])
    returns void language sql as $fn$
      update users set
        reminder_check_at = case when id = any(people) or company_id = any(learner_companies)
          then '-infinity'::timestamptz else reminder_check_at end,
        digest_check_at = case when company_id = any(digest_companies) and role in ('employer', 'manager')
          then '-infinity'::timestamptz else digest_check_at end
      where company_id is not null
        and (id = any(people) or company_id = any(learner_companies) or company_id = any(digest_companies))
        and (((id = any(people) or company_id = any(learner_companies))
            and reminder_check_at is distinct from '-infinity')
          or (company_id = any(digest_companies) and role in ('employer', 'manager')
            and digest_check_at is distinct from '-infinity'));
    $fn$`;

/** Brings the digest moment of the employers and managers of each company forward to its moment (the earliest given for it; none given, nothing); a moment already earlier stays. */
const bringDigestChecksForward = sql`
    create function bring_digest_checks_forward(companies integer[], moments timestamptz[])
    returns void language sql as $fn$
      update users u set digest_check_at = m.at
      from (select c.company_id, min(c.at) as at from unnest(companies, moments) c(company_id, at)
        where c.company_id is not null and c.at is not null group by c.company_id) m
      where u.company_id = m.company_id and u.role in ('employer', 'manager')
        and (u.digest_check_at is null or u.digest_check_at > m.at);
    $fn$`;

/** When a pass lapses into the digest's window, by the stored rules; -infinity before the job stored any. */
const digestNewsOfPass = sql`
    create function digest_news_of_pass(passed_at timestamptz) returns timestamptz language sql stable as $fn$
      select coalesce(
        (select valid_until(passed_at, b.validity_months)
          - make_interval(hours => 24 * b.digest_ahead_days) from reminder_check_basis b),
        '-infinity');
    $fn$`;

/** Assignments: the person's moments and the company's deadlines. */
const reminderChecksAfterAssignments = sql`
    create function reminder_checks_after_assignments() returns trigger language plpgsql as $fn$
    begin
      perform mark_reminder_checks(array(select distinct user_id from changed_rows), array[]::integer[],
        array[]::integer[]);
      -- News for the digest: the day after the deadline; a pass of the course, now assigned, that lapses.
      perform bring_digest_checks_forward(array_agg(n.company_id), array_agg(n.at)) from (
        select u.company_id, least(((r.due_on + 1)::timestamp at time zone 'Europe/Berlin'),
          (select digest_news_of_pass(cp.passed_at) from course_progress cp where cp.user_id = r.user_id
            and cp.training_slug = r.training_slug and cp.archived_at is null and cp.passed_at is not null)) as at
        from changed_rows r join users u on u.id = r.user_id) n;
      return null;
    end
    $fn$`;

/** Progress: a pass gained (its lapse is news for the digest) or lapsed (the course is open again). An archive without a lapse is the company's reset, which marks from the company's row; progress is deleted only with its person. */
const reminderChecksAfterProgress = sql`
    create function reminder_checks_after_progress() returns trigger language plpgsql as $fn$
    begin
      if TG_OP = 'UPDATE' and new.lapsed_at is null and old.passed_at is null and new.passed_at is not null then
        -- A pass gained only puts the learner's moments off; its lapse is news for the digest.
        perform bring_digest_checks_forward(array[new.company_id], array[digest_news_of_pass(new.passed_at)]);
      elsif TG_OP = 'UPDATE' and old.lapsed_at is null and new.lapsed_at is not null then
        -- A lapse opens the course again: the learner's moments, and its deadline may be missed.
        perform mark_reminder_checks(array[new.user_id], array[]::integer[], array[]::integer[]);
        perform bring_digest_checks_forward(array[new.company_id],
          array(select (ta.due_on + 1)::timestamp at time zone 'Europe/Berlin' from training_assignments ta
            where ta.user_id = new.user_id and ta.training_slug = new.training_slug));
      else
        perform mark_reminder_checks(array[new.user_id], array[]::integer[], array[new.company_id]);
      end if;
      return null;
    end
    $fn$`;

/** A company certificate: its end is news for the digest. */
const reminderChecksAfterCertificate = sql`
    create function reminder_checks_after_certificate() returns trigger language plpgsql as $fn$
    begin
      perform mark_reminder_checks(array[]::integer[], array[]::integer[], array[new.company_id]);
      return null;
    end
    $fn$`;

/** The company: blocked, reset, its switch, its owner. */
const reminderChecksAfterCompany = sql`
    create function reminder_checks_after_company() returns trigger language plpgsql as $fn$
    begin
      perform mark_reminder_checks(array[]::integer[], array[new.id], array[new.id]);
      return null;
    end
    $fn$`;

/** The person's own facts; a write of the job itself carries the moment it reckoned and is left alone. */
const reminderChecksOfPerson = sql`
    create function reminder_checks_of_person() returns trigger language plpgsql as $fn$
    begin
      if new.company_id is not null and new.reminder_check_at is not distinct from old.reminder_check_at
        and (old.active, old.locked_at, old.password_hash, old.password_expires_at, old.reminders_enabled,
          old.reminders_from, old.learner_reminded_at, old.company_id)
        is distinct from (new.active, new.locked_at, new.password_hash, new.password_expires_at,
          new.reminders_enabled, new.reminders_from, new.learner_reminded_at, new.company_id) then
        new.reminder_check_at := '-infinity';
      end if;
      if new.company_id is not null and new.role in ('employer', 'manager')
        and new.digest_check_at is not distinct from old.digest_check_at
        and (old.active, old.locked_at, old.password_hash, old.password_expires_at, old.reminders_enabled,
          old.digest_sent_at, old.company_id, old.role)
        is distinct from (new.active, new.locked_at, new.password_hash, new.password_expires_at,
          new.reminders_enabled, new.digest_sent_at, new.company_id, new.role) then
        new.digest_check_at := '-infinity';
      end if;
      return new;
    end
    $fn$`;

/** The owner's agreement decides for the whole company. */
const reminderChecksAfterAgreement = sql`
    create function reminder_checks_after_agreement() returns trigger language plpgsql as $fn$
    begin
      perform mark_reminder_checks(array[]::integer[], array(select id from companies where owner_id = new.id),
        array(select id from companies where owner_id = new.id));
      return null;
    end
    $fn$`;

export const reminderChecks: DefinitionGroup = {
  name: 'reminder checks',
  functions: [
    { name: 'mark_reminder_checks', create: markReminderChecks },
    { name: 'bring_digest_checks_forward', create: bringDigestChecksForward },
    { name: 'digest_news_of_pass', create: digestNewsOfPass },
    { name: 'reminder_checks_after_assignments', create: reminderChecksAfterAssignments },
    { name: 'reminder_checks_after_progress', create: reminderChecksAfterProgress },
    { name: 'reminder_checks_after_certificate', create: reminderChecksAfterCertificate },
    { name: 'reminder_checks_after_company', create: reminderChecksAfterCompany },
    { name: 'reminder_checks_of_person', create: reminderChecksOfPerson },
    { name: 'reminder_checks_after_agreement', create: reminderChecksAfterAgreement },
  ],
  triggers: [
    ...(['insert', 'update'] as const).map((event) => ({
      name: `training_assignments_reminder_checks_${event}`,
      table: 'training_assignments',
      create: sql`create trigger ${sql.id(`training_assignments_reminder_checks_${event}`)}
        after ${sql.raw(event)} on training_assignments referencing new table as changed_rows
        for each statement execute function reminder_checks_after_assignments()`,
    })),
    {
      name: 'course_progress_reminder_checks_update',
      table: 'course_progress',
      create: sql`create trigger course_progress_reminder_checks_update after update on course_progress for each row
        when (old.passed_at is distinct from new.passed_at or old.lapsed_at is distinct from new.lapsed_at)
        execute function reminder_checks_after_progress()`,
    },
    {
      name: 'course_progress_reminder_checks_insert',
      table: 'course_progress',
      create: sql`create trigger course_progress_reminder_checks_insert after insert on course_progress for each row
        when (new.passed_at is not null or new.lapsed_at is not null)
        execute function reminder_checks_after_progress()`,
    },
    {
      name: 'certificates_reminder_checks',
      table: 'certificates',
      create: sql`create trigger certificates_reminder_checks after insert on certificates for each row
        when (new.kind = 'company') execute function reminder_checks_after_certificate()`,
    },
    {
      name: 'companies_reminder_checks',
      table: 'companies',
      create: sql`create trigger companies_reminder_checks after update on companies for each row
        when (old.blocked_at is distinct from new.blocked_at
          or old.last_progress_reset_at is distinct from new.last_progress_reset_at
          or old.reminders_enabled is distinct from new.reminders_enabled or old.owner_id is distinct from new.owner_id)
        execute function reminder_checks_after_company()`,
    },
    {
      name: 'users_reminder_checks',
      table: 'users',
      create: sql`create trigger users_reminder_checks before update of active, locked_at, password_hash,
          password_expires_at, reminders_enabled, reminders_from, learner_reminded_at, digest_sent_at, company_id, role
        on users for each row execute function reminder_checks_of_person()`,
    },
    {
      name: 'users_agreement_reminder_checks',
      table: 'users',
      create: sql`create trigger users_agreement_reminder_checks after update of order_processing_accepted_at on users
        for each row when (old.order_processing_accepted_at is distinct from new.order_processing_accepted_at)
        execute function reminder_checks_after_agreement()`,
    },
  ],
};
