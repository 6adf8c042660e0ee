import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as learning from './migrations/0002-learning.ts';
import { log } from '../log.ts';

/** Migrations are listed here, in order, so they travel inside the program (no folder scans). */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-learning': learning,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') log.error('migration failed', { migration: result.migrationName });
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
