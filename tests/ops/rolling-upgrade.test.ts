import { execFileSync, execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_OPTIONS, DEMO, runSeed } from '../../src/server/cli/seed/run-seed.ts';
import { pendingMigrations } from '../../src/server/db/migrate.ts';
import { pickLearners } from '../../scripts/bench/load.ts';
import { savedOperations } from '../../scripts/load/run-database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * A rolling upgrade as docs/operations.md describes it: instances of the previous release serve
 * learners while an instance of this release starts on the same database and migrates it, and both
 * go on serving. "The previous release" is the code just before the newest migration was added
 * (taken from git), so every new migration is tried against the code that does not know it.
 */
const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'portal-previous-'));
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
/** A copy without history (`git clone --depth 1`, a source archive) has no previous release to start. */
function hasHistory(): boolean {
  try {
    return git('rev-parse', '--is-shallow-repository') === 'false';
  } catch {
    return false;
  }
}
const shallow = !hasHistory();
if (shallow) console.log('rolling upgrade: skipped, this copy of the code has no git history');

/**
 * The commit before the one that added the newest migration, along main's own line: a migration a
 * merge brought in counts as added by that merge, and the release before it is the merge's first parent.
 */
function previousRelease(): { commit: string; migration: string } {
  const migration = readdirSync(join(root, 'src/server/db/migrations')).sort().at(-1)!;
  const path = `src/server/db/migrations/${migration}`;
  const added = git('log', '-m', '--first-parent', '--diff-filter=AR', '--format=%H', '-1', '--', path);
  if (!added)
    throw new Error(`${migration} is not committed yet: commit it, then this test can find the release before it`);
  return { commit: git('rev-parse', `${added}^`), migration };
}

/** The previous release's server with this checkout's packages, or its own where they differ. */
function checkOut(commit: string): void {
  execSync(`git archive ${commit} src public/courses package.json package-lock.json | tar -x -C ${dir}`, { cwd: root });
  const dependencies = (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies;
  const same = Object.entries(dependencies).every(([name, version]) => {
    const installed = join(root, 'node_modules', name, 'package.json');
    return (
      existsSync(installed) && (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version === version
    );
  });
  if (same) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  else
    execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'pipe',
    });
}

const post = async (server: ServerProcess, path: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('a rolling upgrade', () => {
  it.skipIf(shallow)(
    'lets the previous release serve learners while this release migrates the same database, and both go on',
    async () => {
      const { commit, migration } = previousRelease();
      checkOut(commit);
      database = await createTestDatabase({ migrate: false });
      const env = {
        DATABASE_URL: database.url!,
        DATA_DIR: dir,
        SECOND_FACTOR_KEY: Buffer.alloc(32, 4).toString('base64'),
      };

      // The previous release alone: it migrates the database to its own version.
      const previous = await startServerProcess(env, { cwd: dir, command: [process.execPath, 'src/server/main.ts'] });
      servers.push(previous);
      expect(await pendingMigrations(database.db)).toBeGreaterThan(0);

      // This release starts beside it and migrates while the previous one serves.
      const current = await startServerProcess(env);
      servers.push(current);
      expect(await pendingMigrations(database.db)).toBe(0);
      // People written the way this release writes them; the previous release reads and serves them.
      await runSeed(
        database.db,
        { ...DEFAULT_SEED_OPTIONS, companies: 2, employers: 2, employees: 20 },
        () => undefined,
      );

      const learners = await pickLearners(database.db, 6);
      expect(learners.length).toBe(6);
      const acknowledged: string[] = [];
      for (const [i, learner] of learners.entries()) {
        // Signed in on one release, saving on both in turn: the same sessions, the same progress.
        const signIn = await post(i % 2 ? previous : current, '/api/employee/login', {
          email: learner.email,
          password: DEMO.password,
        });
        expect(signIn.status).toBe(200);
        for (let n = 0; n < 6; n++) {
          const opId = randomUUID();
          const server = n % 2 ? previous : current;
          const saved = await post(
            server,
            '/api/progress/save-progress',
            { opId, trainingSlug: learner.slugs[0], slide: n + 1, secondsSpent: 2 },
            String(signIn.body.id),
          );
          expect(saved.status, `${server === previous ? 'previous' : 'current'} release, save ${n}`).toBe(200);
          acknowledged.push(opId);
        }
        const read = await fetch(`${previous.url}/api/progress/get-progress`, {
          headers: { authorization: String(signIn.body.id) },
        });
        expect(read.status).toBe(200);
      }
      expect(await savedOperations(database.db, acknowledged)).toBe(acknowledged.length);
      console.log(
        `rolling upgrade: release ${commit.slice(0, 7)} and this one served ${acknowledged.length} saves across ${migration}`,
      );
    },
    240_000,
  );
});
