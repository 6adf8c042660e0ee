import { type Kysely, sql } from 'kysely';

/**
 * The whole schema of docs/product.md §3. Delete behaviour is deliberate:
 * a company's people, tokens, assignments, progress and uploads go with it (cascade);
 * the audit log and the mail outbox keep plain ids without foreign keys, so they outlive
 * what they speak of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('post_code', 'text')
    .addColumn('city', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('insurance_number', 'text')
    .addColumn('employee_count', 'integer')
    .addColumn('owner_id', 'integer')
    .addColumn('blocked_at', 'timestamptz')
    .addColumn('last_progress_reset_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('salutation', 'text', (c) => c.check(sql`salutation in ('Herr', 'Frau')`))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'employer', 'manager', 'employee')`))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('password_hash', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_first_login', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('lang', 'text', (c) =>
      c
        .notNull()
        .defaultTo('de')
        .check(sql`lang in ('de', 'en')`),
    )
    .addColumn('saw_video', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data_protection_policy_accepted_at', 'timestamptz')
    .addColumn('license_confirmed_at', 'timestamptz')
    .addColumn('order_processing_accepted_at', 'timestamptz')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_company_by_role', sql`(role = 'admin') = (company_id is null)`)
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_company_role').on('users').columns(['company_id', 'role']).execute();
  await db.schema.createIndex('users_role_id').on('users').columns(['role', 'id']).execute();

  await db.schema
    .alterTable('companies')
    .addForeignKeyConstraint('companies_owner_fk', ['owner_id'], 'users', ['id'], (c) =>
      c.onDelete('set null').deferrable().initiallyDeferred(),
    )
    .execute();
  await sql`create unique index companies_owner_unique on companies (owner_id)`.execute(db);

  // Session, invitation and reset tokens; only the SHA-256 of a token is stored.
  await db.schema
    .createTable('access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'invitation', 'reset')`))
    .addColumn('ttl', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user').on('access_tokens').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('access_tokens_expiry').on('access_tokens').column('expires_at').execute();

  await db.schema
    .createTable('training_assignments')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('training_slug', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('training_assignments_pk', ['user_id', 'training_slug'])
    .execute();

  // One row per person and course; a company reset archives rows instead of deleting them.
  await db.schema
    .createTable('course_progress')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('training_slug', 'text', (c) => c.notNull())
    .addColumn('furthest_slide', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slide_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_spent_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('module_finished_at', 'timestamptz')
    .addColumn('module_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best_score', 'integer')
    .addColumn('passed_at', 'timestamptz')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await sql`create unique index course_progress_current on course_progress (user_id, training_slug) where archived_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('course_progress_company')
    .on('course_progress')
    .columns(['company_id', 'training_slug'])
    .execute();

  // Client-made operation ids of progress saves: a replayed save is recognised and ignored.
  await db.schema
    .createTable('progress_operations')
    .addColumn('op_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('progress_id', 'integer', (c) => c.notNull().references('course_progress.id').onDelete('cascade'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Each quiz attempt keeps its own client-made id; the server scores it from the answers.
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('progress_id', 'integer', (c) => c.notNull().references('course_progress.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('score_percent', 'integer', (c) => c.notNull())
    .addColumn('passed', 'boolean', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quiz_attempts_progress').on('quiz_attempts').column('progress_id').execute();

  // Employee lists uploaded by employers, waiting for an admin's review and import.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'imported')`),
    )
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('imported_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('uploads_status').on('uploads').columns(['status', 'created_at']).execute();

  // Mails wait here until a sender loop has handed them to the mail server.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('cc', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null`.execute(db);

  // Who did what to whom, and when; plain ids so that entries survive deletions.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer')
    .addColumn('target_company_id', 'integer')
    .addColumn('client_address', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('audit_log_company').on('audit_log').columns(['target_company_id', 'at']).execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['target_user_id', 'at']).execute();

  // Counters for sign-in and reset throttling, shared by every server instance.
  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'throttle_counters',
    'audit_log',
    'mail_outbox',
    'uploads',
    'quiz_attempts',
    'progress_operations',
    'course_progress',
    'training_assignments',
    'access_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('companies').dropConstraint('companies_owner_fk').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('companies').execute();
}
