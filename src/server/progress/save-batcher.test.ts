import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import type { SaveOutcome, SaveStatement } from './progress.repository.ts';
import { createSaveBatcher } from './save-batcher.ts';

const statement = (userId: number, slug = 'malware'): SaveStatement => ({
  userId,
  slug: slug as SaveStatement['slug'],
  progressId: null,
  opId: crypto.randomUUID(),
  slideCount: 10,
  slide: 1,
  secondsSpent: 5,
  moduleRepeated: false,
  finishedAt: null,
  attempt: null,
  now: new Date(),
  validityMonths: 12,
});

/** A database stand-in that holds each batch until released, answering each save with its person's id. */
function heldDatabase() {
  const batches: SaveStatement[][] = [];
  const releases: Array<() => void> = [];
  let failWhen: (saves: readonly SaveStatement[]) => boolean = () => false;
  const apply = async (saves: readonly SaveStatement[]): Promise<SaveOutcome[]> => {
    batches.push([...saves]);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (failWhen(saves)) throw new Error('deadlock detected');
    return saves.map((s) => (s.userId < 0 ? undefined : { applied: true, row: { user_id: s.userId } as never }));
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await settle();
    }
  };
  return { apply, batches, releaseAll, failOn: (fn: typeof failWhen) => (failWhen = fn) };
}

const noDb = {} as Db;

/** Lets promises, immediates and the batcher's next round run. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('the save batcher', () => {
  it('sends a save at once while the database has room, and gathers the rest into the next batches', async () => {
    const db = heldDatabase();
    const batcher = createSaveBatcher(noDb, { inFlight: 2, apply: db.apply });
    const answers = [9, 3, 7, 1, 5, 2].map((user) => batcher.save(statement(user)));
    await settle();
    // Two went alone at once; the four that came while both were busy wait together.
    expect(db.batches.map((b) => b.map((s) => s.userId))).toEqual([[9], [3]]);
    await db.releaseAll();
    const outcomes = await Promise.all(answers);
    expect(outcomes.map((o) => (o?.row as { user_id: number }).user_id)).toEqual([9, 3, 7, 1, 5, 2]);
    // The gathered batch is in one order for every instance (person, then course): no crosswise waits.
    expect(db.batches[2]!.map((s) => s.userId)).toEqual([1, 2, 5, 7]);
  });

  it('gathers for a moment first when asked to (PGlite), so that a batch holds what arrives meanwhile', async () => {
    const db = heldDatabase();
    const batcher = createSaveBatcher(noDb, { inFlight: 1, gatherMs: 20, apply: db.apply });
    const answers = [batcher.save(statement(1))];
    await new Promise((resolve) => setTimeout(resolve, 5));
    answers.push(batcher.save(statement(2)), batcher.save(statement(3)));
    expect(db.batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(db.batches.map((b) => b.map((s) => s.userId))).toEqual([[1, 2, 3]]);
    await db.releaseAll();
    expect((await Promise.all(answers)).every((o) => o?.applied)).toBe(true);
  });

  it('keeps batches within the largest size', async () => {
    const db = heldDatabase();
    const batcher = createSaveBatcher(noDb, { inFlight: 1, maxBatch: 3, apply: db.apply });
    const answers = Array.from({ length: 8 }, (_, i) => batcher.save(statement(i + 1)));
    await settle();
    await db.releaseAll();
    await Promise.all(answers);
    expect(db.batches.map((b) => b.length)).toEqual([1, 3, 3, 1]);
  });

  it('answers "no progress yet" for the save that has none, and the others as usual', async () => {
    const db = heldDatabase();
    const batcher = createSaveBatcher(noDb, { inFlight: 1, apply: db.apply });
    const answers = [4, -1, 6].map((user) => batcher.save(statement(user)));
    await settle();
    await db.releaseAll();
    const outcomes = await Promise.all(answers);
    expect(outcomes.map((o) => o?.applied)).toEqual([true, undefined, true]);
  });

  it('saves one by one when a batch fails, so that only the failing save fails', async () => {
    const db = heldDatabase();
    db.failOn((saves) => saves.some((s) => s.userId === 13));
    const batcher = createSaveBatcher(noDb, { inFlight: 1, apply: db.apply });
    const first = batcher.save(statement(1));
    const answers = [2, 13, 4].map((user) => batcher.save(statement(user)).then((o) => o?.applied ?? 'none', String));
    await settle();
    await db.releaseAll();
    await settle();
    await db.releaseAll();
    expect((await first)?.applied).toBe(true);
    expect(await Promise.all(answers)).toEqual([true, 'Error: deadlock detected', true]);
  });
});
