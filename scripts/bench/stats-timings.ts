import type { Db } from '../../src/server/db/database.ts';
import { attentionCutoff } from '../../src/server/statistics/statistics-figures.ts';
import { companyStatistics } from '../../src/server/statistics/company-statistics.ts';
import { overallStatistics } from '../../src/server/statistics/overall-statistics.ts';
import { plainCompanyStatistics, plainOverallStatistics } from './plain-sql.ts';
import { type Timing, timeRuns } from './report.ts';

export type StatsRow = { name: string; timing: Timing; note: string };

/**
 * Server time of the two statistics calls (the functions the routes call, on the server's own
 * connection pool), and of the plain-SQL alternative for comparison.
 */
export async function statsTimings(
  db: Db,
  demoCompanyId: number,
  options: { runs: number; plainRuns: number },
): Promise<StatsRow[]> {
  const now = new Date();
  const company = await companyStatistics(db, demoCompanyId, now);
  const overall = await overallStatistics(db, {}, now);
  const lastYear = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const year = await overallStatistics(db, { from: lastYear }, now);

  const rows: StatsRow[] = [
    {
      name: `company stats (${company.people.toLocaleString('en')} people)`,
      timing: await timeRuns(options.runs, () => companyStatistics(db, demoCompanyId, new Date())),
      note: `${company.attentionPeople.length.toLocaleString('en')} in the attention list`,
    },
    {
      name: 'overall stats, all time',
      timing: await timeRuns(options.runs, () => overallStatistics(db, {}, new Date())),
      note: `${overall.companies.toLocaleString('en')} companies, ${overall.population.toLocaleString('en')} learners`,
    },
    {
      name: `overall stats, from ${lastYear}`,
      timing: await timeRuns(options.runs, () => overallStatistics(db, { from: lastYear }, new Date())),
      note: `${year.companies.toLocaleString('en')} companies, ${year.population.toLocaleString('en')} learners`,
    },
  ];
  if (options.plainRuns > 0) {
    const cutoff = attentionCutoff(now);
    rows.push(
      {
        name: 'company stats, plain SQL (no summaries)',
        timing: await timeRuns(options.plainRuns, () => plainCompanyStatistics(db, demoCompanyId, cutoff), 1),
        note: 'assignments joined with progress',
      },
      {
        name: 'overall stats, plain SQL (no summaries)',
        timing: await timeRuns(
          Math.max(1, Math.ceil(options.plainRuns / 2)),
          () => plainOverallStatistics(db, cutoff),
          0,
        ),
        note: 'assignments joined with progress',
      },
    );
  }
  return rows;
}
