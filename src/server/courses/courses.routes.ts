import type { Course } from '#shared/api/courses.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';
import { COURSE_SECTION, COURSE_SLUGS, isCourseSlug } from '#shared/courses.ts';
import { callerOf } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { sendPrepared } from '../http/prepared-body.ts';
import type { AppDeps } from '../http/types.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { createMaterialCache } from './material-cache.ts';
import { pictureUrl } from './training-material.ts';
import { api } from '#shared/api/endpoints/index.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * GET /trainings: the 12 courses with who of the caller's company has each (docs/product.md R16).
 * GET /trainings/get-training/{slug}?lang=: one course's material for learners (customers; admins
 * get 403, docs/api.md "Learning").
 */
export function coursesRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const { db } = deps;
  const material = createMaterialCache(catalog, deps.config.courseContacts);
  return endpointRoutes(
    implement(api.courses, async (c) => {
      const caller = callerOf(c);
      const lang = c.get('lang');
      const assignments =
        caller.companyId === null
          ? []
          : await db
              .selectFrom('training_assignments as ta')
              .innerJoin('users as u', 'u.id', 'ta.user_id')
              .select(['ta.training_slug', 'ta.user_id'])
              .where('u.company_id', '=', caller.companyId)
              .execute();
      // Managers and the employer see their whole company; an employee only themselves.
      const visible = caller.role === 'employee' ? assignments.filter((a) => a.user_id === caller.userId) : assignments;
      const courses: Course[] = COURSE_SLUGS.map((slug, index) => {
        const content = catalog.get(slug, lang);
        const holders = visible.filter((a) => a.training_slug === slug).map((a) => a.user_id);
        const cover = content.slides.find((s) => s.picture)?.picture?.src;
        return {
          id: index + 1,
          slug,
          image: cover ? pictureUrl(slug, cover) : '',
          section: COURSE_SECTION,
          titleKey: `courses.${slug}.title`,
          title: content.title,
          summary: content.summary,
          estimatedMinutes: content.estimatedMinutes,
          employees: holders,
          active: holders.includes(caller.userId),
        };
      });
      return courses;
    }),
    implement(api.trainingMaterial, (c, { params, query }) => {
      const slug = params.slug;
      if (!isCourseSlug(slug)) throw notFound();
      // No lang: the request's language; a language the portal lacks: German (docs/product.md §9).
      const asked = query.lang;
      const requested = asked ?? c.get('lang');
      const lang = isLang(requested) ? requested : DEFAULT_LANG;
      // The material is the same for every learner of a deployment: the browser may keep it a
      // while, but only privately (it is behind the sign-in), and revalidate it by its ETag.
      return sendPrepared(c, material.get(slug, lang), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'private, max-age=300',
        ...(asked === undefined ? { Vary: 'Accept-Language' } : {}),
      });
    }),
  );
}
