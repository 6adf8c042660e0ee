import type { Role } from '../../src/shared/constants.ts';
import { hashPassword } from '../../src/server/core/passwords.ts';
import type { ApiHarness } from './api-harness.ts';

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

export async function signIn(h: ApiHarness, email: string, password: string, admin = false): Promise<string> {
  const response = await h.post<{ id: string }>(admin ? '/api/appuser/login' : '/api/employee/login', {
    email,
    password,
  });
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
  const token = password ? await signIn(h, email, password, role === 'admin') : '';
  return { id: row.id, email, password: password ?? '', token, companyId, role };
}

/** Rows of the mail outbox to one address, newest last. */
export async function mailsTo(h: ApiHarness, email: string) {
  return h.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
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
