import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validUntil } from '../../src/shared/rules/training-validity.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * How long a pass counts is reckoned in two places: `validUntil` for the programs (certificates,
 * the learner's screens) and the database's `valid_until` (the save, the yearly archiving, the
 * reminders). They must never disagree by a millisecond, or a certificate would state an end the
 * archiving does not keep.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function inDatabase(cases: readonly { since: Date; months: number }[]): Promise<Date[]> {
  const { rows } = await sql<{ until: Date }>`
    select valid_until(c.since, c.months) as until
    from unnest(${cases.map((c) => c.since.toISOString())}::timestamptz[], ${cases.map((c) => c.months)}::int[])
      with ordinality as c(since, months, position)
    order by c.position`.execute(database.db);
  return rows.map((row) => new Date(row.until));
}

/** Moments near what breaks month arithmetic: month ends, leap days, the nights Berlin changes its clocks. */
const edgeMoment = fc
  .record({
    year: fc.integer({ min: 1999, max: 2101 }),
    month: fc.integer({ min: 0, max: 11 }),
    day: fc.constantFrom(1, 27, 28, 29, 30, 31),
    hour: fc.constantFrom(0, 1, 2, 3, 22, 23),
    minute: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 59_999 }),
  })
  .map(({ year, month, day, hour, minute, ms }) => new Date(Date.UTC(year, month, day, hour, minute, 0, ms)));
const anyMoment = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2110-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('the end of a pass', () => {
  it('is the same moment in the programs and in the database', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ since: fc.oneof(edgeMoment, anyMoment), months: fc.integer({ min: 0, max: 60 }) }), {
          minLength: 1,
          maxLength: 200,
        }),
        async (cases) => {
          const ends = await inDatabase(cases);
          cases.forEach((c, i) =>
            expect(ends[i]!.toISOString(), `${c.since.toISOString()} + ${c.months}`).toBe(
              validUntil(c.since, c.months).toISOString(),
            ),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('clamps at a month end and keeps the time of day across Berlin’s clock changes', async () => {
    const cases = [
      { since: new Date('2025-01-31T10:00:00Z'), months: 1, until: '2025-02-28T10:00:00.000Z' },
      { since: new Date('2024-01-31T10:00:00Z'), months: 1, until: '2024-02-29T10:00:00.000Z' },
      { since: new Date('2024-02-29T23:30:00Z'), months: 12, until: '2025-02-28T23:30:00.000Z' },
      { since: new Date('2026-03-29T00:30:00Z'), months: 12, until: '2027-03-29T00:30:00.000Z' },
      { since: new Date('2026-10-25T01:30:00Z'), months: 5, until: '2027-03-25T01:30:00.000Z' },
    ];
    const ends = await inDatabase(cases);
    expect(ends.map((end) => end.toISOString())).toEqual(cases.map((c) => c.until));
    expect(cases.map((c) => validUntil(c.since, c.months).toISOString())).toEqual(cases.map((c) => c.until));
  });
});
