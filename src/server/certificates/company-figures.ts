import type { CompanyCertificateFigures } from '#shared/api/certificates.ts';
import { byCourseOrder } from '#shared/courses.ts';
import type { CourseTally } from './certificates.repository.ts';

/**
 * The company certificate's figures (docs/product.md R21) from the per-course tallies and the count of
 * learners: assignments and passed ones summed over the courses, the average best score over the
 * scored assignments, rounded to whole percent (null when nobody has a score yet).
 */
export function companyFigures(
  people: { learners: number; fullyTrained: number },
  tallies: CourseTally[],
): CompanyCertificateFigures {
  const sum = (pick: (tally: CourseTally) => number) => tallies.reduce((total, tally) => total + pick(tally), 0);
  const scoreCount = sum((tally) => tally.scoreCount);
  return {
    learners: people.learners,
    fullyTrained: people.fullyTrained,
    assignedCourses: sum((tally) => tally.assigned),
    passedCourses: sum((tally) => tally.passed),
    averageScore: scoreCount === 0 ? null : Math.round(sum((tally) => tally.scoreSum) / scoreCount),
  };
}

/** The tallies in the portal's course order, for the certificate's table. */
export function inCourseOrder(tallies: CourseTally[]): CourseTally[] {
  return [...tallies].sort((a, b) => byCourseOrder(a.slug, b.slug));
}
