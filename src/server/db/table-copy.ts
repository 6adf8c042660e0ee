import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The migrator's own tables: each database keeps its own record of what ran. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Rows per batch; tables with files (bytea) go a few at a time, each file may be megabytes. */
const BATCH = 2000;
const FILE_BATCH = 8;

/** The tables of the public schema, without the migrator's. */
export async function userTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename
  `.execute(db);
  return rows.map((row) => row.name).filter((name) => !MIGRATOR_TABLES.has(name));
}

/**
 * Tables ordered so that every table comes after the tables its foreign keys point to. Deferrable
 * keys are checked at the commit and may point either way (users and companies name each other);
 * a cycle of immediate ones could not be copied and is refused.
 */
async function inReferenceOrder(db: Db, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f' and c.conrelid <> c.confrelid and not c.condeferrable
  `.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`the foreign keys of ${[...path].join(', ')} form a cycle`);
    path.add(table);
    for (const row of rows) if (row.child === table) visit(row.parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/** Columns that take values (generated columns are computed by the target itself), and the primary key in its index's order. */
async function columnsOf(db: Db, table: string): Promise<{ columns: string[]; key: string[]; files: boolean }> {
  const columns = await sql<{ name: string; type: string }>`
    select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum
  `.execute(db);
  const key = await sql<{ name: string }>`
    select a.attname as name from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${table}::regclass and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)
  `.execute(db);
  return {
    columns: columns.rows.map((row) => row.name),
    key: key.rows.map((row) => row.name),
    files: columns.rows.some((row) => row.type === 'bytea'),
  };
}

/**
 * Copies every row of `source`'s tables into the same tables of a freshly migrated `target`
 * (same migrations; what the migrations wrote there is replaced):
 * in reference order, in batches through JSON (PostgreSQL reads each value back with its own type),
 * ids kept, the target's own triggers off while its rows arrive (the summaries arrive as rows too),
 * identity sequences moved past the largest id. Throws when a table's count differs afterwards.
 */
export async function copyTables(
  source: Db,
  target: Db,
  progress: (table: string, rows: number) => void = () => {},
  /** Rows per batch, and per batch of a table that holds files (their bytes make each row large). */
  batches: { rows: number; fileRows: number } = { rows: BATCH, fileRows: FILE_BATCH },
): Promise<{ tables: number; rows: number }> {
  const tables = await inReferenceOrder(source, await userTables(source));
  let total = 0;
  await target.transaction().execute(async (trx) => {
    // Rows the migrations wrote (reference lists) come again from the source.
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))}`.execute(trx);
    // The target's triggers stay off until every row is in; checks deferred to the end run then.
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    for (const table of tables) {
      const copied = await copyTable(source, trx, table, batches);
      progress(table, copied);
      total += copied;
    }
    await sql`set constraints all immediate`.execute(trx);
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
  });
  return { tables: tables.length, rows: total };
}

/**
 * One table in batches through JSON, in the order of its primary key; throws when the count
 * differs from the source's. Each batch starts after the last key of the one before (not at an
 * offset, which reads every row before it again: a large table would be read over and over).
 */
async function copyTable(
  source: Db,
  target: Db,
  table: string,
  batches: { rows: number; fileRows: number },
): Promise<number> {
  const { columns, key, files } = await columnsOf(source, table);
  if (key.length === 0) throw new Error(`${table} has no primary key to copy it in order by`);
  const size = files ? batches.fileRows : batches.rows;
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const keyList = sql.join(key.map((column) => sql.ref(column)));
  const keyListDescending = sql.join(key.map((column) => sql`${sql.ref(column)} desc`));
  let copied = 0;
  // The previous batch's last key as JSON, read back with the table's own types.
  let last: string | null = null;
  for (;;) {
    const batch = await sql<{ rows: string; last: string | null }>`
      with page as (
        select ${list} from ${sql.table(table)}
        where ${last}::json is null
          or (${keyList}) > (select ${keyList} from json_populate_record(null::${sql.table(table)}, ${last}::json))
        order by ${keyList} limit ${size}
      )
      select coalesce(json_agg(t), '[]')::text as rows,
        (select row_to_json(k) from (select ${keyList} from page order by ${keyListDescending} limit 1) k)::text as last
      from page t
    `.execute(source);
    const { rows } = batch.rows[0]!;
    if (rows === '[]') break;
    last = batch.rows[0]!.last;
    const inserted = await sql`
      insert into ${sql.table(table)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${sql.table(table)}, ${rows}::json)
    `.execute(target);
    copied += Number(inserted.numAffectedRows ?? 0n);
  }
  await moveSequences(target, table);
  const counted = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(source);
  if (counted.rows[0]!.n !== copied) throw new Error(`${table}: ${copied} rows copied of ${counted.rows[0]!.n}`);
  return copied;
}

/** Identity and serial columns continue after the largest copied value. */
async function moveSequences(db: Db, table: string): Promise<void> {
  const { rows } = await sql<{ column: string; sequence: string }>`
    select attname as column, pg_get_serial_sequence(${table}, attname) as sequence from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
      and pg_get_serial_sequence(${table}, attname) is not null
  `.execute(db);
  for (const { column, sequence } of rows) {
    await sql`
      select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)
    `.execute(db);
  }
}
