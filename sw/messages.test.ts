import { describe, expect, it } from 'vitest';
import { api } from '../src/shared/api/endpoints/index.ts';
import { SAVE_PROGRESS_PATH } from './messages.ts';

describe('the worker’s save path', () => {
  it('is the declared save-progress endpoint', () => {
    expect(SAVE_PROGRESS_PATH).toBe(`/api${api.saveProgress.path}`);
    expect(api.saveProgress.method).toBe('POST');
  });
});
