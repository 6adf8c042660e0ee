import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SeedChunk } from './plan.ts';

/**
 * Bulk loading as pg_restore does it: the foreign keys and the plain (non-unique) indexes of the
 * filled tables are dropped, the rows go in, and the indexes and keys are made again in one pass
 * each, which is several times faster than checking and indexing row by row. Read from the
 * catalog, so whatever the migrations define is restored exactly. Runs inside the seed's one
 * transaction: if anything fails, the schema is as it was.
 */
export async function dropChecks(trx: Db, tables: readonly string[]): Promise<() => Promise<void>> {
  const foreignKeys = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid::regclass::text = any(${[...tables]}::text[])
    order by conname
  `.execute(trx);
  const indexes = await sql<{ name: string; definition: string }>`
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
  `.execute(trx);

  for (const fk of foreignKeys.rows) {
    await sql`alter table ${sql.id(fk.table)} drop constraint ${sql.id(fk.name)}`.execute(trx);
  }
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);

  return async () => {
    for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
    for (const fk of foreignKeys.rows) {
      await sql`alter table ${sql.id(fk.table)} add constraint ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(
        trx,
      );
    }
  };
}

/**
 * The statistics triggers (migration 0003) recompute the summaries of the people every statement
 * touches; for a bulk load that is once per table and chunk. They are switched off for the load
 * and the summaries computed once per chunk instead, with the same function.
 */
export async function pauseStatisticsTriggers(trx: Db): Promise<() => Promise<void>> {
  const triggers = await sql<{ table: string; name: string }>`
    select t.tgrelid::regclass::text as "table", t.tgname as name
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'learner_summaries_after_write' and t.tgenabled <> 'D'
  `.execute(trx);
  for (const t of triggers.rows)
    await sql`alter table ${sql.id(t.table)} disable trigger ${sql.id(t.name)}`.execute(trx);
  return async () => {
    for (const t of triggers.rows)
      await sql`alter table ${sql.id(t.table)} enable trigger ${sql.id(t.name)}`.execute(trx);
  };
}

export async function refreshStatistics(trx: Db, chunk: SeedChunk): Promise<void> {
  await sql`
    select refresh_learner_summaries(array(select id from users where id between ${chunk.firstUserId} and ${chunk.lastUserId}))
  `.execute(trx);
}
