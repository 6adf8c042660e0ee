import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Db } from './database.ts';
import { DEFINITIONS_REVISION, definitionGroups } from './definitions.ts';

/**
 * Puts the database's functions and triggers in the form `definitions.ts` declares
 * (docs/decisions/092-database-definitions.md): a repeatable migration, run after the numbered ones
 * whenever the program's revision is higher than the database's.
 */

/** Only compiles: the definitions' text is the same whichever driver runs it. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function textOf(statement: RawBuilder<unknown>): string {
  const compiled = statement.compile(compiler);
  if (compiled.parameters.length > 0) throw new Error(`A definition takes no parameters: ${compiled.sql}`);
  return compiled.sql;
}

/** The checksum of every definition's text, in order. */
export function definitionsChecksum(): string {
  const hash = createHash('sha256');
  for (const group of definitionGroups) {
    for (const statement of [...group.functions, ...group.triggers]) hash.update(textOf(statement.create));
    if (group.fillWhenNew) hash.update(textOf(group.fillWhenNew));
  }
  return hash.digest('hex');
}

/** The revision the database holds; 0 before any (or before the table that records it). */
async function heldRevision(db: Db): Promise<number> {
  const table = await sql<{ found: boolean }>`select to_regclass('database_definitions') is not null as found`.execute(
    db,
  );
  if (!table.rows[0]?.found) return 0;
  const { rows } = await sql<{ revision: number }>`select revision from database_definitions`.execute(db);
  return rows[0]?.revision ?? 0;
}

/** Whether this program's definitions are newer than the database's. */
export async function definitionsPending(db: Db): Promise<boolean> {
  return (await heldRevision(db)) < DEFINITIONS_REVISION.number;
}

/**
 * Drops every trigger and function of the schema and makes the declared ones, in one transaction
 * that instances starting together take in turn. A group whose functions arrive for the first time
 * fills the rows it derives. Extensions' functions and the tables' own (constraint) triggers stay.
 */
export async function applyDefinitions(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('database_definitions'))`.execute(trx);
    if ((await heldRevision(trx)) >= DEFINITIONS_REVISION.number) return;
    const triggers = await sql<{ name: string; table: string }>`
      select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`.execute(trx);
    for (const trigger of triggers.rows)
      await sql`drop trigger ${sql.id(trigger.name)} on ${sql.table(trigger.table)}`.execute(trx);
    const functions = await sql<{ name: string; signature: string }>`
      select p.proname as name, p.oid::regprocedure::text as signature from pg_proc p
      where p.pronamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(trx);
    for (const fn of functions.rows) await sql`drop function ${sql.raw(fn.signature)}`.execute(trx);

    const existed = new Set(functions.rows.map((fn) => fn.name));
    for (const group of definitionGroups)
      for (const fn of group.functions) await sql.raw(textOf(fn.create)).execute(trx);
    for (const group of definitionGroups)
      for (const trigger of group.triggers) await sql.raw(textOf(trigger.create)).execute(trx);
    for (const group of definitionGroups) {
      const arrives = group.functions.every((fn) => !existed.has(fn.name));
      if (arrives && group.fillWhenNew) await sql.raw(textOf(group.fillWhenNew)).execute(trx);
    }
    await sql`insert into database_definitions (singleton, revision, checksum, applied_at)
      values (true, ${DEFINITIONS_REVISION.number}, ${definitionsChecksum()}, now())
      on conflict (singleton) do update set revision = excluded.revision, checksum = excluded.checksum,
        applied_at = excluded.applied_at`.execute(trx);
  });
}
