import type { CourseSlug } from '../courses.ts';

/**
 * The AI parts of the 12 courses (docs/decisions/109-ai-literacy-record.md): the slides that teach
 * about AI tools, data in prompts, AI assistants and deepfakes. "KI am Arbeitsplatz" gathers them;
 * the AI-literacy record names them for who passed the course. The content test holds each slide to
 * speaking of AI.
 */
export const AI_COURSE_PARTS = {
  '5-golden-rules': ['s10'],
  'email-security': ['s11'],
  'remote-work': ['s6', 's7', 's8'],
  'social-engineering': ['s4'],
  'social-media': ['s8'],
} as const satisfies Partial<Record<CourseSlug, readonly string[]>>;

export type AiCourseSlug = keyof typeof AI_COURSE_PARTS;
export const AI_COURSES = Object.keys(AI_COURSE_PARTS) as AiCourseSlug[];
