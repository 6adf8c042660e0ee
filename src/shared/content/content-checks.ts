import type { Exercise, QuizQuestion, SlideBlock } from './course-content.ts';
import { type CueLanguage, cueChoice, isCautious } from './quiz-cues.ts';

/**
 * What the content tests of courses and trainings check alike: the text of slides and exercises, the
 * shape of an exercise that must be the same in both languages, whether a text is written in its
 * own language, and whether a quiz question repeats an exercise. Plain functions, so a test of each
 * kind of content uses the same rules.
 */

/** All the words of an exercise: what it asks, every part, item, option and choice, its feedback. */
export function exerciseText(e: Exercise): string {
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
export function exerciseShape(e: Exercise): unknown {
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

/** The words of one block of a slide. */
export function blockText(block: SlideBlock): string {
  if (block.type === 'exercise') return exerciseText(block);
  if (block.type === 'list') return block.items.join(' ');
  if (block.type === 'callout') return `${block.title ?? ''} ${block.text}`;
  return block.text;
}

/** The words of a question: what it asks, its options and its explanation. */
export function questionText(q: QuizQuestion): string[] {
  return [q.question, q.explanation, ...q.options.map((o) => o.text)];
}

/** Frequent short words of each language: their share tells in which language a text is written. */
export const FREQUENT_WORDS = {
  de: ['der', 'die', 'das', 'und', 'nicht', 'sie', 'ist', 'mit', 'ein', 'eine', 'für', 'auf', 'oder', 'wenn'],
  en: ['the', 'and', 'is', 'to', 'of', 'you', 'your', 'with', 'for', 'not', 'or', 'if', 'this', 'it'],
} as const;

/** The share of a text's words that are among the given words. */
export function wordShare(text: string, words: readonly string[]): number {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return tokens.filter((t) => words.includes(t)).length / Math.max(tokens.length, 1);
}

/** Words shared in a row: a sign that one text repeats another. */
export function sharedRun(a: string, b: string, length: number): string | undefined {
  const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const runs = new Set<string>();
  const first = words(a);
  for (let i = 0; i + length <= first.length; i++) runs.add(first.slice(i, i + length).join(' '));
  const second = words(b);
  for (let i = 0; i + length <= second.length; i++) {
    const run = second.slice(i, i + length).join(' ');
    if (runs.has(run)) return run;
  }
  return undefined;
}

/** The questions with no wrong option that sounds just as careful as a test-wise person's pick. */
export function withoutCarefulWrongOption(quiz: readonly QuizQuestion[], lang: CueLanguage): string[] {
  return quiz.filter((q) => !q.options.some((o) => o.id !== q.answer && isCautious(o.text, lang))).map((q) => q.id);
}

/** The questions whose right option is the only one with another first word. */
export function rightOptionOddByFirstWord(quiz: readonly QuizQuestion[], lang: CueLanguage): string[] {
  return quiz
    .filter((q) => {
      const chosen = cueChoice(q, 'oddFirstWord', lang);
      return chosen.length === 1 && q.options[chosen[0]!]!.id === q.answer;
    })
    .map((q) => q.id);
}

/** The questions that repeat eight words in a row of an exercise, with the words repeated. */
export function questionsRepeatingExercises(quiz: readonly QuizQuestion[], exercises: readonly Exercise[]): string[] {
  const exerciseTexts = exercises.map((e) => JSON.stringify(e));
  return quiz.flatMap((q) =>
    exerciseTexts.flatMap((text) => {
      const run = sharedRun(q.question, text, 8);
      return run ? [`${q.id}: “${run}”`] : [];
    }),
  );
}
