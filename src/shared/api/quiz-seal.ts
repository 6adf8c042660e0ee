import { gcmsiv } from '@noble/ciphers/aes.js';
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { type QuizAnswers, type QuizScore, scoreQuizAttempt } from '../rules/quiz.ts';
import type { OptionId, QuizQuestion } from '../content/course-content.ts';
import type { SealedQuizQuestion } from './trainings.ts';

/**
 * Sealing and opening of quiz answers (docs/decisions/062-sealed-quiz-answers.md), apart from the
 * wire shape in trainings.ts so that the cipher loads with the course page, not with every page.
 */

/** What a seal holds: the right option and why. */
export type QuizReveal = { answer: OptionId; explanation: string };

/** The course, language and question a seal belongs to. */
type Place = { slug: string; lang: string; questionId: string };

// Each key seals exactly one text, so AES-GCM-SIV's fixed nonce is safe and the same course gives
// the same bytes on every server instance (one ETag for all).
const NONCE = new Uint8Array(12);
const keyFor = ({ slug, lang, questionId }: Place, option: string) =>
  sha256(utf8ToBytes(`quiz-seal/1\n${slug}\n${lang}\n${questionId}\n${option}`));

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export function sealQuestion(slug: string, lang: string, question: QuizQuestion): SealedQuizQuestion {
  const { answer, explanation, ...asked } = question;
  const reveal: QuizReveal = { answer, explanation };
  const key = keyFor({ slug, lang, questionId: question.id }, answer);
  return { ...asked, seal: toBase64(gcmsiv(key, NONCE).encrypt(utf8ToBytes(JSON.stringify(reveal)))) };
}

/** The right option and the explanation of an answered question; undefined when no option opens the seal. */
export function openSeal(slug: string, lang: string, question: SealedQuizQuestion): QuizReveal | undefined {
  const sealed = fromBase64(question.seal);
  for (const option of question.options) {
    try {
      const text = gcmsiv(keyFor({ slug, lang, questionId: question.id }, option.id), NONCE).decrypt(sealed);
      const reveal = JSON.parse(bytesToUtf8(text)) as QuizReveal;
      if (reveal.answer === option.id) return reveal;
    } catch {
      // Not this option: its key does not open the seal.
    }
  }
  return undefined;
}

type SealedQuiz = { slug: string; lang: string; quiz: readonly SealedQuizQuestion[] };

/** The device's score of an attempt, from the seals of the answered questions (the server's counts). */
export function scoreSealedAttempt(material: SealedQuiz, answers: QuizAnswers): QuizScore {
  const key = material.quiz
    .filter((q) => answers[q.id] !== undefined)
    .flatMap((q) => {
      const reveal = openSeal(material.slug, material.lang, q);
      return reveal ? [{ id: q.id, answer: reveal.answer }] : [];
    });
  return scoreQuizAttempt(key, answers);
}
