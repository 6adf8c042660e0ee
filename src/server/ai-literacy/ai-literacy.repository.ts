import { AI_COURSES, type AiCourseSlug } from '#shared/content/ai-course-parts.ts';
import type { AiToolInput } from '#shared/api/ai-literacy.ts';
import type { CustomerRole } from '#shared/constants.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import type { Db } from '../db/database.ts';
import type { AiToolUsersGroup } from '../db/schema.ts';

const TRACK: TrainingSlug = 'ai-at-work';
const LEADERS: readonly CustomerRole[] = ['employer', 'manager'];

/** A tool of the inventory as it stood on a day, with its chosen people. */
export type ToolRow = {
  id: number;
  name: string;
  purpose: string;
  usedBy: AiToolUsersGroup;
  userIds: number[];
  addedAt: Date;
};

/** The company's tools on `at`: added by then and not yet retired, in the order they were added. */
export async function toolsAt(db: Db, companyId: number, at: Date): Promise<ToolRow[]> {
  const tools = await db
    .selectFrom('ai_tools')
    .select(['id', 'name', 'purpose', 'used_by', 'added_at'])
    .where('company_id', '=', companyId)
    .where('added_at', '<=', at)
    .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', at)]))
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  if (tools.length === 0) return [];
  const chosen = await db
    .selectFrom('ai_tool_users')
    .select(['tool_id', 'user_id'])
    .where(
      'tool_id',
      'in',
      tools.map((t) => t.id),
    )
    .orderBy('user_id')
    .execute();
  return tools.map((t) => ({
    id: t.id,
    name: t.name,
    purpose: t.purpose,
    usedBy: t.used_by,
    userIds: chosen.filter((c) => c.tool_id === t.id).map((c) => c.user_id),
    addedAt: t.added_at,
  }));
}

/** Which of `userIds` are people of the company (a customer account of any role). */
export async function peopleAmong(db: Db, companyId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '!=', 'admin')
    .where('id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

const sameTool = (row: ToolRow, wanted: AiToolInput) =>
  row.name === wanted.name &&
  row.purpose === wanted.purpose &&
  row.usedBy === wanted.usedBy &&
  row.userIds.join() === [...wanted.userIds].sort((a, b) => a - b).join();

/**
 * Makes `wanted` the company's inventory from `now`: a tool that stays as it was keeps its row, a
 * tool left out or changed is retired, a new or changed one is added. Answers the names added and
 * retired (a changed tool is in both).
 */
export async function replaceTools(
  db: Db,
  companyId: number,
  wanted: readonly AiToolInput[],
  by: number,
  now: Date,
): Promise<{ added: string[]; retired: string[] }> {
  // One writer at a time per company: the current rows are locked before they are compared.
  await db
    .selectFrom('ai_tools')
    .select('id')
    .where('company_id', '=', companyId)
    .where('retired_at', 'is', null)
    .forUpdate()
    .execute();
  const current = await toolsAt(db, companyId, now);
  const kept = new Set<number>();
  const toAdd: AiToolInput[] = [];
  for (const tool of wanted) {
    const same = current.find((row) => !kept.has(row.id) && sameTool(row, tool));
    if (same) kept.add(same.id);
    else toAdd.push(tool);
  }
  const toRetire = current.filter((row) => !kept.has(row.id));
  if (toRetire.length > 0) {
    await db
      .updateTable('ai_tools')
      .set({ retired_at: now, retired_by: by })
      .where(
        'id',
        'in',
        toRetire.map((row) => row.id),
      )
      .execute();
  }
  for (const tool of toAdd) {
    const { id } = await db
      .insertInto('ai_tools')
      .values({
        company_id: companyId,
        name: tool.name,
        purpose: tool.purpose,
        used_by: tool.usedBy,
        added_at: now,
        added_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (tool.userIds.length > 0) {
      await db
        .insertInto('ai_tool_users')
        .values(tool.userIds.map((userId) => ({ tool_id: id, user_id: userId })))
        .execute();
    }
  }
  return { added: toAdd.map((t) => t.name), retired: toRetire.map((row) => row.name) };
}

/** A person of the company as the record names them. */
export type PersonRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: CustomerRole;
};

/** The company's people (customer accounts) who existed on `at`, by name. */
async function peopleOn(db: Db, companyId: number, at: Date): Promise<PersonRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'email', 'role'])
    .where('company_id', '=', companyId)
    .where('created_at', '<=', at)
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => (row.role === 'admin' ? [] : [{ ...row, role: row.role }]));
}

