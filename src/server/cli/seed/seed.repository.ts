import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The bulk statements of the seed: one INSERT … SELECT per table and chunk, the rows made by
 * the database itself from the chunk's company plan (as JSON) and generate_series, so a million
 * people take minutes. Random choices come from hashint8 of the row's id and a salt: the same
 * seed plan gives the same data.
 */

/** The word lists the names and addresses are picked from (names.ts), each name with its ASCII form for addresses. */
export type SeedWords = {
  femaleFirstNames: readonly string[];
  femaleFirstNamesAscii: readonly string[];
  maleFirstNames: readonly string[];
  maleFirstNamesAscii: readonly string[];
  lastNames: readonly string[];
  lastNamesAscii: readonly string[];
  trades: readonly string[];
  legalForms: readonly string[];
  streets: readonly string[];
  /** Town, post code, dialling code. */
  towns: ReadonlyArray<readonly [string, string, string]>;
};

/** What every statement needs besides the chunk. */
export type SeedContext = {
  now: Date;
  passwordHash: string;
  slugs: readonly string[];
  slideCounts: readonly number[];
  /** Per course and number of right answers (0..5): five answers of the course's quiz bank. */
  answerTemplates: Array<{ slug: string; correct: number; answers: Record<string, string> }>;
  demo: { ownerEmail: string; managerEmail: string; employeeEmail: string; companyName: string };
  words: SeedWords;
};

/** One planned company (plan.ts makes them): its ids, size, managers and moments. */
export type CompanyPlan = {
  id: number;
  ownerId: number;
  /** The first manager or employee; the company's people have ids firstId .. firstId + size - 1. */
  firstId: number;
  size: number;
  managers: number;
  createdAt: string;
  /** When the company first assigned courses (later courses follow until now). */
  waveAt: string;
  employerOnly: boolean;
  demo: boolean;
};

/**
 * A chunk of the seed's plan (plan.ts): its companies, with the columns of the temporary table
 * seed_plan below, and the block of user ids they take.
 */
export type PlannedChunk = {
  companies: readonly CompanyPlan[];
  firstUserId: number;
  lastUserId: number;
};

type Trx = Db;

/** A pseudo-random integer in 0 .. 2^31-1 from a row's number and a salt. */
const h = (expr: string, salt: number) => `(hashint8((${expr})::int8 * 7919 + ${salt}) & 2147483647)`;

/**
 * The chunk's company plan as a temporary table with a key and statistics, so that the joins
 * below plan well (a JSON function on the inner side of a join is parsed again for every row).
 */
export async function loadPlan(trx: Trx, chunk: PlannedChunk): Promise<void> {
  await sql`drop table if exists seed_plan`.execute(trx);
  await sql`
    create temp table seed_plan as
    select * from json_to_recordset(${JSON.stringify(chunk.companies)}::json) as c(
      "id" int, "ownerId" int, "firstId" int, "size" int, "managers" int,
      "createdAt" timestamptz, "waveAt" timestamptz, "employerOnly" boolean, "demo" boolean)
  `.execute(trx);
  await sql`alter table seed_plan add primary key (id)`.execute(trx);
  await sql`analyze seed_plan`.execute(trx);
}

const planRows = () => sql`seed_plan c`;

const textArray = (values: readonly string[]) => sql`${[...values]}::text[]`;
const pick = (array: RawBuilder<unknown>, length: number, hashExpr: string) =>
  sql`(${array})[1 + ${sql.raw(hashExpr)} % ${sql.lit(length)}]`;

