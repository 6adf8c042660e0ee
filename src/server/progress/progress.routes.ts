import { api } from '#shared/api/endpoints/index.ts';
import { courseExercises } from '#shared/content/course-content.ts';
import { COURSE_SLUGS, type CourseSlug } from '#shared/courses.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { notFound } from '../core/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { companyProgress } from './company-progress.ts';
import { presentProgress } from './progress.presenter.ts';
import { beginProgress } from './begin-progress.ts';
import { myProgress, visibleProgress } from './progress-reads.ts';
import { createSaveBatcher } from './save-batcher.ts';
import { saveProgress } from './save-progress.ts';
import { recordSave } from '../metrics/metrics.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';

/** The progress calls of docs/product.md §7 "Training and progress" (shapes in src/shared/api/progress.ts). */
export function progressRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const { db } = deps;
  // PGlite is one connection in this thread: one batch at a time, gathered for a moment (save-batcher.ts).
  const batcher = createSaveBatcher(db, deps.config.databaseUrl ? {} : { inFlight: 1, gatherMs: 5 });
  // Slide ids and quiz ids are the same in every language; the German file is the reference.
  // Gathered once per course, not on every save.
  const facts = new Map(
    COURSE_SLUGS.map((slug) => {
      const content = catalog.get(slug, 'de');
      const exerciseIds = courseExercises(content).map((e) => e.id);
      return [slug, { slideCount: content.slides.length, quiz: content.quiz, exerciseIds }] as const;
    }),
  );
  const courseFacts = (slug: CourseSlug) => facts.get(slug)!;

  const exerciseCount = (slug: CourseSlug) => courseFacts(slug).exerciseIds.length;
  const months = deps.config.trainingValidityMonths;

  return endpointRoutes(
    implement(api.myProgress, (c) => myProgress(db, callerOf(c), months, deps.now())),
    implement(api.singleProgress, (c, { params }) => visibleProgress(db, callerOf(c), params.id, months)),
    implement(api.createProgress, async (c, { body }) => {
      const caller = callerOf(c);
      const now = deps.now();
      // A lapsed pass is not the round to continue: the new one begins.
      await archiveLapsed(db, { userId: caller.userId }, months, now);
      const row = await beginProgress(db, caller, body.trainingSlug, courseFacts(body.trainingSlug).slideCount, now);
      return presentProgress(row, months);
    }),
    implement(api.saveProgress, async (c, { body }) => {
      const now = deps.now();
      const course = { ...courseFacts(body.trainingSlug), validityMonths: months };
      const answer = await saveProgress(db, batcher, callerOf(c), body, course, now);
      recordSave(answer.applied, body.at, now);
      return answer;
    }),
    implement(api.companyProgress, async (c) => {
      const caller = callerOf(c);
      if (caller.companyId === null) throw notFound();
      await archiveLapsed(db, { companyId: caller.companyId }, months, deps.now());
      return companyProgress(db, caller.companyId, exerciseCount);
    }),
  );
}
