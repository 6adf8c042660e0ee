import { describe, expect, it } from 'vitest';
import { chooseScenario, recordsOf, targetDifficulty } from './scenario-choice.ts';

const scenarios = [
  { id: 'easy-a', difficulty: 1 },
  { id: 'easy-b', difficulty: 1 },
  { id: 'mid-a', difficulty: 2 },
  { id: 'hard-a', difficulty: 3 },
];
const first = () => 0;
const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe('the scenario of a person in the pseudonymous mode', () => {
  it('starts at the easiest difficulty of the choice', () => {
    expect(chooseScenario(scenarios, { had: new Set(), latest: null }, first)?.difficulty).toBe(1);
  });

  it('gets harder after a report without a click and easier after a click', () => {
    const reported = { had: new Set(['mid-a']), latest: { difficulty: 2, clicked: false, reportedFirst: true } };
    expect(chooseScenario(scenarios, reported, first)?.id).toBe('hard-a');
    const clicked = { had: new Set(['mid-a']), latest: { difficulty: 2, clicked: true, reportedFirst: false } };
    expect(chooseScenario(scenarios, clicked, first)?.difficulty).toBe(1);
    const quiet = { had: new Set(['easy-a']), latest: { difficulty: 1, clicked: false, reportedFirst: false } };
    expect(chooseScenario(scenarios, quiet, first)?.id).toBe('easy-b');
  });

  it('never repeats a scenario, takes the closest difficulty left, and leaves out who had them all', () => {
    const hadEasy = {
      had: new Set(['easy-a', 'easy-b']),
      latest: { difficulty: 1, clicked: true, reportedFirst: false },
    };
    expect(chooseScenario(scenarios, hadEasy, first)?.id).toBe('mid-a');
    const hadAll = { had: new Set(scenarios.map((s) => s.id)), latest: null };
    expect(chooseScenario(scenarios, hadAll, first)).toBeNull();
  });

  it('reads each record from the links, the latest last, a report after a click not first', () => {
    const records = recordsOf([
      { user_id: 7, template_id: 'easy-a', difficulty: 1, clicked_at: null, reported_at: at(2) },
      { user_id: 7, template_id: 'mid-a', difficulty: 2, clicked_at: at(5), reported_at: at(6) },
      { user_id: 8, template_id: 'easy-b', difficulty: 1, clicked_at: null, reported_at: at(3) },
    ]);
    expect(records.get(7)).toEqual({
      had: new Set(['easy-a', 'mid-a']),
      latest: { difficulty: 2, clicked: true, reportedFirst: false },
    });
    expect(targetDifficulty(records.get(8)!, 1)).toBe(2);
  });
});
