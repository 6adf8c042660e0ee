import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { CUSTOMER_ROLES } from '../constants.ts';
import { AI_TOPICS } from '../content/track-content.ts';
import { JsonId } from './company-employees.ts';
import { ManyLines, OneLine } from './common.ts';

/**
 * The AI-literacy record of EU AI Act Art. 4 (docs/decisions/109-ai-literacy-record.md): the
 * company's short AI inventory, the people it names as users, and what each was taught when.
 */

/** Most tools one inventory lists: a short list the employer keeps, not an asset register. */
export const AI_TOOLS_MAX = 30;
export const AI_TOOL_NAME_MAX = 80;
export const AI_TOOL_PURPOSE_MAX = 200;
/** Most people named for one tool used by chosen people; more is "everyone". */
export const AI_TOOL_CHOSEN_MAX = 500;

/**
 * Who uses a tool: everyone of the company, its leaders (the employer and the managers), or chosen
 * people. Roles are the portal's; a company that has no finer groups names people instead.
 */
export const AI_TOOL_GROUPS = ['everyone', 'leaders', 'chosen'] as const;
export type AiToolGroup = (typeof AI_TOOL_GROUPS)[number];

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(AI_TOOL_NAME_MAX), OneLine);
const Purpose = v.pipe(v.string(), v.trim(), v.maxLength(AI_TOOL_PURPOSE_MAX), ManyLines);

/** One tool as the employer enters it; `userIds` only for chosen people, at least one then. */
export const AiToolInput = v.pipe(
  v.strictObject({
    name: Name,
    purpose: Purpose,
    usedBy: v.picklist(AI_TOOL_GROUPS),
    userIds: v.pipe(
      v.array(JsonId),
      v.maxLength(AI_TOOL_CHOSEN_MAX),
      v.check((ids) => new Set(ids).size === ids.length, 'each person once'),
    ),
  }),
  v.forward(
    v.check(
      (tool) => (tool.usedBy === 'chosen' ? tool.userIds.length > 0 : tool.userIds.length === 0),
      'name people only for a tool used by chosen people, and at least one then',
    ),
    ['userIds'],
  ),
);
export type AiToolInput = v.InferOutput<typeof AiToolInput>;

/** PUT /ai-literacy/tools: the whole inventory from now on; each tool name once. */
export const SetAiToolsRequest = v.strictObject({
  tools: v.pipe(
    v.array(AiToolInput),
    v.maxLength(AI_TOOLS_MAX),
    v.check(
      (tools) => new Set(tools.map((t) => t.name.toLocaleLowerCase('de'))).size === tools.length,
      'each tool once',
    ),
  ),
});
export type SetAiToolsRequest = v.InferOutput<typeof SetAiToolsRequest>;

/** A tool of the inventory as it stands, with since when. */
export const AiTool = v.object({
  id: v.number(),
  name: v.string(),
  purpose: v.string(),
  usedBy: v.picklist(AI_TOOL_GROUPS),
  userIds: v.array(v.number()),
  addedAt: v.string(),
});
export type AiTool = v.InferOutput<typeof AiTool>;

/** "KI am Arbeitsplatz" as its pages describe it, in the request's language. */
export const AiTrainingInfo = v.object({
  slug: v.literal('ai-at-work'),
  title: v.string(),
  summary: v.string(),
  estimatedMinutes: v.number(),
  modules: v.array(v.object({ id: v.string(), title: v.string(), topics: v.array(v.picklist(AI_TOPICS)) })),
});
export type AiTrainingInfo = v.InferOutput<typeof AiTrainingInfo>;

/** An AI part of one of the 12 courses the person passed: the course, its AI slides, the pass. */
export const AiCoursePart = v.object({
  slug: v.picklist(COURSE_SLUGS),
  title: v.string(),
  headings: v.array(v.string()),
  passedAt: v.string(),
});
export type AiCoursePart = v.InferOutput<typeof AiCoursePart>;

/**
 * One person the inventory names as a user of AI tools, on the record's day: the tools, the last
 * pass of "KI am Arbeitsplatz" up to that day, until when it counts (the next review), whether it
 * still counts that day, and the AI parts of the courses passed and valid that day.
 */
export const AiLiteracyPerson = v.object({
  userId: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  role: v.picklist(CUSTOMER_ROLES),
  tools: v.array(v.string()),
  passedAt: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  current: v.boolean(),
  courseParts: v.array(AiCoursePart),
});
export type AiLiteracyPerson = v.InferOutput<typeof AiLiteracyPerson>;

/** GET /ai-literacy: the inventory, the record, the training, and how long a pass counts. */
export const AiLiteracyOverview = v.object({
  tools: v.array(AiTool),
  people: v.array(AiLiteracyPerson),
  training: AiTrainingInfo,
  validityMonths: v.number(),
  /** The moment the record was read for. */
  at: v.string(),
});
export type AiLiteracyOverview = v.InferOutput<typeof AiLiteracyOverview>;

/** GET /ai-literacy/mine: whether the inventory names the caller, with which tools, and the training. */
export const MyAiTraining = v.object({
  assigned: v.boolean(),
  tools: v.array(v.string()),
  training: v.nullable(AiTrainingInfo),
});
export type MyAiTraining = v.InferOutput<typeof MyAiTraining>;

export const AI_RECORD_FORMATS = ['pdf', 'csv'] as const;
/** `?format=pdf|csv` of GET /ai-literacy/record. */
export const AiRecordQuery = v.object({ format: v.optional(v.picklist(AI_RECORD_FORMATS), 'pdf') });
export type AiRecordQuery = v.InferOutput<typeof AiRecordQuery>;
