import * as v from 'valibot';
import { CourseContent, Picture, Slide } from '../content/course-content.ts';
import { TrackModule } from '../content/track-content.ts';
import { COURSE_SLUGS, TRACK_SLUGS } from '../courses.ts';

/**
 * GET /trainings/get-training/{slug}?lang=: one course's (or track's) material in the requested language
 * (German when the language is missing), with the configured contacts filled in and each picture's
 * `src` turned into a versioned URL that may be cached for a year. The quiz is not part of it: the
 * server hands out each attempt's questions (quiz-draws.ts) and scores every attempt itself
 * (docs/product.md R19).
 */
export const TrainingMaterial = v.object({
  ...v.omit(CourseContent, ['slug', 'estimatedMinutes', 'slides', 'quiz']).entries,
  /** A course, or a track (decision 103), which is longer and has modules. */
  slug: v.picklist([...COURSE_SLUGS, ...TRACK_SLUGS]),
  estimatedMinutes: v.number(),
  modules: v.optional(v.array(TrackModule)),
  /** How many questions the course's pool holds (five of them per attempt). */
  quizPoolSize: v.number(),
  slides: v.array(
    v.object({
      ...v.omit(Slide, ['picture']).entries,
      picture: v.optional(v.object({ ...Picture.entries, src: v.string() })),
    }),
  ),
});
export type TrainingMaterial = v.InferOutput<typeof TrainingMaterial>;

/** The `lang` query of get-training; anything else falls back to German. */
export const TrainingMaterialQuery = v.object({ lang: v.optional(v.string()) });
