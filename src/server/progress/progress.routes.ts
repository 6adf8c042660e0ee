import { api } from '#shared/api/endpoints/index.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import { recordSave } from '../metrics/metrics.ts';
import { startCourse } from './begin-progress.ts';
import { ownCompanyProgress } from './company-progress.ts';
import { myProgress, visibleProgress } from './progress-reads.ts';
import { createSaveBatcher } from './save-batcher.ts';
import { saveProgress } from './save-progress.ts';
import { drawQuiz } from './quiz-draw.ts';

/** The progress calls of docs/product.md §7 "Training and progress" (shapes in src/shared/api/progress.ts). */
export function progressRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const { db } = deps;
  // PGlite is one connection in this thread: one batch at a time, gathered for a moment (save-batcher.ts).
  const batcher = createSaveBatcher(db, deps.config.databaseUrl ? {} : { inFlight: 1, gatherMs: 5 });
  const months = deps.config.trainingValidityMonths;
  const exerciseCount = (slug: TrainingSlug) => catalog.facts(slug).exerciseIds.length;
  const texts = { catalog, contacts: deps.config.courseContacts };

  return endpointRoutes(
    implement(api.myProgress, (c) => myProgress(db, callerOf(c), months, deps.now())),
    implement(api.singleProgress, (c, { params }) => visibleProgress(db, callerOf(c), params.id, months)),
    implement(api.createProgress, (c, { body }) =>
      startCourse(deps, callerOf(c), body.trainingSlug, catalog.facts(body.trainingSlug).slideCount),
    ),
    implement(api.drawQuiz, (c, { body }) => {
      const caller = callerOf(c);
      return drawQuiz({ ...texts, db, now: deps.now() }, caller, body.trainingSlug, body.lang ?? caller.lang);
    }),
    implement(api.saveProgress, async (c, { body }) => {
      const now = deps.now();
      const course = { ...catalog.facts(body.trainingSlug), validityMonths: months };
      const answer = await saveProgress(db, batcher, callerOf(c), body, course, now, texts);
      recordSave(answer.applied, body.at, now);
      return answer;
    }),
    implement(api.companyProgress, (c) => ownCompanyProgress(deps, callerOf(c), exerciseCount)),
  );
}
