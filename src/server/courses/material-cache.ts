import { type Lang, LANGS } from '#shared/constants.ts';
import { TRAINING_SLUGS, type TrainingSlug } from '#shared/courses.ts';
import { type PreparedBody, prepareBody } from '../http/prepared-body.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { type CourseContacts, trainingMaterial } from './training-material.ts';

/**
 * Course material as learners get it, made once per process for each course and language:
 * placeholders filled, pictures versioned, serialised and compressed. The catalogue and the
 * contacts do not change while the process runs, so neither does the material; the ETag follows
 * the bytes, so a new deployment with other content or contacts gets a new one.
 */
export type MaterialCache = {
  get: (slug: TrainingSlug, lang: Lang) => Promise<PreparedBody>;
  /** Prepares every course and track in every language, one after the other (the server does it before it listens). */
  prepareAll: () => Promise<void>;
};

export function createMaterialCache(catalog: CourseCatalog, contacts: CourseContacts): MaterialCache {
  // Promises, so that learners asking for a course while it is being prepared share the one preparation.
  const prepared = new Map<string, Promise<PreparedBody>>();
  const cache: MaterialCache = {
    get(slug, lang) {
      const key = `${slug}.${lang}`;
      let body = prepared.get(key);
      if (!body) {
        const material = trainingMaterial(catalog.get(slug, lang), lang, contacts);
        body = prepareBody(Buffer.from(JSON.stringify(material)));
        prepared.set(key, body);
        // A failed preparation is not kept: the next request tries again.
        body.catch(() => prepared.delete(key));
      }
      return body;
    },
    async prepareAll() {
      for (const slug of TRAINING_SLUGS) for (const lang of LANGS) await cache.get(slug, lang);
    },
  };
  return cache;
}
