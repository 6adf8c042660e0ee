import type {
  AiLiteracyOverview,
  AiLiteracyPerson,
  AiTrainingInfo,
  MyAiTraining,
  SetAiToolsRequest,
} from '#shared/api/ai-literacy.ts';
import { AI_COURSE_PARTS } from '#shared/content/ai-course-parts.ts';
import type { Lang } from '#shared/constants.ts';
import { AI_TOPICS, type AiTopic } from '#shared/content/track-content.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { employerCompany } from '../core/employer-company.ts';
import { fieldError } from '../core/errors.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { aiLiteracyRecordAt, peopleAmong, replaceTools, toolsOfPerson } from './ai-literacy.repository.ts';

const isAiTopic = (topic: string): topic is AiTopic => (AI_TOPICS as readonly string[]).includes(topic);

/** "KI am Arbeitsplatz" as its pages describe it (decision 109). */
export function aiTrainingInfo(catalog: CourseCatalog, lang: Lang): AiTrainingInfo {
  const track = catalog.get('ai-at-work', lang);
  return {
    slug: 'ai-at-work',
    title: track.title,
    summary: track.summary,
    estimatedMinutes: track.estimatedMinutes,
    modules: track.modules.map(({ id, title, areas }) => ({ id, title, topics: areas.filter(isAiTopic) })),
  };
}

/** The record of the caller's company at `at`, with course titles and AI slide headings in `lang`. */
export async function aiLiteracyOverviewAt(
  deps: AppDeps,
  catalog: CourseCatalog,
  companyId: number,
  lang: Lang,
  at: Date,
): Promise<AiLiteracyOverview> {
  const months = deps.config.trainingValidityMonths;
  const record = await aiLiteracyRecordAt(deps.db, companyId, at, months);
  const people = record.people.map((person): AiLiteracyPerson => ({
    userId: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    role: person.role,
    tools: person.tools,
    passedAt: person.passedAt?.toISOString() ?? null,
    validUntil: person.validUntil?.toISOString() ?? null,
    current: person.current,
    courseParts: person.courseParts.map(({ slug, passedAt }) => {
      const course = catalog.get(slug, lang);
      const ids: readonly string[] = AI_COURSE_PARTS[slug];
      return {
        slug,
        title: course.title,
        headings: course.slides.filter((s) => ids.includes(s.id)).map((s) => s.heading),
        passedAt: passedAt.toISOString(),
      };
    }),
  }));
  return {
    tools: record.tools.map((tool) => ({
      id: tool.id,
      name: tool.name,
      purpose: tool.purpose,
      usedBy: tool.usedBy,
      userIds: tool.userIds,
      addedAt: tool.addedAt.toISOString(),
    })),
    people,
    training: aiTrainingInfo(catalog, lang),
    validityMonths: months,
    at: at.toISOString(),
  };
}

/** GET /ai-literacy: the employer's inventory and record as they stand now. */
export function aiLiteracyOverview(deps: AppDeps, catalog: CourseCatalog, caller: Caller, lang: Lang) {
  return aiLiteracyOverviewAt(deps, catalog, employerCompany(caller), lang, deps.now());
}

/**
 * PUT /ai-literacy/tools: the employer records the company's AI tools and who uses them. Only people
 * of the company may be named; the change is audited with the tools added and retired.
 */
export async function setAiTools(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  request: { body: SetAiToolsRequest; lang: Lang; clientAddress: string },
): Promise<AiLiteracyOverview> {
  const { body, clientAddress } = request;
  const companyId = employerCompany(caller);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const ours = await peopleAmong(trx, companyId, [...new Set(body.tools.flatMap((t) => t.userIds))]);
    body.tools.forEach((tool, index) => {
      const stranger = tool.userIds.findIndex((id) => !ours.has(id));
      if (stranger !== -1) throw fieldError(`tools.${index}.userIds.${stranger}`, 'not a person of your company');
    });
    const { added, retired } = await replaceTools(trx, companyId, body.tools, caller.userId, now);
    if (added.length === 0 && retired.length === 0) return;
    await audit(trx, {
      action: 'ai_literacy.tools_changed',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { added, retired },
    });
  });
  return aiLiteracyOverviewAt(deps, catalog, companyId, request.lang, now);
}

/** GET /ai-literacy/mine: the tools the inventory names the caller for, and then the training. */
export async function myAiTraining(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  lang: Lang,
): Promise<MyAiTraining> {
  const tools =
    caller.companyId === null || caller.role === 'admin'
      ? []
      : await toolsOfPerson(
          deps.db,
          { userId: caller.userId, companyId: caller.companyId, role: caller.role },
          deps.now(),
        );
  return { assigned: tools.length > 0, tools, training: tools.length > 0 ? aiTrainingInfo(catalog, lang) : null };
}
