import type { Db } from '../../db/database.ts';
import {
  addForeignKey,
  createIndex,
  disableTrigger,
  dropForeignKey,
  dropIndex,
  enableTrigger,
  findForeignKeys,
  findPlainIndexes,
  findDerivingTriggers,
} from '../catalog.repository.ts';

/**
 * Bulk loading as pg_restore does it: the foreign keys and the plain (non-unique) indexes of the
 * filled tables are dropped, the rows go in, and the indexes and keys are made again in one pass
 * each, which is several times faster than checking and indexing row by row. Read from the
 * catalog, so whatever the migrations define is restored exactly. Runs inside the seed's one
 * transaction: if anything fails, the schema is as it was.
 */
export async function dropChecks(trx: Db, tables: readonly string[]): Promise<() => Promise<void>> {
  const foreignKeys = await findForeignKeys(trx, tables);
  const indexes = await findPlainIndexes(trx, tables);

  for (const fk of foreignKeys) await dropForeignKey(trx, fk);
  for (const index of indexes) await dropIndex(trx, index);

  return async () => {
    for (const index of indexes) await createIndex(trx, index);
    for (const fk of foreignKeys) await addForeignKey(trx, fk);
  };
}

/**
 * The statistics triggers queue the people every statement
 * touches, and the reminder triggers mark people for the reminder job (db/definitions/); for a bulk
 * load that is once per table and chunk, or once per row. They are switched off for the load, and
 * the summaries computed and the people marked once per chunk instead.
 */
export async function pauseDerivingTriggers(trx: Db): Promise<() => Promise<void>> {
  const triggers = await findDerivingTriggers(trx);
  for (const t of triggers) await disableTrigger(trx, t);
  return async () => {
    for (const t of triggers) await enableTrigger(trx, t);
  };
}
