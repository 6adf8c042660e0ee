import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_LANG, type Lang } from '#shared/constants.ts';
import { SimulationTemplate } from '#shared/content/simulation-template.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content/simulations/', import.meta.url));

/**
 * The provider's scenarios (src/content/simulations), read and checked once per process: a broken
 * file stops the server at start. Whether a scenario is published lives in the database.
 */
export type TemplateLibrary = {
  ids: readonly string[];
  has: (id: string) => boolean;
  get: (id: string, lang: Lang) => SimulationTemplate;
};

const loaded = new Map<string, TemplateLibrary>();

export function loadTemplateLibrary(dir = CONTENT_DIR): TemplateLibrary {
  let library = loaded.get(dir);
  if (!library) {
    library = readLibrary(dir);
    loaded.set(dir, library);
  }
  return library;
}

function readLibrary(dir: string): TemplateLibrary {
  const templates = new Map<string, SimulationTemplate>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const template = v.parse(SimulationTemplate, JSON.parse(readFileSync(`${dir}${file}`, 'utf8')));
    templates.set(`${template.id}.${template.lang}`, template);
  }
  const ids = [...new Set([...templates.values()].map((t) => t.id))].sort();
  return {
    ids,
    has: (id) => templates.has(`${id}.${DEFAULT_LANG}`),
    // Every scenario exists in German, the default and fallback; the content test holds the pairs.
    get: (id, lang) => templates.get(`${id}.${lang}`) ?? templates.get(`${id}.${DEFAULT_LANG}`)!,
  };
}