/** The chunk's companies (from seed_plan), with invented names, addresses and phone numbers. */
export async function insertCompanies(trx: Trx, ctx: SeedContext): Promise<void> {
  const { lastNames, trades, legalForms, streets } = ctx.words;
  const towns = ctx.words.towns.map((t) => t[0]);
  const codes = ctx.words.towns.map((t) => t[1]);
  const dialling = ctx.words.towns.map((t) => t[2]);
  const town = h('c.id', 101);
  await sql`
    insert into companies (id, company_name, street, post_code, city, phone_number, insurance_number,
      employee_count, owner_id, created_at)
    overriding system value
    select c.id,
      case when c.demo then ${ctx.demo.companyName}
        else ${pick(textArray(lastNames), lastNames.length, h('c.id', 102))} || ' '
          || ${pick(textArray(trades), trades.length, h('c.id', 103))} || ' '
          || ${pick(textArray(legalForms), legalForms.length, h('c.id', 104))} end,
      ${pick(textArray(streets), streets.length, h('c.id', 105))} || ' ' || (1 + ${sql.raw(h('c.id', 106))} % 120),
      ${pick(textArray(codes), codes.length, town)},
      ${pick(textArray(towns), towns.length, town)},
      ${pick(textArray(dialling), dialling.length, town)} || ' ' || (1000000 + ${sql.raw(h('c.id', 107))} % 8999999),
      -- AS- and ten digits starting 31: never one of the placeholder numbers (policy-number.ts).
      'AS-31' || lpad((c.id % 100000000)::text, 8, '0'),
      greatest(c.size, 1),
      c."ownerId",
      c."createdAt"
    from ${planRows()}
  `.execute(trx);
}

/** Every company's owner, managers and employees, the demo company's with the demo accounts' addresses. */
export async function insertPeople(trx: Trx, ctx: SeedContext): Promise<void> {
  const words = ctx.words;
  const female = h('p.id', 1) + ' % 2 = 0';
  const firstname = sql`case when ${sql.raw(female)}
    then ${pick(textArray(words.femaleFirstNames), words.femaleFirstNames.length, h('p.id', 2))}
    else ${pick(textArray(words.maleFirstNames), words.maleFirstNames.length, h('p.id', 2))} end`;
  const firstAscii = sql`case when ${sql.raw(female)}
    then ${pick(textArray(words.femaleFirstNamesAscii), words.femaleFirstNames.length, h('p.id', 2))}
    else ${pick(textArray(words.maleFirstNamesAscii), words.maleFirstNames.length, h('p.id', 2))} end`;
  const lastname = pick(textArray(words.lastNames), words.lastNames.length, h('p.id', 3));
  const lastAscii = pick(textArray(words.lastNamesAscii), words.lastNames.length, h('p.id', 3));
  // About one employee in 25 was invited and has not set a password yet.
  const invited = `(p.role = 'employee' and ${h('p.id', 4)} % 100 < 4)`;
  const joined = sql`least(c."createdAt" + (${sql.raw(h('p.id', 5))} % 60) * interval '1 day', ${ctx.now}::timestamptz)`;
  await sql`
    insert into users (id, email, firstname, lastname, salutation, role, company_id, password_hash, active,
      is_first_login, lang, saw_video, data_protection_policy_accepted_at, license_confirmed_at,
      order_processing_accepted_at, created_at, updated_at)
    overriding system value
    select p.id,
      case
        when c.demo and p.role = 'employer' then ${ctx.demo.ownerEmail}
        when c.demo and p.n = 0 and p.role = 'manager' then ${ctx.demo.managerEmail}
        when c.demo and p.n = c.managers then ${ctx.demo.employeeEmail}
        else ${firstAscii} || '.' || ${lastAscii} || '.' || p.id || '@firma-' || c.id || '.example'
      end,
      ${firstname}, ${lastname},
      case when ${sql.raw(female)} then 'Frau' else 'Herr' end,
      p.role, c.id,
      case when ${sql.raw(invited)} then null else ${ctx.passwordHash} end,
      not ${sql.raw(invited)},
      ${sql.raw(invited)},
      case when ${sql.raw(h('p.id', 6))} % 100 < 10 then 'en' else 'de' end,
      p.role <> 'employee',
      case when ${sql.raw(invited)} then null when p.role = 'employer' then c."createdAt" else ${joined} end,
      case when p.role = 'employer' then c."createdAt" end,
      case when p.role = 'employer' then c."createdAt" end,
      case when p.role = 'employer' then c."createdAt" else ${joined} end,
      case when p.role = 'employer' then c."createdAt" else ${joined} end
    from ${planRows()}
    cross join lateral (
      select c."ownerId" as id, 'employer' as role, -1 as n
      union all
      select c."firstId" + g, case when g < c.managers then 'manager' else 'employee' end, g
      from generate_series(0, c.size - 1) g
    ) p
  `.execute(trx);
}

