/** The 12 fixed courses (docs/product.md §3), in the order the portal lists them. */
export const COURSE_SLUGS = [
  'social-engineering',
  'password-security',
  'email-security',
  'social-media',
  'byod',
  'connection-security',
  'physical-security',
  'patchmanagement',
  '5-golden-rules',
  'cyber-emergency',
  'malware',
  'remote-work',
] as const;

export type CourseSlug = (typeof COURSE_SLUGS)[number];

/** Every course belongs to one section (docs/product.md §3). */
export const COURSE_SECTION = 'cyber security';

export function isCourseSlug(value: string): value is CourseSlug {
  return (COURSE_SLUGS as readonly string[]).includes(value);
}

/**
 * Trainings beside the 12 courses (docs/decisions/103-management-training.md): learned like a
 * course, but never assigned, counted in the statistics or needed for a personal certificate. The
 * management training is for who the employer names as management, "KI am Arbeitsplatz" for who
 * the company's AI inventory names as users of an AI tool (docs/decisions/109-ai-literacy-record.md).
 */
export const TRACK_SLUGS = ['nis2-management', 'ai-at-work'] as const;
export type TrackSlug = (typeof TRACK_SLUGS)[number];

/** Everything that can be learned: a course or a track. */
export const TRAINING_SLUGS = [...COURSE_SLUGS, ...TRACK_SLUGS] as const;
export type TrainingSlug = (typeof TRAINING_SLUGS)[number];

export function isTrackSlug(value: string): value is TrackSlug {
  return (TRACK_SLUGS as readonly string[]).includes(value);
}

export function isTrainingSlug(value: string): value is TrainingSlug {
  return isCourseSlug(value) || isTrackSlug(value);
}

/** Compares two courses (or tracks, after the courses) by the portal's order, for sorting. */
export const byCourseOrder = (a: TrainingSlug, b: TrainingSlug) =>
  TRAINING_SLUGS.indexOf(a) - TRAINING_SLUGS.indexOf(b);
