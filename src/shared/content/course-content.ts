import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';

/**
 * The schema of one course file: src/content/courses/<slug>.<lang>.json.
 * One file per course and language; German and English files of a course share slide ids,
 * question ids, option ids and right answers, because progress and quiz scoring refer to ids.
 */

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

/** Every course picture is drawn on this canvas (its SVG viewBox), so a page reserves its space. */
export const PICTURE_SIZE = { width: 640, height: 360 } as const;

/** A paragraph, a bulleted or numbered list, or a call-out box. Plain text, no markup. */
export const ContentBlock = v.variant('type', [
  v.strictObject({ type: v.literal('p'), text: Text }),
  v.strictObject({
    type: v.literal('list'),
    ordered: v.optional(v.boolean()),
    items: v.pipe(v.array(Text), v.minLength(2)),
  }),
  v.strictObject({
    type: v.literal('callout'),
    tone: v.picklist(['tip', 'warning', 'important']),
    title: v.optional(Text),
    text: Text,
  }),
]);
export type ContentBlock = v.InferOutput<typeof ContentBlock>;

/**
 * Practice on a slide, before the quiz (docs/decisions/055-quiz-cues-and-exercises.md). Not graded for the certificate;
 * the learner's device reports when one is started and finished, so the employer sees engagement.
 * Three kinds, each with feedback on every element once the learner checks their answer:
 * - `spot`: a mock-up (an e-mail, a text message, a chat, a web page, a letter, a poster, a call)
 *   made of parts; the learner marks the tell-tale ones (`clue: true`).
 * - `sort`: items that each belong to one of two or three categories (genuine or fake address,
 *   allowed or not in an AI tool, …).
 * - `pick`: one moment or option that is right, e.g. the line of a call at which to hang up.
 * Ids are the same in both languages, and so are which parts are clues, which category an item
 * belongs to and which option is picked.
 */
const ExerciseId = v.pipe(v.string(), v.regex(/^e\d{1,2}$/));
const ElementId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));
const uniqueIds = (list: readonly { id: string }[]) => new Set(list.map((e) => e.id)).size === list.length;

export const EXERCISE_ARTEFACTS = ['email', 'message', 'chat', 'webpage', 'letter', 'poster', 'call'] as const;

const exerciseHead = {
  type: v.literal('exercise'),
  id: ExerciseId,
  title: Text,
  /** What the learner is asked to do, one or two sentences. */
  task: Text,
  /** Shown after checking: the lesson of the exercise in one or two sentences. */
  conclusion: Text,
};

export const SpotExercise = v.pipe(
  v.strictObject({
    ...exerciseHead,
    kind: v.literal('spot'),
    artefact: v.picklist(EXERCISE_ARTEFACTS),
    parts: v.pipe(
      v.array(
        v.strictObject({
          id: ElementId,
          /** A field name such as "Von" or "Betreff", or the speaker of a line. */
          label: v.optional(Text),
          text: Text,
          clue: v.boolean(),
          /** Why this part gives the fake away, or why it is harmless. */
          feedback: Text,
        }),
      ),
      v.minLength(4),
      v.maxLength(14),
    ),
  }),
  v.check((e) => uniqueIds(e.parts), 'part ids must be unique'),
  v.check((e) => e.parts.filter((p) => p.clue).length >= 2, 'at least two parts are clues'),
  v.check((e) => e.parts.filter((p) => !p.clue).length >= 2, 'at least two parts are no clues'),
);

export const SortExercise = v.pipe(
  v.strictObject({
    ...exerciseHead,
    kind: v.literal('sort'),
    categories: v.pipe(v.array(v.strictObject({ id: ElementId, label: Text })), v.minLength(2), v.maxLength(3)),
    items: v.pipe(
      v.array(v.strictObject({ id: ElementId, text: Text, category: ElementId, feedback: Text })),
      v.minLength(3),
      v.maxLength(10),
    ),
  }),
  v.check((e) => uniqueIds(e.categories) && uniqueIds(e.items), 'ids must be unique'),
  v.check((e) => e.items.every((i) => e.categories.some((c) => c.id === i.category)), 'items name a category'),
  v.check((e) => e.categories.every((c) => e.items.some((i) => i.category === c.id)), 'every category is used'),
);

