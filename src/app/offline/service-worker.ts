import type { WorkerMessage } from '#shared/worker-messages.ts';
import { afterLoadWhenIdle } from '../browser/after-load.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';

type UpdateListener = (apply: () => void) => void;
const updateListeners = new Set<UpdateListener>();
const syncedListeners = new Set<() => void>();

/** Calls back when a new version waits; `apply` activates it and reloads (only when the person chooses). */
export function onUpdateWaiting(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** Calls back when the service worker has sent waiting saves (the device's store holds the answers). */
export function onSaveSynced(listener: () => void): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

/**
 * Registers the service worker of the built app (sw/sw.ts), which also sends waiting saves when
 * the network returns (src/device/replay.ts). On a device without it, the offline cache (the app shell, about 400 KB) is filled only for a
 * signed-in learner, and only once the page has loaded and the browser is idle: a first visit
 * paints and signs in without sharing the connection with it. A device that has it checks for a
 * new version at once.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void navigator.serviceWorker.getRegistration().then((installed) => {
    if (installed) return register();
    const startForLearner = () => {
      const session = getSession();
      if (!session || session.role === 'admin') return;
      stopWatching();
      afterLoadWhenIdle(register, { delayMs: 3000, timeoutMs: 5000 });
    };
    const stopWatching = subscribeSession(startForLearner);
    startForLearner();
  });
}

let registered = false;

async function register() {
  if (registered) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('message', (event) => {
    const data = event.data as WorkerMessage | null;
    if (data?.type === 'PROGRESS_SYNCED') syncedListeners.forEach((listener) => listener());
  });

  // A new version waits: offer it, never reload by surprise (a learner may be mid-quiz).
  wb.addEventListener('waiting', () => {
    const apply = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    updateListeners.forEach((listener) => listener(apply));
  });

  await wb.register();
}