/**
 * 6 to 12 courses for most people (one in twelve has none; half of the employer-only owners
 * take courses themselves). Six go out with the company's first wave, the rest later.
 */
export async function insertAssignments(trx: Trx, ctx: SeedContext, chunk: PlannedChunk): Promise<void> {
  const later = sql`(${ctx.now}::timestamptz - c."waveAt") * ((${sql.raw(h('u.id * 16 + g', 11))} % 1000) / 1000.0)`;
  await sql`
    insert into training_assignments (user_id, training_slug, assigned_at)
    select u.id,
      (${textArray(ctx.slugs)})[1 + (r.start + g * r.step) % 12],
      least(c."waveAt" + case when g < 6 then interval '0' else ${later} end
        + (${sql.raw(h('u.id', 12))} % 600) * interval '1 second', ${ctx.now}::timestamptz)
    from users u
    join ${planRows()} on c.id = u.company_id
    cross join lateral (
      select ${sql.raw(h('u.id', 7))} % 100 as none,
        6 + ${sql.raw(h('u.id', 8))} % 7 as k,
        ${sql.raw(h('u.id', 9))} % 12 as start,
        (array[1, 5, 7, 11])[1 + ${sql.raw(h('u.id', 10))} % 4] as step
    ) r
    cross join lateral generate_series(0, r.k - 1) g
    where u.id between ${chunk.firstUserId} and ${chunk.lastUserId} and r.none >= 8 and (not c."employerOnly" or ${sql.raw(h('u.id', 13))} % 2 = 0)
  `.execute(trx);
}

/**
 * How far people got, by kind of learner and by whether the course was assigned 30 days ago or
 * more: cumulative percentages of not started, in progress, quiz pending, failed; the rest passed.
 */
const STATES: Record<string, { old: number[]; recent: number[] }> = {
  diligent: { old: [0, 0.3, 0.4, 0.5], recent: [30, 50, 60, 65] },
  average: { old: [1, 3, 4, 5], recent: [50, 70, 75, 80] },
  laggard: { old: [50, 70, 75, 85], recent: [80, 90, 90, 90] },
};

function stateCase(): string {
  const kinds = Object.entries(STATES);
  const branch = (t: number[]) =>
    `case when s.u < ${t[0]} then 0 when s.u < ${t[1]} then 1 when s.u < ${t[2]} then 2 when s.u < ${t[3]} then 3 else 4 end`;
  const arms = kinds.map(
    ([kind, t]) => `when s.kind = '${kind}' then case when s.old then ${branch(t.old)} else ${branch(t.recent)} end`,
  );
  return `case ${arms.join(' ')} end`;
}

/**
 * Progress rows (states 1 in progress, 2 quiz pending, 3 failed, 4 passed; not started has no
 * row) with quiz figures as the server counts them from the attempts that insertAttempts
 * writes: n attempts, all but a passing last one failed with the same score.
 */
