import { useEffect, useState } from 'react';

/** Runs `run` once the browser has painted its next frame. Returns a function that cancels it. */
export function afterNextPaint(run: () => void): () => void {
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

/**
 * False until a frame has been painted while `ready` was true, then true for good: for the part
 * of a page that can wait one frame so that the first paint comes sooner.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (ready && !painted ? afterNextPaint(() => setPainted(true)) : undefined), [ready, painted]);
  return painted;
}
