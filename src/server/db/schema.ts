import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Lang, Role, Salutation } from '#shared/constants.ts';
import type { CourseSlug, TrainingSlug } from '#shared/courses.ts';
import type { SecondFactorRule } from '#shared/rules/second-factor-rule.ts';

/** Kysely's view of the tables created by the migrations. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type CompaniesTable = {
  id: Generated<number>;
  company_name: string;
  street: string | null;
  post_code: string | null;
  city: string | null;
  phone_number: string | null;
  insurance_number: string | null;
  employee_count: number | null;
  owner_id: number | null;
  blocked_at: NullableTimestamp;
  last_progress_reset_at: NullableTimestamp;
  /** Courses every new person gets on invitation (migration 0018). */
  /** Held to the twelve courses by a check (migration 0022). */
  onboarding_courses: Generated<CourseSlug[]>;
  /** Whether the company's people get reminder mails at all (migration 0021). */
  reminders_enabled: Generated<boolean>;
  /** The provider stopped the company's phishing simulations (migration 0026). */
  simulation_blocked_at: NullableTimestamp;
  /** Who of the company must have a second factor (migration 0028). */
  second_factor_rule: Generated<SecondFactorRule>;
  created_at: CreatedAt;
};

export type UsersTable = {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
  role: Role;
  company_id: number | null;
  password_hash: string | null;
  /** Set while the password is one someone else chose: until then it signs in, and only to change it. */
  password_expires_at: NullableTimestamp;
  active: Generated<boolean>;
  is_first_login: Generated<boolean>;
  lang: Generated<Lang>;
  saw_video: Generated<boolean>;
  data_protection_policy_accepted_at: NullableTimestamp;
  license_confirmed_at: NullableTimestamp;
  order_processing_accepted_at: NullableTimestamp;
  locked_at: NullableTimestamp;
  /** Set while the person has a confirmed second factor (migration 0014). */
  second_factor_since: NullableTimestamp;
  /** Wrong second-factor codes in a row (migration 0016); 30 stop the second step until a new password. */
  second_factor_failures: Generated<number>;
  /**
   * Reminder mails (migration 0021): the person's switch; when reminders begin for the person (the
   * upgrade, joining); the last reminder of open courses; the last weekly digest.
   */
  reminders_enabled: Generated<boolean>;
  reminders_from: CreatedAt;
  learner_reminded_at: NullableTimestamp;
  digest_sent_at: NullableTimestamp;
  /**
   * When to look at the person next for a reminder and for the digest (migration 0023): never later
   * than the moment they become due; `-infinity` after a change, null while nothing is to come.
   */
  reminder_check_at: NullableTimestamp;
  digest_check_at: NullableTimestamp;
  /** When the employer or a manager last asked that the person be reminded (migration 0032). */
  reminder_requested_at: NullableTimestamp;
  /** Since when the company's directory keeps the person (SCIM, migration 0034); null: kept by hand. */
  directory_managed_at: NullableTimestamp;
  /** The directory's own id of the person (SCIM `externalId`, migration 0034). */
  directory_external_id: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

export type TokenKind = 'session' | 'invitation' | 'reset';

export type AccessTokensTable = {
  token_hash: string;
  user_id: number;
  kind: TokenKind;
  ttl: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** When the token last made a request, written at most every SESSION_TOUCH_SECONDS. */
  last_used_at: CreatedAt;
  /** A session's browser and client address at sign-in (migration 0015), for the own session list. */
  device: string | null;
  client_address: string | null;
  /** The company's identity provider vouched for a second factor at sign-in (`amr`, migration 0033). */
  provider_mfa: Generated<boolean>;
  /** The identity provider the session was opened through, for the sign-out there (migration 0039). */
  provider_issuer: ColumnType<string | null, string | null | undefined, string | null>;
};

export type TrainingAssignmentsTable = {
  user_id: number;
  /** A course of the list, by foreign key (migration 0022). */
  training_slug: CourseSlug;
  assigned_at: CreatedAt;
  /** The day by which the course is to be passed (migration 0020); read as text, yyyy-mm-dd. */
  due_on: ColumnType<string | null, string | null | undefined, string | null>;
};

export type CourseProgressTable = {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  /** A course or a track, by foreign key (migrations 0022, 0031). */
  training_slug: TrainingSlug;
  furthest_slide: Generated<number>;
  slide_count: Generated<number>;
  time_spent_seconds: Generated<number>;
  module_finished_at: NullableTimestamp;
  module_repeat_count: Generated<number>;
  quiz_repeat_count: Generated<number>;
  quiz_attempt_count: Generated<number>;
  best_score: number | null;
  last_score: number | null;
  passed_at: NullableTimestamp;
  /** The latest quiz attempt (by attempted_at, then id): its score is last_score. */
  last_attempt_at: NullableTimestamp;
  last_attempt_id: string | null;
  /** Ids of the course's exercises begun and finished (migration 0007). */
  exercises_started: Generated<string[]>;
  exercises_finished: Generated<string[]>;
  started_at: CreatedAt;
  updated_at: CreatedAt;
  archived_at: NullableTimestamp;
  /** When a passed round stopped counting (migration 0017); such a row is archived at the same moment. */
  lapsed_at: NullableTimestamp;
  /** When the learner last reached the module's end (migration 0025): it reopens the quiz after two failures. */
  module_reviewed_at: NullableTimestamp;
  /** At which attempt of the round the course was passed (migration 0025). */
  passed_at_attempt: number | null;
};

/** The five questions handed out for a person's next attempt (migration 0025). */
export type QuizDrawsTable = {
  id: string;
  user_id: number;
  training_slug: TrainingSlug;
  lang: string;
  question_ids: string[];
  option_orders: Json<Record<string, string[]>>;
  handed_out_at: Timestamp;
  attempt_id: string | null;
};

export type ProgressOperationsTable = {
  op_id: string;
  user_id: number;
  progress_id: number;
  received_at: CreatedAt;
};

export type QuizAttemptsTable = {
  id: string;
  progress_id: number;
  user_id: number;
  answers: Json<Record<string, string>>;
  correct_count: number;
  question_count: number;
  score_percent: number;
  passed: boolean;
  attempted_at: Timestamp;
  received_at: CreatedAt;
};

export type CertificatesTable = {
  id: Generated<number>;
  code_hash: string;
  kind: 'personal' | 'company' | 'management';
  company_id: number;
  user_id: number | null;
  issued_by: number | null;
  content: Json<unknown>;
  issued_at: Timestamp;
};

export type UploadsTable = {
  id: Generated<number>;
  company_id: number;
  uploaded_by: number | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  row_count: number;
  status: Generated<'pending' | 'imported'>;
  result: Json<unknown> | null;
  created_at: CreatedAt;
  imported_at: NullableTimestamp;
};

export type MailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  cc: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  next_attempt_at: CreatedAt;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTimestamp;
  /** Simulation mail (migration 0026) goes through its own transport, from its own sender, within its window. */
  kind: Generated<'system' | 'simulation'>;
  from_address: string | null;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  not_after: NullableTimestamp;
  wave_id: string | null;
  template_id: string | null;
  token_hash: string | null;
};

