import { useEffect, useRef } from 'react';

/**
 * Moves focus to a view's main heading whenever `key` changes (a new slide, a new question), so
 * screen readers read the new view and keyboard users continue from its top.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [key]);
  return ref;
}
