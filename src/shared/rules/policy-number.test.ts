import { describe, expect, it } from 'vitest';
import { isFilledPolicyNumber, isValidPolicyNumber } from './policy-number.ts';

describe('policy number rule', () => {
  it('accepts AS- followed by exactly ten digits', () => {
    expect(isValidPolicyNumber('AS-4711081542')).toBe(true);
    expect(isValidPolicyNumber('AS-0123456789')).toBe(true);
  });

  it('accepts an empty value', () => {
    expect(isValidPolicyNumber('')).toBe(true);
    expect(isFilledPolicyNumber('')).toBe(false);
  });

  it.each(['AS-123456789', 'AS-12345678901', 'as-4711081542', 'AS4711081542', 'AS-47110815a2', ' AS-4711081542'])(
    'refuses the malformed %s',
    (value) => expect(isValidPolicyNumber(value)).toBe(false),
  );

  it.each([
    ...Array.from({ length: 10 }, (_, d) => String(d).repeat(10)),
    '1234567890',
    '1234567899',
    '9876543210',
    '9876543211',
  ])('refuses the placeholder AS-%s', (digits) => {
    expect(isValidPolicyNumber(`AS-${digits}`)).toBe(false);
  });
});
