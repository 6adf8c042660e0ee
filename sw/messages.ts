/**
 * What the app and the service worker tell each other (postMessage). The app imports these
 * types too, so both sides agree.
 */
export const PROGRESS_QUEUE_NAME = 'progress-saves';
/** The worker stays small: the path of `api.saveProgress` written out (messages.test.ts holds them equal). */
export const SAVE_PROGRESS_PATH = '/api/progress/save-progress';

/** Whose saves may be sent now: the signed-in person and their token, or nobody. */
export type WorkerSession = { userId: number; token: string } | null;

/** App → worker. */
export type ServiceWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'SESSION'; session: WorkerSession };

/** Worker → app: a queued save reached the server; `body` is the server's answer. */
export type ProgressSyncedMessage = { type: 'PROGRESS_SYNCED'; opId: string; body: unknown };