/** Phishing simulation (migration 0026, docs/decisions/096-phishing-simulation.md). */
export type SimulationChecklist = {
  /** The announcement's and notice's versions are missing in confirmations older than them. */
  staffInformed?: { at: string; version: string; announcementVersion?: string; noticeVersion?: string };
  worksCouncil?: { at: string; version: string; choice: 'none' | 'agreement' | 'informed'; date: string | null };
  dataProtectionOfficer?: { at: string; version: string };
};

export type SimulationBookingsTable = {
  company_id: number;
  addendum_version: string;
  booked_at: Timestamp;
  booked_by: number | null;
  checklist: ColumnType<SimulationChecklist, string | undefined, string>;
  test_mail_sent_at: NullableTimestamp;
  /** The pseudonymous mode (migration 0030): null while anonymous. */
  pseudonymous: ColumnType<SimulationPseudonymous | null, string | null | undefined, string | null>;
};

/** What the employer confirmed when switching to the pseudonymous mode. */
export type SimulationPseudonymous = {
  at: string;
  by: number;
  version: string;
  worksCouncil: 'none' | 'agreement';
};

export type SimulationDomainsTable = {
  company_id: number;
  domain: string;
  verify_value: string;
  added_at: Timestamp;
  verified_at: NullableTimestamp;
  checked_at: NullableTimestamp;
};

export type SimulationExclusionsTable = { user_id: number; company_id: number; excluded_at: Timestamp };

export type SimulationCampaignStatus = 'draft' | 'running' | 'paused' | 'stopped' | 'finished';

