import type { CourseSlug } from '#shared/courses.ts';
import type { Db } from '../../db/database.ts';
import { clickedTemplatesOf } from '../person-links.repository.ts';
import { loadTemplateLibrary } from '../template-library.ts';

/**
 * The courses a person may take after clicking a simulation, in the pseudonymous mode (decision
 * 102): the course each clicked scenario maps to, whether assigned or not. It is the person's own:
 * company progress and statistics count assigned courses only, so the employer never sees it.
 */
export async function refresherCourses(db: Db, userId: number): Promise<Set<CourseSlug>> {
  const library = loadTemplateLibrary();
  const templates = await clickedTemplatesOf(db, userId);
  return new Set(templates.filter((id) => library.has(id)).map((id) => library.get(id, 'de').course));
}
