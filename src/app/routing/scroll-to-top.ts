import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

// The path the browser went back or forward to: it restores that page's scroll position itself.
let travelledTo: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    travelledTo = window.location.pathname;
  });
}

/**
 * A new page starts at its top: every change of the path by a link or by the app (saving the
 * account settings leads on to the courses) scrolls the window up. Back and forward are left to
 * the browser, which returns to where the reader was. A change of the query or hash alone is no
 * new page.
 */
export function useScrollToTop(): void {
  const [path] = useLocation();
  useLayoutEffect(() => {
    const travelled = travelledTo === path;
    travelledTo = null;
    if (!travelled && typeof window.scrollTo === 'function') window.scrollTo({ top: 0, left: 0 });
  }, [path]);
}
