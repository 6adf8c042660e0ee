import { COURSE_SLUGS } from '#shared/courses.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { loadCourseCatalog } from '../../courses/course-catalog.ts';
import type { Db } from '../../db/database.ts';
import { dropChecks, pauseDerivingTriggers } from './bulk-load.ts';
import { markEveryone } from '../../reminders/reminders.repository.ts';
import {
  asciiName,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  LEGAL_FORMS,
  MALE_FIRST_NAMES,
  STREETS,
  TOWNS,
  TRADES,
} from './names.ts';
import { chunksOf, planCompanies, type SeedOptions } from './plan.ts';
import {
  insertAssignments,
  insertAttempts,
  insertCompanies,
  insertPeople,
  insertProgress,
  loadPlan,
  type SeedContext,
} from './seed.repository.ts';
import { insertUser } from '../../identity/users.repository.ts';
import {
  analyzeTable,
  countRows,
  findHighestIds,
  refreshLearnerSummaries,
  syncIdSequences,
  turnOffJit,
  vacuumAnalyze,
} from './seeded-tables.repository.ts';

/** The known accounts of every seed (the demo company is the first company seeded). */
export const DEMO = {
  companyName: 'Demo Sicherheit GmbH',
  ownerEmail: 'inhaber@demo-gmbh.example',
  managerEmail: 'leitung@demo-gmbh.example',
  employeeEmail: 'mitarbeiter@demo-gmbh.example',
  adminEmail: 'admin@demo-gmbh.example',
  password: 'Demo Sonnenblume Fahrradklingel',
} as const;

export const DEFAULT_SEED_OPTIONS: SeedOptions = {
  companies: 20,
  employees: 1000,
  employers: 20,
  largest: 0,
  registrationDays: 3 * 365,
  chunkPeople: 50_000,
  seed: 1,
};

export type SeedReport = {
  demoCompanyId: number;
  seconds: number;
  counts: Record<string, number>;
};

const SEEDED_TABLES = ['companies', 'users', 'training_assignments', 'course_progress', 'quiz_attempts'] as const;
const ANALYZE_AFTER = new Map<unknown, string>([
  [insertPeople, 'users'],
  [insertAssignments, 'training_assignments'],
  [insertProgress, 'course_progress'],
]);

function context(now: Date, passwordHash: string): SeedContext {
  const catalog = loadCourseCatalog();
  const answerTemplates = COURSE_SLUGS.flatMap((slug) => {
    const questions = catalog.get(slug, 'de').quiz.slice(0, 5);
    return [0, 1, 2, 3, 4, 5].map((correct) => ({
      slug,
      correct,
      answers: Object.fromEntries(
        questions.map((q, index) => [
          q.id,
          index < 5 - correct ? q.options.find((o) => o.id !== q.answer)!.id : q.answer,
        ]),
      ),
    }));
  });
  return {
    now,
    passwordHash,
    slugs: COURSE_SLUGS,
    slideCounts: COURSE_SLUGS.map((slug) => catalog.get(slug, 'de').slides.length),
    answerTemplates,
    demo: DEMO,
    words: {
      femaleFirstNames: FEMALE_FIRST_NAMES,
      femaleFirstNamesAscii: FEMALE_FIRST_NAMES.map(asciiName),
      maleFirstNames: MALE_FIRST_NAMES,
      maleFirstNamesAscii: MALE_FIRST_NAMES.map(asciiName),
      lastNames: LAST_NAMES,
      lastNamesAscii: LAST_NAMES.map(asciiName),
      trades: TRADES,
      legalForms: LEGAL_FORMS,
      streets: STREETS,
      towns: TOWNS,
    },
  };
}

/**
 * Fills the database: companies with owners (agreement accepted, complete settings), managers and
 * employees, assignments, progress in every state and the quiz attempts behind it, in chunks of
 * about `chunkPeople` people; then the demo admin, the identity counters and fresh planner
 * statistics. All in one transaction: a failed seed leaves the database as it was. The database
 * must hold no companies yet.
 */
export async function runSeed(db: Db, options: SeedOptions, log: (line: string) => void): Promise<SeedReport> {
  const started = performance.now();
  const base = await findHighestIds(db);
  if (Number(base.companies) > 0) throw new Error('the database has companies already (use --wipe to empty it first)');

  // One hash for everyone: argon2 is slow by design, and the seed must not spend it per row.
  const passwordHash = await hashPassword(DEMO.password);
  const now = new Date();
  const ctx = context(now, passwordHash);
  const plans = planCompanies(options, now, Number(base.companies), Number(base.users));
  const chunks = chunksOf(plans, options.chunkPeople);
  log(
    `seeding ${plans.length} companies (${options.companies} with people), ` +
      `${options.employees} managers and employees, in ${chunks.length} chunks`,
  );

  await db.transaction().execute(async (trx) => {
    await turnOffJit(trx);
    const restoreChecks = await dropChecks(trx, SEEDED_TABLES);
    const restoreTriggers = await pauseDerivingTriggers(trx);
    for (const [index, chunk] of chunks.entries()) {
      const chunkStarted = performance.now();
      await loadPlan(trx, chunk);
      for (const step of [insertCompanies, insertPeople, insertAssignments, insertProgress, insertAttempts]) {
        const stepStarted = performance.now();
        await step(trx, ctx, chunk);
        // Fresh rows have no planner statistics yet; without them the next join guesses badly.
        const analyze = ANALYZE_AFTER.get(step);
        if (analyze) await analyzeTable(trx, analyze);
        if (process.env.SEED_DEBUG) log(`    ${step.name} ${(performance.now() - stepStarted).toFixed(0)} ms`);
      }
      const refreshStarted = performance.now();
      await refreshLearnerSummaries(trx, chunk.firstUserId, chunk.lastUserId);
      // The reminder job looks at everyone new at its next run (or the bench reckons them first).
      await markEveryone(trx, chunk.firstUserId, chunk.lastUserId);
      if (process.env.SEED_DEBUG)
        log(`    refreshLearnerSummaries ${(performance.now() - refreshStarted).toFixed(0)} ms`);
      log(
        `  chunk ${index + 1}/${chunks.length}: ${chunk.companies.length} companies, ${chunk.people} people ` +
          `(${((performance.now() - chunkStarted) / 1000).toFixed(1)} s)`,
      );
    }
    const indexStarted = performance.now();
    await restoreChecks();
    await restoreTriggers();
    log(`  indexes and foreign keys made again (${((performance.now() - indexStarted) / 1000).toFixed(1)} s)`);

    await syncIdSequences(trx);
    // The demo admin, unless an account with the address exists already.
    const admin = {
      email: DEMO.adminEmail,
      firstname: 'Ada',
      lastname: 'Admin',
      role: 'admin' as const,
      company_id: null,
      password_hash: passwordHash,
      active: true,
      is_first_login: false,
      created_at: now,
    };
    await insertUser(trx, [admin], ['id'], 'skip');
  });
  log('  vacuum and analyze');
  await vacuumAnalyze(db);

  return {
    demoCompanyId: plans[0]!.id,
    seconds: (performance.now() - started) / 1000,
    counts: await countRows(db, SEEDED_TABLES),
  };
}
