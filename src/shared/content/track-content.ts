import * as v from 'valibot';
import { TRACK_SLUGS, type TrackSlug } from '../courses.ts';
import { QuizQuestion, Slide } from './course-content.ts';

/**
 * The three content areas of management training that § 38 (3) BSIG names and the BSI's guidance
 * of 30 September 2025 spells out: recognising and assessing risks, risk-management practices, and
 * the effect of risks on the entity's services.
 */
export const MANAGEMENT_AREAS = ['risks', 'practices', 'services'] as const;
export type ManagementArea = (typeof MANAGEMENT_AREAS)[number];
export const isManagementArea = (area: string): area is ManagementArea =>
  (MANAGEMENT_AREAS as readonly string[]).includes(area);

/**
 * The topics of "KI am Arbeitsplatz" (docs/decisions/109-ai-literacy-record.md): what AI tools do
 * and do not, checking their output, data in prompts, the company's AI rules, deception with
 * deepfakes and voice clones, and transparency. The AI-literacy record names them as what was taught.
 */
export const AI_TOPICS = ['tools', 'output', 'data', 'rules', 'deception', 'transparency'] as const;
export type AiTopic = (typeof AI_TOPICS)[number];

/** What the modules of each track cover: every one of its areas or topics, and only those. */
export const TRACK_AREAS = { 'nis2-management': MANAGEMENT_AREAS, 'ai-at-work': AI_TOPICS } as const satisfies Record<
  TrackSlug,
  readonly string[]
>;

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));
const SlideId = v.pipe(v.string(), v.regex(/^s\d{1,2}$/));

export const TrackModule = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^m\d$/)),
  title: Text,
  /** The content areas (management) or topics (AI) this module covers. */
  areas: v.pipe(v.array(v.picklist([...MANAGEMENT_AREAS, ...AI_TOPICS])), v.minLength(1)),
  /** Its slides, in order; together the modules hold every slide of the track once, in order. */
  slides: v.pipe(v.array(SlideId), v.minLength(3)),
});

/**
 * A training beside the 12 courses (docs/decisions/103-management-training.md): same slides, exercises
 * and quiz as a course, so the player, offline learning and the quiz rules are the same; longer,
 * and cut into modules that each cover content areas a law names.
 */
export const TrackContent = v.pipe(
  v.strictObject({
    slug: v.picklist(TRACK_SLUGS),
    lang: v.picklist(['de', 'en']),
    title: Text,
    summary: Text,
    estimatedMinutes: v.pipe(v.number(), v.integer(), v.minValue(20), v.maxValue(120)),
    objectives: v.pipe(v.array(Text), v.minLength(3), v.maxLength(8)),
    modules: v.pipe(v.array(TrackModule), v.minLength(3), v.maxLength(6)),
    slides: v.pipe(v.array(Slide), v.minLength(12), v.maxLength(40)),
    quiz: v.pipe(v.array(QuizQuestion), v.minLength(15)),
  }),
  v.check(
    (t) => t.modules.flatMap((m) => m.slides).join() === t.slides.map((s) => s.id).join(),
    'the modules hold every slide once, in order',
  ),
  v.check((t) => {
    const own: readonly string[] = TRACK_AREAS[t.slug];
    const named: string[] = t.modules.flatMap((m) => m.areas);
    return own.every((area) => named.includes(area)) && named.every((area) => own.includes(area));
  }, 'every content area of the track is covered by a module, and only its own'),
);
export type TrackContent = v.InferOutput<typeof TrackContent>;
