import { describe, expect, it } from 'vitest';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '../constants.ts';
import { companyCertificateEarned, trainedPercent } from './company-certificate.ts';

describe('company certificate rule (decision 104)', () => {
  it('needs at least the minimum share of learners fully trained, counted exactly', () => {
    expect(COMPANY_CERTIFICATE_MIN_PERCENT).toBe(80);
    expect(companyCertificateEarned({ learners: 5, fullyTrained: 4 })).toBe(true);
    expect(companyCertificateEarned({ learners: 10, fullyTrained: 8 })).toBe(true);
    expect(companyCertificateEarned({ learners: 1, fullyTrained: 1 })).toBe(true);
    // 79.9 % is not 80 %.
    expect(companyCertificateEarned({ learners: 1000, fullyTrained: 799 })).toBe(false);
    expect(companyCertificateEarned({ learners: 4, fullyTrained: 3 })).toBe(false);
    expect(companyCertificateEarned({ learners: 4, fullyTrained: 0 })).toBe(false);
  });

  it('gives a company without learners an interim status', () => {
    expect(companyCertificateEarned({ learners: 0, fullyTrained: 0 })).toBe(false);
    expect(trainedPercent({ learners: 0, fullyTrained: 0 })).toBe(0);
  });

  it('rounds the shown share down, so it never claims the minimum it misses', () => {
    expect(trainedPercent({ learners: 1000, fullyTrained: 799 })).toBe(79);
    expect(trainedPercent({ learners: 3, fullyTrained: 2 })).toBe(66);
    expect(trainedPercent({ learners: 4, fullyTrained: 4 })).toBe(100);
  });
});
