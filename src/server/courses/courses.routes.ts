import { Hono } from 'hono';
import type { Course } from '#shared/api/courses.ts';
import { TrainingMaterialQuery } from '#shared/api/trainings.ts';
import { CUSTOMER_ROLES, DEFAULT_LANG, LANGS, type Lang } from '#shared/constants.ts';
import { COURSE_SECTION, COURSE_SLUGS, isCourseSlug } from '#shared/courses.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { sendPrepared } from '../http/prepared-body.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import { validate } from '../http/validate.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { createMaterialCache } from './material-cache.ts';
import { pictureUrl } from './training-material.ts';

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * GET /trainings: the 12 courses with who of the caller's company has each (DECISIONS.md 16).
 * GET /trainings/get-training/{slug}?lang=: one course's material for learners (customers; admins
 * get 403, docs/api.md "Learning").
 */
export function coursesRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const { db } = deps;
  const learners = requireSession(...CUSTOMER_ROLES);
  const material = createMaterialCache(catalog, deps.config.courseContacts);
  return new Hono<AppEnv>()
    .get('/trainings', requireSession(), async (c) => {
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
      return c.json(courses);
    })
    .get('/trainings/get-training/:slug', learners, validate('query', TrainingMaterialQuery), (c) => {
      const slug = c.req.param('slug');
      if (!isCourseSlug(slug)) throw notFound();
      // No lang: the request's language; a language the portal lacks: German (spec.md section 9).
      const asked = c.req.valid('query').lang;
      const requested = asked ?? c.get('lang');
      const lang = isLang(requested) ? requested : DEFAULT_LANG;
      // The material is the same for every learner of a deployment: the browser may keep it a
      // while, but only privately (it is behind the sign-in), and revalidate it by its ETag.
      return sendPrepared(c, material.get(slug, lang), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'private, max-age=300',
        ...(asked === undefined ? { Vary: 'Accept-Language' } : {}),
      });
    });
}
