/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { replayWaitingSaves, SYNC_TAG } from '../src/device/replay.ts';
import { replayWaitingConfirmations } from '../src/device/policy-confirmations.ts';
import { COURSE_MATERIAL_CACHE } from '../src/device/cache-names.ts';
import { API_BASE, TRAINING_MATERIAL_PATH } from '../src/shared/api/paths.ts';
import type { WorkerMessage } from '../src/shared/worker-messages.ts';

/** `/api/trainings/get-training/`: every course's material, whatever its slug. */
const MATERIAL_PREFIX = `${API_BASE}${TRAINING_MATERIAL_PATH.replace(':slug', '')}`;

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell, both language bundles, icons and every course picture, listed by the build.
// Pictures are asked for with their content version (?v=), which the precache already covers.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^source$/] });
cleanupOutdatedCaches();
// The first installation takes over the open page at once, so a course opened on the first visit
// is already cached. A later version waits until the person chooses to update (see the app).
clientsClaim();

// Every page of the app opens from the cached shell; the API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/scim\//] }));

// Course material, per course and language: shown at once from the cache, refreshed behind.
// The material is the same for every learner, so one person's cache holds nothing personal.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith(MATERIAL_PREFIX),
  new StaleWhileRevalidate({
    cacheName: COURSE_MATERIAL_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 48 })],
  }),
);

// Waiting progress saves and policy confirmations (decision 108), sent when the network returns even if no page is open (Background
// Sync: the app asks for it when a save could not be sent). The saves wait in the device's store
// the app shares with this worker, and the same replay sends them (src/device/replay.ts).
self.addEventListener('sync', (event: Event & { tag?: string; waitUntil?: (promise: Promise<unknown>) => void }) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil?.(
    Promise.all([replayWaitingSaves(), replayWaitingConfirmations()]).then(async ([saves, confirmations]) => {
      if (saves.sent.length > 0 || confirmations.sent > 0) await announce({ type: 'PROGRESS_SYNCED' });
      // A rejection tells the browser to try again later, with its own growing pauses.
      const left = saves.left + confirmations.left;
      if (left > 0) throw new Error(`${left} saves and confirmations still wait`);
    }),
  );
});

async function announce(message: WorkerMessage) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

self.addEventListener('activate', (event) => {
  // Earlier versions kept a second copy of waiting saves in Workbox's queue and the signed-in
  // person's token in a database of their own; the device's store holds both now (every queued
  // save was also there), so the old databases go, and so does the material of the first shape.
  event.waitUntil(
    Promise.all([
      ...['portal-worker', 'workbox-background-sync'].map(deleteDatabase),
      caches.delete('course-material'),
    ]),
  );
});

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const deletion = indexedDB.deleteDatabase(name);
    deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve();
  });
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
});
