import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const key = (name: string) => `database-test:${name}:${Math.random()}`;
const counter = (name: string) => ({ key: name, hits: 1, window_started_at: new Date(), blocked_until: null });

describe('the database connection', () => {
  it('keeps a write made while another request’s transaction is open, when that transaction rolls back', async () => {
    const { db } = database;
    const inside = key('inside');
    const outside = key('outside');
    let written!: Promise<unknown>;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('throttle_counters').values(counter(inside)).execute();
        // Another request writes while this transaction is open (PGlite: the same one connection).
        written = db.insertInto('throttle_counters').values(counter(outside)).execute();
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('the transaction fails');
      }),
    ).rejects.toThrow('the transaction fails');
    await written;
    const kept = await db.selectFrom('throttle_counters').select('key').where('key', 'in', [inside, outside]).execute();
    expect(kept.map((row) => row.key)).toEqual([outside]);
  });
});

describe('the course columns', () => {
  it('hold only the portal’s courses, whatever writes them', async () => {
    const { db } = database;
    const company = await db
      .insertInto('companies')
      .values({ company_name: 'Kurs GmbH' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await db
      .insertInto('users')
      .values({
        email: `kurs-${Math.random()}@example.com`,
        firstname: 'K',
        lastname: 'L',
        role: 'employee',
        company_id: company.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unknown = 'unbekannter-kurs' as 'malware';
    await expect(
      db.insertInto('training_assignments').values({ user_id: person.id, training_slug: unknown }).execute(),
    ).rejects.toThrow(/training_assignments_course_fk/);
    await expect(
      db
        .insertInto('course_progress')
        .values({ user_id: person.id, company_id: company.id, training_slug: unknown })
        .execute(),
    ).rejects.toThrow(/course_progress_training_fk/);
    await expect(
      db
        .updateTable('companies')
        .set({ onboarding_courses: ['malware', unknown] })
        .where('id', '=', company.id)
        .execute(),
    ).rejects.toThrow(/companies_onboarding_courses_known/);
    // The known ones pass.
    await db.insertInto('training_assignments').values({ user_id: person.id, training_slug: 'malware' }).execute();
    await db
      .updateTable('companies')
      .set({ onboarding_courses: ['malware', 'byod'] })
      .where('id', '=', company.id)
      .execute();
  });
});
