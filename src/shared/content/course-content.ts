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

/** A picture lives in public/courses/<slug>/; src is the file name there. */
export const Picture = v.strictObject({
  src: v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.(de|en))?\.svg$/)),
  alt: v.pipe(Text, v.minLength(15)),
});

export const Slide = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^s\d{1,2}$/)),
  heading: Text,
  blocks: v.pipe(v.array(ContentBlock), v.minLength(1)),
  picture: v.optional(Picture),
});
export type Slide = v.InferOutput<typeof Slide>;

export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

export const QuizQuestion = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^q\d{1,2}$/)),
    question: Text,
    options: v.pipe(
      v.array(v.strictObject({ id: v.picklist(OPTION_IDS), text: Text })),
      v.minLength(3),
      v.maxLength(4),
    ),
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
  slides: v.pipe(v.array(Slide), v.minLength(6), v.maxLength(12)),
  quiz: v.pipe(v.array(QuizQuestion), v.minLength(10)),
});
export type CourseContent = v.InferOutput<typeof CourseContent>;

/** Placeholders the server fills from configuration when it delivers a course. */
export const CONTENT_PLACEHOLDERS = ['{{itContact}}', '{{insurerHotline}}'] as const;
