import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('REMINDER_AFTER_DAYS', () => {
  it.each([
    [undefined, [7, 21]],
    ['21, 7,7', [7, 21]],
    ['3', [3]],
    ['', [7, 21]],
    ['none', []],
  ])('%s reads as %j', (value, days) => {
    const env = value === undefined ? {} : { REMINDER_AFTER_DAYS: value };
    expect(readConfig(env).reminderAfterDays).toEqual(days);
  });

  it.each(['0', '7,abc', '400', '7;21'])('refuses %s', (value) => {
    expect(() => readConfig({ REMINDER_AFTER_DAYS: value })).toThrow(/REMINDER_AFTER_DAYS/);
  });
});
