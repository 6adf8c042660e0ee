import type { Lang } from '#shared/constants.ts';
import type { AdminSimulationTemplate, SimulationPreview, SimulationTemplateSummary } from '#shared/api/simulation.ts';
import type { SimulationTemplate } from '#shared/content/simulation-template.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/rules/simulation-placeholders.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { activeSenderDomains } from './booking.repository.ts';
import { requireBooking } from './booking.ts';
import { loadTemplateLibrary, type TemplateLibrary } from './template-library.ts';
import { mailDate } from './simulation-mail.ts';
import {
  activeSelections,
  findTemplateStates,
  publishedTemplateIds,
  publishTemplate,
  retireTemplate,
} from './templates.repository.ts';

/**
 * The provider's library as companies see it (published scenarios only) and as the provider keeps
 * it: a scenario shipped with a release waits for an admin to publish it; a retired one is chosen
 * by no new mail, while mails already sent keep their lesson page.
 */

const summary = (t: SimulationTemplate): SimulationTemplateSummary => ({
  id: t.id,
  title: t.title,
  category: t.category,
  difficulty: t.difficulty,
  kind: t.kind,
  course: t.course,
});

export async function listPublished(deps: AppDeps, caller: Caller): Promise<SimulationTemplateSummary[]> {
  await requireBooking(deps, caller);
  const library = loadTemplateLibrary();
  const published = await publishedTemplateIds(deps.db);
  return library.ids.filter((id) => published.has(id)).map((id) => summary(library.get(id, caller.lang)));
}

/** A sample recipient for previews: nobody real. */
const SAMPLE: Record<Lang, Pick<PlaceholderValues, 'firstname' | 'lastname'>> = {
  de: { firstname: 'Erika', lastname: 'Mustermann' },
  en: { firstname: 'Alex', lastname: 'Sample' },
};

/** The sender domain a preview shows until the provider has one. */
const PREVIEW_SENDER_DOMAIN = 'simulation.example';

export function renderPreview(
  t: SimulationTemplate,
  values: PlaceholderValues,
  senderDomain: string,
  landingUrl: string,
): SimulationPreview {
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    id: t.id,
    lang: t.lang,
    from: { name: t.sender.name, address: `${t.sender.localPart}@${senderDomain}` },
    subject: fill(t.subject),
    parts: t.parts.map((part) => ({ ...part, text: fill(part.text) })),
    flags: t.flags.map((flag) => ({ ...flag, title: fill(flag.title), text: fill(flag.text) })),
    lesson: fill(t.lesson),
    // The lesson page of a preview counts nothing: "preview" is no token (tokens have 22 characters).
    lessonUrl: `${landingUrl}/${t.lang}/${t.id}/preview`,
  };
}

async function preview(deps: AppDeps, library: TemplateLibrary, id: string, lang: Lang, company: string) {
  const [senderDomain] = await activeSenderDomains(deps.db);
  const date = mailDate(lang, deps.now());
  return renderPreview(
    library.get(id, lang),
    { ...SAMPLE[lang], company, date },
    senderDomain ?? PREVIEW_SENDER_DOMAIN,
    deps.config.simulation.landingUrl,
  );
}

export async function previewPublished(
  deps: AppDeps,
  caller: Caller,
  id: string,
  lang: Lang | undefined,
): Promise<SimulationPreview> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const library = loadTemplateLibrary();
  if (!library.has(id) || !(await publishedTemplateIds(deps.db)).has(id)) throw notFound();
  const company = await findCompany(deps.db, companyId);
  return preview(deps, library, id, lang ?? caller.lang, company?.company_name ?? '');
}

export async function previewAny(deps: AppDeps, id: string, lang: Lang): Promise<SimulationPreview> {
  const library = loadTemplateLibrary();
  if (!library.has(id)) throw notFound();
  return preview(deps, library, id, lang, lang === 'de' ? 'Musterfirma GmbH' : 'Sample Ltd');
}

export async function adminTemplates(deps: AppDeps, caller: Caller): Promise<AdminSimulationTemplate[]> {
  const library = loadTemplateLibrary();
  const [states, selections] = await Promise.all([findTemplateStates(deps.db), activeSelections(deps.db)]);
  const stateOf = new Map(states.map((row) => [row.id, row]));
  return library.ids.map((id) => {
    const t = library.get(id, caller.lang);
    const state = stateOf.get(id);
    return {
      ...summary(t),
      publishedAt: state?.published_at?.toISOString() ?? null,
      retiredAt: state?.retired_at?.toISOString() ?? null,
      campaignsUsing: selections.filter(
        (s) => s.categories.includes(t.category) && s.difficulties.includes(t.difficulty),
      ).length,
    };
  });
}

export async function setTemplatePublished(
  deps: AppDeps,
  caller: Caller,
  id: string,
  published: boolean,
  clientAddress: string,
): Promise<void> {
  if (!loadTemplateLibrary().has(id)) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await (published ? publishTemplate : retireTemplate)(trx, id, deps.now());
    await audit(trx, {
      action: published ? 'simulation.template_published' : 'simulation.template_retired',
      actor: caller,
      clientAddress,
      details: { template: id },
    });
  });
}
