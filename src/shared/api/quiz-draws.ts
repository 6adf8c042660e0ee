import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import * as v from 'valibot';
import { LANGS, QUIZ_QUESTIONS_PER_ATTEMPT } from '../constants.ts';
import { TRAINING_SLUGS } from '../courses.ts';
import { QuizQuestionAsked } from '../content/course-content.ts';
import { type QuizAnswers, type QuizScore, scoreOf } from '../rules/quiz.ts';

/**
 * The questions of a person's next quiz attempt, handed out by the server
 * (docs/decisions/094-a-quiz-no-one-passes-by-guessing.md). The server draws them, keeps what each
 * person was handed, and scores only answers to the questions of a draw it handed out.
 */

/** POST /progress/draw-quiz: the caller's open draw of a course, or a new one. */
export const DrawQuizRequest = v.strictObject({
  trainingSlug: v.picklist(TRAINING_SLUGS),
  /** The language of the texts; the caller's language when missing. */
  lang: v.optional(v.picklist(LANGS)),
});
export type DrawQuizRequest = v.InferOutput<typeof DrawQuizRequest>;

/**
 * A question as handed out: options in this draw's order, and `check`, which lets the device say
 * "right" or "wrong" to the answer given, offline too, without the explanation (see answerCheck).
 */
export const DrawnQuestion = v.object({ ...QuizQuestionAsked.entries, check: v.string() });
export type DrawnQuestion = v.InferOutput<typeof DrawnQuestion>;

export const QuizDraw = v.object({
  id: v.pipe(v.string(), v.uuid()),
  trainingSlug: v.picklist(TRAINING_SLUGS),
  handedOutAt: v.string(),
  questions: v.pipe(v.array(DrawnQuestion), v.length(QUIZ_QUESTIONS_PER_ATTEMPT)),
  /** Failed attempts in a row until now (the current round). */
  failuresInARow: v.number(),
  /** The module must be gone through again before this draw can be answered. */
  moduleFirst: v.boolean(),
});
export type QuizDraw = v.InferOutput<typeof QuizDraw>;

/**
 * The check of one option of a drawn question: the device compares the check of the answer given
 * with the question's `check`. Someone who computes it for every option finds the right one, as any
 * feedback that works offline allows; what it does not give is the explanation, and the server still
 * scores the attempt against the draw.
 */
export function answerCheck(drawId: string, questionId: string, optionId: string): string {
  return bytesToHex(sha256(utf8ToBytes(`quiz-check/1\n${drawId}\n${questionId}\n${optionId}`))).slice(0, 24);
}

/** Whether the option given is the right one of a drawn question, by its check. */
export const isRightAnswer = (drawId: string, question: Pick<DrawnQuestion, 'id' | 'check'>, optionId: string) =>
  answerCheck(drawId, question.id, optionId) === question.check;

/**
 * The device's score of an attempt at a draw, from the checks: shown while the attempt waits for
 * the network. The server scores it again from the course and its score counts.
 */
export function scoreDrawnAttempt(draw: Pick<QuizDraw, 'id' | 'questions'>, answers: QuizAnswers): QuizScore {
  return scoreOf(
    draw.questions
      .filter((q) => answers[q.id] !== undefined)
      .map((q) => ({ questionId: q.id, correct: isRightAnswer(draw.id, q, answers[q.id]!) })),
  );
}
