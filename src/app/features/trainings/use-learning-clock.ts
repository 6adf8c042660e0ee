import { useCallback, useEffect, useRef } from 'react';
import { MAX_SECONDS_PER_SAVE } from '#shared/api/progress.ts';

/**
 * Measures learning time: the time the page is visible. `take()` answers the whole seconds since
 * the previous `take()` (at most MAX_SECONDS_PER_SAVE) and starts counting again; the part of a
 * second left over is carried to the next save.
 */
export function useLearningClock(): () => number {
  const clock = useRef({ since: null as number | null, carried: 0 });

  useEffect(() => {
    const state = clock.current;
    const visible = () => document.visibilityState !== 'hidden';
    if (visible()) state.since = performance.now();
    const onChange = () => {
      if (visible()) {
        state.since ??= performance.now();
      } else if (state.since !== null) {
        state.carried += performance.now() - state.since;
        state.since = null;
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  return useCallback(() => {
    const state = clock.current;
    const now = performance.now();
    const elapsed = state.carried + (state.since === null ? 0 : now - state.since);
    if (state.since !== null) state.since = now;
    const seconds = Math.floor(elapsed / 1000);
    state.carried = seconds >= MAX_SECONDS_PER_SAVE ? 0 : elapsed - seconds * 1000;
    return Math.min(seconds, MAX_SECONDS_PER_SAVE);
  }, []);
}
