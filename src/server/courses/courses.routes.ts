import { Hono } from 'hono';
import type { Course } from '#shared/api/courses.ts';
import { COURSE_SECTION, COURSE_SLUGS } from '#shared/courses.ts';
import { callerOf, requireSession } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/types.ts';
import type { CourseCatalog } from './course-catalog.ts';

/** GET /trainings: the 12 courses with who of the caller's company has each (DECISIONS.md 16). */
export function coursesRoutes(deps: AppDeps, catalog: CourseCatalog) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/trainings', requireSession(), async (c) => {
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
      return {
        id: index + 1,
        slug,
        image: `/courses/${slug}/${content.slides.find((s) => s.picture)?.picture?.src ?? ''}`,
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
  });
}
