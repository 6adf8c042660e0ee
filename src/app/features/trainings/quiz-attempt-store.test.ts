// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../session/session-store.ts';
import { answeredDraws, loadAttempt, newAttempt, noteAnsweredDraw, storeAttempt } from './quiz-attempt-store.ts';

const draw = { id: crypto.randomUUID() };

beforeEach(() => setSession({ token: 't', userId: 7, ttl: 3600, created: new Date().toISOString() }));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearSession();
});

describe('the attempt under way', () => {
  it('goes on after a reload while it answers the draw the device holds', () => {
    const attempt = { ...newAttempt(draw), answers: { q3: 'b' as const } };
    storeAttempt('malware', attempt);
    expect(loadAttempt('malware', draw)).toEqual(attempt);
    expect(loadAttempt('phishing', draw)).toBeNull();
  });

  it('starts anew once the device holds another draw, or none', () => {
    storeAttempt('malware', newAttempt(draw));
    expect(loadAttempt('malware', { id: crypto.randomUUID() })).toBeNull();
    expect(loadAttempt('malware', undefined)).toBeNull();
  });

  it('keeps the attempts of one person apart from another’s on the same device', () => {
    storeAttempt('malware', newAttempt(draw));
    setSession({ token: 'u', userId: 8, ttl: 3600, created: new Date().toISOString() });
    expect(loadAttempt('malware', draw)).toBeNull();
  });

  it('remembers the draws answered on this device, the latest two dozen', () => {
    const ids = Array.from({ length: 30 }, () => crypto.randomUUID());
    for (const id of ids) noteAnsweredDraw(id);
    const kept = answeredDraws();
    expect(kept.size).toBe(24);
    expect(kept.has(ids[29]!)).toBe(true);
    expect(kept.has(ids[0]!)).toBe(false);
  });
});
