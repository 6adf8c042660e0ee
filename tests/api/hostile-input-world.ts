import { sql } from 'kysely';
import { hashPassword } from '../../src/server/identity/passwords.ts';
import { hashToken, issueToken } from '../../src/server/identity/tokens.ts';
import type { TokenKind } from '../../src/server/db/schema.ts';
import { COURSE_SLUGS } from '../../src/shared/courses.ts';
import type { Role } from '../../src/shared/constants.ts';
import type { ApiHarness } from '../support/api-harness.ts';
import { PASSWORD, insertPersonRow, uniqueEmail } from '../support/factories.ts';
import { HEADER_DE, csv, people, utf8 } from './employee-list-fixtures.ts';

/**
 * The people the hostile requests are sent by and aimed at: a company whose employer accepted the
 * agreement (60 declared employees, so uploads are open) with a manager, an employee, victims
 * (targets of deletes, edits and role changes), an invited person and a stored upload; a second
 * company to aim at across companies; an admin and a victim admin. Written straight into the
 * database with minted tokens, so that a world broken by an accepted request is rebuilt cheaply.
 */
export type World = {
  ids: Record<WorldRef, number>;
  emails: Record<'employer' | 'manager' | 'employee' | 'admin' | 'victim' | 'invited', string>;
  tokens: Record<CallerKind, string>;
};

export type CallerKind = Role | 'invitation' | 'resetCustomer' | 'resetAdmin';

export const WORLD_REFS = [
  'employer',
  'manager',
  'employee',
  'victim',
  'victim2',
  'invited',
  'company',
  'otherCompany',
  'otherEmployer',
  'otherEmployee',
  'admin',
  'victimAdmin',
  'upload',
  'progress',
  'policy',
  'policyVersion',
  'evidencePackage',
  'evidenceLink',
] as const;
export type WorldRef = (typeof WORLD_REFS)[number];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The facts of the world's evidence package: a company with nothing recorded yet. */
const EVIDENCE_FACTS = {
  asOf: '2026-01-05',
  at: '2026-01-05T22:59:59.999Z',
  companyName: 'Robust GmbH',
  insuranceNumber: null,
  validityMonths: 12,
  training: { learners: 0, fullyTrained: 0, roles: [], courses: [] },
  management: [],
  aiLiteracy: { tools: [], people: 0, trained: 0 },
  policies: [],
  simulations: null,
};

let passwordHash: string | undefined;

/** A draft campaign of the world's company (made once; a rebuilt world's company has none). */
export const HOSTILE_CAMPAIGN = '00000000-0000-4000-8000-000000000041';
/** The token of the world's shared evidence link (43 URL-safe characters, as the server makes them). */
export const HOSTILE_EVIDENCE_TOKEN = 'hostileEvidenceLinkToken0123456789abcdefghi';

