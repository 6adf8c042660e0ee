import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { applySaves, type SaveOutcome, type SaveStatement } from './progress.repository.ts';

/**
 * Saves of many learners in few transactions (docs/decisions/049-batched-saves.md). A save is sent at once
 * while fewer than `inFlight` batches are on their way to the database; saves arriving while they
 * are all busy wait together and go as the next batch, in one statement and one commit. Quiet,
 * every save goes alone without delay; busy, the statement, round trip and commit are shared by
 * many, which is what lets the database keep up. A save is answered only after its batch
 * committed, so whatever was acknowledged is stored.
 */
export type SaveBatcher = { save: (statement: SaveStatement) => Promise<SaveOutcome> };

type Waiting = { statement: SaveStatement; resolve: (outcome: SaveOutcome) => void; reject: (error: unknown) => void };

type Apply = (saves: readonly SaveStatement[]) => Promise<SaveOutcome[]>;

export type BatcherOptions = {
  /**
   * Batches on their way to the database at once. Two measured best on PostgreSQL
   * (docs/decisions/059-lean-save-path.md): one batch gathers while the other is written, and fewer,
   * fuller batches cost the database less per save than four thin ones.
   */
  inFlight?: number;
  maxBatch?: number;
  /**
   * How long a batch gathers before it goes. For PGlite, which runs in this thread and blocks it
   * while it writes: without a pause the requests arriving meanwhile would reach the batcher one
   * per write and every batch would hold one save.
   */
  gatherMs?: number;
  apply?: Apply;
};

export function createSaveBatcher(db: Db, options: BatcherOptions = {}): SaveBatcher {
  const apply: Apply = options.apply ?? ((saves) => applySaves(db, saves));
  const inFlight = options.inFlight ?? 2;
  const maxBatch = options.maxBatch ?? 200;
  const gatherMs = options.gatherMs ?? 0;
  let queue: Waiting[] = [];
  let running = 0;
  let gathering = false;

  const send = (batch: Waiting[]) => {
    running++;
    void run(batch).finally(() => {
      running--;
      // After the requests that came in meanwhile were read: their queries go before the next batch.
      setImmediate(next);
    });
  };
  const sendWaiting = () => {
    gathering = false;
    while (running < inFlight && queue.length > 0) {
      send(queue.slice(0, maxBatch));
      queue = queue.slice(maxBatch);
    }
  };
  const next = () => {
    if (running >= inFlight || queue.length === 0 || gathering) return;
    if (gatherMs === 0) return sendWaiting();
    gathering = true;
    setTimeout(sendWaiting, gatherMs);
  };

  async function run(batch: Waiting[]) {
    // One order for every batch of every instance: two batches never wait on each other crosswise.
    const ordered = [...batch].sort((a, b) => compare(a.statement, b.statement));
    try {
      const outcomes = await apply(ordered.map((w) => w.statement));
      ordered.forEach((w, i) => w.resolve(outcomes[i]));
    } catch (error) {
      if (ordered.length === 1) return ordered[0]!.reject(error);
      // One save's failure must not fail the others: each goes again alone.
      log.warn('a batch of saves failed, saving one by one', { saves: ordered.length, error: String(error) });
      await Promise.all(
        ordered.map((w) =>
          apply([w.statement]).then(
            ([outcome]) => w.resolve(outcome),
            (alone: unknown) => w.reject(alone),
          ),
        ),
      );
    }
  }

  return {
    save(statement) {
      return new Promise<SaveOutcome>((resolve, reject) => {
        queue.push({ statement, resolve, reject });
        next();
      });
    },
  };
}

function compare(a: SaveStatement, b: SaveStatement): number {
  return a.userId - b.userId || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}
