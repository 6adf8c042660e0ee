import { describe, expect, it } from 'vitest';
import { countInRange, rangeKey } from './password-range.ts';

// SHA-1 of "password": 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8.
const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8';

describe('the range query', () => {
  it('sends the first five hex characters of the SHA-1 in capitals and keeps the other 35', () => {
    expect(rangeKey('password')).toEqual({ prefix: '5BAA6', suffix: SUFFIX });
    expect(rangeKey('Passwort für Müller')).toMatchObject({ prefix: expect.stringMatching(/^[0-9A-F]{5}$/) });
    expect(rangeKey('Passwort für Müller').suffix).toMatch(/^[0-9A-F]{35}$/);
  });

  it('reads the count of the suffix from lines SUFFIX:COUNT, in any case and with CRLF', () => {
    const answer = `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX.toLowerCase()}:10434004\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2\r\n`;
    expect(countInRange(answer, SUFFIX)).toBe(10434004);
  });

  it('counts a suffix that is missing, or only a padding line, as not breached', () => {
    expect(countInRange('0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n', SUFFIX)).toBe(0);
    expect(countInRange(`0018A45C4D1DEF81644B54AB7F969B88D65:3\r\n${SUFFIX}:0\r\n`, SUFFIX)).toBe(0);
  });

  it('says when an answer is not a range answer at all', () => {
    expect(countInRange('<!doctype html><title>Wartung</title>', SUFFIX)).toBeUndefined();
    expect(countInRange('', SUFFIX)).toBeUndefined();
    expect(countInRange(`${SUFFIX}:viele`, SUFFIX)).toBeUndefined();
  });
});
