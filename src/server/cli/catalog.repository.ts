import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The SQL of the command-line tools on the system catalog and the migrator's record: whether a
 * database is empty or the portal's, and the foreign keys, indexes and statistics triggers a bulk
 * load takes down and puts back (seed/bulk-load.ts).
 */

/** A foreign key as pg_get_constraintdef writes it. */
export type ForeignKey = { table: string; name: string; definition: string };
/** An index as pg_get_indexdef writes it (a whole CREATE INDEX statement). */
export type IndexDefinition = { name: string; definition: string };
/** A trigger of a table. */
export type TableTrigger = { table: string; name: string };

/** How many tables the public schema holds (the migrator's own included). */
export async function countPublicTables(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables where schemaname = 'public'
  `.execute(db);
  return rows[0]?.n ?? 0;
}

/** Reads the migrator's record: throws unless the database is one the portal's migrations made. */
export async function probeMigrationRecord(db: Db): Promise<void> {
  await sql`select 1 from kysely_migration limit 1`.execute(db);
}

/** The foreign keys of the tables, by name. */
export async function findForeignKeys(db: Db, tables: readonly string[]): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid::regclass::text = any(${[...tables]}::text[])
    order by conname
  `.execute(db);
  return rows;
}

/** The plain indexes of the tables (not unique, not partial, backing no constraint), by name. */
export async function findPlainIndexes(db: Db, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid::regclass::text = any(${[...tables]}::text[])
      and not x.indisunique and not x.indisprimary
      -- Partial indexes stay: they hold few rows (archived rounds), and the summaries' refresh
      -- of every chunk looks them up per person and course; without them it scans all progress.
      and x.indpred is null
      and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
    order by i.relname
  `.execute(db);
  return rows;
}

/** Drops a foreign key. */
export async function dropForeignKey(db: Db, foreignKey: ForeignKey): Promise<void> {
  await sql`alter table ${sql.id(foreignKey.table)} drop constraint ${sql.id(foreignKey.name)}`.execute(db);
}

/** Adds a foreign key again as it was defined. */
export async function addForeignKey(db: Db, fk: ForeignKey): Promise<void> {
  await sql`alter table ${sql.id(fk.table)} add constraint ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(db);
}

/** Drops an index. */
export async function dropIndex(db: Db, index: IndexDefinition): Promise<void> {
  await sql`drop index ${sql.id(index.name)}`.execute(db);
}

/** Makes an index again by its definition. */
export async function createIndex(db: Db, index: IndexDefinition): Promise<void> {
  await sql.raw(index.definition).execute(db);
}

/**
 * The enabled triggers that keep derived rows: the statistics summaries (function
 * learner_summaries_after_write) and the reminder job's marks (the reminder_checks_ functions),
 * both declared in db/definitions/.
 */
export async function findDerivingTriggers(db: Db): Promise<TableTrigger[]> {
  const { rows } = await sql<TableTrigger>`
    select t.tgrelid::regclass::text as "table", t.tgname as name
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where (p.proname = 'learner_summaries_after_write' or p.proname like 'reminder\_checks\_%')
      and not t.tgisinternal and t.tgenabled <> 'D'
  `.execute(db);
  return rows;
}

/** Switches a trigger off. */
export async function disableTrigger(db: Db, trigger: TableTrigger): Promise<void> {
  await sql`alter table ${sql.id(trigger.table)} disable trigger ${sql.id(trigger.name)}`.execute(db);
}

/** Switches a trigger on. */
export async function enableTrigger(db: Db, trigger: TableTrigger): Promise<void> {
  await sql`alter table ${sql.id(trigger.table)} enable trigger ${sql.id(trigger.name)}`.execute(db);
}