export type SimulationCampaignsTable = {
  id: string;
  company_id: number;
  name: string;
  repeat_weeks: number | null;
  categories: string[];
  difficulties: number[];
  window_days: number;
  hour_from: number;
  hour_to: number;
  starts_on: string;
  status: SimulationCampaignStatus;
  created_at: Timestamp;
  created_by: number | null;
  launched_at: NullableTimestamp;
  next_wave_at: NullableTimestamp;
};

export type SimulationWavesTable = {
  id: string;
  campaign_id: string;
  company_id: number;
  window_start: Timestamp;
  window_end: Timestamp;
  planned: number;
  tokens_deleted_at: NullableTimestamp;
};

export type SimulationTokensTable = {
  token_hash: string;
  wave_id: string;
  template_id: string;
  clicked: Generated<boolean>;
  submitted: Generated<boolean>;
  reported: Generated<boolean>;
  reported_before_click: Generated<boolean>;
};

export type SimulationResultsTable = {
  wave_id: string;
  template_id: string;
  sent: Generated<number>;
  failed: Generated<number>;
  clicked: Generated<number>;
  submitted: Generated<number>;
  reported: Generated<number>;
  reported_before_click: Generated<number>;
};

/** Reports of mail that was no simulation: a count per company and month, nothing of the mail. */
export type SimulationOtherReportsTable = { company_id: number; month: string; reports: Generated<number> };

/** A simulation mail's person, in the pseudonymous mode only (migration 0030). */
export type SimulationPersonLinksTable = {
  token_hash: string;
  user_id: number;
  company_id: number;
  wave_id: string;
  template_id: string;
  difficulty: number;
  planned_at: Timestamp;
  sent_at: NullableTimestamp;
  clicked_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  reported_at: NullableTimestamp;
};

/** Everything that can be learned: the 12 courses and the tracks (migration 0031). */
export type TrainingsTable = { slug: TrainingSlug; kind: 'course' | 'track' };

/** The people the employer named as the company's management (migration 0031). */
export type ManagementMembersTable = {
  user_id: number;
  company_id: number;
  named_at: Timestamp;
  named_by: number | null;
};

/** A company's own policy and whom it is for (migration 0035, decision 108). */
export type PoliciesTable = {
  id: Generated<number>;
  company_id: number;
  audience: 'all' | 'roles' | 'people';
  audience_roles: Generated<Role[]>;
  created_at: Timestamp;
  created_by: number | null;
};

/** One published version of a policy: a title and either a text or a PDF, never changed (migration 0035). */
export type PolicyVersionsTable = {
  id: Generated<number>;
  policy_id: number;
  version: number;
  title: string;
  body: string | null;
  pdf: Uint8Array | null;
  pdf_name: string | null;
  pdf_size: number | null;
  published_at: Timestamp;
  published_by: number | null;
};

/** The chosen people of a policy whose audience is `people` (migration 0035). */
export type PolicyPeopleTable = { policy_id: number; user_id: number };

/** "Gelesen und verstanden": one per version and person (migration 0035). */
export type PolicyConfirmationsTable = {
  version_id: number;
  user_id: number;
  confirmed_at: Timestamp;
  received_at: Timestamp;
};

/** When a person was last reminded of a policy (migration 0035). */
export type PolicyRemindersTable = { policy_id: number; user_id: number; reminded_at: Timestamp };
/** Who uses an AI tool (decision 109): everyone of the company, its leaders, or chosen people. */
export type AiToolUsersGroup = 'everyone' | 'leaders' | 'chosen';

/** The company's AI inventory, one row per tool as it stood from `added_at` to `retired_at` (migration 0036). */
export type AiToolsTable = {
  id: Generated<number>;
  company_id: number;
  name: string;
  purpose: string;
  used_by: AiToolUsersGroup;
  added_at: Timestamp;
  added_by: number | null;
  retired_at: NullableTimestamp;
  retired_by: number | null;
};

/** The chosen people of an AI tool (migration 0036). */
export type AiToolUsersTable = { tool_id: number; user_id: number };

export type SimulationTemplatesTable = { id: string; published_at: NullableTimestamp; retired_at: NullableTimestamp };
export type SimulationSenderDomainsTable = { domain: string; added_at: Timestamp; retired_at: NullableTimestamp };
export type SimulationSendCountsTable = { key: string; minute: Timestamp; sent: number };
export type SimulationSwitchTable = { id: number; stopped_at: NullableTimestamp; stopped_by: number | null };

