/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { PROGRESS_QUEUE_NAME, SAVE_PROGRESS_PATH, type ServiceWorkerMessage } from './messages.ts';
import { replayProgressSaves } from './progress-replay.ts';
import { readSession, writeSession } from './session-store.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell, both language bundles, icons and every course picture, listed by the build.
// Pictures are asked for with their content version (?v=), which the precache already covers.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^v$/, /^source$/] });
cleanupOutdatedCaches();
// The first installation takes over the open page at once, so a course opened on the first visit
// is already cached. A later version waits until the person chooses to update (see the app).
clientsClaim();

// Every page of the app opens from the cached shell; the API is never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// Course material, per course and language: shown at once from the cache, refreshed behind.
// The material is the same for every learner, so one person's cache holds nothing personal.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/trainings/get-training/'),
  new StaleWhileRevalidate({
    cacheName: 'course-material',
    plugins: [new ExpirationPlugin({ maxEntries: 48 })],
  }),
);

// Progress saves that fail for lack of network wait in a queue and are sent again when the
// network returns (Background Sync; without it, whenever the worker starts). The app keeps its
// own copy in IndexedDB too: the server applies each operation id once, so both may send.
const progressQueue = new Queue(PROGRESS_QUEUE_NAME, {
  maxRetentionTime: 60 * 24 * 30, // minutes: a month covers a long holiday without network
  onSync: ({ queue }) => replayProgressSaves(queue, self.clients),
});

registerRoute(
  ({ url }) => url.pathname === SAVE_PROGRESS_PATH,
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      const session = await readSession();
      await progressQueue.pushRequest({ request: copy, metadata: { userId: session?.userId ?? 0 } });
      throw error;
    }
  },
  'POST',
);

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'SESSION') {
    // A sign-in lets saves wait for their person be sent with the new token.
    event.waitUntil(
      writeSession(message.session).then(() =>
        message.session ? replayProgressSaves(progressQueue, self.clients).catch(() => undefined) : undefined,
      ),
    );
  }
});
