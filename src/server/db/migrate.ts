import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { applyDefinitions, definitionsPending } from './apply-definitions.ts';
import type { Db } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as learning from './migrations/0002-learning.ts';
import * as statistics from './migrations/0003-statistics.ts';
import * as admin from './migrations/0004-admin.ts';
import * as summaryChanges from './migrations/0005-summary-changes.ts';
import * as callerNotifications from './migrations/0006-caller-notifications.ts';
import * as exercises from './migrations/0007-exercises.ts';
import * as serverDates from './migrations/0008-server-dates.ts';
import * as saveBatchFunction from './migrations/0009-save-batch-function.ts';
import * as temporaryPasswords from './migrations/0010-temporary-passwords.ts';
import * as signInDevices from './migrations/0011-sign-in-devices.ts';
import * as emailChanges from './migrations/0012-email-changes.ts';
import * as sessionActivity from './migrations/0013-session-activity.ts';
import * as secondFactors from './migrations/0014-second-factors.ts';
import * as sessionDevices from './migrations/0015-session-devices.ts';
import * as secondFactorFailures from './migrations/0016-second-factor-failures.ts';
import * as trainingCycles from './migrations/0017-training-cycles.ts';
import * as onboardingCourses from './migrations/0018-onboarding-courses.ts';
import * as cycleAwareSaves from './migrations/0019-cycle-aware-saves.ts';
import * as assignmentDeadlines from './migrations/0020-assignment-deadlines.ts';
import * as reminders from './migrations/0021-reminders.ts';
import * as knownCourses from './migrations/0022-known-courses.ts';
import * as reminderChecks from './migrations/0023-reminder-checks.ts';
import * as databaseDefinitions from './migrations/0024-database-definitions.ts';
import * as quizDraws from './migrations/0025-quiz-draws.ts';
import * as phishingSimulation from './migrations/0026-phishing-simulation.ts';
import * as recoveryCodeTimes from './migrations/0027-recovery-code-times.ts';
import * as companySecondFactorRule from './migrations/0028-company-second-factor-rule.ts';
import * as simulationReports from './migrations/0029-simulation-reports.ts';
import * as simulationPersonLinks from './migrations/0030-simulation-person-links.ts';
import * as managementTraining from './migrations/0031-management-training.ts';
import * as employerToDo from './migrations/0032-employer-to-do.ts';
import * as companySignIn from './migrations/0033-company-sign-in.ts';
import * as directorySync from './migrations/0034-directory-sync.ts';
import * as policyAcknowledgements from './migrations/0035-policy-acknowledgements.ts';
import * as aiLiteracy from './migrations/0036-ai-literacy.ts';
import * as evidencePackages from './migrations/0037-evidence-packages.ts';
import * as deletionIndexes from './migrations/0038-deletion-indexes.ts';
import * as adminSignIn from './migrations/0039-admin-sign-in.ts';
import { log } from '../log.ts';

/** Migrations are listed here, in order, so they travel inside the program (no folder scans). */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-learning': learning,
  '0003-statistics': statistics,
  '0004-admin': admin,
  '0005-summary-changes': summaryChanges,
  '0006-caller-notifications': callerNotifications,
  '0007-exercises': exercises,
  '0008-server-dates': serverDates,
  '0009-save-batch-function': saveBatchFunction,
  '0010-temporary-passwords': temporaryPasswords,
  '0011-sign-in-devices': signInDevices,
  '0012-email-changes': emailChanges,
  '0013-session-activity': sessionActivity,
  '0014-second-factors': secondFactors,
  '0015-session-devices': sessionDevices,
  '0016-second-factor-failures': secondFactorFailures,
  '0017-training-cycles': trainingCycles,
  '0018-onboarding-courses': onboardingCourses,
  '0019-cycle-aware-saves': cycleAwareSaves,
  '0020-assignment-deadlines': assignmentDeadlines,
  '0021-reminders': reminders,
  '0022-known-courses': knownCourses,
  '0023-reminder-checks': reminderChecks,
  '0024-database-definitions': databaseDefinitions,
  '0025-quiz-draws': quizDraws,
  '0026-phishing-simulation': phishingSimulation,
  '0027-recovery-code-times': recoveryCodeTimes,
  '0028-company-second-factor-rule': companySecondFactorRule,
  '0029-simulation-reports': simulationReports,
  '0030-simulation-person-links': simulationPersonLinks,
  '0031-management-training': managementTraining,
  '0032-employer-to-do': employerToDo,
  '0033-company-sign-in': companySignIn,
  '0034-directory-sync': directorySync,
  '0035-policy-acknowledgements': policyAcknowledgements,
  '0036-ai-literacy': aiLiteracy,
  '0037-evidence-packages': evidencePackages,
  '0038-deletion-indexes': deletionIndexes,
  '0039-admin-sign-in': adminSignIn,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** How many migrations this program knows that the database has not run (its newer definitions count as one). */
export async function pendingMigrations(db: Db): Promise<number> {
  return (await pendingNumbered(db)) + ((await definitionsPending(db)) ? 1 : 0);
}

async function pendingNumbered(db: Db): Promise<number> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).length;
}

/**
 * Brings the database to this program's latest migration, then its functions and triggers to this
 * program's definitions (apply-definitions.ts). Instances starting together queue on
 * the migrator's advisory lock (PostgreSQL) and the later ones find nothing to do. A database
 * that is already further (the next release ran first, during a rolling upgrade) is left as it
 * is: its migrations are additive until a later release contracts (docs/operations.md).
 */
export async function migrateToLatest(db: Db): Promise<void> {
  if ((await pendingNumbered(db)) > 0) await runNumbered(db);
  if (await definitionsPending(db)) await applyDefinitions(db);
}

async function runNumbered(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') log.error('migration failed', { migration: result.migrationName });
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
