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

/** Compares two courses by the portal's order, for sorting. */
export const byCourseOrder = (a: CourseSlug, b: CourseSlug) => COURSE_SLUGS.indexOf(a) - COURSE_SLUGS.indexOf(b);

export function isCourseSlug(value: string): value is CourseSlug {
  return (COURSE_SLUGS as readonly string[]).includes(value);
}
