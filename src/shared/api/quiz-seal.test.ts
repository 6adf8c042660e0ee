import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../content/course-content.ts';
import { openSeal, scoreSealedAttempt, sealQuestion } from './quiz-seal.ts';

const question: QuizQuestion = {
  id: 'q3',
  question: 'Woran erkennen Sie eine gefälschte Absenderadresse?',
  options: [
    { id: 'a', text: 'Am Logo im Text' },
    { id: 'b', text: 'An der Domain hinter dem @' },
    { id: 'c', text: 'An der Anrede' },
  ],
  answer: 'b',
  explanation: 'Nur die Domain hinter dem @ verrät, woher eine Mail wirklich kommt.',
};

describe('sealed quiz answers', () => {
  it('sends neither the right option nor the explanation in readable form', () => {
    const sealed = sealQuestion('phishing', 'de', question);
    const text = JSON.stringify(sealed);
    expect(sealed).not.toHaveProperty('answer');
    expect(sealed).not.toHaveProperty('explanation');
    expect(text).not.toContain('Domain hinter dem @ verrät');
    expect(sealed.options).toEqual(question.options);
  });

  it('opens with the right option only, and gives the explanation', () => {
    const sealed = sealQuestion('phishing', 'de', question);
    expect(openSeal('phishing', 'de', sealed)).toEqual({ answer: 'b', explanation: question.explanation });
  });

  it('does not open for another course, language or question', () => {
    const sealed = sealQuestion('phishing', 'de', question);
    expect(openSeal('malware', 'de', sealed)).toBeUndefined();
    expect(openSeal('phishing', 'en', sealed)).toBeUndefined();
    expect(openSeal('phishing', 'de', { ...sealed, id: 'q4' })).toBeUndefined();
  });

  it('gives every server the same bytes for the same question (one ETag for all instances)', () => {
    expect(sealQuestion('phishing', 'de', question)).toEqual(sealQuestion('phishing', 'de', question));
    expect(sealQuestion('phishing', 'de', { ...question, answer: 'a' }).seal).not.toBe(
      sealQuestion('phishing', 'de', question).seal,
    );
  });

  it('scores an attempt on the device as the server does', () => {
    const bank = ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => sealQuestion('phishing', 'de', { ...question, id }));
    const material = { slug: 'phishing', lang: 'de', quiz: bank };
    const score = scoreSealedAttempt(material, { q1: 'b', q2: 'b', q3: 'b', q4: 'b', q5: 'a' });
    expect(score).toMatchObject({ correctCount: 4, questionCount: 5, scorePercent: 80, passed: true });
    expect(score.questions.find((q) => q.questionId === 'q5')).toEqual({ questionId: 'q5', correct: false });
  });
});
