import { useSyncExternalStore } from 'react';

/** Phones and narrow windows: the windowed tables show fewer, combined columns there. */
const NARROW = '(max-width: 700px)';

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
