import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COURSE_SLUGS } from '../courses.ts';
import type { CourseContent } from './course-content.ts';
import { CUE_STRATEGIES, cueHitChance, cuePassChance, strictlyLongestShare } from './quiz-cues.ts';

const coursesDir = fileURLToPath(new URL('../../content/courses/', import.meta.url));
const load = (slug: string, lang: string) =>
  JSON.parse(readFileSync(`${coursesDir}${slug}.${lang}.json`, 'utf8')) as CourseContent;

const question = (answer: string, ...texts: string[]) => ({
  answer: answer as 'a',
  options: texts.map((text, i) => ({ id: 'abcd'[i] as 'a', text })),
});

describe('surface cues', () => {
  it('counts a tie by the share of tied options that are right', () => {
    expect(cueHitChance(question('a', 'xx', 'yy', 'z'), 'longest')).toBe(0.5);
    expect(cueHitChance(question('c', 'xx', 'yy', 'z'), 'shortest')).toBe(1);
    expect(cueHitChance(question('c', 'xx', 'yy', 'z'), 'last')).toBe(1);
    expect(cueHitChance(question('c', 'xx', 'yy', 'z'), 'first')).toBe(0);
    expect(cueHitChance(question('b', 'x', 'yyy', 'zz', 'wwww'), 'middle')).toBe(0.5);
    // All of one length: nothing lies between, so the choice is among all.
    expect(cueHitChance(question('b', 'x', 'y', 'z'), 'middle')).toBeCloseTo(1 / 3, 12);
  });

  it('passes every attempt when the cue always hits, none when it never does', () => {
    const always = Array.from({ length: 8 }, () => question('b', 'a', 'longer'));
    expect(cuePassChance(always, 'longest')).toBe(1);
    expect(cuePassChance(always, 'shortest')).toBe(0);
  });

  it('computes the pass chance exactly over every draw of five', () => {
    // 6 of 8 questions hit: of the C(8,5) = 56 draws, C(6,5) = 6 have five hits and
    // C(6,4)·C(2,1) = 30 have four, so 36 of 56 pass.
    const bank = [
      ...Array.from({ length: 6 }, () => question('b', 'a', 'longer')),
      ...Array.from({ length: 2 }, () => question('a', 'a', 'longer')),
    ];
    expect(cuePassChance(bank, 'longest')).toBeCloseTo(36 / 56, 12);
    expect(strictlyLongestShare(bank)).toBe(0.75);
  });
});

/**
 * Someone who knows nothing must not pass by a look at the options (docs/decisions/055-quiz-cues-and-exercises.md): at
 * most 5 % with any of the five strategies, and the right option strictly the longest in at most
 * 40 % of the questions. The figures are printed for every course and language.
 */
describe('the quizzes of the courses', () => {
  const rows = COURSE_SLUGS.flatMap((slug) =>
    (['de', 'en'] as const).map((lang) => {
      const quiz = load(slug, lang).quiz;
      return {
        course: `${slug} ${lang}`,
        questions: quiz.length,
        strictlyLongest: strictlyLongestShare(quiz),
        ...Object.fromEntries(CUE_STRATEGIES.map((s) => [s, cuePassChance(quiz, s)])),
      } as { course: string; questions: number; strictlyLongest: number } & Record<string, number>;
    }),
  );

  it('prints the figures', () => {
    const percent = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
    const lines = rows.map(
      (r) =>
        `${r.course.padEnd(24)} ${String(r.questions).padStart(3)} ${percent(r.strictlyLongest)}` +
        CUE_STRATEGIES.map((s) => percent(r[s]!).padStart(15)).join(''),
    );
    process.stdout.write(
      [
        `${'course'.padEnd(24)}   n ${'longest'.padStart(8)}${CUE_STRATEGIES.map((s) => `pass:${s}`.padStart(15)).join('')}`,
        ...lines,
      ].join('\n'),
    );
    expect(lines).toHaveLength(COURSE_SLUGS.length * 2);
  });

  it.each(rows)('$course: no strategy passes more than 5 % of attempts', (row) => {
    for (const strategy of CUE_STRATEGIES) expect(row[strategy], strategy).toBeLessThanOrEqual(0.05);
  });

  it.each(rows)('$course: the right option is the strictly longest in at most 40 % of questions', (row) => {
    expect(row.strictlyLongest).toBeLessThanOrEqual(0.4);
  });
});
