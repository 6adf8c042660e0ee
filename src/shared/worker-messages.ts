/**
 * What the service worker tells the app (postMessage): part of the contract, so both sides agree. The app asks the worker to activate a waiting version through workbox-window's
 * own SKIP_WAITING message.
 */
export type WorkerMessage = { type: 'PROGRESS_SYNCED' };
