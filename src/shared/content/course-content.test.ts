import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COURSE_SLUGS } from '../courses.ts';
import {
  CONTENT_PLACEHOLDERS,
  CourseContent,
  courseExercises,
  PICTURE_SIZE,
  type Exercise,
  type SlideBlock,
} from './course-content.ts';

const coursesDir = fileURLToPath(new URL('../../content/courses/', import.meta.url));
const picturesDir = fileURLToPath(new URL('../../../public/courses/', import.meta.url));
const LANGS = ['de', 'en'] as const;

function load(slug: string, lang: string): unknown {
  const file = `${coursesDir}${slug}.${lang}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

function exerciseText(e: Exercise): string {
  const elements =
    e.kind === 'spot'
      ? e.parts.flatMap((p) => [p.label ?? '', p.text, p.feedback])
      : e.kind === 'sort'
        ? [...e.categories.map((c) => c.label), ...e.items.flatMap((i) => [i.text, i.feedback])]
        : e.kind === 'decide'
          ? e.steps.flatMap((s) => [s.situation, ...s.choices.flatMap((c) => [c.text, c.feedback])])
          : [e.scene ?? '', ...e.options.flatMap((o) => [o.label ?? '', o.text, o.feedback])];
  return [e.title, e.task, ...elements, e.conclusion].join(' ');
}

/** What an exercise must be the same in both languages: ids, kinds and which answers are right. */
function exerciseShape(e: Exercise): unknown {
  if (e.kind === 'spot')
    return { id: e.id, kind: e.kind, artefact: e.artefact, parts: e.parts.map((p) => [p.id, p.clue, p.field]) };
  if (e.kind === 'decide') {
    return {
      id: e.id,
      kind: e.kind,
      steps: e.steps.map((s) => [s.id, s.choices.map((c) => [c.id, c.good, c.next])]),
    };
  }
  if (e.kind === 'sort') {
    return {
      id: e.id,
      kind: e.kind,
      categories: e.categories.map((c) => c.id),
      items: e.items.map((i) => [i.id, i.category]),
    };
  }
  return { id: e.id, kind: e.kind, options: e.options.map((o) => o.id), answer: e.answer };
}

function blockText(block: SlideBlock): string {
  if (block.type === 'exercise') return exerciseText(block);
  if (block.type === 'list') return block.items.join(' ');
  if (block.type === 'callout') return `${block.title ?? ''} ${block.text}`;
  return block.text;
}

function allText(course: CourseContent): string {
  return [
    course.title,
    course.summary,
    ...course.objectives,
    ...course.slides.flatMap((s) => [s.heading, ...s.blocks.map(blockText), s.picture?.alt ?? '']),
    ...course.quiz.flatMap((q) => [q.question, q.explanation, ...q.options.map((o) => o.text)]),
  ].join('\n');
}

const GERMAN = ['der', 'die', 'das', 'und', 'nicht', 'sie', 'ist', 'mit', 'ein', 'eine', 'für', 'auf', 'oder', 'wenn'];
const ENGLISH = ['the', 'and', 'is', 'to', 'of', 'you', 'your', 'with', 'for', 'not', 'or', 'if', 'this', 'it'];

function share(text: string, words: string[]): number {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return tokens.filter((t) => words.includes(t)).length / Math.max(tokens.length, 1);
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
      const [own, other] = lang === 'de' ? [GERMAN, ENGLISH] : [ENGLISH, GERMAN];
      expect(share(text, own)).toBeGreaterThan(0.1);
      expect(share(text, other)).toBeLessThan(0.03);
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
