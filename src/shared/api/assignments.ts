import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { CalendarDay } from './common.ts';
import { JsonId } from './company-employees.ts';

/**
 * POST /trainings/assign and /trainings/revoke: one course for one learner of the caller's
 * company; `ownerId` is the learner (docs/product.md R9), the employer included (docs/product.md R13).
 */
export const TrainingAssignmentRequest = v.strictObject({
  trainingSlug: v.picklist(COURSE_SLUGS),
  ownerId: JsonId,
});
export type TrainingAssignmentRequest = v.InferOutput<typeof TrainingAssignmentRequest>;

/**
 * POST /trainings/set-deadline: the day by which a course is to be passed (decision 083), for one
 * learner (`ownerId`) or everyone who has the course; `dueOn: null` removes it. A day of the
 * calendar from today (in German time) up to five years ahead.
 */
export const SetDeadlineRequest = v.strictObject({
  trainingSlug: v.picklist(COURSE_SLUGS),
  ownerId: v.optional(JsonId),
  dueOn: v.nullable(CalendarDay),
});
export type SetDeadlineRequest = v.InferOutput<typeof SetDeadlineRequest>;

/** POST /trainings/assign-to-all and /trainings/revoke-for-all: every person of the caller's company. */
export const TrainingForAllRequest = v.strictObject({ trainingSlug: v.picklist(COURSE_SLUGS) });
export type TrainingForAllRequest = v.InferOutput<typeof TrainingForAllRequest>;

/**
 * The answer of all four calls: how many people's assignments changed. The calls are idempotent,
 * so repeating one answers `changed: 0`.
 */
export const TrainingChangeResponse = v.object({ success: v.literal(true), changed: v.number() });
export type TrainingChangeResponse = v.InferOutput<typeof TrainingChangeResponse>;