export async function insertProgress(trx: Trx, ctx: SeedContext, chunk: PlannedChunk): Promise<void> {
  const key = 'u.id * 16 + i.n';
  await sql`
    insert into course_progress (user_id, company_id, training_slug, furthest_slide, slide_count,
      time_spent_seconds, module_finished_at, module_repeat_count, quiz_repeat_count, quiz_attempt_count,
      best_score, last_score, passed_at, started_at, updated_at)
    select u.id, c.id, ta.training_slug,
      case when st.state = 1 then ${sql.raw(h(key, 21))} % i.slides else i.slides - 1 end,
      i.slides,
      case when st.state = 1 then (1 + ${sql.raw(h(key, 21))} % i.slides) * (20 + ${sql.raw(h(key, 22))} % 40)
        else i.slides * (25 + ${sql.raw(h(key, 22))} % 45) * (1 + q.module_repeats) end,
      t.finished,
      q.module_repeats,
      greatest(q.attempts - 1, 0),
      q.attempts,
      q.score, q.score,
      case when st.state = 4 then least(t.finished + (q.attempts - 1) * interval '10 minutes', ${ctx.now}::timestamptz) end,
      t.started,
      coalesce(least(t.finished + greatest(q.attempts - 1, 0) * interval '10 minutes', ${ctx.now}::timestamptz), t.started)
    from training_assignments ta
    join users u on u.id = ta.user_id
    join ${planRows()} on c.id = u.company_id
    cross join lateral (
      select array_position(${textArray(ctx.slugs)}, ta.training_slug) as n,
        (${[...ctx.slideCounts]}::int[])[array_position(${textArray(ctx.slugs)}, ta.training_slug)] as slides
    ) i
    cross join lateral (
      select case when ${sql.raw(h('u.id', 20))} % 100 < 55 then 'diligent'
          when ${sql.raw(h('u.id', 20))} % 100 < 85 then 'average' else 'laggard' end as kind,
        ta.assigned_at <= ${ctx.now}::timestamptz - interval '30 days' as old,
        (${sql.raw(h(key, 23))} % 1000) / 10.0 as u
      offset 0
    ) s
    cross join lateral (
      select case when u.password_hash is null then 0 else ${sql.raw(stateCase())} end as state
      offset 0
    ) st
    cross join lateral (
      select ta.assigned_at + (${ctx.now}::timestamptz - ta.assigned_at) * ((${sql.raw(h(key, 24))} % 300) / 1000.0)
        as started
    ) t0
    cross join lateral (
      select t0.started,
        case when st.state >= 2 then
          t0.started + (${ctx.now}::timestamptz - t0.started) * ((${sql.raw(h(key, 25))} % 400) / 1000.0) end as finished
    ) t
    cross join lateral (
      select
        case when st.state = 3 then 1 + (${sql.raw(h(key, 26))} % 10 < 3)::int
          when st.state = 4 then case when ${sql.raw(h(key, 26))} % 100 < 70 then 1
            when ${sql.raw(h(key, 26))} % 100 < 90 then 2 else 3 end
          else 0 end as attempts,
        case when st.state = 3 then 20 * (1 + ${sql.raw(h(key, 27))} % 3)
          when st.state = 4 then 80 + 20 * (${sql.raw(h(key, 27))} % 2) end as score,
        case when st.state = 3 and ${sql.raw(h(key, 28))} % 100 < 25 then 1
          when st.state = 4 and ${sql.raw(h(key, 28))} % 100 < 10 then 1
          when st.state = 4 and ${sql.raw(h(key, 28))} % 100 < 13 then 2 else 0 end as module_repeats
    ) q
    where ta.user_id between ${chunk.firstUserId} and ${chunk.lastUserId} and u.id between ${chunk.firstUserId} and ${chunk.lastUserId}
      and st.state > 0
  `.execute(trx);
}

/** The attempts behind each row's quiz figures, with five real answers of the course's bank. */
export async function insertAttempts(trx: Trx, ctx: SeedContext, chunk: PlannedChunk): Promise<void> {
  await sql`
    insert into quiz_attempts (id, progress_id, user_id, answers, correct_count, question_count, score_percent,
      passed, attempted_at, received_at)
    select gen_random_uuid(), cp.id, cp.user_id, t.answers, a.score / 20, 5, a.score, a.score >= 80, a.at, a.at
    from course_progress cp
    cross join lateral generate_series(1, cp.quiz_attempt_count) i
    cross join lateral (
      select case when cp.passed_at is null or i = cp.quiz_attempt_count then cp.best_score
          else 20 * (1 + ${sql.raw(h('cp.id * 4 + i', 30))} % 3) end as score,
        least(cp.module_finished_at + (i - 1) * interval '10 minutes', ${ctx.now}::timestamptz) as at
    ) a
    join json_to_recordset(${JSON.stringify(ctx.answerTemplates)}::json) as t(slug text, correct int, answers jsonb)
      on t.slug = cp.training_slug and t.correct = a.score / 20
    where cp.user_id between ${chunk.firstUserId} and ${chunk.lastUserId} and cp.archived_at is null
      and cp.quiz_attempt_count > 0
  `.execute(trx);
}
