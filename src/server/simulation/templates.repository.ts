import type { Db } from '../db/database.ts';

/** The SQL of the library's states: published, retired, and the campaigns that choose a scenario. */

export function findTemplateStates(db: Db) {
  return db.selectFrom('simulation_templates').selectAll().execute();
}

/** Published and not retired since. */
export async function publishedTemplateIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('simulation_templates')
    .select('id')
    .where('published_at', 'is not', null)
    .where('retired_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function publishTemplate(db: Db, id: string, at: Date): Promise<void> {
  await db
    .insertInto('simulation_templates')
    .values({ id, published_at: at, retired_at: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ published_at: at, retired_at: null }))
    .execute();
}

export async function retireTemplate(db: Db, id: string, at: Date): Promise<void> {
  await db
    .insertInto('simulation_templates')
    .values({ id, published_at: null, retired_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ retired_at: at }))
    .execute();
}

/** The selections of campaigns still to send (running or paused): a scenario in one of them is in use. */
export function activeSelections(db: Db) {
  return db
    .selectFrom('simulation_campaigns')
    .select(['categories', 'difficulties'])
    .where('status', 'in', ['running', 'paused'])
    .execute();
}
