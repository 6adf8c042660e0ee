import { Hono } from 'hono';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';

/** Certificates: personal and company PDFs and the public verification (src/shared/api/certificates.ts). */
export function certificatesRoutes(_deps: AppDeps, _catalog: CourseCatalog) {
  return new Hono<AppEnv>();
}