export type AuditLogTable = {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: number | null;
  actor_role: string | null;
  action: string;
  target_user_id: number | null;
  target_company_id: number | null;
  client_address: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
};

export type ThrottleCountersTable = {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  blocked_until: NullableTimestamp;
  /** A password check of this key is under way until then (one at a time). */
  checking_until: NullableTimestamp;
};

/** A requested change of one's own e-mail address (migration 0012); tokens only as hashes. */
export type EmailChangesTable = {
  user_id: number;
  old_email: string;
  new_email: string;
  confirm_token_hash: string;
  report_token_hash: string;
  requested_at: Timestamp;
  report_until: Timestamp;
  confirmed_at: NullableTimestamp;
};

/** A browser where the person signed in before (migration 0011); only the token's hash is kept. */
export type TrustedDevicesTable = {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_used_at: Timestamp;
};

export type SecondFactorKind = 'totp' | 'passkey';

/** An authenticator app or a passkey (migration 0014); without `confirmed_at` it is being set up. */
export type SecondFactorsTable = {
  id: Generated<number>;
  user_id: number;
  kind: SecondFactorKind;
  label: string;
  /** The TOTP secret, sealed with the server's key (core/secret-box.ts). */
  totp_secret: string | null;
  /** The last time step a code was accepted for: no code counts twice (RFC 6238 §5.2). */
  totp_last_step: number | null;
  credential_id: string | null;
  /** The passkey's public key (COSE, base64url). */
  public_key: string | null;
  sign_count: number | null;
  transports: string | null;
  registration_challenge: string | null;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
};

export type RecoveryCodesTable = {
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  /** When the code was made (migration 0027); null for codes from before it. */
  created_at: NullableTimestamp;
};

/** A password accepted at sign-in, waiting for the second factor (migration 0014). */
export type SignInChallengesTable = {
  token_hash: string;
  user_id: number;
  passkey_challenge: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
};

/** The position of each course in the per-person arrays of learner_summaries (migration 0003). */
export type StatisticsCoursesTable = {
  position: number;
  slug: string;
};

/**
 * Per person of a company who had a course assigned, kept by triggers from assignments and
 * current progress (migration 0003). Per course position: `course_states` null not assigned,
 * 0 not started, 1 started, 2 passed; `course_scores` the best score; `course_open_since` when a
 * course not yet passed was assigned.
 */
export type LearnerSummariesTable = {
  user_id: number;
  company_id: number;
  assigned_count: number;
  started_count: number;
  passed_count: number;
  time_spent_seconds: number;
  quiz_repeat_count: number;
  module_repeat_count: number;
  score_sum: number;
  score_count: number;
  oldest_open_assigned_at: Date | null;
  course_states: Array<number | null>;
  course_scores: Array<number | null>;
  course_open_since: Array<Date | null>;
};

/** The sums of a company's learner_summaries rows (migration 0003). */
export type CompanySummariesTable = {
  company_id: number;
  population: number;
  started: number;
  finished_all: number;
  time_spent_seconds: number;
  quiz_repeat_count: number;
  module_repeat_count: number;
  score_sum: number;
  score_count: number;
};

/**
 * A company's people with valid training, per month (migration 0032): the statistics' population and
 * `finished_all` as last recorded within the month (its first day, German time).
 */
export type CompanyTrainingMonthsTable = {
  company_id: number;
  month: string;
  population: number;
  valid: number;
};

/** The sums per company and course position (migration 0003). */
/** People whose summaries wait to be brought up to date (migration 0005). */
export type SummaryChangesTable = {
  id: Generated<number>;
  user_id: number;
  company_id: number;
};

export type CompanyCourseSummariesTable = {
  company_id: number;
  position: number;
  assigned: number;
  started: number;
  passed: number;
  score_sum: number;
  score_count: number;
};

/** A company's SCIM connection (migration 0034): the token's hash only, null once revoked. */
export type ScimConnectionsTable = {
  company_id: number;
  token_hash: string | null;
  token_created_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  /** Group display names whose members are managers; empty: roles are set by hand. */
  manager_groups: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
};

/** A group the company's directory pushed (migration 0034). */
export type ScimGroupsTable = {
  id: string;
  company_id: number;
  display_name: string;
  external_id: string | null;
  created_at: CreatedAt;
};

export type ScimGroupMembersTable = {
  group_id: string;
  user_id: number;
};

