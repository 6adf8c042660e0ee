/**
 * What the service worker tells the app (postMessage); the app imports the type too, so both
 * sides agree. The app asks the worker to activate a waiting version through workbox-window's
 * own SKIP_WAITING message.
 */
export type WorkerMessage = { type: 'PROGRESS_SYNCED' };
