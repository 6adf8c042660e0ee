import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_LANG, type Lang } from '#shared/constants.ts';
import { CourseContent, courseExercises, type QuizQuestion } from '#shared/content/course-content.ts';
import { COURSE_SLUGS, type CourseSlug } from '#shared/courses.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content/courses/', import.meta.url));

/** What the progress rules need of a course, whatever the learner's language. */
export type CourseFacts = { slideCount: number; quiz: readonly QuizQuestion[]; exerciseIds: readonly string[] };

/**
 * The course files of src/content/courses, read and checked once per process; a broken file
 * stops the server at start rather than failing a learner later.
 */
export type CourseCatalog = {
  get: (slug: CourseSlug, lang: Lang) => CourseContent;
  facts: (slug: CourseSlug) => CourseFacts;
};

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
  const get: CourseCatalog['get'] = (slug, lang) =>
    // Every course exists in German, the default and fallback (docs/product.md §9).
    courses.get(`${slug}.${lang}`) ?? courses.get(`${slug}.${DEFAULT_LANG}`)!;
  // Slide, quiz and exercise ids are the same in every language (the content tests hold them so):
  // the German file is the reference.
  const facts = new Map(
    COURSE_SLUGS.map((slug) => {
      const content = get(slug, DEFAULT_LANG);
      const exerciseIds = courseExercises(content).map((e) => e.id);
      return [slug, { slideCount: content.slides.length, quiz: content.quiz, exerciseIds }] as const;
    }),
  );
  return { get, facts: (slug) => facts.get(slug)! };
}
