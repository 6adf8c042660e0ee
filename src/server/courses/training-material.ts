import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import type { Lang } from '#shared/constants.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import type { TrainingContent } from './course-catalog.ts';

const PICTURES_DIR = fileURLToPath(new URL('../../../public/courses/', import.meta.url));

/** The contacts a course names; an insurer sets them in configuration (README). */
export type CourseContacts = { itContact: Record<Lang, string>; insurerHotline: string };

/**
 * A course or track file as learners get it: placeholders filled with the configured contacts and each
 * picture's file name turned into a URL versioned by its content, so browsers and the service
 * worker may keep it for a year and still get a changed picture at once. Without the quiz: its
 * questions are handed out per attempt (quiz-draw.ts).
 */
export function trainingMaterial(content: TrainingContent, lang: Lang, contacts: CourseContacts): TrainingMaterial {
  const fill = (text: string) => fillContacts(text, lang, contacts);
  const { quiz, ...taught } = content;
  const filled = JSON.parse(JSON.stringify(taught), (_key, value: unknown) =>
    typeof value === 'string' ? fill(value) : value,
  ) as Omit<TrainingContent, 'quiz'>;
  return {
    ...filled,
    quizPoolSize: quiz.length,
    slides: filled.slides.map((slide) =>
      slide.picture
        ? { ...slide, picture: { ...slide.picture, src: pictureUrl(content.slug, slide.picture.src) } }
        : slide,
    ),
  };
}

/** A course text with the configured contacts in place of its placeholders. */
export function fillContacts(text: string, lang: Lang, contacts: CourseContacts): string {
  return text
    .replaceAll('{{itContact}}', contacts.itContact[lang])
    .replaceAll('{{insurerHotline}}', contacts.insurerHotline);
}

const versions = new Map<string, string>();

/** `/courses/<slug>/<file>?v=<hash of the file>`; the hash is read once per file. */
export function pictureUrl(slug: TrainingSlug, file: string): string {
  const path = `${slug}/${file}`;
  let version = versions.get(path);
  if (version === undefined) {
    version = createHash('sha256')
      .update(readFileSync(`${PICTURES_DIR}${path}`))
      .digest('hex')
      .slice(0, 12);
    versions.set(path, version);
  }
  return `/courses/${path}?v=${version}`;
}