export const PickExercise = v.pipe(
  v.strictObject({
    ...exerciseHead,
    kind: v.literal('pick'),
    /** Context before the choice, e.g. the situation of a call. */
    scene: v.optional(Text),
    options: v.pipe(
      v.array(v.strictObject({ id: ElementId, label: v.optional(Text), text: Text, feedback: Text })),
      v.minLength(3),
      v.maxLength(8),
    ),
    answer: ElementId,
  }),
  v.check((e) => uniqueIds(e.options), 'option ids must be unique'),
  v.check((e) => e.options.some((o) => o.id === e.answer), 'the answer must be one of the options'),
);

export const Exercise = v.variant('kind', [SpotExercise, SortExercise, PickExercise]);
export type Exercise = v.InferOutput<typeof Exercise>;
export type SpotExercise = v.InferOutput<typeof SpotExercise>;
export type SortExercise = v.InferOutput<typeof SortExercise>;
export type PickExercise = v.InferOutput<typeof PickExercise>;

export const SlideBlock = v.union([ContentBlock, Exercise]);
export type SlideBlock = ContentBlock | Exercise;

/** A picture lives in public/courses/<slug>/; src is the file name there. */
export const Picture = v.strictObject({
  src: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.(de|en))?\.svg$/)),
  alt: v.pipe(Text, v.minLength(15)),
});

export const Slide = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^s\d{1,2}$/)),
  heading: Text,
  blocks: v.pipe(v.array(SlideBlock), v.minLength(1)),
  picture: v.optional(Picture),
});
export type Slide = v.InferOutput<typeof Slide>;

export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

/** A question as learners see it before they answer: no answer, no explanation. */
export const QuizQuestionAsked = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^q\d{1,2}$/)),
  question: Text,
  options: v.pipe(v.array(v.strictObject({ id: v.picklist(OPTION_IDS), text: Text })), v.minLength(3), v.maxLength(4)),
});
export type QuizQuestionAsked = v.InferOutput<typeof QuizQuestionAsked>;
export type OptionId = (typeof OPTION_IDS)[number];

export const QuizQuestion = v.pipe(
  v.strictObject({
    ...QuizQuestionAsked.entries,
    answer: v.picklist(OPTION_IDS),
    explanation: Text,
  }),
  v.check((q) => q.options.some((o) => o.id === q.answer), 'the answer must be one of the options'),
  v.check((q) => new Set(q.options.map((o) => o.id)).size === q.options.length, 'option ids must be unique'),
);
export type QuizQuestion = v.InferOutput<typeof QuizQuestion>;

export const CourseContent = v.strictObject({
  slug: v.picklist(COURSE_SLUGS),
  lang: v.picklist(['de', 'en']),
  title: Text,
  summary: Text,
  estimatedMinutes: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(60)),
  objectives: v.pipe(v.array(Text), v.minLength(3), v.maxLength(7)),
  slides: v.pipe(v.array(Slide), v.minLength(6), v.maxLength(14)),
  quiz: v.pipe(v.array(QuizQuestion), v.minLength(12)),
});
export type CourseContent = v.InferOutput<typeof CourseContent>;

/** Placeholders the server fills from configuration when it delivers a course. */
export const CONTENT_PLACEHOLDERS = ['{{itContact}}', '{{insurerHotline}}'] as const;

/** The course's exercises in slide order. */
export function courseExercises(course: Pick<CourseContent, 'slides'>): Exercise[] {
  return course.slides.flatMap((slide) => slide.blocks.filter((b): b is Exercise => b.type === 'exercise'));
}
