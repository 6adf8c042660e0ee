let asked: Promise<boolean> | undefined;

/**
 * Asks the browser, once per page load, to keep the learner's offline data even when space runs
 * low: unsent saves must not be evicted. Called when the device first holds a save; browsers that
 * decide by themselves (or lack the API) simply answer false.
 */
export function keepOfflineData(): Promise<boolean> {
  asked ??= (async () => {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return navigator.storage.persist();
  })().catch(() => false);
  return asked;
}
