import { sql } from 'kysely';
import type { Db } from './database.ts';

/** The cheapest query: throws unless the database answers. */
export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
