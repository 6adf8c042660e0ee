import { describe, expect, it } from 'vitest';
import { waitsAfter } from './replay.ts';

describe('which refusals keep a save waiting', () => {
  it('keeps it for the network, an ended session, the server’s trouble and accounts that may not act for now', () => {
    for (const status of [0, 401, 500, 503]) expect(waitsAfter(status), String(status)).toBe(true);
    // Sending these for good would lose the learner's work (quiz attempts included).
    expect(waitsAfter(403, 'PASSWORD_CHANGE_REQUIRED')).toBe(true);
    expect(waitsAfter(403, 'ACTIONS_BLOCKED')).toBe(true);
  });

  it('drops it for a refusal that sending again cannot change', () => {
    expect(waitsAfter(400, 'VALIDATION_FAILED')).toBe(false);
    expect(waitsAfter(403, 'TRAINING_NOT_ASSIGNED')).toBe(false);
    expect(waitsAfter(403)).toBe(false);
  });
});
