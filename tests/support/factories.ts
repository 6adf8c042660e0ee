import { openBody } from '../../src/server/mail/outbox.ts';
import { answeredWorkDone } from '../../src/server/core/after-answer.ts';
import type { Role } from '../../src/shared/constants.ts';
import { hashPassword } from '../../src/server/identity/passwords.ts';
import type { ApiHarness } from './api-harness.ts';
import type { Db } from '../../src/server/db/database.ts';
import { seal, sealingKey } from '../../src/server/core/secret-box.ts';
import { totpCode } from '../../src/server/second-factor/totp.ts';

/** The authenticator-app secret of every admin the factories make (admins must have a second factor). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The `portal_sign_in` cookie a sign-in set when it waits for the second factor. */
export function challengeCookie(response: { headers: Headers }): string {
  const found = response.headers.getSetCookie().find((cookie) => cookie.startsWith('portal_sign_in='));
  if (!found) throw new Error('no sign-in challenge cookie');
  return found.split(';')[0] ?? '';
}

const lastSteps = new Map<string, number>();

/**
 * The app's code for a secret that the server has not seen yet: each code counts once, so a second
 * sign-in within the same 30 seconds takes the next step's code, and the harness clock moves on
 * when even that one was used.
 */
export function nextTotpCode(h: ApiHarness, secret: string): string {
  const current = Math.floor(h.clock.now.getTime() / 30_000);
  let step = Math.max(current, (lastSteps.get(secret) ?? 0) + 1);
  if (step > current + 1) {
    h.clock.advance(30_000);
    step = Math.max(current + 1, (lastSteps.get(secret) ?? 0) + 1);
  }
  lastSteps.set(secret, step);
  return totpCode(secret, new Date(step * 30_000));
}

/** Puts a confirmed authenticator app on a person's account, as if they had set it up. */
export async function giveTotp(h: ApiHarness, userId: number, secret = ADMIN_TOTP_SECRET): Promise<void> {
  const now = new Date();
  await h.db
    .insertInto('second_factors')
    .values({
      user_id: userId,
      kind: 'totp',
      label: 'Test-App',
      totp_secret: seal(sealingKey(h.config), secret),
      created_at: now,
      confirmed_at: now,
    })
    .execute();
  await h.db.updateTable('users').set({ second_factor_since: now }).where('id', '=', userId).execute();
}

/** Passwords that pass the rule (length >= 15, zxcvbn >= 2). */
export const PASSWORD = 'Kaffeetasse Fahrrad Wolke';
export const OTHER_PASSWORD = 'Gartenzaun Regenschirm Mond';

