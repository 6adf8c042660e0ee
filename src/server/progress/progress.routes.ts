import { Hono } from 'hono';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';

/** The learner's progress calls of spec.md section 7 "Training and progress". */
export function progressRoutes(_deps: AppDeps, _catalog: CourseCatalog) {
  return new Hono<AppEnv>();
}
