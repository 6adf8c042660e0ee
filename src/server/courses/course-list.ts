import type { Course } from '#shared/api/courses.ts';
import type { Lang } from '#shared/constants.ts';
import { COURSE_SECTION, COURSE_SLUGS } from '#shared/courses.ts';
import type { Db } from '../db/database.ts';
import type { Caller } from '../core/caller.ts';
import { companyAssignments } from '../assignments/assignments.repository.ts';
import { coursesDueAgain, type Lapse } from '../cycles/cycles.repository.ts';
import { archiveLapsed } from '../cycles/training-cycles.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { pictureUrl } from './training-material.ts';

/**
 * The 12 courses in the caller's language, each with who of the caller's company has it
 * (docs/product.md R16): managers and the employer see their whole company, an employee only
 * themselves, an admin nobody.
 */
export async function courseList(
  db: Db,
  catalog: CourseCatalog,
  caller: Caller,
  lang: Lang,
  cycle: { validityMonths: number; now: Date },
): Promise<Course[]> {
  const assignments = caller.companyId === null ? [] : await companyAssignments(db, caller.companyId);
  // The caller's own cycle: what lapsed by now is archived first, so "due again" is exact.
  let lapses: Lapse[] = [];
  if (caller.companyId !== null) {
    await archiveLapsed(db, { userId: caller.userId }, cycle.validityMonths, cycle.now);
    lapses = await coursesDueAgain(db, caller.userId);
  }
  const visible = caller.role === 'employee' ? assignments.filter((a) => a.user_id === caller.userId) : assignments;
  return COURSE_SLUGS.map((slug, index) => {
    const content = catalog.get(slug, lang);
    const assigned = visible.filter((a) => a.training_slug === slug);
    const holders = assigned.map((a) => a.user_id);
    const cover = content.slides.find((s) => s.picture)?.picture?.src;
    const lapse = lapses.find((l) => l.slug === slug);
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
      dueAgainSince: lapse ? lapse.lapsedAt.toISOString() : null,
      lastPassedAt: lapse?.passedAt ? lapse.passedAt.toISOString() : null,
      deadlines: assigned.flatMap((a) => (a.due_on ? [{ ownerId: a.user_id, dueOn: a.due_on }] : [])),
    };
  });
}
