import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { DEFAULT_LANG, type Lang } from '#shared/constants.ts';
import { CourseContent, courseExercises, type QuizQuestion } from '#shared/content/course-content.ts';
import { TrackContent } from '#shared/content/track-content.ts';
import {
  COURSE_SLUGS,
  TRACK_SLUGS,
  TRAINING_SLUGS,
  type CourseSlug,
  type TrackSlug,
  type TrainingSlug,
} from '#shared/courses.ts';

const CONTENT_DIR = fileURLToPath(new URL('../../content/courses/', import.meta.url));

/** A course's or a track's content (decision 103): tracks add modules to the same slides and quiz. */
export type TrainingContent = CourseContent | TrackContent;

/** What the progress rules need of a course, whatever the learner's language. */
export type CourseFacts = { slideCount: number; quiz: readonly QuizQuestion[]; exerciseIds: readonly string[] };

/**
 * The course files of src/content/courses and the track files of src/content/tracks, read and
 * checked once per process; a broken file stops the server at start rather than failing a learner
 * later.
 */
export type CourseCatalog = {
  get: {
    (slug: CourseSlug, lang: Lang): CourseContent;
    (slug: TrackSlug, lang: Lang): TrackContent;
    (slug: TrainingSlug, lang: Lang): TrainingContent;
  };
  facts: (slug: TrainingSlug) => CourseFacts;
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
  const courses = new Map<string, TrainingContent>();
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  for (const lang of ['de', 'en'] as const) {
    for (const slug of COURSE_SLUGS)
      courses.set(`${slug}.${lang}`, v.parse(CourseContent, read(`${dir}${slug}.${lang}.json`)));
    for (const slug of TRACK_SLUGS) {
      courses.set(`${slug}.${lang}`, v.parse(TrackContent, read(`${dir}../tracks/${slug}.${lang}.json`)));
    }
  }
  const get = ((slug: TrainingSlug, lang: Lang) =>
    // Every course exists in German, the default and fallback (docs/product.md §9).
    courses.get(`${slug}.${lang}`) ?? courses.get(`${slug}.${DEFAULT_LANG}`)!) as CourseCatalog['get'];
  // Slide, quiz and exercise ids are the same in every language (the content tests hold them so):
  // the German file is the reference.
  const facts = new Map(
    TRAINING_SLUGS.map((slug) => {
      const content = get(slug, DEFAULT_LANG);
      const exerciseIds = courseExercises(content).map((e) => e.id);
      return [slug, { slideCount: content.slides.length, quiz: content.quiz, exerciseIds }] as const;
    }),
  );
  return { get, facts: (slug) => facts.get(slug)! };
}
