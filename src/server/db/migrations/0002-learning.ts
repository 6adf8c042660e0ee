import { type Kysely, sql } from 'kysely';

/**
 * Learning: quiz figures kept on the progress row (counted from quiz_attempts in the same
 * transaction, so lists and statistics need no join), and issued certificates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_progress')
    .addColumn('quiz_attempt_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_score', 'integer')
    .execute();
  await db.schema.createIndex('progress_operations_user').on('progress_operations').column('user_id').execute();

  // One row per issued certificate. The code is printed on the PDF and kept here only as a hash;
  // `content` is what the certificate shows, so /verify answers from it. The company's rows go
  // with the company, a person's with the person.
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'company')`))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('issued_by', 'integer')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificates_company').on('certificates').columns(['company_id', 'kind']).execute();
  await db.schema.createIndex('certificates_user').on('certificates').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropIndex('progress_operations_user').execute();
  await db.schema.alterTable('course_progress').dropColumn('last_score').dropColumn('quiz_attempt_count').execute();
}
