import type { Course } from '#shared/api/courses.ts';
import type { CompanyProgress, CourseProgress } from '#shared/api/progress.ts';
import { CERTIFICATE_MIN_COURSES } from '#shared/constants.ts';
import { certificateEarned } from '#shared/rules/progress-status.ts';

export type OwnCourse = { slug: string; title: string; passedAt: string | null };

/** Where the signed-in person stands with their certificate (docs/product.md R20). */
export type OwnCertificateStatus = {
  courses: OwnCourse[];
  assigned: number;
  passed: number;
  earned: boolean;
  /** Courses still to be assigned before a certificate is possible (at least six). */
  toAssign: number;
  /** Assigned courses not yet passed. */
  toPass: number;
};

/** The caller's assigned courses (`active`) with their pass dates, from the course list and their progress. */
export function ownCertificateStatus(courses: Course[], progress: CourseProgress[]): OwnCertificateStatus {
  const passedAt = new Map(progress.filter((row) => row.passedAt).map((row) => [row.trainingSlug, row.passedAt]));
  const own = courses
    .filter((course) => course.active)
    .map((course) => ({ slug: course.slug, title: course.title, passedAt: passedAt.get(course.slug) ?? null }));
  const passed = own.filter((course) => course.passedAt !== null).length;
  return {
    courses: own,
    assigned: own.length,
    passed,
    earned: certificateEarned(own.length, passed),
    toAssign: Math.max(0, CERTIFICATE_MIN_COURSES - own.length),
    toPass: own.length - passed,
  };
}

/**
 * The company certificate's headline figures as the company overview shows them, over the
 * population of docs/product.md R21 (people with at least one assigned course, owner and managers too).
 * The server computes the printed figures the same way.
 */
export function companyHeadline(people: CompanyProgress) {
  const learners = people.filter((person) => person.assignedCount > 0);
  const scores = learners.flatMap((person) =>
    person.courses.flatMap((course) => (course.bestScore === null ? [] : [course.bestScore])),
  );
  return {
    learners: learners.length,
    fullyTrained: learners.filter((person) => person.passedCount === person.assignedCount).length,
    assignedCourses: learners.reduce((sum, person) => sum + person.assignedCount, 0),
    passedCourses: learners.reduce((sum, person) => sum + person.passedCount, 0),
    averageScore:
      scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
  };
}
