import type { Course } from '#shared/api/courses.ts';
import { emptyProgress } from '#shared/api/progress-merge.ts';
import { answerCheck, type QuizDraw } from '#shared/api/quiz-draws.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import type { CourseSlug } from '#shared/courses.ts';

/** Test data for the trainings pages: courses, progress and a small course. */
export const course = (slug: CourseSlug, overrides: Partial<Course> = {}): Course => ({
  id: 1,
  slug,
  image: '',
  section: 'cyber security',
  titleKey: `courses.${slug}.title`,
  title: `Kurs ${slug}`,
  summary: `Worum es in ${slug} geht.`,
  estimatedMinutes: 15,
  employees: [],
  active: true,
  dueAgainSince: null,
  lastPassedAt: null,
  deadlines: [],
  ...overrides,
});

export const progress = (slug: CourseSlug, overrides: Partial<CourseProgress> = {}): CourseProgress => ({
  ...emptyProgress(7, slug, 3, '2026-11-01T08:00:00.000Z'),
  id: 40,
  ...overrides,
});

/** Three slides, and a pool of ten questions (quizPool). */
export const material: TrainingMaterial = {
  slug: 'password-security',
  lang: 'de',
  title: 'Passwörter und sichere Anmeldung',
  summary: 'Zusammenfassung',
  estimatedMinutes: 15,
  objectives: ['Ziel eins', 'Ziel zwei', 'Ziel drei'],
  slides: [1, 2, 3].map((n) => ({
    id: `s${n}`,
    heading: `Folie Nummer ${n}`,
    blocks: [
      { type: 'p' as const, text: `Text der Folie ${n}.` },
      { type: 'callout' as const, tone: 'tip' as const, title: `Merksatz ${n}`, text: 'Ein Tipp.' },
    ],
    ...(n === 2
      ? { picture: { src: '/courses/password-security/bild.svg?v=1', alt: 'Ein Bild zur zweiten Folie' } }
      : {}),
  })),
  quizPoolSize: 10,
};

/** The fixture course's pool: ten questions whose right answer is always b. */
export const quizPool = Array.from({ length: 10 }, (_, i) => ({
  id: `q${i + 1}`,
  question: `Frage Nummer ${i + 1}?`,
  options: [
    { id: 'a' as const, text: `Falsche Antwort A${i + 1}` },
    { id: 'b' as const, text: `Richtige Antwort B${i + 1}` },
    { id: 'c' as const, text: `Falsche Antwort C${i + 1}` },
  ],
  explanation: `Erklärung zu Frage ${i + 1}.`,
}));

/**
 * A draw of five of the pool's questions (by number), as POST /progress/draw-quiz answers it; the
 * same numbers make the same draw, as the server hands out the same draw until it is answered.
 */
export function quizDraw(numbers: readonly number[], overrides: Partial<QuizDraw> = {}): QuizDraw {
  const id =
    overrides.id ??
    `00000000-0000-4000-8000-${numbers
      .map((n) => String(n).padStart(2, '0'))
      .join('')
      .slice(0, 12)
      .padEnd(12, '0')}`;
  return {
    id,
    trainingSlug: 'password-security',
    handedOutAt: '2026-11-02T08:00:00.000Z',
    questions: numbers.map((n) => {
      const { id: questionId, question, options } = quizPool[n - 1]!;
      return { id: questionId, question, options, check: answerCheck(id, questionId, 'b') };
    }),
    failuresInARow: 0,
    moduleFirst: false,
    ...overrides,
  };
}

/** What the server reveals after an attempt for one question of the pool answered wrongly. */
export const reviewOf = (questionId: string) => {
  const q = quizPool.find((p) => p.id === questionId)!;
  return { questionId, question: q.question, rightAnswer: q.options[1]!.text, explanation: q.explanation };
};
