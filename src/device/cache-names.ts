/**
 * The cache of course material (one entry per course and language), shared by the worker, which
 * answers from it, and the app, which fills it ahead for every assigned course (decision 080).
 * A new name when the material's shape changes: the worker deletes the old cache on activation.
 */
export const COURSE_MATERIAL_CACHE = 'course-material-3';
