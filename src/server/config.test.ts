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

describe('METRICS_REQUIRE_TOKEN', () => {
  const token = 'a-metrics-token-of-24-chars-or-more';

  it('is off unless set to true, and needs a token when on', () => {
    expect(readConfig({}).metricsRequireToken).toBe(false);
    expect(readConfig({ METRICS_REQUIRE_TOKEN: 'TRUE', METRICS_TOKEN: token }).metricsRequireToken).toBe(true);
    expect(readConfig({ METRICS_REQUIRE_TOKEN: 'false' }).metricsRequireToken).toBe(false);
    expect(() => readConfig({ METRICS_REQUIRE_TOKEN: 'true' })).toThrow(/needs METRICS_TOKEN/);
    expect(() => readConfig({ METRICS_REQUIRE_TOKEN: 'yes', METRICS_TOKEN: token })).toThrow(/true or false/);
  });
});
