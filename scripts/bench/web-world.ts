import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import PostalMime from 'postal-mime';
import { createDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { startPortal } from './load.ts';

/** The session record the app keeps in localStorage (src/app/session/session-store.ts). */
export type StoredSession = { token: string; userId: number; ttl: number; created: string; lang: 'de'; role: string };

/**
 * What the web benchmark visits: the real server on its embedded defaults (PGlite in a folder of
 * its own, mail as files), seeded with a few companies; the demo company has 60 people with
 * progress in every state. Sessions are signed in once through the API and put into each fresh
 * browser as a device that signed in before holds them; an invitation link comes from the mail.
 */
export type WebWorld = {
  url: string;
  employer: StoredSession;
  employee: StoredSession;
  admin: StoredSession;
  /** An employer who registered just now and has not seen the first-steps video: it opens by itself. */
  newEmployer: StoredSession;
  invitationPath: string;
  /** A course of the employee that is assigned and not begun: its first slide has a "Weiter" link. */
  coursePath: string;
  stop: () => Promise<void>;
};

async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function get<T>(url: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${url}/api${path}`, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(url: string, path: string, email: string): Promise<StoredSession> {
  const token = await post<{ id: string; userId: number; ttl: number; created: string; role: string }>(url, path, {
    email,
    password: DEMO.password,
  });
  return {
    token: token.id,
    userId: token.userId,
    ttl: token.ttl,
    created: token.created,
    lang: 'de',
    role: token.role,
  };
}

/** Admins must have a second factor (decision 069): the admin's session adds an authenticator app. */
async function addAuthenticatorApp(url: string, token: string): Promise<void> {
  const { secret } = await post<{ secret: string }>(
    url,
    '/account/second-factor/totp',
    { currentPassword: DEMO.password },
    token,
  );
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await post(url, '/account/second-factor/totp/confirm', { code, label: 'Benchmark' }, token);
}

async function invitationLink(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    if (existsSync(dir)) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
        const mail = await PostalMime.parse(readFileSync(join(dir, file)));
        if (!mail.to?.some((to) => to.address === email)) continue;
        const match = (mail.text ?? '').match(/https?:\/\/[^/\s]+(\/login\/[^\s]+)/);
        if (match?.[1]) return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation mail to ${email}`);
}

export async function startWebWorld(log: (line: string) => void): Promise<WebWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const db = createDatabase({ pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrateToLatest(db);
    await runSeed(db, { ...DEFAULT_SEED_OPTIONS, companies: 5, employees: 200, employers: 5, largest: 60 }, () => {});
  } finally {
    await db.destroy();
  }
  const portal = await startPortal({ dataDir }, { MAIL_POLL_MS: '100' });
  const { url } = portal;
  const employer = await signIn(url, '/employee/login', DEMO.ownerEmail);
  const employee = await signIn(url, '/employee/login', DEMO.employeeEmail);
  const admin = await signIn(url, '/appuser/login', DEMO.adminEmail);
  await addAuthenticatorApp(url, admin.token);
  const newEmployerEmail = `neu.${Date.now().toString(36)}@neukunde.example`;
  await post(url, '/employee/create-employer', {
    firstname: 'Petra',
    lastname: 'Schmidt',
    companyName: 'Schmidt Sanitär GmbH',
    email: newEmployerEmail,
    password: DEMO.password,
    confirmPassword: DEMO.password,
    confirmLicense: true,
    dataProtectionPolicyAccepted: true,
    orderProcessingAccepted: true,
  });
  const newEmployer = await signIn(url, '/employee/login', newEmployerEmail);

  const invited = `neu.${Date.now().toString(36)}@demo-gmbh.example`;
  await post(
    url,
    '/employee/invite-employee',
    { firstname: 'Nina', lastname: 'Neumann', email: invited },
    employer.token,
  );
  const invitationPath = await invitationLink(dataDir, invited);

  const courses = await get<Array<{ slug: string; active: boolean }>>(url, '/trainings', employee.token);
  const progress = await get<Array<{ trainingSlug: string }>>(url, '/progress/get-progress', employee.token);
  const begun = new Set(progress.map((p) => p.trainingSlug));
  const untouched = courses.filter((course) => !begun.has(course.slug));
  let slug = untouched.find((course) => course.active)?.slug;
  if (!slug) {
    // Every assigned course is begun: give the employee one more, untouched.
    slug = untouched[0]?.slug ?? 'malware';
    await post(url, '/trainings/assign', { trainingSlug: slug, ownerId: employee.userId }, employer.token);
  }
  log(`web world: ${url}, demo company with 60 people, course page /trainings/${slug}, invitation ${invitationPath}`);
  return {
    url,
    employer,
    employee,
    admin,
    newEmployer,
    invitationPath,
    coursePath: `/trainings/${slug}`,
    stop: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
