import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_LANG, type Lang } from '#shared/constants.ts';
import { CourseContent } from '#shared/content/course-content.ts';
import { COURSE_SLUGS, type CourseSlug } from '#shared/courses.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content/courses/', import.meta.url));

/**
 * The course files of src/content/courses, read and checked once per process; a broken file
 * stops the server at start rather than failing a learner later.
 */
export type CourseCatalog = { get: (slug: CourseSlug, lang: Lang) => CourseContent };

const loaded = new Map<string, CourseCatalog>();

export function loadCourseCatalog(dir = CONTENT_DIR): CourseCatalog {
  let catalog = loaded.get(dir);
  if (!catalog) {
    catalog = readCatalog(dir);
    loaded.set(dir, catalog);
  }
  return catalog;
}

function readCatalog(dir: string): CourseCatalog {
  const courses = new Map<string, CourseContent>();
  for (const slug of COURSE_SLUGS) {
    for (const lang of ['de', 'en'] as const) {
      const raw: unknown = JSON.parse(readFileSync(`${dir}${slug}.${lang}.json`, 'utf8'));
      courses.set(`${slug}.${lang}`, v.parse(CourseContent, raw));
    }
  }
  return {
    // Every course exists in German, the default and fallback (docs/product.md §9).
    get: (slug, lang) => courses.get(`${slug}.${lang}`) ?? courses.get(`${slug}.${DEFAULT_LANG}`)!,
  };
}