/** Whether the tool's group takes in the person; roles are those of today (decision 109). */
const usesTool = (tool: ToolRow, person: { id: number; role: string }) =>
  tool.usedBy === 'everyone' ||
  (tool.usedBy === 'leaders' && (LEADERS as readonly string[]).includes(person.role)) ||
  (tool.usedBy === 'chosen' && tool.userIds.includes(person.id));

/** The tools the inventory names the person for today; none means "KI am Arbeitsplatz" is not theirs. */
export async function toolsOfPerson(
  db: Db,
  person: { userId: number; companyId: number; role: string },
  now: Date,
): Promise<string[]> {
  const tools = await toolsAt(db, person.companyId, now);
  return tools.filter((tool) => usesTool(tool, { id: person.userId, role: person.role })).map((t) => t.name);
}

/** Whether the company's inventory names the person as a user of an AI tool today. */
export async function usesAiTools(db: Db, userId: number, now: Date): Promise<boolean> {
  const person = await db
    .selectFrom('users')
    .select(['company_id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person || person.company_id === null) return false;
  return (await toolsOfPerson(db, { userId, companyId: person.company_id, role: person.role }, now)).length > 0;
}

/** The last pass of each (person, training) up to `at`, archived rounds too. */
async function lastPasses(db: Db, userIds: readonly number[], slugs: readonly TrainingSlug[], at: Date) {
  if (userIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .selectFrom('course_progress')
    .select(['user_id', 'training_slug'])
    .select((eb) => eb.fn.max('passed_at').as('passed_at'))
    .where('user_id', 'in', [...userIds])
    .where('training_slug', 'in', [...slugs])
    .where('passed_at', 'is not', null)
    .where('passed_at', '<=', at)
    .groupBy(['user_id', 'training_slug'])
    .execute();
  return new Map(
    rows.flatMap((row) => (row.passed_at ? [[`${row.user_id}:${row.training_slug}`, new Date(row.passed_at)]] : [])),
  );
}

/** One person of the AI-literacy record on its day. */
export type RecordPerson = PersonRow & {
  tools: string[];
  /** The last pass of "KI am Arbeitsplatz" up to the day, and until when it counts (the next review). */
  passedAt: Date | null;
  validUntil: Date | null;
  /** Whether that pass still counts on the day. */
  current: boolean;
  /** The courses with AI parts whose last pass up to the day still counts then. */
  courseParts: { slug: AiCourseSlug; passedAt: Date }[];
};

/**
 * The AI-literacy record of a company as it stood at `at` (decision 109): the inventory of that
 * moment, each person it named with their tools, the last pass of "KI am Arbeitsplatz" and its
 * validity, and the AI parts of the courses passed and valid then. Read from the rows alone, so an
 * evidence package for a past day gets the same answer as the page had on that day, except that
 * groups by role take the roles of today.
 */
export async function aiLiteracyRecordAt(
  db: Db,
  companyId: number,
  at: Date,
  validityMonths: number,
): Promise<{ tools: ToolRow[]; people: RecordPerson[] }> {
  const tools = await toolsAt(db, companyId, at);
  const named = (await peopleOn(db, companyId, at))
    .map((person) => ({ person, tools: tools.filter((tool) => usesTool(tool, person)).map((t) => t.name) }))
    .filter((entry) => entry.tools.length > 0);
  const passes = await lastPasses(
    db,
    named.map((entry) => entry.person.id),
    [TRACK, ...AI_COURSES],
    at,
  );
  const counts = (passedAt: Date | undefined): passedAt is Date =>
    passedAt !== undefined && validUntil(passedAt, validityMonths) > at;
  const people = named.map(({ person, tools: names }): RecordPerson => {
    const passedAt = passes.get(`${person.id}:${TRACK}`) ?? null;
    return {
      ...person,
      tools: names,
      passedAt,
      validUntil: passedAt ? validUntil(passedAt, validityMonths) : null,
      current: counts(passedAt ?? undefined),
      courseParts: AI_COURSES.flatMap((slug) => {
        const course = passes.get(`${person.id}:${slug}`);
        return counts(course) ? [{ slug, passedAt: course }] : [];
      }),
    };
  });
  return { tools, people };
}

/** The company's name as the record's head shows it. */
export async function companyNameOf(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('company_name').where('id', '=', companyId).executeTakeFirst();
  return row?.company_name ?? '';
}
