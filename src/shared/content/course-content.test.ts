import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COURSE_SLUGS } from '../courses.ts';
import { blockText, exerciseShape, FREQUENT_WORDS, questionText, wordShare } from './content-checks.ts';
import { CONTENT_PLACEHOLDERS, CourseContent, courseExercises, PICTURE_SIZE } from './course-content.ts';

const coursesDir = fileURLToPath(new URL('../../content/courses/', import.meta.url));
const picturesDir = fileURLToPath(new URL('../../../public/courses/', import.meta.url));
const LANGS = ['de', 'en'] as const;

function load(slug: string, lang: string): unknown {
  const file = `${coursesDir}${slug}.${lang}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

function allText(course: CourseContent): string {
  return [
    course.title,
    course.summary,
    ...course.objectives,
    ...course.slides.flatMap((s) => [s.heading, ...s.blocks.map(blockText), s.picture?.alt ?? '']),
    ...course.quiz.flatMap(questionText),
  ].join('\n');
}

describe('course files', () => {
  it('has exactly one file per course and language, and nothing else', () => {
    const expected = COURSE_SLUGS.flatMap((slug) => LANGS.map((lang) => `${slug}.${lang}.json`)).sort();
    const present = readdirSync(coursesDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(present).toEqual(expected);
  });

  describe.each(COURSE_SLUGS)('%s', (slug) => {
    const parsed = Object.fromEntries(
      LANGS.map((lang) => [lang, v.safeParse(CourseContent, load(slug, lang))]),
    ) as Record<(typeof LANGS)[number], v.SafeParseResult<typeof CourseContent>>;

    it.each(LANGS)('%s matches the schema and names its slug and language', (lang) => {
      const result = parsed[lang];
      expect(result.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? []).toEqual([]);
      expect(result.output).toMatchObject({ slug, lang });
    });

    it('has the same slides, questions, options and answers in both languages', () => {
      const [de, en] = [parsed.de.output, parsed.en.output] as [CourseContent, CourseContent];
      expect(en.slides.map((s) => s.id)).toEqual(de.slides.map((s) => s.id));
      const shape = (c: CourseContent) =>
        c.quiz.map((q) => ({ id: q.id, options: q.options.map((o) => o.id), answer: q.answer }));
      expect(shape(en)).toEqual(shape(de));
      expect(new Set(de.slides.map((s) => s.id)).size).toBe(de.slides.length);
      expect(new Set(de.quiz.map((q) => q.id)).size).toBe(de.quiz.length);
    });

    it('has at least one exercise, the same in both languages', () => {
      const [de, en] = [parsed.de.output, parsed.en.output] as [CourseContent, CourseContent];
      const exercises = courseExercises(de);
      expect(exercises.length).toBeGreaterThanOrEqual(1);
      expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
      expect(courseExercises(en).map(exerciseShape)).toEqual(exercises.map(exerciseShape));
      const where = (c: CourseContent) =>
        c.slides.map((s) => s.blocks.flatMap((b) => (b.type === 'exercise' ? [b.id] : [])));
      expect(where(en)).toEqual(where(de));
    });

    it('has a decision in a realistic situation, and every e-mail drawn as a mail client shows it', () => {
      const exercises = courseExercises(parsed.de.output as CourseContent);
      expect(exercises.filter((e) => e.kind === 'decide').length).toBeGreaterThanOrEqual(1);
      for (const e of exercises) {
        if (e.kind !== 'spot' || e.artefact !== 'email') continue;
        expect(
          e.parts.filter((p) => p.field === undefined).map((p) => p.id),
          e.id,
        ).toEqual([]);
        // The link's text is not where it leads: the target shows on hover, focus or a long press.
        expect(
          e.parts.some((p) => p.field === 'link' && p.href !== p.text),
          e.id,
        ).toBe(true);
      }
    });

    it.each(LANGS)('%s has substantial slides and explanations', (lang) => {
      const course = parsed[lang].output as CourseContent;
      for (const slide of course.slides) {
        const text = slide.blocks.map(blockText).join(' ');
        expect(text.length, `${lang} ${slide.id} is too short`).toBeGreaterThanOrEqual(250);
      }
      for (const question of course.quiz) {
        expect(question.explanation.length, `${lang} ${question.id}`).toBeGreaterThanOrEqual(60);
      }
    });

    it.each(LANGS)('%s is written in its own language', (lang) => {
      const text = allText(parsed[lang].output as CourseContent);
      const [own, other] =
        lang === 'de' ? [FREQUENT_WORDS.de, FREQUENT_WORDS.en] : [FREQUENT_WORDS.en, FREQUENT_WORDS.de];
      expect(wordShare(text, own)).toBeGreaterThan(0.1);
      expect(wordShare(text, other)).toBeLessThan(0.03);
    });

    it.each(LANGS)('%s has no placeholder text and only known template fields', (lang) => {
      const text = allText(parsed[lang].output as CourseContent);
      expect(text).not.toMatch(/\b(TODO|TBD|FIXME|XXX|lorem|ipsum)\b/i);
      for (const field of text.match(/\{\{[^}]*\}\}/g) ?? []) {
        expect(CONTENT_PLACEHOLDERS).toContain(field);
      }
    });

    it('references only pictures that exist, with alt text in both languages', () => {
      const [de, en] = [parsed.de.output, parsed.en.output] as [CourseContent, CourseContent];
      de.slides.forEach((slide, index) => {
        const other = en.slides[index]?.picture;
        expect(Boolean(other), `${slide.id} has a picture in one language only`).toBe(Boolean(slide.picture));
      });
      for (const course of [de, en]) {
        for (const slide of course.slides) {
          if (!slide.picture) continue;
          const file = `${picturesDir}${slug}/${slide.picture.src}`;
          expect(existsSync(file), slide.picture.src).toBe(true);
          expect(readFileSync(file, 'utf8'), `${slide.picture.src} is drawn at the pictures' size`).toContain(
            `viewBox="0 0 ${PICTURE_SIZE.width} ${PICTURE_SIZE.height}"`,
          );
        }
      }
    });
  });
});
