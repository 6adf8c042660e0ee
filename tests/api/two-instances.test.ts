import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../support/test-database.ts';
import { PASSWORD, registrationPayload } from '../support/factories.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';
import { summaryMismatches } from '../../src/server/statistics/summary-check.ts';

/** Two server processes against one PostgreSQL: nothing that matters lives in one process. */
describe.skipIf(!usesPostgres)('two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpListener();
    const env = {
      DATABASE_URL: database.url!,
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '100',
      PUBLIC_URL: 'http://portal.test',
      DATA_DIR: '/tmp',
      TRUST_PROXY: 'true',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  // Registrations come from many offices; the sign-in throttle test keys on the account.
  let client = 0;
  const post = async (server: ServerProcess, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++client % 250}`,
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('accepts on one instance a token issued by the other', async () => {
    const payload = registrationPayload();
    expect((await post(a, '/employee/create-employer/', payload)).status).toBe(200);
    const login = await post(b, '/employee/login', { email: payload.email, password: PASSWORD });
    const response = await fetch(`${a.url}/api/employee/${String(login.body.userId)}`, {
      headers: { authorization: String(login.body.id) },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe(payload.email);
  });

  it('shares the sign-in throttle between instances', async () => {
    const payload = registrationPayload();
    expect((await post(a, '/employee/create-employer/', payload)).status).toBe(200);
    // Every request comes from another address: the account's own limit (10 free) is what both share.
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      expect(
        (await post(server, '/employee/login', { email: payload.email, password: 'wrong wrong wrong wrong' })).status,
      ).toBe(401);
    }
    expect((await post(b, '/employee/login', { email: payload.email, password: PASSWORD })).status).toBe(429);
    expect((await post(a, '/employee/login', { email: payload.email, password: PASSWORD })).status).toBe(429);
  });

  it('sends every mail exactly once with both sender loops running', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) {
      const payload = registrationPayload();
      expect((await post(i % 2 === 0 ? a : b, '/employee/create-employer/', payload)).status).toBe(200);
      emails.push(payload.email);
    }
    const before = smtp.messages.length;
    await Promise.all(emails.map((email, i) => post(i % 2 === 0 ? b : a, '/employee/reset', { email })));
    await smtp.waitFor(before + emails.length, 30_000);
    await new Promise((r) => setTimeout(r, 1000)); // time for a duplicate to show up, if any
    const recipients = smtp.messages.slice(before).map((m) => m.to?.[0]?.address);
    expect(recipients.sort()).toEqual([...emails].sort());
    const unsent = await database.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    expect(unsent).toHaveLength(0);
  }, 60_000);

  const get = (server: ServerProcess, path: string, token: string) =>
    fetch(`${server.url}/api${path}`, { headers: { authorization: token } }).then((r) => r.status);

  /** Milliseconds until `server` answers `path` with `status`, polling; fails after two seconds. */
  async function msUntil(server: ServerProcess, path: string, token: string, status: number): Promise<number> {
    const started = performance.now();
    while ((await get(server, path, token)) !== status) {
      if (performance.now() - started > 2000) throw new Error(`${path} never answered ${status}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return performance.now() - started;
  }

  it('refuses on one instance, within moments, a session the other ended or a company the admins blocked', async () => {
    const payload = registrationPayload();
    const registered = await post(a, '/employee/create-employer/', payload);
    const id = String(registered.body.id);
    const first = String((await post(b, '/employee/login', { email: payload.email, password: PASSWORD })).body.id);
    const second = String((await post(b, '/employee/login', { email: payload.email, password: PASSWORD })).body.id);
    // Both instances now keep the sessions in memory.
    for (const server of [a, b]) {
      expect(await get(server, `/employee/${id}`, first)).toBe(200);
      expect(await get(server, `/employee/${id}`, second)).toBe(200);
    }
    expect((await post(b, '/employee/logout', {}, first)).status).toBe(200);
    expect(await msUntil(a, `/employee/${id}`, first, 401)).toBeLessThan(1000);
    expect(await get(a, `/employee/${id}`, second)).toBe(200);

    await database.db
      .updateTable('companies')
      .set({ blocked_at: new Date() })
      .where('id', '=', Number(registered.body.companyId))
      .execute();
    expect(await msUntil(b, `/employee/${id}`, second, 401)).toBeLessThan(1000);
    expect(await get(a, `/employee/${id}`, second)).toBe(401);
  });

  it('folds the statistics of saves made on both instances, each change once, exact when the saves stop', async () => {
    const payload = registrationPayload();
    const registered = await post(a, '/employee/create-employer/', payload);
    const userId = Number(registered.body.id);
    const companyId = Number(registered.body.companyId);
    // Assigned an hour ago: the learning time sent below fits in the time that has passed.
    const assignedAt = new Date(Date.now() - 3_600_000);
    await database.db
      .insertInto('training_assignments')
      .values(
        (['malware', 'byod'] as const).map((slug) => ({
          user_id: userId,
          training_slug: slug,
          assigned_at: assignedAt,
        })),
      )
      .execute();
    const token = String((await post(b, '/employee/login', { email: payload.email, password: PASSWORD })).body.id);
    const saves = Array.from({ length: 40 }, (_, i) =>
      post(
        i % 2 === 0 ? a : b,
        '/progress/save-progress',
        {
          opId: crypto.randomUUID(),
          trainingSlug: i % 4 < 2 ? 'malware' : 'byod',
          slide: i % 5,
          secondsSpent: 3,
        },
        token,
      ),
    );
    expect((await Promise.all(saves)).map((r) => r.status)).toEqual(saves.map(() => 200));
    // The instances fold every second; then nothing is left and the summaries are exact.
    const started = performance.now();
    for (;;) {
      const left = await database.db
        .selectFrom('summary_changes')
        .select('id')
        .where('company_id', '=', companyId)
        .execute();
      if (left.length === 0) break;
      if (performance.now() - started > 5000) throw new Error(`${left.length} changes were never folded`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await summaryMismatches(database.db, [companyId])).toEqual({ learners: 0, companies: 0, courses: 0 });
    const summary = await database.db
      .selectFrom('learner_summaries')
      .select(['time_spent_seconds', 'started_count'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({ time_spent_seconds: 120, started_count: 2 });
  }, 30_000);
});
