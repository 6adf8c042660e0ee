import * as v from 'valibot';
import { CourseContent, Picture, QuizQuestionAsked, Slide } from '../content/course-content.ts';

/**
 * A quiz question as the device receives it (docs/decisions/062-sealed-quiz-answers.md): the right
 * option and the explanation travel sealed under a key made from the right option itself. The
 * device opens the seal only once the learner has answered, by trying the options; the material it
 * keeps for offline learning shows no answer to someone reading it. This is not secrecy against a
 * determined learner with a script (four tries open any seal), and it does not need to be: the
 * server scores every attempt itself against its own copy of the course.
 */
export const SealedQuizQuestion = v.object({ ...QuizQuestionAsked.entries, seal: v.pipe(v.string(), v.base64()) });
export type SealedQuizQuestion = v.InferOutput<typeof SealedQuizQuestion>;

/**
 * GET /trainings/get-training/{slug}?lang=: one course's material in the requested language
 * (German when the language is missing), with the configured contacts filled in and each picture's
 * `src` turned into a versioned URL that may be cached for a year. Each quiz question's answer and
 * explanation come sealed (quiz-seal.ts): the app opens them once the learner has answered, also
 * offline; the server scores every attempt itself (docs/product.md R19).
 */
export const TrainingMaterial = v.object({
  ...v.omit(CourseContent, ['slides', 'quiz']).entries,
  slides: v.array(
    v.object({
      ...v.omit(Slide, ['picture']).entries,
      picture: v.optional(v.object({ ...Picture.entries, src: v.string() })),
    }),
  ),
  quiz: v.array(SealedQuizQuestion),
});
export type TrainingMaterial = v.InferOutput<typeof TrainingMaterial>;

/** The `lang` query of get-training; anything else falls back to German. */
export const TrainingMaterialQuery = v.object({ lang: v.optional(v.string()) });
