import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';
import type { QuizQuestion } from './course-content.ts';

/**
 * How far a person who knows nothing gets with a surface cue
 * (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md). A strategy picks options of a question
 * from their look alone:
 * - by length or place: the longest, the shortest, one of the lengths in between (`middle`: neither
 *   the longest nor the shortest), the first or the last (file order; the app shuffles anyway);
 * - by words: the option that names the cautious thing (the IT contact, reporting, the known number,
 *   approval, declining, asking the management: `cautious`), the one that begins with a refusal
 *   (`refusal`), the test-wise mix of both (`cautiousRefusal`: cautious, a refusal breaks ties), the one
 *   whose first word differs from all the others' shared first word (`oddFirstWord`), and the one
 *   with the fewest clauses (`fewestClauses`).
 * A strategy that finds nothing to go by chooses among all options. Ties and a choice among several
 * are random, so a question counts with the share of the chosen options that are right. The pass
 * chance is exact: the average, over every set of five questions an attempt can draw, of the chance to
 * answer at least 80 % of them right.
 */
export const CUE_STRATEGIES = [
  'longest',
  'shortest',
  'middle',
  'first',
  'last',
  'cautious',
  'refusal',
  'cautiousRefusal',
  'oddFirstWord',
  'fewestClauses',
] as const;
export type CueStrategy = (typeof CUE_STRATEGIES)[number];

export type CueLanguage = 'de' | 'en';
type Question = Pick<QuizQuestion, 'options' | 'answer'>;

/**
 * The words a test-wise person takes for "the safe answer". Matched on word starts, case-insensitive,
 * so "melden" also finds "Meldung" no more than it has to: each stem is listed on its own.
 */
const CAUTIOUS: Record<CueLanguage, RegExp[]> = {
  de: [
    /\bIT\b/u,
    /\b(Ansprechperson|meld|gemeldet|bekannte[nmr]? (Telefon)?nummer|Rückruf|zurückruf|freigegeben|Freigabe|ablehn|Vorgesetzt|Geschäftsführung|Chefin|Chef\b|Bescheid|nachfrag|rückfrag|Notfallnummer|Hotline)/iu,
  ],
  en: [
    /\bIT\b/u,
    /\b(report|known number|call(ing)? back|approved|approval|declin|refus|manager|management|boss|help ?desk|hotline|check with|ask (your|the))/iu,
  ],
};
/** Whether an option names what a test-wise person takes for the safe answer. */
export const isCautious = (text: string, lang: CueLanguage) => CAUTIOUS[lang].some((pattern) => pattern.test(text));

