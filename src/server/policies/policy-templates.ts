import { readFileSync } from 'node:fs';
import { POLICY_TEMPLATE_IDS, type PolicyTemplate } from '#shared/api/policies.ts';
import type { Lang } from '#shared/constants.ts';

const SOURCE = new URL('../../content/policies/', import.meta.url);

/**
 * The bundled policy templates (src/content/policies/<id>.<lang>.md): the first line is
 * "# Title", the rest the text in the legal texts' Markdown subset; `[…]` marks what the employer
 * fills in. Read once per process.
 */
export function readTemplate(id: PolicyTemplate['id'], lang: Lang): PolicyTemplate {
  const source = readFileSync(new URL(`${id}.${lang}.md`, SOURCE), 'utf8');
  const [first = '', ...rest] = source.split(/\r?\n/);
  const title = /^#\s+(.+)$/.exec(first)?.[1]?.trim();
  if (!title) throw new Error(`policy template ${id}.${lang}.md must begin with "# Title"`);
  return { id, title, text: rest.join('\n').trim() };
}

const cache = new Map<Lang, PolicyTemplate[]>();

/** Every template in one language, in the order of POLICY_TEMPLATE_IDS. */
export function policyTemplates(lang: Lang): PolicyTemplate[] {
  let list = cache.get(lang);
  if (!list) {
    list = POLICY_TEMPLATE_IDS.map((id) => readTemplate(id, lang));
    cache.set(lang, list);
  }
  return list;
}
