import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QUIZ_FAILURES_BEFORE_MODULE } from '../constants.ts';
import { simulateGuesser } from '../rules/quiz-guesser.ts';
import { seededRandom } from '../seeded-random.ts';
import {
  blockText,
  exerciseShape,
  FREQUENT_WORDS,
  questionsRepeatingExercises,
  questionText,
  rightOptionOddByFirstWord,
  withoutCarefulWrongOption,
  wordShare,
} from './content-checks.ts';
import { CONTENT_PLACEHOLDERS, courseExercises, OPTION_IDS, PICTURE_SIZE, type Slide } from './course-content.ts';
import { CUE_STRATEGIES, cuePassChance, strictlyLongestShare } from './quiz-cues.ts';
import { TRACK_SLUGS, type TrackSlug } from '../courses.ts';
import { TrackContent } from './track-content.ts';
import { AI_COURSE_PARTS } from './ai-course-parts.ts';

const tracksDir = fileURLToPath(new URL('../../content/tracks/', import.meta.url));
const picturesDir = fileURLToPath(new URL('../../../public/courses/', import.meta.url));
const LANGS = ['de', 'en'] as const;

function load(slug: string, lang: string): unknown {
  const file = `${tracksDir}${slug}.${lang}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

function allText(track: TrackContent): string {
  return [
    track.title,
    track.summary,
    ...track.objectives,
    ...track.modules.map((m) => m.title),
    ...track.slides.flatMap((s) => [s.heading, ...s.blocks.map(blockText), s.picture?.alt ?? '']),
    ...track.quiz.flatMap(questionText),
  ].join('\n');
}

/**
 * The shape of each training: its modules with the areas or topics each covers, in order, how many
 * slides a module holds, which modules end in a decision story, and the least questions in its quiz.
 * The management training has one decision per module over the three areas of § 38 (3) BSIG
 * (decision 103); "KI am Arbeitsplatz" is shorter, with one decision story among its other exercises
 * (decision 109).
 */
const SHAPES: Record<
  TrackSlug,
  { areas: Record<string, string[]>; slides: [number, number]; deciding: string[]; questions: number }
> = {
  'nis2-management': {
    areas: { m1: ['risks'], m2: ['practices'], m3: ['practices'], m4: ['services'] },
    slides: [5, 8],
    deciding: ['m1', 'm2', 'm3', 'm4'],
    questions: 20,
  },
  'ai-at-work': {
    areas: { m1: ['tools', 'output'], m2: ['data', 'rules'], m3: ['deception', 'transparency'] },
    slides: [4, 6],
    deciding: ['m3'],
    questions: 15,
  },
};

/**
 * The trainings beside the courses (src/content/tracks/<slug>.<lang>.json): the same checks as a
 * course's (schema, both languages alike, written in their own language, no placeholders, a quiz no
 * one passes by the look of its options), and the shape of a training (SHAPES): its modules, slides
 * numbered in order, and a decision story on a slide of its own near the end of a deciding module.
 */
describe.each(TRACK_SLUGS)('training %s', (slug) => {
  const parsed = Object.fromEntries(LANGS.map((lang) => [lang, v.safeParse(TrackContent, load(slug, lang))])) as Record<
    (typeof LANGS)[number],
    v.SafeParseResult<typeof TrackContent>
  >;
  const both = () => [parsed.de.output, parsed.en.output] as [TrackContent, TrackContent];

  it.each(LANGS)('%s matches the schema and names its slug and language', (lang) => {
    const result = parsed[lang];
    expect(result.issues?.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`) ?? []).toEqual([]);
    expect(result.output).toMatchObject({ slug, lang });
  });

  it('has the same modules, slides, questions, options and answers in both languages', () => {
    const [de, en] = both();
    expect(en.modules.map((m) => [m.id, m.areas, m.slides])).toEqual(de.modules.map((m) => [m.id, m.areas, m.slides]));
    expect(en.slides.map((s) => s.id)).toEqual(de.slides.map((s) => s.id));
    const shape = (t: TrackContent) =>
      t.quiz.map((q) => ({ id: q.id, options: q.options.map((o) => o.id), answer: q.answer }));
    expect(shape(en)).toEqual(shape(de));
    expect(new Set(de.quiz.map((q) => q.id)).size).toBe(de.quiz.length);
    expect(en.estimatedMinutes).toBe(de.estimatedMinutes);
    expect(en.objectives.length).toBe(de.objectives.length);
  });

  it('numbers its slides s1, s2, … and its questions q1, q2, … in order', () => {
    const [de] = both();
    expect(de.slides.map((s) => s.id)).toEqual(de.slides.map((_, i) => `s${i + 1}`));
    expect(de.quiz.map((q) => q.id)).toEqual(de.quiz.map((_, i) => `q${i + 1}`));
  });

  const shape = SHAPES[slug];

  it('has its modules, each with the slides and the areas or topics it covers', () => {
    const [de] = both();
    expect(de.modules.map((m) => m.id)).toEqual(Object.keys(shape.areas));
    for (const module of de.modules) {
      expect(module.areas, module.id).toEqual(shape.areas[module.id]);
      expect(module.slides.length, module.id).toBeGreaterThanOrEqual(shape.slides[0]);
      expect(module.slides.length, module.id).toBeLessThanOrEqual(shape.slides[1]);
    }
  });

  it('has one decision story in each deciding module, on a slide of its own near the module’s end', () => {
    const [de] = both();
    const slides = new Map(de.slides.map((s) => [s.id, s]));
    const deciding = de.modules.filter((m) =>
      courseExercises({ slides: m.slides.map((id) => slides.get(id)!) }).some((e) => e.kind === 'decide'),
    );
    expect(deciding.map((m) => m.id)).toEqual(shape.deciding);
    for (const module of deciding) {
      const own = module.slides.map((id) => slides.get(id)!);
      const holding = own.filter((s: Slide) => s.blocks.some((b) => b.type === 'exercise' && b.kind === 'decide'));
      const exercises = courseExercises({ slides: own }).filter((e) => e.kind === 'decide');
      expect(exercises.length, module.id).toBe(1);
      const decide = exercises[0]!;
      if (decide.kind !== 'decide') continue;
      expect(decide.steps.length, module.id).toBeGreaterThanOrEqual(3);
      expect(decide.steps.length, module.id).toBeLessThanOrEqual(5);
      const slide = holding[0]!;
      // Its own slide: only a short introduction beside the exercise.
      expect(
        slide.blocks.every((b) => b.type === 'exercise' || b.type === 'p'),
        slide.id,
      ).toBe(true);
      expect(slide.blocks.filter((b) => b.type === 'p').length, slide.id).toBeLessThanOrEqual(2);
      // Near the end: the last or the last but one slide of the module.
      expect(own.indexOf(slide), module.id).toBeGreaterThanOrEqual(own.length - 2);
    }
  });

  it('has the same exercises in both languages', () => {
    const [de, en] = both();
    const exercises = courseExercises(de);
    expect(new Set(exercises.map((e) => e.id)).size).toBe(exercises.length);
    expect(courseExercises(en).map(exerciseShape)).toEqual(exercises.map(exerciseShape));
    const where = (t: TrackContent) =>
      t.slides.map((s) => s.blocks.flatMap((b) => (b.type === 'exercise' ? [b.id] : [])));
    expect(where(en)).toEqual(where(de));
  });

  it.each(LANGS)('%s has substantial slides and explanations', (lang) => {
    const track = parsed[lang].output as TrackContent;
    for (const slide of track.slides) {
      const text = slide.blocks.map(blockText).join(' ');
      expect(text.length, `${lang} ${slide.id} is too short`).toBeGreaterThanOrEqual(250);
    }
    for (const question of track.quiz) {
      expect(question.explanation.length, `${lang} ${question.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it.each(LANGS)('%s is written in its own language', (lang) => {
    const text = allText(parsed[lang].output as TrackContent);
    const [own, other] =
      lang === 'de' ? [FREQUENT_WORDS.de, FREQUENT_WORDS.en] : [FREQUENT_WORDS.en, FREQUENT_WORDS.de];
    expect(wordShare(text, own)).toBeGreaterThan(0.1);
    expect(wordShare(text, other)).toBeLessThan(0.03);
  });

  it.each(LANGS)('%s has no placeholder text and only known template fields', (lang) => {
    const track = parsed[lang].output as TrackContent;
    const text = allText(track);
    expect(text).not.toMatch(/\b(TODO|TBD|FIXME|XXX|lorem|ipsum)\b/i);
    for (const field of text.match(/\{\{[^}]*\}\}/g) ?? []) {
      expect(CONTENT_PLACEHOLDERS).toContain(field);
    }
    // A customer may leave a template field empty: never inside an option.
    for (const q of track.quiz) for (const o of q.options) expect(o.text, `${q.id}${o.id}`).not.toMatch(/\{\{/);
  });

  it('references only pictures that exist, with alt text in both languages', () => {
    const [de, en] = both();
    de.slides.forEach((slide, index) => {
      expect(Boolean(en.slides[index]?.picture), `${slide.id} has a picture in one language only`).toBe(
        Boolean(slide.picture),
      );
    });
    for (const track of [de, en]) {
      for (const slide of track.slides) {
        if (!slide.picture) continue;
        const file = `${picturesDir}${slug}/${slide.picture.src}`;
        expect(existsSync(file), slide.picture.src).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(`viewBox="0 0 ${PICTURE_SIZE.width} ${PICTURE_SIZE.height}"`);
      }
    }
  });

  /** The quiz rules of the courses (docs/content-style.md, decision 094), applied to the training's quiz. */
  describe.each(LANGS)('%s quiz', (lang) => {
    const track = () => parsed[lang].output as TrackContent;

    it('has enough questions of four options, the right one spread over a to d', () => {
      const quiz = track().quiz;
      expect(quiz.length).toBeGreaterThanOrEqual(shape.questions);
      for (const q of quiz)
        expect(
          q.options.map((o) => o.id),
          q.id,
        ).toEqual([...OPTION_IDS]);
      for (const id of OPTION_IDS) {
        expect(quiz.filter((q) => q.answer === id).length / quiz.length, id).toBeGreaterThanOrEqual(0.15);
      }
    });

    it.each(CUE_STRATEGIES)('%s: no one passes more than 5 percent of first attempts by this cue', (strategy) => {
      expect(cuePassChance(track().quiz, strategy, lang)).toBeLessThanOrEqual(0.05);
    });

    it('has the right option the strictly longest in at most 40 % of questions', () => {
      expect(strictlyLongestShare(track().quiz)).toBeLessThanOrEqual(0.4);
    });

    it('gives every question a wrong option that sounds just as careful', () => {
      expect(withoutCarefulWrongOption(track().quiz, lang)).toEqual([]);
    });

    it('never makes the right option the odd one out by its first word', () => {
      expect(rightOptionOddByFirstWord(track().quiz, lang)).toEqual([]);
    });

    it('repeats no exercise in a question', () => {
      expect(questionsRepeatingExercises(track().quiz, courseExercises(track()))).toEqual([]);
    });

    it('lets a guesser who memorises pass no sooner than the module must be gone through again', () => {
      const quiz = track().quiz;
      const guesser = simulateGuesser(
        new Map(quiz.map((q) => [q.id, q.options.length])),
        2000,
        seededRandom(slug.length),
      );
      expect(guesser.medianAttempts).toBeGreaterThan(QUIZ_FAILURES_BEFORE_MODULE);
    });

    it('writes options in the infinitive, each ending with a full stop', () => {
      for (const q of track().quiz) {
        for (const o of q.options) {
          expect(o.text, `${q.id}${o.id}`).toMatch(/\.$/);
          expect(o.text, `${q.id}${o.id}`).not.toMatch(lang === 'de' ? /^(Ich|Sie|Wir)\b/ : /^(I|You|We)\b/);
        }
      }
    });
  });
});

/** The AI parts of the courses that "KI am Arbeitsplatz" gathers and the AI-literacy record names (decision 109). */
describe('the AI parts of the courses', () => {
  const coursesDir = fileURLToPath(new URL('../../content/courses/', import.meta.url));
  it.each(Object.entries(AI_COURSE_PARTS))('%s: each named slide speaks of AI in both languages', (slug, ids) => {
    for (const lang of LANGS) {
      const course = JSON.parse(readFileSync(`${coursesDir}${slug}.${lang}.json`, 'utf8')) as { slides: Slide[] };
      for (const id of ids) {
        const slide = course.slides.find((s) => s.id === id);
        expect(slide, `${slug} ${lang} ${id}`).toBeDefined();
        const text = [slide!.heading, ...slide!.blocks.map(blockText)].join(' ');
        expect(text, `${slug} ${lang} ${id}`).toMatch(
          lang === 'de' ? /\bKI\b|KI-|Deepfake/ : /\bAI\b|Deepfake|deepfake/,
        );
      }
    }
  });
});
