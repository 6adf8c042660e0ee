import { api } from '#shared/api/endpoints/index.ts';
import type { CourseProgress } from '#shared/api/progress.ts';
import { call } from '../api/client.ts';

/** The server's answer to GET /progress/get-progress, settled either way (read it when needed). */
export type ServerProgress = Promise<{ list: CourseProgress[] } | { error: unknown }>;

export const askServerForProgress = (): ServerProgress =>
  call(api.myProgress, {}).then(
    (list) => ({ list }),
    (error: unknown) => ({ error }),
  );
