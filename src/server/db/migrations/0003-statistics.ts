import { type Kysely, sql } from 'kysely';

/**
 * Statistics (docs/decisions/033-statistics-figures.md, 034-statistics-summaries.md): plain SQL over
 * assignments and progress was measured too slow at the required scale, so the figures are kept up
 * to date in the same transaction as every write, by triggers, in three small tables:
 *
 * - `statistics_courses`: the position of each course in the per-person arrays (the 12 courses of
 *   docs/product.md §3).
 * - `learner_summaries`: one row per person of a company who had a course assigned: counts,
 *   sums, the oldest assignment not passed yet, and per course (by position) its state, best
 *   score and, while not passed, when it was assigned. Only assigned courses and current
 *   (not archived) progress count.
 * - `company_summaries`: the sums of a company's learner rows (the overall statistics read
 *   20,000 companies instead of a million people), and `company_course_summaries` the same per
 *   course (the company statistics read 12 rows instead of 5,000 people).
 *
 * The functions and triggers that keep them exact through every write are declared in
 * db/definitions/statistics.ts.
 */

export const COURSES = [
  'social-engineering',
  'password-security',
  'email-security',
  'social-media',
  'byod',
  'connection-security',
  'physical-security',
  'patchmanagement',
  '5-golden-rules',
  'cyber-emergency',
  'malware',
  'remote-work',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statistics_courses')
    .addColumn('position', 'smallint', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('statistics_courses' as never)
    .values(COURSES.map((slug, index) => ({ position: index + 1, slug })) as never)
    .execute();

  // No foreign key to users: a deleted person's row must still be there when the triggers
  // subtract it from the company's sums; the users trigger removes it then.
  await db.schema
    .createTable('learner_summaries')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('assigned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('module_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('oldest_open_assigned_at', 'timestamptz')
    // Per course position: null not assigned, 0 not started, 1 started, 2 passed.
    .addColumn('course_states', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('course_scores', sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('course_open_since', sql`timestamptz[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  // A company's people who may need attention (the company statistics' list).
  await db.schema
    .createIndex('learner_summaries_company')
    .on('learner_summaries')
    .columns(['company_id', 'oldest_open_assigned_at'])
    .execute();
  // Attention over all companies: the people with a course still open, by how long.
  await sql`create index learner_summaries_open on learner_summaries (oldest_open_assigned_at) include (company_id)
    where oldest_open_assigned_at is not null`.execute(db);

  await db.schema
    .createTable('company_summaries')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_repeat_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('module_repeat_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('company_course_summaries')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('company_course_summaries_pk', ['company_id', 'position'])
    .execute();

  // The overall statistics select companies by registration.
  await db.schema.createIndex('companies_created_at').on('companies').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('companies_created_at').execute();
  await db.schema.dropTable('company_course_summaries').execute();
  await db.schema.dropTable('company_summaries').execute();
  await db.schema.dropTable('learner_summaries').execute();
  await db.schema.dropTable('statistics_courses').execute();
}
