import { useEffect, useState } from 'react';

/**
 * Runs `run` once the page has loaded, `delayMs` after that and when the browser is idle (at the
 * latest `timeoutMs` later): for work the first paint does not need, so that on a slow phone it
 * does not compete with it. Returns a function that cancels what has not run yet.
 */
export function afterLoadWhenIdle(run: () => void, { delayMs = 0, timeoutMs = 3000 } = {}): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => !cancelled && run();
  const whenIdle = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: timeoutMs });
      else go();
    }, delayMs);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', whenIdle);
  };
}

/** False until the page has loaded and the browser is idle, then true. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setLoaded(true)), []);
  return loaded;
}