let counter = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.de`;

export type Person = {
  id: number;
  email: string;
  password: string;
  token: string;
  companyId: number | null;
  role: Role;
};

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Petra',
    lastname: 'Schmidt',
    companyName: 'Schmidt Sanitär GmbH',
    email: uniqueEmail('owner'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    confirmLicense: true,
    dataProtectionPolicyAccepted: true,
    orderProcessingAccepted: true,
    ...overrides,
  };
}

/** Signs in through the API; a person with the factories' authenticator app gives its code next. */
export async function signIn(
  h: ApiHarness,
  email: string,
  password: string,
  admin = false,
  secret = ADMIN_TOTP_SECRET,
): Promise<string> {
  const kind = admin ? 'appuser' : 'employee';
  let response = await h.post<{ id: string; error?: { code: string } }>(`/api/${kind}/login`, { email, password });
  if (response.status === 403 && response.body.error?.code === 'SECOND_FACTOR_REQUIRED') {
    response = await h.post(
      `/api/${kind}/login/second-factor`,
      { code: nextTotpCode(h, secret) },
      { headers: { cookie: challengeCookie(response) } },
    );
  }
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

/** Registers an employer through the API and signs them in. */
export async function registerEmployer(h: ApiHarness, overrides: Record<string, unknown> = {}): Promise<Person> {
  const payload = registrationPayload(overrides);
  const response = await h.post<{ id: number; companyId: number }>('/api/employee/create-employer/', payload);
  if (response.status !== 200) throw new Error(`registration failed: ${JSON.stringify(response.body)}`);
  const token = await signIn(h, payload.email, payload.password);
  return {
    id: response.body.id,
    email: payload.email,
    password: payload.password,
    token,
    companyId: response.body.companyId,
    role: 'employer',
  };
}

/** Puts a person straight into the database (what invitations and uploads will do through the API). */
export async function createPerson(
  h: ApiHarness,
  role: Role,
  companyId: number | null,
  overrides: {
    email?: string;
    password?: string | null;
    active?: boolean;
    isFirstLogin?: boolean;
    createdAt?: Date;
  } = {},
): Promise<Person> {
  const email = overrides.email ?? uniqueEmail(role);
  const password = overrides.password === undefined ? PASSWORD : overrides.password;
  const row = await h.db
    .insertInto('users')
    .values({
      email,
      firstname: role === 'admin' ? 'Ada' : 'Max',
      lastname: 'Muster',
      salutation: 'Herr',
      role,
      company_id: role === 'admin' ? null : companyId,
      password_hash: password ? await hashPassword(password) : null,
      active: overrides.active ?? password !== null,
      is_first_login: overrides.isFirstLogin ?? false,
      data_protection_policy_accepted_at: new Date(),
      created_at: overrides.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role === 'admin') await giveTotp(h, row.id);
  const token = password ? await signIn(h, email, password, role === 'admin') : '';
  return { id: row.id, email, password: password ?? '', token, companyId, role };
}

/**
 * Rows of the mail outbox to one address, newest last, with their text opened as the sender would;
 * after the work earlier answers left behind them (a reset's mail is written after its answer).
 */
export async function mailsTo(h: ApiHarness, email: string) {
  await answeredWorkDone();
  const rows = await h.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
  return rows.map((row) => ({
    ...row,
    text_body: openBody(h.sealingKey, row.text_body),
    html_body: openBody(h.sealingKey, row.html_body),
  }));
}

/** The token at the end of the first portal link in a mail's text. */
export function linkToken(text: string, path: string): string {
  const match = text.match(new RegExp(`${path.replace(/\//g, '\\/')}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
}

/** A snapshot of every table's row count, to prove that a refused request changed nothing. */
export async function tableCounts(h: ApiHarness): Promise<Record<string, number>> {
  const tables = [
    'users',
    'companies',
    'access_tokens',
    'mail_outbox',
    'training_assignments',
    'course_progress',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await h.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/**
 * A person written straight into the database, for tests that need many (no invitation, no password
 * hashed per person): `passwordHash` null is an invited person who has not set one yet.
 */
export async function insertPersonRow(
  db: Db,
  person: {
    email: string;
    role: Role;
    companyId: number | null;
    passwordHash: string | null;
    now: Date;
    secondFactor?: boolean;
  },
): Promise<number> {
  const { email, role, companyId, passwordHash, now } = person;
  const row = await db
    .insertInto('users')
    .values({
      email,
      firstname: 'Max',
      lastname: 'Muster',
      salutation: 'Herr',
      role,
      company_id: companyId,
      password_hash: passwordHash,
      active: passwordHash !== null,
      is_first_login: passwordHash === null,
      data_protection_policy_accepted_at: now,
      license_confirmed_at: role === 'employer' ? now : null,
      order_processing_accepted_at: role === 'employer' ? now : null,
      second_factor_since: person.secondFactor ? now : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a password through the invitation link in a mail's text, as the invited person does; answers the response. */
export function acceptInvitationFrom(h: ApiHarness, mailText: string, password = OTHER_PASSWORD) {
  return h.post(
    '/api/employee/change-password',
    { password, confirmPassword: password, dataProtectionPolicyAccepted: true },
    { token: linkToken(mailText, '/login') },
  );
}
