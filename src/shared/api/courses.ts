import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';

/**
 * One of the 12 courses as lists show it (docs/product.md §3): `employees` are the ids of the
 * requesting company's people who have it assigned, `active` whether the requesting person has it
 * (docs/product.md R16). `title` and `summary` are in the request's language.
 */
export const Course = v.object({
  id: v.number(),
  slug: v.picklist(COURSE_SLUGS),
  image: v.string(),
  section: v.string(),
  titleKey: v.string(),
  title: v.string(),
  summary: v.string(),
  estimatedMinutes: v.number(),
  employees: v.array(v.number()),
  active: v.boolean(),
  /**
   * The caller's own yearly cycle: when their last pass of the course stopped counting while no
   * new pass counts yet (the course is due again), and when that pass was made; otherwise null.
   * Optional when read, so that lists kept on a device from before yearly cycles still load.
   */
  dueAgainSince: v.optional(v.nullable(v.string()), null),
  lastPassedAt: v.optional(v.nullable(v.string()), null),
  /**
   * Deadlines (yyyy-mm-dd) of the people in `employees` who have one: the whole company for the
   * employer and managers, only the caller for an employee (decision 083).
   */
  deadlines: v.optional(v.array(v.object({ ownerId: v.number(), dueOn: v.string() })), []),
});
export type Course = v.InferOutput<typeof Course>;

/** GET /trainings: all 12 courses in their fixed order. */
export const CourseList = v.array(Course);
