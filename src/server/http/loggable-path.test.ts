import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.ts';

describe('the request log’s path', () => {
  it('leaves out a certificate’s verification code', () => {
    expect(loggablePath('/api/certificates/verify/K7QX-2M9P-4HTW')).toBe('/api/certificates/verify/…');
  });

  it('keeps every other path as it came', () => {
    expect(loggablePath('/api/trainings/get-training/malware')).toBe('/api/trainings/get-training/malware');
    expect(loggablePath('/verify/K7QX-2M9P-4HTW')).toBe('/verify/K7QX-2M9P-4HTW');
  });
});
