// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuizQuestion } from '#shared/content/course-content.ts';
import { clearSession, setSession } from '../../session/session-store.ts';
import { asShown, loadAttempt, newAttempt, storeAttempt } from './quiz-attempt-store.ts';

const bank: QuizQuestion[] = Array.from({ length: 8 }, (_, i) => ({
  id: `q${i + 1}`,
  question: `Frage ${i + 1}`,
  options: [
    { id: 'a', text: 'Erste' },
    { id: 'b', text: 'Zweite' },
    { id: 'c', text: 'Dritte' },
    { id: 'd', text: 'Vierte' },
  ],
  answer: 'c',
  explanation: 'Weil es so ist.',
}));

beforeEach(() => setSession({ token: 't', userId: 7, ttl: 3600, created: new Date().toISOString() }));
afterEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('the attempt under way', () => {
  it('shows each question’s options in the order drawn for the attempt, and the same after a reload', () => {
    const attempt = newAttempt(bank);
    storeAttempt('malware', attempt);
    const question = bank.find((q) => q.id === attempt.questionIds[0])!;
    const shown = asShown(attempt, question).options.map((o) => o.id);
    expect(shown).toEqual(attempt.optionOrder[question.id]);
    expect([...shown].sort()).toEqual(['a', 'b', 'c', 'd']);

    const reloaded = loadAttempt('malware', bank)!;
    expect(asShown(reloaded, question).options.map((o) => o.id)).toEqual(shown);
  });

  it('puts the right option in different places across attempts', () => {
    const places = new Set(
      Array.from({ length: 60 }, () => {
        const attempt = newAttempt(bank);
        const id = attempt.questionIds[0]!;
        return attempt.optionOrder[id]!.indexOf('c');
      }),
    );
    expect(places.size).toBeGreaterThan(2);
  });

  it('starts anew when the course’s options changed since the attempt was stored', () => {
    const attempt = newAttempt(bank);
    storeAttempt('malware', attempt);
    const changed = bank.map((q) => ({ ...q, options: q.options.slice(0, 3) }));
    expect(loadAttempt('malware', changed)).toBeNull();
    expect(loadAttempt('malware', bank)).not.toBeNull();
  });
});

describe('the attempt of another person', () => {
  it('is not found after someone else signs in on the same device', () => {
    const attempt = newAttempt(bank);
    storeAttempt('malware', attempt);
    setSession({ token: 'u', userId: 8, ttl: 3600, created: new Date().toISOString() });
    expect(loadAttempt('malware', bank)).toBeNull();
  });

  it('is neither stored nor read without a session', () => {
    clearSession();
    storeAttempt('malware', newAttempt(bank));
    expect(sessionStorage.length).toBe(0);
    expect(loadAttempt('malware', bank)).toBeNull();
  });
});
