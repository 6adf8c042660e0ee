import * as v from 'valibot';
import { CUSTOMER_ROLES, PROGRESS_STATUSES } from '../constants.ts';
import { MANAGEMENT_AREAS } from '../content/track-content.ts';
import { JsonId } from './company-employees.ts';

/** Most people one company names as its management: more is a mistake, not a board. */
export const MANAGEMENT_MAX_MEMBERS = 20;

/** The management training as its pages describe it, in the request's language (decision 103). */
export const ManagementTrainingInfo = v.object({
  slug: v.literal('nis2-management'),
  title: v.string(),
  summary: v.string(),
  estimatedMinutes: v.number(),
  modules: v.array(v.object({ id: v.string(), title: v.string(), areas: v.array(v.picklist(MANAGEMENT_AREAS)) })),
});
export type ManagementTrainingInfo = v.InferOutput<typeof ManagementTrainingInfo>;

/**
 * One person named as management, and where their training stands: `passedAt` and `validUntil` of
 * the current round (a lapsed pass no longer counts: the training is due again).
 */
export const ManagementMember = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  namedAt: v.string(),
  status: v.picklist(PROGRESS_STATUSES),
  passedAt: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
});
export type ManagementMember = v.InferOutput<typeof ManagementMember>;

/** GET /management: who is named, how each stands, and the training itself. */
export const ManagementOverview = v.object({
  members: v.array(ManagementMember),
  training: ManagementTrainingInfo,
  /** How long a pass counts before the training is due again (TRAINING_VALIDITY_MONTHS). */
  validityMonths: v.number(),
});
export type ManagementOverview = v.InferOutput<typeof ManagementOverview>;

/** PUT /management/members: everyone named from now on; who is left out is no longer named. */
export const SetManagementRequest = v.strictObject({
  userIds: v.pipe(
    v.array(JsonId),
    v.maxLength(MANAGEMENT_MAX_MEMBERS),
    v.check((ids) => new Set(ids).size === ids.length, 'each person once'),
  ),
});
export type SetManagementRequest = v.InferOutput<typeof SetManagementRequest>;

/** GET /management/mine: whether the caller is named, and then the training to take. */
export const MyManagementTraining = v.object({
  named: v.boolean(),
  training: v.nullable(ManagementTrainingInfo),
});
export type MyManagementTraining = v.InferOutput<typeof MyManagementTraining>;
