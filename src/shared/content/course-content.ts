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
 * Four kinds, each with feedback on every element:
 * - `spot`: a mock-up (an e-mail, a text message, a chat, a web page, a letter, a poster, a call)
 *   made of parts; the learner marks the tell-tale ones (`clue: true`). An e-mail is drawn as a mail
 *   client shows it when its parts name their `field` (docs/decisions/095-exercises-that-look-real.md).
 * - `sort`: items that each belong to one of two or three categories (genuine or fake address,
 *   allowed or not in an AI tool, …).
 * - `pick`: one moment or option that is right, e.g. the line of a call at which to hang up.
 * - `decide`: a situation that unfolds: each step offers two to four choices, each choice has its
 *   consequence (feedback) and leads to the next step or ends the story.
 * Ids are the same in both languages, and so are which parts are clues, which category an item
 * belongs to, which option is picked and where each choice leads.
 */
const ExerciseId = v.pipe(v.string(), v.regex(/^e\d{1,2}$/));
const ElementId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));
const uniqueIds = (list: readonly { id: string }[]) => new Set(list.map((e) => e.id)).size === list.length;

export const EXERCISE_ARTEFACTS = ['email', 'message', 'chat', 'webpage', 'letter', 'poster', 'call'] as const;

/**
 * Where a part of a mock-up sits as a mail client or a phone shows it: the sender (`text` the
 * display name, `address` the real address), the reply-to address, the recipient, the date, the
 * subject, a paragraph, a link (`text` as shown, `href` the real target, revealed on hover, focus or
 * a long press) or an attachment (`text` the file name with its real extension).
 */
export const PART_FIELDS = ['from', 'replyTo', 'to', 'date', 'subject', 'body', 'link', 'attachment'] as const;

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
          field: v.optional(v.picklist(PART_FIELDS)),
          /** The real address behind a sender's or reply-to display name. */
          address: v.optional(Text),
          /** The real target of a link whose text shows something else. */
          href: v.optional(Text),
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
  v.check(
    (e) => e.parts.every((p) => (p.field === 'link') === (p.href !== undefined)),
    'a link, and only a link, has an href',
  ),
  v.check(
    (e) => e.parts.every((p) => p.address === undefined || p.field === 'from' || p.field === 'replyTo'),
    'only a sender or reply-to has an address',
  ),
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

/** A choice of a `decide` step: its consequence, and the step it leads to (none: the story ends). */
const DecideChoice = v.strictObject({
  id: ElementId,
  text: Text,
  /** Whether this is a safe way to act; the end result counts the risky ones. */
  good: v.boolean(),
  feedback: Text,
  next: v.optional(ElementId),
});

export const DecideExercise = v.pipe(
  v.strictObject({
    ...exerciseHead,
    kind: v.literal('decide'),
    /** How the situation comes to the learner (a call, a chat, an e-mail …). */
    artefact: v.optional(v.picklist(EXERCISE_ARTEFACTS)),
    /** The first step is where the story begins. */
    steps: v.pipe(
      v.array(
        v.strictObject({
          id: ElementId,
          situation: Text,
          choices: v.pipe(v.array(DecideChoice), v.minLength(2), v.maxLength(4)),
        }),
      ),
      v.minLength(2),
      v.maxLength(8),
    ),
  }),
  v.check((e) => uniqueIds(e.steps) && uniqueIds(e.steps.flatMap((s) => s.choices)), 'ids must be unique'),
  v.check(
    (e) => e.steps.every((s) => s.choices.every((c) => c.next === undefined || e.steps.some((t) => t.id === c.next))),
    'a choice leads to a step of the exercise',
  ),
  v.check((e) => decisionStory(e.steps).acyclic, 'no step leads back to itself'),
  v.check((e) => decisionStory(e.steps).reachable === e.steps.length, 'every step can be reached'),
  v.check((e) => decisionStory(e.steps).safeEnd, 'a path of safe choices leads to an end'),
  v.check((e) => e.steps.every((s) => s.choices.some((c) => c.good)), 'every step has a safe choice'),
);

/** The shape of a decision story: no cycles, how many steps the start reaches, and a safe way to an end. */
function decisionStory(
  steps: readonly { id: string; choices: readonly { good: boolean; next?: string | undefined }[] }[],
) {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const seen = new Set<string>();
  let acyclic = true;
  const walk = (id: string, path: Set<string>) => {
    if (path.has(id)) {
      acyclic = false;
      return;
    }
    if (seen.has(id)) return;
    seen.add(id);
    for (const choice of byId.get(id)?.choices ?? []) if (choice.next) walk(choice.next, new Set([...path, id]));
  };
  if (steps[0]) walk(steps[0].id, new Set());
  const safeFrom = (id: string, depth: number): boolean =>
    depth <= steps.length &&
    (byId.get(id)?.choices ?? []).some((c) => c.good && (c.next === undefined || safeFrom(c.next, depth + 1)));
  return { acyclic, reachable: seen.size, safeEnd: steps[0] ? safeFrom(steps[0].id, 0) : false };
}

export const Exercise = v.variant('kind', [SpotExercise, SortExercise, PickExercise, DecideExercise]);
export type Exercise = v.InferOutput<typeof Exercise>;
export type DecideExercise = v.InferOutput<typeof DecideExercise>;
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
