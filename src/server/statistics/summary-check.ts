import type { Db } from '../db/database.ts';
import {
  countCompanySummaryMismatches,
  countCourseSummaryMismatches,
  countLearnerSummaryMismatches,
} from './summary-mismatches.repository.ts';

/**
 * Proof that the statistics summaries (migration 0003) are exact: every learner row recomputed
 * from assignments and current progress, every company and company-course row summed from the
 * learner rows, and the differences counted. All must be 0, also after concurrent load. Every
 * company, or only these (a check after a load test on a big database).
 */
export async function summaryMismatches(
  db: Db,
  companyIds?: readonly number[],
): Promise<{ learners: number; companies: number; courses: number }> {
  const learners = await countLearnerSummaryMismatches(db, companyIds);
  const companies = await countCompanySummaryMismatches(db, companyIds);
  const courses = await countCourseSummaryMismatches(db, companyIds);
  return { learners, companies, courses };
}
