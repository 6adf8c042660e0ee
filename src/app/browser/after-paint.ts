import { useEffect, useState } from 'react';

/** Runs `run` once the browser has painted its next frame. Returns a function that cancels it. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // Frame callbacks run before the paint; a task queued from one runs after it.
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

// Set once the first part held back has been drawn: from then on nothing is held back (a page
// opened again, e.g. by going back to it, is drawn whole, so the browser can restore its scroll).
let heldBackOnce = false;

/**
 * False until a frame has been painted while `ready` was true, then true for good: for the part of
 * the app's first page that can wait one frame so that its first paint comes sooner. True from the
 * start in every later mount of this app load.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(heldBackOnce);
  useEffect(
    () =>
      ready && !painted
        ? afterNextPaint(() => {
            heldBackOnce = true;
            setPainted(true);
          })
        : undefined,
    [ready, painted],
  );
  return painted;
}