const REFUSAL: Record<CueLanguage, RegExp> = {
  de: /^(nicht|nichts|kein|keine[nmrs]?|nie|niemals|ablehnen|abbrechen|auflegen|verweigern|zurückweisen)\b/iu,
  en: /^(not|nothing|no|never|don['’]t|do not|decline|refuse|reject|hang up|cancel|abort)\b/iu,
};

const CLAUSE_MARKS: Record<CueLanguage, RegExp> = {
  de: /[,;:–]|\b(und|oder|denn|weil|dann|bevor|damit|sondern|aber|wenn|dass|bis)\b/giu,
  en: /[,;:–]|\b(and|or|because|then|before|so that|but|if|that|until|unless)\b/giu,
};

export const firstWord = (text: string) => (text.trim().split(/[\s,;:.]+/u)[0] ?? '').toLocaleLowerCase();

/** The indices of the options a strategy would choose among; all of them when it finds nothing. */
export function cueChoice(question: Question, strategy: CueStrategy, lang: CueLanguage): number[] {
  const texts = question.options.map((o) => o.text);
  const all = texts.map((_, index) => index);
  const where = (test: (text: string, index: number) => boolean) => all.filter((i) => test(texts[i]!, i));
  const orAll = (chosen: number[]) => (chosen.length > 0 ? chosen : all);
  const lengths = texts.map((t) => [...t].length);
  const [longest, shortest] = [Math.max(...lengths), Math.min(...lengths)];
  switch (strategy) {
    case 'first':
      return [0];
    case 'last':
      return [texts.length - 1];
    case 'longest':
      return where((_, i) => lengths[i] === longest);
    case 'shortest':
      return where((_, i) => lengths[i] === shortest);
    case 'middle':
      return orAll(where((_, i) => lengths[i]! < longest && lengths[i]! > shortest));
    case 'cautious':
      return orAll(where((t) => isCautious(t, lang)));
    case 'refusal':
      return orAll(where((t) => REFUSAL[lang].test(t.trim())));
    case 'cautiousRefusal': {
      const cautious = orAll(where((t) => isCautious(t, lang)));
      const refusing = cautious.filter((i) => REFUSAL[lang].test(texts[i]!.trim()));
      return refusing.length > 0 ? refusing : cautious;
    }
    case 'oddFirstWord': {
      const words = texts.map(firstWord);
      const odd = where((_, i) => words.filter((w) => w === words[i]).length === 1);
      // Only a clear odd one out counts: every other option shares one first word.
      const others = new Set(words.filter((_, i) => !odd.includes(i)));
      return odd.length === 1 && others.size === 1 ? odd : all;
    }
    case 'fewestClauses': {
      const clauses = texts.map((t) => t.match(CLAUSE_MARKS[lang])?.length ?? 0);
      const fewest = Math.min(...clauses);
      return where((_, i) => clauses[i] === fewest);
    }
  }
}

/** The chance that the strategy picks the right option of one question. */
export function cueHitChance(question: Question, strategy: CueStrategy, lang: CueLanguage = 'de'): number {
  const chosen = cueChoice(question, strategy, lang);
  return chosen.filter((i) => question.options[i]!.id === question.answer).length / chosen.length;
}

/** The share of questions whose right option is longer than every other option. */
export function strictlyLongestShare(bank: readonly Question[]): number {
  const strictly = bank.filter((q) => {
    const right = q.options.find((o) => o.id === q.answer)!;
    return q.options.every((o) => o === right || [...o.text].length < [...right.text].length);
  });
  return strictly.length / bank.length;
}

/** The exact chance to pass a random attempt when every question is answered with the strategy. */
export function cuePassChance(bank: readonly Question[], strategy: CueStrategy, lang: CueLanguage = 'de'): number {
  return passChance(bank.map((q) => cueHitChance(q, strategy, lang)));
}

/** The exact chance to pass a random attempt of five when each question is hit with its own chance. */
export function passChance(hits: readonly number[]): number {
  const size = QUIZ_QUESTIONS_PER_ATTEMPT;
  const needed = Math.ceil((QUIZ_PASS_PERCENT / 100) * size);
  let total = 0;
  let draws = 0;
  for (const draw of combinations(hits.length, size)) {
    total += atLeast(
      draw.map((i) => hits[i]!),
      needed,
    );
    draws++;
  }
  return draws === 0 ? 0 : total / draws;
}

/** The chance that at least `needed` of independent events with these chances happen. */
function atLeast(chances: number[], needed: number): number {
  // counts[k]: the chance that exactly k of the events seen so far happened.
  let counts = [1];
  for (const p of chances) {
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((c, k) => {
      next[k]! += c * (1 - p);
      next[k + 1]! += c * p;
    });
    counts = next;
  }
  return counts.slice(needed).reduce((a, b) => a + b, 0);
}

function* combinations(n: number, k: number): Generator<number[]> {
  const picked: number[] = [];
  function* from(start: number): Generator<number[]> {
    if (picked.length === k) return yield [...picked];
    for (let i = start; i <= n - (k - picked.length); i++) {
      picked.push(i);
      yield* from(i + 1);
      picked.pop();
    }
  }
  yield* from(0);
}