export async function buildWorld(h: ApiHarness): Promise<World> {
  passwordHash ??= await hashPassword(PASSWORD);
  const { db } = h;
  const now = h.clock.now;
  const company = async (name: string) =>
    (
      await db
        .insertInto('companies')
        .values({ company_name: name, employee_count: 60, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const person = async (role: Role, companyId: number | null, prefix: string, withPassword = true) => {
    const email = uniqueEmail(prefix);
    // Admins must have a second factor; their sessions here are made directly.
    const passwordOrNone = withPassword ? passwordHash! : null;
    const id = await insertPersonRow(db, {
      email,
      role,
      companyId,
      passwordHash: passwordOrNone,
      now,
      secondFactor: role === 'admin',
    });
    return { id, email };
  };

  const companyId = await company('Robust GmbH');
  const otherCompanyId = await company('Andere AG');
  const employer = await person('employer', companyId, 'employer');
  const manager = await person('manager', companyId, 'manager');
  const employee = await person('employee', companyId, 'employee');
  const victim = await person('employee', companyId, 'victim');
  const victim2 = await person('manager', companyId, 'victim');
  const invited = await person('employee', companyId, 'invited', false);
  const otherEmployer = await person('employer', otherCompanyId, 'other');
  const otherEmployee = await person('employee', otherCompanyId, 'other');
  const admin = await person('admin', null, 'admin');
  const victimAdmin = await person('admin', null, 'admin');
  await db.updateTable('companies').set({ owner_id: employer.id }).where('id', '=', companyId).execute();
  await db.updateTable('companies').set({ owner_id: otherEmployer.id }).where('id', '=', otherCompanyId).execute();

  // Every course for every learner, so that progress calls get past "not assigned".
  await db
    .insertInto('training_assignments')
    .values(
      [employer, manager, employee, victim].flatMap((p) =>
        COURSE_SLUGS.map((slug) => ({ user_id: p.id, training_slug: slug, assigned_at: now })),
      ),
    )
    .execute();
  const progress = await db
    .insertInto('course_progress')
    .values({ user_id: employee.id, company_id: companyId, training_slug: COURSE_SLUGS[0], slide_count: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const list = utf8(csv([HEADER_DE, ...people(3, `robust${companyId}.de`)]));
  const upload = await db
    .insertInto('uploads')
    .values({
      company_id: companyId,
      uploaded_by: employer.id,
      file_name: 'liste.csv',
      content_type: 'text/csv',
      size_bytes: list.length,
      content: Buffer.from(list),
      row_count: 3,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // A policy for everyone with a PDF version (decision 108).
  const policy = await db
    .insertInto('policies')
    .values({ company_id: companyId, audience: 'all', created_at: now, created_by: employer.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const policyVersion = await db
    .insertInto('policy_versions')
    .values({
      policy_id: policy.id,
      version: 1,
      title: 'Richtlinie',
      pdf: Buffer.from('%PDF-1.7\n%%EOF\n'),
      pdf_name: 'richtlinie.pdf',
      pdf_size: 15,
      published_at: now,
      published_by: employer.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // An evidence package shared through a link that works (decision 110).
  const evidencePackage = await db
    .insertInto('evidence_packages')
    .values({
      company_id: companyId,
      as_of: now.toISOString().slice(0, 10),
      facts: JSON.stringify(EVIDENCE_FACTS),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const evidenceLink = await db
    .insertInto('evidence_links')
    .values({
      package_id: evidencePackage.id,
      token_hash: hashToken(HOSTILE_EVIDENCE_TOKEN),
      created_at: now,
      expires_at: new Date(now.getTime() + YEAR_SECONDS * 1000),
    })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ package_id: evidencePackage.id, revoked_at: null }))
    .returning('id')
    .executeTakeFirstOrThrow();

  // The company booked phishing simulation and added a domain, so its calls reach validation.
  await db
    .insertInto('simulation_bookings')
    .values({ company_id: companyId, addendum_version: '1.0', booked_at: now, booked_by: employer.id })
    .execute();
  await db
    .insertInto('simulation_domains')
    .values({ company_id: companyId, domain: 'hostile.test', verify_value: 'x', added_at: now })
    .execute();
  await db
    .insertInto('simulation_campaigns')
    .values({
      id: HOSTILE_CAMPAIGN,
      company_id: companyId,
      name: 'Robust',
      categories: ['parcel'],
      difficulties: [1],
      starts_on: '2099-01-05',
      window_days: 1,
      hour_from: 9,
      hour_to: 16,
      status: 'draft',
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();

  const token = async (userId: number, kind: TokenKind) =>
    (await issueToken(db, userId, kind, YEAR_SECONDS, now)).token;
  return {
    ids: {
      employer: employer.id,
      manager: manager.id,
      employee: employee.id,
      victim: victim.id,
      victim2: victim2.id,
      invited: invited.id,
      company: companyId,
      otherCompany: otherCompanyId,
      otherEmployer: otherEmployer.id,
      otherEmployee: otherEmployee.id,
      admin: admin.id,
      victimAdmin: victimAdmin.id,
      upload: upload.id,
      progress: progress.id,
      policy: policy.id,
      policyVersion: policyVersion.id,
      evidencePackage: evidencePackage.id,
      evidenceLink: evidenceLink.id,
    },
    emails: {
      employer: employer.email,
      manager: manager.email,
      employee: employee.email,
      admin: admin.email,
      victim: victim.email,
      invited: invited.email,
    },
    tokens: {
      employer: await token(employer.id, 'session'),
      manager: await token(manager.id, 'session'),
      employee: await token(employee.id, 'session'),
      admin: await token(admin.id, 'session'),
      invitation: await token(invited.id, 'invitation'),
      resetCustomer: await token(victim.id, 'reset'),
      resetAdmin: await token(victimAdmin.id, 'reset'),
    },
  };
}

/**
 * Whether an accepted request left the world usable: every token alive, roles, locks, blocks,
 * agreement, declared employees, the targets and the pending upload as built. When not, the
 * test builds a new world (the old one stays in the database, as real data would).
 */
export async function worldIntact(h: ApiHarness, world: World): Promise<boolean> {
  const { ids } = world;
  const result = await sql<{ ok: boolean }>`
    select
      (select count(*) from access_tokens t join users u on u.id = t.user_id
         where t.expires_at > ${h.clock.now} and u.id in (${ids.employer}, ${ids.manager}, ${ids.employee},
           ${ids.admin}, ${ids.invited}, ${ids.victim}, ${ids.victimAdmin})) = 7
      and (select count(*) from users where locked_at is null and (
            (id = ${ids.employer} and role = 'employer' and company_id = ${ids.company}
              and order_processing_accepted_at is not null)
         or (id = ${ids.manager} and role = 'manager' and company_id = ${ids.company})
         or (id = ${ids.employee} and role = 'employee' and company_id = ${ids.company})
         or (id = ${ids.victim} and role = 'employee' and company_id = ${ids.company} and password_hash is not null)
         or (id = ${ids.victim2} and company_id = ${ids.company})
         or (id = ${ids.invited} and password_hash is null)
         or (id = ${ids.otherEmployer} and role = 'employer')
         or (id = ${ids.otherEmployee})
         or (id = ${ids.admin} and role = 'admin')
         or (id = ${ids.victimAdmin} and role = 'admin'))) = 10
      and exists (select 1 from companies where id = ${ids.company} and owner_id = ${ids.employer}
                    and blocked_at is null and employee_count >= 50)
      and exists (select 1 from companies where id = ${ids.otherCompany})
      and exists (select 1 from uploads where id = ${ids.upload} and status = 'pending')
      and exists (select 1 from evidence_links where id = ${ids.evidenceLink} and revoked_at is null)
      and (select count(*) from access_tokens where user_id in (${ids.employer}, ${ids.manager}, ${ids.employee},
             ${ids.admin}) and kind = 'session') >= 4
      as ok`.execute(h.db);
  return result.rows[0]?.ok === true;
}

/** What a request could write, table by table; uploads without the file bytes. */
const FINGERPRINTED = {
  users: sql`select * from users`,
  companies: sql`select * from companies`,
  accessTokens: sql`select * from access_tokens`,
  trainingAssignments: sql`select * from training_assignments`,
  courseProgress: sql`select * from course_progress`,
  progressOperations: sql`select * from progress_operations`,
  quizAttempts: sql`select * from quiz_attempts`,
  certificates: sql`select * from certificates`,
  uploads: sql`select id, company_id, uploaded_by, file_name, content_type, size_bytes, row_count, status, result,
    created_at, imported_at from uploads`,
  mailOutbox: sql`select id, recipient, cc, subject, md5(text_body), length(html_body), created_at, next_attempt_at,
    attempts, last_error, sent_at from mail_outbox`,
  auditLog: sql`select * from audit_log where action not in ('account.sign_in_failed', 'account.sign_in_throttled', 'account.provider_sign_in_refused')`,
  // What a refused sign-in legitimately writes (docs/product.md R4): its throttle counters and the
  // audit entries of the failed or throttled attempt.
  throttles: sql`select * from throttle_counters`,
  signInAudit: sql`select * from audit_log where action in ('account.sign_in_failed', 'account.sign_in_throttled', 'account.provider_sign_in_refused')`,
  signInProviders: sql`select * from company_sign_in_providers`,
  signInIdentities: sql`select * from sign_in_identities`,
  simulationBookings: sql`select * from simulation_bookings`,
  simulationDomains: sql`select * from simulation_domains`,
  simulationExclusions: sql`select * from simulation_exclusions`,
  simulationTemplates: sql`select * from simulation_templates`,
  simulationCampaigns: sql`select * from simulation_campaigns`,
  simulationSenderDomains: sql`select * from simulation_sender_domains`,
  simulationSwitch: sql`select * from simulation_switch`,
  simulationWaves: sql`select * from simulation_waves`,
  simulationTokens: sql`select * from simulation_tokens`,
  policies: sql`select * from policies`,
  policyVersions: sql`select id, policy_id, version, title, md5(body), md5(pdf), pdf_name, pdf_size, published_at
    from policy_versions`,
  policyPeople: sql`select * from policy_people`,
  policyConfirmations: sql`select * from policy_confirmations`,
  policyReminders: sql`select * from policy_reminders`,
  evidencePackages: sql`select * from evidence_packages`,
  evidenceLinks: sql`select * from evidence_links`,
};

/** An md5 per table of its rows in a stable order, in one query. */
export async function stateFingerprint(h: ApiHarness): Promise<Record<string, string>> {
  const columns = Object.entries(FINGERPRINTED).map(
    ([name, rows]) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from (${rows}) x) as ${sql.ref(name)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(h.db);
  const row = result.rows[0];
  if (!row) throw new Error('no fingerprint');
  return row;
}

/**
 * The next transaction id the database will hand out. Only writing transactions take one, so
 * while it stands still nothing was written anywhere and the fingerprint need not be taken
 * (on a shared PostgreSQL server other databases move it too; then the fingerprint decides).
 */
export async function nextTransactionId(h: ApiHarness): Promise<string> {
  const result = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(
    h.db,
  );
  return result.rows[0]?.xmax ?? '';
}
