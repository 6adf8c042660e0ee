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

export function loadCourseCatalog(dir = CONTENT_DIR): CourseCatalog {
  const courses = new Map<string, CourseContent>();
  for (const slug of COURSE_SLUGS) {
    for (const lang of ['de', 'en'] as const) {
      const raw: unknown = JSON.parse(readFileSync(`${dir}${slug}.${lang}.json`, 'utf8'));
      courses.set(`${slug}.${lang}`, v.parse(CourseContent, raw));
    }
  }
  return {
    // Every course exists in German, the fallback (DECISIONS: de is default and fallback).
    get: (slug, lang) => courses.get(`${slug}.${lang}`) ?? courses.get(`${slug}.${DEFAULT_LANG}`)!,
  };
}
