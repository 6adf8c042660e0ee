import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';
import { isTrainingSlug } from '#shared/courses.ts';
import { callerOf } from '../http/auth.ts';
import { notFound } from '../core/errors.ts';
import { sendPrepared } from '../http/prepared-body.ts';
import type { AppDeps } from '../deps.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { courseList } from './course-list.ts';
import { createMaterialCache, type MaterialCache } from './material-cache.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * GET /trainings: the 12 courses with who of the caller's company has each (docs/product.md R16).
 * GET /trainings/get-training/{slug}?lang=: one course's (or the management training's) material for
 * learners (customers; admins get 403, docs/api.md "Learning").
 */
export function coursesRoutes(deps: AppDeps, catalog: CourseCatalog, prepared?: MaterialCache) {
  const { db } = deps;
  // Prepared before the server listened (server.ts), or at the first request for each course (tests).
  const material = prepared ?? createMaterialCache(catalog, deps.config.courseContacts);
  return endpointRoutes(
    implement(api.courses, (c) =>
      courseList(db, catalog, callerOf(c), c.get('lang'), {
        validityMonths: deps.config.trainingValidityMonths,
        now: deps.now(),
      }),
    ),
    implement(api.trainingMaterial, async (c, { params, query }) => {
      const slug = params.slug;
      if (!isTrainingSlug(slug)) throw notFound();
      // No lang: the request's language; a language the portal lacks: German (docs/product.md §9).
      const asked = query.lang;
      const requested = asked ?? c.get('lang');
      const lang = isLang(requested) ? requested : DEFAULT_LANG;
      // The material is the same for every learner of a deployment: the browser may keep it a
      // while, but only privately (it is behind the sign-in), and revalidate it by its ETag.
      return sendPrepared(c, await material.get(slug, lang), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'private, max-age=300',
        ...(asked === undefined ? { Vary: 'Accept-Language' } : {}),
      });
    }),
  );
}
