import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import type { Db } from '../../src/server/db/database.ts';
import { PASSWORD, registrationPayload } from '../support/factories.ts';
import { startServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { call, certificateCode, signIn, verifies } from './portal-calls.ts';

/**
 * npm run backup and npm run restore as an operator uses them (docs/operations.md): the portal's
 * data survives the loss of its database, and what it promised (sign-ins, progress, certificates
 * that verify, the audit log, waiting mail) is all back.
 */
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const KEY = Buffer.alloc(32, 5).toString('base64');

function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [`src/server/cli/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The facts a restore must bring back, read from the database. */
async function facts(db: Db) {
  const count = async (table: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
  const tables = ['users', 'companies', 'course_progress', 'progress_operations', 'quiz_attempts', 'certificates'];
  return {
    counts: Object.fromEntries(
      await Promise.all([...tables, 'audit_log', 'mail_outbox'].map(async (t) => [t, await count(t)])),
    ),
    lastAudit: (await sql<{ action: string }>`select action from audit_log order by id desc limit 1`.execute(db))
      .rows[0],
  };
}

describe('backup and restore on PostgreSQL', () => {
  let original: TestDatabase;
  let restored: TestDatabase;
  afterAll(async () => {
    await restored?.drop();
  });

  it('brings back sign-ins, progress, certificates that verify, the audit log and the outbox', async () => {
    original = await createTestDatabase();
    await runSeed(original.db, { ...DEFAULT_SEED_OPTIONS, companies: 2, employers: 2, employees: 30 }, () => undefined);
    const data = folder('portal-pg-backup-');
    const env = {
      DATABASE_URL: original.url!,
      DATA_DIR: data,
      SECOND_FACTOR_KEY: KEY,
      PUBLIC_URL: 'https://portal.test',
    };
    let server = await startServerProcess(env);

    const learner = await signIn(server, DEMO.employeeEmail, DEMO.password);
    const { training_slug: slug } = await original.db
      .selectFrom('training_assignments')
      .select('training_slug')
      .where('user_id', '=', learner.userId)
      .executeTakeFirstOrThrow();
    const saved = await call(server, '/api/progress/save-progress', {
      token: learner.id,
      body: { opId: randomUUID(), trainingSlug: slug, slide: 2, secondsSpent: 5 },
    });
    expect(saved.status).toBe(200);
    const code = await certificateCode(server, learner);
    expect(await verifies(server, code)).toBe(true);
    expect((await call(server, '/api/employee/reset', { body: { email: 'leitung@demo-gmbh.example' } })).status).toBe(
      200,
    );
    const progress = await (await call(server, '/api/progress/get-progress', { token: learner.id })).text();
    await server.stop();
    const before = await facts(original.db);
    expect(before.counts.mail_outbox).toBeGreaterThan(0);
    expect(before.counts.certificates).toBeGreaterThan(0);

    const file = join(data, 'portal.dump');
    const backup = command('backup', ['--out', file], env);
    expect(backup.output).toContain('PostgreSQL backup written');
    expect(backup.status).toBe(0);
    expect(statSync(file).mode & 0o077).toBe(0); // readable by its owner only

    await original.drop(); // the database is lost
    restored = await createTestDatabase({ migrate: false });
    const restoredEnv = { ...env, DATABASE_URL: restored.url! };
    const restore = command('restore', [file], restoredEnv);
    expect(restore.output).toContain('Restored');
    expect(restore.status).toBe(0);
    expect(await facts(restored.db)).toEqual(before);

    server = await startServerProcess(restoredEnv);
    try {
      const again = await signIn(server, DEMO.employeeEmail, DEMO.password);
      expect(await (await call(server, '/api/progress/get-progress', { token: again.id })).text()).toBe(progress);
      expect(await verifies(server, code)).toBe(true);
    } finally {
      await server.stop();
    }

    // A second restore into the now filled database is refused and changes nothing.
    const filled = await facts(restored.db);
    const refused = command('restore', [file], restoredEnv);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('not empty');
    expect(await facts(restored.db)).toEqual(filled);
  }, 180_000);
});

describe('backup and restore of the embedded database', () => {
  it('copies the folder while the server runs, and restores that moment', async () => {
    const data = folder('portal-pglite-backup-');
    const env = { DATA_DIR: data, PUBLIC_URL: 'http://portal.test', DATABASE_URL: '' };
    const server = await startServerProcess(env);
    const kept = registrationPayload();
    const lost = registrationPayload();
    try {
      expect((await call(server, '/api/employee/create-employer/', { body: kept })).status).toBe(200);
      // A second server on the same folder would destroy it: it refuses to start.
      await expect(startServerProcess(env)).rejects.toThrow(/uses the embedded database/);

      const backup = command('backup', [], env);
      expect(backup.status).toBe(0);
      const made = readdirSync(join(data, 'backups')).filter((name) => name.endsWith('.tar.gz'));
      expect(made).toHaveLength(1);
      expect(backup.output).toContain(join(data, 'backups', made[0]!));

      expect((await call(server, '/api/employee/create-employer/', { body: lost })).status).toBe(200);
      const refused = command('restore', [join(data, 'backups', made[0]!)], env);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('Stop it first: the portal');
    } finally {
      await server.stop();
    }

    // A broken copy is refused and the portal stays as it was.
    const broken = join(data, 'broken.tar.gz');
    writeFileSync(broken, Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
    const refusedBroken = command('restore', [broken], env);
    expect(refusedBroken.status).toBe(1);
    expect(refusedBroken.output).toContain('nothing changed');
    expect(readdirSync(data).some((name) => name.startsWith('pglite.before-restore-'))).toBe(false);

    const restore = command('restore', [join(data, 'backups', readdirSync(join(data, 'backups'))[0]!)], env);
    expect(restore.status).toBe(0);
    expect(readdirSync(data).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const again = await startServerProcess(env);
    try {
      expect((await signIn(again, kept.email, PASSWORD)).id).toBeTruthy();
      expect(
        (await call(again, '/api/employee/login', { body: { email: lost.email, password: PASSWORD } })).status,
      ).toBe(401);
    } finally {
      await again.stop();
    }
    expect(existsSync(join(data, 'pglite.pid'))).toBe(false);

    // Without an embedded database there is nothing to copy: refused, not an empty backup.
    const empty = command('backup', [], { ...env, DATA_DIR: folder('portal-no-database-') });
    expect(empty.status).toBe(1);
    expect(empty.output).toContain('no embedded database');
  }, 180_000);
});
