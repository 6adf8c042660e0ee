import { type Kysely, sql } from 'kysely';

/**
 * The phishing-simulation add-on (docs/decisions/096-phishing-simulation.md), part 1. Expand only.
 *
 * - `simulation_bookings`: a company that booked it, the addendum's version and the checklist.
 * - `simulation_domains`: mail domains a company proves with a DNS TXT record; verified by one company at a time.
 * - `simulation_exclusions`: people the employer took out of simulations (no reason asked).
 * - `simulation_campaigns` and their `simulation_waves` (a recurring campaign sends a wave every few weeks).
 * - `simulation_tokens`: one per mail, holding only the token's hash, the wave, the scenario and the
 *   outcome: no person, address, language, time or sequence (the key is the random hash itself).
 * - `simulation_results`: counters per wave and scenario, kept when the tokens are deleted.
 * - `simulation_templates`: which library scenarios the provider published or retired.
 * - `simulation_sender_domains`: the provider's own domains simulation mail is sent from.
 * - `simulation_switch`: the provider's global stop (one row).
 * - `simulation_send_counts`: simulation mails sent per minute, overall and per recipient domain.
 * - `mail_outbox` learns the mail's kind, its sender, extra headers, a latest sending time, and until
 *   it is sent its wave, scenario and token hash (so a stop removes the token with the mail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table simulation_bookings (
    company_id integer primary key references companies (id) on delete cascade,
    addendum_version text not null,
    booked_at timestamptz not null,
    booked_by integer references users (id) on delete set null,
    checklist jsonb not null default '{}',
    test_mail_sent_at timestamptz
  )`.execute(db);
  await sql`alter table companies add column simulation_blocked_at timestamptz`.execute(db);

  await sql`create table simulation_domains (
    company_id integer not null references companies (id) on delete cascade,
    domain text not null,
    verify_value text not null,
    added_at timestamptz not null,
    verified_at timestamptz,
    checked_at timestamptz,
    primary key (company_id, domain)
  )`.execute(db);
  await sql`create unique index simulation_domains_verified on simulation_domains (domain) where verified_at is not null`.execute(
    db,
  );

  await sql`create table simulation_exclusions (
    user_id integer primary key references users (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    excluded_at timestamptz not null
  )`.execute(db);

  await sql`create table simulation_campaigns (
    id uuid primary key,
    company_id integer not null references companies (id) on delete cascade,
    name text not null,
    repeat_weeks integer check (repeat_weeks in (2, 4, 8)),
    categories text[] not null,
    difficulties integer[] not null,
    window_days integer not null check (window_days between 1 and 10),
    hour_from integer not null check (hour_from between 0 and 23),
    hour_to integer not null check (hour_to between 1 and 24 and hour_to > hour_from),
    starts_on date not null,
    status text not null check (status in ('draft', 'running', 'paused', 'stopped', 'finished')),
    created_at timestamptz not null,
    created_by integer references users (id) on delete set null,
    launched_at timestamptz,
    next_wave_at timestamptz
  )`.execute(db);
  await sql`create index simulation_campaigns_company on simulation_campaigns (company_id, created_at)`.execute(db);
  await sql`create index simulation_campaigns_next_wave on simulation_campaigns (next_wave_at) where status = 'running'`.execute(
    db,
  );

  await sql`create table simulation_waves (
    id uuid primary key,
    campaign_id uuid not null references simulation_campaigns (id) on delete cascade,
    company_id integer not null references companies (id) on delete cascade,
    window_start timestamptz not null,
    window_end timestamptz not null,
    planned integer not null,
    tokens_deleted_at timestamptz
  )`.execute(db);
  await sql`create index simulation_waves_campaign on simulation_waves (campaign_id, window_start)`.execute(db);
  await sql`create index simulation_waves_company on simulation_waves (company_id, window_end)`.execute(db);
  // The retention job's question every minute: waves whose tokens are still kept, by when they closed.
  await sql`create index simulation_waves_tokens_kept on simulation_waves (window_end) where tokens_deleted_at is null`.execute(
    db,
  );

  await sql`create table simulation_tokens (
    token_hash text primary key,
    wave_id uuid not null references simulation_waves (id) on delete cascade,
    template_id text not null,
    clicked boolean not null default false,
    submitted boolean not null default false
  )`.execute(db);
  await sql`create index simulation_tokens_wave on simulation_tokens (wave_id)`.execute(db);

  await sql`create table simulation_results (
    wave_id uuid not null references simulation_waves (id) on delete cascade,
    template_id text not null,
    sent integer not null default 0,
    failed integer not null default 0,
    clicked integer not null default 0,
    submitted integer not null default 0,
    primary key (wave_id, template_id)
  )`.execute(db);

  await sql`create table simulation_templates (
    id text primary key,
    published_at timestamptz,
    retired_at timestamptz
  )`.execute(db);

  await sql`create table simulation_sender_domains (
    domain text primary key,
    added_at timestamptz not null,
    retired_at timestamptz
  )`.execute(db);

  await sql`create table simulation_switch (
    id integer primary key check (id = 1),
    stopped_at timestamptz,
    stopped_by integer references users (id) on delete set null
  )`.execute(db);
  await sql`insert into simulation_switch (id) values (1)`.execute(db);

  // Simulation mails sent per minute, overall and per recipient domain, shared by every instance.
  await sql`create table simulation_send_counts (
    key text primary key,
    minute timestamptz not null,
    sent integer not null
  )`.execute(db);

  await sql`alter table mail_outbox
    add column kind text not null default 'system' check (kind in ('system', 'simulation')),
    add column from_address text,
    add column headers jsonb,
    add column not_after timestamptz,
    add column wave_id uuid references simulation_waves (id) on delete cascade,
    add column template_id text,
    add column token_hash text`.execute(db);
  await sql`create index mail_outbox_simulation_due on mail_outbox (next_attempt_at) where kind = 'simulation' and sent_at is null`.execute(
    db,
  );
  await sql`create index mail_outbox_wave on mail_outbox (wave_id) where wave_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_outbox_wave`.execute(db);
  await sql`drop index mail_outbox_simulation_due`.execute(db);
  await sql`alter table mail_outbox drop column kind, drop column from_address, drop column headers,
    drop column not_after, drop column wave_id, drop column template_id, drop column token_hash`.execute(db);
  for (const table of [
    'simulation_send_counts',
    'simulation_switch',
    'simulation_sender_domains',
    'simulation_templates',
    'simulation_results',
    'simulation_tokens',
    'simulation_waves',
    'simulation_campaigns',
    'simulation_exclusions',
    'simulation_domains',
    'simulation_bookings',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table companies drop column simulation_blocked_at`.execute(db);
}