/** A company's evidence package for a day, its facts as computed then (migration 0037, decision 110). */
export type EvidencePackagesTable = {
  id: Generated<number>;
  company_id: number;
  /** The chosen day, read as text (yyyy-mm-dd). */
  as_of: ColumnType<string, string, string>;
  facts: Json<unknown>;
  created_at: Timestamp;
  created_by: number | null;
};

/** A link a package is shared through; only the token's hash is kept (migration 0037). */
export type EvidenceLinksTable = {
  id: Generated<number>;
  package_id: number;
  token_hash: string;
  created_at: Timestamp;
  created_by: number | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  last_opened_at: NullableTimestamp;
};

export type Database = {
  scim_connections: ScimConnectionsTable;
  scim_groups: ScimGroupsTable;
  scim_group_members: ScimGroupMembersTable;
  companies: CompaniesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  training_assignments: TrainingAssignmentsTable;
  course_progress: CourseProgressTable;
  trainings: TrainingsTable;
  management_members: ManagementMembersTable;
  ai_tools: AiToolsTable;
  ai_tool_users: AiToolUsersTable;
  evidence_packages: EvidencePackagesTable;
  evidence_links: EvidenceLinksTable;
  progress_operations: ProgressOperationsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_draws: QuizDrawsTable;
  uploads: UploadsTable;
  certificates: CertificatesTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  throttle_counters: ThrottleCountersTable;
  trusted_devices: TrustedDevicesTable;
  email_changes: EmailChangesTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  statistics_courses: StatisticsCoursesTable;
  learner_summaries: LearnerSummariesTable;
  company_summaries: CompanySummariesTable;
  company_course_summaries: CompanyCourseSummariesTable;
  summary_changes: SummaryChangesTable;
  simulation_bookings: SimulationBookingsTable;
  simulation_domains: SimulationDomainsTable;
  simulation_exclusions: SimulationExclusionsTable;
  simulation_campaigns: SimulationCampaignsTable;
  simulation_waves: SimulationWavesTable;
  simulation_tokens: SimulationTokensTable;
  simulation_results: SimulationResultsTable;
  simulation_other_reports: SimulationOtherReportsTable;
  simulation_person_links: SimulationPersonLinksTable;
  simulation_templates: SimulationTemplatesTable;
  simulation_sender_domains: SimulationSenderDomainsTable;
  simulation_switch: SimulationSwitchTable;
  simulation_send_counts: SimulationSendCountsTable;
  company_training_months: CompanyTrainingMonthsTable;
  company_sign_in_providers: CompanySignInProvidersTable;
  sign_in_identities: SignInIdentitiesTable;
  sso_sign_ins: SsoSignInsTable;
  policies: PoliciesTable;
  policy_versions: PolicyVersionsTable;
  policy_people: PolicyPeopleTable;
  policy_confirmations: PolicyConfirmationsTable;
  policy_reminders: PolicyRemindersTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;

/** The kinds of identity provider a company connects (migration 0033). */
export type SignInProviderKind = 'entra' | 'google' | 'oidc';

/** A company's OpenID Connect provider (migration 0033, docs/decisions/106-company-sign-in.md). */
export type CompanySignInProvidersTable = {
  company_id: number;
  kind: SignInProviderKind;
  display_name: string;
  issuer: string;
  /** Entra ID: the tenant id; Google Workspace: the domain the `hd` claim must name; otherwise null. */
  tenant: string | null;
  client_id: string;
  /** Sealed with the server's sealing key (core/secret-box.ts); never answered. */
  client_secret_sealed: string;
  /** Whether managers and employees may still sign in with a password (employers always may). */
  passwords_allowed: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** A person's stable subject at a provider: issuer and `sub` (migration 0033). */
export type SignInIdentitiesTable = {
  issuer: string;
  subject: string;
  user_id: number;
  linked_at: Timestamp;
  last_sign_in_at: Timestamp;
};

/** A provider sign-in under way, by the hash of its state; used once (migration 0033). */
export type SsoSignInsTable = {
  state_hash: string;
  /** Null: an admin's sign-in at the provider's own identity provider (migration 0039). */
  company_id: number | null;
  /** The hash of the HttpOnly cookie of the browser that began it. */
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  /** Set once the provider answered for an invited person who must still accept the privacy notice. */
  user_id: number | null;
  /** The provider's `sub` for that person, linked once they consent. */
  subject: string | null;
  provider_mfa: Generated<boolean>;
  expires_at: Timestamp;
  created_at: CreatedAt;
};
